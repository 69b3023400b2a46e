"""Hard's transports: a use with nothing to carry is no candidate, and a transport is spent the
way the playouts spend it, never carrying a resource back (keydesk/ai/bots/transport_policy.py)."""

import random

from keydesk.ai.bots.hard import HardBot, spent_for_nothing
from keydesk.ai.bots.transport_policy import transport_opened
from keydesk.rules.actions import Done, Move, Use, format_action
from keydesk.rules.hexgrid import neighbours
from tests.rules.helpers import put_tile, two_player


def test_a_transport_with_nothing_to_carry_is_spent_for_nothing():
    game = two_player()
    use = Use(0, "home_1", (("blue", 1),))
    assert use in game.legal_actions(0)
    opened = transport_opened(game.state, game.comps, use)
    assert opened.pending.capacity == 2 and "home_1" not in game.state.uses  # on a copy
    assert transport_opened(game.state, game.comps, Use(0, "woodcutter", (("blue", 1),))) is None  # not a transport
    assert spent_for_nothing(game.state, game.comps, use, {})
    put_tile(game, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 1, "stone": 1})
    assert not spent_for_nothing(game.state, game.comps, use, {})  # the Workshop can be upgraded


def test_hard_never_weighs_a_use_that_would_carry_nothing():
    game = two_player()
    put_tile(game, 1, "woodcutter", neighbours((0, 0))[0])  # in Bob's village: not on offer
    bot = HardBot(3600, simulations=30)
    ranked = bot.ranked(game.view(0), game.legal_actions(0), random.Random(2))
    used = {a.tile for a, _ in ranked if isinstance(a, Use)}
    assert "home_1" not in used and "home_2" not in used  # either home: nothing to carry in P1's village
    assert "woodcutter" in used  # other uses are weighed as before


def test_a_transport_goes_straight_to_the_upgrade_and_stops():
    """Every move below keeps the upgrade within reach (two steps, one to go and one to come
    back), so valued as it stood each outranked Done; Hard now upgrades at once and says Done."""
    game = two_player()
    put_tile(game, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 1, "stone": 1})
    put_tile(game, 0, "woodcutter", neighbours((0, 0))[1], resources={"wood": 2})
    game.play("P1 use home_1 1 blue")
    bot = HardBot(3600, simulations=30)
    played = []
    while game.state.pending is not None:
        action = bot.choose(game.view(0), game.legal_actions(0), random.Random(3))
        played.append(format_action(action))
        game.apply(action)
    assert played == ["P1 upgrade workshop with stone wood", "P1 done"]
    assert "workshop" in game.state.flipped


def test_hard_never_carries_a_resource_back_the_way_it_came_in_a_season():
    game = two_player()
    view = game.view(0)
    bot = HardBot(3600, simulations=4)
    there, back = Move(0, "gold", "home_1", "fair"), Move(0, "gold", "fair", "home_1")
    assert bot._not_back(view, [there, Done(0)]) == there
    assert bot._not_back(view, [back, Done(0)]) == Done(0)  # ranked first, but it undoes the last move
    assert bot._not_back(view, [there, Done(0)]) == there  # onwards again is no return
    view.season = "summer"
    assert bot._not_back(view, [back, Done(0)]) == back  # a new season, a new plan
