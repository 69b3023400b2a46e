"""Regenerate the table screenshots in this folder: python docs/screenshots/make_screenshots.py

Bots play seeded games up to a moment worth showing; the real table scene (toolbar, log,
the viewer's screen and winter hand) is then drawn at 1280x800 as the viewer sees it, on turn.
Each game is saved next to its PNG (a save is also a scenario, so `main.py screenshot` can
redraw any moment of it).
"""

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from keydesk.ai import make_bot  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402

HERE = Path(__file__).resolve().parent
SIZE = (1280, 800)


def play_until(players: int, seed: int, done, viewer: int = 0, level: str = "easy") -> Game:
    """Bots play until `done(game)` holds with the viewer to move."""
    game = Game.new(players=players, seed=seed, names=["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:players])
    bot, rnd = make_bot(level), random.Random(seed)
    while not game.is_over and not (viewer in game.to_move and done(game)):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rnd))
    return game


def spring_actions(k: int):
    return lambda game: game.season == "spring" and game.phase == "actions" and len(game.log) >= k


def twelve_tiles(game) -> bool:
    return len(game.state.villages[1]) >= 12


def shoot(app, name: str, game: Game, viewer: int = 0) -> None:
    game.save(HERE / f"{name}.yaml")
    game.seats = ["human" if p == viewer else "easy" for p in range(game.players)]
    app.switch(TableScene(app, game))
    app.run_frames(2)
    app.draw()
    pygame.image.save(app.screen, str(HERE / f"{name}.png"))
    print(f"wrote {name}.png ({game.season}, {len(game.log)} actions)")


if __name__ == "__main__":
    app = App(SIZE, home=tempfile.mkdtemp(), bot_delay=60)  # the bots wait: the picture stays still
    shoot(app, "spring-2p", play_until(2, 21, spring_actions(5)))
    shoot(app, "spring-4p", play_until(4, 7, spring_actions(9)))
    shoot(app, "spring-6p", play_until(6, 3, spring_actions(13)))
    app.log_shown = False  # L folds the log away: the same moment with the whole width
    shoot(app, "spring-6p-no-log", play_until(6, 3, spring_actions(13)))
    app.log_shown = True
    shoot(app, "village-12", play_until(2, 1, twelve_tiles, viewer=1, level="medium"), viewer=1)
    app.close()
