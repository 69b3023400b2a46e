"""Shared rules for putting workers on or beside a tile: colour locks and moved outbid groups.

Rulebook, Bidding 2: "All workers used in bidding for a tile must be of the same colour as any
other workers surrounding the tile (as part of a bid) or on the tile (which have been placed to
use that tile)."  Bidding 5: "If workers are outbid, they can be moved elsewhere but must remain
together. When moving outbid workers, a player may supplement these workers with other losing
workers or with workers from behind their screen."
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS
from keydesk.rules.errors import IllegalAction
from keydesk.rules.state import BidEntry


def tile_name(comps, tile: str) -> str:
    spec = comps.tiles.get(tile)
    return spec.name if spec else tile


def tile_colour(state, tile: str):
    """The colour every later bid and use of this tile must follow, or None if it is untouched."""
    usage = state.uses.get(tile)
    if usage:
        return usage.colour
    for entry in state.bids.get(tile) or ():
        if entry and not entry.flat:
            return entry.colour
    return None


def has_power(state, comps, player: int, power: str) -> bool:
    """Does the player own the summer boat with this power (in the village or just won)?

    The rules ask this for every bid, use and placement, so it looks up the few tiles that
    carry the power instead of reading the whole village."""
    found = _POWER_TILES.get(id(comps))  # _power_tiles, its memo read here: asked every step
    table = found[1] if found is not None and found[0] is comps else _power_tiles(comps)
    placed, waiting = state.placed, state.to_place[player]
    for tile in table.get(power, ()):
        where = placed.get(tile)
        if (where is not None and where[0] == player) or tile in waiting:
            return True
    return False


def _power_tiles(comps) -> dict:
    """{power: the tiles that carry it}, read once per set of components."""
    found = _POWER_TILES.get(id(comps))
    if found is None or found[0] is not comps:
        table = {}
        for tile, spec in comps.tiles.items():
            if spec.power:
                table.setdefault(spec.power, []).append(tile)
        if len(_POWER_TILES) >= 4:  # a few sets of components at most (load_components keeps four)
            _POWER_TILES.clear()
        found = _POWER_TILES[id(comps)] = (comps, table)
    return found[1]


_POWER_TILES: dict = {}  # id(components) -> (components, _power_tiles table)


def is_losing(state, tile: str, player: int) -> bool:
    entries = state.bids.get(tile)
    mine = entries[player] if entries else None
    if not mine:
        return False
    return any(e and e.count > mine.count for p, e in enumerate(entries) if p != player)


def check_sources(state, comps, player: int, workers, sources, dest: str) -> dict:
    """Validate a move of outbid groups plus screen workers; returns the screen workers needed."""
    if not sources and len(workers) == 1:  # the common case: one colour, all from the screen
        colour, count = workers[0]
        have = state.screens[player].get(colour)
        if have is not None and count > 0:
            if count > have:
                raise IllegalAction(f"You have only {have} {colour} workers behind your screen.")
            return {colour: count}
    from_groups = dict.fromkeys(COLOURS, 0)
    if len(set(sources)) != len(sources):
        raise IllegalAction("Each outbid group can be named only once.")
    for src in sources:
        if src == dest:
            raise IllegalAction("Outbid workers must move elsewhere, not onto the tile they were outbid on.")
        entry = state.bid_of(src, player) if src in state.bids else None
        if not entry:
            raise IllegalAction(f"You have no bid on the {tile_name(comps, src)} to move.")
        if not is_losing(state, src, player):
            raise IllegalAction(
                f"Your bid on the {tile_name(comps, src)} is winning: a winning bid can never be taken back."
            )
        from_groups[entry.colour] += entry.count
    arriving = dict(workers)
    need = {}
    for colour in COLOURS:
        extra = arriving.get(colour, 0) - from_groups[colour]
        if extra < 0:
            raise IllegalAction(
                "Outbid workers must stay together: the whole group moves, so count all of them "
                f"({from_groups[colour]} {colour}) among the arriving workers."
            )
        if extra > state.screens[player][colour]:
            raise IllegalAction(
                f"You have only {state.screens[player][colour]} {colour} workers behind your screen."
            )
        if extra:
            need[colour] = extra
    return need


def screen_need(state, player: int, workers, sources) -> dict:
    """The screen workers a legal bid or use takes (what `check_sources` returns, unchecked):
    the arriving workers less the outbid groups moved with them."""
    if not sources:
        return dict(workers)
    need = dict(workers)
    for src in sources:
        entry = state.bids[src][player]
        need[entry.colour] -= entry.count
    return {colour: k for colour, k in need.items() if k}


def take_workers(state, player: int, need: dict, sources) -> None:
    """Remove the screen workers and the moved groups (after check_sources accepted them)."""
    for colour, k in need.items():
        state.screens[player][colour] -= k
        state.note_screen(player, colour, -k)
    for src in sources:
        entries = list(state.bids[src])
        entries[player] = None
        state.bids[src] = tuple(entries)
        stand_up_flat_bids(state, src)


def stand_up_flat_bids(state, tile: str) -> None:
    """Summer boat 4a: once no standing worker is left on or around a tile, lying bids stand up."""
    entries = state.bids.get(tile)
    if not entries or tile in state.uses:
        return
    if any(e and not e.flat for e in entries):
        return
    if any(e and e.flat for e in entries):
        state.bids[tile] = tuple(BidEntry(e.colour, e.count, False) if e else None for e in entries)
