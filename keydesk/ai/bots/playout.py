"""The cheap policy Hard plays its simulations with, and the truncated playout itself.

Listing every legal action is the costly part of the rules model, so in the seasons this
policy builds one plausible action directly and asks the rules' own checks whether it is
legal: a minimal winning bid on a random tile, or a minimal use of a random tile in the
player's village; after a few refusals it passes.  When the village holds resources the
conversion plan would turn into points it first uses a transport tile, and a pending transport
is spent the way the plan says (transport_policy.py).  Other phases take the short legal lists.
Every action it returns is legal in the state it was built from, so the playout applies it
with `apply_built`, which does not check it again (tests/ai/test_playout_built.py holds the
policy to that).

Bids are aimed: at the start of a playout every player's worth of each tile on auction is
reckoned once (a winter tile by what it would add to that player's village score, a season
tile by its points and uses), and most turns a player first makes the smallest winning bid on
the tile that nets them most after the workers it costs, raising where they are outbid.  A
simulation then shows what a real rival does: contest the tiles worth having.
"""

from __future__ import annotations

from keydesk.rules import shared_actions
from keydesk.rules.actions import Done, Upgrade
from keydesk.rules.bidding import check_bid
from keydesk.rules.components import COLOURS
from keydesk.rules.engine import apply_built, legal_actions, to_move
from keydesk.rules.errors import IllegalAction
from keydesk.rules.hexgrid import frontier, neighbours
from keydesk.rules.workers import has_power, tile_colour
from keydesk.rules.production import check_use, current_side
from keydesk.rules.fitting import neighbour_edges, relaxes_river, rotations_fitting

from keydesk.ai.bots import draws
from keydesk.ai.bots.candidates import fullest_boat, winter_offer
from keydesk.ai.evaluation.evaluate import NEXT, tile_worth, village_gains
from keydesk.ai.bots.memo import Memo
from keydesk.ai.evaluation.potential import gains_a_point, winter_won
from keydesk.ai.bots.transport_policy import transport_action
from keydesk.ai.evaluation.weights import weights

PLAYOUT = weights()["playout"]  # tries, pass_chance, bid_share, carry_chance, aim_chance, bid_cost


def _min_bid(state, player: int, tile: str, screen: dict):
    mine = state.bid_of(tile, player)
    colour = mine.colour if mine else (tile_colour(state, tile) or max(COLOURS, key=screen.__getitem__))
    best_other = max((e.count for q, e in enumerate(state.bids[tile]) if e and q != player), default=0)
    need = best_other + 1 - (mine.count if mine else 0)
    if need < 1 or need > screen[colour]:
        return None
    return shared_actions.bid(player, tile, colour, need)


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
    return shared_actions.use(player, tile, colour, choice, k)


def _carrying_use(state, comps, player: int, own: list, screen: dict, rng):
    """The minimal use of a transport tile when the village holds resources worth carrying.

    A person with stone a road away from their Stone yard goes and carries it; a random
    policy almost never does, and a simulation that never converts cannot tell a yard from
    an empty hex.

    Whether the plan would gain a point is the costly question, and on about half the turns
    that ask it no transport use is open anyway (its tiles used, too few workers), so it is
    asked once a legal use is at hand.  It is asked before a use that draws a random choice
    is built, so the playout draws the same numbers as when it was asked first.
    """
    if rng.random() >= PLAYOUT["carry_chance"]:
        return None
    worth = None  # _worth_carrying, once asked
    for tile in own:
        use = current_side(state, comps, tile).use
        if use is None or not use.transport:
            continue
        if worth is None and _draws(use):
            worth = _worth_carrying(state, comps, player, own)
        if worth is False:
            return None
        action = _min_use(state, comps, player, tile, screen, rng)
        if action is None:
            continue
        try:
            check_use(state, comps, action)
        except IllegalAction:
            continue
        if worth is None:
            worth = _worth_carrying(state, comps, player, own)
        return action if worth else None
    return None


def _draws(use) -> bool:
    """Does `_min_use` draw a random choice for this use?"""
    return bool(use.resource_choice) or use.pay_skill == "any" or use.pay_worker == "any"


def _worth_carrying(state, comps, player: int, own: list) -> bool:
    """Would the conversion plan gain at least a point from what the village holds?"""
    # Where each tile stands and how it is turned decide the roads, so they are in the key: the
    # table outlives a game, and two villages of the same tiles laid out differently differ.
    # Of the tiles won, only winter ones count in a plan (potential.winter_won).
    flipped, won = state.flipped, winter_won(state, comps, player)
    key = (player, tuple(own), tuple(map(state.placed.__getitem__, own)), tuple(map(state.res.get, own)),
           tuple(state.skills[player].values()), tuple([t in flipped for t in own]), won)
    memo = _CARRY.table(comps)
    worth = memo.get(key)
    if worth is None:
        worth = memo[key] = gains_a_point(state, comps, player, won)
    return worth


