"""Grading a move tried at an exercise (keydesk.practice): is it as good as the judge's
preferred move at that moment, and if not, how many points lie between them?

The exercise carries what the review found there: the judge's preferred move (the first move
of the ranking the hint shows), the seed of the review's check (`judge.check_seed` of the
player's view then) and the judge's budget.  Grading asks the review's own question again:

* the judge's move itself is solved at once;
* a placement is valued one step ahead with every other placement of the tile
  (`judge.rank`, as the review values it), without noise;
* any other move is played against the judge's in the same guessed worlds with the review's
  seed and number of rounds (`judge.compare`), so the move that was played in the game gets
  exactly the loss the review gave it, and the grade cannot contradict the review.

Solved means within the judge's noise (`judge.NOISE`) of its move, as in the review.  A grade
costs one check, `judge.CHECK_ROUNDS` paired rounds: fewer simulations than a hint's ranking.
Pure Python: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from keydesk.rules.actions import Place
from keydesk.rules.components import load_components

from keydesk.ai.teaching import judge as judge_
from keydesk.ai.teaching.reasons import reason_for
from keydesk.ai.teaching.review import check_rounds


@dataclass(frozen=True)
class Grade:
    move: object  # the move tried
    best: object  # the judge's preferred move
    loss: float  # points the move tried gives away against the judge's, estimated (0: none)
    reason: str  # what the judge's move does, in a player's words

    @property
    def solved(self) -> bool:
        return self.loss <= judge_.NOISE


def grade(view, legal: list, move, best, seed: int, simulations: int | None = None) -> Grade:
    """The Grade of `move` against `best` for the player on turn in `view` (`legal`: their legal
    moves).  `seed`: the review's check seed there; `simulations`: the judge's budget the review
    had (None: the judge's own), which sets the rounds of the check as in the review."""
    comps = load_components()
    if move == best:
        loss = 0.0
    elif isinstance(move, Place):
        values = dict(judge_.rank(view, legal))
        loss = values[best] - values[move]
    else:
        loss = judge_.compare(view, best, move, rounds=check_rounds(simulations or judge_.SIMULATIONS), seed=seed)
    return Grade(move, best, max(0.0, round(loss, 1)), reason_for(view, comps, best))
