"""Hex tiles: the printed face of a tile, drawn once per size and rotation and cached.

A face is what never changes during a game: the season tint, the roads and river on each edge
(turned by the tile's rotation), and a parchment plate with the name, the use or scoring, the
upgrade cost and the printed points.  The upgraded side is darker with a golden rim and a star.
What does change (resources on the tile, workers using it, highlights) is drawn over the face
by the table picture every frame.

Plate layout, in units of the hex radius R from the centre (y grows down):
    -0.47 name · -0.15 use/scoring · +0.16 upgrade cost (or ★) · +0.42 resources (drawn live)
    +0.80 below the plate: the workers using the tile (drawn live)
"""

from __future__ import annotations

import math

import pygame
import pygame.gfxdraw

from keydesk.rules.hexgrid import corners, edge_at

from keydesk.ui.drawing.icons import draw_row, readable_row, star, vp_badge, words_px
from keydesk.ui.drawing.labels import cost_items, side_items
from keydesk.ui.fonts import draw_text, fit_lines, font, text_size

SQRT3 = math.sqrt(3.0)
PLATE_TOP, PLATE_BOTTOM, PLATE_HALF_WIDTH = -0.66, 0.58, 0.64
FULL_DETAIL = 46  # radius from which the upgrade cost is printed too
NAME_Y, SIDE_Y, COST_Y, RES_Y, USE_Y = -0.47, -0.15, 0.16, 0.40, 0.80


def hex_points(center, radius: float) -> list:
    return corners(center, radius)


def shade(colour, k: float) -> tuple:
    return tuple(max(0, min(255, round(c * k))) for c in colour[:3])


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def tint_of(pal, spec) -> tuple:
    if spec.kind == "village":
        return pal.seasons[spec.season]
    return pal.seasons[spec.kind]


def point_in_hex(pos, center, radius: float) -> bool:
    """Is pos inside the pointy-top hex (exact test on the six edges)?"""
    dx, dy = abs(pos[0] - center[0]), abs(pos[1] - center[1])
    half_w = radius * SQRT3 / 2
    if dx > half_w or dy > radius:
        return False
    return radius * half_w - radius / 2 * dx - half_w * dy >= 0


def hex_outline(surface, colour, center, radius: float) -> None:
    pts = hex_points(center, radius)
    pygame.gfxdraw.aapolygon(surface, [(round(x), round(y)) for x, y in pts], colour)


