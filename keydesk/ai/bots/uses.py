"""A rough worth, in points, of one use of a production side: shared by every bot level.

The weights are guesses at what each thing a use gives turns into by the end of the game
(a resource about half a point until something converts it, a worker nearly a point), net of
what the use asks to be given up.
"""

from __future__ import annotations


def use_worth(use) -> float:
    """Rough points one use of a production side brings (before paying the workers)."""
    if use is None:
        return 0.0
    gain = 0.6 * sum(use.resources.values()) + 0.6 * bool(use.resource_choice)
    gain += 0.9 * use.workers + 1.2 * use.greens + 0.6 * use.skills
    gain += 0.15 * use.transport + 1.0 * use.upgrades
    gain -= 0.6 * bool(use.pay_skill) + 0.8 * bool(use.pay_worker)
    return max(gain, 0.0)
