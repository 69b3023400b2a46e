"""The table renderer: draws a GameState and answers "what is under the mouse?".

The scenes code owns the window, the widgets and the gestures; this view only draws what the
state says and records a hit region for everything a gesture can start or end on (see Target).
It never changes the state.

Layout, top to bottom (sizes scale with the height, 1.0 at 900 px; widths adapt to the window)::

    header     season · phase · who acts · start player · bag · greens · supplies
    boats      boat cards (cargo, scoring)
    offer      turn-order tiles | the tiles on offer: each with one bid side per player and its users
               (left out between seasons, when nothing is on offer: the villages grow into it)
    villages   one panel per player (the viewer's one large): name bar, hex village, tiles to place
    screen     the viewer's workers and skills · status line

In winter selection the offer row holds the viewer's winter hand instead; between seasons
(boats, placement) it holds the last season's results.

`top_margin` / `right_margin` leave room for the widgets the scenes draw on top.
"""

from __future__ import annotations

import math

import pygame

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.engine import to_move

from .draw_auction import bids_height, draw_offer_tile, draw_order_tile
from .draw_base import Ctx, Ghost, Regions, Target
from .draw_hex import SQRT3, TileArt, hex_glow, hex_points, mix, plate_rect, shade
from .draw_icons import disc, draw_row, resource, row_width, worker
from .draw_labels import tile_text
from .draw_panels import draw_boat, draw_header, draw_screen_bar, draw_season_summary, panel
from .draw_village import draw_village, village_radius
from .fonts import draw_text, fit_size
from .palette import get_palette

__all__ = ["Ghost", "TableView", "Target"]

BASE_H = 900  # scale 1.0 at this height...
NAME_PX = 11  # the smallest a tile's name is written in the offer row
NARROW_W = 1150  # ...unless the table is narrower than this (widths adapt, not sizes)


