"""Moments of whole games where a player has a real decision, for the judge's benches.

Whole games are played by Medium in every seat (fast and seeded); a moment is a log length at
which P1 is on turn with more than one legal move, of any kind, spread evenly over each season.
"""

import random

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.bots.medium import MediumBot
from keydesk.rules import Game

SEASONS = ("spring", "summer", "autumn", "winter")


def whole_game(players: int, seed: int) -> list:
    """The log of a whole game with Medium in every seat."""
    game = Game.new(players=players, seed=seed)
    bot, rng = MediumBot(), random.Random(seed)
    while not game.is_over:
        for p in game.to_move:
            game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    return list(game.log)


def moments(players: int, seed: int, log: list, per_season: int) -> list:
    """(log length, season, phase) of `per_season` moments a season where P1 has a real
    decision, evenly spread over that season's."""
    game = Game.new(players=players, seed=seed)
    by_season = {s: [] for s in SEASONS}
    for k, line in enumerate(log + [None]):
        if 0 in game.to_move and len(game.legal_actions(0)) > 1:
            by_season[game.season].append((k, game.season, game.phase))
        if line is not None:
            game.play(line)
    out = []
    for found in by_season.values():
        out += [found[(2 * i + 1) * len(found) // (2 * per_season)] for i in range(min(per_season, len(found)))]
    return out


def game_at(players: int, seed: int, log: list, k: int, seats=None) -> Game:
    """The game of `log` after its first `k` moves (`seats`: who sits where, default all people)."""
    game = Game.new(players=players, seed=seed)
    if seats is not None:
        game.seats = list(seats)
    for line in log[:k]:
        game.play(line)
    return game
