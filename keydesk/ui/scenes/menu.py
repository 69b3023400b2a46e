"""The main menu: New game, Load game, Resume (an unfinished game: the one, or a choice of the
newest few), Learn, Challenges, Statistics, Quit."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel

from keydesk.session.home_folder import has_autosave, list_saves, unfinished_autosaves

from keydesk.ui.palette import STANDARD

from keydesk.ui.scenes.base import Scene, centred_rect, draw_backdrop, draw_text_centred
from keydesk.ui.scenes.dialogs import LoadDialog, MessageDialog


class MenuScene(Scene):
    def __init__(self, app, error: str | None = None):
        super().__init__(app)
        self.dialog = None
        self.error = error

    def build(self) -> None:
        w, h = self.size
        panel = centred_rect((w, h), 520, 624)
        self.panel = UIPanel(panel, manager=self.ui)
        inner = panel.width - 4
        UILabel(pygame.Rect(0, 20, inner, 80), "keydesk", self.ui, container=self.panel, object_id="#title")
        UILabel(pygame.Rect(0, 94, inner, 30), "a table for Keyflower, 2 to 6 players", self.ui,
                container=self.panel, object_id="#subtitle")
        x, bw, bh = (inner - 300) // 2, 300, 52
        # One button is highlighted as the obvious next step: carry on a saved game, else start one.
        resumable = has_autosave(self.app.home)
        primary = "resume" if resumable else "new"
        self.buttons = {}
        for i, (key, text) in enumerate((("new", "New game"), ("load", "Load game"),
                                         ("resume", "Resume autosave"), ("learn", "Learn"),
                                         ("challenges", "Challenges"), ("statistics", "Statistics"),
                                         ("quit", "Quit"))):
            self.buttons[key] = UIButton(pygame.Rect(x, 150 + i * 66, bw, bh), text, self.ui, container=self.panel,
                                         object_id="#menu_primary" if key == primary else "#menu_button")
        if resumable:
            self.buttons["resume"].tool_tip_text = "Continue an unfinished game (each game has its own autosave)"
        else:
            self.buttons["resume"].disable()
        self.dialog = None
        if self.error:
            self.show_error(self.error)

    def show_error(self, message: str) -> None:
        self.error = message
        self.dialog = MessageDialog(self.ui, "Could not load the game", message)

    def handle(self, event, consumed) -> None:
        if self.dialog and self.dialog.open and self.dialog.handle(event):
            if not self.dialog.open and isinstance(self.dialog, MessageDialog):
                self.error = None
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["new"]:
                self.app.show("new_game")
            elif event.ui_element is self.buttons["load"]:
                self.dialog = LoadDialog(self.ui, list_saves(self.app.home), self.open_save,
                                         {"Replay": lambda path: self.open_save(path, "replay"),
                                          "Review": lambda path: self.open_save(path, "review")})
            elif event.ui_element is self.buttons["resume"]:
                self.resume()
            elif event.ui_element is self.buttons["learn"]:
                self.app.show("learn")
            elif event.ui_element is self.buttons["challenges"]:
                self.app.show("challenges")
            elif event.ui_element is self.buttons["statistics"]:
                self.app.show("statistics")
            elif event.ui_element is self.buttons["quit"]:
                self.app.quit()

    def resume(self) -> None:
        """The one unfinished game, or a choice among the newest few."""
        games = unfinished_autosaves(self.app.home)
        if len(games) == 1:
            self.open_save(games[0])
        elif games:
            self.dialog = LoadDialog(self.ui, games, self.open_save)

    def open_save(self, path, how: str = "play") -> None:
        """Open a saved game at its table (or its scores if it is over), or with how="replay"
        in the replay viewer; errors stay in the menu."""
        error = self.app.open_save(path, how)
        if error:
            self.show_error(error)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        draw_text_centred(surface, "Drag workers to bid or use tiles  ·  Ctrl+Z undo, Ctrl+Y redo  ·  Ctrl+wheel or Z: zoom  ·  "
                          "F12 screenshot  ·  F1 or right-click a tile: rules and tiles", 18, STANDARD.dim_text,
                          (w // 2, h - 28))

