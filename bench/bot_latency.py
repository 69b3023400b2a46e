"""Decision latency per bot level (median and max), over the decisions of whole games; for Hard
also its worst decision as a share of its time budget (it should stay under 120%).

    python bench/bot_latency.py [BUDGET] [--cpu-clock]

`--cpu-clock` times the decisions, and gives Hard its budget, in the process's CPU seconds:
on a machine busy with other work the wall clock counts their time too, the CPU clock only the
bot's own.
"""

import argparse
import random
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot
from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.ai.bots.hard import DEFAULT_BUDGET, HardBot
from keydesk.rules import Game


def latencies(level: str, players: int, seed: int, budget, limit: int = 40, clock=time.perf_counter) -> list:
    """Seconds per decision (read off `clock`) for one bot playing every seat, over the first
    `limit` decisions of a game and then its last season (so every kind of decision is timed)."""
    game = Game.new(players=players, seed=seed)
    bot = HardBot(budget, clock=clock) if level == "hard" else make_bot(level, budget)
    rng, times = random.Random(seed), []
    filler = make_bot("medium")  # plays the untimed middle of the game
    while not game.is_over:
        for p in game.to_move:
            if len(times) >= limit and game.season != "winter":
                game.apply(filler.choose(game.view(p), game.legal_actions(p), rng))
                continue
            legal = game.legal_actions(p)
            started = clock()
            action = bot.choose(game.view(p), legal, rng)
            times.append(clock() - started)
            game.apply(action)
    return times


def main(budget=None, cpu_clock: bool = False) -> None:
    budget = DEFAULT_BUDGET if budget is None else budget
    clock = time.process_time if cpu_clock else time.perf_counter
    unit = "CPU s" if cpu_clock else "s"
    for level in BOT_LEVELS:
        times = latencies(level, 3, seed=1, budget=budget, clock=clock)
        extra = f" (budget {budget:g} {unit})" if level == "hard" else ""
        over = f", worst {max(times) / budget:.0%} of the budget" if level == "hard" else ""
        print(f"{level:<6} decision latency, 3 players{extra}: median {statistics.median(times) * 1000:7.1f} ms, "
              f"max {max(times) * 1000:7.1f} ms over {len(times)} decisions{over}")


def parse_options(description: str, argv=None) -> argparse.Namespace:
    """Hard's seconds per decision (`budget`, None: its own) and `cpu_clock` from the command
    line, or exit with a sentence saying what is wrong; `make bench` (run_all.py) takes the same."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("budget", nargs="?", type=float, default=None,
                    help=f"Hard's seconds per decision (default {DEFAULT_BUDGET:g})")
    ap.add_argument("--cpu-clock", action="store_true",
                    help="time decisions in the process's CPU seconds (fair on a busy machine)")
    options = ap.parse_args(argv)
    if options.budget is not None and not options.budget > 0:
        ap.error("the budget must be a positive number of seconds")
    return options


if __name__ == "__main__":
    options = parse_options("Decision latency per bot level over whole 3-player games.")
    main(options.budget, options.cpu_clock)
