"""The table renderer: draws a GameState and answers "what is under the mouse?".

The scenes code owns the window, the widgets and the gestures; this picture only draws what the
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
(boats, placement) it holds the last season's results.  Zoomed (`draw(zoom=...)`), the offer
row or one village alone fills the room between the header and the screen bar, drawn larger.

`top_margin` / `right_margin` leave room for the widgets the scenes draw on top.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from keydesk.rules.engine import to_move

from keydesk.ui.drawing.base import Ctx, Ghost, Regions, Target
from keydesk.ui.drawing.ghost import draw_ghost
from keydesk.ui.drawing.hexes import TileArt, hex_glow, hex_points, shade
from keydesk.ui.drawing.offer import draw_offer
from keydesk.ui.drawing.panels import draw_boat, draw_header, draw_screen_bar, draw_season_summary
from keydesk.ui.drawing.village import draw_village, village_radius
from keydesk.ui.fonts import draw_text, read_size, text_size
from keydesk.ui.palette import get_palette
from keydesk.ui.table.tooltip import tooltip_text

__all__ = ["Ghost", "TablePicture", "Target"]

BASE_H = 900  # scale 1.0 at this height...
NARROW_W = 1150  # ...unless the table is narrower than this (widths adapt, not sizes)
ZOOM = 1.6  # a zoomed part of the table is drawn at this many times the table's scale


class TablePicture:
    """Draws the table at `size` in a palette ("standard" | "colourblind"); after each draw,
    `hit`, `targets` and `rect_of` answer for what was drawn.

    Overlaps, topmost first: an outbid group lies on its bid side ("group" over "bid"); on a
    village tile the resources lie over its centre ("resource" over "use"), which lies over the
    tile ("village_tile").  `hit(pos, kinds=...)` looks only at some kinds, e.g. the bid side
    under a group when workers are dropped there.
    """

    def __init__(self, comps, size, palette: str = "standard", scale: float = 1.0):
        self.comps = comps
        self.pal = get_palette(palette)
        self.art = TileArt(comps, self.pal)
        self.resize(size, scale)
        self._regions = Regions()
        self._background = None
        self.offer_name_px = None  # after a draw: the smallest name size written in the offer row
        self.written: dict = {}  # after a draw: {"tile names" | "player names" | ...: the smallest size written}
        self.areas: dict = {}  # after a draw: {"header" | "boats" | "offer" | ... | ("village", p): Rect}
        self.zoomed = None  # after a draw: the zoom that was drawn ("offer", ("village", p) or None)
        self.village_name_px: dict = {}  # after a draw: {player: the smallest tile name in their village}
        self.hand_name_px = None  # after a draw: the size of the winter hand's names by the screen
        self.users: dict = {}  # as last drawn: whose workers stand on each tile (for the tooltips)
        self._place_grids: dict = {}  # while tiles are placed: the village grids as placing began
        self._trays: dict = {}  # {player: the tiles they had to place when placing began}

    def resize(self, size, scale: float = 1.0) -> None:
        """Lay out for `size`; `scale` is how much the window shrinks what is drawn (window.py),
        so names and effect lines are written large enough to read on the screen: an x-height
        of fonts.READ_PX or more (`read_px`)."""
        self.size = tuple(size)
        self.read_px = read_size(scale)
        self.art.set_legible(self.read_px)

    # ---- drawing ----

    def draw(self, surface, state, viewer, *, highlights=frozenset(), selected=frozenset(), recent=None, ghost=None,
             preview=None, status: str = "", top_margin: int = 0, right_margin: int = 0, scores=None,
             summary=(), users=None, zoom=None, resting=frozenset()) -> None:
        """Draw the whole table from a GameState (full, or masked with state.masked(p)).

        `highlights` glow; `selected` (the places a carry was gathered from) get a bright frame;
        `recent` ({Target: player}) get a solid ring in that player's colour; `scores`
        ({player: points}) show in each village's name bar; `summary` (lines, the first a title)
        is the last season's results, shown between seasons where the offer row was; `users`
        ({tile: [(player, colour, count)]}) puts each player's workers on a tile in a chip of
        their own; `zoom` ("offer" or ("village", p)) gives that part the room between the
        header and the screen bar, drawn larger (a zoom that does not apply now is ignored);
        `resting` are the players done this season, marked on their name bars."""
        w, h = self.size
        self.users = users or {}
        area = pygame.Rect(0, top_margin, max(1, w - right_margin), max(1, h - top_margin))
        u = max(0.5, min(area.w / NARROW_W, area.h / BASE_H))
        regions = Regions()
        ctx = Ctx(self.comps, self.pal, self.art, u, regions, frozenset(highlights), frozenset(selected), recent or {},
                  scores or {}, users or {}, resting=frozenset(resting), read=self.read_px)
        self.art.drawn = {}
        surface.blit(self._table(w, h), (0, 0))
        gap = ctx.px(6)
        header = pygame.Rect(area.x + gap, area.y + gap, area.w - 2 * gap, ctx.px(40))
        bottom = pygame.Rect(area.x + gap, area.bottom - gap - ctx.px(66), area.w - 2 * gap, ctx.px(66))
        middle = pygame.Rect(header.x, header.bottom + gap, header.w, bottom.y - header.bottom - 2 * gap)
        draw_header(surface, ctx, state, header)
        self.areas = {"header": header, "screen": bottom}
        self.village_name_px = {}
        self.zoomed = zoom if self._zoomable(state, zoom) else None
        if self.zoomed is not None:
            self._zoomed(surface, ctx, state, viewer, middle, preview)
        else:
            self._whole(surface, ctx, state, viewer, middle, preview, summary)
        draw_screen_bar(surface, ctx, state, viewer, bottom, status)
        self.hand_name_px = ctx.written.get("hand")
        self._overlays(surface, ctx, regions)
        if ghost is not None:
            draw_ghost(surface, ctx, ghost)
        self._regions = regions
        self.written = dict(ctx.written)
        for what, px in self.art.drawn.items():
            self.written[what] = min(px, self.written.get(what, px))

    def _whole(self, surface, ctx, state, viewer, middle: pygame.Rect, preview, summary) -> None:
        """Boats, the offer row (or the season's results) and every village."""
        gap = ctx.px(6)
        top = middle.y
        if state.boats:
            boats_rect = pygame.Rect(middle.x, top, middle.w, ctx.px(70))
            self._boats(surface, ctx, state, boats_rect)
            self.areas["boats"] = boats_rect
            top = boats_rect.bottom + gap
        if state.auction or state.phase == "winter_select":  # between seasons the villages take the room
            used, self.offer_name_px = draw_offer(surface, ctx, state, viewer,
                                                  pygame.Rect(middle.x, top, middle.w, middle.bottom - top))
            self.areas["offer"] = pygame.Rect(middle.x, top, middle.w, used)
            top += used + gap
        elif summary:
            room = pygame.Rect(middle.x, top, middle.w, round((middle.bottom - top) * 0.34))
            used = draw_season_summary(surface, ctx, list(summary), room)
            self.areas["summary"] = pygame.Rect(middle.x, top, middle.w, used)
            top += used + gap
        villages = pygame.Rect(middle.x, top, middle.w, middle.bottom - top)
        self._villages(surface, ctx, state, viewer, villages, preview)

    # ---- zoom ----

    @staticmethod
    def _zoomable(state, zoom) -> bool:
        if zoom == "offer":
            return bool(state.auction) or state.phase == "winter_select"
        return isinstance(zoom, tuple) and zoom[0] == "village" and zoom[1] in range(state.n)

    def _zoomed(self, surface, ctx, state, viewer, middle: pygame.Rect, preview) -> None:
        """The zoomed part alone between the header and the screen bar, at ZOOM times the scale
        (and larger if its room allows), with a note saying how to go back."""
        big = replace(ctx, u=ctx.u * ZOOM)
        if self.zoomed == "offer":
            used, self.offer_name_px = draw_offer(surface, big, state, viewer, middle, fill=True)
            self.areas["offer"] = pygame.Rect(middle.x, middle.y, middle.w, used)
        else:
            p = self.zoomed[1]
            radius = village_radius(big, state, p, middle, preview)
            self.village_name_px[p] = draw_village(surface, big, state, p, middle, p in to_move(state), radius, preview)
            self.areas[self.zoomed] = middle
        text, size = "Zoomed in · Esc, Z or Ctrl+wheel down: the whole table", max(11, ctx.px(15))
        pill = pygame.Rect(0, 0, text_size(text, size)[0] + ctx.px(16), size + ctx.px(8))
        pill.bottomright = (middle.right - ctx.px(8), middle.bottom - ctx.px(6))
        pygame.draw.rect(surface, ctx.pal.table_dark, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, ctx.pal.panel_edge, pill, 1, border_radius=pill.h // 2)
        draw_text(surface, text, pill.center, size, ctx.pal.light_text)

    def area_at(self, pos):
        """The part of the table under `pos` that can be zoomed ("offer", ("village", p)) or None."""
        for name, rect in self.areas.items():
            if (name == "offer" or isinstance(name, tuple)) and rect.collidepoint(pos):
                return name
        return None

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

    def _villages(self, surface, ctx, state, viewer, rect: pygame.Rect, preview) -> None:
        """One panel per player.  In a private view of 3+ players the viewer's own village gets a
        large panel on the left (their resources are dragged there); the others share a grid."""
        n = state.n
        gap = ctx.px(6)
        movers = set(to_move(state))
        if state.phase != "place":
            self._place_grids = {}
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
                self.areas[("village", p)] = panel_rect
                self.village_name_px[p] = draw_village(surface, ctx, state, p, panel_rect, p in movers, radius, preview,
                                                       self._tray_slots(state, p))

    def _tray_slots(self, state, p: int) -> tuple:
        """The tiles `p` had to place when placing began, in order: each keeps its slot in the
        tray while the others are placed, so the next one stays under the mouse."""
        tiles = tuple(state.to_place[p] or ())
        held = self._trays.get(p, ())
        if not tiles:
            self._trays.pop(p, None)
            return ()
        if not set(tiles) <= set(held):
            self._trays[p] = held = tiles
        return held

    def _grid(self, ctx, state, players, rect: pygame.Rect, preview) -> tuple:
        """(radius, {player: panel}): the grid of panels that gives the largest common hex radius.

        While tiles are placed the grid stays as it was when placing began, so a placement
        elsewhere never moves a panel (and its tray) from under the mouse."""
        key = (tuple(players), tuple(rect))
        if state.phase == "place" and key in self._place_grids:
            panels = self._place_grids[key]
            return min(village_radius(ctx, state, p, panels[p], preview) for p in players), panels
        best = self._best_grid(ctx, state, players, rect, preview)
        if state.phase == "place":
            self._place_grids[key] = best[1]
        return best

    def _best_grid(self, ctx, state, players, rect: pygame.Rect, preview) -> tuple:
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
        return tooltip_text(self.comps, target, state, self.users)
