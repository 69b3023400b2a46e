"""Behaviour figures of a game, for bench/strength.py: the habits a strong player punishes.

Counted per seat from the actions as they are played (`see` before each is applied) and the
final position (`figures`):

* dead tiles: village tiles won at auction (not the home, a boat or a winter tile) that their owner
  never used and that score nothing at the end (a Stone yard left empty, a Fair never used); a
  summer boat's power is its worth and it has no use, so it is never dead.  With each, how it was
  won (`dead_bids`: the winning bid's workers and the best other bid then), since a tile taken
  cheaply with nobody else bidding is a different fault from one fought for, and which of them
  lie beside the owner's turn-order tile (`dead_beside`): that tile scores a point for each
  neighbour, so a tile never used still adds a point there (the score sheet names the
  turn-order tile as the source, so the tile itself scores nothing);
* own raises: bids added to a tile the player was already winning (nobody had outbid them);
* lost use workers: workers a player put on a tile still on offer, by using it, when someone
  else won the tile (or nobody did) — the workers went with the tile;
* winter forward: winter tiles the player put forward at the winter's choice;
* empty uses: uses of a transport (a home or a transport tile) followed at once by Done, with
  nothing moved or upgraded: workers spent for nothing;
* overbid workers: workers a bid added beyond the fewest that would have topped the tile's
  best other bid at that moment (a raise that overshot, or an opening bid bigger than one);
  workers moved from a bid outbid elsewhere must move as a group, so they are never counted;
* shuttles: moves that undo an earlier move of the same season, a resource of the same kind
  carried back along the same road (there and back: two moves for nothing).  A resource
  carried on through a tile that another left earlier is no shuttle.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, Done, Move, Use, WinterChoice
from keydesk.rules.hexgrid import neighbours

NAMES = ("dead_tiles", "own_raises", "lost_use_workers", "winter_forward", "empty_uses", "shuttles", "overbid")


class Behaviour:
    """The figures of one game, fed every action before it is applied."""

    def __init__(self, players: int):
        self.own_raises = [0] * players
        self.winter_forward = [0] * players
        self.used_own: set = set()  # (player, tile) used while the player owned it
        self.used_on_offer: list = []  # (player, tile, workers)
        self.empty_uses = [0] * players
        self.shuttles = [0] * players
        self.last: list = [None] * players  # each player's previous action
        self.moves: dict = {}  # (player, source, target, resource) -> moves this season not yet undone
        self.season = None
        self.overbid = [0] * players
        self.last_bid: dict = {}  # tile -> (workers of its leading bid, best other bid), as of its last bid

    def see(self, state, action) -> None:
        p = getattr(action, "player", None)
        if state.season != self.season:
            self.season, self.moves = state.season, {}
        if isinstance(action, Done) and state.phase == "actions" and isinstance(self.last[p], Use):
            self.empty_uses[p] += 1
        elif isinstance(action, Move):
            if self._undoes(action):
                self.shuttles[p] += 1
        if p is not None:
            self.last[p] = action
        if isinstance(action, Bid):
            self._see_bid(state, action)
        if isinstance(action, Bid) and state.winner(action.tile) == p:
            self.own_raises[p] += 1
        elif isinstance(action, Use):
            if state.owner(action.tile) == p:
                self.used_own.add((p, action.tile))
            elif action.tile in state.auction:
                self.used_on_offer.append((p, action.tile, sum(k for _, k in action.workers)))
        elif isinstance(action, WinterChoice):
            self.winter_forward[p] += len(action.tiles)

    def _see_bid(self, state, action) -> None:
        """Count the bid's workers beyond the fewest that would lead, and keep it as the tile's
        last bid: a bid must lead, so the last one on a tile is the one that wins it."""
        entries = state.bids[action.tile]
        p = action.player
        mine = entries[p].count if entries[p] else 0
        moved = sum(state.bids[t][p].count for t in action.sources)
        best_other = max((e.count for q, e in enumerate(entries) if e and q != p), default=0)
        beyond = mine + action.count - (best_other + 1)
        self.overbid[p] += max(0, min(beyond, action.count - moved))
        self.last_bid[action.tile] = (mine + action.count, best_other)

    def _undoes(self, action) -> bool:
        """Record a move; True if it carries back a resource an earlier move brought."""
        p, resource = action.player, action.resource
        back = (p, action.target, action.source, resource)
        if self.moves.get(back):
            self.moves[back] -= 1
            return True
        key = (p, action.source, action.target, resource)
        self.moves[key] = self.moves.get(key, 0) + 1
        return False

    def figures(self, state, comps, sheets) -> list:
        """Per seat {name: count} at the end of the game (`sheets`: Game.scores()), and under
        `dead_names` the dead tiles themselves (which tiles end dead says where to look), under
        `dead_bids` how each was won: (workers, best other bid), (0, 0) for a tile not won by a bid,
        and under `dead_beside` those of them a turn-order tile counts as neighbours."""
        out = []
        for p in range(state.n):
            earned = {}
            for line in sheets[p].lines:
                earned[line.source] = earned.get(line.source, 0) + line.points
            dead = tuple(t for t in state.villages[p].values()
                         if comps.tiles[t].kind == "village" and comps.tiles[t].season != "winter"
                         and comps.tiles[t].power is None
                         and (p, t) not in self.used_own and not earned.get(t))
            counted = _counted_as_neighbours(state, comps, p, earned)
            lost = sum(k for q, t, k in self.used_on_offer if q == p and state.owner(t) != p)
            out.append({"dead_tiles": len(dead), "dead_names": dead,
                        "dead_beside": tuple(t for t in dead if t in counted),
                        "dead_bids": tuple(self.last_bid.get(t, (0, 0)) for t in dead), "own_raises": self.own_raises[p],
                        "lost_use_workers": lost, "winter_forward": self.winter_forward[p],
                        "empty_uses": self.empty_uses[p], "shuttles": self.shuttles[p],
                        "overbid": self.overbid[p]})
        return out


def _counted_as_neighbours(state, comps, player: int, earned: dict) -> set:
    """The tiles of the player's village next to a tile that scored for its neighbours (a
    turn-order tile: a point for each tile beside it)."""
    village = state.villages[player]
    counted = set()
    for pos, tile in village.items():
        scoring = comps.tiles[tile].front.scoring
        if scoring is not None and scoring.kind == "adjacent_tiles" and earned.get(tile):
            counted.update(village[q] for q in neighbours(pos) if q in village)
    return counted
