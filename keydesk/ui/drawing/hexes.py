"""Hex tiles: the printed face of a tile, drawn once per size and rotation and cached.

A face is what never changes during a game: the season tint, the roads and river on each edge
(turned by the tile's rotation), and a parchment plate with the name, the use or scoring, the
upgrade cost and the printed points.  The upgraded side is darker with a golden rim and a star.
What does change (resources on the tile, workers using it, highlights) is drawn over the face
by the table view every frame.

Plate layout, in units of the hex radius R from the centre (y grows down):
    -0.47 name · -0.15 use/scoring · +0.16 upgrade cost (or ★) · +0.42 resources (drawn live)
    +0.80 below the plate: the workers using the tile (drawn live)
"""

from __future__ import annotations

import math

import pygame
import pygame.gfxdraw

from keydesk.rules.hexgrid import corners, edge_at

from .icons import draw_row, fitting_height, star, vp_badge
from .labels import cost_items, side_items
from ..fonts import draw_text, fit_lines, font, text_size

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


def fit_row(surface, pal, items, center, height: float, max_width: float) -> None:
    """Draw an icon row, shrunk until it fits max_width."""
    if not items:
        return
    draw_row(surface, pal, items, center, fitting_height(items, height, max_width, 6))


class TileArt:
    """Cached tile faces for one palette."""

    def __init__(self, comps, pal):
        self.comps, self.pal = comps, pal
        self._cache: dict = {}
        self._name_px: dict = {}  # (tile, radius, flipped) -> the size its name is written in
        self.min_name_px = 7  # no name is written smaller (set for the window's scale: set_legible)

    def set_legible(self, px: int) -> None:
        """Write every name at `px` or more: on a window shown scaled down, a name the player
        must read would otherwise shrink below legibility.  A name too long for its face at
        that size is cut short with "..." (its tooltip has it whole)."""
        if px != self.min_name_px:
            self.min_name_px = px
            self._cache.clear()
            self._name_px.clear()

    def face(self, tile: str, radius: float, rot: int = 0, flipped: bool = False) -> pygame.Surface:
        key = (tile, max(4, round(radius)), rot % 6, flipped)  # a window shrunk to nothing still draws
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 600:  # sizes come and go with the zoom and the window
                self._cache.clear()
                self._name_px.clear()
            surf = self._cache[key] = self._draw(*key)
        return surf

    def name_size(self, tile: str, radius: float, flipped: bool = False) -> int:
        """The font size of the name on this tile's face at `radius` (as drawn, or to be)."""
        key = (tile, max(4, round(radius)), flipped)
        if key not in self._name_px:
            self.face(tile, radius, 0, flipped)
        return self._name_px[key]

    def blit(self, surface, tile: str, center, radius: float, rot: int = 0, flipped: bool = False,
             alpha: int = 255) -> None:
        face = self.face(tile, radius, rot, flipped)
        if alpha < 255:
            face = face.copy()
            face.set_alpha(alpha)
        surface.blit(face, face.get_rect(center=(round(center[0]), round(center[1]))))

    # ---- drawing one face ----

    def _draw(self, tile: str, R: int, rot: int, flipped: bool) -> pygame.Surface:
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
        if R >= 30:
            self._name_px[(tile, R, flipped)] = self._plate(surf, spec, c, R, flipped)
        else:
            self._name_px[(tile, R, flipped)] = self._label(surf, spec, c, R, flipped)
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
        pal = self.pal
        lines, size = face_name(spec.name, R, self.min_name_px)
        block = _text_block(lines, size, (c[0], c[1] - R * 0.18))
        back = block.inflate(4, 2)
        pygame.draw.rect(surf, pal.parchment if not flipped else mix(pal.parchment, pal.gold_border, 0.35), back,
                         border_radius=3)
        pygame.draw.rect(surf, pal.gold_border if flipped else pal.ink_soft, back, 1, border_radius=3)
        _draw_lines(surf, lines, size, block, pal.ink)
        return size

    def _plate(self, surf, spec, c, R: int, flipped: bool) -> int:
        """Hexes large enough for the printed plate: name, use or scoring, upgrade cost,
        points; returns the name's size."""
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
        _draw_lines(surf, lines, size, block, pal.ink)
        side = spec.back if flipped else spec.front
        side_y = SIDE_Y if full else SIDE_Y + 0.04
        if len(lines) > 1:  # a name on two lines pushes the use down a little
            side_y = max(side_y, (block.bottom - c[1]) / R + 0.15)
        fit_row(surf, pal, side_items(spec, side), (c[0], c[1] + side_y * R), R * (0.27 if full else 0.3), width)
        points = side.points if side else 0
        if flipped:
            if points:  # a star with nothing to score would read as a missing number
                star(surf, pal.gold_border, (c[0], c[1] + COST_Y * R), R * 0.26)
        elif spec.upgrade is not None and full:
            fit_row(surf, pal, cost_items(spec.upgrade), (c[0], c[1] + COST_Y * R), R * 0.22, width)
        if spec.kind == "turn_order":
            vp_badge(surf, pal, spec.number, (c[0], c[1] - R * 0.79), R * 0.3)
        elif points:
            vp_badge(surf, pal, points, (c[0], c[1] - R * 0.79), R * 0.28)
        return size


def face_name(name: str, R: float, smallest: int = 7) -> tuple:
    """(lines, size): the tile's whole name as the components data spell it (as the log and
    the tooltips do), on one line or broken between words onto two, at the largest size the
    face has room for.  A name is never cut to its first word: "Key mine", "Key guild" and
    "Key market" must not all read "Key".  Only on hexes too small to read (zoom is there for
    them), or where the name may not be smaller than `smallest`, is a long name cut short,
    with "..." to say so."""
    if R >= 30:  # on the plate, above the use
        full = R >= FULL_DETAIL
        want, width, height = R * (0.3 if full else 0.36), plate_rect((0, 0), R).w - 4, R * 0.42
    else:  # on a tag across the hex
        want, width, height = R * 0.45, SQRT3 * R * 0.9, R * 0.9
    lines, size = fit_lines(name, max(smallest, int(want)), width, height, True, smallest)
    return tuple(line for line in lines if line) or (name,), size  # a speck of a hex: cut, marked "..."


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
