"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): Bounded memo tables for the bots' pure functions of a position (plans, road distances).

A search asks the same questions of the same villages thousands of times a decision, so the
costly answers are kept by everything they depend on.  A table belongs to one set of
components (their tiles are part of every answer): asked with other components, or once full,
it starts again empty.
"""

from __future__ import annotations


class Memo(dict):
    def __init__(self, limit: int = 20000):
        super().__init__()
        self.limit = limit
        self.comps = None

    def table(self, comps) -> "Memo":
        """This memo, emptied first if it holds answers for other components or is full."""
        if comps is not self.comps or len(self) > self.limit:
            self.clear()
            self.comps = comps
        return self
