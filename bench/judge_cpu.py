"""The judge's CPU seconds a ranking, in one process, at the hint's moments, with a digest of its answers.

    python bench/judge_cpu.py [--seasons autumn] [--games 2] [--per-season 2] [--seed 1] [--rankings]

The moments are bench/hint_latency.py's (whole 2- and 4-player games played by Medium, two
moments a season where P1 has a real decision), the ranking `judge.rank` at the hint's 500
simulations with no worker processes, so the figure is the search's own work on one core: no
window, no processes to start, no batches to send.  The bots' memo tables are emptied before
each ranking, as a worker's are once full (keydesk/ai/teaching/workers.py), so a ranking does
not borrow from the one before.

Printed per moment: its CPU seconds, and at the end the total and a digest of every ranking
with its values at full precision; `--rankings` prints the rankings themselves.  A speed
change that alters no answer leaves the digest as it was: run it on a checkout before the
change and after, and compare.  Process CPU time, which a busy machine inflates far less than
the wall clock; take the median of a few runs, the two checkouts taking turns.
"""

import argparse
import hashlib
import sys
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.bots.memo import Memo
from keydesk.ai.teaching import judge
from keydesk.rules.actions import format_action
from game_moments import SEASONS, game_at, moments, whole_game


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seasons", default=",".join(SEASONS), help="the seasons to rank, comma-separated (default all)")
    ap.add_argument("--games", type=int, default=2, help="games of each player count (default 2)")
    ap.add_argument("--per-season", type=int, default=2, help="moments of each season a game (default 2)")
    ap.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    ap.add_argument("--rankings", action="store_true", help="print each ranking too")
    args = ap.parse_args(argv)
    seasons = args.seasons.split(",")
    unknown = [s for s in seasons if s not in SEASONS]
    if unknown:
        ap.error(f"no season {unknown[0]!r}: the seasons are {', '.join(SEASONS)}")
    digest, total = hashlib.sha256(), 0.0
    print(f"{'players':>7} {'seed':>4} {'move':>4} {'season':<7} {'phase':<13} {'CPU s':>6}")
    for players in (2, 4):
        for seed in range(args.seed, args.seed + args.games):
            log = whole_game(players, seed)
            for k, season, phase in moments(players, seed, log, args.per_season):
                if season not in seasons:
                    continue
                game = game_at(players, seed, log, k)
                for table in Memo.all_tables():
                    table.clear()
                cpu = time.process_time()
                ranked = judge.rank(game.view(0), game.legal_actions(0))
                cpu = time.process_time() - cpu
                total += cpu
                answer = [(format_action(a), repr(v)) for a, v in ranked]
                digest.update(repr(answer).encode())
                print(f"{players:>7} {seed:>4} {k:>4} {season:<7} {phase:<13} {cpu:6.2f}", flush=True)
                if args.rankings:
                    print("       ", answer)
    print(f"total {total:.2f} CPU s; rankings digest {digest.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
