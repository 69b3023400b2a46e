"""Hard's playouts apply the actions their policy builds with `apply_built`, which checks
nothing.  That is sound only if every action the policy builds is one `step` accepts and
applies the same way: along seeded playouts of every player count, from every season through
the winter to the end, each policy action is applied by `step` to one copy (which would refuse
an illegal one) and by `apply_built` to another, and the two copies must be equal.
"""

import random

from keydesk.ai.bots.playout import policy_action, tile_aims
from keydesk.rules import Game
from keydesk.rules.engine import apply_built, step, to_move


def test_every_action_the_playout_policy_builds_is_legal_and_applied_as_step_applies_it():
    compared, phases = 0, set()
    for players, seed in [(2, 21), (2, 22), (3, 23), (4, 24), (4, 25), (5, 26), (6, 27)]:
        game = Game.new(players=players, seed=seed)
        state, comps, rng = game.state, game.comps, random.Random(seed)
        auction, aims = None, None
        while state.phase != "over":
            if state.auction != auction:
                auction, aims = list(state.auction), tile_aims(state, comps)
            action = policy_action(state, comps, to_move(state)[0], rng, aims)
            stepped = state.clone()
            step(stepped, comps, action)
            apply_built(state, comps, action)
            assert state.snapshot() == stepped.snapshot(), f"{action!r} applied differently"
            phases.add((state.season, type(action).__name__))
            compared += 1
    assert compared > 1000
    assert {"Bid", "Use", "Pass", "Move", "Upgrade", "Done", "BoatChoice", "Place", "WinterChoice"} <= {
        kind for _, kind in phases}
