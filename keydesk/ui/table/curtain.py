"""What lifts the curtain, and what does not.

The curtain hides a shared screen while it passes from one person to the next, so only a
deliberate act of the person sitting down may lift it: a click on it (the button pressed and
released on the curtain), or Enter or Space pressed afresh.  The person who just moved is still
at the keyboard, so nothing of theirs may lift it by accident: a modifier key (Ctrl on its way
to Ctrl+Z), any other key, a key still held from before the curtain fell (its repeats), or
anything arriving within half a second of the fall (a second P, a double click).  Ctrl+Z, the
way people press it, takes the leaver's move back instead.

Kept apart from the table so the decision is one pure function of the events, which the tests
and the event fuzzer can drive without a game.
"""

from __future__ import annotations

import time

import pygame

GUARD_SECONDS = 0.5
LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_NOT_PLAIN = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_SHIFT


class CurtainKeys:
    """Follows the keys held down and decides what an event on a fallen curtain means.

    `clock` gives the time in seconds (time.monotonic; tests pass their own)."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.held: set = set()  # keys pressed and not yet released, whoever pressed them
        self.fell_at = None  # when the curtain fell after a move (None: no guard, e.g. the first)
        self.pressed = False  # the left button went down on the curtain after the guard

    def track(self, event) -> bool:
        """Note a key going down or up; True when a KEYDOWN is fresh (not a repeat of a held key)."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            fresh = event.key not in self.held
            self.held.add(event.key)
            return fresh
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # the releases go to another window
        return False

    def fell(self, after_move: bool) -> None:
        """The curtain has just fallen; `after_move`: someone at the keyboard just moved."""
        self.fell_at = self.clock() if after_move else None
        self.pressed = False

    def guarded(self) -> bool:
        return self.fell_at is not None and self.clock() - self.fell_at < GUARD_SECONDS

    def decide(self, event) -> str | None:
        """"lift", "undo" or None for one event while the curtain is down."""
        if event.type == pygame.KEYDOWN:
            fresh = self.track(event)
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL and not event.mod & pygame.KMOD_SHIFT and fresh:
                return "undo"
            if fresh and event.key in LIFT_KEYS and not event.mod & _NOT_PLAIN and not self.guarded():
                return "lift"
            return None
        self.track(event)
        if getattr(event, "button", None) != 1:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = not self.guarded()
        elif event.type == pygame.MOUSEBUTTONUP and self.pressed:
            self.pressed = False
            return "lift"
        return None
