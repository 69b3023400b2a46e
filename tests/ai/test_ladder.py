"""bench/ladder.py: pairwise results of a table and the Bradley-Terry ratings fitted to them."""

import math

import pytest

from .helpers import load_bench


@pytest.fixture(scope="module")
def ladder():
    return load_bench("ladder")


def test_a_table_gives_a_result_for_every_two_seats_of_different_levels(ladder):
    seats = ["hard", "easy", "hard", "easy"]
    got = ladder.pairwise(seats, [50, 30, 40, 40])
    assert got == [("hard", "easy", 1.0), ("hard", "easy", 1.0), ("easy", "hard", 0.0),
                   ("hard", "easy", 0.5)]  # the two Hard seats and the two Easy seats are not compared


def test_known_ratings_come_back_with_the_interval_the_games_allow(ladder):
    # B is 200 points above A: it wins 76% of their games; C is 200 above B.
    expect = 1 / (1 + 10 ** (-200 / 400))
    n = 2000
    won = round(n * expect)
    results = ([("b", "a", 1.0)] * won + [("b", "a", 0.0)] * (n - won)
               + [("c", "b", 1.0)] * won + [("c", "b", 0.0)] * (n - won))
    ratings = ladder.fit(["a", "b", "c"], results)
    assert ratings["a"] == (1000.0, 0.0)
    assert ratings["b"][0] == pytest.approx(1200, abs=3)
    assert ratings["c"][0] == pytest.approx(1400, abs=5)
    # The interval of B against the anchor: 1.96 standard errors of n games at 76%.
    half = 1.96 * ladder.SCALE / math.sqrt(n * expect * (1 - expect))
    assert ratings["b"][1] == pytest.approx(half, rel=0.1)
    assert ratings["c"][1] > ratings["b"][1]  # C is measured only through B


def test_a_level_that_won_every_game_gets_a_finite_rating(ladder):
    ratings = ladder.fit(["easy", "hard"], [("hard", "easy", 1.0)] * 20)
    rating, half = ratings["hard"]
    assert 1000 + 400 < rating < 1000 + 1000 and math.isfinite(half)


def test_a_new_level_is_rated_against_one_already_rated_and_the_others_kept(ladder):
    """--anchor-from: Medium keeps its shipped 1413 and its row; Skilled, two hundred points
    above it by these games, is rated on the same scale; Easy and Hard, not played, keep theirs."""
    import yaml
    from keydesk.ai.ratings.ladder import LevelRating, parse_ladder

    expect = 1 / (1 + 10 ** (-200 / 400))
    won = round(1000 * expect)
    results = [("skilled", "medium", 1.0)] * won + [("skilled", "medium", 0.0)] * (1000 - won)
    ratings = ladder.fit(["medium", "skilled"], results, anchor=1413)
    assert ratings["medium"] == (1413, 0.0) and ratings["skilled"][0] == pytest.approx(1613, abs=3)
    kept = {"easy": LevelRating(1000, 1000, 1000, 100), "medium": LevelRating(1413, 1245, 1581, 100),
            "hard": LevelRating(1985, 1697, 2274, 100)}
    text = ladder.ladder_yaml(["medium", "skilled"], ratings, results, 1000, ["--anchor-from", "x"], kept)
    written = parse_ladder(yaml.safe_load(text), "written")
    assert list(written.ratings) == ["easy", "medium", "skilled", "hard"]
    assert written.ratings["medium"] == kept["medium"] and written.ratings["hard"] == kept["hard"]
    assert written.ratings["skilled"].rating == 1613 and written.ratings["skilled"].pairings == 1000
