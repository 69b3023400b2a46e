"""The strip of buttons above the table.  Buttons are named by a key ("pass", "undo"...) so the
scene asks `key_of(element)` which was pressed, and turns them on, off, in and out of sight by
that key without knowing where each one sits."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UIPanel

TOOLBAR_H = 48

# (key, text, width, tooltip, primary) from the left; None leaves a gap.
LEFT = (("menu", "Menu", 76, "Back to the main menu (the game is autosaved)", False),
        ("save", "Save", 70, "Save this game under a name", False),
        ("load", "Load", 70, "Open a saved game", False),
        ("undo", "Undo", 76, "Take back your own last decision and the bot moves after it (Ctrl+Z; Ctrl+Y redoes)", False),
        ("hint", "Hint", 96, "The bots' three best moves for you, lit on the table (H)", False),
        (None, None, 24, None, False),
        ("pass", "Pass", 96, "Pass this turn (P)", True),
        ("done", "Done", 96, "Finish transport or the Flipper's flip (D)", True))


class Toolbar:
    def __init__(self, ui, width: int):
        self.ui = ui
        self.panel = UIPanel(pygame.Rect(0, 0, width, TOOLBAR_H), manager=ui, object_id="#toolbar")
        self.buttons: dict = {}
        x = 6
        for key, text, w, tip, primary in LEFT:
            if key:
                self.buttons[key] = self._button(x, w, text, tip, primary)
            x += w + 6
        # Shown only when they apply, in the same place after Done.
        self.buttons["confirm"] = self._button(x, 190, "Confirm winter tiles", "Put the chosen winter tiles forward", True)
        self.buttons["scores"] = self._button(x, 140, "Final scores", "Show the final scores", True)
        self.buttons["rest"] = self._button(x, 160, "Done this season",
                                            "Pass now and on each turn until the season ends or a bid of yours "
                                            "is topped (Shift+P)")
        self.buttons["shot"] = self._button(width - 116, 110, "Screenshot", "Save a PNG of the window in screenshots/ (F12)")
        self.buttons["palette"] = self._button(width - 290, 168, "Colour-blind",
                                               "Switch between the standard and colour-blind palettes")
        self.buttons["log"] = self._button(width - 386, 90, "Hide log", "Fold the game log away to widen the table (L)")

    def _button(self, x, width, text, tip, primary=False) -> UIButton:
        return UIButton(pygame.Rect(x, 6, width, TOOLBAR_H - 12), text, self.ui, container=self.panel,
                        tool_tip_text=tip, object_id="#primary" if primary else None)

    def __getitem__(self, key) -> UIButton:
        return self.buttons[key]

    def key_of(self, element):
        return next((k for k, b in self.buttons.items() if b is element), None)

    def enable(self, key, on: bool) -> None:
        button = self.buttons[key]
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()

    def show(self, key, on: bool) -> None:
        button = self.buttons[key]
        if on and not button.visible:
            button.show()
        elif not on and button.visible:
            button.hide()
