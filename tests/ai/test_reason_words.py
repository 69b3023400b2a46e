"""Every reason the bots and the hint give says what the move does, in a player's words.

Whole seeded games of 2, 4 and 6 players with all three bot levels at the table; before every
move the bot's reason is collected, and at every decision of the first seat the hint's three
reasons as well.  None may speak of the search (simulations, futures, look-ahead, "Best of N",
"(0 points)"), and each names a tile, a resource, a worker, a skill, a boat or a road.
"""

import random
import re

import pytest

from keydesk.ai import suggest
from keydesk.ai.bots.easy import EasyBot
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.bots.medium import MediumBot
from keydesk.rules import Game
from keydesk.rules.components import RESOURCES

JARGON = re.compile(r"simulat|futures?\b|look-?ahead|looking one step|best of \d+|(?<![\d.])0 points\b",
                    re.IGNORECASE)
SIMS = 4  # the judge's rules at a tiny budget: the words do not depend on it


def names_something(reason: str, tile_names) -> bool:
    words = reason.lower()
    return (any(name.lower() in words for name in tile_names)
            or any(re.search(rf"\b{w}", words) for w in (*RESOURCES, "resource", "worker", "skill", "boat", "road", "winter tile")))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_reason_speaks_of_the_search_and_every_reason_names_what_the_move_touches(players):
    game = Game.new(players=players, seed=40 + players, names=[f"P{p + 1}" for p in range(players)])
    kinds = (EasyBot, MediumBot, lambda: HardBot(budget=60, simulations=SIMS))
    bots = [kinds[(p + 1) % 3]() for p in range(players)]  # 2 players: Medium and Hard
    rngs = [random.Random(p) for p in range(players)]
    tile_names = [spec.name for spec in game.comps.tiles.values()]
    reasons = []
    while not game.is_over:
        for p in game.to_move:
            view, legal = game.view(p), game.legal_actions(p)
            if p == 0 and len(legal) > 1:
                reasons += [(f"hint for P{p + 1}", t.reason) for t in suggest(view, legal, n=3, simulations=SIMS)]
            action = bots[p].choose(view, legal, rngs[p])
            reasons.append((bots[p].level, bots[p].explain))
            game.apply(action)
    assert {who for who, _ in reasons} == {bot.level for bot in bots} | {"hint for P1"}
    spoken = [(who, r) for who, r in reasons if JARGON.search(r)]
    assert not spoken, spoken[:5]
    vague = [(who, r) for who, r in reasons if not names_something(r, tile_names)]
    assert not vague, vague[:5]
