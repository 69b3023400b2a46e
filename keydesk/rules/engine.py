"""The turn structure: who may act now, what they may do, and applying one action to a state.

`step` mutates a state in place, and only once the action has been checked completely: a
refused action raises IllegalAction and leaves the state exactly as it was (the fuzz test in
tests/rules/test_atomic_step.py holds it to that).  Search bots call `step` directly on their
own copies; their playouts use `apply_checked`, which skips only the checks their actions
pass by construction.
"""

from __future__ import annotations

from itertools import combinations

from .actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from .bidding import apply_bid
from .components import COLOURS, RESOURCES
from .domain import check_domain
from .errors import IllegalAction
from .hexgrid import neighbours
from .placing import has_power, is_losing, tile_colour
from .production import apply_use
from . import shared_actions
from .seasons import (
    apply_boat, apply_free_flip, apply_place, apply_winter, boats_on_offer, end_season, finish, spots_of,
)
from .transport import apply_move, apply_upgrade, payments, roads_join

PHASE_ACTIONS = {
    "boats": "choose a boat",
    "place": "place your new tiles",
    "winter_select": "choose winter tiles",
    "flipper": "make the Flipper's free flip or be done",
}


def to_move(state) -> list:
    """The players who must act now (several during simultaneous steps)."""
    phase = state.phase
    if phase == "actions":
        return [state.pending.player if state.pending else state.turn]
    if phase == "boats":
        return state.boat_queue[:1]
    if phase == "place":
        return [p for p in range(state.n) if state.to_place[p]]
    if phase == "winter_select":
        return [p for p in range(state.n) if state.winter_chosen[p] is None]
    if phase == "flipper":
        return [state.flipper]
    return []


def step(state, comps, action) -> None:
    """Validate and apply one action; a refusal changes nothing (see module docstring)."""
    if state.phase == "over":
        raise IllegalAction("The game is over.")
    check_domain(state, comps, action)
    p = action.player
    movers = to_move(state)
    if p not in movers:
        who = ", ".join(f"P{m + 1}" for m in movers)
        raise IllegalAction(f"It is not P{p + 1}'s turn: waiting for {who}.")
    apply_checked(state, comps, action)


def apply_checked(state, comps, action) -> None:
    """`step` for an action known to be well-formed and by a player who is to move: one taken
    from `legal_actions`, or built by a bot's playout policy for the player on turn.

    It skips only the domain and turn checks, which such actions pass by construction (they
    cost a playout a tenth of its rules time); every rule is still checked before anything
    changes, so a refusal raises IllegalAction and leaves the state as it was.
    """
    phase = state.phase
    if phase == "actions":
        _season_action(state, comps, action)
    elif phase == "boats" and isinstance(action, BoatChoice):
        apply_boat(state, comps, action)
    elif phase == "place" and isinstance(action, Place):
        apply_place(state, comps, action)
    elif phase == "winter_select" and isinstance(action, WinterChoice):
        apply_winter(state, comps, action)
    elif phase == "flipper" and isinstance(action, Upgrade):
        apply_free_flip(state, comps, action)
    elif phase == "flipper" and isinstance(action, Done):
        finish(state)
    else:
        raise IllegalAction(f"Now is the time to {PHASE_ACTIONS[phase]}.")


def _season_action(state, comps, action) -> None:
    if state.pending:
        if isinstance(action, Move):
            apply_move(state, comps, action)
        elif isinstance(action, Upgrade):
            apply_upgrade(state, comps, action)
        elif isinstance(action, Done):
            state.pending = None
        else:
            raise IllegalAction("Finish this transport first: move resources, upgrade tiles, or be done.")
        pend = state.pending
        if pend and pend.capacity == 0 and pend.upgrades == 0:
            state.pending = None
        if state.pending is None:
            _next_turn(state)
        return
    if isinstance(action, Bid):
        apply_bid(state, comps, action)
    elif isinstance(action, Use):
        apply_use(state, comps, action)
    elif isinstance(action, Pass):
        state.passes += 1
        if state.passes == state.n:
            end_season(state, comps)
        else:
            state.turn = (state.turn + 1) % state.n
        return
    else:
        raise IllegalAction("On your turn: bid, use a tile, or pass.")
    state.passes = 0
    if state.pending is None:
        _next_turn(state)


def _next_turn(state) -> None:
    state.turn = (state.turn + 1) % state.n


# ---- legal actions ----

