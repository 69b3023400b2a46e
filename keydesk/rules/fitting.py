"""Where a won tile may go in a village (rulebook: Expanding the villages).

A new tile must touch the village, and every touching edge must match: road to road, field to
field, water to water, with the river relaxed where a boat or summer boat is involved; summer
boat 2a lets its owner ignore the edges.  The move generator lists every fitting spot and turn
each time a tile waits to be placed, so a neighbourhood's fitting turns are remembered.
"""

from __future__ import annotations

from keydesk.rules.errors import IllegalAction
from keydesk.rules.hexgrid import DIRECTIONS, ROAD, frontier
from keydesk.rules.workers import has_power, tile_name


def _boats(comps) -> frozenset:
    """The tiles that relax the river where they touch (boats and summer boats), read once per
    set of components."""
    found = _BOATS.get(id(comps))
    if found is None or found[0] is not comps:
        boats = frozenset(t for t, spec in comps.tiles.items() if spec.kind == "boat" or spec.power is not None)
        if len(_BOATS) >= 4:  # a few sets of components at most (load_components keeps four)
            _BOATS.clear()
        found = _BOATS[id(comps)] = (comps, boats)
    return found[1]


_BOATS: dict = {}  # id(components) -> (components, _boats set)


def relaxes_river(comps, tile: str) -> bool:
    """Is the tile a boat or summer boat, so that water need not meet water where it touches?"""
    return tile in _boats(comps)
_AROUND = tuple((d, dq, dr) for d, (dq, dr) in enumerate(DIRECTIONS))


def neighbour_edges(state, comps, player: int, pos, strict: bool = False) -> tuple:
    """((direction, the neighbour's edge facing pos, neighbour is a boat), ...) around an empty hex.

    `strict`: every neighbour is taken as no boat, so the water rule is relaxed only for the
    tile being placed (the bots' quick placement, which may miss a spot but never invents one)."""
    village = state.villages[player]
    tiles, placed = comps.tiles, state.placed
    boats = () if strict else _boats(comps)
    q, r = pos
    out = []
    for d, dq, dr in _AROUND:
        other = village.get((q + dq, r + dr))
        if other is not None:
            out.append((d, tiles[other].edges[(d + 3 - placed[other][2]) % 6], other in boats))
    return tuple(out)


def rotations_fitting(edges, boat: bool, around: tuple) -> tuple:
    """The rotations 0-5 at which a tile's edges meet every touching edge: road to road, field to
    field, water to water, and water to field as well where the tile or its neighbour is a boat
    (ruling R1); a road only ever meets a road.

    Memoised: the same tile meets the same few neighbourhoods over and over in bot playouts.
    """
    ok = _fits_of(edges, boat).get(around)
    if ok is None:
        ok = _remember(edges, boat, around)
    return ok


def _fits_of(edges, boat: bool) -> dict:
    """The memo of one kind of tile (its edges, whether it is a boat): {around: rotations}.
    Looked up once per tile, so each spot costs one lookup keyed by its neighbourhood alone."""
    fits = _FITTING.get((edges, boat))
    if fits is None:
        fits = _FITTING[(edges, boat)] = {}
    return fits


def _remember(edges, boat: bool, around: tuple) -> tuple:
    fits = _fits_of(edges, boat)
    if len(fits) > 20_000:  # a bounded memo: a tile kind meets a few hundred neighbourhoods
        fits.clear()
    ok = fits[around] = tuple(_fitting(edges, boat, around))
    return ok


_FITTING: dict = {}  # (edges, boat) -> {neighbour_edges tuple: fitting rotations}


def _fitting(edges, boat: bool, around: list) -> list:
    ok = []
    for rot in range(6):
        for d, theirs, other_boat in around:
            mine = edges[(d - rot) % 6]
            if mine != theirs and (mine == ROAD or theirs == ROAD or not (boat or other_boat)):
                break
        else:
            ok.append(rot)
    return ok


