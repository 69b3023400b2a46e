"""Learn: the way into the guided tutorial and the compendium (tiles and rules) from the menu."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel

from .base import Scene, centred_rect


class LearnScene(Scene):
    ENTRIES = (("compendium", "Compendium: tiles and rules"), ("back", "Back"))

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
        return self.ENTRIES

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("compendium"):
                from .compendium import CompendiumScene

                self.app.visit(CompendiumScene(self.app))
            elif event.ui_element is self.buttons.get("back"):
                from .menu import MenuScene

                self.app.switch(MenuScene(self.app))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .menu import MenuScene

            self.app.switch(MenuScene(self.app))
