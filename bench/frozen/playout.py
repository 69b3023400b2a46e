"""FROZEN COPY (bench yardstick, commit dd0db70): The cheap policy Hard plays its simulations with, and the truncated playout itself.

Listing every legal action is the costly part of the rules model, so in the seasons this
policy builds one plausible action directly and lets the rules' own checks accept or refuse
it: a minimal winning bid on a random tile, or a minimal use of a random tile in the
player's village; after a few refusals it passes.  Other phases take the short legal lists.
"""

from __future__ import annotations

from keydesk.rules.actions import Bid, Done, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.bidding import check_bid
from keydesk.rules.components import COLOURS
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.errors import IllegalAction
from keydesk.rules.hexgrid import frontier, rotate_edges
from keydesk.rules.workers import has_power, tile_colour
from keydesk.rules.production import check_use, current_side

from .candidates import fullest_boat
from .placing import placement_ok

TRIES = 4  # attempts at a bid or use before passing
PASS_CHANCE = 0.15  # even with workers left, a player sometimes just passes


def _min_bid(state, player: int, tile: str, screen: dict):
    mine = state.bid_of(tile, player)
    colour = mine.colour if mine else (tile_colour(state, tile) or max(COLOURS, key=screen.__getitem__))
    best_other = max((e.count for q, e in enumerate(state.bids[tile]) if e and q != player), default=0)
    need = best_other + 1 - (mine.count if mine else 0)
    if need < 1 or need > screen[colour]:
        return None
    return Bid(player, tile, ((colour, need),))


def _min_use(state, comps, player: int, tile: str, screen: dict, rng):
    use = current_side(state, comps, tile).use
    if use is None:
        return None
    usage = state.uses.get(tile)
    colour = tile_colour(state, tile) or max(COLOURS, key=screen.__getitem__)
    k = usage.last + 1 if usage else 1
    if k > screen[colour]:
        return None
    choice = None
    if use.resource_choice:
        choice = rng.choice(use.resource_choice)
    elif use.pay_skill == "any":
        choice = rng.choice([s for s, n in state.skills[player].items() if n] or ["saw"])
    elif use.pay_worker == "any":
        choice = rng.choice([c for c in COLOURS if screen[c] - (k if c == colour else 0) > 0] or ["blue"])
    return Use(player, tile, ((colour, k),), (), choice)


def season_action(state, comps, player: int, rng):
    """A quick plausible bid, use or pass for a player on turn in the seasons."""
    screen = state.screens[player]
    if not any(screen.values()) or rng.random() < PASS_CHANCE:
        return Pass(player)
    biddable = list(state.auction) + [t for t, _ in state.order_tiles]
    own = list(state.villages[player].values())
    for _ in range(TRIES):
        if biddable and (rng.random() < 0.6 or not own):
            action = _min_bid(state, player, rng.choice(biddable), screen)
            check = check_bid
        else:
            action = _min_use(state, comps, player, rng.choice(own), screen, rng)
            check = check_use
        if action is None:
            continue
        try:
            check(state, comps, action)
        except IllegalAction:
            continue
        return action
    return Pass(player)


def quick_place(state, comps, player: int, rng):
    """A random fitting spot and turn for the first tile waiting, or None.

    Listing every placement is the slowest part of the rules model; this tries spots in random
    order and stops at the first that fits.  It applies the water rule strictly around boats
    already in the village (the rules relax it there), so it may miss a spot, never invent one.
    """
    tile = state.to_place[player][0]
    village = state.villages[player]
    occupied = {pos: rotate_edges(comps.tiles[t].edges, state.placed[t][2]) for pos, t in village.items()}
    spec = comps.tiles[tile]
    relaxed = spec.kind == "boat" or spec.power is not None
    free = has_power(state, comps, player, "2a")
    spots = sorted(frontier(village))
    rng.shuffle(spots)
    for q, r in spots:
        for rot in rng.sample(range(6), 6):
            if placement_ok(occupied, (q, r), rotate_edges(spec.edges, rot), relaxed, free):
                return Place(player, tile, q, r, rot)
    return None


def policy_action(state, comps, player: int, rng):
    """The cheap policy's action for any phase."""
    if state.phase == "actions" and state.pending is None:
        return season_action(state, comps, player, rng)
    if state.phase == "place":
        placed = quick_place(state, comps, player, rng)
        if placed:
            return placed
    legal = legal_actions(state, comps, player)
    if state.phase == "actions" or state.phase == "flipper":
        upgrades = [a for a in legal if isinstance(a, Upgrade)]
        return upgrades[0] if upgrades else next(a for a in legal if isinstance(a, Done))
    if state.phase == "boats":
        return fullest_boat(state, legal)
    if state.phase == "winter_select":
        return WinterChoice(player, tuple(state.winter_hands[player]))
    return rng.choice(legal)


def playout(state, comps, rng, horizon: int, deadline: float, clock) -> bool:
    """Play the cheap policy in place until the season changes or `horizon` actions.

    Returns False if the deadline passed first (the caller discards the simulation), so one
    simulation never holds a bot past its time budget by more than one rules step.
    """
    season = state.season
    for _ in range(horizon):
        if state.phase == "over" or state.season != season:
            return True
        if clock() > deadline:
            return False
        movers = to_move(state)
        player = movers[0]
        step(state, comps, policy_action(state, comps, player, rng))
    return True

