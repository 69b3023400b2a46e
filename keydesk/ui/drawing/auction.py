"""Tiles on offer: the auction row and the turn-order tiles, each with every player's bid side.

At the real table the bids stand beside the tile, on the side facing each player.  Here each
tile gets a small grid of bid sides under it, one per player in seat order, framed
in that player's colour: the bid's worker colour and count, the leading bid marked with a gold
rim, an outbid one hatched, an empty side labelled with a short form of its player's
name.  The workers using a tile sit in dark chips at the foot of the hex, one per player,
rimmed in that player's colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from keydesk.rules.components import COLOURS

from keydesk.ui.drawing.base import Target
from keydesk.ui.drawing.hexes import USE_Y, mix
from keydesk.ui.drawing.icons import counted_items, draw_row, fitting_height, row_width, start_marker
from keydesk.ui.fonts import draw_text, fit_size, text_size


def bid_grid(n: int, width: float, min_slot: float) -> tuple:
    """(columns, rows) for n bid sides in `width` pixels, slots at least `min_slot` wide."""
    cols = n
    while cols > 1 and width / cols < min_slot:
        cols = math.ceil(cols / 2) if cols > 3 else cols - 1
    return cols, math.ceil(n / cols)


def short_names(names: tuple, letters: int) -> tuple:
    """Each name cut to its first `letters` letters (spaces dropped); names that would then read
    alike get their initial and seat number instead ("Player 1", "Player 2" -> "P1", "P2")."""
    cut = [name.replace(" ", "")[:letters] for name in names]
    return tuple(f"{c[:1]}{i + 1}" if not c or cut.count(c) > 1 else c for i, c in enumerate(cut))


@lru_cache(maxsize=32)
def bid_labels(names: tuple, width: int, height: int, readable: int = 9) -> tuple:
    """(labels, font size) for the empty bid sides: the longest short form of every name (4
    letters down to 2) that fits `width` at `readable` or more (the size that reads on the
    screen), one size for every side so the players' labels look alike; at the shortest, the
    labels are written at `readable` whatever their width."""
    readable = max(readable, round(height * 0.45))
    for letters in (4, 3, 2):
        labels = short_names(names, letters)
        size = min(fit_size(label, max(readable, height * 0.62), width, smallest=readable) for label in labels)
        if all(text_size(label, size)[0] <= width for label in labels):
            return labels, size
    return labels, readable


def draw_bids(surface, ctx, state, tile: str, area: pygame.Rect) -> None:
    """Every player's side of one tile inside `area`; records "bid" and "group" targets."""
    n = state.n
    cols, rows = bid_grid(n, area.w, slot_width(ctx))
    gap, slot_h = ctx.px(3), slot_height(ctx)
    w = (area.w - gap * (cols - 1)) / cols
    labels, size = bid_labels(tuple(state.names), math.floor(w) - ctx.px(8), slot_h, ctx.read)
    ctx.wrote("player names", size)
    entries = state.bids.get(tile) or (None,) * n
    top = max((e.count for e in entries if e), default=0)
    for p in range(n):
        col, row = p % cols, p // cols
        rect = pygame.Rect(round(area.x + col * (w + gap)), area.y + row * (slot_h + gap), math.floor(w), slot_h)
        entry = entries[p]
        leading = bool(entry) and entry.count == top and sum(1 for e in entries if e and e.count == top) == 1
        outbid = bool(entry) and entry.count < top
        _bid_side(surface, ctx, p, entry, rect, leading, outbid, labels[p], size)
        ctx.regions.add(Target("bid", tile, p), rect)
        if outbid:
            ctx.regions.add(Target("group", tile, p), rect)


def slot_width(ctx) -> int:
    """The narrowest a bid side gets before the sides wrap onto another row: room for a
    worker and a count, or a three-letter name, at a readable size."""
    return max(36, ctx.px(28))


def slot_height(ctx) -> int:
    """A bid side is a drop target: never under 24 px high, however small the scale."""
    return max(24, ctx.px(24))


def bids_height(ctx, n: int, width: float) -> int:
    cols, rows = bid_grid(n, width, slot_width(ctx))
    return rows * slot_height(ctx) + (rows - 1) * ctx.px(3)


def side_colours(pal, p: int) -> tuple:
    """(fill, name colour) of player p's bid side: the name in a light tint of their colour, as
    light as it must be to read on the side (a brown player's name on the brown board too)."""
    colour = pal.player(p)
    fill = mix(colour, pal.panel, 0.72)
    return fill, pal.readable(mix(colour, pal.light_text, 0.3), fill)


