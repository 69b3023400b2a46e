"""Small drawn icons: worker tokens, resources, skills, the purple marker, carts and arrows.

Every icon is drawn from shapes (no font glyphs: the default font has no ●▲■◆), so it looks the
same everywhere.  `size` is the icon's height in pixels; `center` its middle.  Worker tokens
and resources carry a shape and, when big enough to read, a letter (see palette.py).

`draw_row` lays out a line of mixed items — text, icons, counts — which is how a tile's
benefit ("→ 2 wood"), an upgrade cost or a boat's cargo is written.
"""

from __future__ import annotations

import math

import pygame
import pygame.gfxdraw

from keydesk.ui.fonts import draw_text, text_size
from keydesk.ui.palette import RESOURCE_LETTERS, RESOURCE_SHAPES, WORKER_LETTERS, WORKER_SHAPES

OUTLINE = (28, 22, 18)


def polygon(surface, colour, points, outline=OUTLINE) -> None:
    """A filled, anti-aliased polygon with a thin outline."""
    pts = [(round(x), round(y)) for x, y in points]
    pygame.gfxdraw.filled_polygon(surface, pts, colour)
    pygame.gfxdraw.aapolygon(surface, pts, outline if outline else colour)


def disc(surface, colour, center, radius, outline=OUTLINE) -> None:
    x, y, r = round(center[0]), round(center[1]), max(1, round(radius))
    pygame.gfxdraw.filled_circle(surface, x, y, r, colour)
    pygame.gfxdraw.aacircle(surface, x, y, r, outline if outline else colour)


def _shape_points(shape: str, cx: float, cy: float, s: float) -> list:
    h = s / 2
    if shape == "triangle":
        return [(cx, cy - h), (cx + h * 1.08, cy + h * 0.86), (cx - h * 1.08, cy + h * 0.86)]
    if shape == "square":
        k = h * 0.84
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "diamond":
        return [(cx, cy - h * 1.08), (cx + h * 0.95, cy), (cx, cy + h * 1.08), (cx - h * 0.95, cy)]
    if shape == "ingot":
        return [(cx - h * 0.62, cy - h * 0.6), (cx + h * 0.62, cy - h * 0.6), (cx + h, cy + h * 0.6),
                (cx - h, cy + h * 0.6)]
    if shape == "rock":
        return [(cx - h * 0.3, cy - h * 0.9), (cx + h * 0.55, cy - h * 0.75), (cx + h * 0.95, cy + h * 0.05),
                (cx + h * 0.6, cy + h * 0.8), (cx - h * 0.5, cy + h * 0.85), (cx - h * 0.95, cy + h * 0.1)]
    raise ValueError(shape)


def _letter(surface, pal, letter, fill, center, s, dy=0.0) -> None:
    if s >= 13:
        draw_text(surface, letter, (center[0], center[1] + dy * s), max(8, int(s * 0.62)), pal.ink_on(fill), bold=True)


def worker(surface, pal, colour: str, center, size: float) -> None:
    """A worker token: shape and letter by colour ("bag" draws a grey '?' token: a random worker)."""
    cx, cy = center
    if colour == "bag":
        disc(surface, (170, 160, 150), center, size / 2)
        _letter(surface, pal, "?", (170, 160, 150), center, size)
        return
    if colour == "purple":
        start_marker(surface, pal, center, size)
        return
    fill = pal.worker(colour)
    shape = WORKER_SHAPES[colour]
    if shape == "circle":
        disc(surface, fill, center, size / 2)
    else:
        polygon(surface, fill, _shape_points(shape, cx, cy, size))
    _letter(surface, pal, WORKER_LETTERS[colour], fill, center, size, dy=0.12 if shape == "triangle" else 0.0)


