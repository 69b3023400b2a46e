"""The rules engine's speed: random playouts, Hard's simulations per
decision, state clones.  Prints figures; nothing here asserts on time.

    python bench/rule_speed.py [--quick]     --quick: fewer games, one Hard decision each
"""

import argparse
import random
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.evaluation.evaluate import field_margin
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.evaluation.learned import learned_margin
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move


def playout_rate(players: int, games: int) -> tuple:
    """Rule actions per second (legal_actions, a uniform choice, step) by the clock and by this
    process's CPU time (steadier on a shared machine), and actions a game."""
    actions, started, cpu = 0, time.perf_counter(), time.process_time()
    for seed in range(games):
        game = Game.new(players=players, seed=seed)
        chooser = random.Random(seed)
        state, comps = game.state, game.comps
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            step(state, comps, chooser.choice(legal_actions(state, comps, p)))
            actions += 1
    return actions / (time.perf_counter() - started), actions / (time.process_time() - cpu), actions / games


def game_at(players: int, seed: int, season: str) -> Game:
    """A seeded random game advanced to the first actions-phase turn of a season."""
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    while not (game.season == season and game.phase == "actions"):
        game.apply(chooser.choice(game.legal_actions(chooser.choice(game.to_move))))
    return game


def hard_simulations(players: int, season: str, seeds) -> list:
    """Simulations Hard completes in one decision at its default budget, per seed."""
    counts = []
    for seed in seeds:
        game = game_at(players, seed, season)
        p = game.to_move[0]
        bot = HardBot()
        bot.choose(game.view(p), game.legal_actions(p), random.Random(seed))
        counts.append(bot.last_simulations)
    return counts


def hard_cpu_rate(players: int, season: str, seeds, simulations: int = 300, margin=None) -> float:
    """Simulations per CPU second of whole Hard decisions (ranking included) capped at a fixed
    number of simulations: steadier than the count at a wall-clock budget on a shared machine.
    The simulations counted are those the bot ran: a search may stop below the cap (once one
    candidate is left), and dividing the cap by the time would then overstate the rate.
    `margin`: what judges a simulation's end (default Hard's own, the shipped evaluation)."""
    spent, ran = 0.0, 0
    for seed in seeds:
        game = game_at(players, seed, season)
        p = game.to_move[0]
        view, legal = game.view(p), game.legal_actions(p)
        bot = HardBot(budget=1e6, simulations=simulations, objective=margin)
        cpu = time.process_time()
        bot.choose(view, legal, random.Random(seed))
        spent += time.process_time() - cpu
        ran += bot.last_simulations
    return ran / spent


def clone_rate(count: int = 20000) -> float:
    state = Game.new(players=4, seed=1).state
    started = time.perf_counter()
    for _ in range(count):
        state.clone()
    return count / (time.perf_counter() - started)


def main(quick: bool = False) -> None:
    Game.new(players=2, seed=0)  # load the component data before timing
    games = 10 if quick else 30
    print("| figure | measured |")
    print("|---|---|")
    for players in (2, 4, 6):
        rate, cpu_rate, length = playout_rate(players, games)
        print(f"| random playouts, {players} players | {rate:,.0f} rule actions/s "
              f"({cpu_rate:,.0f} per CPU second; {length:.0f} actions a game) |")
    seeds = (1,) if quick else (1, 2, 3)
    opening = hard_simulations(2, "spring", seeds)
    autumn = hard_simulations(4, "autumn", seeds)
    print(f"| Hard simulations per decision at its 1.0 s budget (2p opening / 4p autumn), median of "
          f"{len(seeds)} | "
          f"{statistics.median(opening):,.0f} / {statistics.median(autumn):,.0f} |")
    print(f"| Hard simulations per CPU second, at most 300 a decision (2p opening / 4p autumn) | "
          f"{hard_cpu_rate(2, 'spring', seeds):,.0f} / {hard_cpu_rate(4, 'autumn', seeds):,.0f} |")
    hand = [hard_cpu_rate(p, s, seeds, margin=field_margin) for p, s in ((2, "summer"), (4, "summer"))]
    learned = [hard_cpu_rate(p, s, seeds, margin=learned_margin) for p, s in ((2, "summer"), (4, "summer"))]
    print(f"| Hard simulations per CPU second, judged by the hand-built / the learned evaluation "
          f"(2p summer; 4p summer: a summer simulation ends on it) | {hand[0]:,.0f} / {learned[0]:,.0f}; "
          f"{hand[1]:,.0f} / {learned[1]:,.0f} |")
    print(f"| state clones (4p spring) | {clone_rate():,.0f} /s |")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="Rules engine speed: random playouts, Hard's simulations, clones.")
    ap.add_argument("--quick", action="store_true", help="a shorter workload")
    main(ap.parse_args().quick)
