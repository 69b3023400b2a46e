"""Hex geometry for the villages: pointy-top hexes in axial coordinates (q, r).

Directions and edges share one index, 0..5, clockwise from the top-right edge::

          5 /\\ 0            d  name          neighbour of (q, r)
           /  \\             0  top-right     (q+1, r-1)
        4 |    | 1          1  right         (q+1, r)
           \\  /             2  bottom-right  (q,   r+1)
          3 \\/ 2            3  bottom-left   (q-1, r+1)
                            4  left          (q-1, r)
                            5  top-left      (q,   r-1)

Screen y grows downwards, so r-1 is the row above.  A tile's edges are a 6-tuple of
"road" / "field" / "water" in that order as printed (rotation 0).  Turning a tile clockwise by
``rot`` steps moves the edge printed at index i to world direction (i + rot) % 6.

Edge d of the hex lies between corner d and corner d+1 of :func:`corners` (corner 0 is the top
point), so the UI can draw edge d from those two points.

Pure Python: nothing here imports pygame.
"""

from __future__ import annotations

import math
from typing import Collection, Iterable, Mapping, Sequence, Tuple, Union

Pos = Tuple[int, int]

ROAD, FIELD, WATER = "road", "field", "water"
EDGE_KINDS = (ROAD, FIELD, WATER)

DIRECTIONS: Tuple[Tuple[int, int], ...] = (
    (1, -1),   # 0 top-right
    (1, 0),    # 1 right
    (0, 1),    # 2 bottom-right
    (-1, 1),   # 3 bottom-left
    (-1, 0),   # 4 left
    (0, -1),   # 5 top-left
)

_DIRECTION_OF = {delta: d for d, delta in enumerate(DIRECTIONS)}
_SQRT3 = math.sqrt(3.0)


def _check_direction(d: int) -> None:
    if not (isinstance(d, int) and 0 <= d < 6):
        raise ValueError(f"a hex direction is 0..5, got {d!r}")


def neighbour(pos: Sequence[int], d: int) -> Pos:
    """The hex next to ``pos`` across edge ``d``."""
    _check_direction(d)
    dq, dr = DIRECTIONS[d]
    return (pos[0] + dq, pos[1] + dr)


def neighbours(pos: Sequence[int]) -> list:
    """The six hexes next to ``pos``, in direction order 0..5."""
    q, r = pos[0], pos[1]
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def opposite(d: int) -> int:
    """The direction pointing back: the edge of the neighbour that touches edge ``d``."""
    _check_direction(d)
    return (d + 3) % 6


def direction_between(a: Sequence[int], b: Sequence[int]):
    """The direction d with ``neighbour(a, d) == b``, or None if a and b are not adjacent."""
    return _DIRECTION_OF.get((b[0] - a[0], b[1] - a[1]))


def distance(a: Sequence[int], b: Sequence[int]) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# ---- Edges and rotation ----

def _check_edges(edges: Sequence[str]) -> None:
    if len(edges) != 6:
        raise ValueError(f"a hex tile has 6 edges, got {len(edges)}: {tuple(edges)!r}")


def rotate_edges(edges: Sequence[str], rot: int) -> tuple:
    """World edges of a tile turned clockwise by ``rot`` steps.

    The edge shown at world direction d is ``edges[(d - rot) % 6]``.  ``rot`` is normally 0..5;
    any integer is taken modulo 6.
    """
    memo = type(edges) is tuple
    if memo:
        hit = _ROTATED.get((edges, rot))
        if hit is not None:
            return hit
    _check_edges(edges)
    turned = tuple(edges[(d - rot) % 6] for d in range(6))
    if memo and len(_ROTATED) < 4096:  # a few hundred tile edges and turns recur all game
        _ROTATED[(edges, rot)] = turned
    return turned


_ROTATED: dict = {}


def edge_at(edges: Sequence[str], rot: int, d: int) -> str:
    """The edge a tile turned clockwise by ``rot`` shows at world direction ``d``."""
    _check_direction(d)
    _check_edges(edges)
    return edges[(d - rot) % 6]


# ---- Villages ----

def frontier(occupied: Union[Mapping[Pos, object], Collection[Pos], Iterable[Pos]]) -> set:
    """Empty positions next to the village.  ``occupied`` is a mapping keyed by position or any
    collection of positions."""
    taken = {(p[0], p[1]) for p in occupied}
    spots = set()
    for pos in taken:  # each hex's six neighbours are remembered: the bots ask this every placement
        around = _AROUND.get(pos)
        if around is None:
            if len(_AROUND) > 10_000:
                _AROUND.clear()
            around = _AROUND[pos] = tuple(neighbours(pos))
        spots.update(around)
    spots -= taken
    return spots


_AROUND: dict = {}  # position -> its six neighbours, in direction order


# ---- Pixels (for the UI; pure arithmetic) ----

def to_pixel(pos: Sequence[int], size: float) -> tuple:
    """Centre of hex ``pos`` for pointy-top hexes of circumradius ``size``; (0, 0) maps to (0, 0)."""
    q, r = pos[0], pos[1]
    return (size * _SQRT3 * (q + r / 2.0), size * 1.5 * r)


def corners(center: Sequence[float], size: float) -> list:
    """The 6 corner points of a pointy-top hex: the top corner first, then clockwise on screen.

    Edge d runs from ``corners[d]`` to ``corners[(d + 1) % 6]``.
    """
    cx, cy = center[0], center[1]
    points = []
    for i in range(6):
        angle = math.radians(-90 + 60 * i)
        points.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return points
