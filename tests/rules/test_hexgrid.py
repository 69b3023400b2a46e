"""Hex geometry: directions, rotation, the village's frontier and pixel positions (the placement
rule itself is tested against the game's code in test_fitting.py)."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keydesk.rules.hexgrid import (
    DIRECTIONS, corners, direction_between, distance, edge_at, frontier, neighbour, neighbours, opposite,
    rotate_edges, to_pixel,
)

R, F, W = "road", "field", "water"
coords = st.integers(min_value=-60, max_value=60)
positions = st.tuples(coords, coords)
directions = st.integers(min_value=0, max_value=5)


# ---- directions and neighbours ----

def test_directions_are_clockwise_from_top_right():
    assert DIRECTIONS == ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))


def test_neighbour_each_direction():
    assert neighbour((2, 3), 0) == (3, 2)   # top-right
    assert neighbour((2, 3), 1) == (3, 3)   # right
    assert neighbour((2, 3), 2) == (2, 4)   # bottom-right
    assert neighbour((2, 3), 3) == (1, 4)   # bottom-left
    assert neighbour((2, 3), 4) == (1, 3)   # left
    assert neighbour((2, 3), 5) == (2, 2)   # top-left


def test_neighbours_in_direction_order():
    assert neighbours((0, 0)) == [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
    assert neighbours((-2, 5)) == [(-1, 4), (-1, 5), (-2, 6), (-3, 6), (-3, 5), (-2, 4)]


def test_neighbour_accepts_lists_and_returns_tuples():
    assert neighbour([0, 0], 1) == (1, 0)
    assert neighbours([0, 0])[0] == (1, -1)


@pytest.mark.parametrize("bad", [-1, 6, 7, 1.0, None])
def test_neighbour_rejects_bad_direction(bad):
    with pytest.raises(ValueError):
        neighbour((0, 0), bad)


def test_opposite():
    assert [opposite(d) for d in range(6)] == [3, 4, 5, 0, 1, 2]


def test_direction_between():
    assert direction_between((0, 0), (1, -1)) == 0
    assert direction_between((0, 0), (0, 1)) == 2
    assert direction_between((0, 0), (0, -1)) == 5
    assert direction_between((4, -2), (3, -1)) == 3
    assert direction_between((0, 0), (0, 0)) is None
    assert direction_between((0, 0), (2, 0)) is None
    assert direction_between((0, 0), (1, 1)) is None


@given(positions, directions)
def test_neighbour_round_trips(pos, d):
    nb = neighbour(pos, d)
    assert direction_between(pos, nb) == d
    assert direction_between(nb, pos) == opposite(d)
    assert neighbour(nb, opposite(d)) == pos
    assert distance(pos, nb) == 1


def test_distance():
    assert distance((0, 0), (0, 0)) == 0
    assert distance((0, 0), (2, -1)) == 2
    assert distance((0, 0), (3, -3)) == 3
    assert distance((-1, 2), (2, 0)) == 3


# ---- rotation ----

PRINTED = ("a0", "b1", "c2", "d3", "e4", "f5")   # distinct labels so every position is visible


@pytest.mark.parametrize("rot, expected", [
    (0, ("a0", "b1", "c2", "d3", "e4", "f5")),
    (1, ("f5", "a0", "b1", "c2", "d3", "e4")),
    (2, ("e4", "f5", "a0", "b1", "c2", "d3")),
    (3, ("d3", "e4", "f5", "a0", "b1", "c2")),
    (4, ("c2", "d3", "e4", "f5", "a0", "b1")),
    (5, ("b1", "c2", "d3", "e4", "f5", "a0")),
])
def test_rotate_edges_all_six(rot, expected):
    assert rotate_edges(PRINTED, rot) == expected
    assert tuple(edge_at(PRINTED, rot, d) for d in range(6)) == expected


def test_rotation_turns_clockwise():
    # The home tile's river (printed on edge 5, top-left) turned one step clockwise
    # faces top-right (0); two steps, right (1).
    home = (R, R, R, R, R, W)
    assert rotate_edges(home, 1).index(W) == 0
    assert rotate_edges(home, 2).index(W) == 1
    assert rotate_edges(home, 0) == home


def test_rotate_edges_takes_rot_modulo_6_and_returns_tuple():
    assert rotate_edges(list(PRINTED), 6) == PRINTED
    assert rotate_edges(PRINTED, -1) == rotate_edges(PRINTED, 5)
    assert isinstance(rotate_edges(list(PRINTED), 0), tuple)


def test_rotate_edges_needs_six_edges():
    with pytest.raises(ValueError):
        rotate_edges((R, R, R), 0)


@given(st.integers(0, 5), st.integers(0, 5))
def test_rotations_compose(a, b):
    assert rotate_edges(rotate_edges(PRINTED, a), b) == rotate_edges(PRINTED, (a + b) % 6)


# ---- frontier ----

HOME = (R, R, R, R, R, W)  # printed edges, rotation 0
ALL_ROAD = (R,) * 6

def test_frontier_single_tile():
    assert frontier({(0, 0): HOME}) == set(neighbours((0, 0)))


def test_frontier_two_tiles():
    spots = frontier({(0, 0): HOME, (1, 0): ALL_ROAD})
    assert spots == {(1, -1), (0, 1), (-1, 1), (-1, 0), (0, -1), (2, -1), (2, 0), (1, 1)}
    assert (0, 0) not in spots and (1, 0) not in spots


def test_frontier_accepts_keys_or_positions():
    v = {(0, 0): HOME, (1, 0): ALL_ROAD}
    assert frontier(v.keys()) == frontier(v) == frontier([(0, 0), (1, 0)])
    assert frontier({}) == set()


@given(st.sets(positions, min_size=1, max_size=12))
def test_frontier_is_exactly_the_empty_adjacent_hexes(taken):
    spots = frontier(taken)
    assert not spots & taken
    for s in spots:
        assert any(nb in taken for nb in neighbours(s))
    for p in taken:
        for nb in neighbours(p):
            assert nb in taken or nb in spots


# ---- pixels ----

def test_to_pixel_known_values():
    s3 = math.sqrt(3)
    assert to_pixel((0, 0), 10) == (0.0, 0.0)
    assert to_pixel((1, 0), 10) == pytest.approx((10 * s3, 0.0))
    assert to_pixel((0, 1), 10) == pytest.approx((5 * s3, 15.0))
    assert to_pixel((1, -1), 10) == pytest.approx((5 * s3, -15.0))   # top-right is up and right
    assert to_pixel((-1, 1), 10) == pytest.approx((-5 * s3, 15.0))


def test_neighbour_directions_match_screen_directions():
    for d, (ex, ey) in enumerate([(1, -1), (1, 0), (1, 1), (-1, 1), (-1, 0), (-1, -1)]):
        x, y = to_pixel(neighbour((0, 0), d), 10)
        assert (x > 0) == (ex > 0) and (x < 0) == (ex < 0)
        assert (y > 1e-9) == (ey > 0) and (y < -1e-9) == (ey < 0)


def test_corners_start_at_top_and_go_clockwise():
    pts = corners((100, 50), 10)
    h = 10 * math.sqrt(3) / 2
    expected = [(100, 40), (100 + h, 45), (100 + h, 55), (100, 60), (100 - h, 55), (100 - h, 45)]
    assert len(pts) == 6
    for got, want in zip(pts, expected):
        assert got == pytest.approx(want)


def test_edge_d_lies_between_corners_d_and_d_plus_1():
    size = 30
    centre = to_pixel((0, 0), size)
    pts = corners(centre, size)
    for d in range(6):
        (x1, y1), (x2, y2) = pts[d], pts[(d + 1) % 6]
        mid = ((x1 + x2) / 2, (y1 + y2) / 2)
        nx, ny = to_pixel(neighbour((0, 0), d), size)
        # The edge midpoint is halfway between the two centres.
        assert mid == pytest.approx(((centre[0] + nx) / 2, (centre[1] + ny) / 2))
