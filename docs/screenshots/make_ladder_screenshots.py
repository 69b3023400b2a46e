"""Regenerate the New game form's screenshot, with the bots' ratings beside their seats:
python docs/screenshots/make_ladder_screenshots.py

The real app runs headless on a throw-away home folder, the form set as if last started with a
person and one bot of each level.  (The Statistics screen, with the person's own rating, is
drawn by make_challenge_screenshots.py after its recorded games.)
"""

import tempfile

from headless import shot


from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.new_game import NewGameScene  # noqa: E402


def main(home: str) -> None:
    app = App((1280, 800), home=home, bot_delay=0)
    app.last_setup = (5, ["Ann", "Bob", "Cleo", "Dirk", "Edda", "Finn"], ["human", "easy", "medium", "skilled", "hard"])
    app.switch(NewGameScene(app))
    shot(app, "new-game.png")
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        main(home)
