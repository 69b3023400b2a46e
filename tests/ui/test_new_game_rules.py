"""The New game screen refuses what the loader would refuse: one rule for names and seeds."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from keydesk.ui.scenes.new_game import NewGameScene  # noqa: E402
from tests.ui.helpers import press  # noqa: E402


def test_the_new_game_screen_uses_the_loaders_name_and_seed_rules(app):
    app.show("new_game")
    app.run_frames(1)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    scene.name_entries[0].set_text("Ann")
    scene.name_entries[1].set_text(" ann")
    press(app, scene.start)
    assert app.scene is scene and scene.error_label.text == "Every player needs a different name."
    scene.name_entries[1].set_text("Bob")
    scene.seed_entry.set_text("18446744073709551616")  # one past the largest seed
    press(app, scene.start)
    assert app.scene is scene and scene.error_label.text == "A seed is a whole number from 0 to 18446744073709551615."
