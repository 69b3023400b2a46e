"""Bubbles drawn on the table where something concerns the person at the screen.

The status line at the bottom says everything, but far from where the eye is: a refused drop
is explained again at the drop point, for a few seconds, and a tile where the person's bid was
topped carries a mark and a note naming who outbid them and with what, until they point at it.
Both have a style of their own (a dark red bubble with a pointer), unlike the gold glow of
what can be done, so a refusal is never mistaken for a prompt.
"""

from __future__ import annotations

import time

import pygame

from keydesk.rules.workers import tile_name

from ..drawing.base import Target
from ..fonts import fit_lines, render

CALLOUT_SECONDS = 4.0
FILL = (112, 26, 22)
EDGE = (250, 214, 120)
TEXT = (252, 244, 228)
TEXT_PX = 17


class Callout:
    """The refusal at the drop point; `animating_until` is when it goes (a redraw is due then)."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.text, self.pos, self.animating_until = "", (0, 0), 0.0

    def show(self, text: str, pos) -> None:
        self.text, self.pos = text, tuple(pos)
        self.animating_until = self.clock() + CALLOUT_SECONDS

    def hide(self) -> None:
        self.animating_until = 0.0

    @property
    def showing(self) -> str:
        return self.text if self.clock() < self.animating_until else ""

    def draw(self, surface) -> pygame.Rect | None:
        if not self.showing:
            return None
        return draw_bubble(surface, self.text, self.pos)


def draw_bubble(surface, text: str, point, width: int = 340) -> pygame.Rect:
    """A bubble whose pointer touches `point`, above it if there is room, else below; the
    bubble's rectangle is returned (kept inside the surface)."""
    lines, size = fit_lines(text, TEXT_PX, width, 4 * TEXT_PX + 8, smallest=13)
    images = [render(line, size, TEXT) for line in lines]
    line_h = max(i.get_height() for i in images)
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 20, line_h * len(images) + 14)
    x, y = point
    above = y - box.h - 14 >= 0
    box.midbottom = (x, y - 12) if above else (x, y)
    if not above:
        box.top = y + 12
    box.clamp_ip(surface.get_rect())
    tip = (x, y - 2) if above else (x, y + 2)
    base_y = box.bottom - 1 if above else box.top + 1
    bx = min(max(x, box.x + 12), box.right - 12)
    pygame.draw.polygon(surface, FILL, (tip, (bx - 8, base_y), (bx + 8, base_y)))
    pygame.draw.rect(surface, FILL, box, border_radius=8)
    pygame.draw.rect(surface, EDGE, box, 2, border_radius=8)
    for k, image in enumerate(images):
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 7 + k * line_h)))
    return box


def outbid_note(comps, names, tile, outbid) -> str:
    return f"{names[outbid.by]} outbid you on the {tile_name(comps, tile)}: {outbid.count} {outbid.colour}"


def draw_outbid(surface, view, marks: dict, comps, names) -> list:
    """A red ring on each tile where the viewer was outbid, with its note; the notes' rects."""
    drawn = []
    for tile, outbid in marks.items():
        rect = view.rect_of(Target("use", tile))
        if rect is None:
            continue
        radius = max(rect.w, rect.h) // 2 + 4
        pygame.draw.circle(surface, FILL, rect.center, radius + 2, 5)
        pygame.draw.circle(surface, EDGE, rect.center, radius + 2, 2)
        badge = (rect.right - 2, rect.top + 4)
        pygame.draw.circle(surface, FILL, badge, 11)
        pygame.draw.circle(surface, EDGE, badge, 11, 2)
        mark = render("!", 17, TEXT, bold=True)
        surface.blit(mark, mark.get_rect(center=badge))
        drawn.append(draw_bubble(surface, outbid_note(comps, names, tile, outbid), (rect.centerx, rect.top), 260))
    return drawn
