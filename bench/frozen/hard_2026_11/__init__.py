"""A frozen copy of Hard as it stood at commit 77d288b (the same play as bbf3d04), kept as a yardstick.

bench/strength.py plays it as level "hard-2026-11", so a new evaluation or search is measured
against the Hard that shipped before it.  The copy imports only keydesk.rules (never
keydesk.ai) and reads its own copy of the weights (weights.yaml beside it), so later work on
the shipped bots and their weights cannot move the yardstick.  Do not improve it.
"""

from __future__ import annotations

import time

from .hard import HardBot

LEVEL = "hard-2026-11"


def make_frozen_hard(budget: float | None = None, simulations: int | None = None, clock=time.perf_counter):
    """The frozen Hard: `budget` seconds a decision timed by `clock`, or exactly `simulations`."""
    return HardBot(budget, simulations=simulations, clock=clock)