def legal_actions(state, comps, player: int) -> list:
    if player not in to_move(state):
        return []
    phase = state.phase
    if phase == "actions":
        if state.pending:
            return _transport_actions(state, comps, player)
        groups = _Groups(state, player)
        return [Pass(player)] + _bids(state, comps, player, groups) + _uses(state, comps, player, groups)
    if phase == "boats":
        return [BoatChoice(player, b) for b in boats_on_offer(state)]
    if phase == "place":
        out = []
        for tile, where in spots_of(state, comps, player, dict.fromkeys(state.to_place[player])).items():
            for q, r, rots in where:
                out += shared_actions.places(player, tile, q, r, rots)
        return out
    if phase == "winter_select":
        hand = state.winter_hands[player]
        return [WinterChoice(player, combo) for k in range(1, len(hand) + 1) for combo in combinations(hand, k)]
    if phase == "flipper":
        return [Done(player)] + [
            Upgrade(player, t, None)
            for t in state.villages[player].values()
            if comps.tiles[t].upgrade and t not in state.flipped
        ]
    return []


def losing_groups(state, player: int) -> list:
    """[(tile, colour, count)] of the player's outbid groups, free to move."""
    out = []
    for tile, entries in state.bids.items():
        e = entries[player]
        if e and is_losing(state, tile, player):
            out.append((tile, e.colour, e.count))
    return out


def _group_subsets(groups, colour, dest):
    mine = [g for g in groups if g[1] == colour and g[0] != dest]
    for k in range(len(mine) + 1):
        for combo in combinations(mine, k):
            yield tuple(g[0] for g in combo), sum(g[2] for g in combo)


NO_GROUPS = (((), 0),)


class _Groups:
    """The player's outbid groups, by colour: what a bid or use may bring along (Bidding 5).

    Computed once per `legal_actions` call and shared by bids and uses; most of the time there are none, and every tile
    and colour shares the one empty choice instead of enumerating subsets again.
    """

    def __init__(self, state, player: int):
        self.groups = losing_groups(state, player)
        self.colours = {g[1] for g in self.groups}
        screen = state.screens[player]
        # The most workers of each colour that could arrive anywhere (screen plus every group).
        self.most = {c: screen[c] + sum(g[2] for g in self.groups if g[1] == c) for c in COLOURS}

    def subsets(self, colour: str, dest: str):
        if colour not in self.colours:
            return NO_GROUPS
        return list(_group_subsets(self.groups, colour, dest))


def _bid_colours(state, comps, player: int, tile: str, entries, power_4a: bool):
    """The colours a bid on the tile may have (what `bid_colour_ok` accepts), in COLOURS order."""
    mine = entries[player]
    if mine:
        return (mine.colour,)
    locked = tile_colour(state, tile)
    if locked is None:
        return COLOURS
    if (
        power_4a and locked != "green" and tile in state.auction
        and any(e and not e.flat and p != player for p, e in enumerate(entries))
    ):
        return COLOURS  # summer boat 4a: a counter-bid lying down in any other colour
    return (locked,)


def _bids(state, comps, player: int, groups) -> list:
    out = []
    most = groups.most
    screen = state.screens[player]
    power_4a = has_power(state, comps, player, "4a")
    empty = (None,) * state.n
    for tile in list(state.auction) + [t for t, _ in state.order_tiles]:
        entries = state.bids.get(tile) or empty
        best_other = 0
        for p, e in enumerate(entries):
            if e and p != player and e.count > best_other:
                best_other = e.count
        mine = entries[player]
        have = mine.count if mine else 0
        need = max(1, best_other + 1 - have)
        for colour in _bid_colours(state, comps, player, tile, entries, power_4a):
            if most[colour] < need:
                continue
            for sources, g in groups.subsets(colour, tile):
                low, high = (need if need >= g else g), g + screen[colour]
                if low <= high:
                    out += shared_actions.bids(player, tile, colour, sources, low, high)
    return out


USABLE_KINDS = ("home", "village")


def _usable_tiles(state, comps):
    """(tile, its current side's use) for every tile a worker may use now."""
    sides, flipped = _use_sides(comps), state.flipped
    candidates = list(state.placed)
    if state.season != "winter":
        candidates += state.auction
    out = []
    for tile in candidates:
        pair = sides.get(tile)
        if pair is not None:
            use = pair[1] if tile in flipped else pair[0]
            if use is not None:
                out.append((tile, use))
    return out


def _use_sides(comps) -> dict:
    """{tile: (its front's use, its back's use)} of every tile workers may use (home and village
    tiles; summer boats are powers), read once per set of components."""
    found = _USE_SIDES.get(id(comps))
    if found is None or found[0] is not comps:
        table = {tile: (spec.front.use, spec.back.use if spec.back else None)
                 for tile, spec in comps.tiles.items() if not spec.power and spec.kind in USABLE_KINDS}
        found = _USE_SIDES[id(comps)] = (comps, table)
    return found[1]


_USE_SIDES: dict = {}  # id(components) -> (components, _use_sides table)


def _choices(state, comps, player: int, use, arriving: dict):
    if use.resource_choice:
        return list(use.resource_choice)
    if use.pay_skill == "any":
        return [s for s, k in state.skills[player].items() if k]
    if use.pay_worker == "any":
        return [c for c in COLOURS if state.screens[player][c] - arriving.get(c, 0) > 0]
    return [None]


