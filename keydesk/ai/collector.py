"""Hard's search runs with Python's cycle collector paused.

A search allocates a great many short-lived containers (cloned states, memo entries, action
lists) that reference counting frees at once: none of them form cycles (after a 3-second
4-player autumn search `gc.collect()` finds nothing to free).  That must stay so: garbage in a
cycle made while the collector is paused survives into the oldest generation, which only the
rare full collections walk, so it piles up search after search (the scorer's recursive helper
once left such a cycle on every call: a process that had played a few 4-player games held
1.45 million tracked objects and growing, and the full collection that came at last could
take seconds inside one decision).  tests/rules/test_scoring.py checks that scoring leaves
no cycles.  The cycle collector still walks
the young objects every few hundred allocations, which costs about a tenth of a 4-player
autumn search and a twentieth of a 2-player spring one.  So the search pauses the collector
and resumes it afterwards, even when the search raises.

Resuming it plainly would hand the whole debt back at once: everything the search left alive
(the bots' memo tables fill by the ten thousand) sits in the youngest generation, and the first
collection after resuming walked it all, a pause of 0.13-0.29 CPU-s landing inside the
decision (Hard's worst decisions ran up to 19% over a 1-second budget; at most 96% of it
since).  So before resuming, the survivors are moved straight to the oldest generation
(`gc.freeze` then `gc.unfreeze`, which only splice lists): they are still collected, by the
rare full collections, as they would have been once promoted.
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
