"""Hard's transports: a use with nothing to carry is no candidate, and a transport is spent the
way the playouts spend it, without carrying anything back (keydesk/ai/transport_policy.py)."""

import random

from keydesk.ai.hard import HardBot
from keydesk.ai.transport_policy import idle_transport
from keydesk.rules.actions import Use, format_action
from keydesk.rules.hexgrid import neighbours
from tests.rules.helpers import put_tile, two_player


def test_a_transport_with_nothing_to_carry_is_idle():
    game = two_player()
    use = Use(0, "home_1", (("blue", 1),))
    assert use in game.legal_actions(0)
    assert idle_transport(game.state, game.comps, use)
    assert not idle_transport(game.state, game.comps, Use(0, "woodcutter", (("blue", 1),)))  # not a transport
    put_tile(game, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 1, "stone": 1})
    assert not idle_transport(game.state, game.comps, use)  # the Workshop can be upgraded


def test_hard_never_weighs_a_use_that_would_carry_nothing():
    game = two_player()
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
