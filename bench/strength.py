"""Strength of the bot levels: a match between levels, with the figures that say why one wins.

    python bench/strength.py --levels hard,frozen-hard --games 60 --sims 300
    python bench/strength.py --levels medium,easy --games 40
    python bench/strength.py --levels hard,medium --players 4 --games 12 --budget 1.0

Levels: easy, medium, skilled, hard (the shipped bots; skilled always runs its own fixed
number of simulations), frozen-medium, frozen-hard (the bots at
commit dd0db70, bench/frozen/), hard-2026-11 (Hard at commit 77d288b,
bench/frozen/hard_2026_11/) and hard-2026-11-27 (Hard at commit 4396052,
bench/frozen/hard_2026_11_27/), the yardsticks (the first three judge their simulations by
the hand-built evaluation, the last by its own copy of the learned model of that day; today's
Hard by the shipped learned one, keydesk/ai/evaluation/learned.py, and `--learned FILE` hands it another
model to compare fits), and hard-margin (today's Hard raising the plain margin over
the field in every simulation, not keydesk/ai/evaluation/objective.py's blend of margin and own points).
The levels are cycled over the seats and the seating rotates by one each game, so every level
plays every seat; game i uses seed
`--seed + i`.  `--sims N` gives every searching bot exactly N simulations per decision (a busy
CPU cannot skew the result); otherwise `--budget` seconds per decision.  `--cpu-clock` counts that
budget in the process's CPU seconds instead of wall-clock seconds: on a shared machine other
jobs then cannot shrink both bots' searches, so an equal-budget match measures the same thing
loaded or idle (on an idle machine the two clocks agree).  `--procs 2` plays two games at a
time (the machine is shared: prefer 1).

Per level it prints games, wins (a shared first place splits) with a Wilson 95% interval, mean
± sd score, points by category (printed points of unflipped and upgraded tiles, scoring rules
of season tiles, winter tiles, gold and purple), upgrades, workers and resources left unused,
and seconds per decision (mean, median, max).  `--report-slow S` also prints, under its game,
every decision that took over S seconds, split into user, system and cycle-collector CPU time,
and `--slow-dir FOLDER` saves each one for bench/replay_decision.py (see bench/slow_decisions.py).

Two worker figures are printed.  `end wk` counts the workers behind the screen when the game
ends, and it stays near ten whatever a bot does, because the rulebook gives back every worker
used at home in winter ("Any workers used on tiles in the player's home village are
retained").  `idle wk` counts the workers that earned nothing: those still behind the screen at
the winter's last moment of actions plus those standing in winter bids another player wins,
less any that a winter tile scores (at most the workers held at the end that no score line
counted).  It is the figure an "unused workers" target is read against.

Seven habit figures follow, per seat and game (bench/behaviour.py): `dead` tiles won and never
used that score nothing, `own+` bids raised on a tile the player was already winning, `lost wk`
workers that used a tile still on offer which someone else then won, `wint fwd` winter tiles
put forward, `empty` transport uses followed at once by Done, `shuttle` moves that carried a
resource back along the road it came that season, and `over wk` workers in winning bids beyond
one more than the best other bid.  Under the table each level's dead tiles are named, most
often first, since which tiles end dead says where to look, with how many lie beside their
owner's turn-order tile (which scores a point for each neighbour).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from functools import partial
from multiprocessing import Pool

import _path  # noqa: F401  (puts the project on sys.path)

from behaviour import Behaviour
from frozen import FROZEN_LEVELS, make_frozen
from frozen.hard_2026_11 import LEVEL as HARD_2026_11, make_frozen_hard
from frozen.hard_2026_11_27 import LEVEL as HARD_2026_11_27, make_frozen_hard as make_frozen_hard_27
from keydesk.ai import make_bot
from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.bots.skilled import SkilledBot
from keydesk.ai.evaluation.learned import LEARNED_FILE, LearnedError, learned_margin, learned_objective, load_learned
from keydesk.ai.ratings.tournament import seat_levels
from keydesk.rules import Game
from keydesk.rules.components import COLOURS, RESOURCES
from slow_decisions import SlowWatch

HARD_MARGIN = "hard-margin"
ALL_LEVELS = BOT_LEVELS + FROZEN_LEVELS + (HARD_2026_11, HARD_2026_11_27, HARD_MARGIN)
CATEGORIES = ("printed", "upgraded", "scoring", "winter", "gold+purple")
HABIT_COLUMNS = (("dead_tiles", "dead", 6), ("own_raises", "own+", 6), ("lost_use_workers", "lost wk", 8),
                 ("winter_forward", "wint fwd", 9), ("empty_uses", "empty", 7), ("shuttles", "shuttle", 8),
                 ("overbid", "over wk", 8))  # bench/behaviour.py's figures: (name, column, width)
NO_CAP = 3600.0  # the time budget given with --sims: the simulation count decides alone


def build_bot(level: str, budget, sims, clock=time.perf_counter, learned=None):
    """A bot of `level`; with `sims`, searching bots run exactly that many simulations;
    `clock` times a searching bot's budget; `learned`: the model Hard judges by (default: the
    shipped data/ai/learned.yaml)."""
    if level in FROZEN_LEVELS:
        return make_frozen(level, NO_CAP if sims else budget, simulations=sims, clock=clock)
    if level == HARD_2026_11:
        return make_frozen_hard(NO_CAP if sims else budget, simulations=sims, clock=clock)
    if level == HARD_2026_11_27:
        return make_frozen_hard_27(NO_CAP if sims else budget, simulations=sims, clock=clock)
    if level == HARD_MARGIN:
        return HardBot(NO_CAP if sims else budget, simulations=sims, clock=clock,
                       objective=partial(learned_margin, model=learned))
    if level == "skilled":  # its own simulation count whatever --sims says; the budget only guards
        return SkilledBot(NO_CAP if sims else budget, clock=clock)
    if level == "hard":
        objective = partial(learned_objective, model=learned) if learned else None
        return HardBot(NO_CAP if sims else budget, simulations=sims, clock=clock, objective=objective)
    return make_bot(level, budget)


def _category(comps, line, flipped: set) -> str:
    if line.source in ("gold", "purple"):
        return "gold+purple"
    spec = comps.tiles.get(line.source)
    if spec is not None and spec.season == "winter":
        return "winter"
    if line.label.endswith("printed"):
        return "upgraded" if line.source in flipped else "printed"
    return "scoring"


def winter_idle(state, p: int) -> int:
    """Workers of player `p` that winter leaves without work at `state`: those behind the
    screen and those in bids another player is winning."""
    won = set(state.won_by(p))
    losing = sum(entries[p].count for tile, entries in state.bids.items()
                 if entries[p] and tile not in won)
    return sum(state.screens[p].values()) + losing


def seat_record(game, sheet, p: int, winter_end=None) -> dict:
    """The figures of one seat at the end of a game; `winter_end` is the state at the winter's
    last moment of actions (for the idle-worker figure; without it, the end count stands)."""
    state, comps = game.state, game.comps
    cats = dict.fromkeys(CATEGORIES, 0)
    for line in sheet.lines:
        cats[_category(comps, line, state.flipped)] += line.points
    village = [t for t, _, _, _ in state.village_tiles(p)]
    held = sum(n for t in village for r, n in state.resources_on(t).items() if r != "gold")
    scored = sum(n for line in sheet.lines if line.source != "gold"
                 for r, n in line.items.items() if r in RESOURCES and r != "gold")
    end_workers = sum(state.screens[p].values())
    unscored = end_workers - sum(n for line in sheet.lines for c, n in line.items.items() if c in COLOURS)
    idle = end_workers if winter_end is None else winter_idle(winter_end, p)
    return {"score": sheet.total, "cats": cats, "upgrades": sum(t in state.flipped for t in village),
            "workers": end_workers, "idle_workers": max(0, min(idle, unscored)),
            "resources": max(0, held - scored)}


def play(job) -> tuple:
    """One game: (seed, seats, per-seat records, per-seat decision times, slow-decision lines)."""
    seats, seed, budget, sims, cpu_clock, slow, slow_dir, learned = job
    clock = time.process_time if cpu_clock else time.perf_counter
    game = Game.new(players=len(seats), seed=seed)
    bots = [build_bot(level, budget, sims, clock, learned) for level in seats]
    rngs = [random.Random(seed * 10 + p) for p in range(len(seats))]
    times = [[] for _ in seats]
    watch = SlowWatch(slow, slow_dir, seed) if slow is not None else None
    habits = Behaviour(len(seats))
    winter_end = None
    while not game.is_over:
        for p in game.to_move:
            legal = game.legal_actions(p)
            view = game.view(p)
            if watch:
                watch.before(rngs[p])
            started = clock()
            action = bots[p].choose(view, legal, rngs[p])
            times[p].append(clock() - started)
            if watch:
                watch.after(times[p][-1], p, seats[p], view, legal, bots[p])
            habits.see(game.state, action)
            game.apply(action)
            if game.state.season == "winter" and game.state.phase == "actions":
                winter_end = game.state
    sheets = game.scores()
    slow_lines = watch.close() if watch else []
    records = [seat_record(game, sheets[p], p, winter_end) for p in range(len(seats))]
    for record, figures in zip(records, habits.figures(game.state, game.comps, sheets)):
        record.update(figures)
    return seed, seats, records, times, slow_lines


def wilson(wins: float, n: int, z: float = 1.96) -> tuple:
    """The Wilson score 95% interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _mean(xs) -> float:
    return statistics.mean(xs) if xs else 0.0