class TableView:
    """Draws the table at `size` in a palette ("standard" | "colourblind"); after each draw,
    `hit`, `targets` and `rect_of` answer for what was drawn.

    Overlaps, topmost first: an outbid group lies on its bid side ("group" over "bid"); on a
    village tile the resources lie over its centre ("resource" over "use"), which lies over the
    tile ("village_tile").  `hit(pos, kinds=...)` looks only at some kinds, e.g. the bid side
    under a group when workers are dropped there.
    """

    def __init__(self, comps, size, palette: str = "standard"):
        self.comps = comps
        self.pal = get_palette(palette)
        self.art = TileArt(comps, self.pal)
        self.size = tuple(size)
        self._regions = Regions()
        self._background = None
        self.offer_name_px = None  # after a draw: the smallest name size written in the offer row

    def resize(self, size) -> None:
        self.size = tuple(size)

    # ---- drawing ----

    def draw(self, surface, state, viewer, *, highlights=frozenset(), selected=frozenset(), recent=None, ghost=None,
             preview=None, status: str = "", top_margin: int = 0, right_margin: int = 0, scores=None,
             summary=(), users=None) -> None:
        """Draw the whole table from a GameState (full, or masked with state.masked(p)).

        `highlights` glow; `selected` (the places a carry was gathered from) get a bright frame;
        `recent` ({Target: player}) get a solid ring in that player's colour; `scores`
        ({player: points}) show in each village's name bar; `summary` (lines, the first a title)
        is the last season's results, shown between seasons where the offer row was; `users`
        ({tile: [(player, colour, count)]}) puts each player's workers on a tile in a chip of
        their own."""
        w, h = self.size
        area = pygame.Rect(0, top_margin, max(1, w - right_margin), max(1, h - top_margin))
        u = max(0.5, min(area.w / NARROW_W, area.h / BASE_H))
        regions = Regions()
        ctx = Ctx(self.comps, self.pal, self.art, u, regions, frozenset(highlights), frozenset(selected), recent or {},
                  scores or {}, users or {})
        surface.blit(self._table(w, h), (0, 0))
        gap = ctx.px(6)
        header = pygame.Rect(area.x + gap, area.y + gap, area.w - 2 * gap, ctx.px(40))
        bottom = pygame.Rect(area.x + gap, area.bottom - gap - ctx.px(66), area.w - 2 * gap, ctx.px(66))
        middle = pygame.Rect(header.x, header.bottom + gap, header.w, bottom.y - header.bottom - 2 * gap)
        draw_header(surface, ctx, state, header)
        top = middle.y
        if state.boats:
            boats_rect = pygame.Rect(middle.x, top, middle.w, ctx.px(70))
            self._boats(surface, ctx, state, boats_rect)
            top = boats_rect.bottom + gap
        if state.auction or state.phase == "winter_select":  # between seasons the villages take the room
            top += self._offer(surface, ctx, state, viewer, pygame.Rect(middle.x, top, middle.w, middle.bottom - top))
            top += gap
        elif summary:
            room = pygame.Rect(middle.x, top, middle.w, round((middle.bottom - top) * 0.34))
            top += draw_season_summary(surface, ctx, list(summary), room) + gap
        villages = pygame.Rect(middle.x, top, middle.w, middle.bottom - top)
        self._villages(surface, ctx, state, viewer, villages, preview)
        draw_screen_bar(surface, ctx, state, viewer, bottom, status)
        self._overlays(surface, ctx, regions)
        if ghost is not None:
            self._ghost(surface, ctx, ghost)
        self._regions = regions

    def _table(self, w: int, h: int) -> pygame.Surface:
        """The wooden table top (cached per size): planks with a soft grain."""
        if self._background is not None and self._background.get_size() == (w, h):
            return self._background
        pal = self.pal
        bg = pygame.Surface((w, h))
        bg.fill(pal.table)
        plank = max(40, h // 9)
        for i, y in enumerate(range(0, h, plank)):
            shade_k = 1.0 + (0.04 if i % 2 else -0.03)
            pygame.draw.rect(bg, shade(pal.table, shade_k), (0, y, w, plank))
            for j in range(5):
                gy = y + plank * (j + 1) / 6
                pts = [(x, gy + math.sin(x / (90 + 17 * j) + i * 1.7) * 3) for x in range(0, w + 40, 40)]
                pygame.draw.aalines(bg, pal.grain, False, pts)
            pygame.draw.line(bg, pal.table_dark, (0, y), (w, y), 2)
        self._background = bg
        return bg

    def _boats(self, surface, ctx, state, rect: pygame.Rect) -> None:
        """The boat cards, left to right in row order."""
        boats = state.boats
        gap = ctx.px(6)
        card_w = min(ctx.px(330), (rect.w - gap * (len(boats) - 1)) / len(boats))
        left = rect.centerx - (card_w * len(boats) + gap * (len(boats) - 1)) / 2
        for i, boat in enumerate(boats):
            card = pygame.Rect(round(left + i * (card_w + gap)), rect.y, math.floor(card_w), rect.h)
            draw_boat(surface, ctx, state, boat, card)

    def _offer(self, surface, ctx, state, viewer, rect: pygame.Rect) -> int:
        """Everything to bid on: the turn-order tiles, a divider, then the tiles on offer.

        The row is sized for a full season's offer, so it keeps its size while tiles go; when
        the tiles would be too narrow (many players, a narrow window) they wrap onto two rows.
        Returns the height it used."""
        setup = self.comps.setups[state.n]
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
        R = min(ctx.px(60), item_w * 0.96 / SQRT3, rect.h * (0.16 if rows == 1 else 0.065))
        bid_w = item_w - ctx.px(6)
        bh = bids_height(ctx, state.n, bid_w)
        # Hexes too small for a readable name on their plate get the name under them, across
        # the item's whole width, at no less than NAME_PX.
        self.offer_name_px = None
        plate_w = plate_rect((0, 0), R).w - 4
        shown = [t for t, _ in order] + list(state.auction)
        small = any(fit_size(self.comps.tiles[t].name, R * 0.36, plate_w, True, 8) < NAME_PX for t in shown)
        name_h = NAME_PX + 4 if small else 0
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
            if not name_h:
                return
            name = self.comps.tiles[tile].name
            size = fit_size(name, NAME_PX + 1, item_w - 2, True, NAME_PX)
            self.offer_name_px = min(size, self.offer_name_px or size)
            draw_text(surface, name, (center[0], center[1] + R + ctx.px(3) + name_h / 2), size, ctx.pal.light_text,
                      bold=True)

        for i, (tile, shows_start) in enumerate(order):
            center, bids = place(i)
            draw_order_tile(surface, ctx, state, tile, shows_start, center, R, bids)
            name_under(tile, center)
        after_order = box.x + gap + len(order) * (item_w + gap) if rows == 1 else box.x
        if order and rows == 1:
            line_x = round(after_order + divider / 2 - gap / 2)
            pygame.draw.line(surface, ctx.pal.panel_edge, (line_x, box.y + ctx.px(10)),
                             (line_x, box.bottom - ctx.px(10)), 2)
            after_order += divider
        if state.phase == "winter_select":
            top = box.y + (row_h if rows == 2 else 0)
            self._winter_hand(surface, ctx, state, viewer, pygame.Rect(after_order, top, box.right - after_order,
                                                                       box.bottom - top), R)
            return height
        for i, tile in enumerate(state.auction, start=len(order)):
            center, bids = place(i)
            draw_offer_tile(surface, ctx, state, tile, center, R, bids)
            name_under(tile, center)
        return height

    def _villages(self, surface, ctx, state, viewer, rect: pygame.Rect, preview) -> None:
        """One panel per player.  In a private view of 3+ players the viewer's own village gets a
        large panel on the left (their resources are dragged there); the others share a grid."""
        n = state.n
        gap = ctx.px(6)
        movers = set(to_move(state))
        layout = []  # (radius, {player: panel})
        if viewer is not None and n >= 3:
            share = 0.4 if n >= 5 else 0.44
            if rect.w >= rect.h:  # the focus on the left; on a tall window, on top
                focus = pygame.Rect(rect.x, rect.y, round(rect.w * share), rect.h)
                rest = pygame.Rect(focus.right + gap, rect.y, rect.right - focus.right - gap, rect.h)
            else:
                focus = pygame.Rect(rect.x, rect.y, rect.w, round(rect.h * share))
                rest = pygame.Rect(rect.x, focus.bottom + gap, rect.w, rect.bottom - focus.bottom - gap)
            others = [p for p in range(n) if p != viewer]
            layout.append((village_radius(ctx, state, viewer, focus, preview), {viewer: focus}))
            layout.append(self._grid(ctx, state, others, rest, preview))
        else:
            layout.append(self._grid(ctx, state, list(range(n)), rect, preview))
        for radius, panels in layout:
            for p, panel_rect in panels.items():
                draw_village(surface, ctx, state, p, panel_rect, p in movers, radius, preview)

    def _grid(self, ctx, state, players, rect: pygame.Rect, preview) -> tuple:
        """(radius, {player: panel}): the grid of panels that gives the largest common hex radius."""
        gap = ctx.px(6)
        best = None
        n = len(players)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            pw = (rect.w - gap * (cols - 1)) / cols
            ph = (rect.h - gap * (rows - 1)) / rows
            panels = {p: pygame.Rect(round(rect.x + (i % cols) * (pw + gap)), round(rect.y + (i // cols) * (ph + gap)),
                                     math.floor(pw), math.floor(ph)) for i, p in enumerate(players)}
            radius = min(village_radius(ctx, state, p, panels[p], preview) for p in players)
            if best is not None and pw < ctx.px(190):
                break  # narrower panels would crowd the name bar (name, workers, points)
            if best is None or radius > best[0] + 0.5:
                best = (radius, panels)
        return best

    def _winter_hand(self, surface, ctx, state, viewer, rect: pygame.Rect, R: float) -> None:
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
        R = min(R * 1.1, (rect.h - ctx.px(34)) / 2)
        step = SQRT3 * R + ctx.px(16)
        x = rect.centerx - step * (len(hand) - 1) / 2
        cy = rect.y + ctx.px(28) + R
        for tile in hand:
            center = (x, cy)
            if tile in chosen:
                hex_glow(surface, pal.gold_border, center, R, 3)
            ctx.art.blit(surface, tile, center, R)
            ctx.regions.add_hex(Target("winter", tile), center, R)
            x += step

    def _overlays(self, surface, ctx, regions: Regions) -> None:
        """A solid ring in the bot's colour on what a bot just did (under the rest: a soft glow on
        every highlighted target, a bright frame on the selected ones)."""
        for region in regions.items:
            p = ctx.recent.get(region.target)
            if p is None:
                continue
            shape = region.halo or region.hex
            if shape is not None:
                pygame.draw.polygon(surface, ctx.pal.player(p), hex_points(shape[0], shape[1] + ctx.px(3)), ctx.px(3))
            else:
                pygame.draw.rect(surface, ctx.pal.player(p), region.rect.inflate(6, 6), ctx.px(3),
                                 border_radius=ctx.px(6))
        for region in regions.items:
            lit = region.target in ctx.highlights
            chosen = region.target in ctx.selected
            if not (lit or chosen):
                continue
            colour = ctx.pal.selected if chosen else ctx.pal.highlight
            shape = region.halo or region.hex
            if shape is not None:
                hex_glow(surface, colour, shape[0], shape[1], 3 if chosen else 2)
            else:
                pygame.draw.rect(surface, colour, region.rect.inflate(4, 4), ctx.px(3) if chosen else ctx.px(2),
                                 border_radius=ctx.px(5))

    def _ghost(self, surface, ctx, ghost: Ghost) -> None:
        pal = ctx.pal
        x, y = ghost.pos
        if ghost.kind == "workers" and ghost.colour:
            size = ctx.px(32)
            colours = [ghost.colour] + [c for c, _ in ghost.split if c != ghost.colour]
            for i, colour in enumerate(reversed(colours)):  # a small stack, the carried colour in front
                step = (len(colours) - 1 - i) * size * 0.3
                worker(surface, pal, colour, (x - step, y + step * 0.4), size)
            if ghost.split:  # several colours: how many of each, under the stack
                items = [item for c, k in ghost.split for item in (("worker", c), ("text", str(k)))]
                h = size * 0.42
                pill = pygame.Rect(0, 0, round(row_width(items, h) + h), round(h * 1.4))
                pill.midtop = (round(x), round(y + size * 0.7))
                pygame.draw.rect(surface, (34, 26, 20), pill, border_radius=pill.h // 2)
                draw_row(surface, pal, items, pill.center, h, ink=pal.light_text)
            if ghost.count:
                badge = (x + size * 0.62, y - size * 0.5)
                disc(surface, (34, 26, 20), badge, size * 0.34, outline=pal.light_text)
                draw_text(surface, str(ghost.count), badge, round(size * 0.5), pal.light_text, bold=True)
        elif ghost.kind == "tile" and ghost.tile:
            self.art.blit(surface, ghost.tile, (x, y), ctx.px(50), ghost.rot, alpha=200)
        elif ghost.kind == "resource" and ghost.resource:
            resource(surface, pal, ghost.resource, (x, y), ctx.px(26))

    # ---- hit testing ----

    def hit(self, pos, kinds=None):
        """The target under pos after the last draw (topmost wins), or None.

        `kinds` (optional) limits the search, e.g. {"bid"} finds the bid side under an outbid
        group, which is drawn on top of it.
        """
        return self._regions.hit(pos, kinds)

    def targets(self) -> list:
        return [region.target for region in self._regions.items]

    def rect_of(self, target):
        region = self._regions.get(target)
        return pygame.Rect(region.rect) if region else None

    def tooltip(self, target, state):
        """Plain text about a target: a tile's both sides, what stands on it, a bid, a screen."""
        if target is None:
            return None
        names = state.names
        if target.kind == "screen":
            k = (state.screens[target.player] or {}).get(target.colour, 0)
            return f"{names[target.player]}'s screen: {k} {target.colour} worker{'s' if k != 1 else ''}"
        if target.kind == "hex":
            return f"An empty space beside {names[target.player]}'s village: won tiles are placed here"
        if target.tile is None or target.tile not in self.comps.tiles:
            return None
        spec = self.comps.tiles[target.tile]
        lines = []
        if target.kind in ("bid", "group"):
            entry = state.bid_of(target.tile, target.player)
            who = names[target.player]
            lines.append(f"{who}'s bid: {entry.count} {entry.colour}" + (" (outbid)" if target.kind == "group" else "")
                         if entry else f"{who}'s side: no bid")
        if target.kind == "hand":
            lines.append(f"In {names[target.player]}'s winter hand (only they see it); "
                         "put forward in winter to be bid for")
        if target.kind == "resource":
            k = state.resources_on(target.tile)[target.resource]
            lines.append(f"{k} {target.resource} on the {spec.name}")
        lines.append(tile_text(spec, target.tile in state.flipped))
        if target.tile in state.flipped:
            lines.append("Upgraded: its back side is up (the gold frame marks upgraded tiles)")
        res = state.resources_on(target.tile)
        if any(res.values()) and target.kind != "resource":
            lines.append("On it: " + ", ".join(f"{k} {r}" for r, k in res.items() if k))
        usage = state.uses.get(target.tile)
        if usage and usage.total:
            used = ", ".join(f"{k} {c}" for c, k in zip(COLOURS, usage.workers) if k)
            lines.append(f"Being used by: {used}")
        if spec.kind == "boat" and state.cargo.get(target.tile):
            workers, skills = state.cargo[target.tile]
            cargo = [f"{k} {c}" for c, k in zip(COLOURS, workers) if k] + [f"{k} {s}" for s, k in zip(SKILLS, skills) if k]
            lines.append("Cargo: " + ", ".join(cargo))
        return "\n".join(lines)
