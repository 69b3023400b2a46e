"""The rules' caches of pure answers, emptied together.

Each is bounded (the table of caches in docs/architecture.md), with bounds set for one long
search.  Over several games at the table they fill towards those bounds with answers about
villages the next game never builds, so the window empties them when a game begins and back
at the menu, with the bots' memo tables (Memo.empty_all).  An emptied cache only costs
recomputing; the shared action objects (shared_actions.py) are left alone, since states in
play hold them.
"""

from __future__ import annotations

from keydesk.rules import fitting, hexgrid, transport
from keydesk.rules.scoring import allocation, sheet

_TABLES = (transport._PAYMENTS, transport._RESOURCE_PAYS, allocation._VALUES, sheet._APART,
           fitting._FITTING, hexgrid._AROUND)


def empty_all() -> None:
    """Empty every cache listed here."""
    for table in _TABLES:
        table.clear()
