"""Bounded memo tables for the bots' pure functions of a position (plans, road distances).

A search asks the same questions of the same villages thousands of times a decision, so the
costly answers are kept by everything they depend on.  A table belongs to one set of
components (their tiles are part of every answer): asked with other components, or once full,
it starts again empty.

The bound is what a table left open all evening keeps: after three 4-player games of Hard
against Medium in one process the tables, not yet at 20,000 entries each, held most of the
80 MB of Python objects the process kept (tracemalloc).  One decision at the judge's 500
simulations asks at most about 5,000 new entries of any table (a 4-player autumn decision,
the busiest), so 10,000 keeps a whole decision and the next one's start; Hard's simulations
per CPU second over twelve decisions of every season moved by less than the noise between
runs (526 at 20,000, 530 at 10,000; 2026-11-27).
"""

from __future__ import annotations

import weakref


class Memo(dict):
    _made: weakref.WeakValueDictionary = weakref.WeakValueDictionary()  # id -> every table of this process

    def __init__(self, limit: int = 10000):
        super().__init__()
        self.limit = limit
        self.comps = None
        Memo._made[id(self)] = self

    @classmethod
    def all_tables(cls) -> list:
        """Every memo table of this process (the judge's workers empty them between searches)."""
        return list(cls._made.values())

    @classmethod
    def empty_all(cls) -> None:
        """Empty every table of this process.  The window does so when a game begins and back
        at the menu: the answers are about the last game's villages, which a new game never
        asks again, and filled to their bounds over several games the tables would hold some
        50 MB that only the last game's positions could use (bench/soak.py)."""
        for table in cls.all_tables():
            table.clear()

    def table(self, comps) -> "Memo":
        """This memo, emptied first if it holds answers for other components or is full."""
        if comps is not self.comps or len(self) > self.limit:
            self.clear()
            self.comps = comps
        return self
