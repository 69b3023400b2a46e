"""Bounded memo tables for the bots' pure functions of a position (plans, road distances).

A search asks the same questions of the same villages thousands of times a decision, so the
costly answers are kept by everything they depend on.  A table belongs to one set of
components (their tiles are part of every answer): asked with other components, or once full,
it starts again empty.
"""

from __future__ import annotations

import weakref


class Memo(dict):
    _made: weakref.WeakValueDictionary = weakref.WeakValueDictionary()  # id -> every table of this process

    def __init__(self, limit: int = 20000):
        super().__init__()
        self.limit = limit
        self.comps = None
        Memo._made[id(self)] = self

    @classmethod
    def all_tables(cls) -> list:
        """Every memo table of this process (the judge's workers empty them between searches)."""
        return list(cls._made.values())

    def table(self, comps) -> "Memo":
        """This memo, emptied first if it holds answers for other components or is full."""
        if comps is not self.comps or len(self) > self.limit:
            self.clear()
            self.comps = comps
        return self
