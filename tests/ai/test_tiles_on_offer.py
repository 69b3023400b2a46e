"""Hard puts workers on a tile still on offer only while it is winning the tile, and only while
two workers ahead unless its one rival cannot well go over a lead of one: whoever wins it takes the workers on it, and a
person outbids such a tile on purpose (keydesk/ai/bots/hard.py, `stakes_workers`)."""

import random

from keydesk.ai.bots.determinize import chance_behind
from keydesk.ai.bots.hard import HardBot, stakes_workers
from keydesk.rules import Game
from keydesk.rules.actions import Use
from tests.rules.helpers import SPRING6, two_player


def uses_weighed(game, player=0):
    bot = HardBot(3600, simulations=20)
    ranked = bot.ranked(game.view(player), game.legal_actions(player), random.Random(4))
    return {a.tile for a, _ in ranked if isinstance(a, Use)}


def test_a_tile_on_offer_is_used_only_while_winning_it():
    game = two_player()
    use = Use(0, "woodcutter", (("red", 1),))
    assert use in game.legal_actions(0) and stakes_workers(game.view(0), game.comps, use, 0)
    assert not uses_weighed(game) & set(game.state.auction)  # nobody has bid: none weighed

    game.play("P1 bid woodcutter 1 red")
    game.play("P2 bid keywood 1 yellow")
    # One ahead, and Bob's seven hidden workers likely hold the two reds that go over it.
    assert chance_behind(game.view(0), game.comps, 1, "red", 2) > 0.7
    assert stakes_workers(game.view(0), game.comps, use, 0) and "woodcutter" not in uses_weighed(game)
    assert "keywood" not in uses_weighed(game)  # still on offer, Bob's

    game.play("P1 bid woodcutter 1 red")
    game.play("P2 pass")
    assert not stakes_workers(game.view(0), game.comps, use, 0) and "woodcutter" in uses_weighed(game)  # two ahead

    game.play("P1 bid turn_order_1 1 blue")
    game.play("P2 bid woodcutter 3 red")  # Bob outbids: the Woodcutter is P1's to lose now
    assert stakes_workers(game.view(0), game.comps, use, 0) and "woodcutter" not in uses_weighed(game)


def test_with_one_rival_a_lead_of_one_is_enough_when_the_rival_cannot_go_over_it():
    screens = {"P1": {"workers": {"red": 4, "blue": 4}}, "P2": {"workers": {"yellow": 2}}}
    game = two_player(screens=screens)
    use = Use(0, "woodcutter", (("red", 1),))
    game.play("P1 bid woodcutter 1 red")
    game.play("P2 bid keywood 1 yellow")  # one worker left behind Bob's screen: two reds are out of reach
    assert chance_behind(game.view(0), game.comps, 1, "red", 2) == 0.0
    assert not stakes_workers(game.view(0), game.comps, use, 0) and "woodcutter" in uses_weighed(game)


def three_player():
    """P1, P2 and P3 each with 4 red workers and 2 blue, the six spring tiles on offer."""
    screens = {p: {"workers": {"red": 4, "blue": 2}} for p in ("P1", "P2", "P3")}
    return Game.from_scenario({"players": 3, "seed": 11, "names": ["Ann", "Bob", "Cat"],
                               "homes": {"P1": "home_1", "P2": "home_2", "P3": "home_3"},
                               "screens": screens, "auction": list(SPRING6)})


def test_with_two_rivals_a_tile_on_offer_is_used_only_while_leading_it_by_two():
    game = three_player()
    use = Use(0, "woodcutter", (("red", 1),))
    game.play("P1 bid woodcutter 1 red")
    game.play("P2 pass")
    game.play("P3 pass")
    assert stakes_workers(game.view(0), game.comps, use, 0)  # one ahead: either rival takes it by adding two
    assert "woodcutter" not in uses_weighed(game)

    game = three_player()
    game.play("P1 bid woodcutter 2 red")
    game.play("P2 bid keywood 1 red")
    game.play("P3 bid stable 1 red")
    assert not stakes_workers(game.view(0), game.comps, use, 0)  # two ahead of each rival
    assert "woodcutter" in uses_weighed(game)
    game.play("P1 pass")
    game.play("P2 bid woodcutter 3 red")  # Bob goes over
    game.play("P3 pass")
    game.play("P1 bid woodcutter 2 red")  # four against three: ahead by one again
    game.play("P2 pass")
    game.play("P3 pass")
    assert game.state.bid_of("woodcutter", 0).count == 4
    assert stakes_workers(game.view(0), game.comps, use, 0) and "woodcutter" not in uses_weighed(game)
