"""A dict that empties itself once full, for caches whose keys a long evening could multiply.

The table keeps what it works out for the state on the screen (the legal moves, the view, the
lit targets, the live scores) under keys made of the state, the viewer, what the hand holds,
the winter picks and the targets' layout: a handful a frame, and emptied at every move, but a
person turning one piece over and over for an hour would add keys without end.  Full, the
cache starts again empty: every entry can be worked out again, so emptying costs a
recomputation, never a wrong answer.
"""

from __future__ import annotations


class BoundedCache(dict):
    """At most `limit` entries: a new key arriving at a full cache empties it first."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def __setitem__(self, key, value) -> None:
        if key not in self and len(self) >= self.limit:
            self.clear()
        super().__setitem__(key, value)
