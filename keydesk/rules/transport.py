"""Transport along roads and upgrading tiles (rulebook: Transport and upgrading).

After a player uses a home tile or a transport tile (stable, farrier, wainwright) they hold a
`Pending` budget: resource steps and upgrades for their own village, spent in any order with
`move` and `upgrade` and closed with `done` (or automatically once both are spent).
"""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

from keydesk.rules.components import RESOURCES, SKILLS
from keydesk.rules.errors import IllegalAction
from keydesk.rules.hexgrid import direction_between
from keydesk.rules.workers import has_power, tile_name
from keydesk.rules.supply import add_to_tile, remove_from_tile


def roads_join(state, comps, a: str, b: str) -> bool:
    """Can a resource step from tile a to tile b (same village, adjacent, road on both edges)?"""
    _, pos_a, rot_a = state.placed[a]
    _, pos_b, rot_b = state.placed[b]
    d = direction_between(pos_a, pos_b)
    if d is None:
        return False
    # edge_at without its argument checks: d comes from direction_between, edges from the data.
    return comps.tiles[a].edges[(d - rot_a) % 6] == "road" and comps.tiles[b].edges[(d + 3 - rot_b) % 6] == "road"


def check_move(state, comps, action) -> None:
    pend, p = state.pending, action.player
    if pend.capacity < 1:
        raise IllegalAction("Your transport capacity for this use is spent.")
    for tile in (action.source, action.target):
        if state.owner(tile) != p:
            raise IllegalAction(f"The {tile_name(comps, tile)} is not in your village: transport moves only within it.")
    if state.resources_on(action.source)[action.resource] < 1:
        raise IllegalAction(f"There is no {action.resource} on the {tile_name(comps, action.source)}.")
    _, pos_a, _ = state.placed[action.source]
    _, pos_b, _ = state.placed[action.target]
    if direction_between(pos_a, pos_b) is None:
        raise IllegalAction("Each move carries a resource to a neighbouring tile; move it one step at a time.")
    if not roads_join(state, comps, action.source, action.target) and not has_power(state, comps, p, "2a"):
        raise IllegalAction(
            f"No road joins the {tile_name(comps, action.source)} and the {tile_name(comps, action.target)}: "
            "resources travel only along roads."
        )


def apply_move(state, comps, action) -> None:
    check_move(state, comps, action)
    apply_built_move(state, comps, action)


def apply_built_move(state, comps, action) -> None:
    """`apply_move` for a move built as a legal one from this very state (engine.apply_built)."""
    remove_from_tile(state, action.source, action.resource, 1)
    add_to_tile(state, action.target, action.resource, 1)
    state.pending = state.pending._replace(capacity=state.pending.capacity - 1)


def payments(state, comps, player: int, tile: str) -> list:
    """Every distinct way to pay a tile's upgrade: sorted tuples of resource and skill names
    (a list shared by every caller asking of the same situation: read it only).

    Resources must be on the tile; gold stands in for any resource (and any resource for any
    other with summer boat 3a); skills come from behind the screen and cannot be substituted.
    """
    counts = state.res.get(tile, (0, 0, 0, 0))
    any_sub = has_power(state, comps, player, "3a")
    skills = state.skills[player]
    key = (id(comps), tile, counts, any_sub, tuple([skills[s] for s in SKILLS]))
    found = _PAYMENTS.get(key)
    if found is None:
        if len(_PAYMENTS) > 50000:
            _PAYMENTS.clear()
        found = _PAYMENTS[key] = _payments(comps.tiles[tile].upgrade, key[:4], counts, any_sub, skills)
    return found


def _payments(cost, resource_key, counts, any_sub: bool, skills) -> list:
    resource_pays = _RESOURCE_PAYS.get(resource_key)
    if resource_pays is None:
        if len(_RESOURCE_PAYS) > 50000:
            _RESOURCE_PAYS.clear()
        resource_pays = _RESOURCE_PAYS[resource_key] = _resource_pays(cost, dict(zip(RESOURCES, counts)), any_sub)
    fixed = [s for s in SKILLS for _ in range(cost.skills.get(s, 0))]
    if any(fixed.count(s) > skills[s] for s in SKILLS):
        return []
    skill_pays = []
    for combo in sorted(set(combinations_with_replacement(SKILLS, cost.any_skills))):
        if all(fixed.count(s) + combo.count(s) <= skills[s] for s in SKILLS):
            skill_pays.append(tuple(fixed) + combo)
    return [tuple(sorted(r + s)) for r in resource_pays for s in skill_pays]


