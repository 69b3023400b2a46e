"""Regenerate the screenshots in this folder: python docs/screenshots/make_screenshots.py

Medium bots play two seeded games up to a moment worth showing; each game is saved next to its
PNG (a save is also a scenario, so `main.py screenshot` can redraw it at any move or size).
"""

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from keydesk.ai import make_bot  # noqa: E402
from keydesk.cli import main  # noqa: E402
from keydesk.rules import Game  # noqa: E402

HERE = Path(__file__).resolve().parent


def play_until(players: int, seed: int, season: str, actions_into_season: int) -> Game:
    """Medium bots play until `actions_into_season` actions into the season's bidding."""
    game = Game.new(players=players, seed=seed)
    bot, rnd = make_bot("medium"), random.Random(seed)
    into = 0
    while not game.is_over:
        if game.season == season and game.phase == "actions":
            if into == actions_into_season:
                break
            into += 1
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rnd))
    return game


def shoot(name: str, game: Game, size: str, viewer: str | None) -> None:
    save = HERE / f"{name}.yaml"
    game.save(save)
    args = ["screenshot", str(save), "-o", str(HERE / f"{name}.png"), "--size", size]
    main(args + (["--as", viewer] if viewer else []))


if __name__ == "__main__":
    shoot("autumn-4p", play_until(4, 7, "autumn", 14), "1600x900", "P1")
    shoot("midgame-6p", play_until(6, 3, "summer", 30), "1920x1080", "P2")
