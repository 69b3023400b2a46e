"""bench/calibration.py: the figures it prints rest on these (the judge itself is not run here)."""

import pytest

from .helpers import load_bench

calibration = load_bench("calibration")


def test_the_margin_is_the_players_score_less_the_rivals_average():
    assert calibration.margin([30, 20], 0) == 10
    assert calibration.margin([30, 20], 1) == -10
    assert calibration.margin([40, 30, 20, 10], 1) == pytest.approx(30 - 70 / 3)


def test_the_fitted_band_holds_eight_outcomes_in_ten_of_its_own_sample():
    rows = [{"season": season, "estimate": 5.0, "outcomes": [5.0 + k for k in range(100)]}
            for season in calibration.SEASONS]
    fitted = calibration.fit_band(rows)
    assert fitted == {season: (9.9, 89.1) for season in calibration.SEASONS}
    share = calibration.inside(rows, lambda r: (r["estimate"] + fitted[r["season"]][0],
                                                r["estimate"] + fitted[r["season"]][1]))
    assert share == 0.8


def test_every_cached_game_replays_to_its_cached_scores_under_todays_rules():
    """The continuations were played from states of these logs: if the rules moved a score, the
    cache would speak of other games (the bench leaves such a game out, saying why)."""
    cache = calibration.load_cache(calibration.CACHE)
    assert len(cache["games"]) == 38
    assert calibration.replayed(cache, cache["games"]) == []


def test_each_game_is_counted_against_a_band_that_never_saw_it():
    def game(name, first):
        return {"key": f"{name}:7", "season": "spring", "estimate": 0.0, "outcomes": [first + k for k in range(10)]}

    rows = [game("2p1", 0), game("2p2", 0), game("2p3", 100)]
    shares = calibration.leave_one_out(rows)
    # games 1 and 2 against the band of the other two (1.9 to 107.1): 8 of 10 each; game 3
    # against the band of games 1 and 2 alone (0.9 to 8.1): none
    assert shares["spring"] == pytest.approx(16 / 30)
    assert all(shares[s] != shares[s] for s in ("summer", "autumn", "winter"))  # nothing to count: nan
