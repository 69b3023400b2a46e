"""Writes the positions some shipped challenges start from (data/challenges/positions/).

Each is a seeded game played by Medium bots in every seat up to a named moment, then exported
with `position_text`.  A rerun writes the same files only while Medium plays as it did when they
were written: once its decisions change, the positions change too, and the challenges that start
from them need their star thresholds measured again (docs/changing.md).

    python bench/make_challenge_positions.py
"""

import argparse
import random

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot
from keydesk.challenges import CHALLENGE_DIR
from keydesk.files import write_atomically
from keydesk.rules import Game
from keydesk.rules.formats.position import position_text

# file name: (players, seed, season, phase) — the first moment the game reaches that season and phase
POSITIONS = {
    "summer_3p.yaml": (3, 2031, "summer", "actions"),
    "autumn_4p.yaml": (4, 2042, "autumn", "actions"),
    "autumn_2p.yaml": (2, 2052, "autumn", "actions"),
    "winter_choice_3p.yaml": (3, 2063, "winter", "winter_select"),
}


def reach(players: int, seed: int, season: str, phase: str) -> Game:
    game = Game.new(players=players, seed=seed)
    bot, rng = make_bot("medium"), random.Random(seed)
    while (game.season, game.phase) != (season, phase):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    return game


def main() -> None:
    folder = CHALLENGE_DIR / "positions"
    folder.mkdir(parents=True, exist_ok=True)
    for name, spec in POSITIONS.items():
        game = reach(*spec)
        write_atomically(folder / name, position_text(game.state))
        print(f"{name}: {spec[0]} players, seed {spec[1]}, {spec[2]}/{spec[3]} after {len(game.log)} actions")


if __name__ == "__main__":
    argparse.ArgumentParser(description="Rewrite the challenge positions in data/challenges/positions "
                                        "(takes no arguments).").parse_args()
    main()