def placements(state, comps, player: int, tile: str) -> list:
    """Every legal (q, r, rot) for a won tile.

    Where no position matches every touching edge, any position next to the village is allowed
    (docs/rulings.md, 'A tile that fits nowhere').
    """
    return placements_of(state, comps, player, (tile,))[tile]


def placements_of(state, comps, player: int, tiles) -> dict:
    """`placements` for several tiles of one village, reading the empty spots' edges once."""
    return {tile: [(q, r, rot) for q, r, rots in where for rot in rots]
            for tile, where in spots_of(state, comps, player, tiles).items()}


ALL_ROTATIONS = (0, 1, 2, 3, 4, 5)


def spots_of(state, comps, player: int, tiles) -> dict:
    """{tile: [(q, r, the rotations it fits at there)]}: `placements_of` grouped by spot, in
    the same order (the move generator turns each spot's rotations into actions at once)."""
    if has_power(state, comps, player, "2a"):
        anywhere = [(q, r, ALL_ROTATIONS) for q, r in sorted(frontier(state.villages[player].keys()))]
        return {tile: anywhere for tile in tiles}
    boats = _boats(comps)
    arounds = _edges_around(state, comps, player, boats)
    out = {}
    for tile in tiles:
        edges, boat = comps.tiles[tile].edges, tile in boats
        fits = _fits_of(edges, boat)
        ok = []
        for q, r, around in arounds:
            rots = fits.get(around)
            if rots is None:
                rots = _remember(edges, boat, around)
            if rots:
                ok.append((q, r, rots))
        out[tile] = ok or [(q, r, ALL_ROTATIONS) for q, r, _ in arounds]
    return out


def _edges_around(state, comps, player: int, boats) -> list:
    """[(q, r, its `neighbour_edges`) for every empty hex next to the village], sorted by
    position.  Read from the village's tiles outwards (there are fewer of them than empty hexes
    around them, and the hexes they reach are the village's `frontier`), one direction at a
    time, so each hex's entries come in direction order as `neighbour_edges` lists them."""
    village = state.villages[player]
    tiles, placed = comps.tiles, state.placed
    shown = [(q, r, tiles[tile].edges, placed[tile][2], tile in boats) for (q, r), tile in village.items()]
    found = {}
    for d, dq, dr in _AROUND:  # the tile lies in direction d of the empty hex, showing its edge d + 3
        for q, r, edges, rot, boat in shown:
            spot = (q - dq, r - dr)
            if spot not in village:
                entry = (d, edges[(d + 3 - rot) % 6], boat)
                listed = found.get(spot)
                if listed is None:
                    found[spot] = [entry]
                else:
                    listed.append(entry)
    return [(q, r, tuple(entries)) for (q, r), entries in sorted(found.items())]


def check_place(state, comps, action) -> None:
    p, tile = action.player, action.tile
    if tile not in state.to_place[p]:
        raise IllegalAction(f"You have no {tile_name(comps, tile)} waiting to be placed.")
    spot = (action.q, action.r)
    fits = _touches(state.villages[p], spot) and (
        has_power(state, comps, p, "2a")
        or action.rot in rotations_fitting(comps.tiles[tile].edges, relaxes_river(comps, tile),
                                           neighbour_edges(state, comps, p, spot))
    )
    if not fits and (action.q, action.r, action.rot) not in placements(state, comps, p, tile):
        if (action.q, action.r) in state.villages[p]:
            raise IllegalAction("That space is taken: placed tiles never move.")
        if (action.q, action.r) not in frontier(state.villages[p].keys()):
            raise IllegalAction("A new tile must touch your village.")
        raise IllegalAction(
            "Every touching edge must match: road to road, no road to no road, water to water."
        )


def _touches(village: dict, spot) -> bool:
    """Is the empty hex `spot` next to the village (one of its `frontier` hexes)?"""
    if spot in village:
        return False
    q, r = spot
    return any((q + dq, r + dr) in village for dq, dr in DIRECTIONS)
