"""Fit the learned evaluation (keydesk/ai/evaluation/learned.py) on self-play positions, and report its error.

    python bench/fit_learned.py --data gen1.pkl [--data more.pkl] [--control-levels] [--target margin] [--write [FILE]]

For each position bench/selfplay.py kept and each player at it, the player's features
(keydesk/ai/evaluation/features.py, from what that player may see) and their final score make one row.
Rows are grouped by the season whose model values them (evaluate.weight_season), and each
season gets a ridge regression (standardised features, the penalty chosen on a validation
part of the training games, and the hand-built value left unpenalised, so the model is that
value rescaled plus the corrections the games bear out: with few games a penalised fit would
otherwise spread the weight thinly over correlated features and judge moves by noise).  The games are split by seed: one in HOLDOUT is never fitted on,
and the report gives, on those games, the mean absolute error of the predicted final score
at each season's start (the positions Hard's simulations end on) for the learned model, for
the hand-built evaluation (evaluate.value) as it stands, and for the hand-built value
rescaled by a least-squares line (a fairer baseline: the hand value is not meant as a score).

`--control-levels` fits who played each seat (Easy, Medium or Hard, and the opponents' shares)
beside the features, unpenalised, and writes the model without those columns, every seat taken
for Hard: self-play mixes levels, and without them the fit credits whatever strong players'
positions hold more of (tiles, workers) with the points their strength won.  The shipped
model is fitted so (docs/strength.md).

`--target margin` fits each player's final margin over the opponents' average from their
features less the opponents' average instead (what Hard's search compares; the intercept is
then 0 and learned_margin reads the same coefficients unchanged).

`--write` keeps the model in data/ai/learned.yaml (or FILE, for bench/strength.py --learned)
with the commands, seeds, sizes and fit figures beside it.  Plain Python: the systems are 40
by 40, and the rows are summed once per season (Sums), so no numerical library is needed.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import statistics
import sys

import _path  # noqa: F401  (puts the project on sys.path)

import yaml

from keydesk.ai.evaluation.evaluate import weight_season
from keydesk.ai.evaluation.features import NAMES, PublicSides, features
from keydesk.ai.evaluation.learned import LEARNED_FILE, SEASONS, parse_learned
from keydesk.files import WriteError, write_atomically
from keydesk.rules.components import load_components

HOLDOUT = 5  # games whose seed is divisible by this are held out
PENALTIES = (1.0, 10.0, 100.0, 1000.0, 3000.0, 10000.0)
HAND = NAMES.index("hand_value")
# With --control-levels: who played each seat, as columns fitted beside the features and then
# dropped (Hard, either kind, is the baseline the written model keeps).
LEVEL_COLUMNS = ("own_easy", "own_medium", "field_easy", "field_medium")
CONTROLS = set(range(len(NAMES), len(NAMES) + len(LEVEL_COLUMNS)))
FREE = {HAND} | CONTROLS  # left alone by the penalty: the hand-built value and the level columns


def _levels(levels: list, p: int) -> list:
    """The LEVEL_COLUMNS of seat `p`: its own level, and the share of its opponents at each."""
    others = [lv for q, lv in enumerate(levels) if q != p]
    return [float(levels[p] == "easy"), float(levels[p] == "medium"),
            others.count("easy") / len(others), others.count("medium") / len(others)]


def rows(paths: list, comps, target: str = "score", control_levels: bool = False) -> tuple:
    """([(season, kind, seed, features, outcome)], [generation commands], [seeds]).

    With `target` "score" a row is one player's features and final score; with "margin" it is
    the player's features less the opponents' average and the final score less theirs, so the
    fit learns what tells players at one table apart (a linear model of the differences is
    exactly what learned_margin computes from the same coefficients).

    `control_levels` appends LEVEL_COLUMNS to every row: self-play mixes Easy, Medium and Hard,
    and whatever a strong player's position has more of (tiles, workers) would otherwise be
    credited with the points that the player's strength won."""
    out, commands, seeds = [], [], []
    for path in paths:
        with open(path, "rb") as f:
            data = pickle.load(f)
        commands.append(data["command"])
        for game in data["games"]:
            seeds.append(game["seed"])
            for kind, state in game["positions"]:
                season = weight_season(state)
                if season == "over":
                    continue
                cache: dict = {}
                sides = PublicSides(state, comps)
                xs = [features(state, comps, p, cache, sides) for p in range(state.n)]
                if control_levels:
                    xs = [x + _levels(game["levels"], p) for p, x in enumerate(xs)]
                ys = game["scores"]
                for p in range(state.n):
                    x, y = xs[p], ys[p]
                    if target == "margin":
                        k = state.n - 1
                        x = [a - sum(f[i] for q, f in enumerate(xs) if q != p) / k for i, a in enumerate(x)]
                        y = y - sum(ys[q] for q in range(state.n) if q != p) / k
                    out.append((season, kind, game["seed"], x, y))
    return out, commands, seeds


