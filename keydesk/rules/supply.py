"""Drawing from the bag, the skill pile and the supplies, with the rulebook's shortage rule.

"In the unlikely scenario that there are insufficient resources, workers or skill tiles of the
type being generated, then the player only receives the number that is available."  Every
helper here therefore returns what it actually gave.
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS


def _draw(state, pool: dict, names: tuple, k: int) -> dict:
    """Draw up to k items at random from `pool` (counts by name, taken out of it).

    Each item is `state.rng.pick_weighted` of the counts left; the counts are read once and
    kept up to date here (a search draws boats' workers thousands of times a decision)."""
    got = dict.fromkeys(names, 0)
    counts = [pool[name] for name in names]
    left = sum(counts)
    pick = state.rng.pick_weighted
    for _ in range(min(k, left)):
        i = pick(counts)
        counts[i] -= 1
        name = names[i]
        pool[name] -= 1
        got[name] += 1
    return got


def draw_workers(state, k: int) -> dict:
    """Draw up to k workers at random from the bag; returns counts by colour."""
    return _draw(state, state.bag, COLOURS, k)


def draw_skills(state, k: int) -> dict:
    """Draw up to k face-down skill tokens at random from the pile."""
    return _draw(state, state.pile, SKILLS, k)


def take_resource(state, resource: str, k: int) -> int:
    """Take up to k of one resource from the supply; returns how many were there."""
    got = min(k, state.supply[resource])
    state.supply[resource] -= got
    return got


def add_to_tile(state, tile: str, resource: str, k: int) -> None:
    if k:
        counts = list(state.res.get(tile, (0, 0, 0, 0)))
        counts[RESOURCES.index(resource)] += k
        state.res[tile] = tuple(counts)


def remove_from_tile(state, tile: str, resource: str, k: int) -> None:
    counts = list(state.res[tile])
    i = RESOURCES.index(resource)
    assert counts[i] >= k
    counts[i] -= k
    state.res[tile] = tuple(counts)


def add_workers(target: dict, got: dict) -> None:
    for colour, k in got.items():
        target[colour] += k
