"""The bots' thinking at the table: the session's questions answered on a worker thread.

The session decides which bot is asked, with its own view only, and paces the answers
(keydesk/session/bots.py); the window only gives each question to the bots' worker thread
(keydesk/ui/bot_runner.py), so it keeps drawing while a bot thinks, and hands the answer back.
Kept apart from the table scene so the tutorial can replace it with its scripted opponent.
"""

from __future__ import annotations

from keydesk.ui.bot_runner import BotRunner


class BotTurns:
    """`asked` is the session's question the worker thread is thinking about (None: none)."""

    def __init__(self, scene):
        self.scene = scene
        self.runner = BotRunner()
        self.asked = None

    @property
    def pacing(self):
        return self.scene.session.bots

    def collect(self) -> None:
        """Hand an arrived answer to the session; forget a question it no longer asks."""
        pacing = self.pacing
        if self.asked is not None and self.asked is not pacing.asked:
            self.runner.cancel()  # moves were taken back: its answer would be dropped
            self.asked = None
        answer = self.runner.poll()
        if answer is not None and self.asked is not None:
            pacing.answered(self.asked, answer.action, answer.explain)
            self.asked = None

    def ask(self, question) -> None:
        """The session asks a bot: the worker thread thinks about it."""
        self.asked = question
        self.runner.submit(question.level, question.player, question.view, question.legal, question.seed)

    def thinking(self):
        """The bot whose move is being thought about or waits to be played (None: none)."""
        answer = self.pacing.answer
        return self.runner.busy_with if answer is None else answer.player

    def close(self) -> None:
        self.runner.close()