# (player, village laid out, its resources, skills, flipped tiles, winter tiles won) -> worth carrying;
# the same villages recur across the simulations of a decision.
_CARRY = Memo()


def tile_aims(state, comps) -> list:
    """Per player, {tile on auction: points it would bring them} (see the module docstring),
    the tiles worth most first (ties in auction order), so that `aimed_bid` reads only the few
    it might still choose."""
    winter = [t for t in state.auction if comps.tiles[t].season == "winter"]
    aims = []
    for player in range(state.n):
        gains = village_gains(state, comps, player, winter) if winter else {}
        worth = [(t, gains[t] if t in gains else tile_worth(comps, t, state.season)) for t in state.auction]
        aims.append(dict(sorted(worth, key=lambda item: -item[1])))
    return aims


def aimed_bid(state, comps, player: int, screen: dict, aims: dict):
    """The smallest winning bid on the tile worth most to the player net of its workers, or None.

    Tiles the player is already winning are left alone; an outbid bid is raised in its colour.
    The workers standing on a tile (used while on offer) go to whoever wins it, so they add to
    its worth what a worker costs a bid next season: a rival contests a tile someone has used
    before winning it, as a person would (without this, a simulation let a player use tiles
    still on offer for free, and Hard did so at the table and lost the workers).
    Asked hundreds of times a simulation, so what a tile's bids say of who is winning it, the
    raise needed and the colour (`state.winner`, `_min_bid`, `tile_colour`) is remembered by the
    bids themselves (`_lead`), a tile worth no more than the best net found so far is not read
    at all (a bid costs at least one worker, and bid costs are never negative), and only the
    chosen bid is built.  With `aims` best first that leaves a tile or two.  Equal nets go to
    the tile first on auction, whatever the order of `aims`.

    The bid is legal by construction, so `check_bid` is not asked: the tile is on auction (the
    aims are its tiles, read again whenever it changes), the colour is the player's own bid's,
    else the tile's standing colour (`tile_colour`), else free; the count beats the top bid,
    and it is behind the screen.  tests/ai/test_playout_bids.py holds it to that.
    """
    cost = PLAYOUT["bid_cost"][state.season]
    carried = PLAYOUT["bid_cost"][NEXT[state.season]]  # a worker won with a tile works next season
    bids, uses = state.bids, state.uses
    best, best_net, most = None, 0.0, None
    for tile, worth in aims.items():
        usage = uses.get(tile)
        if usage:
            worth += carried * usage.total
        if worth <= best_net:
            continue
        entries = bids[tile]
        lead = _LEADS.get(entries)
        if lead is None:
            lead = _LEADS.table(None)[entries] = _lead(entries)
        top, leader, standing = lead
        if leader == player:
            continue
        mine = entries[player]  # someone else holds the top count: it is the bid to beat
        if mine:
            colour, need = mine.colour, top + 1 - mine.count
        else:
            colour, need = (usage.colour if usage else standing), top + 1
            if colour is None:
                if most is None:
                    most = max(COLOURS, key=screen.__getitem__)
                colour = most
        if need < 1 or need > screen[colour]:
            continue
        net = worth - cost * need
        if net > best_net or (net == best_net and best and state.auction.index(tile) < state.auction.index(best[0])):
            best, best_net = (tile, colour, need), net
    if best is None:
        return None
    tile, colour, need = best
    return shared_actions.bid(player, tile, colour, need)


def _lead(entries) -> tuple:
    """(the top count, the first player holding it or None, the colour of the first standing
    bid or None) of a tile's bids: what `state.winner` and `tile_colour` read of them."""
    top, leader, standing = 0, None, None
    for q, e in enumerate(entries):
        if e:
            if e.count > top:
                top, leader = e.count, q
            if standing is None and not e.flat:
                standing = e.colour
    return top, leader, standing


# A tile's bids (an immutable tuple, replaced on change) -> _lead of them: the same few recur
# all through a decision's playouts, each asked of by every player.  A Memo, bounded as the
# others (`table(None)`: bids read the same whatever the components), and emptied with them.
_LEADS = Memo(20_000)


