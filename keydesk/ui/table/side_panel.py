"""A panel over the top of the table's log column: a text above rows of buttons, the log moved
down below it.  The tutorial's lesson and an exercise's question are such panels."""

from __future__ import annotations

import math

import pygame
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from keydesk.ui.table.log import LOG_W
from keydesk.ui.table.toolbar import TOOLBAR_H

ROW = 46  # pixels from one row of buttons to the next


class SidePanel:
    def __init__(self, scene, height: int, buttons, columns: int, primary: str):
        """`buttons`: (key, text, tooltip) in reading order, `columns` to a row; the one keyed
        `primary` stands out.  Built after the table's own gui (its log column exists)."""
        w, h = scene.size
        x, inner = w - LOG_W, LOG_W - 6
        rows = math.ceil(len(buttons) / columns)
        self.box = UIPanel(pygame.Rect(x, TOOLBAR_H, LOG_W, height), manager=scene.ui)
        self.text = UITextBox("", pygame.Rect(0, 0, inner, height - 10 - ROW * rows), scene.ui, container=self.box)
        width = (inner - 4 * (columns + 1)) // columns
        self.buttons = {
            key: UIButton(pygame.Rect(4 + (i % columns) * (width + 4), height - 4 - ROW * (rows - i // columns), width, 40),
                          text, scene.ui, container=self.box, tool_tip_text=tip,
                          object_id="#primary" if key == primary else None)
            for i, (key, text, tip) in enumerate(buttons)
        }
        scene.log_column.box.set_relative_position((x, TOOLBAR_H + height))
        scene.log_column.box.set_dimensions((LOG_W, h - TOOLBAR_H - height))

    def key_of(self, element):
        return next((k for k, b in self.buttons.items() if b is element), None)

    def enable(self, key, on: bool) -> None:
        button = self.buttons[key]
        if on != button.is_enabled:
            button.enable() if on else button.disable()
