"""The steps between seasons (rulebook: End of season; Start of season; Expanding the villages).

Order: losing bids home; unbid tiles out (their workers to the bag); winners collect tiles and
the workers on them, winning bids to the bag; village workers to the village owner; turn-order
resolution (boat choices); village placement; then the next season starts (or winter choice,
or the end of the game).
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.errors import IllegalAction
from keydesk.rules.fitting import check_place
from keydesk.rules.workers import has_power, tile_name
from keydesk.rules.supply import draw_skills, draw_workers

NEXT_SEASON = {"spring": "summer", "summer": "autumn", "autumn": "winter"}


def end_season(state, comps) -> None:
    """Steps 1–4 and the start of step 5, run when every player has passed in succession."""
    n = state.n
    state.pending = None
    # 1. Unsuccessful bids go back behind their owners' screens.  Who wins each tile is read
    #    once: the steps below take only won tiles away, so no other tile's winner changes.
    winners = {}
    for tile, entries in state.bids.items():
        win = winners[tile] = state.winner(tile)
        for p, e in enumerate(entries):
            if e and p != win:
                state.screens[p][e.colour] += e.count
                state.note_screen(p, e.colour, e.count)
        state.bids[tile] = tuple(e if p == win else None for p, e in enumerate(entries))
    # 2. Village tiles nobody bid for leave the game; workers on them go into the bag.
    for tile in list(state.auction):
        if winners.get(tile) is None:
            _workers_to(state.bag, state.uses.pop(tile, None))
            state.auction.remove(tile)
            state.bids.pop(tile, None)
    # 3. From the start player clockwise, winners take their tiles and the workers on them;
    #    the winning bids go into the bag.
    for k in range(n):
        p = (state.start + k) % n
        for tile in list(state.auction):
            if winners.get(tile) == p:
                _workers_home(state, p, state.uses.pop(tile, None))
                state.bag[state.bids[tile][p].colour] += state.bids[tile][p].count
                del state.bids[tile]
                state.auction.remove(tile)
                state.to_place[p].append(tile)
    # 4. Workers on tiles in a village go behind the village owner's screen.
    for tile, usage in state.uses.items():
        _workers_home(state, state.owner(tile), usage)
    state.uses.clear()
    _resolve_turn_order(state)


def _workers_to(target: dict, usage) -> None:
    if usage:
        for colour, k in zip(COLOURS, usage.workers):
            target[colour] += k


def _workers_home(state, player: int, usage) -> None:
    """The workers on a tile go behind a player's screen, as everyone sees."""
    if usage:
        for colour, k in zip(COLOURS, usage.workers):
            if k:
                state.screens[player][colour] += k
                state.note_screen(player, colour, k)


def _resolve_turn_order(state) -> None:
    """Step 5: who chooses a boat (or boat tile) in which order; the new start player."""
    n = state.n
    order, new_start = [], None
    for tile, shows_start in state.order_tiles:
        win = state.winner(tile)
        if win is not None:
            if win not in order:
                order.append(win)
            if shows_start:
                new_start = win
            if state.season == "winter":
                state.order_won[win].append(tile)
                state.to_place[win].append(tile)
            entry = state.bids[tile][win]
            state.bag[entry.colour] += entry.count  # 5.v: turn-order bids into the bag
        state.bids[tile] = (None,) * n
    first = new_start if new_start is not None else state.start
    order += [(first + k) % n for k in range(n) if (first + k) % n not in order]
    # iii: the start-player tile's winner takes the marker at once; iv: with no winner the
    # marker passes to the start player's left only after every boat has been taken.
    if new_start is not None:
        state.start = state.purple = new_start
    state.start_passes_left = new_start is None
    if state.season == "winter":
        state.order_tiles = []
    state.boat_queue = order
    state.phase = "boats"


def boats_on_offer(state) -> list:
    """Boats still to choose: in winter the boat tiles left; otherwise boats not yet emptied."""
    if state.season == "winter":
        return list(state.boats)
    return [b for b in state.boats if state.cargo[b] is not None]


def check_boat(state, comps, action) -> None:
    if action.boat not in boats_on_offer(state):
        raise IllegalAction(f"The {tile_name(comps, action.boat)} is not a boat still on offer.")


def apply_boat(state, comps, action) -> None:
    check_boat(state, comps, action)
    apply_built_boat(state, comps, action)


def apply_built_boat(state, comps, action) -> None:
    """`apply_boat` for a choice built as a legal one from this very state (engine.apply_built)."""
    p = action.player
    if state.season == "winter":
        state.boats.remove(action.boat)
        state.boat_of[p] = action.boat
        state.to_place[p].append(action.boat)
    else:
        workers, skills = state.cargo[action.boat]
        for colour, k in zip(COLOURS, workers):
            if k:
                state.screens[p][colour] += k
                state.note_screen(p, colour, k)
        for skill, k in zip(SKILLS, skills):
            state.skills[p][skill] += k
        state.cargo[action.boat] = None  # taken this season; refilled at the next start
    # Summer boats 1a/1b: extra workers whenever boat contents or a boat tile are taken.
    if has_power(state, comps, p, "1a"):
        for colour, k in draw_workers(state, 2).items():
            state.screens[p][colour] += k
    if has_power(state, comps, p, "1b") and state.greens:
        state.greens -= 1
        state.screens[p]["green"] += 1
        state.note_screen(p, "green", 1)
    state.boat_queue.pop(0)
    if not state.boat_queue:
        if state.start_passes_left:
            state.start = state.purple = (state.start + 1) % state.n
            state.start_passes_left = False
        state.phase = "place"
        _after_placement_if_done(state, comps)


