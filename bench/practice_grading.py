"""Does grading a move at an exercise take no longer than a hint at the same moment?

    python bench/practice_grading.py [--save docs/saves/finished-2p.yaml] [--as P1] [--simulations N]

The save is reviewed for the player (the judge's own budget unless --simulations says), its
exercises are made as the window makes them (keydesk.practice), and at each one three things
are timed on this process's CPU clock and the wall clock, the least of two runs each: grading
the move played in the game (the review's check, `judge.CHECK_ROUNDS` paired rounds), grading
the judge's move (at once), and the hint the table would give at that moment
(keydesk.ai.teaching.suggest on the same view).  It
also checks the grades: the move played "not yet" with the review's loss, the judge's "solved".
CPU seconds are the figures to compare on a shared machine; wall-clock seconds follow its load.
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import suggest
from keydesk.ai.teaching.review import review_game
from keydesk.practice import exercises_from
from keydesk.rules import Game


def timed(work, runs: int = 1):
    """(result, CPU seconds, wall-clock seconds), the least of `runs` runs of `work` (the first
    run at a position also pays for warming what the judge caches)."""
    best = None
    for _ in range(runs):
        cpu, wall = time.process_time(), time.perf_counter()
        result = work()
        spent = (time.process_time() - cpu, time.perf_counter() - wall)
        best = spent if best is None else (min(best[0], spent[0]), min(best[1], spent[1]))
    return (result, *best)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", default=str(_path.ROOT / "docs" / "saves" / "finished-2p.yaml"))
    parser.add_argument("--as", dest="player", default="P1")
    parser.add_argument("--simulations", type=int, default=None)
    args = parser.parse_args()
    player = int(args.player[1]) - 1
    game = Game.load(args.save)
    decisions, cpu, wall = timed(lambda: review_game(game, player, simulations=args.simulations))
    print(f"review of P{player + 1}: {len(decisions)} decisions, {cpu:.1f} CPU-s, {wall:.1f} s wall-clock")
    exercises = exercises_from(game, player, decisions, args.simulations, datetime.date.today())
    print(f"{len(exercises)} exercises\n")
    print(" move  season  stake | grade played: loss  CPU-s  wall | grade judge's: CPU-s | hint: CPU-s  wall")
    rows = []
    for e in exercises:
        start = e.start()
        view, legal = start.view(player), start.legal_actions(player)
        played, played_cpu, played_wall = timed(lambda: e.grade(e.played), runs=2)
        best, best_cpu, _ = timed(lambda: e.grade(e.best))
        _, hint_cpu, hint_wall = timed(lambda: suggest(view, legal, **({"simulations": args.simulations}
                                                                         if args.simulations else {})), runs=2)
        ok = "" if (not played.solved and played.loss == e.stake and best.solved) else "  GRADE DIFFERS"
        print(f"{e.move:5d}  {e.season:<7}{e.stake:5.1f} | {played.loss:17.1f} {played_cpu:6.2f} {played_wall:5.2f} "
              f"| {best_cpu:20.2f} | {hint_cpu:11.2f} {hint_wall:5.2f}{ok}")
        rows.append((played_cpu, hint_cpu))
    if rows:
        ratios = [g / h for g, h in rows]
        print(f"\ngrading the move played: median {statistics.median(g for g, _ in rows):.2f} CPU-s, "
              f"max {max(g for g, _ in rows):.2f}; the hint: median {statistics.median(h for _, h in rows):.2f}, "
              f"max {max(h for _, h in rows):.2f}; grade/hint CPU ratio median {statistics.median(ratios):.2f}, "
              f"max {max(ratios):.2f}")


if __name__ == "__main__":
    main()
