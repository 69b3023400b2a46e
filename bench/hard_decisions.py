"""Every decision of a few seeded games with Hard, for checking that a speed change alters none.

    python bench/hard_decisions.py [--quick] > before.txt     (then again after; diff the two)

Hard plays at a fixed number of simulations (so the moves do not depend on the machine's load)
against Medium: four 2-player games, a 4-player and a 6-player game (--quick: two 2-player
games and the 4-player one).  Each line is a move in notation; before each Hard move comes its
ranking with the values at full precision, so even a change in the last digit of an evaluation
shows in the diff.  Engine speed work must leave the output byte-identical.
"""

import argparse
import random

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot
from keydesk.ai.bots.hard import HardBot
from keydesk.rules import Game
from keydesk.rules.actions import format_action


class _Printing(HardBot):
    """Hard that prints its ranking before it chooses."""

    def ranked(self, view, legal, rng):
        out = super().ranked(view, legal, rng)
        values = [(format_action(a), None if v is None else repr(v)) for a, v in out[:12]]
        print("   ranked", self.last_simulations, values)
        return out


def play(levels: list, seed: int, sims: int) -> None:
    game = Game.new(players=len(levels), seed=seed)
    bots = [_Printing(3600.0, simulations=sims) if level == "hard" else make_bot(level, None) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    while not game.is_over:
        for p in game.to_move:
            action = bots[p].choose(game.view(p), game.legal_actions(p), rngs[p])
            print(p, levels[p], format_action(action))
            game.apply(action)
    print("scores", [sheet.total for sheet in game.scores()], flush=True)


def main(quick: bool) -> None:
    for i in range(2 if quick else 4):
        play(["hard", "medium"] if i % 2 == 0 else ["medium", "hard"], 4000 + i, 20)
    play(["hard", "medium", "hard", "medium"], 4100, 20)
    if not quick:
        play(["hard", "medium", "medium", "hard", "medium", "hard"], 4200, 10)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="Hard's decisions on fixed positions, to diff before and after a speed change.")
    ap.add_argument("--quick", action="store_true", help="a shorter workload")
    main(ap.parse_args().quick)
