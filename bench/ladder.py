"""A rating ladder of the bot levels: a round-robin, turned into Elo-scale ratings with intervals.

    python bench/ladder.py --levels easy,medium,hard --games 20 --players 2,4 --budget 1.0 --cpu-clock --seed 8000

For every pair of levels it plays `--games` games at each table size of `--players`, the two
levels cycled over the seats and the seating turned by one each game (as bench/strength.py
does; 4 players means two seats of each).  Every game is read as pairwise results between
seats of different levels (the higher score wins, equal scores are half a win each), and a
Bradley–Terry model is fitted to them: P(A beats B) = 1 / (1 + 10^((R_B − R_A) / 400)), the
first level anchored at 1000.  One drawn game between every pair played is added as a prior,
so a level that won everything gets a large but finite rating.  The 95% intervals come from the
fit's curvature (the inverse of the observed information, the anchor held fixed).  Pairs from
one table are not independent, so with 4 players the intervals are somewhat too narrow.

With `--write data/ai/ladder.yaml` the ratings are also written there, with the command, the
date and the number of games, for the New game form and the player's own rating to read
(keydesk/ai/ratings/ladder.py checks that file on load).

`--anchor-from FILE` rates a new level against ones already rated without playing every pair
again: the first level is anchored at its rating in FILE instead of 1000, and `--write` keeps
FILE's rows of the levels not played (their figures, from their own round-robin).
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import math
import sys
from multiprocessing import Pool

import _path  # noqa: F401  (puts the project on sys.path)
import yaml

from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.ai.ratings.ladder import LadderError, load_ladder, parse_ladder
from keydesk.ai.ratings.player_rating import SCALE
from keydesk.files import WriteError, write_atomically

from keydesk.ai.ratings.tournament import seat_levels
from strength import ALL_LEVELS, play

PRIOR_DRAWS = 1.0
LEVEL_ORDER = tuple(BOT_LEVELS) + tuple(level for level in ALL_LEVELS if level not in BOT_LEVELS)  # the file's row order


def pairwise(seats: list, scores: list) -> list:
    """[(level a, level b, a's share of the win)] for every two seats of different levels."""
    out = []
    for p, q in itertools.combinations(range(len(seats)), 2):
        if seats[p] != seats[q]:
            share = 1.0 if scores[p] > scores[q] else 0.0 if scores[p] < scores[q] else 0.5
            out.append((seats[p], seats[q], share))
    return out


def fit(levels: list, results: list, iterations: int = 2000, anchor: float = 1000.0) -> dict:
    """{level: (rating, half-width of its 95% interval)} from pairwise results (see the module
    docstring); the first level is the anchor, at `anchor` with no interval."""
    index = {level: i for i, level in enumerate(levels)}
    k = len(levels)
    wins = [0.0] * k
    games = [[0.0] * k for _ in range(k)]
    for a, b, share in results:
        i, j = index[a], index[b]
        wins[i] += share
        wins[j] += 1 - share
        games[i][j] += 1
        games[j][i] += 1
    for i, j in itertools.combinations(range(k), 2):
        if games[i][j]:
            games[i][j] += PRIOR_DRAWS
            games[j][i] += PRIOR_DRAWS
            wins[i] += PRIOR_DRAWS / 2
            wins[j] += PRIOR_DRAWS / 2
    strength = [1.0] * k
    for _ in range(iterations):  # the minorise-maximise update of Bradley-Terry
        strength = [wins[i] / sum(games[i][j] / (strength[i] + strength[j]) for j in range(k) if games[i][j])
                    if wins[i] else 1e-9 for i in range(k)]
        strength = [s / strength[0] for s in strength]
    theta = [math.log(s) for s in strength]
    info = [[0.0] * k for _ in range(k)]
    for i, j in itertools.permutations(range(k), 2):
        if games[i][j]:
            p = 1 / (1 + math.exp(theta[j] - theta[i]))
            info[i][i] += games[i][j] * p * (1 - p)
            info[i][j] -= games[i][j] * p * (1 - p)
    free = list(range(1, k))
    cov = invert([[info[i][j] for j in free] for i in free]) if free else []
    out = {levels[0]: (anchor, 0.0)}
    for n, i in enumerate(free):
        out[levels[i]] = (anchor + SCALE * theta[i], 1.96 * SCALE * math.sqrt(max(cov[n][n], 0.0)))
    return out


def invert(m: list) -> list:
    """The inverse of a small square matrix (Gauss-Jordan with partial pivoting)."""
    n = len(m)
    a = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        a[col] = [x / lead for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [row[n:] for row in a]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Round-robin the bot levels and print Elo-scale ratings.")
    ap.add_argument("--levels", default="easy,medium,hard", help=f"comma-separated, the first anchored at 1000; from {', '.join(ALL_LEVELS)}")
    ap.add_argument("--games", type=int, default=10, help="games per pair of levels and table size")
    ap.add_argument("--players", default="2,4", help="table sizes, comma-separated")
    ap.add_argument("--seed", type=int, default=8000)
    ap.add_argument("--budget", type=float, default=None, help="seconds per searching decision (default 1.0)")
    ap.add_argument("--cpu-clock", action="store_true", help="count --budget in CPU seconds")
    ap.add_argument("--procs", type=int, default=1, choices=(1, 2))
    ap.add_argument("--write", metavar="PATH", help="also write the ratings there as YAML (data/ai/ladder.yaml)")
    ap.add_argument("--anchor-from", metavar="FILE",
                    help="anchor the first level at its rating in this ladder file and keep its other levels' rows")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in ALL_LEVELS]
    if unknown or len(levels) < 2:
        ap.error(f"give two or more levels from {', '.join(ALL_LEVELS)}; unknown: {', '.join(unknown) or '(none)'}")
    try:
        sizes = [int(x) for x in args.players.split(",")]
    except ValueError:
        sizes = []
    if not sizes or any(not 2 <= n <= 6 for n in sizes):
        ap.error("--players must list table sizes between 2 and 6")
    if args.games < 1:
        ap.error("--games must be at least 1")
    kept = {}
    if args.anchor_from:
        try:
            kept = load_ladder(args.anchor_from).ratings
        except LadderError as exc:
            ap.error(str(exc))
        if levels[0] not in kept:
            ap.error(f"{args.anchor_from} does not rate {levels[0]}, the level to anchor")
    jobs, seed = [], args.seed
    for a, b in itertools.combinations(levels, 2):
        for n in sizes:
            for i in range(args.games):
                jobs.append((seat_levels([a, b], n, i), seed, args.budget, None, args.cpu_clock, None, None, None))
                seed += 1
    print(f"{len(jobs)} games, levels {','.join(levels)}, tables of {args.players}, seeds {args.seed}–{seed - 1}")
    results = []
    with Pool(args.procs) as pool:
        for game_seed, seats, records, _, _ in pool.imap(play, jobs):
            scores = [r["score"] for r in records]
            results.extend(pairwise(seats, scores))
            print(f"seed {game_seed}: " + "  ".join(f"{s} {x}" for s, x in zip(seats, scores)), flush=True)
    ratings = fit(levels, results, anchor=kept[levels[0]].rating if kept else 1000.0)
    print(f"\n{'level':<14}{'rating':>8}{'95% interval':>18}{'pairings':>10}")
    for level in levels:
        rating, half = ratings[level]
        played = sum(1 for a, b, _ in results if level in (a, b))
        interval = "anchor" if level == levels[0] and not kept else f"{rating - half:.0f}–{rating + half:.0f}"
        print(f"{level:<14}{rating:>8.0f}{interval:>18}{played:>10}")
    if args.write:
        try:
            write_atomically(args.write, ladder_yaml(levels, ratings, results, len(jobs), argv, kept))
        except (WriteError, LadderError) as e:
            print(f"the ratings could not be written: {e}", file=sys.stderr)
            return 1
        print(f"written to {args.write}")
    return 0


def ladder_yaml(levels: list, ratings: dict, results: list, games: int, argv, kept=None) -> str:
    """The ratings as the YAML file the app reads, with how they were made; `kept`: rows of a
    ladder file (--anchor-from) for the levels not played, kept as they are, and the anchor's
    own row (its interval is that round-robin's)."""
    args = sys.argv[1:] if argv is None else list(argv)
    kept = kept or {}
    rows = {}
    for level in sorted({*levels, *kept}, key=LEVEL_ORDER.index):
        if level in kept and (level not in levels or level == levels[0]):
            rows[level] = dict(vars(kept[level]))
            continue
        rating, half = ratings[level]
        rows[level] = {"rating": round(rating), "low": round(rating - half), "high": round(rating + half),
                       "pairings": sum(1 for a, b, _ in results if level in (a, b))}
    made = {"command": " ".join(["python", "bench/ladder.py", *args]),
            "date": datetime.date.today().isoformat(), "games": games}
    head = ("# Elo-scale ratings of the bot levels from a round-robin (bench/ladder.py), the first level\n"
            "# anchored at 1000; low-high is the 95% interval.  Regenerate with the command below.\n")
    if kept:
        head = ("# Elo-scale ratings of the bot levels (bench/ladder.py): the command below rated the levels it\n"
                f"# played with {levels[0]} held at its rating of an earlier round-robin, whose rows it kept\n"
                "# for the levels it did not play (docs/strength.md says which); low-high is the 95% interval.\n")
    text = head + yaml.safe_dump({**made, "ratings": rows}, sort_keys=False, width=200)
    parse_ladder(yaml.safe_load(text), "the ladder to write")  # what the app reads, checked before it is kept
    return text


if __name__ == "__main__":
    sys.exit(main())
