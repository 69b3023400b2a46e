"""Skilled: Hard's search at a small fixed number of simulations, the step between Medium and Hard.

Medium looks one move ahead; Hard plays each of its best few moves out to the end of the season
hundreds or thousands of times a decision.  Between them the ladder had a cliff: Hard beat
Medium in 49 pairings of 50 (docs/strength.md), so a player who had learned to beat Medium met
a bot it could not yet learn from.  Skilled searches as Hard does, but with SIMULATIONS a
decision: the best five of Hard's candidates by the one-step value are played out once each,
and those futures are averaged with the one-step value, enough to see now and then that a
tile will be contested or a winter tile lost, not enough to tell close moves apart.  (At ten,
every candidate played out once, Skilled on the learned model refitted with its count of idle
tiles won 48 of 50 pairings with Medium, too close to Hard.)  A count rather than seconds, so it plays the
same on a slow or busy machine as on a fast one; Hard's time budget stays as a guard (a count
this small finishes far within it).
"""

from __future__ import annotations

import time

from keydesk.ai.bots.hard import HardBot

SIMULATIONS = 5  # a decision (docs/strength.md: the ladder lines of Skilled)


class SkilledBot(HardBot):
    level = "skilled"

    def __init__(self, budget: float | None = None, clock=time.perf_counter):
        """`budget`: seconds a decision at most, timed by `clock`, as Hard's (default 1.0); the
        simulation count decides."""
        super().__init__(budget, simulations=SIMULATIONS, clock=clock)
