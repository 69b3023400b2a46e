"""A person's rating fitted against the bots' fixed ratings: exact figures of the Elo model, its
symmetry, the prior that keeps a perfect record finite, and the interval narrowing with games."""

import math

import pytest

from keydesk.ai.player_rating import SCALE, PersonRating, fit_rating, person_rating, win_chance


def test_the_elo_chance_is_that_of_bench_ladder():
    assert win_chance(1400, 1400) == 0.5
    assert win_chance(1600, 1400) == pytest.approx(1 / (1 + 10 ** (-200 / 400)))  # about 0.76
    assert win_chance(1400, 1600) == pytest.approx(1 - win_chance(1600, 1400))


def test_one_win_and_one_loss_against_a_bot_rated_1400_is_1400():
    rating, half = fit_rating([(1400, 1.0), (1400, 0.0)])
    assert rating == pytest.approx(1400, abs=1e-6)
    # two games and the prior draw, each at even chances: information 3 × 0.25
    assert half == pytest.approx(1.96 * SCALE / math.sqrt(0.75))
    assert round(half) == 393


def test_one_win_with_the_prior_draw_is_three_wins_in_four():
    rating, _ = fit_rating([(1400, 1.0)])
    assert rating == pytest.approx(1400 + 400 * math.log10(3), abs=1e-6)  # 1590.85


def test_winning_every_game_gives_a_finite_rating():
    rating, half = fit_rating([(1000, 1.0)] * 50)
    assert rating == pytest.approx(1000 + 400 * math.log10(101), abs=1e-6)  # 50.5 of 51: 1801.7
    assert math.isfinite(half)


def test_wins_and_losses_mirror_about_the_bots_rating():
    up, up_half = fit_rating([(1200, 1.0)] * 3 + [(1200, 0.0)] + [(1200, 0.5)])
    down, down_half = fit_rating([(1200, 0.0)] * 3 + [(1200, 1.0)] + [(1200, 0.5)])
    assert up - 1200 == pytest.approx(1200 - down, abs=1e-6) and up > 1200
    assert up_half == pytest.approx(down_half)


def test_more_games_narrow_the_interval():
    few = fit_rating([(1367, 1.0), (1367, 0.0), (1000, 1.0)])
    many = fit_rating([(1367, 1.0), (1367, 0.0), (1000, 1.0)] * 10)
    assert many[1] < few[1] / 2
    assert 1000 < few[0] < 1367 + 200 and 1000 < many[0] < 1367 + 200


def test_against_two_levels_the_fit_balances_expected_and_actual_wins():
    results = [(1000, 1.0), (1000, 1.0), (1367, 0.0), (1367, 1.0)]
    rating, _ = fit_rating(results)
    with_prior = results + [(1000, 0.5), (1367, 0.5)]
    assert sum(share - win_chance(rating, bot) for bot, share in with_prior) == pytest.approx(0, abs=1e-9)


def test_games_against_unrated_levels_are_left_out_and_games_are_counted():
    ratings = {"easy": 1000, "medium": 1400}
    games = [[("medium", 1.0)], [("medium", 0.0), ("hard", 1.0)], [("hard", 1.0)]]
    got = person_rating(games, ratings)
    assert isinstance(got, PersonRating) and got.games == 2  # the Hard-only game does not count
    assert got.rating == pytest.approx(1400, abs=1e-6)
    assert got.low == pytest.approx(1400 - 1.96 * SCALE / math.sqrt(0.75))
    assert got.high == pytest.approx(1400 + 1.96 * SCALE / math.sqrt(0.75))
    assert person_rating([[("hard", 1.0)]], ratings) is None
    assert person_rating([], ratings) is None