# ---- Expanding the villages (where a tile fits: fitting.py) ----

def apply_place(state, comps, action) -> None:
    check_place(state, comps, action)
    apply_built_place(state, comps, action)


def apply_built_place(state, comps, action) -> None:
    """`apply_place` for a placement built as a legal one from this very state
    (engine.apply_built)."""
    p, tile = action.player, action.tile
    pos = (action.q, action.r)
    state.to_place[p].remove(tile)
    state.villages[p][pos] = tile
    state.placed[tile] = (p, pos, action.rot)
    state.res.setdefault(tile, (0, 0, 0, 0))
    _after_placement_if_done(state, comps)


def _after_placement_if_done(state, comps) -> None:
    if any(state.to_place):
        return
    if state.season in ("spring", "summer"):
        start_season(state, comps, NEXT_SEASON[state.season])
    elif state.season == "autumn":
        state.season = "winter"
        state.phase = "winter_select"
    else:
        flipper = next((p for p in range(state.n) if state.boat_of[p] == "boat_flipper"), None)
        if flipper is not None and any(
            comps.tiles[t].upgrade and t not in state.flipped for t in state.villages[flipper].values()
        ):
            state.flipper = flipper
            state.phase = "flipper"
        else:
            finish(state)


def finish(state) -> None:
    state.flipper = None
    state.phase = "over"
    state.season = "over"


# ---- Start of season ----

def start_season(state, comps, season: str) -> None:
    """Summer and autumn: turn the boats, load new cargo, lay out the season's tiles."""
    state.season = season
    setup = comps.setups[state.n]
    needs = []
    for boat in state.boats:
        spec = comps.tiles[boat].boat
        needs.append(spec.cargo[spec.season_face[season]])
    # "In the unlikely scenario that there are insufficient workers in the bag, fill boats in
    # order with one worker at a time."
    loaded = [[0] * len(COLOURS) for _ in state.boats]
    if sum(state.bag.values()) >= sum(w for w, _ in needs):
        for i, (w, _) in enumerate(needs):
            got = draw_workers(state, w)
            loaded[i] = [got[c] for c in COLOURS]
    else:
        remaining = [w for w, _ in needs]
        while sum(state.bag.values()) and any(remaining):
            for i in range(len(needs)):
                if remaining[i] and sum(state.bag.values()):
                    got = draw_workers(state, 1)
                    loaded[i] = [a + got[c] for a, c in zip(loaded[i], COLOURS)]
                    remaining[i] -= 1
    for i, boat in enumerate(state.boats):
        skills = draw_skills(state, needs[i][1])
        state.cargo[boat] = (tuple(loaded[i]), tuple(skills[s] for s in SKILLS))
    pool = state.pools[season]
    state.auction = []
    for _ in range(min(setup.season_tiles, len(pool))):
        physical = pool.pop(state.rng.below(len(pool)))
        state.auction.append(face_up(state, comps, physical))
    _open_bidding(state)


def face_up(state, comps, physical: str) -> str:
    """A summer boat comes out on a random face; any other tile is itself."""
    if physical in comps.tiles:
        return physical
    return comps.faces(physical)[state.rng.below(2)]


def _open_bidding(state) -> None:
    for tile in state.auction:
        state.bids[tile] = (None,) * state.n
    for tile, _ in state.order_tiles:
        state.bids[tile] = (None,) * state.n
    state.turn = state.start
    state.passes = 0
    state.phase = "actions"


# ---- Winter ----

def check_winter(state, comps, action) -> None:
    p = action.player
    if state.winter_chosen[p] is not None:
        raise IllegalAction("You have already chosen your winter tiles.")
    if not action.tiles:
        raise IllegalAction("Choose at least one of your winter tiles.")
    if len(set(action.tiles)) != len(action.tiles):
        raise IllegalAction("Name each winter tile once.")
    for tile in action.tiles:
        if tile not in state.winter_hands[p]:
            raise IllegalAction(f"The {tile_name(comps, tile)} is not in your winter hand.")


def apply_winter(state, comps, action) -> None:
    check_winter(state, comps, action)
    apply_built_winter(state, comps, action)


def apply_built_winter(state, comps, action) -> None:
    """`apply_winter` for a choice built as a legal one from this very state
    (engine.apply_built)."""
    state.winter_chosen[action.player] = tuple(action.tiles)
    if any(c is None for c in state.winter_chosen):
        return
    offer = []
    for p in range(state.n):
        offer += state.winter_chosen[p]
        state.winter_box += [t for t in state.winter_hands[p] if t not in state.winter_chosen[p]]
        state.winter_hands[p] = []
    if state.n > 2:
        state.rng.shuffle(offer)
    state.auction = offer
    _open_bidding(state)


def apply_free_flip(state, comps, action, built: bool = False) -> None:
    """The Flipper's free flip, then the game's end; `built`: the flip was built as a legal
    one from this very state (engine.apply_built), so it is not checked again."""
    from keydesk.rules.transport import apply_built_upgrade, apply_upgrade

    (apply_built_upgrade if built else apply_upgrade)(state, comps, action, free=True)
    finish(state)
