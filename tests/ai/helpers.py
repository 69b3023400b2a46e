"""Shared helpers for the bot tests: playing whole games and reaching mid-game positions."""

import importlib.util
import random
import sys
from pathlib import Path

from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move


def play_bots(bots, seed: int, check=None):
    """Play a whole game, one bot per seat; every choice must be one of the legal actions."""
    game = Game.new(players=len(bots), seed=seed)
    rngs = [random.Random(seed + p) for p in range(len(bots))]
    kinds = set()
    while not game.is_over:
        for p in game.to_move:
            legal = game.legal_actions(p)
            action = bots[p].choose(game.view(p), legal, rngs[p])
            assert action in legal, f"{bots[p].level} chose an illegal {action}"
            assert isinstance(bots[p].explain, str)
            if check:
                check(game, p, action)
            kinds.add(type(action).__name__)
            game.apply(action)
    return game, kinds


def random_position(players: int, seed: int, actions: int, phase: str | None = None):
    """A game state after `actions` random legal actions (continuing until `phase`, if given)."""
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    state, comps = game.state, game.comps
    played = 0
    while state.phase != "over" and (played < actions or (phase and state.phase != phase)):
        p = chooser.choice(to_move(state))
        step(state, comps, chooser.choice(legal_actions(state, comps, p)))
        played += 1
    return game


BENCH = Path(__file__).resolve().parents[2] / "bench"


def load_bench(name: str):
    """bench/<name>.py as a module: bench/ is not a package (its scripts run as plain files and
    import each other by bare name), so it is loaded by path with bench/ on sys.path."""
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))
