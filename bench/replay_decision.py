"""Run a saved slow decision again, timed and profiled, to see where its time went.

    python bench/strength.py --levels hard,medium,medium,medium --players 4 --budget 1.0 \\
        --cpu-clock --report-slow 1.2 --slow-dir slow
    python bench/replay_decision.py slow/seed4300_P1_decision57.pickle --profile 15

The file holds the bot's view, its legal actions and its random stream as the decision began
(bench/slow_decisions.py).  The bot is rebuilt at the same level and budget, on the CPU clock,
so a decision that was slow for its own reasons is slow again; one that is quick on replay was
slowed by something outside it (the collector or the system, which the report line splits out).
A time budget makes the search itself differ a little from run to run.
"""

from __future__ import annotations

import argparse
import cProfile
import pickle
import pstats
import random
import sys
import time

import _path  # noqa: F401  (puts the project on sys.path)

from slow_decisions import legal_kinds
from strength import build_bot


def load(path: str) -> dict:
    """The saved decision, or SystemExit with a sentence naming what is wrong with the file."""
    try:
        with open(path, "rb") as f:
            saved = pickle.load(f)  # a file this bench wrote itself, never one from elsewhere
    except OSError as e:
        raise SystemExit(f"cannot read {path}: {e.strerror}") from None
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError) as e:
        raise SystemExit(f"{path} is not a decision saved by bench/strength.py --slow-dir ({e})") from None
    if not isinstance(saved, dict) or not {"level", "budget", "view", "legal", "rng_state"} <= set(saved):
        raise SystemExit(f"{path} is not a decision saved by bench/strength.py --slow-dir")
    return saved


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Time and profile a decision saved by bench/strength.py --slow-dir.")
    ap.add_argument("file")
    ap.add_argument("--runs", type=int, default=3, help="times to run it (default 3)")
    ap.add_argument("--profile", type=int, default=0, metavar="N",
                    help="profile the first run and print its N costliest functions")
    args = ap.parse_args(argv)
    saved = load(args.file)
    view, legal = saved["view"], saved["legal"]
    print(f"{saved['level']} at {saved['budget']} s: {view.season} {view.phase}, {len(legal)} legal "
          f"({legal_kinds(legal)}); took {saved['elapsed']:.2f} s in the match")
    for run in range(args.runs):
        bot = build_bot(saved["level"], saved["budget"], None, time.process_time)
        rng = random.Random()
        rng.setstate(saved["rng_state"])
        profiler = cProfile.Profile() if args.profile and run == 0 else None
        started = time.process_time()
        if profiler:
            profiler.enable()
        action = bot.choose(view, legal, rng)
        if profiler:
            profiler.disable()
        elapsed = time.process_time() - started
        sims = getattr(bot, "last_simulations", None)
        print(f"run {run + 1}: {elapsed:.2f} CPU-s" + (f", {sims} simulations" if sims is not None else "")
              + f", chose {action}" + (" (profiled)" if profiler else ""))
        if profiler:
            pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
