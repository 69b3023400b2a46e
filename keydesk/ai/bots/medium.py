"""Medium: greedy one-step look-ahead with the hand-tuned evaluation.

It fills in the hidden parts of its view once (see determinize.py), tries every shortlisted
action on a copy with `engine.step`, and keeps the one that leaves it furthest ahead of the
best opponent (evaluate.relative_value).  Placement and winter offers use the simple
heuristics in candidates.py, since one step shows nothing about them.
"""

from __future__ import annotations

from keydesk.rules.actions import Place, WinterChoice
from keydesk.rules.components import load_components
from keydesk.rules.engine import step
from keydesk.rules.errors import IllegalAction

from keydesk.ai.bots.candidates import best_placement, shortlist, winter_offer
from keydesk.ai.bots.determinize import determinize
from keydesk.ai.evaluation.evaluate import relative_value
from keydesk.ai.teaching.reasons import bot_reason


def rank_one_step(state, comps, player: int, actions: list, cache: dict, deadline=None, clock=None,
                  w=None, settle=None) -> list:
    """[(value after the action, tie-break, action)] best first; stops early at `deadline`.

    Ties go to the legal order, except between the same bid or use in different colours: the
    evaluation does not see colours, so those always tie, and the one leaving the most workers
    of its colour behind the screen goes first, which keeps the player able to bid or use in
    any colour later (a player spending all its blue on its own tiles cannot outbid anyone on
    a blue winter tile).  `w`: the evaluation weights (default: the shipped ones).  `settle`:
    `f(state, comps, player)` applied to the state after each action before it is valued (Hard
    finishes its transports by the playouts' policy).
    """
    ranked = []
    first_of_shape = {}
    for i, action in enumerate(actions):
        if deadline is not None and clock() > deadline:
            break
        after = state.clone()
        try:
            step(after, comps, action)
        except IllegalAction:
            continue
        if settle is not None:
            settle(after, comps, player)
        workers = getattr(action, "workers", None)
        if workers:
            shape = (type(action), action.tile, action.count, action.sources, getattr(action, "choice", None))
            first = first_of_shape.setdefault(shape, i)
            spare = after.screens[player][workers[0][0]]
        else:
            first, spare = i, 0
        ranked.append((relative_value(after, comps, player, cache, w), (-first, spare, -i), action))
    ranked.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return ranked


def heuristic_choice(view, comps, legal: list):
    """Placement and winter offers by rule, or None for every other kind of decision."""
    first = legal[0]
    if isinstance(first, Place):
        return best_placement(view, comps, legal), "Placed where it joins the most roads."
    if isinstance(first, WinterChoice):
        offer = winter_offer(view, comps, first.player, legal)
        # Winter offers are secret until every player has chosen: the reason names no tile.
        count = len(offer.tiles)
        return offer, f"Offered {count} winter tile{'s' if count > 1 else ''} that score{'' if count > 1 else 's'} well in its village."
    return None


class MediumBot:
    level = "medium"

    def __init__(self, weights=None):
        """`weights`: the evaluation weights to play with (the tuner's variants; default shipped)."""
        self.comps = load_components()
        self.weights = weights
        self.explain = ""

    def choose(self, view, legal: list, rng):
        rule = heuristic_choice(view, self.comps, legal)
        if rule:
            action, self.explain = rule
            return action
        options = shortlist(legal)
        if len(options) == 1:
            self.explain = bot_reason(view, self.comps, options[0])
            return options[0]
        state = determinize(view, self.comps, rng)
        ranked = rank_one_step(state, self.comps, legal[0].player, options, {}, w=self.weights)
        if not ranked:
            self.explain = "No move could be evaluated; took the first."
            return options[0]
        action = ranked[0][2]
        self.explain = bot_reason(view, self.comps, action)
        return action
