"""bench/selfplay.py, bench/fit_learned.py and bench/nonlinear_check.py: the positions kept, the rows
made of them, the regression that fits the learned evaluation, and the check against trees."""

import pickle
import random
import sys

import pytest

from keydesk.ai.evaluation.evaluate import weight_season
from keydesk.ai.evaluation.features import NAMES
from keydesk.rules.components import load_components

from .helpers import load_bench


@pytest.fixture(scope="module")
def selfplay():
    return load_bench("selfplay")


@pytest.fixture(scope="module")
def fit():
    return load_bench("fit_learned")


def test_a_game_keeps_each_season_start_with_the_final_scores(selfplay, monkeypatch, tmp_path, fit):
    monkeypatch.setitem(selfplay.MIXES, "quick", {"easy": 1.0})
    game = selfplay.play((7, "quick", (1, 1)))
    assert game["levels"] == ["easy"] * len(game["levels"]) and game["seed"] == 7
    starts = [state for kind, state in game["positions"] if kind == "season"]
    assert [(s.season, s.phase) for s in starts] == [("summer", "actions"), ("autumn", "actions"),
                                                     ("winter", "winter_select")]
    assert selfplay.table(7, "quick", (1, 1)) == (game["levels"], 1)  # the table is the seed's alone
    path = tmp_path / "games.pkl"
    path.write_bytes(pickle.dumps({"command": "python bench/selfplay.py --out /somewhere/games.pkl",
                                   "games": [game]}))
    rows, commands, seeds = fit.rows([str(path)], load_components())
    players = len(game["levels"])
    kept = [s for _, s in game["positions"] if weight_season(s) != "over"]  # nothing left to predict
    assert len(rows) == players * len(kept) and seeds == [7]
    assert all(len(r[3]) == len(NAMES) for r in rows)
    assert sorted({r[4] for r in rows}) == sorted(set(game["scores"]))
    assert fit._command(commands[0].split()) == "python bench/selfplay.py --out games.pkl"

    # Margin rows: each player's features and score less the opponents' average.
    margins, _, _ = fit.rows([str(path)], load_components(), "margin")
    assert len(margins) == len(rows)
    for i in range(0, len(rows), players):
        table, made = rows[i:i + players], margins[i:i + players]
        for p in range(players):
            others = [r for q, r in enumerate(table) if q != p]
            assert made[p][4] == pytest.approx(table[p][4] - sum(r[4] for r in others) / (players - 1))
            assert made[p][3][0] == pytest.approx(table[p][3][0] - sum(r[3][0] for r in others) / (players - 1))
        assert sum(r[4] for r in made) == pytest.approx(0)  # the margins of one table cancel out

    # Level columns: the seat's own level and its opponents' shares, after the features.
    controlled, _, _ = fit.rows([str(path)], load_components(), "score", control_levels=True)
    assert [r[3][:len(NAMES)] for r in controlled] == [r[3] for r in rows]
    assert {tuple(r[3][len(NAMES):]) for r in controlled} == {(1.0, 0.0, 1.0, 0.0)}  # Easy against Easy


def test_level_columns_name_the_seat_and_its_opponents(fit):
    levels = ["hard", "easy", "medium", "easy"]
    assert fit._levels(levels, 0) == [0.0, 0.0, 2 / 3, 1 / 3]
    assert fit._levels(levels, 1) == [1.0, 0.0, 1 / 3, 1 / 3]
    assert fit._levels(levels, 2) == [0.0, 1.0, 2 / 3, 0.0]
    assert fit._levels(["hard-learned", "hard"], 0) == [0.0, 0.0, 0.0, 0.0]  # either Hard is the baseline


def test_the_level_columns_are_fitted_unpenalised_and_not_written(fit):
    r = random.Random(2)
    k = len(NAMES) + len(fit.LEVEL_COLUMNS)
    xs = [[r.gauss(0, 1) for _ in range(len(NAMES))] + [float(r.random() < 0.3), 0.0, r.random(), 0.0]
          for _ in range(300)]
    ys = [10 + 1.5 * x[fit.HAND] - 12 * x[len(NAMES)] for x in xs]  # an Easy seat scores 12 less
    _, coef = fit.ridge(fit.Sums(xs, ys), 1e6)
    assert len(coef) == k
    assert coef[len(NAMES)] == pytest.approx(-12, abs=0.01) and coef[fit.HAND] == pytest.approx(1.5, abs=0.01)


def test_ridge_recovers_a_known_line_and_leaves_the_hand_value_unpenalised(fit):
    r = random.Random(1)
    k = len(NAMES)
    xs = [[r.gauss(0, 3) for _ in range(k)] for _ in range(400)]
    hand = fit.HAND
    ys = [5 + 0.8 * x[hand] + 2.0 * x[0] + r.gauss(0, 0.1) for x in xs]
    sums = fit.Sums(xs, ys)
    intercept, coef = fit.ridge(sums, 0.01)
    assert intercept == pytest.approx(5, abs=0.05)
    assert coef[hand] == pytest.approx(0.8, abs=0.01) and coef[0] == pytest.approx(2.0, abs=0.01)
    # A huge penalty shrinks every feature but the hand-built value.
    _, shrunk = fit.ridge(sums, 1e9)
    assert abs(shrunk[0]) < 0.01 and shrunk[hand] == pytest.approx(0.8, abs=0.1)
    # `only` fits the named features and writes 0 for the rest.
    _, few = fit.ridge(sums, 0.01, only={hand})
    assert few[hand] == pytest.approx(0.8, abs=0.2) and all(c == 0 for i, c in enumerate(few) if i != hand)


def test_solve(fit):
    assert fit.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])


def test_the_nonlinear_check_groups_each_position_and_scores_margins(selfplay, monkeypatch, tmp_path, fit):
    check = load_bench("nonlinear_check")
    monkeypatch.setitem(selfplay.MIXES, "quick", {"easy": 1.0})
    games = [selfplay.play((seed, "quick", (1, 1))) for seed in (7, 8)]
    path = tmp_path / "games.pkl"
    path.write_bytes(pickle.dumps({"command": "selfplay", "games": games}))
    rows, _, _ = fit.rows([str(path)], load_components(), "score", control_levels=True)
    summer = [r for r in rows if r[0] == "summer"]
    groups = check.positions(summer)
    assert sum(len(g) for g in groups) == len(summer)
    for g in groups:  # one position: one seed, one row per player at that table
        assert len({summer[i][2] for i in g}) == 1
        assert len(g) == len(games[0 if summer[g[0]][2] == 7 else 1]["levels"])
    # Two players predicted 50 and 40 who ended 45 and 45: each margin is off by 10.
    assert check.margin_error([[0, 1]], [50.0, 40.0], [45.0, 45.0]) == 10.0


def test_the_nonlinear_check_says_what_it_needs_when_lightgbm_is_missing(monkeypatch, capsys):
    check = load_bench("nonlinear_check")
    monkeypatch.setitem(sys.modules, "lightgbm", None)  # an import of it fails
    assert check.main(["--data", "missing.pkl"]) == 2
    assert "needs numpy and LightGBM" in capsys.readouterr().out