def report(levels: list, results: list) -> None:
    games = len(results)
    print(f"\n{'level':<14}{'games':>6}{'wins':>7}{'win% (95% CI)':>22}{'score':>14}"
          + "".join(f"{c:>12}" for c in CATEGORIES)
          + f"{'upgrades':>9}{'end wk':>8}{'idle wk':>8}{'idle res':>9}{'s/dec mean':>11}{'median':>8}{'max':>7}"
          + "".join(f"{label:>{width}}" for _, label, width in HABIT_COLUMNS))
    for level in dict.fromkeys(levels):
        recs, times, wins, played = [], [], 0.0, 0
        for _, seats, records, seat_times, _ in results:
            top = max(r["score"] for r in records)
            firsts = [p for p, r in enumerate(records) if r["score"] == top]
            mine = [p for p, s in enumerate(seats) if s == level]
            if mine:
                played += 1
                wins += sum(1 / len(firsts) for p in mine if p in firsts)
            for p in mine:
                recs.append(records[p])
                times.extend(seat_times[p])
        scores = [r["score"] for r in recs]
        lo, hi = wilson(wins, played)
        spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
        cats = "".join(f"{_mean([r['cats'][c] for r in recs]):>12.1f}" for c in CATEGORIES)
        print(f"{level:<14}{played:>6}{wins:>7.1f}{100 * wins / max(played, 1):>7.1f}% ({100 * lo:4.1f}–{100 * hi:5.1f}%)"
              f"{_mean(scores):>8.1f} ± {spread:4.1f}{cats}"
              f"{_mean([r['upgrades'] for r in recs]):>9.2f}{_mean([r['workers'] for r in recs]):>8.2f}"
              f"{_mean([r['idle_workers'] for r in recs]):>8.2f}"
              f"{_mean([r['resources'] for r in recs]):>9.2f}{_mean(times):>11.3f}"
              f"{statistics.median(times) if times else 0:>8.3f}{max(times, default=0):>7.2f}"
              + "".join(f"{_mean([r[name] for r in recs]):>{width}.2f}" for name, _, width in HABIT_COLUMNS))
    print(f"({games} games; wins count a level's seats together, shared first places split)")
    for level in dict.fromkeys(levels):
        print(f"dead tiles, {level}: {dead_tally(level, results) or 'none'}")


