"""Using tiles for production (rulebook: Production; Village tiles - detail).

A use puts workers on a tile — in one's own village, another village, or (outside winter) on a
tile being bid for — and gives the benefit of the tile's current side at once.
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS
from keydesk.rules.errors import IllegalAction
from keydesk.rules.workers import check_sources, has_power, screen_need, take_workers, tile_colour, tile_name
from keydesk.rules.state import Pending, Usage
from keydesk.rules.supply import add_to_tile, add_workers, draw_skills, draw_workers, take_resource
from keydesk.rules.words import with_article


def current_side(state, comps, tile: str):
    spec = comps.tiles[tile]
    return spec.back if tile in state.flipped else spec.front


def check_use(state, comps, action):
    tile, player = action.tile, action.player
    name = tile_name(comps, tile)
    if tile not in comps.tiles or not (tile in state.placed or tile in state.auction):
        raise IllegalAction(f"The {name} is not in any village or on offer: it cannot be used.")
    if tile in state.auction and state.season == "winter":
        raise IllegalAction("In winter the tiles on offer are only bid for: they cannot be used.")
    spec = comps.tiles[tile]
    if spec.power:
        raise IllegalAction("No worker may be placed on a summer boat: its power needs no worker.")
    side = spec.back if tile in state.flipped else spec.front  # current_side
    if side.use is None:
        raise IllegalAction(f"The {name} scores at the end of the game; it has no use for workers.")
    count = action.count
    usage = state.uses.get(tile)
    limit = comps.max_workers_per_tile
    if usage and count <= usage.last:
        raise IllegalAction(
            f"The {name} was last used with {usage.last} worker{'s' if usage.last > 1 else ''}: "
            f"the next use needs at least {usage.last + 1}."
        )
    on_tile = usage.total if usage else 0
    if on_tile + count > limit:
        raise IllegalAction(
            f"At most {limit} workers may be on a tile in a season; the {name} has {on_tile}, "
            f"so {count} more cannot go there."
        )
    locked = usage.colour if usage else tile_colour(state, tile)
    colours = [c for c, _ in action.workers]
    if locked is None:
        if len(colours) != 1:
            raise IllegalAction("Workers using a tile for the first time must all be one colour.")
        colour = colours[0]
    elif colours == [locked]:
        colour = locked
    elif has_power(state, comps, player, "4b"):
        colour = locked  # summer boat 4b: off-colour workers lie down beside the standing ones
    else:
        raise IllegalAction(
            f"{locked.capitalize()} workers are already on or around the {name}: "
            f"workers using it must be {locked}."
        )
    need = check_sources(state, comps, player, action.workers, action.sources, tile)
    _check_payment(state, comps, action, side.use, need, name)
    return colour, need, side.use


def _check_payment(state, comps, action, use, need, name) -> None:
    """The extra worker or skill a tile asks for, and any choice it needs."""
    player, choice = action.player, action.choice
    if not (use.resource_choice or use.pay_skill or use.pay_worker):  # most tiles: nothing to pay or choose
        if choice is not None:
            raise IllegalAction(f"The {name} needs no choice.")
        return
    screen_after = {c: state.screens[player][c] - need.get(c, 0) for c in COLOURS}
    wants = None
    if use.resource_choice:
        wants = "resource"
        if choice not in use.resource_choice:
            raise IllegalAction(f"Using the {name}, choose one of {', '.join(use.resource_choice)} to take.")
    if use.pay_skill:
        wants = "skill"
        skill = choice if use.pay_skill == "any" else use.pay_skill
        if use.pay_skill == "any" and choice not in state.skills[player]:
            raise IllegalAction(f"Using the {name}, choose a skill to give up (give anvil, pickaxe or saw).")
        if state.skills[player][skill] < 1:
            raise IllegalAction(f"The {name} needs {with_article(skill)} from behind your screen, and you have none.")
    if use.pay_worker:
        wants = "worker"
        colour = choice if use.pay_worker == "any" else use.pay_worker
        if use.pay_worker == "any" and choice not in screen_after:
            raise IllegalAction(f"Using the {name}, choose a worker colour to discard.")
        if screen_after[colour] < 1:
            raise IllegalAction(
                f"The {name} needs one more {colour} worker from behind your screen to put in the bag."
            )
    if wants is None and choice is not None:
        raise IllegalAction(f"The {name} needs no choice.")
    if use.pay_skill and use.pay_skill != "any" and choice is not None:
        raise IllegalAction(f"The {name} needs no choice.")
    if use.pay_worker and use.pay_worker != "any" and choice is not None:
        raise IllegalAction(f"The {name} needs no choice.")


def apply_use(state, comps, action) -> None:
    _put_use(state, comps, action, *check_use(state, comps, action))


def apply_built_use(state, comps, action) -> None:
    """`apply_use` for a use built as a legal one from this very state (engine.apply_built):
    what `check_use` would return, read without its checks.  Workers follow the tile's
    standing colour if it has one (off-colour ones lie down, summer boat 4b), else the first
    use's single colour."""
    tile = action.tile
    usage = state.uses.get(tile)
    colour = (usage.colour if usage else tile_colour(state, tile)) or action.workers[0][0]
    need = screen_need(state, action.player, action.workers, action.sources)
    _put_use(state, comps, action, colour, need, current_side(state, comps, tile).use)


def _put_use(state, comps, action, colour: str, need: dict, use) -> None:
    player, tile = action.player, action.tile
    take_workers(state, player, need, action.sources)
    usage = state.uses.get(tile)
    counts = list(usage.workers) if usage else [0] * len(COLOURS)
    for c, k in action.workers:
        counts[COLOURS.index(c)] += k
    state.uses[tile] = Usage(colour, action.count, (usage.total if usage else 0) + action.count, tuple(counts))
    _give_benefit(state, comps, player, tile, use, action.choice)


def _give_benefit(state, comps, player: int, tile: str, use, choice) -> None:
    owner = state.owner(tile)
    target = tile if owner == player else state.homes[player]
    pay_skill = choice if use.pay_skill == "any" else use.pay_skill
    pay_worker = choice if use.pay_worker == "any" else use.pay_worker
    if pay_skill:
        state.skills[player][pay_skill] -= 1
    if pay_worker:
        state.screens[player][pay_worker] -= 1
        state.note_screen(player, pay_worker, -1)
    if pay_skill and not use.pay_after:
        state.pile[pay_skill] += 1
    if pay_worker and not use.pay_after:
        state.bag[pay_worker] += 1
    for resource, k in use.resources.items():
        add_to_tile(state, target, resource, take_resource(state, resource, k))
    if use.resource_choice:
        add_to_tile(state, target, choice, take_resource(state, choice, 1))
    if use.workers:
        add_workers(state.screens[player], draw_workers(state, use.workers))
    if use.greens:
        got = min(use.greens, state.greens)
        state.greens -= got
        state.screens[player]["green"] += got
        state.note_screen(player, "green", got)
    if use.skills:
        add_workers(state.skills[player], draw_skills(state, use.skills))
    if pay_skill and use.pay_after:
        state.pile[pay_skill] += 1
    if pay_worker and use.pay_after:
        state.bag[pay_worker] += 1
    if use.transport or use.upgrades:
        factor = 2 if has_power(state, comps, player, "2b") else 1
        state.pending = Pending(player, tile, use.transport * factor, use.upgrades * factor)
