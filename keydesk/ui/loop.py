"""The window's loop: rest until something changes, then update and draw one frame.

A board game is still most of the time while people think, so the loop sleeps in
`pygame.event.wait` and draws only when there is a reason: an event (input, a resize or an
expose, a WAKE from a bot's thread), a time something asked for (frames.py: a scene's, the
notice's), the short while after any input that pygame_gui needs for what it animates by
itself (a button's hover tooltip, a list gliding after the wheel), a held mouse button (a
slider's arrow keeps moving) and a text field's blinking cursor.  While something moves,
frames come at the full rate, FPS at most; while the judge searches for a hint or a review,
the frames after input that nothing asked for come JUDGING_FPS a second, so its worker
processes keep the cores.

The clock and the wait are passed in, so a test runs the loop on simulated time and counts the
frames it draws.
"""

from __future__ import annotations

import math
import time

import pygame
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from keydesk.ui.frames import WAKE, soonest

FPS = 60
# Seconds of full-rate frames after an input event or a scene change: pygame_gui's own timers
# (a button's tooltip after 1 s of hovering) and the table's hover tip (0.6 s) need frames,
# and a person using the mouse or keys wants every frame anyway.
AFTER_INPUT = 1.25
# Frames a second in that while when the judge is searching (a hint, a review) and nothing
# comes in: its worker processes want every core, and the frames a window draws at 60 a second
# took a fifth to a third of a CPU second from each hint's (bench/hint_latency.py, 2026-11-28).
# Input still gets its frame at once; only what pygame_gui animates by itself steps slower.
JUDGING_FPS = 10
# Seconds between frames while a text field has the keyboard, so its cursor blinks (every 0.4 s).
CURSOR_STEP = 0.1
# The longest the loop sleeps at once: Python only acts on a signal (Ctrl+C in the terminal
# that started the game) between calls, and pygame's wait is one call.
LONGEST_REST = 0.5


def wait_for_event(timeout: float):
    """The next event, or None when `timeout` seconds pass first."""
    event = pygame.event.wait(max(1, math.ceil(timeout * 1000)))  # 0 ms would mean forever
    return None if event.type == pygame.NOEVENT else event


def gui_next_frame(ui, now: float):
    """When pygame_gui needs a frame without an event: a held mouse button (a slider's arrow
    keeps moving) every frame, a focused text field's blinking cursor a few times a second."""
    if any(pygame.mouse.get_pressed()):
        return now
    if any(isinstance(e, (UITextEntryLine, UITextEntryBox)) and e.is_focused for e in ui.get_focus_set() or ()):
        return now + CURSOR_STEP
    return None


class Loop:
    """`step()` waits for the next reason to draw and draws the frame when it is due; `frames`
    counts the frames drawn."""

    def __init__(self, app, clock=time.monotonic, wait=wait_for_event, flip=pygame.display.flip):
        self.app = app
        self.clock, self.wait, self.flip = clock, wait, flip
        self.frames = 0
        self.pending: list = []  # events that woke the loop, handled at the next frame
        self.last = None  # when the last frame was drawn
        self.lively_until = -math.inf  # full rate until then (AFTER_INPUT)
        self.scene = None  # the scene the last frame drew

    def due(self, now: float):
        """When the next frame should be drawn (None: not before an event comes)."""
        if self.last is None:
            return now
        if self.pending:
            due = now
        elif now < self.lively_until:
            due = self.last + 1 / JUDGING_FPS if self.app.judging() else now
        else:  # asked as of the last frame: what the app shows is as that frame left it
            due = soonest(self.app.next_frame(self.last), gui_next_frame(self.app.ui, self.last))
        return None if due is None else max(due, self.last + 1 / FPS)

    def step(self) -> bool:
        """Wait for an event or the next frame's time; True when a frame was drawn."""
        now = self.clock()
        due = self.due(now)
        if due is None or due > now:
            event = self.wait(LONGEST_REST if due is None else min(due - now, LONGEST_REST))
            if event is not None:
                self.pending.append(event)
                return False
            now = self.clock()
            if due is None or now < due:
                return False
        self.frame(now)
        return True

    def frame(self, now: float) -> None:
        """Handle the events since the last frame, update for the time gone by, draw, flip."""
        app = self.app
        events, self.pending = self.pending + pygame.event.get(), []
        for event in events:
            if event.type != WAKE:  # a bot's answer is no input: its frame is enough
                self.lively_until = now + AFTER_INPUT
            app.handle(event)
        app.update(1 / FPS if self.last is None else now - self.last)
        app.draw()
        self.flip()
        if app.scene is not self.scene:  # a new scene's gui settles over its first frames
            self.scene, self.lively_until = app.scene, now + AFTER_INPUT
        self.last = now
        self.frames += 1

    def run(self) -> None:
        while self.app.running:
            self.step()
