""""I am done this season": the table passes for a person until something concerns them again.

Passing does not end a person's season: the season ends only when every player has passed in
succession, so the turn comes back to a person who passed while the others still act.  A
person who has nothing more to do can say so once; the table then passes for them on each of
their turns, without handing them the screen, until the season ends, one of their bids is
topped (then it asks them again) or they take a move back.  It is a convenience of the table,
not a rule: each pass is an ordinary Pass, marked in the log, and bots never use it.
"""

from __future__ import annotations

NOTE = "Passed by the table: done this season."


def done_words(name: str) -> str:
    """What the table says of a person done this season (on the curtain), in their terms."""
    return (f"{name} is done for this season: the table passes for them, and asks them again if a bid "
            "of theirs is topped.")


class SeasonRest:
    """`resting` = {player: the season they are done with}."""

    def __init__(self, game):
        self.game = game
        self.resting: dict = {}

    def start(self, p, season: str) -> None:
        """`p` is done with `season` (the season of the pass that said so: if that pass ended it,
        there is nothing left to be done with)."""
        if self.game.state.season == season and self.game.phase == "actions":
            self.resting[p] = season

    def stop(self, p) -> None:
        self.resting.pop(p, None)

    def forget_past(self) -> None:
        """Rests whose season is over end."""
        state = self.game.state
        for p, season in list(self.resting.items()):
            if state.season != season or state.phase != "actions" or self.game.is_over:
                self.stop(p)

    def due(self, actor):
        """The resting person the table should pass for now (None: nobody)."""
        self.forget_past()
        return actor if actor in self.resting else None