def hex_glow(surface, colour, center, radius: float, strength: int = 3) -> None:
    """A soft halo around a hex: legal drop targets and the selection."""
    size = round(radius * 2 + strength * 8)
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    for i in range(strength, 0, -1):
        pygame.draw.polygon(glow, (*colour[:3], 60 + 150 // i), hex_points(c, radius + i * 2.2), 3)
    surface.blit(glow, glow.get_rect(center=(round(center[0]), round(center[1]))))


def plate_rect(center, radius: float) -> pygame.Rect:
    w = 2 * PLATE_HALF_WIDTH * radius
    rect = pygame.Rect(0, 0, round(w), round((PLATE_BOTTOM - PLATE_TOP) * radius))
    rect.midtop = (round(center[0]), round(center[1] + PLATE_TOP * radius))
    return rect


def fit_row(surface, pal, items, center, height: float, max_width: float, word_px: int = 0):
    """Draw an icon row, shrunk until it fits max_width, its words no smaller than `word_px`
    (left out where they cannot be: icons.readable_row); the size its words were drawn in, or
    None."""
    items, h = readable_row(items, height, max_width, 6, word_px)
    if not items:
        return None
    draw_row(surface, pal, items, center, h, word_px=word_px)
    return words_px(items, h, word_px)


class TileArt:
    """Cached tile faces for one palette."""

    def __init__(self, comps, pal):
        self.comps, self.pal = comps, pal
        self._cache: dict = {}
        self._name_px: dict = {}  # (tile, radius, flipped, named) -> the size its name is written in, or None
        self._word_px: dict = {}  # (tile, radius, flipped, named) -> the size its effect's words are written in, or None
        self.min_name_px = 7  # no name or effect word is written smaller (set for the window's scale: set_legible)
        self.drawn: dict = {}  # {"tile names" | "effect lines": the smallest size blitted since reset}

    def set_legible(self, px: int) -> None:
        """Write every name and every word of an effect at `px` or more (fonts.read_size: the
        size that reads on the screen, larger on a window shown scaled down).  A name too long
        for its face at that size is abbreviated ("Keyst." / "quarry"; its tooltip has it
        whole); words that do not fit are left out of the effect's icon row."""
        if px != self.min_name_px:
            self.min_name_px = px
            self._cache.clear()
            self._name_px.clear()
            self._word_px.clear()

    def face(self, tile: str, radius: float, rot: int = 0, flipped: bool = False, named: bool = True) -> pygame.Surface:
        """The face at `radius`, turned `rot` steps; without its name (`named` off) where the
        table writes the name beside it."""
        key = (tile, max(4, round(radius)), rot % 6, flipped, named)  # a window shrunk to nothing still draws
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 600:  # sizes come and go with the zoom and the window
                self._cache.clear()
                self._name_px.clear()
            surf = self._cache[key] = self._draw(*key)
        return surf

    def name_size(self, tile: str, radius: float, flipped: bool = False) -> int:
        """The font size of the name on this tile's face at `radius` (as drawn, or to be)."""
        key = (tile, max(4, round(radius)), flipped, True)
        if key not in self._name_px:
            self.face(tile, radius, 0, flipped)
        return self._name_px[key]

    def blit(self, surface, tile: str, center, radius: float, rot: int = 0, flipped: bool = False,
             alpha: int = 255, named: bool = True) -> None:
        face = self.face(tile, radius, rot, flipped, named)
        key = (tile, max(4, round(radius)), flipped, named)
        for what, px in (("tile names", self._name_px[key]), ("effect lines", self._word_px[key])):
            if px is not None:
                self.drawn[what] = min(px, self.drawn.get(what, px))
        if alpha < 255:
            face = face.copy()
            face.set_alpha(alpha)
        surface.blit(face, face.get_rect(center=(round(center[0]), round(center[1]))))

    # ---- drawing one face ----

    def _draw(self, tile: str, R: int, rot: int, flipped: bool, named: bool) -> pygame.Surface:
        spec, pal = self.comps.tiles[tile], self.pal
        w, h = math.ceil(SQRT3 * R) + 6, 2 * R + 6
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        c = (w / 2, h / 2)
        tint = tint_of(pal, spec)
        if flipped:
            tint = shade(tint, 0.8)
        outer = hex_points(c, R)
        pygame.draw.polygon(surf, (0, 0, 0, 70), hex_points((c[0] + 2, c[1] + 3), R))  # a soft shadow
        pygame.draw.polygon(surf, shade(tint, 0.78), outer)
        pygame.draw.polygon(surf, tint, hex_points(c, R * 0.93))
        self._edges(surf, spec, c, R, rot)
        rim = pal.gold_border if flipped else shade(tint, 0.5)
        pygame.draw.polygon(surf, rim, outer, max(2, R // 14) if flipped else 1)
        pygame.gfxdraw.aapolygon(surf, [(round(x), round(y)) for x, y in outer], rim)
        key = (tile, R, flipped, named)
        if R >= 30:
            self._name_px[key], self._word_px[key] = self._plate(surf, spec, c, R, flipped, named)
        else:
            self._name_px[key], self._word_px[key] = self._label(surf, spec, c, R, flipped) if named else None, None
        return surf

    def _edges(self, surf, spec, c, R: int, rot: int) -> None:
        pal = self.pal
        pts = hex_points(c, R * 0.93)
        road_w = max(3, round(R * 0.17))
        for d in range(6):
            kind = edge_at(spec.edges, rot, d)
            a, b = pts[d], pts[(d + 1) % 6]
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            if kind == "road":
                pygame.draw.line(surf, pal.road_edge, mid, c, road_w + 2)
                pygame.draw.line(surf, pal.road, mid, c, road_w)
                mouth = _road_mouth(a, b, c, road_w)  # wide along the edge: seen beside the plate
                pygame.draw.polygon(surf, pal.road, mouth)
                pygame.draw.lines(surf, pal.road_edge, False, mouth[1:] + mouth[:1], 1)
            elif kind == "water":
                inner_a = _lerp(a, c, 0.3)
                inner_b = _lerp(b, c, 0.3)
                pygame.draw.polygon(surf, pal.water, [a, b, inner_b, inner_a])
                wave = [_lerp(_lerp(a, b, t), c, 0.15 + 0.04 * math.sin(t * 4 * math.pi)) for t in
                        [i / 12 for i in range(13)]]
                pygame.draw.lines(surf, pal.water_light, False, wave, max(1, R // 24))
        if "road" in spec.edges:
            pygame.draw.circle(surf, pal.road_edge, c, road_w * 0.9)

    def _label(self, surf, spec, c, R: int, flipped: bool) -> int:
        """Small hexes: just the name on a parchment tag (the tooltip has the rest); returns
        the name's size."""
        lines, size = face_name(spec.name, R, self.min_name_px)
        self._tag(surf, lines, size, (c[0], c[1] - R * 0.18), flipped)
        return size

    def _tag(self, surf, lines, size: int, centre, flipped: bool) -> pygame.Rect:
        """A name on its own parchment tag."""
        pal = self.pal
        block = _text_block(lines, size, centre)
        back = block.inflate(4, 2)
        pygame.draw.rect(surf, pal.parchment if not flipped else mix(pal.parchment, pal.gold_border, 0.35), back,
                         border_radius=3)
        pygame.draw.rect(surf, pal.gold_border if flipped else pal.ink_soft, back, 1, border_radius=3)
        _draw_lines(surf, lines, size, block, pal.ink)
        return block

    def _plate(self, surf, spec, c, R: int, flipped: bool, named: bool = True) -> tuple:
        """Hexes large enough for the printed plate: name, use or scoring, upgrade cost,
        points; returns the sizes of the name and of the effect's words (None: none written)."""
        pal = self.pal
        plate = plate_rect(c, R)
        radius = max(3, R // 6)
        pygame.draw.rect(surf, pal.parchment if not flipped else mix(pal.parchment, pal.gold_border, 0.22), plate,
                         border_radius=radius)
        pygame.draw.rect(surf, pal.gold_border if flipped else pal.ink_soft, plate, 1, border_radius=radius)
        width = plate.w - 4
        full = R >= FULL_DETAIL
        lines, size = face_name(spec.name, R, self.min_name_px)
        block = _text_block(lines, size, (c[0], c[1] + NAME_Y * R))
        if not named:
            lines, size = (), None
        elif block.w > plate.w - 2:  # wider than the plate: across the hex, on a tag of its own
            block = self._tag(surf, lines, size, block.center, flipped)
        else:
            _draw_lines(surf, lines, size, block, pal.ink)
        side = spec.back if flipped else spec.front
        side_y, side_h = (SIDE_Y, 0.27) if full else (SIDE_Y + 0.04, 0.3)
        if not named:  # the name is written beside the face: the use takes its room, larger
            side_y, side_h = NAME_Y + 0.2, 0.4
        elif len(lines) > 1:  # a name on two lines pushes the use down a little
            side_y = max(side_y, (block.bottom - c[1]) / R + 0.15)
        words = [fit_row(surf, pal, side_items(spec, side), (c[0], c[1] + side_y * R), R * side_h, width,
                         self.min_name_px)]
        points = side.points if side else 0
        if flipped:
            if points:  # a star with nothing to score would read as a missing number
                star(surf, pal.gold_border, (c[0], c[1] + COST_Y * R), R * 0.26)
        elif spec.upgrade is not None and full:
            words.append(fit_row(surf, pal, cost_items(spec.upgrade), (c[0], c[1] + COST_Y * R), R * 0.22, width,
                                 self.min_name_px))
        if spec.kind == "turn_order":
            vp_badge(surf, pal, spec.number, (c[0], c[1] - R * 0.79), R * 0.3)
        elif points:
            vp_badge(surf, pal, points, (c[0], c[1] - R * 0.79), R * 0.28)
        return size, min((px for px in words if px is not None), default=None)


def face_name(name: str, R: float, smallest: int = 7) -> tuple:
    """(lines, size): the tile's whole name as the components data spell it (as the log and
    the tooltips do), on one line or broken between words onto two, at the largest size the
    face has room for: on the plate, or across the hex where the plate is too narrow.  A name
    is never cut to its first word alone ("Key mine", "Key guild" and "Key market" must not all
    read "Key").  Where it does not fit whole at `smallest` (the size that reads on the screen),
    each word is cut short and marked with a "." ("Keyst." / "quarry")."""
    hex_w = SQRT3 * R * 0.86
    if R >= 30:  # on the plate, above the use
        want, height = R * (0.3 if R >= FULL_DETAIL else 0.36), R * 0.42
        rooms = ((plate_rect((0, 0), R).w - 4, height), (hex_w, height))
    else:  # on a tag across the hex
        want, height = R * 0.45, R * 0.9
        rooms = ((SQRT3 * R * 0.9, height),)
    for width, tall in rooms:
        whole = _whole_name(name, max(smallest, int(want)), smallest, width, tall)
        if whole is not None:
            return whole
    width = rooms[-1][0]
    tall = R * (0.8 if R >= 30 else 1.5)  # an abbreviated name may take more of the face, on two lines
    return _abbreviated(name, smallest, width, 2 if 2 * font(smallest, True).get_linesize() <= tall else 1), smallest


def _whole_name(name: str, size: int, smallest: int, width: float, height: float):
    """(lines, size) of the name whole on one line or two at the largest size from `size` down
    to `smallest` that fits `width` x `height`; None if none does."""
    lines, px = fit_lines(name, size, width, height, True, smallest)
    return (lines, px) if " ".join(lines) == name else None


def _abbreviated(name: str, size: int, width: float, lines: int) -> tuple:
    """The name in `lines` lines of `width` at `size`, each word cut as short as it must be and
    marked with a "." (the first words on the first line, the rest on the second)."""
    words = name.split()
    groups = [words] if lines == 1 or len(words) == 1 else [words[:1], words[1:]]
    out = []
    for group in groups:
        line = " ".join(group)
        while text_size(line, size, True)[0] > width and len(line.rstrip(".")) > 1:
            line = line.rstrip(".")[:-1].rstrip() + "."
        out.append(line)
    return tuple(out)


def _text_block(lines, size: int, centre) -> pygame.Rect:
    """The rectangle that `lines` at `size` take, centred on `centre`."""
    line_h = font(size, True).get_linesize()
    block = pygame.Rect(0, 0, max(text_size(line, size, True)[0] for line in lines), line_h * len(lines))
    block.center = (round(centre[0]), round(centre[1]))
    return block


def _draw_lines(surf, lines, size: int, block: pygame.Rect, colour) -> None:
    line_h = font(size, True).get_linesize()
    for i, line in enumerate(lines):
        draw_text(surf, line, (block.centerx, block.y + line_h * (i + 0.5)), size, colour, bold=True)


def _road_mouth(a, b, c, road_w: float) -> list:
    """Where a road meets the edge a-b: a band along the middle of the edge narrowing to the
    road's width a little way in, so the road shows at the rim even where the plate covers
    the way to the centre."""
    mid = _lerp(a, b, 0.5)
    inner = _lerp(mid, c, 0.22)
    ex, ey = b[0] - a[0], b[1] - a[1]
    length = math.hypot(ex, ey) or 1.0
    half = (ex / length * road_w / 2, ey / length * road_w / 2)
    return [_lerp(a, b, 0.28), _lerp(a, b, 0.72), (inner[0] + half[0], inner[1] + half[1]),
            (inner[0] - half[0], inner[1] - half[1])]


def _lerp(a, b, t: float) -> tuple:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
