"""Frozen copies of Medium and Hard as they stood at commit dd0db70, kept as yardsticks.

bench/strength.py plays the shipped levels against these to show whether a change to
keydesk/ai made the bots stronger.  They import only keydesk.rules (never keydesk.ai), so
later work on the shipped bots cannot move the yardstick.  Do not improve them.
"""

from __future__ import annotations

import time

from .hard import HardBot
from .medium import MediumBot

FROZEN_LEVELS = ("frozen-medium", "frozen-hard")


def make_frozen(level: str, budget: float | None = None, simulations: int | None = None, clock=time.perf_counter):
    """A frozen bot: "frozen-medium" or "frozen-hard" (budget, simulations and the clock that
    times the budget only matter for Hard)."""
    if level == "frozen-medium":
        return MediumBot()
    if level == "frozen-hard":
        return HardBot(budget, simulations=simulations, clock=clock)
    raise ValueError(f"unknown frozen level {level!r}: choose one of {', '.join(FROZEN_LEVELS)}")
