"""Whose workers stand on each tile this season.

The state keeps a tile's workers as counts by colour (that is all the rules need), but at the
table each worker is its owner's: two players using one tile, or a worker on an opponent's
tile, should read as theirs.  The uses of the season are public actions, so they can be read
back from the actions played since the season's bidding began.
"""

from __future__ import annotations

from keydesk.rules.actions import Use


def tile_users(states: list, actions: list) -> dict:
    """{tile: [(player, colour, count), ...]} for the uses of the season in progress, in the
    order they were made.  `states` are the states before each action followed by the current
    one, `actions` the actions played (states[k + 1] is states[k] after actions[k])."""
    current = states[-1]
    if current.phase != "actions":
        return {}  # the workers have gone home: nothing stands on any tile
    first = len(actions)
    while first > 0 and states[first - 1].phase == "actions" and states[first - 1].season == current.season:
        first -= 1
    found: dict = {}
    for action in actions[first:]:
        if isinstance(action, Use):
            for colour, count in action.workers:
                found.setdefault(action.tile, []).append((action.player, colour, count))
    return found
