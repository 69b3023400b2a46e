"""The rules' caches of pure answers, emptied together.

Each is bounded (the table of caches in docs/architecture.md), with bounds set for one long
search.  Over several games at the table they fill towards those bounds with answers about
villages the next game never builds, so the window empties them when a game begins and back
at the menu, with the bots' memo tables (Memo.empty_all).  An emptied cache only costs
recomputing; the shared action objects (shared_actions.py) go too: states in play keep the
objects they hold, and a later one is equal to them, only not the same object.
"""

from __future__ import annotations

from keydesk.rules import fitting, hexgrid, shared_actions, transport
from keydesk.rules.scoring import allocation, sheet

_TABLES = (transport._PAYMENTS, transport._RESOURCE_PAYS, allocation._VALUES, sheet._APART,
           fitting._FITTING, hexgrid._AROUND, shared_actions._ROWS, shared_actions._PLACES,
           shared_actions._MOVES, shared_actions._UPGRADES)


def empty_all() -> None:
    """Empty every cache listed here."""
    for table in _TABLES:
        table.clear()
