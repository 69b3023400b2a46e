"""Rule actions per second in uniformly random playouts, and state clones per second."""

import random
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move


def random_playouts(games: int = 30) -> None:
    Game.new(players=2, seed=0)  # load the component data before timing
    for players in (2, 4, 6):
        actions, started = 0, time.perf_counter()
        for seed in range(games):
            game = Game.new(players=players, seed=seed)
            chooser = random.Random(seed)
            state, comps = game.state, game.comps
            while state.phase != "over":
                p = chooser.choice(to_move(state))
                step(state, comps, chooser.choice(legal_actions(state, comps, p)))
                actions += 1
        elapsed = time.perf_counter() - started
        print(f"random playouts, {players} players: {actions / elapsed:8,.0f} rule actions/s "
              f"({actions / games:.0f} actions a game)")


def clones(count: int = 20000) -> None:
    state = Game.new(players=4, seed=1).state
    started = time.perf_counter()
    for _ in range(count):
        state.clone()
    elapsed = time.perf_counter() - started
    print(f"state clones (4 players, spring): {count / elapsed:8,.0f} clones/s")


def main() -> None:
    random_playouts()
    clones()


if __name__ == "__main__":
    main()
