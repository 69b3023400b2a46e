"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): Hard's decisions run with Python's cycle collector paused.

A search allocates a great many short-lived containers (cloned states, memo entries, action
lists) that reference counting frees at once: none of them form cycles (after a 3-second
4-player autumn search `gc.collect()` finds nothing to free).  The cycle collector still walks
the young objects every few hundred allocations, which costs about a tenth of a 4-player
autumn search and a twentieth of a 2-player spring one.  So a decision pauses the collector
and resumes it afterwards, even when the search raises.

Resuming it plainly would hand the whole debt back at once: everything the search left alive
(the bots' memo tables fill by the ten thousand) sits in the youngest generation, and the first
collection after resuming walked it all, a pause of 0.13-0.29 CPU-s landing inside the
decision (Hard's worst decisions ran up to 19% over a 1-second budget; at most 96% of it
since).  So before resuming, the survivors are moved straight to the oldest generation
(`gc.freeze` then `gc.unfreeze`, which only splice lists, and start the allocation count
again, so no collection is due on resuming): they are still collected, by the rare full
collections, as they would have been once promoted.

Two things follow.  Garbage in a reference cycle made while the collector is paused goes to
the oldest generation too and piles up search after search until a full collection: the
scorer's recursive helper once left such a cycle on every call, a process that had played
eight 4-player games held 2.6 million tracked objects, and the full collection that came at
last could take seconds (tests/rules/test_scoring.py now checks that scoring leaves no
cycles).  And a full collection walks that whole generation, most of a second with the memo
tables full, so the whole decision is paused, the one-step ranking and Hard's placement as
well as the search: a collection falls due only while the collector runs, in other code.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def collector_paused():
    """Pause the cycle collector for the block; resume it after only if it was running (a
    search inside another search, or on another thread, leaves the outer one to resume it)."""
    was_running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_running:
            gc.freeze()  # every tracked object to the permanent generation...
            gc.unfreeze()  # ...and back into the oldest one, so no young survivors are left
            gc.enable()
