"""Behaviour figures of a game, for bench/strength.py: the habits a strong player punishes.

Counted per seat from the actions as they are played (`see` before each is applied) and the
final position (`figures`):

* dead tiles: village tiles won at auction (not the home, a boat or a winter tile) that their owner
  never used and that score nothing at the end (a Stone yard left empty, a Fair never used);
* own raises: bids added to a tile the player was already winning (nobody had outbid them);
* lost use workers: workers a player put on a tile still on offer, by using it, when someone
  else won the tile (or nobody did) — the workers went with the tile;
* winter forward: winter tiles the player put forward at the winter's choice.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, Use, WinterChoice

NAMES = ("dead_tiles", "own_raises", "lost_use_workers", "winter_forward")


class Behaviour:
    """The figures of one game, fed every action before it is applied."""

    def __init__(self, players: int):
        self.own_raises = [0] * players
        self.winter_forward = [0] * players
        self.used_own: set = set()  # (player, tile) used while the player owned it
        self.used_on_offer: list = []  # (player, tile, workers)

    def see(self, state, action) -> None:
        p = getattr(action, "player", None)
        if isinstance(action, Bid) and state.winner(action.tile) == p:
            self.own_raises[p] += 1
        elif isinstance(action, Use):
            if state.owner(action.tile) == p:
                self.used_own.add((p, action.tile))
            elif action.tile in state.auction:
                self.used_on_offer.append((p, action.tile, sum(k for _, k in action.workers)))
        elif isinstance(action, WinterChoice):
            self.winter_forward[p] += len(action.tiles)

    def figures(self, state, comps, sheets) -> list:
        """Per seat {name: count} at the end of the game (`sheets`: Game.scores())."""
        out = []
        for p in range(state.n):
            earned = {}
            for line in sheets[p].lines:
                earned[line.source] = earned.get(line.source, 0) + line.points
            dead = sum(1 for t in state.villages[p].values()
                       if comps.tiles[t].kind == "village" and comps.tiles[t].season != "winter"
                       and (p, t) not in self.used_own and not earned.get(t))
            lost = sum(k for q, t, k in self.used_on_offer if q == p and state.owner(t) != p)
            out.append({"dead_tiles": dead, "own_raises": self.own_raises[p],
                        "lost_use_workers": lost, "winter_forward": self.winter_forward[p]})
        return out
