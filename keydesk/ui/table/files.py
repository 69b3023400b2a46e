"""Save, Load and screenshots from the table's toolbar.

Saving under a name and opening another save are dialogs over the table that never touch the
game being played: a failed save is told in a message and the game goes on; a save that cannot
be opened is told and the table stays as it was.  Kept apart from the table scene because files
and their failures are a concern of their own, and the scene only needs to know which dialog is
open (`scene.dialog`).
"""

from __future__ import annotations

import time

from keydesk.files import WriteError
from keydesk.ui.home_folder import list_saves, save_path

from ..scenes.base import save_screenshot
from ..scenes.dialogs import LoadDialog, MessageDialog, SaveDialog


class TableFiles:
    """The Save and Load dialogs and the screenshots of one table scene."""

    def __init__(self, scene):
        self.scene = scene

    def open_save_dialog(self) -> None:
        scene = self.scene
        default = "-".join(scene.names) + time.strftime("-%Y%m%d-%H%M")
        scene.dialog = SaveDialog(scene.ui, default, self.save_as)

    def save_as(self, name: str) -> None:
        scene = self.scene
        path = save_path(scene.app.home, name)
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
