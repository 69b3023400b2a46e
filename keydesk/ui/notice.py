"""The App's notice: a sentence shown over any scene for a few seconds, and printed on the
command line too.

Why it is the App's and not a scene's: a file that cannot be written (an autosave, a screenshot,
the preferences) can fail in any scene, even while one scene hands over to the next, and the
person must see it whichever scene is showing.  The game goes on under it.
"""

from __future__ import annotations

import sys
import time

import pygame

from keydesk.ui.fonts import fit_lines, render
from keydesk.ui.frames import timer
from keydesk.ui.palette import STANDARD

SECONDS = 8.0
TEXT_SIZE = 22


class Notice:
    def __init__(self):
        self.text, self.until = "", 0.0

    def show(self, text: str) -> None:
        self.text, self.until = text, time.monotonic() + SECONDS
        print(f"keydesk: {text}", file=sys.stderr)

    @property
    def showing(self) -> str:
        """The sentence on screen now ("" once its time is up)."""
        return self.text if time.monotonic() < self.until else ""

    def next_frame(self, now: float):
        """A frame when the sentence goes away (see frames.py)."""
        return timer(self.until, now) if self.text else None

    def draw(self, surface) -> None:
        text = self.showing
        if not text:
            return
        w, h = surface.get_size()
        lines, size = fit_lines(text, TEXT_SIZE, w - 120, 3 * TEXT_SIZE)  # a long path breaks in two
        images = [render(line, size, STANDARD.light_text) for line in lines]
        line_h = max(image.get_height() for image in images)
        box = pygame.Rect(0, 0, max(image.get_width() for image in images), line_h * len(images))
        box.midbottom = (w // 2, h - 64)
        box = box.inflate(36, 22)
        pygame.draw.rect(surface, (120, 28, 24), box, border_radius=10)
        pygame.draw.rect(surface, STANDARD.light_text, box, 2, border_radius=10)
        for i, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 11 + i * line_h)))
