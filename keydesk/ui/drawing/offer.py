"""The offer row: the turn-order tiles and the tiles on offer, each with its bid sides; in
winter selection the viewer's winter hand in place of the tiles on offer.

The row is laid out for the table picture (keydesk/ui/table/picture.py), which gives it a rectangle
and a drawing context; a zoomed row is the same layout drawn with a larger scale.
"""

from __future__ import annotations

import math

import pygame

from keydesk.ui.drawing.auction import bids_height, draw_offer_tile, draw_order_tile
from keydesk.ui.drawing.base import Target
from keydesk.ui.drawing.hexes import SQRT3, face_name, hex_glow, mix
from keydesk.ui.drawing.panels import panel
from keydesk.ui.fonts import draw_text, fit_lines, font

NAME_PX = 11  # the smallest a tile's name is written in the offer row (larger where it must be, to read)


def draw_offer(surface, ctx, state, viewer, rect: pygame.Rect, fill: bool = False) -> tuple:
    """Everything to bid on: the turn-order tiles, a divider, then the tiles on offer.

    The row is sized for a full season's offer, so it keeps its size while tiles go; when
    the tiles would be too narrow (many players, a narrow window) they wrap onto two rows.
    With `fill` (a zoomed row) the hexes grow to fill the height of `rect` as far as the
    row's width allows.  Returns (the height it used, the smallest size a name was written in under a hex or None)."""
    setup = ctx.comps.setups[state.n]
    order = state.order_tiles
    count = len(order) + max(len(state.auction), setup.season_tiles)
    gap = ctx.px(8)
    divider = ctx.px(14) if order else 0
    rows, per_row = 1, count
    item_w = (rect.w - gap * (count + 1) - divider) / count
    if item_w < ctx.px(90) and count > 1:  # names and bid sides stay readable at 5-6 players
        rows, per_row = 2, math.ceil(count / 2)
        divider = 0
        item_w = (rect.w - gap * (per_row + 1)) / per_row
    item_w = max(ctx.px(20), min(ctx.px(190), item_w))
    bid_w = item_w - ctx.px(6)
    bh = bids_height(ctx, state.n, bid_w)
    name_px = max(NAME_PX, ctx.read)  # larger on a window shown scaled down
    if fill:  # the whole rect: each row's hex as tall as what is under it (name, bid sides) allows
        tall = (rect.h / rows - ctx.px(18) - name_px - 4 - bh) / 2
    else:
        tall = rect.h * (0.16 if rows == 1 else 0.065)
    R = max(ctx.px(8), min(ctx.px(60), item_w * 0.96 / SQRT3, tall))
    # Hexes too small for a name whole on their face (at no less than name_px) get it under
    # them instead, across the item's whole width, on two lines if it must be.
    written = []
    shown = [t for t, _ in order] + list(state.auction)
    small = not all(whole_on_face(ctx, t, R, name_px) for t in shown)
    under = {t: names_under(ctx, t, name_px, item_w - 2) for t in shown} if small else {}
    step = font(name_px, True).get_linesize()
    name_h = max((len(lines) for lines, _ in under.values()), default=0) * step + (4 if small else 0)
    row_h = 2 * R + ctx.px(6) + name_h + bh + ctx.px(8)
    height = round(row_h * rows)
    box = pygame.Rect(rect.x, rect.y, rect.w, height)
    panel(surface, ctx, box, fill=mix(ctx.pal.panel, ctx.pal.table, 0.35))

    def place(i):
        row, col = divmod(i, per_row)
        x = box.x + gap + col * (item_w + gap) + (divider if i >= len(order) else 0)
        cy = box.y + row * row_h + ctx.px(4) + R
        bids = pygame.Rect(round(x + ctx.px(3)), round(cy + R + ctx.px(4) + name_h), round(bid_w), bh)
        return (x + item_w / 2, cy), bids

    def name_under(tile, center):
        if tile not in under:
            return
        lines, size = under[tile]
        written.append(ctx.wrote("tile names", size))
        top = center[1] + R + ctx.px(3) + (name_h - step * len(lines)) / 2
        for k, line in enumerate(lines):
            draw_text(surface, line, (center[0], top + step * (k + 0.5)), size, ctx.pal.light_text, bold=True)

    for i, (tile, shows_start) in enumerate(order):
        center, bids = place(i)
        draw_order_tile(surface, ctx, state, tile, shows_start, center, R, bids, named=not small)
        name_under(tile, center)
    after_order = box.x + gap + len(order) * (item_w + gap) if rows == 1 else box.x
    if order and rows == 1:
        line_x = round(after_order + divider / 2 - gap / 2)
        pygame.draw.line(surface, ctx.pal.panel_edge, (line_x, box.y + ctx.px(10)),
                         (line_x, box.bottom - ctx.px(10)), 2)
        after_order += divider
    if state.phase == "winter_select":
        top = box.y + (row_h if rows == 2 else 0)
        _winter_hand(surface, ctx, state, viewer, pygame.Rect(after_order, top, box.right - after_order,
                                                              box.bottom - top), R)
        return height, None
    for i, tile in enumerate(state.auction, start=len(order)):
        center, bids = place(i)
        draw_offer_tile(surface, ctx, state, tile, center, R, bids, named=not small)
        name_under(tile, center)
    return height, min(written, default=None)


