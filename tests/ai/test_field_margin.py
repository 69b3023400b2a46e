"""Hard's search reward: the player's value against the opponents' average (field_margin).

With one opponent it must be exactly the leader-relative value, so 2-player decisions are
untouched; with more it sits above the leader-relative value by the gap between the best
opponent and the average one, and the margins of a whole table cancel out.
"""

import pytest

from keydesk.ai.evaluation.evaluate import field_margin, relative_value, value

from .helpers import random_position


@pytest.mark.parametrize("seed", [3, 11])
def test_with_one_opponent_the_field_is_the_leader(seed):
    game = random_position(2, seed, actions=40)
    for p in range(2):
        assert field_margin(game.state, game.comps, p) == relative_value(game.state, game.comps, p)


@pytest.mark.parametrize("players, seed", [(4, 5), (6, 8)])
def test_with_more_opponents_only_the_gap_to_the_leader_is_given_back(players, seed):
    game = random_position(players, seed, actions=80)
    state, comps = game.state, game.comps
    values = [value(state, comps, q) for q in range(players)]
    assert len(set(values)) > 2  # the opponents differ, so the two rewards must too
    margins = [field_margin(state, comps, p) for p in range(players)]
    assert sum(margins) == pytest.approx(0.0, abs=1e-9)
    for p in range(players):
        others = values[:p] + values[p + 1:]
        gap = max(others) - sum(others) / len(others)
        assert field_margin(state, comps, p) - relative_value(state, comps, p) == pytest.approx(gap)
