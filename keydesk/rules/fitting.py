"""Where a won tile may go in a village (rulebook: Expanding the villages).

A new tile must touch the village, and every touching edge must match: road to road, field to
field, water to water, with the river relaxed where a boat or summer boat is involved; summer
boat 2a lets its owner ignore the edges.  The move generator lists every fitting spot and turn
each time a tile waits to be placed, so a neighbourhood's fitting turns are remembered.
"""

from __future__ import annotations

from .errors import IllegalAction
from .hexgrid import DIRECTIONS, ROAD, frontier
from .placing import has_power, tile_name


def _boats(comps) -> frozenset:
    """The tiles that relax the river where they touch (boats and summer boats), read once per
    set of components."""
    found = _BOATS.get(id(comps))
    if found is None or found[0] is not comps:
        boats = frozenset(t for t, spec in comps.tiles.items() if spec.kind == "boat" or spec.power is not None)
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
    """The rotations 0-5 at which a tile's edges meet every touching edge (hexgrid.edges_match).

    Memoised: the same tile meets the same few neighbourhoods over and over in bot playouts.
    """
    key = (edges, boat, around)
    ok = _FITTING.get(key)
    if ok is None:
        if len(_FITTING) > 100_000:
            _FITTING.clear()
        ok = _FITTING[key] = tuple(_fitting(edges, boat, around))
    return ok


_FITTING: dict = {}


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
    edges_around = _edges_around(state, comps, player, boats)
    spots = sorted(edges_around)
    anywhere = [(q, r, ALL_ROTATIONS) for q, r in spots]
    arounds = [(q, r, edges_around[(q, r)]) for q, r in spots]
    out = {}
    for tile in tiles:
        edges, boat = comps.tiles[tile].edges, tile in boats
        ok = []
        for q, r, around in arounds:
            rots = _FITTING.get((edges, boat, around))  # rotations_fitting, its memo read here
            if rots is None:
                rots = rotations_fitting(edges, boat, around)
            if rots:
                ok.append((q, r, rots))
        out[tile] = ok or anywhere
    return out


def _edges_around(state, comps, player: int, boats) -> dict:
    """{every empty hex next to the village: its `neighbour_edges`}, read from the village's
    tiles outwards: there are fewer of them than empty hexes around them, and the hexes they
    reach are the village's `frontier`."""
    village = state.villages[player]
    tiles, placed = comps.tiles, state.placed
    found = {}
    for (q, r), tile in village.items():
        edges, rot, boat = tiles[tile].edges, placed[tile][2], tile in boats
        for d, dq, dr in _AROUND:
            spot = (q + dq, r + dr)
            if spot not in village:
                # Seen from the spot this tile lies in direction d + 3, showing its edge d.
                entry = ((d + 3) % 6, edges[(d - rot) % 6], boat)
                listed = found.get(spot)
                if listed is None:
                    found[spot] = [entry]
                else:
                    listed.append(entry)
    return {spot: tuple(sorted(entries)) for spot, entries in found.items()}


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