def whole_on_face(ctx, tile: str, R: float, size: int) -> bool:
    """Whether the tile's face has room for its whole name at `size` or more."""
    name = ctx.comps.tiles[tile].name
    return " ".join(face_name(name, R, size)[0]) == name


def names_under(ctx, tile: str, size: int, width: float) -> tuple:
    """(lines, size): a tile's name written under its hex, whole on one line or two at `size`
    (cut short with "..." only if even two lines are too narrow)."""
    name = ctx.comps.tiles[tile].name
    return fit_lines(name, size, width, 2 * font(size, True).get_linesize(), True, size)



def _winter_hand(surface, ctx, state, viewer, rect: pygame.Rect, R: float) -> None:
    """Winter selection: the viewer's hand ("winter" targets, chosen ones ringed in gold) and
    who has chosen so far."""
    pal = ctx.pal
    waiting = [state.names[p] for p in range(state.n) if state.winter_chosen[p] is None]
    note = "waiting for " + ", ".join(waiting) if waiting else "every player has chosen"
    draw_text(surface, f"Winter tiles · {note}", (rect.x + ctx.px(8), rect.y + ctx.px(14)), ctx.px(18),
              pal.dim_text, anchor="midleft")
    hand = state.winter_hands[viewer] if viewer is not None else None
    if not hand:
        return
    chosen = state.winter_chosen[viewer] or ()
    size = max(NAME_PX, ctx.read)
    line = font(size, True).get_linesize()
    R = min(R * 1.1, (rect.h - ctx.px(34)) / 2)
    named = all(whole_on_face(ctx, t, R, size) for t in hand)
    if not named:  # the names under the hexes, as in the offer row
        R = min(R, (rect.h - ctx.px(34) - 2 * line) / 2)
    step = max(SQRT3 * R + ctx.px(16), 2 * R + ctx.px(40))
    x = rect.centerx - step * (len(hand) - 1) / 2
    cy = rect.y + ctx.px(28) + R
    for tile in hand:
        center = (x, cy)
        if tile in chosen:
            hex_glow(surface, pal.gold_border, center, R, 3)
        ctx.art.blit(surface, tile, center, R, named=named)
        ctx.regions.add_hex(Target("winter", tile), center, R)
        if not named:
            lines, px = names_under(ctx, tile, size, step - ctx.px(6))
            for k, text in enumerate(lines):
                draw_text(surface, text, (x, cy + R + ctx.px(2) + line * (k + 0.5)), ctx.wrote("tile names", px),
                          pal.light_text, bold=True)
        x += step
