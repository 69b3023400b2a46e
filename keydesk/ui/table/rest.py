""""I am done this season": the table passes for a person until something concerns them again.

Passing does not end a person's season: the turn comes back to them after each round, while
the bots or the others still act.  A person who has nothing more to do can say so once; the
table then passes for them on each of their turns, without handing them the screen, until the
season ends or one of their bids is topped (then it asks them again).  It is a convenience of
the table, not a rule: each pass is an ordinary Pass, marked in the log, and bots never use it.
"""

from __future__ import annotations

from keydesk.rules import Pass

NOTE = "Passed by the table: done this season."


class SeasonRest:
    """`resting` = {player: the season they are done with}."""

    def __init__(self, scene):
        self.scene = scene
        self.resting: dict = {}

    def start(self, p) -> None:
        self.resting[p] = self.scene.game.state.season

    def stop(self, p) -> None:
        self.resting.pop(p, None)

    def update(self) -> None:
        """Pass for a resting person whose turn it is; forget rests whose season is over."""
        scene, state = self.scene, self.scene.game.state
        for p, season in list(self.resting.items()):
            if state.season != season or state.phase != "actions" or scene.game.is_over:
                self.stop(p)
        actor = scene.actor()
        if actor in self.resting and scene.carry is None and not scene.dialog_open():
            if not scene.apply(Pass(actor), NOTE):
                self.stop(actor)  # cannot pass now: they must choose themselves