def season_action(state, comps, player: int, rng, aims=None):
    """A quick plausible bid, use or pass for a player on turn in the seasons.

    `aims`: tile_aims of the playout's start; without it bids go to random tiles.
    """
    screen = state.screens[player]
    if not any(screen.values()) or rng.random() < PLAYOUT["pass_chance"]:
        return shared_actions.passing(player)
    if aims is not None and rng.random() < PLAYOUT["aim_chance"]:
        aimed = aimed_bid(state, comps, player, screen, aims[player])
        if aimed is not None:
            return aimed
    own = list(state.villages[player].values())
    carry = _carrying_use(state, comps, player, own, screen, rng)
    if carry is not None:
        return carry
    biddable = list(state.auction) + [t for t, _ in state.order_tiles]
    for _ in range(int(PLAYOUT["tries"])):
        if biddable and (rng.random() < PLAYOUT["bid_share"] or not own):
            action = _min_bid(state, player, draws.choice(rng, biddable), screen)
            check = check_bid
        else:
            action = _min_use(state, comps, player, draws.choice(rng, own), screen, rng)
            check = check_use
        if action is None:
            continue
        try:
            check(state, comps, action)
        except IllegalAction:
            continue
        return action
    return shared_actions.passing(player)


def quick_place(state, comps, player: int, rng):
    """A random fitting spot and turn for the first tile waiting, or None.

    Listing every placement is the slowest part of the rules model; this tries spots in random
    order and stops at the first that fits.  It applies the water rule strictly around boats
    already in the village (the rules relax it there), so it may miss a spot, never invent one.
    A spot's fitting turns come from the rules' memo of neighbourhoods, so it costs one look at
    its neighbours instead of a check per turn; the empty hexes around a village are remembered
    by where its tiles stand (`_empty_hexes`); the random order and turns are drawn as the
    library draws them (draws.py).
    """
    tile = state.to_place[player][0]
    free = has_power(state, comps, player, "2a")
    spots = list(_empty_hexes(state.villages[player], comps))
    draws.shuffle(rng, spots)
    edges, relaxed = comps.tiles[tile].edges, relaxes_river(comps, tile)
    for q, r in spots:
        turns = draws.six_turns(rng)
        if free:  # summer boat 2a: any spot touching the village, at any turn
            return shared_actions.place(player, tile, q, r, turns[0])
        fitting = rotations_fitting(edges, relaxed, neighbour_edges(state, comps, player, (q, r), strict=True))
        for rot in turns:
            if rot in fitting:
                return shared_actions.place(player, tile, q, r, rot)
    return None


def _empty_hexes(village: dict, comps) -> tuple:
    """The empty hexes next to the village, sorted, remembered by where its tiles stand:
    villages recur across the simulations of a decision.  A village new to the memo is most
    often one it holds with a tile fewer (the tile just placed, last in the village), so its
    hexes are those less the new tile's spot, with the new tile's empty neighbours."""
    key = tuple(village)
    memo = _EMPTY.table(comps)
    found = memo.get(key)
    if found is None:
        before = memo.get(key[:-1])
        if before is None:
            spots = frontier(village)
        else:
            spots = set(before)
            spots.discard(key[-1])
            spots.update(pos for pos in neighbours(key[-1]) if pos not in village)
        found = memo[key] = tuple(sorted(spots))
    return found


_EMPTY = Memo()  # the village's hexes, in order -> _empty_hexes()


def policy_action(state, comps, player: int, rng, aims=None):
    """The cheap policy's action for any phase (`aims`: see season_action)."""
    if state.phase == "actions" and state.pending is None:
        return season_action(state, comps, player, rng, aims)
    if state.phase == "place":
        placed = quick_place(state, comps, player, rng)
        if placed:
            return placed
    if state.phase == "actions":
        return transport_action(state, comps, player)
    if state.phase == "winter_select":  # any part of the hand may be offered: no list needed
        return winter_offer(state, comps, player)
    legal = legal_actions(state, comps, player)
    if state.phase == "flipper":
        upgrades = [a for a in legal if isinstance(a, Upgrade)]
        return upgrades[0] if upgrades else next(a for a in legal if isinstance(a, Done))
    if state.phase == "boats":
        return fullest_boat(state, legal)
    return rng.choice(legal)


def playout(state, comps, rng, horizon: int, deadline: float, clock) -> bool:
    """Play the cheap policy in place until the season changes or `horizon` actions.

    Returns False if the deadline passed first (the caller discards the simulation), so one
    simulation never holds a bot past its time budget by more than one rules step.
    """
    season = state.season
    auction, aims = None, None
    for _ in range(horizon):
        if state.phase == "over" or state.season != season:
            return True
        if clock() > deadline:
            return False
        if state.auction != auction:
            auction, aims = list(state.auction), tile_aims(state, comps)
        movers = to_move(state)
        player = movers[0]
        apply_built(state, comps, policy_action(state, comps, player, rng, aims))
    return True
