"""Live score: the points each village would score if the game ended now, from one view.

Only what that view shows counts.  Village tiles, the resources on them, the tiles won but not
yet placed and who won the winter start-player tile are public; the workers and skills behind a screen count only
where the view shows them (the viewer's own screen, or every screen in the full state).  Won
tiles waiting to be placed are scored as if placed apart from the village (their own points
and resources count, no road or neighbour bonus yet).
"""

from __future__ import annotations

from keydesk.rules.scoring.sheet import PlacedTile, score_total
from keydesk.rules.scoring.purple_marker import marker_declarer

APART = 100  # axial coordinates far from any village: a waiting tile touches nothing


def live_score(view, comps, player: int, placing=None) -> int:
    """Points `player`'s village would score now, counting only what `view` shows; with
    `placing` (a Place of one of the tiles waiting) as if that tile stood where it says."""
    tiles = [PlacedTile(t, pos, rot, flipped, view.resources_on(t))
             for t, pos, rot, flipped in view.village_tiles(player)]
    waiting = list(view.to_place[player])
    if placing is not None:
        waiting.remove(placing.tile)
        tiles.append(PlacedTile(placing.tile, (placing.q, placing.r), placing.rot))
    tiles += [PlacedTile(t, (APART + 2 * i, APART)) for i, t in enumerate(waiting)]
    workers = view.screens[player] or {}  # None: behind a screen this view does not see
    skills = view.skills[player] or {}
    # Only the winner of the winter start-player tile declares the marker (ruling R9), so a
    # marker merely passed along scores nothing now either.
    return score_total(tiles, workers, skills, marker_declarer(view, comps) == player, comps)


def live_scores(view, comps) -> list:
    """live_score for every player, in seat order."""
    return [live_score(view, comps, p) for p in range(view.n)]
