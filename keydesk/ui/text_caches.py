"""The window's caches of drawn text, emptied together.

Each is bounded (lru_cache; the table of caches in docs/architecture.md), but the bounds are
set for a busy table, and filled over several games they hold the last games' labels and log
lines: the rendered labels alone some 4,000 surfaces, tens of MB.  The window empties them
when a game begins and back at the menu, with the bots' and the rules' caches; the next frame
renders what it shows again, a few milliseconds once.  The fonts themselves stay.
"""

from __future__ import annotations

from keydesk.ui import fonts
from keydesk.ui.drawing import auction
from keydesk.ui.table import text

_CACHES = (fonts.render, fonts.fit_lines, auction.bid_labels, text.parsed)


def empty_all() -> None:
    """Empty every cache listed here."""
    for cache in _CACHES:
        cache.cache_clear()
