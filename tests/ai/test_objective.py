"""What Hard's search raises: the margin while the game is close, its own points once it is decided."""

import pytest

from keydesk.ai.evaluation import learned
from keydesk.ai.evaluation.evaluate import field_objective, value
from keydesk.ai.evaluation.objective import OWN_SHARE, SCALE, objective

from .helpers import load_bench, random_position


def test_near_a_tie_a_point_of_margin_beats_two_points_of_ones_own():
    # 50 against 48 (ahead by 2) is better than 52 against 52 (level), though it scores 2 fewer.
    assert objective(50, 48) > objective(52, 52)


def test_far_ahead_ones_own_points_beat_denying_the_rival():
    # 80 against 40 (ahead by 40) is better than 75 against 30 (ahead by 45): the game is won
    # either way, and the first scores 5 more.
    assert objective(80, 40) > objective(75, 30)


def test_far_behind_ones_own_points_count_too():
    # Lost either way: scoring 5 more beats holding the winner 7 lower.
    assert objective(40, 90) > objective(35, 78)


def test_at_a_tie_the_slope_is_a_point_of_margin_and_the_own_share():
    step = 1e-6
    assert (objective(50 + step, 50) - objective(50, 50)) / step == pytest.approx(1 + OWN_SHARE)
    assert (objective(50, 50 + step) - objective(50, 50)) / step == pytest.approx(-1)
    # SCALE points ahead, holding the rival a point lower counts under half a point.
    assert (objective(50, 50 - SCALE - step) - objective(50, 50 - SCALE)) / step == pytest.approx(0.42, abs=0.01)


@pytest.mark.parametrize("players", [2, 4])
def test_the_objective_reads_the_same_standing_as_the_margin(players):
    game = random_position(players, seed=70 + players, actions=20 * players)
    s, c = game.state, game.comps
    for p in range(players):
        mine, field = learned.learned_standing(s, c, p)
        assert learned.learned_margin(s, c, p) == pytest.approx(mine - field)
        assert learned.learned_objective(s, c, p) == pytest.approx(objective(mine, field))
        # The hand-built fallback: the same curve on its own values.
        others = [value(s, c, q) for q in range(players) if q != p]
        assert field_objective(s, c, p) == pytest.approx(objective(value(s, c, p), sum(others) / len(others)))


def test_the_strength_bench_has_hard_on_the_plain_margin_as_a_yardstick():
    strength = load_bench("strength")
    game = random_position(2, seed=75, actions=30)
    s, c = game.state, game.comps
    margin = strength.build_bot("hard-margin", None, 4).objective
    hard = strength.build_bot("hard", None, 4).objective
    assert margin(s, c, 0) == pytest.approx(learned.learned_margin(s, c, 0))
    assert hard is learned.learned_objective
