"""Where a won tile may go (keydesk/rules/fitting.py, ruling R1): every touching edge matches,
road to road, field to field, water to water, a boat relaxing the river but never a road; and
the placement generator (fitting.spots_of, read from the village's tiles outwards through a
per-tile memo) finds exactly what the plain rule finds hex by hex."""

import random

from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.fitting import ALL_ROTATIONS, _fitting, neighbour_edges, relaxes_river, rotations_fitting, spots_of
from keydesk.rules.hexgrid import DIRECTIONS, frontier
from keydesk.rules.workers import has_power


R, F, W = "road", "field", "water"
HOME = (R, R, R, R, R, W)  # printed edges, rotation 0: the river leaves by the top-left edge
ALL_ROAD, ALL_FIELD = (R,) * 6, (F,) * 6
BOAT = (F, W, F, F, W, F)  # water on 1 and 4


def around(village: dict, pos, boats=()) -> tuple:
    """The neighbourhood of the empty hex `pos` as the game reads it (fitting.neighbour_edges):
    (direction, the neighbour's edge facing pos, the neighbour is a boat), for a village given
    as {position: edges at rotation 0}."""
    q, r = pos
    return tuple((d, village[(q + dq, r + dr)][(d + 3) % 6], (q + dq, r + dr) in boats)
                 for d, (dq, dr) in enumerate(DIRECTIONS) if (q + dq, r + dr) in village)


def fits(edges, village, pos, rot=0, boat=False, boats=()) -> bool:
    return rot in rotations_fitting(edges, boat, around(village, pos, boats))


def test_each_kind_of_edge_meets_only_its_own_kind():
    # A one-edge neighbourhood: the tile's edge 2 (rotation 0) faces the neighbour's edge 5.
    for mine in (R, F, W):
        for theirs in (R, F, W):
            edges = (F, F, mine, F, F, F)
            assert (0 in rotations_fitting(edges, False, ((2, theirs, False),))) == (mine == theirs)


def test_a_boat_relaxes_the_river_on_either_side_but_never_a_road():
    for boat_side in ("placed", "neighbour"):
        tile_is_boat, neighbour_is_boat = boat_side == "placed", boat_side == "neighbour"
        for mine, theirs, meets in [(W, F, True), (F, W, True), (W, W, True), (F, F, True), (R, R, True),
                                    (R, F, False), (F, R, False), (R, W, False), (W, R, False)]:
            edges = (F, F, mine, F, F, F)
            got = 0 in rotations_fitting(edges, tile_is_boat, ((2, theirs, neighbour_is_boat),))
            assert got == meets, (boat_side, mine, theirs)


def test_the_home_river_takes_water_or_a_boat_and_roads_take_roads():
    home = {(0, 0): HOME}
    # (0, -1) is top-left of home, across home's water edge 5; its edge 2 faces home.
    assert not fits(ALL_ROAD, home, (0, -1))
    assert fits((R, R, W, R, R, R), home, (0, -1))
    field_at_2 = (R, R, F, R, R, R)
    assert not fits(field_at_2, home, (0, -1))
    assert fits(field_at_2, home, (0, -1), boat=True)
    # Field beside road is refused, boat or not.
    assert not fits(ALL_FIELD, home, (1, 0))
    assert not fits(ALL_FIELD, home, (1, 0), boat=True)


def test_every_touching_neighbour_is_matched():
    # Home at (0,0) and an all-field tile at (1,0); (1,-1) touches home across its edge 3 (home's
    # edge 0, a road) and the field tile across its edge 2.
    village = {(0, 0): HOME, (1, 0): ALL_FIELD}
    assert fits((F, F, F, R, F, F), village, (1, -1))
    assert not fits(ALL_ROAD, village, (1, -1))  # road meets field at (1,0)
    assert not fits(ALL_FIELD, village, (1, -1))  # field meets road at home


def test_a_boat_turned_to_the_river_fits_and_never_beside_roads():
    home = {(0, 0): HOME}
    assert fits(BOAT, home, (0, -1), rot=1, boat=True)  # its river turned onto 2/5, facing home's
    assert not fits(BOAT, home, (1, 0), rot=1, boat=True)
    assert rotations_fitting(BOAT, True, around(home, (1, 0))) == ()


def plain_spots(state, comps, player, tile):
    """Every empty hex next to the village, in position order, with the turns at which the tile
    meets each touching edge (any turn anywhere if it fits nowhere, or with summer boat 2a):
    the rule asked directly."""
    spots = sorted(frontier(state.villages[player].keys()))
    if has_power(state, comps, player, "2a"):
        return [(q, r, ALL_ROTATIONS) for q, r in spots]
    found = []
    for q, r in spots:
        rots = tuple(_fitting(comps.tiles[tile].edges, relaxes_river(comps, tile),
                              neighbour_edges(state, comps, player, (q, r))))
        if rots:
            found.append((q, r, rots))
    return found or [(q, r, ALL_ROTATIONS) for q, r in spots]


def test_spots_of_is_the_rule_hex_by_hex():
    checked = 0
    for players, seed in [(2, 11), (3, 12), (4, 13), (5, 14), (6, 15)]:
        game = Game.new(players=players, seed=seed)
        chooser = random.Random(seed)
        state, comps = game.state, game.comps
        while state.phase != "over":
            if state.phase == "place":
                for p in to_move(state):
                    # Every tile of the box, not only those waiting: boats, homes and all kinds of edges.
                    tiles = chooser.sample(sorted(comps.tiles), 12) + state.to_place[p]
                    got = spots_of(state, comps, p, tiles)
                    for tile in tiles:
                        assert got[tile] == plain_spots(state, comps, p, tile), (seed, p, tile)
                        checked += 1
            p = chooser.choice(to_move(state))
            step(state, comps, chooser.choice(legal_actions(state, comps, p)))
    assert checked > 500
