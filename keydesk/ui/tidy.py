"""Giving memory back to the system now and then, so a window open all evening stays its size.

Two things keep memory the program no longer uses.  Garbage in reference cycles (pygame_gui's
elements and text layouts form them) waits for the cycle collector, which the interpreter runs
by counts of objects, not of bytes.  And memory freed to the C allocator stays in the process:
glibc's malloc gives each thread that allocates an arena of its own (the bots', the hint's and
the review's threads each churn through thousands of game states), and free pages inside an
arena go back to the system only when asked.  At the end of a game against Hard and Medium
(bench/soak.py, 2026-11-27) the window held 314 MB resident, 316 MB after a full collection,
and 160 MB once the allocator had been asked to trim.

So the window reads its resident size about once a second (Linux: /proc/self/statm, a few
microseconds) and, once it has grown by GROWTH_MB since the last tidy, collects every
generation and asks the allocator to give back what is free (malloc_trim; glibc only).  When
a scene is left (a game over, a review closed) a smaller growth, LEFT_MB, is enough: what the
scene held has just become free, and the next frame is a fair moment for a pause.  A tidy takes
a few hundred milliseconds of the window's thread and comes a few times a game at most, never
twice within GAP_SECONDS of frames (scenes switched in quick succession, as Back and forth through
the menus, would otherwise pause at each); where there is no /proc or no malloc_trim it is never
done.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
from pathlib import Path

GROWTH_MB = 64  # growth of the resident size that calls for a tidy
LEFT_MB = 16  # the same, at the first frame after a scene was left
EVERY_SECONDS = 1.0  # of frames, between two readings of the resident size
GAP_SECONDS = 5.0  # of frames, at least, between two tidies: a pause is never felt twice in a row
STATM = Path("/proc/self/statm")


def resident_mb() -> float | None:
    """This process's resident size in MB, or None where it cannot be read."""
    try:
        pages = int(STATM.read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _trimmer():
    """glibc's malloc_trim, or None (another C library, or none found)."""
    name = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    except OSError:
        return None


class Tidy:
    """Call `after(dt)` once a frame with the frame's seconds, and ask `next_frame(now)` when the
    window would otherwise rest."""

    def __init__(self):
        self.trim = _trimmer()
        self.clock = 0.0
        self.baseline = resident_mb()  # the resident size after the last tidy (None: never tidy)
        self.left = False  # a scene was left since the last reading the gap allowed
        self.since = GAP_SECONDS  # seconds of frames since the last tidy
        self.tidied = 0

    def soon(self) -> None:
        """A scene was left: read the resident size at the next frame the gap allows, with the
        smaller margin.  The request holds until that reading: a scene left just after a tidy
        (the table, then the review over the final scores) is tidied once the gap has passed."""
        self.left = True
        self.clock = EVERY_SECONDS

    def next_frame(self, now: float):
        """When a resting window should run a frame for the reading a scene's leaving asked for
        (frames.py); None when none is waiting.  Without it a window left at the menu after a
        game, where nothing moves, would keep the game's memory until the next click."""
        if not self.left or self.baseline is None:
            return None
        return now + max(GAP_SECONDS - self.since, EVERY_SECONDS - self.clock, 0.0)

    def after(self, dt: float) -> None:
        self.clock += dt
        self.since += dt
        if self.baseline is None or self.clock < EVERY_SECONDS:
            return
        if self.left and self.since < GAP_SECONDS:
            return  # the reading the leaving asked for waits for the gap
        self.clock = 0.0
        margin = LEFT_MB if self.left else GROWTH_MB
        self.left = False
        now = resident_mb()
        if now is not None and now > self.baseline + margin and self.since >= GAP_SECONDS:
            self.tidy()

    def tidy(self) -> None:
        """Free the garbage in cycles, give free memory back, and measure from here."""
        gc.collect()
        if self.trim is not None:
            self.trim(0)
        self.baseline = resident_mb()
        self.since = 0.0
        self.tidied += 1
