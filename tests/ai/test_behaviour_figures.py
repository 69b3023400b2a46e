"""The habit figures of bench/behaviour.py, counted on a game played line by line."""

import pytest

from keydesk.rules.actions import parse_action
from keydesk.rules.hexgrid import neighbours
from tests.rules.helpers import finish_season, put_tile, two_player

from .helpers import load_bench


@pytest.fixture(scope="module")
def behaviour():
    return load_bench("behaviour")


def play(game, habits, line):
    """Play one notation line, telling the counter first, as bench/strength.py does."""
    action = parse_action(line)
    habits.see(game.state, action)
    game.apply(action)


def pass_out(game, habits):
    """Everyone passes until the season's actions end, each pass seen by the counter."""
    while game.phase == "actions":
        play(game, habits, f"P{game.to_move[0] + 1} pass")


def test_habits_of_a_whole_game(behaviour):
    g = two_player(winter_hands={"P1": ["scribes", "jeweller", "key_guild"],
                                 "P2": ["windmill", "scholar", "village_hall"]})
    habits = behaviour.Behaviour(2)
    play(g, habits, "P1 bid woodcutter 1 red")
    play(g, habits, "P2 use alehouse 1 yellow")      # on offer: lost unless P2 wins it
    play(g, habits, "P1 bid woodcutter 1 red")       # raising a bid nobody contested
    play(g, habits, "P2 bid keywood 1 red")
    play(g, habits, "P1 use keywood 1 red")          # on offer, P2 wins it: 1 worker lost
    play(g, habits, "P2 bid keywood 1 red")          # P2 raises its own winning bid too
    pass_out(g, habits)
    finish_season(g)
    while g.to_move != [1]:
        play(g, habits, f"P{g.to_move[0] + 1} pass")
    play(g, habits, "P2 use keywood 1 red")          # P2 uses its own tile in summer
    for _ in range(2):
        finish_season(g)
    play(g, habits, "P1 winter scribes jeweller")
    play(g, habits, "P2 winter windmill")
    while not g.is_over:
        finish_season(g)
    put_tile(g, 0, "summer_boat_1b", (4, 4))  # a power, no use: never dead
    figures = habits.figures(g.state, g.comps, g.scores())
    assert g.state.owner("woodcutter") == 0 and g.state.owner("keywood") == 1
    assert [f["own_raises"] for f in figures] == [1, 1]
    assert [f["overbid"] for f in figures] == [1, 1]  # 2 red won each tile where 1 was enough
    assert [f["lost_use_workers"] for f in figures] == [1, 1]  # P1 on Keywood, P2 on the Alehouse nobody won
    assert [f["winter_forward"] for f in figures] == [2, 1]
    # The Woodcutter was never used by its owner and scores nothing; P2 used its Keywood (the
    # boats the players took after winter are not village tiles won at auction).
    assert [f["dead_tiles"] for f in figures] == [1, 0]
    assert [f["dead_names"] for f in figures] == [("woodcutter",), ()]
    assert [f["dead_bids"] for f in figures] == [((2, 0),), ()]  # won with 2 red, nobody else bidding


def test_an_empty_use_and_a_shuttle(behaviour):
    g = two_player()
    put_tile(g, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 2})
    habits = behaviour.Behaviour(2)
    play(g, habits, "P1 use home_1 1 blue")          # transport 2: nothing moved
    play(g, habits, "P1 done")
    play(g, habits, "P2 use home_2 1 yellow")        # P2 has nothing to move either
    play(g, habits, "P2 done")
    play(g, habits, "P1 use home_1 2 blue")
    play(g, habits, "P1 move wood workshop home_1")
    play(g, habits, "P1 move wood home_1 workshop")  # back where it was: one shuttle
    play(g, habits, "P1 done")                       # after moves: not an empty use
    play(g, habits, "P2 pass")
    figures = habits.figures(g.state, g.comps, g.scores())
    assert [f["empty_uses"] for f in figures] == [1, 1]
    assert [f["shuttles"] for f in figures] == [1, 0]


def test_no_shuttle_through_a_tile_nor_across_seasons(behaviour):
    g = two_player()
    put_tile(g, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 2})
    habits = behaviour.Behaviour(2)
    play(g, habits, "P1 use home_1 1 blue")
    put_tile(g, 0, "woodcutter", neighbours((0, 0))[1], resources={"wood": 1})
    play(g, habits, "P1 move wood woodcutter home_1")
    play(g, habits, "P1 move wood home_1 workshop")  # on through the home, not back: no shuttle
    play(g, habits, "P1 done")
    finish_season(g)
    while g.to_move != [0]:
        play(g, habits, f"P{g.to_move[0] + 1} pass")
    play(g, habits, "P1 use home_1 1 blue")
    play(g, habits, "P1 move wood workshop home_1")  # back a season later: a new plan, not a shuttle
    play(g, habits, "P1 done")
    assert habits.shuttles == [0, 0] and habits.empty_uses == [0, 0]


def test_overbid_counts_what_a_won_bid_held_beyond_the_rival_and_one(behaviour):
    g = two_player()
    habits = behaviour.Behaviour(2)
    play(g, habits, "P1 bid woodcutter 1 red")
    play(g, habits, "P2 bid woodcutter 2 red")
    play(g, habits, "P1 bid woodcutter 3 red")                   # 4 red against 2: 1 more than needed
    play(g, habits, "P2 bid keywood 1 yellow")                   # uncontested at 1: exact
    pass_out(g, habits)
    play(g, habits, f"P{g.to_move[0] + 1} boat {g.state.boats[0]}")
    assert habits.overbid == [1, 0]


def test_a_dead_tile_beside_the_turn_order_tile_is_told_apart(behaviour):
    # It was never used and scores nothing itself, so it is dead; the turn-order tile beside it
    # scores a point for it, which the figures say.
    g = two_player()
    habits = behaviour.Behaviour(2)
    play(g, habits, "P1 bid woodcutter 1 red")
    pass_out(g, habits)
    while not g.is_over:
        finish_season(g)
    village = g.state.villages[0]
    spot = next(q for q in neighbours(g.state.placed["woodcutter"][1]) if q not in village)
    before = habits.figures(g.state, g.comps, g.scores())[0]
    put_tile(g, 0, "turn_order_4", spot)  # counts a point for each tile beside it
    after = habits.figures(g.state, g.comps, g.scores())[0]
    assert before["dead_names"] == after["dead_names"] == ("woodcutter",)
    assert (before["dead_beside"], after["dead_beside"]) == ((), ("woodcutter",))
    assert before["dead_tiles"] == after["dead_tiles"] == 1
