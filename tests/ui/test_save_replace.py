"""Saving under a name at the table: a new name saves at once, an existing save is replaced only
after asking, and a file of another kind is never written over.  Driven by real events: a
click on Save, a click in the name, Ctrl+A, the typed name, Enter."""

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from tests.fixtures import FIXTURES
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.scenes.dialogs import ChoiceDialog, MessageDialog, SaveDialog  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, click, click_button, key, post, sit_down  # noqa: E402

FINISHED = FIXTURES / "finished-2p.yaml"


def save_under(app, scene, name):
    """Click Save, replace the offered name with `name` as a person would, press Enter."""
    click_button(app, scene.buttons["save"])
    dialog = scene.dialog
    assert isinstance(dialog, SaveDialog)
    click(app, dialog.entry.rect.center)
    key(app, pygame.K_LCTRL, pygame.KMOD_CTRL)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    for ch in name:
        post(pygame.TEXTINPUT, text=ch)
    app.run_frames(1)
    assert dialog.entry.get_text() == name
    key(app, pygame.K_RETURN)
    app.run_frames(1)


def test_an_existing_save_is_replaced_only_after_asking(app, tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    old = saves / "old.yaml"
    shutil.copy(FINISHED, old)
    game = two_player(actions=["P1 pass"])
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)

    save_under(app, scene, "old")
    ask = scene.dialog
    assert isinstance(ask, ChoiceDialog) and "old.yaml already holds a saved game" in ask.question
    click_button(app, ask.cancel)
    assert old.read_bytes() == FINISHED.read_bytes()  # Cancel keeps the old save

    save_under(app, scene, "old")
    click_button(app, next(iter(scene.dialog.options)))
    assert Game.load(old).log == ["P1 pass"]

    save_under(app, scene, "new")
    assert scene.dialog is None or not scene.dialog.open
    assert Game.load(saves / "new.yaml").log == ["P1 pass"]


def test_a_file_of_another_kind_is_never_written_over(app, tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    notes = saves / "notes.yaml"
    notes.write_text("shopping: [bread, milk]\n")
    os.mkfifo(saves / "pipe.yaml")
    scene = at_table(app, two_player(), ["human", "human"])
    sit_down(app)
    for name, words in (("notes", "is another kind of file"), ("pipe", "is a named pipe, not a file")):
        save_under(app, scene, name)
        told = scene.dialog
        assert isinstance(told, MessageDialog) and words in told.message and "not written over" in told.message
        click_button(app, told.ok)
    assert notes.read_text() == "shopping: [bread, milk]\n"
