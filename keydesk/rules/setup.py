"""The rulebook's set-up, with any part optionally fixed by a scenario.

Draw order (fixed, so the same seed always gives the same game): homes, each screen's
workers and skills (P1 first), the boats' cargo in boat-row order, the spring tiles, the
winter hands.  Whatever a scenario fixes is taken out of the box or bag instead of drawn;
everything left out is drawn from what remains, exactly as `Game.new` would.
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.state import GameState
from keydesk.rules.supply import add_workers, draw_skills, draw_workers
from keydesk.rules.words import with_article


class SetupError(ValueError):
    """A scenario asks for something the box cannot supply; `field` names the scenario key."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def _take_workers(state, wanted: dict, field: str) -> dict:
    for colour, k in wanted.items():
        have = state.greens if colour == "green" else state.bag[colour]
        if k > have:
            raise SetupError(field, f"asks for {k} {colour} workers but only {have} are left")
        if colour == "green":
            state.greens -= k
        else:
            state.bag[colour] -= k
    return {c: wanted.get(c, 0) for c in COLOURS}


def _take_skills(state, wanted: dict, field: str) -> dict:
    for skill, k in wanted.items():
        if k > state.pile[skill]:
            raise SetupError(field, f"asks for {k} {skill} but only {state.pile[skill]} are left")
        state.pile[skill] -= k
    return {s: wanted.get(s, 0) for s in SKILLS}


def _take_tiles(pool: list, wanted, field: str) -> list:
    for tile in wanted:
        if tile not in pool:
            raise SetupError(field, f"'{tile}' is not available here (used twice, or not a tile of this kind)")
        pool.remove(tile)
    return list(wanted)


def _deal(state, pool: list, k: int) -> list:
    out = []
    for _ in range(k):
        out.append(pool.pop(state.rng.below(len(pool))))
    return out


def build_state(comps, players: int, seed: int, names, fixed: dict | None = None) -> GameState:
    """A new game's state; `fixed` holds already-validated scenario choices (0-based players)."""
    fixed = fixed or {}
    setup = comps.setups[players]
    state = GameState(players, names, seed)
    state.bag = {c: comps.workers[c] for c in COLOURS if c != "green"}
    state.bag["green"] = 0
    state.greens = comps.workers["green"]
    state.supply = dict(comps.resources)
    state.pile = dict(comps.skills)

    homes = list(comps.homes)
    given = fixed.get("homes", {})
    _take_tiles(homes, [given[p] for p in sorted(given)], "homes")
    for p in range(players):
        state.homes[p] = given.get(p) or _deal(state, homes, 1)[0]

    screens = fixed.get("screens", {})
    for p in range(players):
        spec = screens.get(p, {})
        field = f"screens.P{p + 1}"
        if "workers" in spec:
            state.screens[p] = _take_workers(state, spec["workers"], field + ".workers")
        else:
            add_workers(state.screens[p], draw_workers(state, comps.start_workers))
        if "skills" in spec:
            state.skills[p] = _take_skills(state, spec["skills"], field + ".skills")

    for p in range(players):
        home = state.homes[p]
        state.villages[p][(0, 0)] = home
        state.placed[home] = (p, (0, 0), 0)
        state.res[home] = (0, 0, 0, 0)
    state.start = min(range(players), key=lambda p: comps.tiles[state.homes[p]].number)
    state.purple = state.turn = state.start

    boats = fixed.get("boats", {})
    for boat in boats:
        if boat not in setup.boats:
            raise SetupError(f"boats.{boat}", f"is not one of the boats of {with_article(players)}-player game")
    state.boats = list(setup.boats)
    for boat in setup.boats:
        n_workers, n_skills = comps.tiles[boat].boat.cargo[comps.tiles[boat].boat.season_face["spring"]]
        spec = boats.get(boat, {})
        field = f"boats.{boat}"
        if "workers" in spec:
            workers = _take_workers(state, spec["workers"], field + ".workers")
        else:
            workers = draw_workers(state, n_workers)
        if "skills" in spec:
            skills = _take_skills(state, spec["skills"], field + ".skills")
        else:
            skills = draw_skills(state, n_skills)
        state.cargo[boat] = (tuple(workers[c] for c in COLOURS), tuple(skills[s] for s in SKILLS))

    state.order_tiles = list(setup.turn_order)
    for tile, _ in state.order_tiles:
        state.bids[tile] = (None,) * players

    spring = list(comps.season_pool("spring"))
    if "auction" in fixed:
        state.auction = _take_tiles(spring, fixed["auction"], "auction")
    else:
        state.auction = _deal(state, spring, setup.season_tiles)
    for tile in state.auction:
        state.bids[tile] = (None,) * players
    state.pools = {s: list(comps.season_pool(s)) for s in ("summer", "autumn")}

    winter = list(comps.season_pool("winter"))
    hands = fixed.get("winter_hands", {})
    for p in sorted(hands):
        if len(hands[p]) > setup.winter_hand:  # the set-up's deal is a hand's most (rulings.md)
            raise SetupError(f"winter_hands.P{p + 1}",
                             f"at most the {setup.winter_hand} winter tiles a player is dealt at {players} players")
        state.winter_hands[p] = _take_tiles(winter, hands[p], f"winter_hands.P{p + 1}")
    for p in range(players):
        if p not in hands:
            state.winter_hands[p] = _deal(state, winter, setup.winter_hand)
    state.winter_box = sorted(winter)

    if fixed.get("rng_state") is not None:
        state.rng.state = fixed["rng_state"]
    return state
