"""How well a player decided in one reviewed game, in the two figures a learner can follow from
game to game: the share of their decisions the judge could not tell from its own best (within
its noise, `judge.NOISE`: the review's "as good as the judge's choice"), and the points given
away per decision (the review's estimated losses, summed and divided by the decisions).

Forced moves are not decisions (the review leaves them out), so a game of many forced moves
does not look accurate for them.  Pure Python: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Accuracy:
    decisions: int  # decisions reviewed (forced moves left out)
    within: int  # of them, as good as the judge's choice as far as it can tell
    given_away: float  # points given away in all, estimated

    @property
    def share(self) -> float:
        """0..1: the part of the decisions within the judge's noise of its best."""
        return self.within / self.decisions if self.decisions else 0.0

    @property
    def per_decision(self) -> float:
        return self.given_away / self.decisions if self.decisions else 0.0

    def words(self) -> str:
        """"accuracy 69% (35 of 51 decisions ...), 1.2 points given away a decision"."""
        return (f"accuracy {self.share:.0%} ({self.within} of {self.decisions} decisions as good as the "
                f"judge's), {self.per_decision:.1f} points given away a decision")


def accuracy(decisions) -> Accuracy:
    """The Accuracy of a review's Decisions (keydesk.ai.teaching.review)."""
    decisions = list(decisions)
    return Accuracy(len(decisions), sum(1 for d in decisions if d.agreed), round(sum(d.loss for d in decisions), 1))
