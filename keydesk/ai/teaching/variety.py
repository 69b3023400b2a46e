"""Three hints that are three different ideas, not one bid in three colours.

The bots rank every legal move, and the moves just below the best are often the same move again:
the same bid with another colour or one worker more, the same tile used with other workers, the
same placement turned.  Shown as a hint, that wastes two of the three lines.  So the hint keeps
the best-ranked move of each idea (a bid or a use of one tile, an upgrade of one tile, a tile on
one hex...) and only falls back on a second variant of an idea when fewer different ideas are
legal.  The bots' ranking itself is left alone; this only chooses what to show from it.
"""

from __future__ import annotations

from keydesk.rules import Bid, Place, Upgrade, Use


def idea_of(action) -> tuple:
    """What a move is about, leaving out the detail that only varies it: the colour and number
    of workers of a bid or use, an upgrade's payment, a placement's rotation.  A use's choice
    (which good a tile makes) changes what it does, so it stays."""
    if isinstance(action, Bid):
        return ("bid", action.tile)
    if isinstance(action, Use):
        return ("use", action.tile, action.choice)
    if isinstance(action, Upgrade):
        return ("upgrade", action.tile)
    if isinstance(action, Place):
        return ("place", action.tile, action.q, action.r)
    return (action,)


def varied(ranked: list, n: int) -> list:
    """`n` of the `ranked` suggestions (best first), one per idea while there are enough ideas,
    then the best of the rest; the result keeps the ranking's order."""
    firsts, seconds, seen = [], [], set()
    for tip in ranked:
        idea = idea_of(tip.action)
        (seconds if idea in seen else firsts).append(tip)
        seen.add(idea)
    chosen = firsts[:n] + seconds[:max(0, n - len(firsts))]
    rank = {id(tip): i for i, tip in enumerate(ranked)}
    return sorted(chosen, key=lambda tip: rank[id(tip)])
