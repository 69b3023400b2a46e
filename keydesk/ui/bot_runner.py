"""Bots think on a worker thread so the window keeps drawing and answering the mouse.

The UI thread submits a decision (the bot's private view and its legal actions) and polls for
the answer each frame (an answer wakes a resting window for that frame); the answer is applied
on the UI thread, so the Game is only ever touched there.  Every job carries a ticket;
`cancel()` (undo, leaving the table) makes answers to older tickets be dropped.
"""

from __future__ import annotations

import queue
import random
import threading
from dataclasses import dataclass

from keydesk.ui.frames import wake


@dataclass(frozen=True)
class Answer:
    ticket: int
    player: int
    action: object
    explain: str


class BotRunner:
    def __init__(self):
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._bots: dict = {}
        self._ticket = 0
        self.busy_with = None  # the player whose move is being thought about
        self._thread = threading.Thread(target=self._work, name="keydesk-bots", daemon=True)
        self._thread.start()

    def submit(self, level: str, player: int, view, legal, seed: int) -> None:
        self._ticket += 1
        self.busy_with = player
        self._jobs.put((self._ticket, level, player, view, legal, seed))

    def poll(self):
        """The answer to the latest job if it has arrived, else None (stale answers are dropped)."""
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return None
            if answer.ticket == self._ticket:
                self.busy_with = None
                return answer

    def cancel(self) -> None:
        self._ticket += 1
        self.busy_with = None

    def close(self) -> None:
        self.cancel()
        self._jobs.put(None)

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            ticket, level, player, view, legal, seed = job
            if ticket != self._ticket:
                continue  # cancelled before it started
            rng = random.Random(seed)
            try:
                from keydesk.ai import make_bot  # imported here: the bots load only when a bot plays

                if level not in self._bots:
                    self._bots[level] = make_bot(level)
                bot = self._bots[level]
                action = bot.choose(view, legal, rng)
                explain = getattr(bot, "explain", "") or ""
            except Exception as exc:  # a bot bug must not freeze the table: fall back to a legal move
                action, explain = rng.choice(legal), f"(bot error: {exc}; played a random legal move)"
            self._answers.put(Answer(ticket, player, action, explain))
            wake()  # the window may be resting: it polls for this answer in its next frame
