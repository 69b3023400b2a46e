"""Easy's priority rules on small fixed scenarios."""

import random

from keydesk.ai.bots.easy import EasyBot
from keydesk.rules import Pass, Upgrade, Use
from tests.rules.helpers import SPRING6, put_tile, two_player


def leading_everywhere():
    """P1 (Easy) leads the bidding on every auction tile, so its only rule left is its own
    production; its village is the home tile alone, with nothing on it."""
    lines = []
    for tile, colour in zip(SPRING6, ["red"] * 4 + ["blue"] * 2):
        lines += [f"P1 bid {tile} 1 {colour}", "P2 pass"]
    return two_player(actions=lines)


def easy_choice(game):
    bot = EasyBot()
    legal = game.legal_actions(0)
    return bot.choose(game.view(0), legal, random.Random(1)), bot.explain, legal


def test_easy_does_not_use_its_home_tile_with_nothing_to_move_or_upgrade():
    game = leading_everywhere()
    action, reason, legal = easy_choice(game)
    own_uses = {a.tile for a in legal if isinstance(a, Use) and game.state.owner(a.tile) == 0}
    assert own_uses == {"home_1"}
    assert isinstance(action, Pass), reason


def test_easy_uses_its_home_tile_when_it_can_pay_for_an_upgrade_then_upgrades():
    game = leading_everywhere()
    put_tile(game, 0, "apprentice_hall", (1, 0), resources={"wood": 1, "stone": 1})
    action, reason, _ = easy_choice(game)
    assert isinstance(action, Use) and action.tile == "home_1", reason
    game.apply(action)
    action, reason, _ = easy_choice(game)
    assert isinstance(action, Upgrade) and action.tile == "apprentice_hall", reason
