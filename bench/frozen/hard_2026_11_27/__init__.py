"""A frozen copy of Hard as it stood at commit 4396052 (the learned evaluation, playing for its
own points once a game is decided), kept as a yardstick.

bench/strength.py plays it as level "hard-2026-11-27", so a change to Hard's search, playouts
or evaluation is measured against the Hard that shipped before it.  The copy imports only
keydesk.rules (never keydesk.ai) and reads its own copies of the weights and the learned model
(weights.yaml and learned.yaml beside it), so later work on the shipped bots and their data
cannot move the yardstick.  Do not improve it.
"""

from __future__ import annotations

import time

from .hard import HardBot

LEVEL = "hard-2026-11-27"


def make_frozen_hard(budget: float | None = None, simulations: int | None = None, clock=time.perf_counter):
    """The frozen Hard: `budget` seconds a decision timed by `clock`, or exactly `simulations`."""
    return HardBot(budget, simulations=simulations, clock=clock)
