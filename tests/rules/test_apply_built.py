"""`apply_built` applies an action listed by `legal_actions` for the very state it is applied
to without checking it again; on every such action it must leave exactly the state `step`
leaves.  Seeded random games of every player count are played to the end, and at each state
a sample of the legal actions (always the one played, and every move of outbid workers or
off-colour worker) is applied both ways to copies and the copies compared field by field.
The playout policy's own actions are held to the same in tests/ai/test_playout_built.py.
"""

import random

from keydesk.rules import Game
from keydesk.rules.actions import Bid, Use
from keydesk.rules.engine import apply_built, legal_actions, step, to_move


def unusual(action) -> bool:
    """Moved outbid groups, or workers of several colours (summer boat 4b)."""
    return isinstance(action, (Bid, Use)) and (bool(action.sources) or len(action.workers) > 1)


def test_built_path_equals_step_on_every_kind_of_legal_action():
    kinds, compared, unusual_seen = set(), 0, 0
    for players, seed in [(2, 11), (2, 12), (3, 13), (4, 14), (4, 15), (5, 16), (6, 17)]:
        game = Game.new(players=players, seed=seed)
        state, comps = game.state, game.comps
        chooser = random.Random(seed)
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            legal = legal_actions(state, comps, p)
            played = chooser.choice(legal)
            sample = {played, *chooser.sample(legal, min(4, len(legal)))}
            sample |= {a for a in legal if unusual(a)}
            for action in sample:
                stepped, built = state.clone(), state.clone()
                step(stepped, comps, action)
                apply_built(built, comps, action)
                assert built.snapshot() == stepped.snapshot(), f"{action!r} applied differently"
                kinds.add((state.phase, type(action).__name__))
                unusual_seen += unusual(action)
                compared += 1
            step(state, comps, played)
    assert compared > 3000 and unusual_seen > 50
    assert {("actions", "Bid"), ("actions", "Use"), ("actions", "Pass"), ("actions", "Move"),
            ("actions", "Upgrade"), ("actions", "Done"), ("boats", "BoatChoice"), ("place", "Place"),
            ("winter_select", "WinterChoice")} <= kinds

