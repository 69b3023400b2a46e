"""Learn: the way into the guided tutorial (started, resumed or restarted), the compendium, and
the practice of one's own mistakes (with the number of exercises due today)."""

from __future__ import annotations

import datetime

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel

from keydesk.practice import open_practice
from keydesk.rules.components import DataError
from keydesk.ui.tutorial_script import progress_exists

from keydesk.ui.scenes.base import Scene, centred_rect
from keydesk.ui.scenes.dialogs import MessageDialog


class LearnScene(Scene):

    def build(self) -> None:
        w, h = self.size
        entries = self.entries()
        panel = centred_rect((w, h), 520, 150 + 66 * len(entries))
        self.panel = UIPanel(panel, manager=self.ui)
        inner = panel.width - 4
        UILabel(pygame.Rect(0, 16, inner, 84), "Learn", self.ui, container=self.panel, object_id="#title")
        x, bw, bh = (inner - 360) // 2, 360, 52
        self.buttons = {}
        for i, (key, text) in enumerate(entries):
            self.buttons[key] = UIButton(pygame.Rect(x, 110 + i * 66, bw, bh), text, self.ui, container=self.panel,
                                         object_id="#menu_primary" if i == 0 else "#menu_button")

    def entries(self) -> tuple:
        """Resume the tutorial where it was left (and offer a fresh start), else start it."""
        if progress_exists(self.app.home):
            tutorial = (("tutorial", "Resume the tutorial"), ("restart", "Start the tutorial again"))
        else:
            tutorial = (("tutorial", "Tutorial: your first game"),)
        due = len(open_practice(self.app.home).due(datetime.date.today()))
        practice = f"Practice your mistakes ({due} due)" if due else "Practice your mistakes"
        return tutorial + (("compendium", "Compendium: tiles and rules"), ("practice", practice), ("back", "Back"))

    dialog = None

    def handle(self, event, consumed) -> None:
        if self.dialog is not None and self.dialog.open and self.dialog.handle(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in (self.buttons.get("tutorial"), self.buttons.get("restart")):
                try:
                    self.app.show("tutorial", fresh=event.ui_element is self.buttons.get("restart"))
                except DataError as exc:
                    self.dialog = MessageDialog(self.ui, "Could not open the tutorial", str(exc))
            elif event.ui_element is self.buttons.get("compendium"):
                self.app.show_over("compendium")
            elif event.ui_element is self.buttons.get("practice"):
                self.app.show("practice")
            elif event.ui_element is self.buttons.get("back"):
                self.app.show("menu")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show("menu")
