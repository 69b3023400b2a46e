"""One player's village panel: a name bar, the hex village, and the tray of tiles to place.

The hex size is the largest at which the village fits its panel; the table picture gives every
village in a grid the same size (the smallest fit), so tiles look alike.  Empty neighbouring
hexes are part of the layout only while they matter — the player has won tiles to place, or the
scenes code highlights them — so villages do not shrink for nothing the rest of the game.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.hexgrid import frontier, to_pixel

from keydesk.ui.drawing.auction import draw_usage
from keydesk.ui.drawing.base import Target
from keydesk.ui.drawing.hexes import RES_Y, SQRT3, hex_outline, hex_points, mix
from keydesk.ui.drawing.icons import counted_items, draw_row, readable_row, resource, row_width, start_marker, words_px
from keydesk.ui.drawing.panels import player_chip
from keydesk.ui.fonts import draw_text, fit_lines, font, text_size

DONE_MARKS = ("done this season", "done")  # the mark of a player done this season, long and short

MAX_HEX = 84  # largest village hex radius at scale 1


def _areas(ctx, state, p: int, rect: pygame.Rect) -> tuple:
    """(name bar, hex area, tray or None) of a village panel."""
    bar_h = ctx.px(28)
    bar = pygame.Rect(rect.x + ctx.px(6), rect.y + ctx.px(3), rect.w - ctx.px(12), bar_h)
    area = pygame.Rect(rect.x + ctx.px(10), bar.bottom + ctx.px(6), rect.w - ctx.px(20), rect.h - bar_h - ctx.px(18))
    tray = None
    if state.to_place[p]:  # as wide as the longest word of a tile's name, the same whatever it holds
        widest = _widest_word(tuple(spec.name for spec in ctx.comps.tiles.values()), ctx.read)
        tray_w = min(area.w // 3, max(min(area.w // 5, ctx.px(80)), widest + ctx.px(10)))
        tray = pygame.Rect(area.right - tray_w, area.y, tray_w, area.h)
        area.w -= tray_w + ctx.px(4)
    return bar, area, tray


@lru_cache(maxsize=8)
def _widest_word(names: tuple, size: int) -> int:
    """The width of the longest word of any of `names`, in bold at `size`."""
    return max(text_size(word, size, True)[0] for name in names for word in name.split())


def _positions(ctx, state, p: int, preview) -> tuple:
    """(hexes to lay out, the empty neighbours shown: none unless they matter)."""
    hex_lit = any(t.kind == "hex" and t.player == p for t in ctx.highlights)
    positions = set(state.villages[p])
    empties = frontier(positions) if state.to_place[p] or hex_lit else set()
    positions |= empties
    if preview and preview[0] == p:
        positions.add((preview[2], preview[3]))
    return positions, empties


def village_radius(ctx, state, p: int, rect: pygame.Rect, preview=None) -> float:
    """The largest hex radius at which this village fits its panel (capped)."""
    _, area, _ = _areas(ctx, state, p, rect)
    x0, y0, x1, y1 = _extent(_positions(ctx, state, p, preview)[0])
    return max(4.0, min(area.w / (x1 - x0), area.h / (y1 - y0), ctx.u * MAX_HEX))


def draw_village(surface, ctx, state, p: int, rect: pygame.Rect, active: bool, radius: float, preview=None,
                 tray_slots=()) -> int:
    """One panel, its hexes drawn at `radius` (see village_radius); returns the smallest size a
    tile's name in the village is written in.  `tray_slots` (the tiles to place as placing
    began) keeps each tile in the tray where it was while the others are placed."""
    pal = ctx.pal
    colour = pal.player(p)
    pygame.draw.rect(surface, mix(colour, pal.panel, 0.88), rect, border_radius=ctx.px(8))
    pygame.draw.rect(surface, colour if active else mix(colour, pal.panel, 0.5), rect,
                     ctx.px(3) if active else 1, border_radius=ctx.px(8))
    bar, area, tray = _areas(ctx, state, p, rect)
    _name_bar(surface, ctx, state, p, bar)
    if tray is not None:
        _tray(surface, ctx, state, p, tray, tray_slots)
    _hexes(surface, ctx, state, p, area, radius, preview)
    return min(ctx.art.name_size(tile, radius, flipped) for tile, _, _, flipped in state.village_tiles(p))


def _name_bar(surface, ctx, state, p: int, bar: pygame.Rect) -> None:
    """Name, purple marker, a mark if the player is done this season, what is behind the screen
    (colours only if visible to the viewer), and at the right end the points the village would
    score now (the live score), if given."""
    pal = ctx.pal
    right = bar.right
    if p in ctx.scores:  # labelled, and its tooltip (table/tooltip.py) says what it counts
        badge = draw_text(surface, f"score now {ctx.scores[p]}", (bar.right - ctx.px(4), bar.centery),
                          round(bar.h * 0.62), pal.light_text, bold=True, anchor="midright")
        ctx.regions.add(Target("score", None, p), badge)
        right = badge.x - ctx.px(6)
    chip = player_chip(surface, ctx, state, p, (bar.x, bar.centery), bar.h * 0.86)
    x = chip.right + ctx.px(6)
    if state.purple == p:
        start_marker(surface, pal, (x + bar.h * 0.3, bar.centery), bar.h * 0.8)
        x += round(bar.h * 0.7)
    h = bar.h * 0.62
    boat = state.boat_of[p]
    boat_item = [("text", "· " + ctx.comps.tiles[boat].name)] if boat else []
    if p in ctx.resting:  # the mark, in words where the row keeps room beside them
        items, fitted = _bar_row(state, p, boat_item, h, right - x, ctx.read)
        room = right - x - row_width(items, fitted, ctx.read) - ctx.px(6)
        x = _done_mark(surface, ctx, p, (x, bar.centery), bar.h, room) + ctx.px(6)
    items, fitted = _bar_row(state, p, boat_item, h, right - x, ctx.read)
    draw_row(surface, pal, items, (x, bar.centery), fitted, ink=pal.light_text, anchor="midleft", word_px=ctx.read)
    px = words_px(items, fitted, ctx.read)
    if px is not None:
        ctx.wrote("name bars", px)


def _bar_row(state, p: int, boat_item: list, h: float, width: float, read: int) -> tuple:
    """(items, height) of what the name bar says of `p`'s screen and boat within `width`: in
    words if they fit at a size that reads, else in icons; the boat's name may go, the counts
    may not."""
    for line in _bar_lines(state, p):
        items, fitted = readable_row(line + boat_item, h, width, 7, read)
        if items[:len(line)] == line:
            break
    return items, fitted


def _bar_lines(state, p: int) -> list:
    """What is behind `p`'s screen, as the name bar may say it: the colours where the view
    shows them; else the counts in words ("7 workers · 0 skills"), or as icons where words
    would not fit."""
    if state.screens[p] is not None:
        screen, skills = state.screens[p], state.skills[p]
        items = counted_items("worker", ((c, screen[c]) for c in COLOURS)) or [("text", "no workers")]
        return [items + counted_items("skill", ((sk, skills[sk]) for sk in SKILLS))]
    workers, skills = state.screen_count(p), state.skill_count(p)
    words = [("text", f"{workers} worker{'s' * (workers != 1)} · {skills} skill{'s' * (skills != 1)}")]
    return [words, [("worker", "bag"), ("text", str(workers)), ("skill", "any"), ("text", str(skills))]]


def _done_mark(surface, ctx, p: int, left_mid, h: float, room: float) -> int:
    """"done this season" in a dark pill, "done" where `room` is short, a tick where even that
    does not fit (its tooltip says what the table does about it); the x where the pill ends."""
    pal = ctx.pal
    size = max(ctx.art.min_name_px, round(h * 0.62))
    text = next((t for t in DONE_MARKS if text_size(t, size, bold=True)[0] + round(h * 0.6) <= room), None)
    w = text_size(text, size, bold=True)[0] + round(h * 0.6) if text else round(h * 1.1)
    pill = pygame.Rect(round(left_mid[0]), 0, w, round(h * 0.8))
    pill.centery = round(left_mid[1])
    pygame.draw.rect(surface, mix(pal.table_dark, pal.player(p), 0.2), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, pal.light_text, pill, 1, border_radius=pill.h // 2)
    if text:
        draw_text(surface, text, pill.center, size, pal.light_text, bold=True)
    else:
        c, u = pill.center, pill.h / 6
        pygame.draw.lines(surface, pal.light_text, False, [(c[0] - 1.6 * u, c[1]), (c[0] - 0.4 * u, c[1] + 1.3 * u),
                                                           (c[0] + 1.7 * u, c[1] - 1.4 * u)], max(2, round(u * 0.8)))
    ctx.regions.add(Target("rest", None, p), pill)
    return pill.right


def _tray(surface, ctx, state, p: int, tray: pygame.Rect, slots=()) -> None:
    """Won tiles waiting to be placed, at one size for the whole placing (easy to grab),
    each in its slot of `slots` (an emptied slot stays empty), its name written under it
    across the tray (a face in a tray is too small for a name that reads)."""
    pal = ctx.pal
    pygame.draw.rect(surface, mix(pal.panel, (0, 0, 0), 0.3), tray, border_radius=ctx.px(6))
    draw_text(surface, "to place", (tray.centerx, tray.y + ctx.px(9)), ctx.px(15), pal.dim_text)
    tiles = state.to_place[p]
    slots = list(slots) if set(tiles) <= set(slots) else list(tiles)
    top = tray.y + ctx.px(18)
    slot = (tray.bottom - top) / max(1, len(slots))
    line = font(ctx.read, True).get_linesize()
    names = {t: fit_lines(ctx.comps.tiles[t].name, ctx.read, tray.w - 4, 2 * line, True, ctx.read)[0] for t in tiles}
    name_h = line * max(len(lines) for lines in names.values())
    R = min(tray.w / SQRT3 * 0.92, (slot - name_h) / 2 * 0.95, max(ctx.u * MAX_HEX * 0.6, ctx.px(30)))
    for tile in tiles:
        center = (tray.centerx, top + slot * (slots.index(tile) + 0.5) - name_h / 2)
        ctx.art.blit(surface, tile, center, R, named=False)
        ctx.regions.add_hex(Target("village_tile", tile, p), center, R)
        for k, text in enumerate(names[tile]):
            draw_text(surface, text, (tray.centerx, center[1] + R + line * (k + 0.5)), ctx.wrote("tile names", ctx.read),
                      pal.light_text, bold=True)


def _extent(positions) -> tuple:
    """Bounds of hexes of radius 1 around the given positions: (x0, y0, x1, y1)."""
    xs, ys = [], []
    for pos in positions:
        x, y = to_pixel(pos, 1.0)
        xs += [x - SQRT3 / 2, x + SQRT3 / 2]
        ys += [y - 1, y + 1]
    return min(xs), min(ys), max(xs), max(ys)


def _hexes(surface, ctx, state, p: int, area: pygame.Rect, R: float, preview) -> None:
    positions, empties = _positions(ctx, state, p, preview)
    x0, y0, x1, y1 = _extent(positions)
    ox = area.centerx - (x0 + x1) / 2 * R
    oy = area.centery - (y0 + y1) / 2 * R

    def centre(pos):
        x, y = to_pixel(pos, R)
        return (ox + x, oy + y)

    pal = ctx.pal
    for pos in sorted(empties):
        c = centre(pos)
        pygame.draw.polygon(surface, mix(pal.panel, (255, 255, 255), 0.06), hex_points(c, R * 0.94))
        hex_outline(surface, mix(pal.player(p), pal.panel, 0.6), c, R * 0.94)
        ctx.regions.add_hex(Target("hex", None, p, q=pos[0], r=pos[1]), c, R)
    for tile, pos, rot, flipped in state.village_tiles(p):
        c = centre(pos)
        ctx.art.blit(surface, tile, c, R, rot, flipped)
        ctx.regions.add_hex(Target("village_tile", tile, p), c, R)
        ctx.regions.add_hex(Target("use", tile, p), c, R * 0.55, halo_radius=R)
        draw_usage(surface, ctx, state.uses.get(tile), c, R, ctx.users.get(tile))
        _resources(surface, ctx, state, tile, p, c, R)
    if preview and preview[0] == p:
        _, tile, q, r, rot = preview
        ctx.art.blit(surface, tile, centre((q, r)), R, rot, alpha=190)


def _resources(surface, ctx, state, tile: str, p: int, c, R: float) -> None:
    """The resources on a tile, one counter and count per type, each a "resource" target."""
    res = state.resources_on(tile)
    present = [k for k in RESOURCES if res[k]]
    if not present:
        return
    pal = ctx.pal
    h = max(9.0, R * 0.24)
    cell = h * 1.9
    width = cell * len(present)
    limit = R * 1.25
    if width > limit:
        cell *= limit / width
        h = cell / 1.9
        width = cell * len(present)
    x = c[0] - width / 2
    y = c[1] + RES_Y * R
    for kind in present:
        box = pygame.Rect(round(x), round(y - h * 0.62), math.ceil(cell), round(h * 1.24))
        pygame.draw.rect(surface, (250, 244, 226), box, border_radius=max(2, box.h // 3))
        resource(surface, pal, kind, (x + h * 0.62, y), h)
        draw_text(surface, str(res[kind]), (x + h * 1.2, y), max(8, int(h * 1.0)), pal.ink, anchor="midleft",
                  bold=True)
        ctx.regions.add(Target("resource", tile, p, resource=kind), box)
        x += cell