def _bid_side(surface, ctx, p: int, entry, rect: pygame.Rect, leading: bool, outbid: bool, label: str,
              size: int) -> None:
    """One side: the leading bid rimmed in gold; an outbid one hatched, so a player sees at a
    glance which of their bids are beaten (and can be moved)."""
    pal = ctx.pal
    colour = pal.player(p)
    fill, ink = side_colours(pal, p)
    pygame.draw.rect(surface, fill, rect, border_radius=ctx.px(4))
    rim = pal.gold_border if leading else mix(colour, pal.panel, 0.15)
    pygame.draw.rect(surface, rim, rect, ctx.px(2) if leading else 1, border_radius=ctx.px(4))
    pygame.draw.rect(surface, colour, (rect.x, rect.y + 2, ctx.px(4), rect.h - 4))
    if entry is None:
        draw_text(surface, label, (rect.centerx + ctx.px(2), rect.centery), size, ink)
        return
    h = rect.h * 0.68
    items = [("worker", entry.colour), ("text", str(entry.count))]
    h = fitting_height(items, h, rect.w - ctx.px(7), 8)
    if outbid:
        _hatch(surface, mix(colour, pal.panel, 0.35), rect.inflate(-ctx.px(3), -ctx.px(3)), ctx.px(6))
    draw_row(surface, pal, items, (rect.centerx + ctx.px(2), rect.centery), h, ink=pal.light_text)
    if entry.flat:
        draw_text(surface, "flat", (rect.right - 2, rect.bottom), max(8, int(rect.h * 0.4)), pal.dim_text,
                  anchor="bottomright")


def _hatch(surface, colour, rect: pygame.Rect, step: int) -> None:
    """Diagonal stripes across rect (an outbid side), leaving what is drawn on top readable."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for x in range(rect.x - rect.h, rect.right, step):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y), max(1, step // 3))
    surface.set_clip(clip)


def draw_usage(surface, ctx, usage, center, R: float, users=None) -> None:
    """The workers using a tile at the foot of its hex: one dark chip per player, rimmed in
    that player's colour, when `users` ([(player, colour, count)]) says whose they are;
    otherwise one chip rimmed in the standing colour."""
    if not usage or not usage.total:
        return
    pal = ctx.pal
    if users:
        chips = {}
        for p, colour, k in users:
            chips.setdefault(p, {}).setdefault(colour, 0)
            chips[p][colour] += k
        rows = [(pal.player(p), counted_items("worker", ((c, by_colour.get(c, 0)) for c in COLOURS)))
                for p, by_colour in chips.items()]
    else:
        rows = [(pal.worker(usage.colour), counted_items("worker", zip(COLOURS, usage.workers)))]
    h = max(10, R * 0.26)
    gap = ctx.px(3)
    while h > 8 and sum(row_width(items, h) + h * 0.6 for _, items in rows) + gap * (len(rows) - 1) > R * 1.7:
        h *= 0.9
    widths = [row_width(items, h) + h * 0.6 for _, items in rows]
    x = center[0] - (sum(widths) + gap * (len(rows) - 1)) / 2
    for (rim, items), w in zip(rows, widths):
        pill = pygame.Rect(round(x), 0, round(w), round(h * 1.3))
        pill.centery = round(center[1] + USE_Y * R)
        pygame.draw.rect(surface, (34, 26, 20), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, rim, pill, 2, border_radius=pill.h // 2)
        draw_row(surface, pal, items, pill.center, h, ink=pal.light_text)
        x += w + gap


def draw_offer_tile(surface, ctx, state, tile: str, center, R: float, bids_area: pygame.Rect,
                    named: bool = True) -> None:
    """One auction tile: its face (`named` off: its name is written under it), the workers
    using it, and every bid side."""
    ctx.art.blit(surface, tile, center, R, named=named)
    ctx.regions.add_hex(Target("use", tile), center, R)
    draw_usage(surface, ctx, state.uses.get(tile), center, R, ctx.users.get(tile))
    draw_bids(surface, ctx, state, tile, bids_area)


def draw_order_tile(surface, ctx, state, tile: str, shows_start: bool, center, R: float,
                    bids_area: pygame.Rect, named: bool = True) -> None:
    """A turn-order tile: biddable like the auction, with the purple marker if it takes the start."""
    ctx.art.blit(surface, tile, center, R, named=named)
    ctx.regions.add_hex(Target("order", tile), center, R)
    if shows_start:
        start_marker(surface, ctx.pal, (center[0] + R * 0.62, center[1] + R * 0.55), R * 0.5)
    draw_bids(surface, ctx, state, tile, bids_area)
