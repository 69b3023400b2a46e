"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): Hard's placement: the spot and turn the evaluation likes best, one step ahead.

Counting joined roads (candidates.best_placement) places every tile alike, but in Keyflower a
tile's worth depends on where it stands: a yard a short road from the tiles holding its
resources, a tile to upgrade where its payment can reach it, a boat on the river line of the
Sea Breese.  The evaluation already sees this (the conversion plan walks the village's roads,
the scorer follows the river and the roads), so every legal placement of the first tile
waiting is tried on a copy and valued.  The roads count only breaks ties, which are common:
most tiles change nothing the plan or the scorer reads.

Trying them all costs a few tens of milliseconds even in a full winter village, so no
prefilter is needed.  The hidden parts of the view are filled in with a fixed seed: a
placement changes only the player's own village, so the guess shifts every candidate alike,
and the choice depends on the view alone.
"""

from __future__ import annotations

import random

from keydesk.rules.actions import Place
from keydesk.rules.engine import step
from keydesk.rules.errors import IllegalAction
from keydesk.rules.workers import tile_name

from .candidates import placement_fit
from .determinize import determinize
from .evaluate import relative_value

GUESS_SEED = 0  # the fixed seed of the one guess at the hidden parts (see the module docstring)
TIE = 1e-6  # values closer than this are ties (the same sums in another order)


def ranked_placements(view, comps, legal: list, w=None) -> list:
    """[(placement of the first tile waiting, value)] best first by the evaluation one step
    ahead, ties to the most roads joined, then the legal order.  Hard plays the first and the
    table's hint shows the first few, so both say the same.  `w`: evaluation weights."""
    places = [a for a in legal if isinstance(a, Place) and a.tile == legal[0].tile]
    state = determinize(view, comps, random.Random(GUESS_SEED))
    cache: dict = {}
    scored = []
    for i, action in enumerate(places):
        after = state.clone()
        try:
            step(after, comps, action)
        except IllegalAction:
            continue
        value = relative_value(after, comps, action.player, cache, w)
        scored.append((round(value / TIE), placement_fit(view, comps, action), -i, value, action))
    scored.sort(key=lambda s: s[:3], reverse=True)
    return [(action, value) for *_, value, action in scored]


def valued_placement(view, comps, legal: list, w=None) -> tuple:
    """(the best of ranked_placements, reason); the first placement listed if none could be
    valued."""
    ranked = ranked_placements(view, comps, legal, w)
    name = tile_name(comps, legal[0].tile)
    if not ranked:
        return legal[0], f"Placed the {name} in the first free spot."
    best_value = round(ranked[0][1] / TIE)
    if all(round(v / TIE) == best_value for _, v in ranked):
        return ranked[0][0], f"Placed the {name} where it joins the most roads."
    return ranked[0][0], f"Placed the {name} where it adds most to the village's value."
