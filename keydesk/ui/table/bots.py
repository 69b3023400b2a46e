"""The bots' turns at the table: ask the bot on its worker thread, then play its answer.

Bots think on a worker thread (keydesk/ui/bot_runner.py) so the window keeps drawing; their
answers are applied here, on the UI thread, one at a time with the app's pause between them
so a person can follow what happened, and never while the person at the screen holds something
(the table must not change under their hand).  Kept apart from the table scene so that the
pacing of the bots is one small class, which the tutorial replaces with its scripted opponent.
"""

from __future__ import annotations

from keydesk.ui.bot_runner import BotRunner


class BotTurns:
    """`wait` is the pause left before the next bot move; `answer` a move waiting for it."""

    def __init__(self, scene):
        self.scene = scene
        self.runner = BotRunner()
        self.answer = None
        self.wait = 0.0

    def update(self, dt: float) -> None:
        """Play an answer whose pause is over, and ask the next bot whose move it is."""
        scene, game = self.scene, self.scene.game
        self.wait = max(0.0, self.wait - dt)
        if self.answer is None:
            self.answer = self.runner.poll()
        if self.answer is not None and self.wait <= 0 and scene.carry is None:
            answer, self.answer = self.answer, None
            if scene.apply(answer.action, answer.explain):
                self.wait = scene.app.bot_delay
        if self.answer is None and self.runner.busy_with is None and not game.is_over:
            bots = [p for p in game.to_move if not scene.is_human(p)]
            if bots:
                p = bots[0]
                seed = (game.state.seed * 7919 + len(game.log)) & 0xFFFFFFFF
                self.runner.submit(game.seats[p], p, game.view(p), game.legal_actions(p), seed)

    def next_frame(self, now: float):
        """A frame when the pause after a bot's move is over (see keydesk/ui/frames.py)."""
        return now + self.wait if self.wait > 0 else None

    def thinking(self):
        """The bot whose move is being thought about or waits to be played (None: none)."""
        return self.runner.busy_with if self.answer is None else self.answer.player

    def cancel(self) -> None:
        """Moves were taken back: an answer to the old position must never be played."""
        self.runner.cancel()
        self.answer = None

    def close(self) -> None:
        self.runner.close()
