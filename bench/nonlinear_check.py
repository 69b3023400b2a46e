"""Would a model that is not linear judge positions better?  Boosted trees against the linear fit, held out.

    python bench/nonlinear_check.py --data gen3.pkl [--data more.pkl] [--trees 200] [--leaves 7]

The rows are bench/fit_learned.py's with who played each seat beside the features
(`--control-levels`), and the games are split as there (a seed divisible by HOLDOUT is held
out).  Per season it prints the held-out mean absolute error of the final score, at the
season's start and over every kept position, and of each player's margin over the field,
for fit_learned's ridge fit and for gradient-boosted trees on the same columns.  Measured
before building anything: a tree model costs hundreds of Python steps a prediction where the
linear one costs one product per feature, so it must predict clearly better to be worth it
(docs/strength.md, the learned evaluation).

It needs numpy and LightGBM, which the product does not: `pip install numpy lightgbm` into the
virtualenv to run it.
"""

from __future__ import annotations

import argparse
import pickle
import sys

import _path  # noqa: F401  (puts the project on sys.path)

from fit_learned import HOLDOUT, fit_season, mae, predict, rows
from keydesk.ai.evaluation.features import NAMES
from keydesk.ai.evaluation.learned import SEASONS
from keydesk.rules.components import load_components

PLAYER_COLUMNS = [NAMES.index(f"players_{n}") for n in (2, 3, 4, 5, 6)]


def positions(season_rows: list) -> list:
    """The rows of one position together: fit_learned.rows gives each position's players in a run."""
    out, i = [], 0
    while i < len(season_rows):
        x = season_rows[i][3]
        n = 2 + max(range(5), key=lambda k: x[PLAYER_COLUMNS[k]])
        out.append(list(range(i, i + n)))
        i += n
    return out


def margin_error(groups: list, predicted: list, actual: list) -> float:
    """Mean absolute error of each player's margin over the opponents' average."""
    errors = []
    for group in groups:
        for i in group:
            others = [j for j in group if j != i]
            guess = predicted[i] - sum(predicted[j] for j in others) / len(others)
            real = actual[i] - sum(actual[j] for j in others) / len(others)
            errors.append(abs(guess - real))
    return sum(errors) / len(errors) if errors else float("nan")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Boosted trees against the linear learned evaluation, held out.")
    ap.add_argument("--data", action="append", required=True, help="a bench/selfplay.py file (repeatable)")
    ap.add_argument("--trees", type=int, default=200, help="boosting rounds (default 200)")
    ap.add_argument("--leaves", type=int, default=7, help="leaves a tree (default 7)")
    args = ap.parse_args(argv)
    if args.trees < 1 or args.leaves < 2:
        ap.error("--trees must be at least 1 and --leaves at least 2")
    try:
        import lightgbm
        import numpy
    except ImportError as exc:
        print(f"error: this check needs numpy and LightGBM ({exc.name} is not installed): "
              "pip install numpy lightgbm")
        return 2
    try:
        data, _, seeds = rows(args.data, load_components(), "score", control_levels=True)
    except (OSError, pickle.UnpicklingError, KeyError, EOFError) as exc:
        print(f"error: cannot read the self-play data ({exc})")
        return 2
    params = {"objective": "regression", "num_leaves": args.leaves, "learning_rate": 0.05, "min_data_in_leaf": 40,
              "bagging_fraction": 0.8, "bagging_freq": 1, "feature_fraction": 0.8, "lambda_l2": 1.0,
              "verbose": -1, "num_threads": 1, "seed": 1}
    print(f"{len(seeds)} games, {len(data)} rows; held out: seeds divisible by {HOLDOUT}")
    print(f"{'season':<8}{'held out':>9}   score at the start: {'linear':>7}{'trees':>7}"
          f"   all positions: {'linear':>7}{'trees':>7}   margin: {'linear':>7}{'trees':>7}")
    for season in SEASONS:
        season_rows = [r for r in data if r[0] == season]
        train = [r for r in season_rows if r[2] % HOLDOUT]
        if len(train) < 100 or not any(r[2] % 4 == 1 for r in train):
            print(f"{season:<8}  too few rows to fit")
            continue
        linear, _ = fit_season(train)
        booster = lightgbm.train(params, lightgbm.Dataset(numpy.array([r[3] for r in train]),
                                                          numpy.array([r[4] for r in train])),
                                 num_boost_round=args.trees)
        held = [r for r in season_rows if not r[2] % HOLDOUT]  # whole positions: a game is held out whole
        actual = [r[4] for r in held]
        by_line = [predict(linear, r[3]) for r in held]
        by_trees = list(booster.predict(numpy.array([r[3] for r in held])))
        starts = [i for i, r in enumerate(held) if r[1] == "season"]
        every = range(len(held))
        groups = positions(held)

        def err(pred, idx):
            return mae((pred[i], actual[i]) for i in idx)

        print(f"{season:<8}{len(held):>9}   {'':20}{err(by_line, starts):>7.2f}{err(by_trees, starts):>7.2f}"
              f"   {'':15}{err(by_line, every):>7.2f}{err(by_trees, every):>7.2f}"
              f"   {'':8}{margin_error(groups, by_line, actual):>7.2f}{margin_error(groups, by_trees, actual):>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
