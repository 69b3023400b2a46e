"""Advice for a person: the few best moves for the player on turn, each with a value and a reason.

    from keydesk.ai.teaching.suggest import suggest
    for tip in suggest(game.view(p), game.legal_actions(p), n=3):
        tip.action, tip.value, tip.reason

The moves and values are the judge's (judge.py), the same ranking the review holds a played
move against, so a move that followed the hint is never reviewed as a mistake.  `value` is in
victory points (judge.UNIT): how far ahead of the rivals the player is estimated to finish after
the move, so the gap between two suggestions is the points the weaker one is expected to give
away.  The few shown are different ideas (variety.py), listed in order of their values.  Like
the bots, it reads only the player's own masked view.
"""

from __future__ import annotations

from typing import NamedTuple

from keydesk.rules.actions import Place
from keydesk.rules.components import load_components

from keydesk.ai.bots.candidates import best_placement
from keydesk.ai.teaching.judge import SIMULATIONS, rank
from keydesk.ai.teaching.reasons import reason_for
from keydesk.ai.teaching.variety import varied


class Suggestion(NamedTuple):
    action: object
    value: float  # points ahead of the rivals at the end, estimated (judge.UNIT)
    reason: str  # one plain-English line


def suggest(view, legal: list, n: int = 3, simulations: int = SIMULATIONS, workers=None, stop=None) -> list:
    """The `n` best of the `legal` actions for the player on turn, best first, as different
    ideas as the ranking allows.  `simulations` lowers the judge's budget (tests); `workers`
    and `stop` as for judge.rank (the window's worker processes, its Cancel)."""
    if not legal:
        return []
    comps = load_components()
    ranked = [(a, round(v, 1)) for a, v in rank(view, legal, simulations, workers=workers, stop=stop)]
    tips = varied([Suggestion(a, v, reason_for(view, comps, a)) for a, v in ranked], n)
    if isinstance(legal[0], Place):
        tips = _against_most_roads(view, comps, legal, ranked, tips)
    return tips


def _against_most_roads(view, comps, legal, ranked, tips) -> list:
    """A placement the evaluation puts above the best-connected spot (candidates.best_placement)
    says by how much: the roads are what a player sees, so the hint says when it looks past them."""
    roads_value = dict(ranked).get(best_placement(view, comps, legal))
    if roads_value is None:
        return tips
    out = []
    for tip in tips:
        gap = round(tip.value - roads_value, 1)  # as the shown values differ
        if gap > 0:
            tip = tip._replace(reason=f"{tip.reason} {beyond_roads(gap)}")
        out.append(tip)
    return out


def beyond_roads(gap: float) -> str:
    """What a placement is worth beyond the best-connected spot, as the hint's reason ends."""
    return f"About {gap} points more than the best-connected spot."
