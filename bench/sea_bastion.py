"""Sea Bastion's route search: how long it takes on real villages and on road-dense made-up
ones, and how often one route scores less than counting every tile on any loop (the reading
before ruling R14 was amended).  Prints figures; nothing here asserts on time.

    python bench/sea_bastion.py [--games N]
"""

import argparse
import random
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.cli import play_random_game
from keydesk.rules.hexgrid import neighbour
from keydesk.rules.scoring.sheet import PlacedTile
from keydesk.rules.scoring.village_graph import best_closed_trail, links, loop_edges


def village_roads(state, comps, p):
    by_pos = {pos: PlacedTile(tile, pos, state.placed[tile][2]) for pos, tile in state.villages[p].items()}
    return links(by_pos, comps, "road")


def real_villages(games: int) -> None:
    times, differ, looped, count = [], 0, 0, 0
    for i in range(games):
        game, _ = play_random_game(2 + i % 5, i + 1)
        for p in range(game.players):
            adj = village_roads(game.state, game.comps, p)
            started = time.perf_counter()
            route = best_closed_trail(adj)
            times.append(time.perf_counter() - started)
            every = sum(1 for q, near in loop_edges(adj).items() if near)
            count += 1
            looped += every > 0
            differ += route != every
    times.sort()
    print(f"random games: {games} games, {count} villages, {looped} with a loop, "
          f"{differ} where one route scores less than every looped tile")
    print(f"  search time per village: median {times[len(times) // 2] * 1e6:.0f} µs, "
          f"max {times[-1] * 1e3:.2f} ms")


def dense_villages(tiles: int, road: float, n: int, seed: int) -> None:
    rng, times = random.Random(seed), []
    for _ in range(n):
        cells = {(0, 0)}
        while len(cells) < tiles:
            cells.add(neighbour(rng.choice(sorted(cells)), rng.randrange(6)))
        adj = {c: set() for c in cells}
        for c in cells:
            for d in range(3):
                m = neighbour(c, d)
                if m in adj and rng.random() < road:
                    adj[c].add(m)
                    adj[m].add(c)
        started = time.perf_counter()
        best_closed_trail(adj)
        times.append(time.perf_counter() - started)
    times.sort()
    print(f"made-up villages of {tiles} tiles, {road:.0%} of touching edges roads ({n}): "
          f"median {times[n // 2] * 1e3:.2f} ms, max {times[-1] * 1e3:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games to score (default: 100)")
    args = parser.parse_args()
    real_villages(args.games)
    for tiles, road in ((12, 0.7), (16, 0.7), (20, 0.5), (20, 0.7), (20, 1.0)):
        dense_villages(tiles, road, 30, tiles)


if __name__ == "__main__":
    main()
