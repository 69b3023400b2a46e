"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052), Hard's one-step ranking only: Medium: greedy one-step look-ahead with the hand-tuned evaluation.

It fills in the hidden parts of its view once (see determinize.py), tries every shortlisted
action on a copy with `engine.step`, and keeps the one that leaves it furthest ahead of the
best opponent (evaluate.relative_value).  Placement and winter offers use the simple
heuristics in candidates.py, since one step shows nothing about them.
"""

from __future__ import annotations

from keydesk.rules.engine import step
from keydesk.rules.errors import IllegalAction

from .evaluate import relative_value


def rank_one_step(state, comps, player: int, actions: list, cache: dict, deadline=None, clock=None,
                  w=None) -> list:
    """[(value after the action, tie-break, action)] best first; stops early at `deadline`.

    Ties go to the legal order, except between the same bid or use in different colours: the
    evaluation does not see colours, so those always tie, and the one leaving the most workers
    of its colour behind the screen goes first, which keeps the player able to bid or use in
    any colour later (a player spending all its blue on its own tiles cannot outbid anyone on
    a blue winter tile).  `w`: the evaluation weights (default: the shipped ones).
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