def dead_tally(level: str, results: list) -> str:
    """The tiles a level's seats won and never used, most often first, how many of them nobody
    else bid on, and how many lie beside the owner's turn-order tile (a point each there):
    "well 3, barn 1; 3 of 4 with no other bid, 2 of them by one worker; 1 beside a turn-order
    tile"."""
    mine = [records[p] for _, seats, records, _, _ in results for p, s in enumerate(seats) if s == level]
    names = Counter(t for record in mine for t in record["dead_names"])
    bids = [b for record in mine for b in record["dead_bids"]]
    if not names:
        return ""
    alone = [workers for workers, other in bids if other == 0 and workers > 0]
    beside = sum(len(record["dead_beside"]) for record in mine)
    return (", ".join(f"{t} {k}" for t, k in names.most_common())
            + f"; {len(alone)} of {len(bids)} with no other bid, {alone.count(1)} of them by one worker"
            + f"; {beside} beside a turn-order tile")


def match_options(ap: argparse.ArgumentParser) -> None:
    """The options that say which games a match plays and how the bots are budgeted; shared with
    bench/winter_split.py, whose games must be these same games to pair with them."""
    ap.add_argument("--levels", default="hard,frozen-hard", help=f"comma-separated, from {', '.join(ALL_LEVELS)}")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--sims", type=int, default=None, help="exact simulations per searching decision")
    ap.add_argument("--budget", type=float, default=None, help="seconds per searching decision (default 1.0)")
    ap.add_argument("--cpu-clock", action="store_true",
                    help="count --budget in the process's CPU seconds (fair on a busy machine)")


