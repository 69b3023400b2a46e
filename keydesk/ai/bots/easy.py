"""Easy: a tabletop-automa of priority rules, each choice explained in one sentence.

In the seasons, in order: bid on an open tile it can win cheaply, outbid cheaply where a tile
is worth it, use a production tile in its own village, otherwise pass.  It uses its home tile
or a transport tile only when it can pay for an upgrade, and after such a use it upgrades what
it can (it never moves resources); it takes the fullest boat, places tiles where they join most
roads and offers its best-scoring winter tile.  No look-ahead, no guessing at what is hidden.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.components import load_components
from keydesk.rules.workers import tile_name
from keydesk.rules.production import current_side
from keydesk.rules.transport import payments

from keydesk.ai.bots.candidates import best_placement, fullest_boat, shortlist, winter_gains
from keydesk.ai.evaluation.evaluate import TURN_ORDER_TILE, tile_worth, village_score
from keydesk.ai.bots.uses import use_worth

CHEAP = 2  # at most this many workers from behind the screen for one bid
WORTH_A_BID = 1.5  # points a tile must promise before Easy opens the bidding on it


class EasyBot:
    level = "easy"

    def __init__(self):
        self.comps = load_components()
        self.explain = ""

    def choose(self, view, legal: list, rng):
        first = legal[0]
        if isinstance(first, Place):
            return self._say(best_placement(view, self.comps, legal), "Placed where it joins the most roads.")
        if isinstance(first, WinterChoice):
            gains = winter_gains(view, self.comps, first.player)
            best = max(gains, key=gains.get)
            # Winter offers are secret until every player has chosen: the reason names no tile.
            return self._say(WinterChoice(first.player, (best,)), "Offered the winter tile that scores best here.")
        if isinstance(first, BoatChoice):
            return self._say(fullest_boat(view, legal), "Took the boat with the most on it.")
        upgrades = [a for a in legal if isinstance(a, Upgrade)]
        if upgrades:
            best = max(upgrades, key=lambda a: self._back_points(a.tile))
            return self._say(best, f"Upgraded the {tile_name(self.comps, best.tile)}.")
        if any(isinstance(a, Done) for a in legal):
            return self._say(next(a for a in legal if isinstance(a, Done)), "Nothing worth upgrading: the resources stay where they are.")
        return self._season_turn(view, legal, rng)

    def _say(self, action, reason: str):
        self.explain = reason
        return action

    def _back_points(self, tile: str) -> int:
        spec = self.comps.tiles[tile]
        return spec.back.points if spec.back else 0

    def _tile_value(self, view, player: int, tile: str) -> float:
        if any(tile == t for t, _ in view.order_tiles):
            return TURN_ORDER_TILE
        if self.comps.tiles[tile].season == "winter":
            return village_score(view, self.comps, player, [tile]) - village_score(view, self.comps, player)
        return tile_worth(self.comps, tile, view.season)

    def _season_turn(self, view, legal, rng):
        player = legal[0].player
        options = shortlist(legal)
        for rule in (self._open_bid, self._cheap_outbid, self._own_production):
            found = rule(view, player, options, rng)
            if found:
                return self._say(*found)
        return self._say(next(a for a in legal if isinstance(a, Pass)), "Nothing cheap left to do: passed, keeping its workers.")

    def _open_bid(self, view, player, options, rng):
        """One worker on the most useful tile nobody has bid for."""
        bids = [a for a in options if isinstance(a, Bid) and a.count == 1 and not a.sources
                and view.top_bid(a.tile) == 0]
        scored = [(self._tile_value(view, player, a.tile), rng.random(), a) for a in bids]
        scored = [s for s in scored if s[0] > WORTH_A_BID]
        if not scored:
            return None
        bid = max(scored)[2]
        return bid, f"Bid on the {tile_name(self.comps, bid.tile)}: nobody wants it yet."

    def _cheap_outbid(self, view, player, options, rng):
        """Take back a tile someone else leads on, if few workers from behind the screen do it."""
        cheap = []
        for a in options:
            if not isinstance(a, Bid) or view.top_bid(a.tile) == 0 or view.winner(a.tile) == player:
                continue
            screen_cost = a.count - sum(view.bid_of(s, player).count for s in a.sources)
            worth = self._tile_value(view, player, a.tile)
            if screen_cost <= CHEAP and worth > a.count:
                cheap.append((worth - screen_cost, rng.random(), a))
        if not cheap:
            return None
        bid = max(cheap)[2]
        return bid, f"Outbid for the {tile_name(self.comps, bid.tile)}: it is cheap to take."

    def _own_production(self, view, player, options, rng):
        """Use a productive tile of its own village with one or two workers (a home or transport
        tile only when an upgrade can follow)."""
        uses = []
        can_upgrade = None  # looked up only when a transport use comes up
        for a in options:
            if isinstance(a, Use) and view.owner(a.tile) == player and a.count <= 2:
                use = current_side(view, self.comps, a.tile).use
                if use and (use.transport or use.upgrades):
                    if can_upgrade is None:
                        can_upgrade = self._can_pay_an_upgrade(view, player)
                    if not can_upgrade:
                        continue
                gain = use_worth(use)
                if gain >= 1.0:
                    uses.append((gain, rng.random(), a))
        if not uses:
            return None
        use = max(uses)[2]
        return use, f"Used the {tile_name(self.comps, use.tile)} in its own village."

    def _can_pay_an_upgrade(self, view, player) -> bool:
        """Is there a tile in its village it could upgrade now?  A home or transport use is worth
        its workers to Easy only then: Easy never moves resources, so with nothing to upgrade the
        use would end at once in Done, the workers spent for nothing."""
        return any(not flipped and self.comps.tiles[tile].upgrade and payments(view, self.comps, player, tile)
                   for tile, _, _, flipped in view.village_tiles(player))
