"""Who sits at the shared screen, and whom the screen is being passed to.

Several humans can play hot-seat at one screen, so the table must know which of them is sitting
there now: only that person may act, and only their private view (their screen, their hidden
winter tiles) is offered.  When another human must act, the curtain falls ("Pass to Bob") and
hides everything until the next person lifts it (keydesk/session/curtain.py decides what lifts
it).  This lives apart from the rest of the session so that the one privacy rule of a shared
screen is written in one place and can be read, and tested, alone.
"""

from __future__ import annotations


class HotSeat:
    """The seating of one game: `at_screen` is the human at the screen (None before anyone sat
    down), `curtain_for` the human the screen is being passed to (None: no curtain)."""

    def __init__(self, game):
        self.game = game
        self.humans = [p for p, kind in enumerate(game.seats) if kind == "human"]
        # With one human they never leave the screen, so no curtain ever falls.
        self.at_screen = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for = None

    def is_human(self, p) -> bool:
        return self.game.seats[p] == "human"

    def bots_play(self) -> bool:
        return any(not self.is_human(p) for p in range(len(self.game.seats)))

    def actor(self):
        """The human who should act now (None when only bots are to move, or the game is over)."""
        humans = [p for p in self.game.to_move if self.is_human(p)]
        if not humans:
            return None
        return self.at_screen if self.at_screen in humans else humans[0]

    def me(self):
        """The human at the screen when it is their move, else None: only they may act."""
        actor = self.actor()
        return actor if actor is not None and actor == self.at_screen and self.curtain_for is None else None

    def check(self) -> bool:
        """Let the next human sit down when it is their move; True when that needs the curtain
        (whatever the person leaving had on the screen then goes)."""
        actor = self.actor()
        if actor is None or actor == self.at_screen or self.curtain_for is not None:
            return False
        if len(self.humans) > 1:
            self.curtain_for = actor
            return True
        self.at_screen = actor
        return False

    def lift(self) -> None:
        """The person the screen was passed to has sat down."""
        self.at_screen, self.curtain_for = self.curtain_for, None
