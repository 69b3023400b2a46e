"""Hard's search runs with Python's cycle collector paused.

A search allocates a great many short-lived containers (cloned states, memo entries, action
lists) that reference counting frees at once: none of them form cycles (after a 3-second
4-player autumn search `gc.collect()` finds nothing to free).  The cycle collector still walks
the young objects every few hundred allocations, which costs about a tenth of a 4-player
autumn search and a twentieth of a 2-player spring one.  So the search pauses the collector
and resumes it afterwards, even when the search raises.
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
            gc.enable()
