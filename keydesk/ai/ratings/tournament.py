"""Bot-against-bot games for `python main.py simulate --bots hard,medium ...`.

The listed levels are cycled to fill the seats, and the seating rotates by one each game so
that every level plays from every seat (turn order matters in Keyflower).  Each game prints
its scores; the end prints, per level, wins (a shared first place splits the win), mean and
standard deviation of scores, and the seconds each decision took.
"""

from __future__ import annotations

import random
import statistics
import time

from keydesk.rules import Game

from keydesk.ai import make_bot
from keydesk.rules.seat_kinds import BOT_LEVELS


def seat_levels(levels: list, players: int, game_index: int) -> list:
    """The level in each seat for one game: levels cycled to fill, rotated by the game index."""
    filled = [levels[k % len(levels)] for k in range(players)]
    return [filled[(s + game_index) % players] for s in range(players)]


def play_game(levels: list, seed: int, budget, timings: dict) -> list:
    """One complete game between bots; returns the final scores and adds to `timings`."""
    game = Game.new(players=len(levels), seed=seed)
    bots = [make_bot(level, budget) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    while not game.is_over:
        for p in game.to_move:
            legal = game.legal_actions(p)
            started = time.perf_counter()
            action = bots[p].choose(game.view(p), legal, rngs[p])
            timings[levels[p]].append(time.perf_counter() - started)
            game.apply(action)
    return [sheet.total for sheet in game.scores()]


def run_tournament(args) -> int:
    levels = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in levels if name not in BOT_LEVELS]
    if unknown or not levels:
        print(f"error: unknown bot level(s) {', '.join(unknown) or '(none)'}; choose from {', '.join(BOT_LEVELS)}")
        return 2
    if len(levels) > args.players:
        print(f"error: {len(levels)} bot levels for {args.players} seats; give at most one per seat "
              "(fewer are repeated to fill the seats)")
        return 2
    wins = {level: 0.0 for level in levels}
    scores = {level: [] for level in levels}
    timings = {level: [] for level in levels}
    for i in range(args.games):
        seats = seat_levels(levels, args.players, i)
        seed = args.seed + i
        result = play_game(seats, seed, args.budget, timings)
        top = max(result)
        winners = [p for p, s in enumerate(result) if s == top]
        for p in winners:
            wins[seats[p]] += 1 / len(winners)
        for p, s in enumerate(result):
            scores[seats[p]].append(s)
        line = "  ".join(f"P{p + 1} {seats[p]:<6} {s:3d}" for p, s in enumerate(result))
        print(f"game {i + 1:3d} (seed {seed}): {line}", flush=True)
    print()
    print(f"{'level':<8} {'seats':>5} {'wins':>6} {'win%':>6} {'mean':>6} {'stdev':>6} {'s/decision':>11} {'max s':>7}")
    for level in dict.fromkeys(levels):
        got = scores[level]
        spread = statistics.stdev(got) if len(got) > 1 else 0.0
        times = timings[level]
        per = statistics.mean(times) if times else 0.0
        print(f"{level:<8} {len(got):>5} {wins[level]:>6.1f} {100 * wins[level] / args.games:>5.1f}% "
              f"{statistics.mean(got):>6.1f} {spread:>6.1f} {per:>11.3f} {max(times, default=0):>7.3f}")
    return 0
