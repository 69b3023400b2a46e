"""The panels around the tiles: the header, the boat row, and the viewer's screen bar.

The header answers "where are we": season and phase, who must act, the start player, and the
common supplies (bag, green workers, resources, skill pile).  The screen bar is the viewer's
own hand — workers by colour, skills and winter tiles — and the only place their hidden
workers appear; each colour there is a drag source ("screen" target).
"""

from __future__ import annotations

import pygame

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.engine import to_move

from keydesk.ui.drawing.base import Target
from keydesk.ui.drawing.hexes import mix, shade
from keydesk.ui.drawing.icons import counted_items, draw_row, fitting_height, readable_row, row_width, start_marker, words_px
from keydesk.ui.drawing.labels import side_items
from keydesk.ui.fonts import draw_text, fit_label, fit_lines, fit_size, font, text_size

PHASE_TEXT = {
    "actions": "bidding and using tiles",
    "boats": "choosing boats",
    "place": "placing new tiles",
    "winter_select": "choosing winter tiles",
    "flipper": "the Flipper's free upgrade",
}


def panel(surface, ctx, rect, fill=None, radius: int | None = None) -> None:
    """A dark board laid on the table, with a lighter rim."""
    pal = ctx.pal
    r = ctx.px(8) if radius is None else radius
    pygame.draw.rect(surface, fill or pal.panel, rect, border_radius=r)
    pygame.draw.rect(surface, pal.panel_edge, rect, 1, border_radius=r)


def chip_size(ctx, h: float) -> int:
    """A name tag's font: as the tag's height allows, never below the size that reads."""
    return max(ctx.read, int(h * 0.78))


def chip_width(ctx, state, p: int, h: float) -> int:
    return round(text_size(state.names[p], chip_size(ctx, h), True)[0] + h * 0.7)


