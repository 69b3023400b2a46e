"""How anything on screen says when it needs to be drawn again.

The window is drawn only when something changed (see loop.py), so whatever changes by itself,
without an event, says when.  A scene (and the App's notice, the bots' pause, ...) answers
`next_frame(now)` with a time on the `time.monotonic()` clock, `now` being when the last frame
was updated (a pause counted down by that frame's `dt` ends at `now` plus what is left):

- None: nothing changes until an event comes (a click, a key, a bot's answer);
- a later time: one frame then (a message that goes away, the bots' pause running out);
- `now` (or earlier): every frame, at the full rate, while something moves; an animation that
  lasts until T answers `animating_until(T, now)`.

Work on another thread (a bot's answer, a finished hint) calls `wake()`, which puts a WAKE event
in pygame's queue so the resting loop runs a frame at once and the UI thread collects the result.
"""

from __future__ import annotations

import pygame

WAKE = pygame.event.custom_type()


def wake() -> None:
    """Have the window run a frame soon; safe from any thread, and harmless once it is closed."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:  # no window (the display was closed, or never opened: a test or the CLI)
        pass


def soonest(*times):
    """The earliest of `times` that is not None (None when all are)."""
    known = [t for t in times if t is not None]
    return min(known) if known else None


def animating_until(until: float, now: float):
    """`next_frame` of something that moves until `until`: every frame until then, then nothing."""
    return now if now < until else None


def timer(at: float, now: float):
    """`next_frame` of something that changes once at `at` (a message that goes away)."""
    return at if now < at else None
