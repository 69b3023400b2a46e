"""The bids and uses open to the player on turn in a season's actions (what `legal_actions`
lists then), generated from what varies — the tiles on offer and in the villages, the colours
already on them, their usage counts, the screen and the outbid groups — so every candidate is
legal by construction and none is validated one by one (the check_* functions explain
refusals).  The actions come from shared rows (shared_actions.py).
"""

from __future__ import annotations

from itertools import combinations, product

from keydesk.rules.actions import Pass, Use
from keydesk.rules.components import COLOURS
from keydesk.rules.workers import has_power, is_losing, tile_colour
from keydesk.rules import shared_actions


def bids_and_uses(state, comps, player: int) -> list:
    """Pass, then every legal bid, then every legal use, for the player on turn."""
    groups = _Groups(state, player)
    return [Pass(player)] + _bids(state, comps, player, groups) + _uses(state, comps, player, groups)


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
        # The most workers of each colour that could arrive anywhere (screen plus every group);
        # with no group, the screen itself (it is only read).
        self.most = screen
        if self.groups:
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
    n, bids, uses = state.n, state.bids, state.uses
    for tile in list(state.auction) + [t for t, _ in state.order_tiles]:
        entries = bids.get(tile)
        if entries is None or entries.count(None) == n:  # nobody bids yet: one worker of any free colour
            usage = uses.get(tile)
            need, colours = 1, ((usage.colour,) if usage else COLOURS)
        else:
            best_other = 0
            for p, e in enumerate(entries):
                if e and p != player and e.count > best_other:
                    best_other = e.count
            mine = entries[player]
            have = mine.count if mine else 0
            need = max(1, best_other + 1 - have)
            colours = _bid_colours(state, comps, player, tile, entries, power_4a)
        for colour in colours:
            if most[colour] < need:
                continue
            if not groups.colours:  # no outbid group to bring: most is the screen, need <= most
                out += shared_actions.bids(player, tile, colour, (), need, screen[colour])
                continue
            for sources, g in groups.subsets(colour, tile):
                low, high = (need if need >= g else g), g + screen[colour]
                if low <= high:
                    out += shared_actions.bids(player, tile, colour, sources, low, high)
    return out


USABLE_KINDS = ("home", "village")


def _use_sides(comps) -> dict:
    """{tile: ((its front's use, plain), (its back's use, plain) or None)} of every tile workers
    may use (home and village tiles; summer boats are powers), read once per set of components."""
    found = _USE_SIDES.get(id(comps))
    if found is None or found[0] is not comps:
        table = {tile: (_plain(spec.front.use), _plain(spec.back.use) if spec.back else None)
                 for tile, spec in comps.tiles.items() if not spec.power and spec.kind in USABLE_KINDS}
        if len(_USE_SIDES) >= 4:  # a few sets of components at most (load_components keeps four)
            _USE_SIDES.clear()
        found = _USE_SIDES[id(comps)] = (comps, table)
    return found[1]


def _plain(use):
    if use is None:
        return None
    return use, not (use.resource_choice or use.pay_skill or use.pay_worker)


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
    """Every legal use: the candidates are legal by construction (see `check_use`).

    The candidates are every tile a worker may use now (home and village tiles placed, and
    outside winter those on offer) whose shown side has a use; most of them are untouched,
    and those share one list of the colours a first use may take."""
    out = []
    most = groups.most
    limit = comps.max_workers_per_tile
    uses, bids, flipped, screen = state.uses, state.bids, state.flipped, state.screens[player]
    sides = _use_sides(comps)
    simple = not groups.colours  # nothing to bring along: most is the screen
    first_colours = [c for c in COLOURS if most[c] >= 1]
    candidates = list(state.placed)
    if state.season != "winter":
        candidates += state.auction
    power_4b = None
    for tile in candidates:
        pair = sides.get(tile)
        if pair is None:
            continue
        side = pair[1] if tile in flipped else pair[0]
        if side is None:
            continue
        use, plain = side
        usage = uses.get(tile)
        if usage:
            locked, low, high = usage.colour, usage.last + 1, limit - usage.total
            if low > high:
                continue
            colours = (locked,) if most[locked] >= low else ()
        else:
            locked, low, high = (tile_colour(state, tile) if tile in bids else None), 1, limit
            colours = ((locked,) if most[locked] >= 1 else ()) if locked else first_colours
        if colours and plain and simple:  # the common case: nothing to pay, choose or bring
            for colour in colours:  # each has at least `low` workers behind the screen
                last = screen[colour]
                out += shared_actions.uses(player, tile, colour, (), None, low, last if last < high else high)
        elif colours:
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

    spreads = {}  # workers arriving -> every spread of that many over the screen's colours, in order
    for counts in product(*[range(min(screen[c], high) + 1) for c in COLOURS]):
        k = sum(counts)
        if low <= k <= high:
            spreads.setdefault(k, []).append(counts)
    for k in range(low, high + 1):
        for counts in spreads.get(k, ()):
            workers = tuple([(c, j) for c, j in zip(COLOURS, counts) if j])
            if workers != ((locked, k),):
                arriving = dict(workers)
                if pay and screen[pay] - arriving.get(pay, 0) < 1:
                    continue
                for choice in _choices(state, comps, player, use, arriving):
                    out.append(Use(player, tile, workers, (), choice))
    return out
