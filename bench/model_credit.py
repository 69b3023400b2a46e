"""What the learned evaluation credits a player for one more tile, and for one more worker.

    python bench/model_credit.py --data gen3.pkl [--data more.pkl] [--season winter] [--positions 150]

On the positions bench/selfplay.py kept at the start of `--season`, for every player: the
learned prediction of their final score with one more tile waiting to be placed, less the
prediction as it is (for each of TILES that nobody holds or bids on there), and the prediction
as it is less the one with a worker fewer behind their screen (for each colour they hold).

Why: Hard won many tiles for one worker with nobody else bidding and never used them
(docs/strength.md, habits).  Such a bid pays a worker into the bag for the tile, so it looks
worth making to the search exactly when the model credits the tile with about what it credits
the worker, and this prints both, side by side.
"""

from __future__ import annotations

import argparse
import pickle
import statistics
import sys

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.evaluation.learned import predict
from keydesk.rules.components import COLOURS, load_components

# Tiles that give their owner nothing unless upgraded (autumn's), or little (a worker paid for a
# green one), then two that always give something, for comparison.
TILES = ("peddler", "store", "fair", "forge", "goldsmith", "sawmill", "well", "woodcutter", "inn")


def tile_credits(state, comps, player: int) -> dict:
    """{tile: prediction with the tile waiting to be placed, less as it is} for TILES nobody
    holds, waits to place or has on offer.  The state is changed and put back."""
    held = {t for village in state.villages for t in village.values()}
    held |= {t for waiting in state.to_place for t in waiting} | set(state.auction)
    base = predict(state, comps, player)
    out = {}
    for tile in TILES:
        if tile in held:
            continue
        state.to_place[player].append(tile)
        try:
            out[tile] = predict(state, comps, player) - base
        finally:
            state.to_place[player].pop()
    return out


def worker_credits(state, comps, player: int) -> dict:
    """{colour: prediction as it is, less with one worker of that colour fewer behind the
    screen} for the colours the player holds.  The state is changed and put back."""
    base = predict(state, comps, player)
    out = {}
    for colour in COLOURS:
        if state.screens[player][colour] <= 0:
            continue
        state.screens[player][colour] -= 1
        try:
            out[colour] = base - predict(state, comps, player)
        finally:
            state.screens[player][colour] += 1
    return out


def season_starts(paths: list, season: str, limit: int):
    """The kept positions at the start of `season`, at most `limit` of them."""
    count = 0
    for path in paths:
        with open(path, "rb") as f:
            data = pickle.load(f)  # a file bench/selfplay.py wrote, never one from elsewhere
        for game in data["games"]:
            for kind, state in game["positions"]:
                if kind == "season" and state.season == season:
                    yield state
                    count += 1
                    if count >= limit:
                        return


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="What the learned evaluation credits for one more tile and one more worker.")
    ap.add_argument("--data", action="append", required=True, metavar="FILE", help="bench/selfplay.py output")
    ap.add_argument("--season", default="winter", choices=("summer", "autumn", "winter"))
    ap.add_argument("--positions", type=int, default=150)
    args = ap.parse_args(argv)
    comps = load_components()
    tiles, workers = {}, {}
    try:
        for state in season_starts(args.data, args.season, args.positions):
            for p in range(state.n):
                for key, credit in tile_credits(state, comps, p).items():
                    tiles.setdefault(key, []).append(credit)
                for key, credit in worker_credits(state, comps, p).items():
                    workers.setdefault(key, []).append(credit)
    except (OSError, pickle.UnpicklingError, KeyError, TypeError) as e:
        print(f"the self-play data could not be read: {e}", file=sys.stderr)
        return 1
    print(f"points the learned model credits at the start of {args.season} (mean, min, max over players and positions)")
    for label, table in (("one more tile", tiles), ("one more worker", workers)):
        for key, credits in table.items():
            print(f"{label:<16}{key:<12}{len(credits):>6}{statistics.mean(credits):>8.2f}{min(credits):>8.2f}{max(credits):>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
