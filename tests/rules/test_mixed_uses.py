"""Summer boat 4b's uses in mixed colours are listed by construction; each listed one must be
one `check_use` accepts, and every one it accepts must be listed.

Each tile that asks for a named skill or worker colour, any skill or colour, or a choice of
resource is put in the 4b owner's village with red workers already on it, and the owner's
screen and skills are varied (none, one or several of what the tile asks for); the oracle
tries every spread of 1-6 workers over the screen's colours with every choice.
"""

import random
from itertools import product

from keydesk.rules import IllegalAction
from keydesk.rules.actions import Use
from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.engine import legal_actions
from keydesk.rules.production import check_use
from keydesk.rules.state import Usage
from tests.rules.helpers import put_tile, two_player

PAYING = ["peddler", "workshop", "brewer", "carpenter", "hiring_fair", "mason", "smelter", "store", "tavern",
          "fair", "woodcutter"]
CHOICES = [None, "gold", "iron", "stone", "wood", *SKILLS, *COLOURS]


def _spreads(screen):
    for counts in product(*(range(min(screen[c], 6) + 1) for c in COLOURS)):
        if 1 <= sum(counts) <= 6 and sum(1 for k in counts if k) > 1:
            yield tuple((c, k) for c, k in zip(COLOURS, counts) if k)


def test_listed_mixed_uses_are_exactly_those_check_use_accepts():
    rng = random.Random(4)
    compared = 0
    for tile in PAYING:
        for trial in range(4):
            game = two_player()
            state, comps = game.state, game.comps
            put_tile(game, 1, "summer_boat_4b", (1, -1))
            put_tile(game, 1, tile, (1, 0))
            state.uses[tile] = Usage("red", 1, 1, (0, 1, 0, 0))
            state.turn = 1
            state.screens[1] = {c: rng.choice([0, 1, 2, 3]) for c in COLOURS}
            state.skills[1] = {s: rng.choice([0, 0, 1, 2]) for s in SKILLS}
            listed = {a for a in legal_actions(state, comps, 1)
                      if isinstance(a, Use) and a.tile == tile and len(a.workers) > 1}
            expected = set()
            for workers in _spreads(state.screens[1]):
                for choice in CHOICES:
                    action = Use(1, tile, workers, (), choice)
                    try:
                        check_use(state, comps, action)
                    except IllegalAction:
                        continue
                    expected.add(action)
            assert listed == expected, (tile, state.screens[1], state.skills[1])
            compared += len(expected)
    assert compared > 500
