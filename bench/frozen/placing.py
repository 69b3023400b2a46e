"""FROZEN COPY (bench yardstick, commit dd0db70): the placement rule as keydesk/rules/hexgrid.py
stated it then, for the frozen playout's quick placement (the live rules find spots in
keydesk/rules/fitting.py)."""

from __future__ import annotations

from typing import Mapping, Sequence

from keydesk.rules.hexgrid import EDGE_KINDS, ROAD, Pos, _check_edges, neighbours


def edges_match(a: str, b: str, relaxed_water: bool = False) -> bool:
    """Whether two touching edges may meet.

    Road meets road, field meets field, water meets water.  With ``relaxed_water`` (a boat or
    summer boat is involved: the rulebook lets them ignore the river) water and field also meet
    each other; a road still only meets a road.
    """
    for e in (a, b):
        if e not in EDGE_KINDS:
            raise ValueError(f"an edge is one of {', '.join(EDGE_KINDS)}; got {e!r}")
    if a == b:
        return True
    return relaxed_water and a != ROAD and b != ROAD


def placement_ok(
    occupied: Mapping[Pos, Sequence[str]],
    pos: Sequence[int],
    world_edges: Sequence[str],
    relaxed_water: bool = False,
    ignore_edges: bool = False,
) -> bool:
    """Whether a tile showing ``world_edges`` (already rotated) may go at ``pos``.

    ``occupied`` maps each village position to the world edges of the tile there.  The hex must
    be empty and touch at least one tile, and every touching pair of edges must match
    (:func:`edges_match`); ``ignore_edges`` skips the matching (summer boat 2a).
    """
    _check_edges(world_edges)
    pos = (pos[0], pos[1])
    if pos in occupied:
        return False
    touching = False
    for d, nb in enumerate(neighbours(pos)):
        theirs = occupied.get(nb)
        if theirs is None:
            continue
        touching = True
        if ignore_edges:
            continue
        mine, other = world_edges[d], theirs[(d + 3) % 6]
        if (mine != other or mine not in EDGE_KINDS) and not edges_match(mine, other, relaxed_water):
            return False
    return touching
