"""A person's rating fitted against the bots' fixed ratings: exact figures of the Elo model, its
symmetry, the prior at the lowest level that keeps a perfect record finite and a losing one low,
the interval narrowing with games, and the rating marked provisional below five games."""

import math

import pytest

from keydesk.ai.ratings.player_rating import SCALE, PersonRating, fit_rating, person_rating, win_chance


def test_the_elo_chance_is_that_of_bench_ladder():
    assert win_chance(1400, 1400) == 0.5
    assert win_chance(1600, 1400) == pytest.approx(1 / (1 + 10 ** (-200 / 400)))  # about 0.76
    assert win_chance(1400, 1600) == pytest.approx(1 - win_chance(1600, 1400))


def test_one_win_and_one_loss_against_a_bot_rated_1400_is_1400():
    rating, half = fit_rating([(1400, 1.0), (1400, 0.0)], prior_at=1400)
    assert rating == pytest.approx(1400, abs=1e-6)
    # two games and the prior draw, each at even chances: information 3 × 0.25
    assert half == pytest.approx(1.96 * SCALE / math.sqrt(0.75))
    assert round(half) == 393


def test_one_win_with_the_prior_draw_is_three_wins_in_four():
    rating, _ = fit_rating([(1400, 1.0)], prior_at=1400)
    assert rating == pytest.approx(1400 + 400 * math.log10(3), abs=1e-6)  # 1590.85


def test_winning_every_game_gives_a_finite_rating():
    rating, half = fit_rating([(1000, 1.0)] * 50, prior_at=1000)
    assert rating == pytest.approx(1000 + 400 * math.log10(101), abs=1e-6)  # 50.5 of 51: 1801.7
    assert math.isfinite(half)


def test_wins_and_losses_mirror_about_the_bots_rating():
    up, up_half = fit_rating([(1200, 1.0)] * 3 + [(1200, 0.0)] + [(1200, 0.5)], prior_at=1200)
    down, down_half = fit_rating([(1200, 0.0)] * 3 + [(1200, 1.0)] + [(1200, 0.5)], prior_at=1200)
    assert up - 1200 == pytest.approx(1200 - down, abs=1e-6) and up > 1200
    assert up_half == pytest.approx(down_half)


def test_more_games_narrow_the_interval():
    few = fit_rating([(1367, 1.0), (1367, 0.0), (1000, 1.0)], prior_at=1000)
    many = fit_rating([(1367, 1.0), (1367, 0.0), (1000, 1.0)] * 10, prior_at=1000)
    assert many[1] < few[1] / 2
    assert 1000 < few[0] < 1367 + 200 and 1000 < many[0] < 1367 + 200


def test_against_two_levels_the_fit_balances_expected_and_actual_wins():
    results = [(1000, 1.0), (1000, 1.0), (1367, 0.0), (1367, 1.0)]
    rating, _ = fit_rating(results, prior_at=1000)
    with_prior = results + [(1000, 0.5)]
    assert sum(share - win_chance(rating, bot) for bot, share in with_prior) == pytest.approx(0, abs=1e-9)


def test_games_against_unrated_levels_are_left_out_and_games_are_counted():
    ratings = {"easy": 1400, "medium": 1400}
    games = [[("medium", 1.0)], [("medium", 0.0), ("hard", 1.0)], [("hard", 1.0)]]
    got = person_rating(games, ratings)
    assert isinstance(got, PersonRating) and got.games == 2  # the Hard-only game does not count
    assert got.rating == pytest.approx(1400, abs=1e-6)
    assert got.low == pytest.approx(1400 - 1.96 * SCALE / math.sqrt(0.75))
    assert got.high == pytest.approx(1400 + 1.96 * SCALE / math.sqrt(0.75))
    assert person_rating([[("hard", 1.0)]], ratings) is None
    assert person_rating([], ratings) is None


SHIPPED_LIKE = {"easy": 1000, "medium": 1413, "hard": 1985}


def test_the_prior_sits_at_the_lowest_level_so_a_game_lost_to_hard_reads_below_easy():
    got = person_rating([[("hard", 0.0)]], SHIPPED_LIKE)
    # a loss against 1985 and the prior's draw against 1000: the slope crosses zero just under 1000
    assert 990 < got.rating < 1000
    assert sum(share - win_chance(got.rating, bot) for bot, share in [(1985, 0.0), (1000, 0.5)]) == pytest.approx(0, abs=1e-9)
    assert got.provisional


def test_only_losses_never_read_above_the_lowest_level_however_many():
    for games in (1, 3, 10):
        got = person_rating([[("hard", 0.0), ("medium", 0.0)]] * games, SHIPPED_LIKE)
        assert got.rating < SHIPPED_LIKE["easy"]


def test_the_rating_is_provisional_below_five_games():
    assert [person_rating([[("medium", 1.0)]] * k, SHIPPED_LIKE).provisional for k in (1, 4, 5, 9)] == [
        True, True, False, False]
