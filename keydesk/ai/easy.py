"""Easy: a tabletop-automa of priority rules, each choice explained in one sentence.

In the seasons, in order: bid on an open tile it can win cheaply, outbid cheaply where a tile
is worth it, use a production tile in its own village, otherwise pass.  After a transport use
it upgrades what it can; it takes the fullest boat, places tiles where they join most roads and
offers its best-scoring winter tile.  No look-ahead, no guessing at what is hidden.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.components import load_components

from .candidates import best_placements, shortlist, winter_offer
from .evaluate import TURN_ORDER_TILE, tile_worth, use_worth, village_score

CHEAP = 2  # at most this many workers from behind the screen for one bid


def _name(comps, tile: str) -> str:
    return comps.tiles[tile].name


class EasyBot:
    level = "easy"

    def __init__(self):
        self.comps = load_components()
        self.explain = ""

    def choose(self, view, legal: list, rng):
        first = legal[0]
        if isinstance(first, Place):
            return self._say(best_placements(view, self.comps, legal)[0], "Placed where it joins the most roads.")
        if isinstance(first, WinterChoice):
            best = winter_offer(view, self.comps, first.player, legal).tiles
            choice = WinterChoice(first.player, best[:1])
            return self._say(choice, f"Offered the {_name(self.comps, best[0])}: it scores best here.")
        if isinstance(first, BoatChoice):
            return self._say(self._fullest_boat(view, legal), "Took the boat with the most on it.")
        upgrades = [a for a in legal if isinstance(a, Upgrade)]
        if upgrades:
            best = max(upgrades, key=lambda a: self._back_points(a.tile))
            return self._say(best, f"Upgraded the {_name(self.comps, best.tile)}.")
        if any(isinstance(a, Done) for a in legal):
            return self._say(next(a for a in legal if isinstance(a, Done)), "Nothing worth upgrading.")
        return self._season_turn(view, legal, rng)

    def _say(self, action, reason: str):
        self.explain = reason
        return action

    def _back_points(self, tile: str) -> int:
        spec = self.comps.tiles[tile]
        return spec.back.points if spec.back else 0

    def _fullest_boat(self, view, legal):
        def load(action):
            cargo = view.cargo.get(action.boat)
            return sum(cargo[0]) + sum(cargo[1]) if cargo else 0
        return max(legal, key=load)

    def _tile_value(self, view, player: int, tile: str) -> float:
        if any(tile == t for t, _ in view.order_tiles):
            return TURN_ORDER_TILE
        if self.comps.tiles[tile].season == "winter":
            return village_score(view, self.comps, player, [tile]) - village_score(view, self.comps, player)
        return tile_worth(self.comps, tile, view.season)

    def _season_turn(self, view, legal, rng):
        player = legal[0].player
        options = shortlist(legal)
        bids = [a for a in options if isinstance(a, Bid)]
        open_bids = [a for a in bids if view.top_bid(a.tile) == 0 and a.count == 1 and not a.sources]
        scored = [(self._tile_value(view, player, a.tile), rng.random(), a) for a in open_bids]
        scored = [s for s in scored if s[0] > 1.5]
        if scored:
            worth, _, bid = max(scored)
            return self._say(bid, f"Bid on the {_name(self.comps, bid.tile)}: nobody wants it yet.")
        cheap = []
        for a in bids:
            screen_cost = a.count - sum(view.bid_of(s, player).count for s in a.sources)
            if screen_cost <= CHEAP and view.top_bid(a.tile) > 0:
                worth = self._tile_value(view, player, a.tile)
                if worth > a.count:
                    cheap.append((worth - screen_cost, rng.random(), a))
        if cheap:
            _, _, bid = max(cheap)
            return self._say(bid, f"Outbid for the {_name(self.comps, bid.tile)}: it is cheap to take.")
        uses = []
        for a in options:
            if isinstance(a, Use) and view.owner(a.tile) == player and a.count <= 2:
                spec = self.comps.tiles[a.tile]
                gain = use_worth((spec.back if a.tile in view.flipped else spec.front).use)
                if gain >= 1.0:
                    uses.append((gain, rng.random(), a))
        if uses:
            _, _, use = max(uses)
            return self._say(use, f"Used the {_name(self.comps, use.tile)} in its own village.")
        return self._say(next(a for a in legal if isinstance(a, Pass)), "Nothing cheap left to do: passed.")
