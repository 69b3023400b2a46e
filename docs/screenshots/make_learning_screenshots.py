"""Regenerate the compendium and tutorial screenshots:
python docs/screenshots/make_learning_screenshots.py

The real app runs headless on a throw-away home folder; each picture is the window as drawn.
"""

import tempfile

from headless import shot


from keydesk.ui.app import App  # noqa: E402
from keydesk.rules import parse_action  # noqa: E402



def compendium(home: str) -> None:
    app = App((1280, 800), home=home, bot_delay=0)
    app.show_over("compendium", tile="stable")
    shot(app, "compendium-tile.png")
    app.show_over("compendium", topic="bidding")
    shot(app, "compendium-rules.png")
    app.close()


def tutorial(home: str) -> None:
    """The first lesson with a wrong move refused, then the placing lesson with the tile lit."""
    app = App((1280, 800), home=home, bot_delay=0)
    app.show("tutorial", fresh=True)
    scene = app.scene
    app.run_frames(2)
    scene.next_step()
    app.run_frames(2)
    scene.apply(parse_action("P1 bid keywood 2 red"))
    shot(app, "tutorial-bidding.png")
    while scene.step.id != "place_woodcutter":
        scene.skip()
        app.run_frames(3)
    shot(app, "tutorial-placing.png")
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        compendium(home)
        tutorial(home)
