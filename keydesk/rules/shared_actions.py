"""Shared Action objects for the move generator.

Actions are frozen, so one object can stand for every occurrence of the same decision.  The
generator lists tens of thousands of bids, uses, placements, moves and upgrades a second, and the same ones
recur state after state (a tile, a colour, a count); building a frozen dataclass anew costs
about ten times more than taking it from a row made once.  Rows are indexed by the worker
count, so a run of counts is one slice.

The memo lives for the process and is emptied when it grows past `LIMIT` entries (a long
session of bot games stays bounded; a cleared memo only costs the rebuilding).  The placements
are kept per player and tile, each emptied past `SPOTS_LIMIT` hexes.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, Done, Move, Pass, Place, Upgrade, Use

LIMIT = 100_000
SPOTS_LIMIT = 1_000
_ROWS: dict = {}  # (kind, player, tile, colour, sources, choice) -> [None, action with 1 worker, ...]
_PLACES: dict = {}  # (player, tile) -> {(q, r): [Place at rot 0 or None, ..., rot 5 or None]}
_MOVES: dict = {}  # (player, resource, source, target) -> Move
_UPGRADES: dict = {}  # (player, tile, pay) -> Upgrade


def built(cls, fields: dict):
    """`cls(**fields)` for an action class, at half the cost, `fields` naming every field in order.

    A frozen dataclass's generated __init__ sets each field through object.__setattr__, which
    makes building an action cost twice what the object does, and a short run of random games
    builds tens of thousands.  The fields go into the new object's __dict__ just as __init__
    would put them, so it is equal to, hashes and prints as the one __init__ builds
    (tests/rules/test_shared_actions.py holds it to that for every kind built here).
    """
    action = _new(cls)
    action.__dict__.update(fields)
    return action


_new = object.__new__


def _row(key, high: int) -> list:
    """The row of `key`, grown in place to `high` workers: an action is built only once some
    generated list needs it (building them is most of a short run's generation cost)."""
    row = _ROWS.get(key)
    if row is None:
        if len(_ROWS) > LIMIT:
            _ROWS.clear()
        row = _ROWS[key] = [None]
    kind, player, tile, colour, sources, choice = key
    for k in range(len(row), high + 1):
        workers = _workers(colour, k)
        row.append(built(Bid, {"player": player, "tile": tile, "workers": workers, "sources": sources}) if kind is Bid
                   else built(Use, {"player": player, "tile": tile, "workers": workers, "sources": sources,
                                    "choice": choice}))
    return row


def _workers(colour: str, k: int) -> tuple:
    """((colour, k),), one tuple shared by every action with those workers."""
    found = _WORKERS.get((colour, k))
    if found is None:
        found = _WORKERS[(colour, k)] = ((colour, k),)
    return found


_WORKERS: dict = {}  # (colour, count) -> ((colour, count),)


def bids(player: int, tile: str, colour: str, sources: tuple, low: int, high: int) -> list:
    """[Bid(player, tile, ((colour, k),), sources) for k in low..high] (low >= 1)."""
    key = (Bid, player, tile, colour, sources, None)
    row = _ROWS.get(key)
    if row is None or len(row) <= high:
        row = _row(key, high)
    return row[low:high + 1]


def uses(player: int, tile: str, colour: str, sources: tuple, choice, low: int, high: int) -> list:
    """[Use(player, tile, ((colour, k),), sources, choice) for k in low..high] (low >= 1)."""
    key = (Use, player, tile, colour, sources, choice)
    row = _ROWS.get(key)
    if row is None or len(row) <= high:
        row = _row(key, high)
    return row[low:high + 1]


def bid(player: int, tile: str, colour: str, k: int) -> Bid:
    """Bid(player, tile, ((colour, k),)), from the row `bids` reads (k >= 1)."""
    key = (Bid, player, tile, colour, (), None)
    row = _ROWS.get(key)
    if row is None or len(row) <= k:
        row = _row(key, k)
    return row[k]


def use(player: int, tile: str, colour: str, choice, k: int) -> Use:
    """Use(player, tile, ((colour, k),), (), choice), from the row `uses` reads (k >= 1)."""
    key = (Use, player, tile, colour, (), choice)
    row = _ROWS.get(key)
    if row is None or len(row) <= k:
        row = _row(key, k)
    return row[k]


def use_row(player: int, tile: str, colour: str, sources: tuple, choice, high: int) -> list:
    """The shared row itself: its item k (1..high) is the use with k workers.  Read it only."""
    return _row((Use, player, tile, colour, sources, choice), high)


def places(player: int, tile: str, where) -> list:
    """[Place(player, tile, q, r, rot) for q, r, rots in where for rot in rots] (`where` as
    fitting.spots_of gives it), each Place built once per process."""
    spots = _spots(player, tile)
    out = []
    for q, r, rots in where:
        row = _turns(spots, q, r)
        for rot in rots:
            place = row[rot]
            if place is None:
                place = row[rot] = built(Place, {"player": player, "tile": tile, "q": q, "r": r, "rot": rot})
            out.append(place)
    return out


def place(player: int, tile: str, q: int, r: int, rot: int) -> Place:
    """Place(player, tile, q, r, rot), the one `places` lists."""
    row = _turns(_spots(player, tile), q, r)
    found = row[rot]
    if found is None:
        found = row[rot] = built(Place, {"player": player, "tile": tile, "q": q, "r": r, "rot": rot})
    return found


def _spots(player: int, tile: str) -> dict:
    spots = _PLACES.get((player, tile))
    if spots is None:
        if len(_PLACES) > LIMIT:
            _PLACES.clear()
        spots = _PLACES[(player, tile)] = {}
    return spots


def _turns(spots: dict, q: int, r: int) -> list:
    row = spots.get((q, r))
    if row is None:
        if len(spots) > SPOTS_LIMIT:
            spots.clear()
        row = spots[(q, r)] = [None] * 6  # filled as turns are asked for: most never fit
    return row


def move(player: int, resource: str, source: str, target: str) -> Move:
    """Move(player, resource, source, target)."""
    key = (player, resource, source, target)
    found = _MOVES.get(key)
    if found is None:
        if len(_MOVES) > LIMIT:
            _MOVES.clear()
        found = _MOVES[key] = built(Move, {"player": player, "resource": resource, "source": source, "target": target})
    return found


def upgrade(player: int, tile: str, pay) -> Upgrade:
    """Upgrade(player, tile, pay)."""
    key = (player, tile, pay)
    found = _UPGRADES.get(key)
    if found is None:
        if len(_UPGRADES) > LIMIT:
            _UPGRADES.clear()
        found = _UPGRADES[key] = built(Upgrade, {"player": player, "tile": tile, "pay": pay})
    return found


def passing(player: int) -> Pass:
    """Pass(player)."""
    found = _PASSES.get(player)
    if found is None:
        found = _PASSES[player] = Pass(player)
    return found


def done(player: int) -> Done:
    """Done(player)."""
    found = _DONES.get(player)
    if found is None:
        found = _DONES[player] = Done(player)
    return found


_PASSES: dict = {}  # player -> Pass(player)
_DONES: dict = {}  # player -> Done(player)