def parse(argv):
    ap = argparse.ArgumentParser(description="Play a match between bot levels and print strength figures.")
    match_options(ap)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--procs", type=int, default=1, choices=(1, 2))
    ap.add_argument("--minutes", type=float, default=None,
                    help="stop after this many minutes and report the games finished by then")
    ap.add_argument("--report-slow", type=float, default=None, metavar="SECONDS",
                    help="print every decision that takes longer (user, system and collector CPU time)")
    ap.add_argument("--learned", default=None, metavar="FILE",
                    help=f"the learned model Hard judges by (default: {LEARNED_FILE})")
    ap.add_argument("--slow-dir", default=None, metavar="FOLDER",
                    help="with --report-slow, save each slow decision there for bench/replay_decision.py")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in ALL_LEVELS]
    if unknown or not levels:
        ap.error(f"unknown level(s) {', '.join(unknown) or '(none)'}; choose from {', '.join(ALL_LEVELS)}")
    if not 2 <= args.players <= 6:
        ap.error("--players must be between 2 and 6")
    if args.games < 1:
        ap.error("--games must be at least 1")
    if args.slow_dir and args.report_slow is None:
        ap.error("--slow-dir needs --report-slow")
    args.model = None
    if args.learned:
        try:
            args.model = load_learned(args.learned)
        except LearnedError as exc:
            ap.error(str(exc))
    return args, levels


def main(argv=None) -> int:
    args, levels = parse(argv)
    jobs = [(seat_levels(levels, args.players, i), args.seed + i, args.budget, args.sims, args.cpu_clock,
             args.report_slow, args.slow_dir, args.model) for i in range(args.games)]
    clock = "CPU" if args.cpu_clock else "wall-clock"
    mode = f"{args.sims} simulations per decision" if args.sims else f"budget {args.budget or 1.0:g} {clock} s"
    print(f"{args.games} games, {args.players} players, levels {','.join(levels)}, {mode}, seeds {args.seed}–{args.seed + args.games - 1}")
    results = []
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    with Pool(args.procs) as pool:
        for result in pool.imap(play, jobs):
            seed, seats, records, _, slow_lines = result
            results.append(result)
            line = "  ".join(f"{s} {r['score']}" for s, r in zip(seats, records))
            print(f"game {len(results):3d} (seed {seed}): {line}", flush=True)
            for slow_line in slow_lines:
                print(slow_line, flush=True)
            if deadline and time.monotonic() > deadline:
                print(f"stopped after {args.minutes:g} minutes", flush=True)
                pool.terminate()
                break
    report(levels, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
