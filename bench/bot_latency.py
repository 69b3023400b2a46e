"""Decision latency per bot level (median and max), over the decisions of whole games; for Hard
also its worst decision as a share of its time budget (it should stay under 120%)."""

import argparse
import random
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import LEVELS, make_bot
from keydesk.ai.hard import DEFAULT_BUDGET
from keydesk.rules import Game


def latencies(level: str, players: int, seed: int, budget, limit: int = 40) -> list:
    """Seconds per decision for one bot playing every seat, over the first `limit` decisions
    of a game and then its last season (so every kind of decision is timed)."""
    game = Game.new(players=players, seed=seed)
    bot, rng, times = make_bot(level, budget), random.Random(seed), []
    filler = make_bot("medium")  # plays the untimed middle of the game
    while not game.is_over:
        for p in game.to_move:
            if len(times) >= limit and game.season != "winter":
                game.apply(filler.choose(game.view(p), game.legal_actions(p), rng))
                continue
            legal = game.legal_actions(p)
            started = time.perf_counter()
            action = bot.choose(game.view(p), legal, rng)
            times.append(time.perf_counter() - started)
            game.apply(action)
    return times


def main(budget=None) -> None:
    budget = DEFAULT_BUDGET if budget is None else budget
    for level in LEVELS:
        times = latencies(level, 3, seed=1, budget=budget)
        extra = f" (budget {budget:g} s)" if level == "hard" else ""
        over = f", worst {max(times) / budget:.0%} of the budget" if level == "hard" else ""
        print(f"{level:<6} decision latency, 3 players{extra}: median {statistics.median(times) * 1000:7.1f} ms, "
              f"max {max(times) * 1000:7.1f} ms over {len(times)} decisions{over}")


def parse_budget(description: str, argv=None):
    """Hard's seconds per decision from the command line (None: its own), or exit with a
    sentence saying what is wrong; `make bench` (run_all.py) takes the same argument."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("budget", nargs="?", type=float, default=None,
                    help=f"Hard's seconds per decision (default {DEFAULT_BUDGET:g})")
    budget = ap.parse_args(argv).budget
    if budget is not None and not budget > 0:
        ap.error("the budget must be a positive number of seconds")
    return budget


if __name__ == "__main__":
    main(parse_budget("Decision latency per bot level over whole 3-player games."))