def player_chip(surface, ctx, state, p: int, pos, h: float, anchor: str = "midleft") -> pygame.Rect:
    """A name tag in the player's colour."""
    pal = ctx.pal
    name = state.names[p]
    size = ctx.wrote("player names", chip_size(ctx, h))
    rect = pygame.Rect(0, 0, chip_width(ctx, state, p, h), round(h))
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    colour = pal.player(p)
    pygame.draw.rect(surface, colour, rect, border_radius=rect.h // 3)
    pygame.draw.rect(surface, shade(colour, 0.55), rect, 1, border_radius=rect.h // 3)
    draw_text(surface, name, rect.center, size, pal.ink_on(colour), bold=True)
    return rect


def _counted_row(kind: str, counts: dict, names) -> list:
    items = []
    for name in names:
        items += [(kind, name), ("text", str(counts[name]))]
    return items


def draw_header(surface, ctx, state, rect: pygame.Rect) -> None:
    pal = ctx.pal
    panel(surface, ctx, rect)
    h = rect.h
    y = rect.centery
    x = rect.x + ctx.px(8)
    season = state.season  # "over" once the game has ended
    banner_text = "GAME OVER" if season == "over" else season.upper()
    size = int(h * 0.56)
    bw = text_size(banner_text, size, True)[0] + ctx.px(24)
    banner = pygame.Rect(x, rect.y + ctx.px(4), bw, h - ctx.px(8))
    tint = pal.seasons.get(season, pal.gold_border)
    pygame.draw.rect(surface, tint, banner, border_radius=ctx.px(6))
    pygame.draw.rect(surface, shade(tint, 0.6), banner, 2, border_radius=ctx.px(6))
    draw_text(surface, banner_text, banner.center, size, shade(tint, 0.3), bold=True)
    x = banner.right + ctx.px(10)
    small = int(h * 0.46)
    if state.phase != "over":
        x = draw_text(surface, PHASE_TEXT[state.phase], (x, y), small, pal.light_text, anchor="midleft").right
        x += ctx.px(16)
    movers = to_move(state)
    if movers:
        x = draw_text(surface, "to act:", (x, y), small, pal.dim_text, anchor="midleft").right + ctx.px(6)
        limit = rect.x + rect.w * 0.55  # leave the right side to the supplies
        for i, p in enumerate(movers):
            if x + chip_width(ctx, state, p, h * 0.62) > limit:
                x = draw_text(surface, f"+{len(movers) - i}", (x, y), small, pal.light_text, anchor="midleft").right
                break
            x = player_chip(surface, ctx, state, p, (x, y), h * 0.62).right + ctx.px(4)
        x += ctx.px(12)
    x = draw_text(surface, "start:", (x, y), small, pal.dim_text, anchor="midleft").right + ctx.px(4)
    start_marker(surface, pal, (x + h * 0.25, y + h * 0.04), h * 0.56)
    x = player_chip(surface, ctx, state, state.purple, (x + h * 0.55, y), h * 0.62).right
    _draw_supplies(surface, ctx, state, rect, x + ctx.px(16))


def _draw_supplies(surface, ctx, state, rect, left: int) -> None:
    """Bag, greens, resource supply and skill pile, right-aligned in the header."""
    pal = ctx.pal
    h = rect.h * 0.5
    items = [("text", "bag"), ("worker", "bag"), ("text", str(state.bag_count())), ("text", "  "),
             ("worker", "green"), ("text", str(state.greens)), ("text", "  ")]
    items += _counted_row("res", state.supply, RESOURCES)
    items += [("text", "  skills"), ("skill", "any"), ("text", str(state.pile_count()))]
    h = fitting_height(items, h, rect.right - left - ctx.px(10), 8, 0.92)
    width = row_width(items, h)
    draw_row(surface, pal, items, (rect.right - ctx.px(10) - width, rect.centery), h, ink=pal.light_text,
             anchor="midleft")


# ---- boats ----

def draw_boat(surface, ctx, state, boat: str, rect: pygame.Rect) -> None:
    """A boat card: hull and sail, name, cargo (workers and skills) and its end-game scoring.
    The name and the scoring's words are written at a size that reads; on a narrow card the
    ship gives up its room to them (left out if need be)."""
    pal, spec = ctx.pal, ctx.comps.tiles[boat]
    panel(surface, ctx, rect, fill=mix(pal.seasons["boat"], pal.panel, 0.55), radius=ctx.px(6))
    h = rect.h
    name = spec.name
    name_px = max(ctx.read, min(int(h * 0.28), fit_size(name, h * 0.28, rect.w, True)))
    score = side_items(spec, spec.front)
    if spec.front.points:
        score = score + [("vp", spec.front.points)] if score else [("vp", spec.front.points)]
    needs = max(text_size(name, name_px, True)[0], row_width(score, h * 0.2, ctx.read) if score else 0)
    hull_w = max(0.0, min(h * 0.9, rect.w * 0.28, rect.w - ctx.px(14) - needs))
    if hull_w >= h * 0.35:  # a ship too small to see is left out
        hull = pygame.Rect(rect.x + ctx.px(4), rect.y + h * 0.16, hull_w, h * 0.7)
        _ship(surface, pal, hull)
        left = hull.right + ctx.px(6)
    else:
        left = rect.x + ctx.px(6)
    width = rect.right - left - ctx.px(4)
    shown, _ = fit_label(name, name_px, width, True, name_px)
    draw_text(surface, shown, (left, rect.y + h * 0.2), ctx.wrote("boat names", name_px), pal.light_text,
              anchor="midleft", bold=True)
    cargo = state.cargo.get(boat)
    if cargo is None:
        note = {"winter": "a village tile at the end", "over": "not chosen"}.get(state.season, "cargo taken")
        draw_text(surface, note, (left, rect.y + h * 0.52), int(h * 0.22), pal.dim_text, anchor="midleft")
    else:
        workers, skills = cargo
        items = counted_items("worker", zip(COLOURS, workers))
        for sk, k in zip(SKILLS, skills):
            if k:
                items += [("skill", sk)] + ([("text", str(k))] if k > 1 else [])
        _fit_left(surface, ctx, items, (left, rect.y + h * 0.52), h * 0.26, width, pal.light_text)
    _fit_left(surface, ctx, score, (left, rect.y + h * 0.82), h * 0.2, width, pal.dim_text)
    ctx.regions.add(Target("boat", boat), rect)


def _fit_left(surface, ctx, items, pos, h: float, width: float, ink) -> None:
    """A left-aligned icon row, shrunk to fit; its words (a boat's scoring) at a size that reads."""
    items, h = readable_row(items, h, width, 7, ctx.read)
    if not items:
        return
    draw_row(surface, ctx.pal, items, pos, h, ink=ink, anchor="midleft", word_px=ctx.read)
    px = words_px(items, h, ctx.read)
    if px is not None:
        ctx.wrote("effect lines", px)


def _ship(surface, pal, box: pygame.Rect) -> None:
    """A little ship: a wooden hull, a mast and a sail on a band of water."""
    x, y, w, h = box
    pygame.draw.rect(surface, pal.water, (x, y + h * 0.78, w, h * 0.22), border_radius=3)
    hull = [(x, y + h * 0.6), (x + w, y + h * 0.6), (x + w * 0.82, y + h * 0.85), (x + w * 0.16, y + h * 0.85)]
    pygame.draw.polygon(surface, (120, 76, 40), hull)
    pygame.draw.polygon(surface, (60, 38, 20), hull, 1)
    pygame.draw.line(surface, (70, 48, 30), (x + w * 0.5, y + h * 0.6), (x + w * 0.5, y), 2)
    sail = [(x + w * 0.54, y + h * 0.04), (x + w * 0.54, y + h * 0.52), (x + w * 0.92, y + h * 0.52)]
    pygame.draw.polygon(surface, (246, 240, 226), sail)
    pygame.draw.polygon(surface, (150, 140, 120), sail, 1)


# ---- the viewer's screen ----

def draw_screen_bar(surface, ctx, state, viewer, rect: pygame.Rect, status: str) -> None:
    """The viewer's screen (workers by colour, skills) and the status line."""
    pal = ctx.pal
    panel(surface, ctx, rect)
    h = rect.h
    x = rect.x + ctx.px(10)
    free_left = x
    if viewer is not None and state.screens[viewer] is not None:
        chip = player_chip(surface, ctx, state, viewer, (x, rect.y + h * 0.3), h * 0.34)
        draw_text(surface, "screen", (chip.right + ctx.px(6), chip.centery), int(h * 0.3), pal.dim_text,
                  anchor="midleft")
        token = h * 0.42
        cell = token * 2.3
        y = rect.y + h * 0.7
        for i, colour in enumerate(COLOURS):
            k = state.screens[viewer][colour]
            box = pygame.Rect(round(x + i * cell), round(y - token * 0.62), round(cell - ctx.px(4)),
                              round(token * 1.24))
            fill = mix(pal.worker(colour), pal.panel, 0.7 if k else 0.9)
            pygame.draw.rect(surface, fill, box, border_radius=ctx.px(5))
            pygame.draw.rect(surface, mix(pal.worker(colour), pal.panel, 0.3 if k else 0.75), box, 1,
                             border_radius=ctx.px(5))
            ink = pal.light_text if k else pal.dim_text
            draw_row(surface, pal, [("worker", colour), ("text", str(k))], box.center, token, ink=ink)
            ctx.regions.add(Target("screen", None, viewer, colour), box)
        x += 4 * cell + ctx.px(6)
        skills = state.skills[viewer]
        items = []
        for sk in SKILLS:
            items += [("skill", sk), ("text", str(skills[sk]))]
        x = draw_row(surface, pal, items, (x, y), token * 0.9, ink=pal.light_text, anchor="midleft").right
        x = _winter_strip(surface, ctx, state, viewer, x + ctx.px(14), rect)
        free_left = x + ctx.px(14)
    else:
        draw_text(surface, "Public view: every screen shows only its count", (x, rect.y + h * 0.5), int(h * 0.3),
                  pal.dim_text, anchor="midleft")
        free_left = rect.x + rect.w // 2
    if status:
        _status(surface, ctx, status, pygame.Rect(free_left, rect.y, rect.right - ctx.px(12) - free_left, h))


def _winter_strip(surface, ctx, state, viewer, x: float, rect: pygame.Rect) -> float:
    """The viewer's own winter hand, dealt at set-up and theirs to plan with all game: a tag
    for each tile by the screen, its name in letters as large as the bar allows (cut short with
    "..." if need be: the tooltip of these "hand" targets gives the tile whole).  A hex here
    would be too small for its name to be read.  Views hide the other hands, so only the owner
    ever sees these.  Returns the right edge used."""
    hand = state.winter_hands[viewer] if state.winter_hands[viewer] is not None else []
    if not hand:
        return x
    pal, h = ctx.pal, rect.h
    label = draw_text(surface, "winter hand", (x, rect.y + h * 0.17), max(11, int(h * 0.24)), pal.dim_text,
                      anchor="midleft")
    size = max(12, ctx.read)
    chosen = state.winter_chosen[viewer] or ()
    tag_w = max(ctx.px(100), max(text_size(ctx.comps.tiles[t].name, size, True)[0] for t in hand) + 8)
    tag_w = min(tag_w, (rect.right - x - ctx.px(220)) / len(hand) - ctx.px(6))  # the status line keeps room
    for tile in hand:
        tag = pygame.Rect(round(x), round(rect.y + h * 0.36), round(max(ctx.px(60), tag_w)), round(h * 0.5))
        picked = tile in chosen
        pygame.draw.rect(surface, pal.seasons["winter"], tag, border_radius=ctx.px(5))
        pygame.draw.rect(surface, pal.gold_border if picked else pal.ink_soft, tag, 3 if picked else 1,
                         border_radius=ctx.px(5))
        name, px = fit_label(ctx.comps.tiles[tile].name, size + 2, tag.w - 8, True, size)
        draw_text(surface, name, tag.center, px, pal.ink, bold=True)
        ctx.written["hand"] = min(px, ctx.written.get("hand", px))
        ctx.wrote("tile names", px)
        ctx.regions.add(Target("hand", tile, viewer), tag)
        x = tag.right + ctx.px(6)
    return max(label.right, x - ctx.px(6))


def _status(surface, ctx, status: str, box: pygame.Rect) -> None:
    """The status line, right-aligned in `box` (after the screen's last item): one line, two
    lines when it is long, never over the workers and skills."""
    lines, size = fit_lines(status, box.h * 0.34, box.w, box.h - ctx.px(6), bold=True, smallest=max(9, ctx.px(12)))
    step = font(size, True).get_linesize()
    top = box.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        draw_text(surface, line, (box.right, top + step * (i + 0.5)), size, ctx.pal.light_text, anchor="midright",
                  bold=True)


# ---- the season's results ----

def draw_season_summary(surface, ctx, lines, rect: pygame.Rect) -> int:
    """Between seasons (boats and placement, when nothing is on offer) a short panel tells what
    the season ended with: its first line as the title, the rest in columns, every line at a
    size that reads (a line too long for its column goes on two).  Lines the room cannot hold
    are left to the log, and the panel says how many.  Returns the height used."""
    if not lines:
        return 0
    pal = ctx.pal
    size = max(ctx.read, ctx.px(19))
    step = font(size).get_linesize()
    body = list(lines[1:])
    pad = ctx.px(8)
    inner = rect.w - 2 * pad
    widest = max(text_size(line, size)[0] for line in body) + ctx.px(24) if body else inner
    cols = max(1, min(3, int(inner // widest)))
    col_w = inner / cols
    rows = [fit_lines(line, size, col_w - ctx.px(12), 2 * step, smallest=size)[0] for line in body]
    per_col = -(-sum(len(r) for r in rows) // cols)
    height = min(rect.h, round(pad * 2 + step * (per_col + 1.2)))
    box = pygame.Rect(rect.x, rect.y, rect.w, height)
    panel(surface, ctx, box, fill=mix(pal.panel, pal.table, 0.35))
    title = draw_text(surface, lines[0], (box.x + pad, box.y + pad), ctx.wrote("season summary", size), pal.light_text,
                      anchor="topleft", bold=True)
    col, y = 0, box.y + pad + step * 1.2
    bottom = box.bottom - pad
    for k, parts in enumerate(rows):
        if y + step * len(parts) > bottom:
            col, y = col + 1, box.y + pad + step * 1.2
        if col >= cols:  # a short window: the rest is in the log
            more = f"and {len(rows) - k} more in the log"
            draw_text(surface, more, (box.right - pad, title.centery), size, pal.dim_text, anchor="midright")
            break
        for part in parts:
            draw_text(surface, part, (box.x + pad + col * col_w, y), size, pal.light_text, anchor="topleft")
            y += step
    return height
