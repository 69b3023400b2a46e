"""Domain checks: an action's values must be ones the notation could express.

Actions built in Python (by the UI, bots or scripts) bypass the parser, so `step` checks here
first that every field is of a known kind — a known player, tile, colour, resource or skill,
worker counts of at least 1, a rotation 0–5 — before any rule is consulted.  A value outside
the domain gets an IllegalAction naming it, never a KeyError or a half-changed state.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.errors import IllegalAction

CHOICES = RESOURCES + SKILLS + COLOURS


def check_domain(state, comps, action) -> None:
    """Raise IllegalAction with a sentence if any field of the action is out of its domain."""
    kind = type(action)
    if kind not in _CHECKS:
        raise IllegalAction(f"{action!r} is not an action.")
    p = action.player
    if not _is_int(p) or not 0 <= p < state.n:
        raise IllegalAction(f"There is no player {_shown(p)} in this game.")
    _CHECKS[kind](comps, action)


def _is_int(value) -> bool:
    return type(value) is int or (isinstance(value, int) and not isinstance(value, bool))


def _shown(value) -> str:
    return f"P{value + 1}" if _is_int(value) else repr(value)


def _tile(comps, tile, what: str = "tile") -> None:
    if not isinstance(tile, str) or tile not in comps.tiles:
        raise IllegalAction(f"There is no {what} called {tile!r}.")


def _tiles(comps, tiles, what: str) -> None:
    if not isinstance(tiles, (tuple, list)):
        raise IllegalAction(f"The {what} must be a list of tile ids, not {tiles!r}.")
    for tile in tiles:
        _tile(comps, tile)


def _workers(workers) -> None:
    if type(workers) is tuple and len(workers) == 1:  # the usual one colour: accept it at once
        pair = workers[0]
        if type(pair) is tuple and len(pair) == 2 and pair[0] in COLOURS and type(pair[1]) is int and pair[1] >= 1:
            return
    if not isinstance(workers, (tuple, list)) or not workers:
        raise IllegalAction("Name at least one worker: a colour and how many.")
    seen = set()
    for pair in workers:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            raise IllegalAction(f"Workers are given as (colour, count) pairs, not {pair!r}.")
        colour, count = pair
        if colour not in COLOURS:
            raise IllegalAction(f"There are no {colour} workers: the colours are {', '.join(COLOURS)}.")
        if colour in seen:
            raise IllegalAction(f"Name each colour once: {colour} appears twice.")
        seen.add(colour)
        if not _is_int(count) or count < 1:
            raise IllegalAction(f"A number of workers must be 1 or more, not {count!r}.")


def _bid_or_use(comps, action) -> None:
    _tile(comps, action.tile)
    _workers(action.workers)
    _tiles(comps, action.sources, "outbid groups moved")
    if isinstance(action, Use) and action.choice is not None and action.choice not in CHOICES:
        raise IllegalAction(f"{action.choice!r} is not a resource, skill or worker colour to choose.")


def _move(comps, action) -> None:
    if action.resource not in RESOURCES:
        raise IllegalAction(f"There is no resource called {action.resource!r}: move {', '.join(RESOURCES)}.")
    _tile(comps, action.source)
    _tile(comps, action.target)


def _upgrade(comps, action) -> None:
    _tile(comps, action.tile)
    if action.pay is not None:
        if not isinstance(action.pay, (tuple, list)):
            raise IllegalAction(f"A payment is a list of resources and skills, not {action.pay!r}.")
        for item in action.pay:
            if item not in RESOURCES + SKILLS:
                raise IllegalAction(f"{item!r} is not a resource or skill to pay with.")


def _place(comps, action) -> None:
    _tile(comps, action.tile)
    if not (_is_int(action.q) and _is_int(action.r)):
        raise IllegalAction(f"A position is two whole numbers, not {action.q!r} {action.r!r}.")
    if not _is_int(action.rot) or not 0 <= action.rot <= 5:
        raise IllegalAction(f"A rotation is 0 to 5, not {action.rot!r}.")


def _nothing(comps, action) -> None:
    return None


_CHECKS = {
    Bid: _bid_or_use,
    Use: _bid_or_use,
    Pass: _nothing,
    Done: _nothing,
    Move: _move,
    Upgrade: _upgrade,
    BoatChoice: lambda comps, a: _tile(comps, a.boat, "boat"),
    Place: _place,
    WinterChoice: lambda comps, a: _tiles(comps, a.tiles, "winter tiles"),
}