def solve(a: list, b: list) -> list:
    """x with a·x = b (Gaussian elimination with partial pivoting; `a` is symmetric positive)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


class Sums:
    """What a least-squares fit needs of its rows (counts, sums and cross-products), gathered
    once so that every penalty tried costs one small solve, not another pass over the rows."""

    def __init__(self, xs: list, ys: list):
        k = len(xs[0]) if xs else 0
        self.n = len(xs)
        self.sx = [0.0] * k
        self.sy = 0.0
        self.sxy = [0.0] * k
        self.sxx = [[0.0] * k for _ in range(k)]
        for x, y in zip(xs, ys):
            self.sy += y
            for i in range(k):
                xi = x[i]
                if not xi:
                    continue
                self.sx[i] += xi
                self.sxy[i] += xi * y
                row = self.sxx[i]
                for j in range(i, k):
                    row[j] += xi * x[j]


def ridge(sums: Sums, penalty: float, only=None) -> tuple:
    """(intercept, coefficients in the features' own units) of a ridge fit on standardised
    features; `only`: the indices of the features fitted (the others get 0)."""
    k, n = len(sums.sx), sums.n
    mean = [v / n for v in sums.sx]
    sd = [math.sqrt(max(0.0, sums.sxx[i][i] / n - mean[i] ** 2)) for i in range(k)]
    live = [i for i in range(k) if sd[i] > 1e-9 and (only is None or i in only)]
    y_mean = sums.sy / n
    m = len(live)
    a = [[0.0] * m for _ in range(m)]
    b = [0.0] * m
    for r, i in enumerate(live):
        b[r] = (sums.sxy[i] - n * mean[i] * y_mean) / sd[i]
        for c in range(r, m):
            j = live[c]
            cross = sums.sxx[i][j] if i <= j else sums.sxx[j][i]
            a[r][c] = a[c][r] = (cross - n * mean[i] * mean[j]) / (sd[i] * sd[j])
        if i not in FREE:
            a[r][r] += penalty
    beta = solve(a, b)
    coef = [0.0] * k
    for i, bi in zip(live, beta):
        coef[i] = bi / sd[i]
    return y_mean - sum(c * m for c, m in zip(coef, mean)), coef


def predict(model: tuple, x: list) -> float:
    return model[0] + sum(c * v for c, v in zip(model[1], x))


def mae(pairs) -> float:
    pairs = list(pairs)
    return statistics.fmean(abs(p - y) for p, y in pairs) if pairs else float("nan")


def fit_season(train: list, only=None) -> tuple:
    """(model, penalty): the penalty with the least error on a validation part of the training
    games, then the model refitted on all of them."""
    fit = [r for r in train if r[2] % 4 != 1]
    val = [r for r in train if r[2] % 4 == 1]
    fit_sums = Sums([r[3] for r in fit], [r[4] for r in fit])
    best = None
    for penalty in PENALTIES:
        model = ridge(fit_sums, penalty, only)
        err = mae((predict(model, r[3]), r[4]) for r in val)
        if best is None or err < best[0]:
            best = (err, penalty)
    return ridge(Sums([r[3] for r in train], [r[4] for r in train]), best[1], only), best[1]


def line(train: list) -> tuple:
    """Least-squares a + b·hand value."""
    xs = [r[3][HAND] for r in train]
    ys = [r[4] for r in train]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / var if var else 0.0
    return my - b * mx, b


def _command(words: list) -> str:
    """A command line as it is recorded: data files by their names only (where they were kept
    on the machine that made them means nothing to a reader)."""
    return " ".join(os.path.basename(w) if w.endswith(".pkl") else w for w in words)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Fit the learned evaluation on self-play positions.")
    ap.add_argument("--data", action="append", required=True, help="a bench/selfplay.py file (repeatable)")
    ap.add_argument("--write", nargs="?", const=str(LEARNED_FILE), default=None, metavar="FILE",
                    help=f"write the model (to FILE; default {LEARNED_FILE})")
    ap.add_argument("--target", default="score", choices=("score", "margin"),
                    help="fit each player's final score, or their final margin over the opponents' average")
    ap.add_argument("--control-levels", action="store_true",
                    help="fit who played each seat beside the features (then dropped: Hard is kept)")
    ap.add_argument("--only", default=None, help="comma-separated features to fit (the others get 0)")
    args = ap.parse_args(argv)
    only = None
    if args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in names if n not in NAMES]
        if unknown:
            ap.error(f"unknown feature(s) {', '.join(unknown)}; choose from {', '.join(NAMES)}")
        only = {NAMES.index(n) for n in names} | (CONTROLS if args.control_levels else set())
    comps = load_components()
    try:
        data, commands, seeds = rows(args.data, comps, args.target, args.control_levels)
    except (OSError, pickle.UnpicklingError, KeyError, EOFError) as exc:
        print(f"error: cannot read the self-play data ({exc})")
        return 2
    train = [r for r in data if r[2] % HOLDOUT]
    test = [r for r in data if not r[2] % HOLDOUT]
    games = len(seeds)
    print(f"{games} games ({sum(1 for s in seeds if not s % HOLDOUT)} held out), {len(data)} rows")
    print(f"{'season':<8}{'rows':>7}{'held out':>9}{'penalty':>9}   MAE at the season's start (held out): "
          f"{'learned':>8}{'hand':>8}{'hand line':>10}   all positions: {'learned':>8}{'hand line':>10}")
    seasons, figures = {}, {}
    for season in SEASONS:
        tr = [r for r in train if r[0] == season]
        te = [r for r in test if r[0] == season]
        if len(tr) < 10 or not any(r[2] % 4 == 1 for r in tr):
            print(f"{season:<8}{len(tr):>7}  too few rows to fit")
            return 1
        model, penalty = fit_season(tr, only)
        a, b = line(tr)
        starts = [r for r in te if r[1] == "season"]
        got = {
            "learned": mae((predict(model, r[3]), r[4]) for r in starts),
            "hand": mae((r[3][HAND], r[4]) for r in starts),
            "hand_line": mae((a + b * r[3][HAND], r[4]) for r in starts),
            "learned_all": mae((predict(model, r[3]), r[4]) for r in te),
            "hand_line_all": mae((a + b * r[3][HAND], r[4]) for r in te),
        }
        line_ = (f"{season:<8}{len(tr):>7}{len(te):>9}{penalty:>9g}   {'':39}{got['learned']:>8.2f}{got['hand']:>8.2f}"
                 f"{got['hand_line']:>10.2f}   {'':15}{got['learned_all']:>8.2f}{got['hand_line_all']:>10.2f}")
        if args.control_levels:  # the model as written (every seat taken for Hard), on Hard's own seats
            written = (model[0], model[1][:len(NAMES)])
            hard = [r for r in starts if not any(r[3][len(NAMES):len(NAMES) + 2])]
            got["written_hard_seats"] = mae((predict(written, r[3][:len(NAMES)]), r[4]) for r in hard)
            got["hand_line_hard_seats"] = mae((a + b * r[3][HAND], r[4]) for r in hard)
            line_ += f"   Hard's seats, as written: {got['written_hard_seats']:.2f} (hand line {got['hand_line_hard_seats']:.2f})"
        print(line_)
        seasons[season] = {"intercept": round(model[0], 4),
                           "coef": {n: round(c, 5) for n, c in zip(NAMES, model[1])}}
        figures[season] = {"rows": len(tr), "held_out_rows": len(te), "penalty": penalty,
                           **{k: (None if math.isnan(v) else round(v, 2)) for k, v in got.items()}}
    if args.write:
        doc = {
            "about": "Learned evaluation of keydesk/ai/evaluation/learned.py: per season, a player's final score as "
                     "intercept + sum of coef x feature (keydesk/ai/evaluation/features.py). Written by bench/fit_learned.py.",
            "generated_by": [_command(c.split()) for c in commands],
            "fitted_by": _command(["python", "bench/fit_learned.py", *(argv if argv is not None else sys.argv[1:])]),
            "target": args.target,
            "levels_controlled": args.control_levels,
            "games": games,
            "seeds": f"{min(seeds)}-{max(seeds)}",
            "held_out": f"games whose seed is divisible by {HOLDOUT}",
            "fit": figures,
            "seasons": seasons,
        }
        parse_learned(doc, args.write)  # what is written must load
        try:
            write_atomically(args.write, yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))
        except WriteError as exc:
            print(f"error: {exc}")
            return 1
        print(f"written to {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
