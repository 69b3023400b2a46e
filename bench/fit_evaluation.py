"""Fit the evaluation's per-season weights by regression on bot games, and print them.

    python bench/fit_evaluation.py --games 150 --seed 7000
    python bench/fit_evaluation.py --load rows.jsonl            # refit saved positions

Hard judges the end of a spring or summer simulation with evaluate.value at the start of the
next season, so the weights of a season should say what a worker, a skill, a spare resource
and a point of conversion plan held at its start turn into by the end of the game.  This plays
bot games (Medium against Medium by default, seats as in bench/strength.py), records at the
start of summer, autumn and winter each seat's score so far, the evaluation's features
(workers, skills, the first few spare resources and any beyond them, the conversion plan's
gain) and its final score, and fits by least squares, per season, what each feature added to
the final score.  Each seat is measured against the other seat of the same game (relative fit), as the
bots compare themselves with the leader and the deal's luck then cancels.  The production-use
and unpaid-upgrade parts are held at the shipped shares (offsets), so the fit names only the
by-season weights of data/ai/weights.yaml.

A regression says what predicted the score under the bots' own play, not what a change of
weight would do: docs/strength.md records which fitted values were measured in play and kept.
It prints; it writes nothing but the optional --save file.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import _path  # noqa: F401  (puts the project on sys.path)

from strength import build_bot
from keydesk.ai.evaluation.evaluate import SEASONS_LEFT, held_resources, tile_futures, village_score
from keydesk.ai.evaluation.potential import carry_budget, plan
from keydesk.ai.evaluation.weights import weights
from keydesk.files import write_atomically
from keydesk.rules import Game

FITTED = ("summer", "autumn", "winter")  # season starts at which positions are recorded
FEW = 4  # spare resources are fitted in two parts: the first FEW, and any beyond them
NAMES = ("worker", "skill", f"first {FEW} spare", f"spare beyond {FEW}", "potential")


def features(state, comps, player: int, w) -> dict:
    """What evaluate.value counts at the start of a season, by part (nothing is bid or used yet)."""
    workers = sum(state.screens[player].values())
    held = held_resources(state, player)
    budget = carry_budget(state, comps, player, workers, SEASONS_LEFT[state.season], True, state.to_place[player])
    full = plan(state, comps, player, (), budget[0], budget[1], w["step_cost"], w["use_share"])
    # Production uses and unpaid upgrades, at the shipped shares.
    offsets = tile_futures(state, comps, player, full.upgrades, w)
    spare = max(0, held - full.committed)
    return {"x": [workers, sum(state.skills[player].values()), min(spare, FEW), max(0, spare - FEW), full.gain],
            "offsets": offsets, "now": village_score(state, comps, player)}


def play(seed: int, levels: list, w) -> list:
    """One game: a row per seat and recorded season start."""
    game = Game.new(players=len(levels), seed=seed)
    bots = [build_bot(level, None, 20) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    rows, seen = [], set()
    while not game.is_over:
        state = game.state
        if state.season in FITTED and state.season not in seen and state.phase in ("actions", "winter_select"):
            seen.add(state.season)
            for p in range(state.n):
                rows.append({"seed": seed, "season": state.season, "seat": p, **features(state, game.comps, p, w)})
        for p in game.to_move:
            game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rngs[p]))
    finals = [sheet.total for sheet in game.scores()]
    for row in rows:
        row["final"] = finals[row["seat"]]
    return rows


def least_squares(xs: list, ys: list) -> list:
    """Coefficients (intercept first) minimising the squared error, by the normal equations."""
    rows = [[1.0] + x for x in xs]
    k = len(rows[0])
    m = [[sum(r[i] * r[j] for r in rows) + (1e-6 if i == j else 0.0) for j in range(k)]
         + [sum(r[i] * y for r, y in zip(rows, ys))] for i in range(k)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(k):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c])]
    return [m[i][k] / m[i][i] if m[i][i] else 0.0 for i in range(k)]


def fit(rows: list) -> dict:
    """{season: (coefficients by NAMES, pairs)} from seat-minus-seat differences of 2-seat games."""
    pairs = {}
    for row in rows:
        pairs.setdefault((row["seed"], row["season"]), []).append(row)
    out = {}
    for season in FITTED:
        xs, ys = [], []
        for (_, s), seats in pairs.items():
            if s != season or len(seats) != 2:
                continue
            a, b = sorted(seats, key=lambda r: r["seat"])
            gain = [r["final"] - r["now"] - r["offsets"] for r in (a, b)]
            xs.append([p - q for p, q in zip(a["x"], b["x"])])
            ys.append(gain[0] - gain[1])
        if len(xs) > len(NAMES) + 1:
            out[season] = (least_squares(xs, ys)[1:], len(xs))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Fit the evaluation's by-season weights by regression on bot games.")
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--levels", default="medium,medium", help="two comma-separated bot levels")
    ap.add_argument("--save", help="also write the recorded positions here (JSON lines)")
    ap.add_argument("--load", help="fit positions saved by --save instead of playing")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    if len(levels) != 2 or args.games < 1:
        ap.error("--levels must name two seats and --games be at least 1")
    w = weights()["evaluation"]
    if args.load:
        try:
            with open(args.load, encoding="utf-8") as f:
                rows = [json.loads(line) for line in f if line.strip()]
        except (OSError, ValueError) as exc:
            ap.error(f"cannot read {args.load}: {exc}")
    else:
        rows = []
        for i in range(args.games):
            rows += play(args.seed + i, levels, w)
            print(f"\rgame {i + 1} of {args.games}", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        if args.save:
            try:
                write_atomically(Path(args.save), "".join(json.dumps(row) + "\n" for row in rows))
            except OSError as exc:
                print(f"could not save the positions to {args.save}: {exc.strerror or exc}", file=sys.stderr)
    print(f"{'season start':<14}{'pairs':>6}" + "".join(f"{n:>19}" for n in NAMES))
    try:
        fitted = fit(rows)
    except (KeyError, TypeError, ValueError):
        ap.error(f"{args.load} does not hold positions saved by --save")
    for season, (coefs, n) in fitted.items():
        shipped = [w["worker"][season], w["skill"][season], w["resource"][season], w["resource"][season],
                   w["potential"][season]]
        print(f"{season:<14}{n:>6}" + "".join(f"{c:>10.2f} ({s:>4.2f})" for c, s in zip(coefs, shipped)))
    print("(fitted points per unit at the season's start; shipped weight in brackets)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
