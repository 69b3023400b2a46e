"""Save, Load and screenshots from the table's toolbar.

Saving under a name and opening another save are dialogs over the table that never touch the
game being played: replacing a save asks first, a file of another kind is never written over,
a failed save is told in a message and the game goes on; a save that cannot
be opened is told and the table stays as it was.  Kept apart from the table scene because files
and their failures are a concern of their own, and the scene only needs to know which dialog is
open (`scene.dialog`).
"""

from __future__ import annotations

import time

from keydesk.files import NotAFileError, WriteError
from keydesk.overwrite import SAVE, kind_of
from keydesk.session.home_folder import list_saves, save_path

from keydesk.ui.scenes.base import save_screenshot
from keydesk.ui.scenes.dialogs import ChoiceDialog, LoadDialog, MessageDialog, SaveDialog


class TableFiles:
    """The Save and Load dialogs and the screenshots of one table scene."""

    def __init__(self, scene):
        self.scene = scene

    def open_save_dialog(self) -> None:
        scene = self.scene
        default = "-".join(scene.names) + time.strftime("-%Y%m%d-%H%M")
        scene.dialog = SaveDialog(scene.ui, default, self.save_as)

    def save_as(self, name: str) -> None:
        """Save under `name`; an existing save is replaced only after asking, and a file of
        another kind (a position, a picture, notes) or a pipe is never written over."""
        scene = self.scene
        path = save_path(scene.app.home, name)
        if not path.exists():
            self.write_save(path)
            return
        try:
            kind = kind_of(path)
        except NotAFileError as exc:
            kind = exc.strerror
        if kind != SAVE:
            scene.dialog = MessageDialog(scene.ui, "Not saved",
                                         f"{path} is {kind}, not a keydesk save, so it is not written over. "
                                         "Save under another name.")
            return

        def answered(chosen) -> None:
            if chosen is not None:  # Cancel or closing the window keeps the old save
                self.write_save(chosen)
        scene.dialog = ChoiceDialog(scene.ui, "Replace the save?",
                                    f"{path.name} already holds a saved game. Replace it with this one?",
                                    [("Replace it", path)], answered)

    def write_save(self, path) -> None:
        scene = self.scene
        try:
            scene.game.save(path)
        except WriteError as exc:
            scene.dialog = MessageDialog(scene.ui, "Could not save", str(exc))
            return
        scene.say(f"Saved to {path}")

    def screenshot(self) -> None:
        """A PNG of the window (F12); a failed write is told and the game goes on."""
        try:
            self.scene.say(f"Screenshot saved to {save_screenshot(self.scene, 'table')}")
        except WriteError as exc:
            self.scene.app.report(str(exc))

    def open_load_dialog(self) -> None:
        scene = self.scene
        scene.dialog = LoadDialog(scene.ui, list_saves(scene.app.home), self.load_from,
                                  {"Replay": lambda path: self.load_from(path, "replay"),
                                   "Review": lambda path: self.load_from(path, "review")})

    def load_from(self, text: str, how: str = "play") -> None:
        """Open the save to play on (or replay, or review); if it cannot be, say why."""
        scene = self.scene
        error = scene.app.open_save(text, how)
        if error:
            scene.dialog = MessageDialog(scene.ui, "Could not load the game", error)