def _uses(state, comps, player: int, groups) -> list:
    """Every legal use: the candidates are legal by construction (see `check_use`)."""
    out = []
    most = groups.most
    limit = comps.max_workers_per_tile
    uses = state.uses
    power_4b = None
    for tile, use in _usable_tiles(state, comps):
        usage = uses.get(tile)
        low = usage.last + 1 if usage else 1
        high = limit - (usage.total if usage else 0)
        if low > high:
            continue
        locked = usage.colour if usage else tile_colour(state, tile)
        colours = [c for c in ((locked,) if locked else COLOURS) if most[c] >= low]
        if colours:
            _add_uses(state, comps, player, tile, use, colours, low, high, groups, out)
        if locked:
            if power_4b is None:
                power_4b = has_power(state, comps, player, "4b")
            if power_4b:
                out += _mixed_uses(state, comps, player, tile, use, low, high, locked)
    return out


def _add_uses(state, comps, player, tile, use, colours, low, high, groups, out) -> None:
    """The single-colour uses of one tile, for the colours that could reach `low` workers."""
    screen = state.screens[player]
    fixed_pay = (use.pay_skill and use.pay_skill != "any") or (use.pay_worker and use.pay_worker != "any")
    # The choices depend on the workers leaving the screen only for "discard any colour".
    choices = None if use.pay_worker == "any" else _choices(state, comps, player, use, {})
    for colour in colours:
        for sources, g in groups.subsets(colour, tile):
            first = low if low >= g else g  # low is at least 1
            last = g + screen[colour]
            if last > high:
                last = high
            if fixed_pay:
                first, last = _paying_counts(state, player, use, colour, g, first, last)
            if first > last:
                continue
            if choices is not None and len(choices) == 1:
                out += shared_actions.uses(player, tile, colour, sources, choices[0], first, last)
                continue
            rows = {}  # choice -> its shared row of uses, fetched once for every count
            for k in range(first, last + 1):
                for choice in choices or _choices(state, comps, player, use, {colour: k - g}):
                    row = rows.get(choice)
                    if row is None:
                        row = rows[choice] = shared_actions.use_row(player, tile, colour, sources, choice, last)
                    out.append(row[k])


def _paying_counts(state, player: int, use, colour: str, g: int, first: int, last: int) -> tuple:
    """The part of first..last (workers arriving, `g` of them from outbid groups) that still
    leaves the named skill or worker colour a tile asks for (see `_fixed_payment_ok`)."""
    if use.pay_skill and use.pay_skill != "any" and state.skills[player][use.pay_skill] < 1:
        return first, first - 1
    if use.pay_worker and use.pay_worker != "any":
        left = state.screens[player][use.pay_worker]
        if use.pay_worker == colour:
            last = min(last, g + left - 1)  # k - g workers leave the screen: one must stay
        elif left < 1:
            return first, first - 1
    return first, last


def _mixed_uses(state, comps, player, tile, use, low, high, locked) -> list:
    """Summer boat 4b: uses in any colours from behind the screen.

    Legal by construction, as `check_use` would find them: the counts fit the tile and the
    screen, the choices come from `_choices`, and a named skill or worker colour the tile asks
    for must still be behind the screen after the workers leave."""
    out = []
    screen = state.screens[player]
    if use.pay_skill and use.pay_skill != "any" and state.skills[player][use.pay_skill] < 1:
        return out
    pay = use.pay_worker if use.pay_worker != "any" else None

    def spread(k, i, acc):
        if i == len(COLOURS):
            if k == 0:
                yield tuple(acc)
            return
        for j in range(min(k, screen[COLOURS[i]]) + 1):
            yield from spread(k - j, i + 1, acc + ([(COLOURS[i], j)] if j else []))

    for k in range(low, high + 1):
        for workers in spread(k, 0, []):
            if workers and workers != ((locked, k),):
                arriving = dict(workers)
                if pay and screen[pay] - arriving.get(pay, 0) < 1:
                    continue
                for choice in _choices(state, comps, player, use, arriving):
                    out.append(Use(player, tile, workers, (), choice))
    return out


def _transport_actions(state, comps, player: int) -> list:
    pend = state.pending
    out = [Done(player)]
    village = state.villages[player]
    free_roads = has_power(state, comps, player, "2a")
    if pend.capacity:
        for pos, tile in village.items():
            counts = state.res.get(tile, (0, 0, 0, 0))
            if not any(counts):
                continue
            for nb in neighbours(pos):
                other = village.get(nb)
                if other and (free_roads or roads_join(state, comps, tile, other)):
                    for resource, k in zip(RESOURCES, counts):
                        if k:
                            out.append(shared_actions.move(player, resource, tile, other))
    if pend.upgrades:
        for tile in village.values():
            if comps.tiles[tile].upgrade and tile not in state.flipped:
                out += [Upgrade(player, tile, pay) for pay in payments(state, comps, player, tile)]
    return out
