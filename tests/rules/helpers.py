"""Shared test helpers: small scenarios with fixed contents, refusal checks, and a count of the
bytes the loader reads."""

from pathlib import Path

import pytest

from keydesk.files import open_regular
from keydesk.rules import Game, IllegalAction

SPRING6 = ["woodcutter", "alehouse", "keywood", "stable", "workshop", "miner"]


def two_player(**extra):
    """P1 (home_1, start player) with 4 red 4 blue; P2 (home_2) with 3 red 5 yellow."""
    doc = {
        "players": 2,
        "seed": 11,
        "names": ["Ann", "Bob"],
        "homes": {"P1": "home_1", "P2": "home_2"},
        "screens": {"P1": {"workers": {"red": 4, "blue": 4}}, "P2": {"workers": {"red": 3, "yellow": 5}}},
        "auction": list(SPRING6),
    }
    doc.update(extra)
    return Game.from_scenario(doc)


def refused(game, line, reason_part):
    """The line is refused with a reason containing reason_part, and nothing changes."""
    before = game.state.snapshot()
    log = list(game.log)
    with pytest.raises(IllegalAction) as err:
        game.play(line)
    assert reason_part in str(err.value), str(err.value)
    assert game.state.snapshot() == before
    assert game.log == log
    return str(err.value)


def screen(game, p):
    return {c: k for c, k in game.state.screens[p].items() if k}


def put_tile(game, player, tile, pos, rot=0, resources=None):
    """Arrange a village for a unit test: a tile already placed, with resources on it.

    Resources are taken from the supply so the 120-resource conservation still holds.
    """
    from keydesk.rules.components import RESOURCES

    s = game.state
    s.villages[player][pos] = tile
    s.placed[tile] = (player, pos, rot)
    counts = [0, 0, 0, 0]
    for resource, k in (resources or {}).items():
        s.supply[resource] -= k
        counts[RESOURCES.index(resource)] = k
    s.res[tile] = tuple(counts)
    if tile in s.auction:
        s.auction.remove(tile)
        s.bids.pop(tile, None)


def finish_season(game):
    """Everyone passes, boats are chosen first-come and tiles placed at their first legal spot."""
    start_season = game.season
    while game.season == start_season and not game.is_over:
        p = game.to_move[0]
        if game.phase == "actions":
            game.play(f"P{p + 1} pass")
        else:
            game.apply(game.legal_actions(p)[0])


class CountedReads:
    """Counts the bytes the loader reads from each file, in place of timing the window: a file
    read no further than the size cap costs nothing however large it is."""

    def __init__(self, monkeypatch):
        self.bytes: dict = {}
        import keydesk.documents as documents

        monkeypatch.setattr(documents, "open_regular", self.open)

    def open(self, path, *args, **kwargs):
        f = open_regular(path, *args, **kwargs)
        name, real_read = Path(path).name, f.read

        def read(*size):
            data = real_read(*size)
            self.bytes[name] = self.bytes.get(name, 0) + len(data)
            return data
        f.read = read
        return f
