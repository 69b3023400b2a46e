"""Hard's decisions run with Python's cycle collector paused.

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

Moving the young objects unseen assumes the search was the only thread at work (the benches,
the command line).  At the table it is not: the pause holds for the whole process while the
window's thread goes on drawing, its gui leaving cycles behind (pygame_gui's text layouts,
several MB of surfaces each) that only a collection frees; promoted unseen, they waited for a
full collection, which the freeze/unfreeze never counts towards, and a table playing Hard
against Medium grew by about a gigabyte a game (bench/soak.py).  So when another thread is
alive, resuming collects the young generations instead: what the search left alive is walked
once and promoted to the oldest generation as before (at the table, Hard against Medium, 5-9
ms a decision, 0.4-0.7 CPU-s a game of about 145 moves), what the other threads left in cycles
is freed, and later full collections come as the interpreter counts them.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager


def others_at_work() -> bool:
    """Whether a thread besides this one is alive, and so may have made garbage meanwhile."""
    return threading.active_count() > 1


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
            if others_at_work():
                gc.collect(1)  # other threads may have left garbage in cycles: look before promoting
            else:
                gc.freeze()  # every tracked object to the permanent generation...
                gc.unfreeze()  # ...and back into the oldest one, so no young survivors are left
            gc.enable()
