"""The pruned action lists and the playout policy's shortcuts stay inside the rules."""

import random

from keydesk.ai.bots.candidates import best_placement, shortlist, winter_options
from keydesk.ai.bots.playout import policy_action, quick_place
from keydesk.rules import Bid, Pass, Use
from keydesk.rules.engine import legal_actions, to_move

from .helpers import random_position


def test_shortlist_keeps_the_smallest_bids_and_uses():
    game = random_position(3, seed=21, actions=4)
    p = game.to_move[0]
    legal = game.legal_actions(p)
    short = shortlist(legal)
    assert set(short) <= set(legal) and Pass(p) in short
    assert len(short) < len(legal)
    for kind in (Bid, Use):
        for a in legal:
            if isinstance(a, kind):
                same = [b for b in short if isinstance(b, kind) and b.tile == a.tile
                        and b.workers[0][0] == a.workers[0][0] and b.sources == a.sources]
                assert same and min(b.count for b in same) <= a.count


def test_quick_placements_and_policy_actions_are_legal():
    """The playout policy builds actions without listing them; each must be one of them."""
    checked = {"place": 0, "found": 0, "actions": 0}
    for seed in range(12):
        game = random_position(2 + seed % 5, seed=600 + seed, actions=25 + 10 * seed, phase="place")
        state, comps, rng = game.state, game.comps, random.Random(seed)
        for p in to_move(state):
            legal = legal_actions(state, comps, p)
            if state.phase == "place":
                placed = quick_place(state, comps, p, rng)
                assert placed is None or placed in legal
                checked["found"] += placed is not None
                assert best_placement(state, comps, legal) in legal
                checked["place"] += 1
    for seed in range(12):
        game = random_position(2 + seed % 5, seed=700 + seed, actions=5 * seed)
        state, comps, rng = game.state, game.comps, random.Random(seed)
        if state.phase == "actions":
            p = to_move(state)[0]
            for _ in range(5):
                assert policy_action(state, comps, p, rng) in legal_actions(state, comps, p)
            checked["actions"] += 1
    assert checked["place"] >= 8 and checked["found"] >= checked["place"] - 1 and checked["actions"] >= 8


def test_winter_options_are_legal_offers():
    game = random_position(3, seed=33, actions=0, phase="winter_select")
    assert game.phase == "winter_select"
    p = game.to_move[0]
    legal = game.legal_actions(p)
    options = winter_options(game.view(p), game.comps, p, legal)
    assert len(options) >= 2 and set(options) <= set(legal)
