"""Small modal windows: pick one of several options, type a save name, choose a save to load,
or read an error.  Each calls back with the result and closes itself; a scene keeps at most
one open and sends it every gui event first."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel, UISelectionList, UITextBox, UITextEntryLine, UIWindow

from keydesk.session.home_folder import describe_save

from keydesk.ui.scenes.base import centred_rect


class Dialog:
    cancel = None  # a Cancel button, if the dialog has one: it does what closing the window does

    def __init__(self, ui, title: str, width: int, height: int):
        self.ui = ui
        size = ui.window_resolution
        # A dim sheet over the whole window, just under the dialog: what lies beneath can be neither
        # hovered nor clicked while the dialog is open, so no button's tooltip stays on top of it.
        self.scrim = UIPanel(pygame.Rect((0, 0), size), ui.get_root_container().get_top_layer() + 1, ui,
                             object_id="#scrim")
        self.window = UIWindow(centred_rect(size, width, height), ui, window_display_title=title,
                               object_id="#dialog", draggable=True)
        self.inner = pygame.Rect((0, 0), self.window.get_container().get_size())
        self.open = True

    def close(self) -> None:
        if self.open:
            self.open = False
            self.window.kill()
            self.scrim.kill()

    def handle(self, event) -> bool:
        """Handle a gui event aimed at this dialog; True when it was."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.cancel is not None and event.ui_element is self.cancel:
            self.close()
            self.cancelled()
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.open = False
            self.scrim.kill()
            self.cancelled()
            return True
        return False

    def cancelled(self) -> None:
        pass

    def button(self, rect, text, object_id=None) -> UIButton:
        return UIButton(pygame.Rect(rect), text, self.ui, container=self.window, object_id=object_id)

    def text(self, rect, body: str) -> UITextBox:
        return UITextBox(html.escape(body), pygame.Rect(rect), self.ui, container=self.window)


class ChoiceDialog(Dialog):
    """A question and one button per option: on_pick(value), or on_pick(None) if dismissed."""

    def __init__(self, ui, title: str, question: str, options, on_pick):
        rows = len(options) + 1
        super().__init__(ui, title, 380, 140 + 44 * rows)
        self.on_pick = on_pick
        self.question = question
        w = self.inner.width
        self.text((10, 8, w - 20, 70), question)
        self.options = {}
        y = 86
        for label, value in options:
            self.options[self.button((20, y, w - 40, 38), label, "#primary")] = value
            y += 44
        self.cancel = self.button((20, y, w - 40, 38), "Cancel")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.options:
            value = self.options[event.ui_element]
            self.close()
            self.on_pick(value)
            return True
        return super().handle(event)

    def cancelled(self) -> None:
        self.on_pick(None)

    def pick(self, value) -> None:
        """Choose an option as its button would (used by tests and keyboard shortcuts)."""
        for button, v in self.options.items():
            if v == value:
                self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button}))
                return
        raise ValueError(f"{value!r} is not an option")


class MessageDialog(Dialog):
    """A message to read, with an OK button (errors such as a corrupt save)."""

    def __init__(self, ui, title: str, message: str):
        super().__init__(ui, title, 520, 260)
        w, h = self.inner.size
        self.message = message
        self.text((10, 8, w - 20, h - 70), message)
        self.ok = self.button((w - 130, h - 52, 110, 40), "OK", "#primary")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.close()
            return True
        return super().handle(event)


class SaveDialog(Dialog):
    """Type a name for a save: on_save(text) when confirmed."""

    def __init__(self, ui, default: str, on_save):
        super().__init__(ui, "Save game", 480, 200)
        w, _ = self.inner.size
        self.on_save = on_save
        UILabel(pygame.Rect(14, 8, w - 28, 26), "Save as (in saves/ unless a full path):", ui, container=self.window)
        self.entry = UITextEntryLine(pygame.Rect(14, 38, w - 28, 36), ui, container=self.window)
        self.entry.set_text(default)
        self.ok = self.button((w - 250, 90, 110, 40), "Save", "#primary")
        self.cancel = self.button((w - 130, 90, 110, 40), "Cancel")

    def handle(self, event) -> bool:
        confirm = (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok) or (
            event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry)
        if confirm and self.entry.get_text().strip():
            name = self.entry.get_text()
            self.close()
            self.on_save(name)
            return True
        return super().handle(event)


class LoadDialog(Dialog):
    """Pick a save from saves/ (newest first, each with who plays, the season, how far and when)
    or type a path: on_load(path_text).  `others` ({button text: callback}) open the chosen save
    some other way (the replay viewer, the review), each with its own button."""

    def __init__(self, ui, saves, on_load, others=None):
        super().__init__(ui, "Load game", 900, 440)
        w, h = self.inner.size
        self.on_load = on_load
        self.paths = {describe_save(p): str(p) for p in saves}
        self.list = UISelectionList(pygame.Rect(14, 10, w - 28, h - 140), list(self.paths) or [], ui,
                                    container=self.window)
        UILabel(pygame.Rect(14, h - 124, w - 28, 24), "or type a path:", ui, container=self.window)
        self.entry = UITextEntryLine(pygame.Rect(14, h - 98, w - 28, 34), ui, container=self.window)
        self.ok = self.button((w - 250, h - 54, 110, 40), "Load", "#primary")
        self.cancel = self.button((w - 130, h - 54, 110, 40), "Cancel")
        self.others = {self.button((w - 370 - 120 * i, h - 54, 110, 40), text): callback
                       for i, (text, callback) in enumerate((others or {}).items())}

    def chosen(self) -> str:
        typed = self.entry.get_text().strip()
        picked = self.list.get_single_selection()
        return typed or (self.paths.get(picked, "") if picked else "")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.entry.set_text("")
            return True
        confirm = (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok) or (
            event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list)
        callback = self.on_load if confirm else None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.others:
            callback = self.others[event.ui_element]
        if callback is not None and self.chosen():
            path = self.chosen()
            self.close()
            callback(path)
            return True
        return super().handle(event)
