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

from keydesk.ui.drawing.base import Target
from keydesk.ui.fonts import fit_lines, render

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


def _lines(text: str, width: int) -> tuple:
    lines, size = fit_lines(text, TEXT_PX, width, 4 * TEXT_PX + 8, smallest=13)
    images = [render(line, size, TEXT) for line in lines]
    line_h = max(i.get_height() for i in images)
    return images, line_h


def bubble_box(text: str, point, side: str, width: int = 340) -> pygame.Rect:
    """Where a bubble with `text` goes when its pointer touches `point` from `side` ("above",
    "below", "left" or "right" of the point), before it is kept inside the surface."""
    images, line_h = _lines(text, width)
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 20, line_h * len(images) + 14)
    x, y = point
    if side == "above":
        box.midbottom = (x, y - 12)
    elif side == "below":
        box.midtop = (x, y + 12)
    elif side == "left":
        box.midright = (x - 12, y)
    else:
        box.midleft = (x + 12, y)
    return box


def draw_bubble(surface, text: str, point, width: int = 340, side: str | None = None) -> pygame.Rect:
    """A bubble whose pointer touches `point`: from `side`, or above it if there is room, else
    below; the bubble's rectangle is returned (kept inside the surface)."""
    if side is None:
        side = "above" if bubble_box(text, point, "above", width).top >= 0 else "below"
    images, line_h = _lines(text, width)
    box = bubble_box(text, point, side, width)
    box.clamp_ip(surface.get_rect())
    x, y = point
    if side in ("above", "below"):
        base = box.bottom - 1 if side == "above" else box.top + 1
        bx = min(max(x, box.x + 12), box.right - 12)
        tip, wing_a, wing_b = (x, y - 2 if side == "above" else y + 2), (bx - 8, base), (bx + 8, base)
    else:
        base = box.right - 1 if side == "left" else box.x + 1
        by = min(max(y, box.y + 10), box.bottom - 10)
        tip, wing_a, wing_b = (x - 2 if side == "left" else x + 2, y), (base, by - 7), (base, by + 7)
    pygame.draw.polygon(surface, FILL, (tip, wing_a, wing_b))
    pygame.draw.rect(surface, FILL, box, border_radius=8)
    pygame.draw.rect(surface, EDGE, box, 2, border_radius=8)
    for k, image in enumerate(images):
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 7 + k * line_h)))
    return box


def outbid_note(comps, names, tile, outbid) -> str:
    return f"{names[outbid.by]} outbid you on the {tile_name(comps, tile)}: {outbid.count} {outbid.colour}"


NOTE_W = 230  # the outbid note's widest line: narrow, so it covers little beside its tile
KEEP_CLEAR = ("header", "boats")  # what a note never covers: where the season stands, the boats' cargo
COVER_COST = {"bid": 3, "group": 3, "order": 2, "use": 2}  # what hiding a place costs (any other: 1)


def note_place(picture, surface, text: str, tile: str):
    """(point, side) for the outbid note of `tile`: beside the tile where it hides the least of
    the table, never over the header or the boats (whose cargo a note once covered), nor over
    the tile itself or its bid sides."""
    hexagon = picture.rect_of(Target("use", tile)) or picture.rect_of(Target("order", tile))
    own = [t for t in picture.targets() if t.tile == tile and t.kind in ("bid", "group", "use", "order")]
    sides = [picture.rect_of(t) for t in own if t.kind in ("bid", "group")]
    under = sides[0].unionall(sides[1:]) if sides else hexagon
    bounds = surface.get_rect()
    clear = [picture.areas[name] for name in KEEP_CLEAR if name in picture.areas]
    others = [(COVER_COST.get(t.kind, 1), picture.rect_of(t)) for t in picture.targets() if t not in own]
    options = (((hexagon.centerx, hexagon.top), "above"), ((hexagon.right, hexagon.centery), "right"),
               ((hexagon.left, hexagon.centery), "left"), ((under.centerx, under.bottom), "below"))
    best = None
    for k, (point, side) in enumerate(options):
        box = bubble_box(text, point, side, NOTE_W)
        if not bounds.contains(box) or box.collidelist(clear) >= 0 or box.colliderect(hexagon) \
                or box.colliderect(under):
            continue
        hidden = sum(cost * _overlap(box, rect) for cost, rect in others)
        if best is None or (hidden, k) < best[0]:
            best = ((hidden, k), point, side)
    if best is None:  # a window too cramped for any: over the tile's bid sides, as refusals go
        return (under.centerx, under.bottom), "below"
    return best[1], best[2]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def draw_outbid(surface, picture, marks: dict, comps, names) -> list:
    """A red ring on each tile where the viewer was outbid, with its note; the notes' rects."""
    drawn = []
    for tile, outbid in marks.items():
        rect = picture.rect_of(Target("use", tile)) or picture.rect_of(Target("order", tile))
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
        note = outbid_note(comps, names, tile, outbid)
        point, side = note_place(picture, surface, note, tile)
        drawn.append(draw_bubble(surface, note, point, NOTE_W, side))
    return drawn
