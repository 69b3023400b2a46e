"""How well does the judge rank at a budget: the points its first choice gives away against the
best of the moves it weighs, as a long search sees them.

    python bench/judge_budget.py [--games 2] [--per-season 2] [--sims 500,300] [--seeds 3]
                                 [--reference 300] [--seed 1]

Positions: whole 2- and 4-player games played by Medium (bench/game_moments.py), at
--per-season moments of each season where P1 has a decision the judge searches (not a
placement or a transport, which it ranks one step ahead, and more than one move weighed).

At each, the judge ranks the position at each budget of --sims, under --seeds seeds each (the
position's own seed and the next ones).  The moves it weighs (its shortlist) and every move it
chose are then valued by a long reference: --reference paired rounds of all of them in the same
worlds (keydesk/ai/teaching/rounds.py), from seeds no ranking uses.  A first choice's regret is the
reference's best value less the reference's value of that choice (0 when it picks the
reference's best).  Printed per budget: the mean regret with
its 95% interval, the share of first choices that are the reference's best, the mean CPU
seconds a ranking takes, and the paired difference of the regret against the first budget
listed (a budget ranks as well as that one when the interval of the difference holds 0 and
its upper end is small beside the judge's noise, judge.NOISE).

The rounds are played by the judge's worker processes (keydesk/ai/teaching/workers.py); CPU seconds are
counted in this process and its workers.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.teaching import judge
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.evaluation.learned import shipped_margin
from keydesk.ai.teaching.workers import JudgeWorkers
from keydesk.rules.actions import Done, Place

from game_moments import game_at, moments, whole_game
from process_cpu import children_cpu

REFERENCE_BASE = 0xBE7C4  # the reference's rounds: a seed no ranking uses
TODAY = "today"


def mean_ci(xs: list) -> tuple:
    """(mean, half-width of its 95% interval by the normal approximation)."""
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, half


def searched(view, legal) -> list:
    """The moves the judge weighs at this position, or [] if it does not search it."""
    if isinstance(legal[0], Place) or any(isinstance(a, Done) for a in legal):
        return []
    weighed = [a for a, _ in judge.rank(view, legal, simulations=10)]
    return weighed if len(weighed) > 1 else []


def reference(view, moves: list, rounds: int, workers) -> dict:
    """{move: its mean value over the reference's `rounds` paired rounds}.  The rounds are
    numbered (rounds.py), so a move valued later is paired with the others all the same."""
    base = REFERENCE_BASE ^ judge.seed_of(view)
    values = workers.play(view, moves[0].player, moves, base, range(rounds), shipped_margin()[0], 3600.0)
    out = {}
    for i, move in enumerate(moves):
        got = [v[i] for v in values if v[i] is not None]
        out[move] = statistics.fmean(got) if got else -math.inf  # refused in every world: never worth playing
    return out


def first_choice(budget, view, legal, seed: int, workers):
    """The judge's first choice at `budget` simulations, or with budget TODAY the first choice of
    the judge before its rounds were numbered: Hard's own search, one stream of rounds, at 500."""
    if budget == TODAY:
        bot = HardBot(judge.TIME_LIMIT, simulations=judge.SIMULATIONS, objective=shipped_margin()[0])
        return bot.ranked(view, legal, random.Random(seed))[0][0]
    return judge.rank(view, legal, simulations=budget, workers=workers, seed=seed)[0][0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2, help="games of each player count (default 2)")
    ap.add_argument("--per-season", type=int, default=2, help="moments of each season a game (default 2)")
    ap.add_argument("--sims", default=f"{TODAY},500,300",
                    help=f"budgets to compare, the first the yardstick; '{TODAY}': the judge as it was, "
                         f"Hard's search at 500 (default {TODAY},500,300)")
    ap.add_argument("--seeds", type=int, default=3, help="rankings per budget and position (default 3)")
    ap.add_argument("--reference", type=int, default=300, help="paired rounds of the reference (default 300)")
    ap.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    args = ap.parse_args(argv)
    budgets = [x if x == TODAY else int(x) for x in args.sims.split(",")]
    regrets = {b: [] for b in budgets}  # per budget, per position: the mean regret over the seeds
    hits = {b: 0 for b in budgets}
    cpu = {b: 0.0 for b in budgets}
    positions = 0
    print(f"budgets {budgets}, {args.seeds} seeds each, reference {args.reference} paired rounds")
    with JudgeWorkers() as workers:
        for players in (2, 4):
            for seed in range(args.seed, args.seed + args.games):
                log = whole_game(players, seed)
                for k, season, phase in moments(players, seed, log, args.per_season):
                    game = game_at(players, seed, log, k)
                    view, legal = game.view(0), game.legal_actions(0)
                    arms = searched(view, legal)
                    if not arms:
                        continue
                    chosen = {b: [] for b in budgets}
                    for b in budgets:
                        for s in range(args.seeds):
                            started = time.process_time() + children_cpu()
                            chosen[b].append(first_choice(b, view, legal, judge.seed_of(view) + s, workers))
                            cpu[b] += time.process_time() + children_cpu() - started
                    # the shortlist follows the seed (the one-step ranking reads a guessed world): every move chosen is valued
                    arms += [m for m in dict.fromkeys(sum(chosen.values(), [])) if m not in arms]
                    ref = reference(view, arms, args.reference, workers)
                    best = max(ref.values())
                    line = []
                    for b in budgets:
                        got = [best - ref[m] for m in chosen[b]]
                        hits[b] += sum(ref[m] == best for m in chosen[b])
                        regrets[b].append(statistics.fmean(got))
                        line.append(f"{b}: {statistics.fmean(got):.2f}")
                    positions += 1
                    print(f"{players}p seed {seed} move {k:3d} {season:<7} {len(arms):2d} moves weighed; "
                          f"regret " + ", ".join(line), flush=True)
    print(f"\n{positions} positions; regret = points the first choice gives away against the reference's best")
    yard = budgets[0]
    for b in budgets:
        m, half = mean_ci(regrets[b])
        d, dhalf = mean_ci([x - y for x, y in zip(regrets[b], regrets[yard])])
        print(f"  {b:>5} simulations: regret {m:.2f} ± {half:.2f}, the reference's best "
              f"{hits[b] / (positions * args.seeds):.0%} of the time, {cpu[b] / (positions * args.seeds):.2f} CPU s "
              f"a ranking; against {yard}: {d:+.2f} ± {dhalf:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