def resource(surface, pal, kind: str, center, size: float) -> None:
    """A resource counter: gold coin, iron ingot, stone rock, wood log — each with its letter."""
    cx, cy = center
    if kind == "any":  # any resource: a plain counter with a "?"
        polygon(surface, (176, 168, 156), _shape_points("rock", cx, cy, size))
        _letter(surface, pal, "?", (176, 168, 156), center, size)
        return
    fill = pal.resources[kind]
    shape = RESOURCE_SHAPES[kind]
    if shape == "coin":
        disc(surface, fill, center, size / 2)
        pygame.gfxdraw.aacircle(surface, round(cx), round(cy), max(1, round(size * 0.36)), (170, 130, 20))
    elif shape == "log":
        h = size / 2
        rect = pygame.Rect(0, 0, round(size * 1.1), round(size * 0.72))
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(surface, fill, rect, border_radius=max(1, rect.h // 2))
        pygame.draw.rect(surface, OUTLINE, rect, 1, border_radius=max(1, rect.h // 2))
        disc(surface, (196, 150, 96), (rect.right - rect.h * 0.45, cy), h * 0.32)
    else:
        polygon(surface, fill, _shape_points(shape, cx, cy, size))
    _letter(surface, pal, RESOURCE_LETTERS[kind], fill, (cx - (size * 0.12 if shape == "log" else 0), cy), size,
            dy=0.06 if shape == "ingot" else 0.0)


def skill(surface, pal, kind: str, center, size: float) -> None:
    """A skill tile: a light round badge with an anvil, pickaxe or saw ('any': a '?')."""
    cx, cy = center
    h = size / 2
    disc(surface, pal.skill_fill, center, h)
    ink = pal.skill_ink
    if kind == "anvil":
        pts = [(-0.62, -0.32), (0.55, -0.32), (0.55, -0.08), (0.22, 0.05), (0.3, 0.42), (-0.36, 0.42),
               (-0.24, 0.05), (-0.38, -0.08), (-0.7, -0.12)]
        polygon(surface, ink, [(cx + x * h, cy + y * h) for x, y in pts], outline=ink)
    elif kind == "pickaxe":
        # a diagonal handle and a curved head across its top end
        width = max(2, round(size * 0.11))
        pygame.draw.line(surface, (130, 84, 46), (cx - h * 0.55, cy + h * 0.6), (cx + h * 0.3, cy - h * 0.25), width)
        head = []
        for i in range(9):
            t = -1 + i / 4
            head.append((cx + h * 0.3 + t * h * 0.5 + (1 - t * t) * h * 0.16,
                         cy - h * 0.25 + t * h * 0.5 - (1 - t * t) * h * 0.16))
        pygame.draw.lines(surface, ink, False, head, max(2, round(size * 0.13)))
    elif kind == "saw":
        # a tapering blade with teeth and a wooden handle
        blade = [(cx - h * 0.78, cy - h * 0.22), (cx + h * 0.3, cy - h * 0.3), (cx + h * 0.3, cy + h * 0.3),
                 (cx - h * 0.78, cy + h * 0.12)]
        polygon(surface, (128, 132, 142), blade, ink)
        teeth = [(cx - h * 0.78 + h * 1.08 * i / 8, cy + h * (0.12 + 0.18 * i / 8) + (h * 0.14 if i % 2 else 0))
                 for i in range(9)]
        pygame.draw.lines(surface, ink, False, teeth, 1)
        grip = pygame.Rect(0, 0, max(3, round(h * 0.45)), max(4, round(h * 0.8)))
        grip.center = (round(cx + h * 0.5), round(cy))
        pygame.draw.rect(surface, (150, 96, 50), grip, border_radius=max(1, grip.w // 3))
        pygame.draw.rect(surface, OUTLINE, grip, 1, border_radius=max(1, grip.w // 3))
    else:
        draw_text(surface, "?", center, max(8, int(size * 0.7)), ink, bold=True)


def start_marker(surface, pal, center, size: float) -> None:
    """The purple start-player worker, drawn as a crowned pawn."""
    cx, cy = center
    h = size / 2
    polygon(surface, pal.purple, [(cx - h * 0.6, cy + h), (cx + h * 0.6, cy + h), (cx + h * 0.28, cy - h * 0.1),
                                  (cx - h * 0.28, cy - h * 0.1)])
    disc(surface, pal.purple, (cx, cy - h * 0.42), h * 0.42)
    crown = [(cx - h * 0.4, cy - h * 0.8), (cx - h * 0.2, cy - h * 1.12), (cx, cy - h * 0.86),
             (cx + h * 0.2, cy - h * 1.12), (cx + h * 0.4, cy - h * 0.8)]
    pygame.draw.lines(surface, pal.gold_border, False, crown, max(1, round(size * 0.08)))


def cart(surface, pal, center, size: float) -> None:
    """Transport: a little cart."""
    cx, cy = center
    h = size / 2
    body = pygame.Rect(0, 0, round(size * 1.0), round(size * 0.45))
    body.midbottom = (round(cx), round(cy + h * 0.35))
    pygame.draw.rect(surface, (150, 100, 56), body, border_radius=2)
    pygame.draw.rect(surface, OUTLINE, body, 1, border_radius=2)
    for dx in (-0.55, 0.55):
        disc(surface, (70, 50, 34), (cx + dx * h, cy + h * 0.52), h * 0.3)


def up_arrow(surface, pal, center, size: float, colour=None) -> None:
    """Upgrade: a golden arrow pointing up."""
    cx, cy = center
    h = size / 2
    pts = [(cx, cy - h), (cx + h * 0.8, cy), (cx + h * 0.32, cy), (cx + h * 0.32, cy + h), (cx - h * 0.32, cy + h),
           (cx - h * 0.32, cy), (cx - h * 0.8, cy)]
    polygon(surface, colour or pal.gold_border, pts)


def arrow(surface, pal, center, size: float, colour=None) -> None:
    """'gives': a small arrow pointing right."""
    cx, cy = center
    h = size / 2
    ink = colour or pal.ink
    pygame.draw.line(surface, ink, (cx - h * 0.7, cy), (cx + h * 0.3, cy), max(2, round(size * 0.12)))
    polygon(surface, ink, [(cx + h * 0.75, cy), (cx + h * 0.15, cy - h * 0.45), (cx + h * 0.15, cy + h * 0.45)], ink)


def star(surface, colour, center, size: float, outline=OUTLINE) -> None:
    cx, cy = center
    pts = []
    for i in range(10):
        radius = size / 2 if i % 2 == 0 else size * 0.2
        a = math.radians(-90 + 36 * i)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    polygon(surface, colour, pts, outline)


def neighbour_tile(surface, pal, center, size: float, ink=None) -> None:
    """"Per tile beside it": a small hex, its outline in the row's ink."""
    cx, cy = center
    pts = [(cx + size * 0.48 * math.cos(math.radians(60 * i - 90)), cy + size * 0.48 * math.sin(math.radians(60 * i - 90)))
           for i in range(6)]
    polygon(surface, (222, 206, 170), pts, ink or pal.ink)


def vp_badge(surface, pal, points: int, center, size: float) -> None:
    """Victory points: a gold seal with the number."""
    disc(surface, (236, 196, 70), center, size / 2, outline=(120, 84, 20))
    draw_text(surface, str(points), center, max(8, int(size * 0.72)), (60, 36, 8), bold=True)


# ---- a row of mixed items ----
# Items: ("text", str) · ("worker", colour | "bag") · ("res", kind | "any") · ("skill", kind | "any")
#        ("cart",) · ("up",) · ("arrow",) · ("vp", points) · ("hex",): a tile beside it
# A row's text is drawn at its height; words (text with a letter) at `word_px` if that is more,
# so a row small enough for its icons still writes its words large enough to read.

ICON_WIDTH = {"worker": 1.0, "res": 1.1, "skill": 1.0, "cart": 1.1, "up": 0.8, "vp": 1.0, "arrow": 0.8, "hex": 0.9}


def is_word(item) -> bool:
    return item[0] == "text" and any(ch.isalpha() for ch in item[1])


def _text_px(item, text_px: int, word_px: int) -> int:
    return max(text_px, word_px) if is_word(item) else text_px


def _item_width(item, h: float, text_px: int, word_px: int = 0) -> float:
    if item[0] == "text":
        return text_size(item[1], _text_px(item, text_px, word_px), True)[0]
    return ICON_WIDTH[item[0]] * h


def row_width(items, h: float, word_px: int = 0) -> float:
    text_px = max(8, int(h * 1.05))
    pad = h * 0.12
    return sum(_item_width(i, h, text_px, word_px) for i in items) + pad * max(0, len(items) - 1)


def words_px(items, h: float, word_px: int = 0):
    """The size a row's words are drawn in (None: it has none)."""
    return max(max(8, int(h * 1.05)), word_px) if any(is_word(i) for i in items) else None


def counted_items(kind: str, pairs) -> list:
    """An icon and its count for each (name, count) with a count: [(kind, name), ("text", "2"), ...]."""
    items = []
    for name, k in pairs:
        if k:
            items += [(kind, name), ("text", str(k))]
    return items


def fitting_height(items, h: float, width: float, smallest: float, step: float = 0.9, word_px: int = 0) -> float:
    """The row height `h`, shrunk by `step` until the row fits `width` or is down to `smallest`."""
    while h > smallest and row_width(items, h, word_px) > width:
        h *= step
    return h


def readable_row(items, h: float, width: float, smallest: float, word_px: int) -> tuple:
    """(items, height): the row at the largest height up to `h` that fits `width` with its words
    at `word_px` or more; where no height down to `smallest` does, the row without its words
    (its icons and numbers say the rest; the tooltip says it all)."""
    fitted = fitting_height(items, h, width, smallest, word_px=word_px)
    if row_width(items, fitted, word_px) <= width or not any(is_word(i) for i in items):
        return items, fitted
    bare = [i for i in items if not is_word(i)]
    return bare, fitting_height(bare, h, width, smallest)


def draw_row(surface, pal, items, center, h: float, ink=None, anchor: str = "center", word_px: int = 0) -> pygame.Rect:
    """Draw items left to right, vertically centred on center[1]; returns the covered rect."""
    text_px = max(8, int(h * 1.05))
    pad = h * 0.12
    width = row_width(items, h, word_px)
    x = center[0] - width / 2 if anchor == "center" else center[0]
    cy = center[1]
    ink = ink or pal.ink
    for item in items:
        w = _item_width(item, h, text_px, word_px)
        mid = (x + w / 2, cy)
        kind = item[0]
        if kind == "text":
            draw_text(surface, item[1], mid, _text_px(item, text_px, word_px), ink, bold=True)
        elif kind == "worker":
            worker(surface, pal, item[1], mid, h)
        elif kind == "res":
            resource(surface, pal, item[1], mid, h)
        elif kind == "skill":
            skill(surface, pal, item[1], mid, h)
        elif kind == "cart":
            cart(surface, pal, mid, h)
        elif kind == "up":
            up_arrow(surface, pal, mid, h)
        elif kind == "arrow":
            arrow(surface, pal, mid, h, ink)
        elif kind == "vp":
            vp_badge(surface, pal, item[1], mid, h)
        elif kind == "hex":
            neighbour_tile(surface, pal, mid, h, ink)
        x += w + pad
    left = center[0] - width / 2 if anchor == "center" else center[0]
    return pygame.Rect(round(left), round(cy - h / 2), round(width), round(h))