# (components, tile, resources on it, summer boat 3a, skills behind the screen) -> payments(),
# shared (callers only read it); the same few situations recur thousands of times in bot
# playouts and move generation.  The resource parts alone are kept by the first four.
_PAYMENTS: dict = {}
_RESOURCE_PAYS: dict = {}


def _resource_pays(cost, on_tile: dict, any_sub: bool) -> list:
    slots = []
    for resource in RESOURCES:
        allowed = set(RESOURCES) if any_sub else {resource, "gold"}
        slots += [allowed] * cost.resources.get(resource, 0)
    slots += [set(RESOURCES)] * cost.any_resources
    out = []
    pool = [r for r in RESOURCES for _ in range(on_tile[r])]
    for combo in sorted(set(combinations_with_replacement(RESOURCES, len(slots)))):
        if all(combo.count(r) <= pool.count(r) for r in RESOURCES) and _fits(combo, slots):
            out.append(combo)
    return out


def _fits(combo, slots) -> bool:
    return any(all(r in slot for r, slot in zip(order, slots)) for order in set(permutations(combo)))


def default_payment(options: list):
    """The payment the engine picks when none is named: the one spending the least gold."""
    return min(options, key=lambda pay: (pay.count("gold"), pay)) if options else None


def check_upgrade(state, comps, action, free: bool = False):
    p, tile = action.player, action.tile
    name = tile_name(comps, tile)
    if not free and state.pending.upgrades < 1:
        raise IllegalAction("You have no upgrade left from this use.")
    if state.owner(tile) != p:
        raise IllegalAction(f"The {name} is not in your village: you can upgrade only your own tiles.")
    if comps.tiles[tile].upgrade is None:
        raise IllegalAction(f"The {name} cannot be upgraded.")
    if tile in state.flipped:
        raise IllegalAction(f"The {name} is already upgraded.")
    if free:
        if action.pay:
            raise IllegalAction("The Flipper's flip is free: name no payment.")
        return ()
    options = payments(state, comps, p, tile)
    if not options:
        raise IllegalAction(f"You cannot pay for the {name}: {describe_cost(comps.tiles[tile].upgrade)}, "
                            "with the resources on that tile and the skills behind your screen.")
    if action.pay is None:
        return default_payment(options)
    if tuple(sorted(action.pay)) not in options:
        raise IllegalAction(f"That payment does not match the {name}'s cost: {describe_cost(comps.tiles[tile].upgrade)}.")
    return tuple(sorted(action.pay))


def describe_cost(cost) -> str:
    parts = [f"{k} {r}" for r, k in cost.resources.items() if k]
    if cost.any_resources:
        parts.append(f"{cost.any_resources} resources of your choice")
    parts += [f"{k} {s}" for s, k in cost.skills.items() if k]
    if cost.any_skills:
        parts.append(f"{cost.any_skills} skill of your choice")
    return " + ".join(parts) or "nothing"


def apply_upgrade(state, comps, action, free: bool = False) -> None:
    _flip(state, action, check_upgrade(state, comps, action, free), free)


def apply_built_upgrade(state, comps, action, free: bool = False) -> None:
    """`apply_upgrade` for an upgrade built as a legal one from this very state
    (engine.apply_built): the payment `check_upgrade` would settle on, without its checks."""
    if free:
        pay = ()
    elif action.pay is None:
        pay = default_payment(payments(state, comps, action.player, action.tile))
    else:
        pay = tuple(sorted(action.pay))
    _flip(state, action, pay, free)


def _flip(state, action, pay: tuple, free: bool) -> None:
    for item in pay:
        if item in SKILLS:
            state.skills[action.player][item] -= 1
            state.pile[item] += 1
        else:
            remove_from_tile(state, action.tile, item, 1)
            state.supply[item] += 1
    state.flipped.add(action.tile)
    if not free:
        state.pending = state.pending._replace(upgrades=state.pending.upgrades - 1)
