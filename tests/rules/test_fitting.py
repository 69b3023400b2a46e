"""The placement generator (fitting.spots_of, read from the village's tiles outwards through
a per-tile memo) finds exactly what the plain rule finds hex by hex."""

import random

from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.fitting import ALL_ROTATIONS, _fitting, neighbour_edges, relaxes_river, spots_of
from keydesk.rules.hexgrid import frontier
from keydesk.rules.workers import has_power


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
