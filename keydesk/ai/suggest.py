"""Advice for a person: the few best moves for the player on turn, each with a value and a reason.

    from keydesk.ai.suggest import suggest
    for tip in suggest(game.view(p), game.legal_actions(p), n=3):
        tip.action, tip.value, tip.reason

`value` is the bot's estimate, in victory points, of how far ahead of the best opponent the
player stands after the move, so the gap between two suggestions is the points the weaker one
is expected to give away.  Without a `budget` the moves are ranked by Medium's one-step look-
ahead (a few milliseconds); with one, Hard's search ranks them in about that many seconds (and
with three or more players it measures against the opponents' average, evaluate.field_margin).
Like the bots, it reads only the player's own masked view.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from keydesk.rules.actions import Place, WinterChoice
from keydesk.rules.components import load_components

from .candidates import best_placement, shortlist, winter_gains, winter_options
from .determinize import determinize
from .hard import HardBot
from .medium import rank_one_step
from .placement import ranked_placements
from .reasons import reason_for


class Suggestion(NamedTuple):
    action: object
    value: float  # points ahead of the best opponent after the move (see the module docstring)
    reason: str  # one plain-English line


def suggest(view, legal: list, n: int = 3, budget: float | None = None, rng=None,
            simulations: int | None = None) -> list:
    """The `n` best of the `legal` actions for the player on turn, best first.

    `simulations` caps Hard's search when a budget is given (tests use it for repeatability).
    """
    if not legal:
        return []
    comps = load_components()
    rng = rng or random.Random(0)
    player = legal[0].player
    if isinstance(legal[0], Place):
        ranked = ranked_placements(view, comps, legal)
    elif isinstance(legal[0], WinterChoice):
        gains = winter_gains(view, comps, player)
        options = winter_options(view, comps, player, legal)
        ranked = sorted(((a, float(sum(gains[t] for t in a.tiles))) for a in options), key=lambda av: -av[1])
    elif budget:
        ranked = HardBot(budget, simulations=simulations).ranked(view, legal, rng)
    else:
        state = determinize(view, comps, rng)
        ranked = [(a, v) for v, _, a in rank_one_step(state, comps, player, shortlist(legal), {})]
    if not ranked:
        ranked = [(legal[0], None)]
    tips = [Suggestion(a, 0.0 if v is None else round(v, 1), reason_for(view, comps, a)) for a, v in ranked[:n]]
    if isinstance(legal[0], Place):
        tips = _against_most_roads(view, comps, legal, ranked, tips)
    return tips


def _against_most_roads(view, comps, legal, ranked, tips) -> list:
    """A placement the evaluation puts above the best-connected spot (candidates.best_placement)
    says by how much: the roads are what a player sees, so the hint says when it looks past them."""
    values = dict(ranked)
    roads_value = values.get(best_placement(view, comps, legal))
    if roads_value is None:
        return tips
    out = []
    for tip in tips:
        gap = round(tip.value - round(roads_value, 1), 1)  # as the shown values differ
        if gap > 0:
            tip = tip._replace(reason=f"{tip.reason[:-1]}, and is worth about {gap} points more than "
                                      "the best-connected spot.")
        out.append(tip)
    return out

