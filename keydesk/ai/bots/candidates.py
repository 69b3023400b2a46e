"""Cutting the legal action lists down to the moves worth thinking about.

`legal_actions` lists every bid size, every placement rotation and every subset of a winter
hand; most are never sensible.  Medium and Hard look only at:

* bids: the smallest winning bid and one more, per tile, colour and moved groups;
* uses: the smallest use per tile, colours, moved groups and choice;
* placements: the spot and turn that join the most roads and touch the most tiles;
* winter choices: the tiles that would score well in the bot's own village (Hard also weighs
  each tile alone and the whole hand).

Transport, upgrades, boats, passes and the Flipper are kept whole (their lists are short).
"""

from __future__ import annotations

from typing import NamedTuple

from keydesk.rules.actions import Bid, Place, Use, WinterChoice
from keydesk.rules.hexgrid import DIRECTIONS, edge_at, opposite

from keydesk.ai.evaluation.evaluate import village_gains

EXTRA_BID = 1  # besides the smallest winning bid, consider this many larger ones
WINTER_KEEP = 3  # offer a winter tile only if it would bring at least this many points


def shortlist(legal: list) -> list:
    """The legal actions minus larger-than-needed bids and uses (order kept)."""
    out, seen = [], {}
    for action in legal:
        if isinstance(action, Bid):
            key = ("bid", action.tile, action.workers[0][0], action.sources)
            limit = EXTRA_BID + 1
        elif isinstance(action, Use):
            key = ("use", action.tile, tuple(c for c, _ in action.workers), action.sources, action.choice)
            limit = 1
        else:
            out.append(action)
            continue
        if seen.get(key, 0) < limit:
            seen[key] = seen.get(key, 0) + 1
            out.append(action)
    return out


class Contacts(NamedTuple):
    """What a placement touches, as a player reads it off the table."""

    beside: tuple  # ((village tile, the side of it the new tile lies on: a direction 0-5), ...)
    roads: tuple  # the tiles whose roads it joins
    river: tuple  # the tiles whose water its water meets
    open_roads: tuple  # the directions (0-5) of its road edges facing an empty space: ends left for later tiles


def placement_contacts(view, comps, action: Place) -> Contacts:
    """The tiles a placement touches, the roads and river it joins and the road ends it leaves
    open: the facts the fit below weighs and the hint's reason names."""
    village = view.villages[action.player]
    edges = comps.tiles[action.tile].edges
    beside, roads, river, open_roads = [], [], [], []
    roads_first = []
    for d, (dq, dr) in enumerate(DIRECTIONS):
        other = village.get((action.q + dq, action.r + dr))
        mine = edge_at(edges, action.rot, d)
        if other is None:
            open_roads += [d] if mine == "road" else []
            continue
        theirs = edge_at(comps.tiles[other].edges, view.placed[other][2], opposite(d))
        joined = mine == theirs == "road"
        roads += [other] if joined else []
        river += [other] if mine == theirs == "water" else []
        (roads_first if joined else beside).append((other, opposite(d)))
    return Contacts(tuple(roads_first + beside), tuple(roads), tuple(river), tuple(open_roads))


def placement_fit(view, comps, action: Place) -> int:
    """How well a placement joins the village: roads joined count twice, touching tiles once."""
    c = placement_contacts(view, comps, action)
    return 2 * len(c.roads) + len(c.beside)


def best_placement(view, comps, legal: list) -> Place:
    """The best-fitting placement of the first tile waiting (ties: legal order)."""
    places = [a for a in legal if isinstance(a, Place) and a.tile == legal[0].tile]
    best = max(range(len(places)), key=lambda i: (placement_fit(view, comps, places[i]), -i))
    return places[best]


def fullest_boat(view, legal: list):
    """The boat choice with the most workers and skills on board (ties: legal order)."""
    def load(action):
        cargo = view.cargo.get(action.boat)
        return sum(cargo[0]) + sum(cargo[1]) if cargo else 0
    return max(legal, key=load)


def winter_gains(view, comps, player: int) -> dict:
    """Points each tile of the player's winter hand would add to their village as it stands."""
    return village_gains(view, comps, player, view.winter_hands[player])


def winter_options(view, comps, player: int, legal: list) -> list:
    """Offers worth comparing by search: the rule's offer, each tile alone, the whole hand."""
    hand = tuple(view.winter_hands[player])
    wanted = [winter_offer(view, comps, player, legal)] + [WinterChoice(player, (t,)) for t in hand]
    wanted.append(WinterChoice(player, hand))
    return [a for a in dict.fromkeys(wanted) if a in legal]


def winter_offer(view, comps, player: int, legal=None) -> WinterChoice:
    """Offer the hand's tiles that would score well here (always at least the best one).

    `legal`: the choices allowed, or None when the player sees their whole hand and may offer
    any part of it (the rule's list would hold every non-empty part, in hand order)."""
    gains = winter_gains(view, comps, player)
    hand = list(gains)
    best = max(hand, key=lambda t: (gains[t], -hand.index(t)))
    chosen = tuple(t for t in hand if gains[t] >= WINTER_KEEP or t == best)
    wanted = WinterChoice(player, chosen)
    return wanted if legal is None or wanted in legal else WinterChoice(player, (best,))
