"""Hard puts workers on a tile still on offer only while it is winning the tile: whoever wins
it takes the workers on it, and a person outbids such a tile on purpose
(keydesk/ai/bots/hard.py, `stakes_workers`)."""

import random

from keydesk.ai.bots.hard import HardBot, stakes_workers
from keydesk.rules.actions import Use
from tests.rules.helpers import two_player


def uses_weighed(game, player=0):
    bot = HardBot(3600, simulations=20)
    ranked = bot.ranked(game.view(player), game.legal_actions(player), random.Random(4))
    return {a.tile for a, _ in ranked if isinstance(a, Use)}


def test_a_tile_on_offer_is_used_only_while_winning_it():
    game = two_player()
    use = Use(0, "woodcutter", (("red", 1),))
    assert use in game.legal_actions(0) and stakes_workers(game.view(0), use, 0)
    assert not uses_weighed(game) & set(game.state.auction)  # nobody has bid: none weighed

    game.play("P1 bid woodcutter 1 red")
    game.play("P2 bid keywood 1 yellow")
    assert not stakes_workers(game.view(0), use, 0) and "woodcutter" in uses_weighed(game)
    assert "keywood" not in uses_weighed(game)  # still on offer, Bob's

    game.play("P1 bid turn_order_1 1 blue")
    game.play("P2 bid woodcutter 2 red")  # Bob outbids: the Woodcutter is P1's to lose now
    assert stakes_workers(game.view(0), use, 0) and "woodcutter" not in uses_weighed(game)
