"""Star thresholds for the shipped challenges, from what strong bots reach from the same start.

For each challenge, a Medium bot takes the player's seat (P1) against the challenge's own
rivals, several times with different bot seeds; the printed figures are P1's measured results
(score or margin).  The thresholds are then set as: one star = the lowest bot result, two =
the median, three = the best (each raised by one where needed to keep them rising), so every
star has been reached by a bot and none is given away; for a margin goal the first star needs
at least +1 (a win).  Results are recorded in
docs/challenges.md.

    python bench/challenge_thresholds.py [RUNS] [HARD_BUDGET] [CHALLENGE_ID ...]
    (defaults: 3 runs, 0.1 s, every challenge)
"""

import argparse
import random
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot
from keydesk.challenges import load_challenges


def play(challenge, run: int, budget: float) -> int:
    game = challenge.new_game()
    seats = ["medium"] + list(challenge.seats[1:])
    bots = [make_bot(level, budget=budget) for level in seats]
    rng = random.Random(run)
    while not game.is_over:
        p = game.to_move[0]
        game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rng))
    return challenge.result(game)


def thresholds(results: list, measure: str) -> list:
    low, mid, high = min(results), int(statistics.median(results)), max(results)
    if measure == "margin":  # the goal is to finish ahead: the first star needs a win
        low = max(low, 1)
    mid = max(mid, low + 1)
    high = max(high, mid + 1)
    return [low, mid, high]


def main() -> None:
    ap = argparse.ArgumentParser(description="Suggest each challenge's star thresholds from Medium's results.")
    ap.add_argument("runs", nargs="?", type=int, default=3, help="runs per challenge (default 3)")
    ap.add_argument("budget", nargs="?", type=float, default=0.1, help="Hard rivals' seconds per decision (default 0.1)")
    ap.add_argument("challenges", nargs="*", help="challenge ids (default: all)")
    args = ap.parse_args()
    if args.runs < 1 or not args.budget > 0:
        ap.error("runs must be at least 1 and the budget a positive number of seconds")
    runs, budget = args.runs, args.budget
    print(f"P1 = Medium bot; rivals as each challenge seats them (Hard budget {budget} s); {runs} runs each")
    wanted = set(args.challenges)
    for challenge in load_challenges():
        if wanted and challenge.id not in wanted:
            continue
        started = time.perf_counter()
        results = [play(challenge, run, budget) for run in range(1, runs + 1)]
        print(f"{challenge.id:24s} {challenge.measure:6s} results {results}  -> stars {thresholds(results, challenge.measure)}"
              f"   (now {list(challenge.stars)}; {time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
