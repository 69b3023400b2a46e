"""What lifts the curtain, and when the table may act again after it lifts.

The curtain hides a shared screen while it passes from one person to the next, so only a
deliberate act of the person sitting down may lift it: a click on it (the main button pressed
and released on the curtain), or a lift key (Enter or Space, nothing held with it) pressed
afresh.  The person who just moved is still at the keyboard, so nothing of theirs may lift it by
accident: a modifier key (Ctrl on its way to Ctrl+Z), any other key, a key still held from
before the curtain fell (its repeats), or anything arriving within GUARD_SECONDS of the fall (a
second P, a double click).  Ctrl+Z, the way people press it, takes the leaver's move back
instead.

Once it lifts, the table settles: for SETTLE_SECONDS it takes no press, release, key or wheel
(pointer motion is no event here, so the window still follows the pointer and its hover), and a
press that began before the lift or during the settle never completes as a click on the table.
So a double click on the curtain lifts it with its first click, and its second lands on nothing;
a key held through the lift repeats into nothing either.

The events are abstract (Press, Release, Key, KeyUp, Wheel, FocusLost): the window turns its
mouse and keys into them (keydesk/ui/table/curtain.py), so these rules are one small machine
that tests drive without a window.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

GUARD_SECONDS = 0.5
SETTLE_SECONDS = 0.4
LIFT = "lift"  # a Key's meaning: Enter or Space, nothing held with it
UNDO = "undo"  # a Key's meaning: Ctrl+Z (not Ctrl+Shift+Z, which redoes)


@dataclass(frozen=True)
class Press:
    """A pointer button goes down; only the main one (`main`) can lift the curtain."""

    main: bool = True


@dataclass(frozen=True)
class Release:
    """A pointer button comes up."""

    main: bool = True


@dataclass(frozen=True)
class Key:
    """A key goes down: `key` names it (a repeat of a key held down is not fresh), `meaning` is
    LIFT, UNDO or None for any other key."""

    key: object
    meaning: str | None = None


@dataclass(frozen=True)
class KeyUp:
    key: object


@dataclass(frozen=True)
class Wheel:
    """The pointer's wheel turns (it zooms or changes what is carried: an action of the table)."""


@dataclass(frozen=True)
class FocusLost:
    """The window lost the keyboard: the releases of the keys held go to another window."""


class Curtain:
    """Follows the keys and the main button, and decides what an event means while the curtain
    is down (`decide`) and whether the table may act on it once it is up (`holds`).

    `clock` gives the time in seconds (time.monotonic; tests pass their own)."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.held: set = set()  # keys pressed and not yet released, whoever pressed them
        self.guard_until = None  # the end of the guard after a fall that followed a move (None: none)
        self.pressed = False  # the main button went down on the curtain after the guard
        self.button_down = False  # the main button is down now
        self.button_held = False  # ...and the table did not take its press, so it takes no release
        self.settled_at = None  # when the table has settled after the last lift
        self.stale: set = set()  # keys held down through the lift: their repeats are not the table's

    def _track(self, event) -> bool:
        """Note a key going down or up; True when a Key is fresh (not a repeat of a held key)."""
        if isinstance(event, KeyUp):
            self.held.discard(event.key)
            self.stale.discard(event.key)
        elif isinstance(event, Key):
            fresh = event.key not in self.held
            self.held.add(event.key)
            return fresh
        elif isinstance(event, FocusLost):
            self.held.clear()
            self.stale.clear()
        return False

    def fell(self, after_move: bool) -> None:
        """The curtain has just fallen; `after_move`: someone at the keyboard just moved."""
        self.guard_until = self.clock() + GUARD_SECONDS if after_move else None
        self.pressed = False
        if self.button_down:
            self.button_held = True  # pressed on the last person's table: no click on the next one's

    def guarded(self) -> bool:
        return self.guard_until is not None and self.clock() < self.guard_until

    def lifted(self) -> None:
        """The curtain has just lifted: the table settles."""
        self.settled_at = self.clock() + SETTLE_SECONDS
        self.stale = set(self.held)

    def settling(self) -> bool:
        return self.settled_at is not None and self.clock() < self.settled_at

    def decide(self, event) -> str | None:
        """LIFT, UNDO or None for one event while the curtain is down."""
        fresh = self._track(event)
        if isinstance(event, Key):
            if event.meaning == UNDO and fresh:
                return UNDO
            if event.meaning == LIFT and fresh and not self.guarded():
                return LIFT
            return None
        if isinstance(event, Press) and event.main:
            self.pressed = not self.guarded()
            self.button_down = self.button_held = True
        elif isinstance(event, Release) and event.main:
            self.button_down = self.button_held = False
            if self.pressed:
                self.pressed = False
                return LIFT
        return None

    def holds(self, event) -> bool:
        """While the curtain is up: True when the table must not act on `event` (it settles, the
        release belongs to a press it never took, or the key is a repeat of one held through the
        lift)."""
        fresh = self._track(event)
        if isinstance(event, Release) and event.main:
            self.button_down = False
            if self.button_held:
                self.button_held = False
                return True
        if isinstance(event, Key) and not fresh and event.key in self.stale:
            return True
        if isinstance(event, Press) and event.main:
            self.button_down = True
            self.button_held = self.settling()  # pressed while it settles: nor is its release the table's
        return self.settling()
