"""The evaluation late in the game: plans only as far as the player can still carry, and
nothing but the exact score once the last season's actions are over.

Positions are written by hand (see test_potential.py): a home tile, a Stone yard joined to it
by road or not, a stone on the home tile, a few workers behind the screen.
"""

import random

import pytest

from keydesk.ai.evaluation.evaluate import value, village_score
from keydesk.ai.bots.medium import MediumBot
from keydesk.ai.evaluation.potential import carry_budget
from keydesk.ai.evaluation.weights import weights
from keydesk.rules import Game
from keydesk.rules.actions import Pass, Use

from .test_potential import joined_rotation


def winter(workers: int, joined: bool = True, stone: int = 1, season: str = "winter"):
    """P1 to act in `season`; P2 has passed with nothing left, so a pass by P1 ends the season."""
    rot = joined_rotation("stone_yard", joined)
    return Game.from_position({
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": season, "phase": "actions", "start_player": "P2", "turn": "P1", "passes": 1,
        "villages": {"P1": [{"tile": "home_1", "at": [0, 0], "resources": {"stone": stone}},
                            {"tile": "stone_yard", "at": [1, 0], "rot": rot}],
                     "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "screens": {"P1": {"workers": {"red": workers}}, "P2": {"workers": {}}},
    })


def test_the_carry_budget_buys_the_cheapest_uses_left_with_the_workers_held():
    game = winter(workers=4)
    # Home 1 carries 2 and upgrades 1 per use; uses cost 1, 2, 3 workers: 4 workers buy two.
    assert carry_budget(game.state, game.comps, 0, 4, seasons_after=0) == (4, 2)
    assert carry_budget(game.state, game.comps, 0, 0, seasons_after=0) == (0, 0)
    # Each later season adds the uses costing 1 and 2 workers.
    assert carry_budget(game.state, game.comps, 0, 4, seasons_after=2) == (12, 6)


def test_a_stone_by_the_yard_is_worth_more_than_a_stranded_one_only_while_it_can_be_carried():
    by_yard, stranded = winter(workers=1, joined=True), winter(workers=1, joined=False)
    assert value(by_yard.state, by_yard.comps, 0) > value(stranded.state, stranded.comps, 0)
    no_workers, stranded = winter(workers=0, joined=True), winter(workers=0, joined=False)
    assert value(no_workers.state, no_workers.comps, 0) == value(stranded.state, stranded.comps, 0)


def test_after_the_last_pass_of_winter_only_the_exact_score_counts():
    game = winter(workers=3)
    game.apply(Pass(0))
    assert game.state.phase != "actions"
    assert value(game.state, game.comps, 0) == village_score(game.state, game.comps, 0)


def test_medium_spends_a_spare_winter_worker_carrying_to_the_yard_rather_than_passing():
    game = winter(workers=3)
    action = MediumBot().choose(game.view(0), game.legal_actions(0), random.Random(1))
    assert isinstance(action, Use) and action.tile == "home_1"


def test_a_transport_tile_won_but_not_placed_carries_only_from_the_next_season():
    game = winter(workers=0, season="summer")
    # No workers left this summer: only the home's two later seasons (uses costing 1 and 2).
    assert carry_budget(game.state, game.comps, 0, 0, seasons_after=2) == (8, 4)
    # With the Wainwright (4 steps, 1 upgrade a use) the 3 workers a season buy the cheapest
    # uses, the bigger first: one worker on the Wainwright, one on the home.
    got = carry_budget(game.state, game.comps, 0, 0, seasons_after=2, later=("wainwright",))
    assert got == (2 * (4 + 2), 2 * 2)


def test_medium_spends_the_colour_it_holds_most_of_when_the_values_tie():
    game = Game.from_position({
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": "summer", "phase": "actions", "start_player": "P1", "turn": "P1",
        "villages": {"P1": [{"tile": "home_1", "at": [0, 0]}, {"tile": "woodcutter", "at": [1, 0]}],
                     "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "screens": {"P1": {"workers": {"blue": 1, "red": 3}}},
    })
    legal = [a for a in game.legal_actions(0) if isinstance(a, Use) and a.tile == "woodcutter"]
    assert {a.workers[0][0] for a in legal} == {"blue", "red"}
    action = MediumBot().choose(game.view(0), legal, random.Random(1))
    assert action.workers == (("red", 1),)


def test_a_winter_tile_nobody_can_outbid_counts_in_full_one_still_open_at_odds():
    def leading(p2_workers: int):
        game = Game.from_position({
            "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
            "season": "winter", "phase": "actions", "start_player": "P1", "turn": "P1",
            "villages": {"P1": [{"tile": "home_1", "at": [0, 0]}], "P2": [{"tile": "home_2", "at": [0, 0]}]},
            "auction": [{"tile": "apothecary", "bids": {"P1": "2 red"}}],
            "screens": {"P1": {"workers": {"red": 5}}, "P2": {"workers": {"blue": p2_workers}}},
        })
        return value(game.state, game.comps, 0)
    # Apothecary: 3 points for the 5 workers behind P1's screen.  Bob with 2 workers cannot
    # bid 3 on it; with 3 he can, and the tile counts at the odds of keeping it.
    odds = weights()["evaluation"]["winning_odds"]
    assert leading(2) - leading(3) == pytest.approx((1 - odds) * 3)
