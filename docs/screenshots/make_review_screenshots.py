"""Regenerate the hint, review and replay screenshots:
python docs/screenshots/make_review_screenshots.py

The real app runs headless on a throw-away home folder; each picture is the window as drawn.
"""

import tempfile
import time

from headless import HERE, shot


from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402

FINISHED = HERE.parent / "saves" / "finished-2p.yaml"


def until(app: App, condition) -> None:
    while not condition():
        app.run_frames(1)
        time.sleep(0.01)


def hint(home: str) -> None:
    """Autumn of the 4-player save, P1 on turn, the three hints lit."""
    game = Game.load(HERE / "autumn-4p.yaml")
    while game.log and not game.log[-1].startswith("P4"):
        game.undo()
    game.seats = ["human", "easy", "easy", "easy"]
    app = App((1280, 800), home=home, bot_delay=0)
    app.switch(TableScene(app, game))
    until(app, lambda: app.scene.me() == 0)
    app.scene.hints.toggle()
    until(app, lambda: app.scene.hints.tips)
    shot(app, "hint.png")
    app.close()


def review_and_replay(home: str) -> None:
    """The review of the shipped finished game, then its worst decision opened in the replay."""
    app = App((1280, 800), home=home, bot_delay=0)
    app.switch(ReviewScene(app, Game.load(FINISHED)))
    until(app, lambda: app.scene.decisions is not None)
    shot(app, "review.png")
    app.scene.show(app.scene.decisions[0])
    assert isinstance(app.scene, ReplayScene)
    shot(app, "replay.png")
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        hint(home)
        review_and_replay(home)
    print("wrote hint.png, review.png, replay.png in", HERE)
