"""The bots' turns at the table: which bot is asked, with what, and when its answer is played.

A bot is asked with its own masked view and its legal actions only (a Question), handed to
`ask`, whoever holds the bots: the window thinks on a worker thread (keydesk/ui/table/bots.py),
the tutorial answers from its script at once, tests answer when they like.  The answer is played one at a time,
with the table's pause after each bot move so a person can follow what happened, and never
while the person at the screen holds something (the table must not change under their hand).
Moves taken back make the question asked before them void: its answer is never played.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, eq=False)
class Question:
    """What one bot is asked: its seat's level, its view of the game, its legal actions and the
    seed of its random choices (the same position asks the same question)."""

    player: int
    level: str
    view: object
    legal: list
    seed: int


@dataclass(frozen=True)
class Answer:
    player: int
    action: object
    explain: str


class BotPacing:
    """`asked` is the question out (None: none), `answer` an answer waiting for the pause, `wait`
    the seconds of pause left.  `ask(question)` hands each new question on (None: it waits in
    `asked` for whoever reads it)."""

    def __init__(self, game, is_human, delay: float, ask=None):
        self.game, self.is_human, self.delay, self.ask = game, is_human, delay, ask
        self.asked = None
        self.answer = None
        self.wait = 0.0

    def answered(self, question, action, explain: str = "") -> None:
        """The answer to `question`; an answer to a question no longer asked is dropped."""
        if question is self.asked:
            self.asked = None
            self.answer = Answer(question.player, action, explain)

    def update(self, dt: float, holding: bool, play) -> None:
        """Ask the bot whose move it is, play an answer whose pause is over with
        `play(action, explain)` (True: played), and ask the next."""
        self.wait = max(0.0, self.wait - dt)
        self._ask_next()
        if self.answer is not None and self.wait <= 0 and not holding:
            answer, self.answer = self.answer, None
            if play(answer.action, answer.explain):
                self.wait = self.delay
            self._ask_next()

    def _ask_next(self) -> None:
        game = self.game
        if self.answer is not None or self.asked is not None or game.is_over:
            return
        bots = [p for p in game.to_move if not self.is_human(p)]
        if bots:
            p = bots[0]
            seed = ((game.state.seed or 0) * 7919 + len(game.log)) & 0xFFFFFFFF  # a shared position hides its seed
            self.asked = Question(p, game.seats[p], game.view(p), game.legal_actions(p), seed)
            if self.ask is not None:
                self.ask(self.asked)

    def next_frame(self, now: float):
        """When the pause after a bot's move is over (see keydesk/ui/frames.py)."""
        return now + self.wait if self.wait > 0 else None

    def cancel(self) -> None:
        """Moves were taken back: an answer to the old position must never be played."""
        self.asked = None
        self.answer = None
