"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): Fill a masked view back into a full, playable GameState (one "determinization").

A bot decides from `game.view(player)`, where other screens, the bag, the skill pile, other
winter hands and the generator are hidden.  To look ahead with `engine.step` it needs a whole
state, so it deals the unseen pieces at random — but only pieces that could really be there:

* workers: each colour's box total minus every worker the viewer can see (own screen, bids,
  tiles in use, boat cargo, the green supply), dealt into the other screens and the bag with
  their known sizes;
* skills: the same with the pile, other screens and boat cargo;
* winter tiles: those not visible anywhere (own hand, offer, villages, tiles to place), dealt
  into the other hands and the box; a hidden choice is a random subset of its hand;
* a fresh generator, so future draws are unknown too.

Everything is a pure function of the view and the caller's `random.Random`, so two views that
differ only in hidden things give the same samples.
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.rng import Rng


def _visible_workers(view) -> dict:
    seen = dict.fromkeys(COLOURS, 0)
    seen["green"] += view.greens
    for screen in view.screens:
        if screen is not None:
            for c, k in screen.items():
                seen[c] += k
    for usage in view.uses.values():
        for c, k in zip(COLOURS, usage.workers):
            seen[c] += k
    for entries in view.bids.values():
        for e in entries:
            if e:
                seen[e.colour] += e.count
    for cargo in view.cargo.values():
        if cargo:
            for c, k in zip(COLOURS, cargo[0]):
                seen[c] += k
    return seen


def _visible_skills(view) -> dict:
    seen = dict.fromkeys(SKILLS, 0)
    for skills in view.skills:
        if skills is not None:
            for s, k in skills.items():
                seen[s] += k
    for cargo in view.cargo.values():
        if cargo:
            for s, k in zip(SKILLS, cargo[1]):
                seen[s] += k
    return seen


def _unseen(box_totals, seen, names) -> dict:
    """Counts by name of the pieces the viewer cannot see anywhere."""
    return {name: max(0, box_totals[name] - seen[name]) for name in names}


def _draw(pool: dict, size: int, rng) -> dict:
    """Take `size` pieces at random from a pool of counts (changed in place)."""
    out = dict.fromkeys(pool, 0)
    left = sum(pool.values())
    for _ in range(min(size, left)):
        x = rng.randrange(left)
        for name, k in pool.items():
            if x < k:
                break
            x -= k
        pool[name] -= 1
        out[name] += 1
        left -= 1
    return out


def _unseen_winter_tiles(view, comps) -> list:
    seen = set(view.auction) | set(view.placed)
    for hand in view.winter_hands:
        seen.update(hand or ())
    for chosen in view.winter_chosen:
        seen.update(chosen or ())
    for tiles in view.to_place:
        seen.update(tiles)
    return sorted(t for t in comps.season_pool("winter") if t not in seen)


def determinize(view, comps, rng):
    """A full GameState consistent with everything `view` shows (see the module docstring)."""
    if view.hidden is None:
        return view.clone()
    state = view.clone()
    hidden = view.hidden
    others = sorted(hidden["screens"])

    workers = _unseen(comps.workers, _visible_workers(view), COLOURS)
    for q in others:
        state.screens[q] = _draw(workers, hidden["screens"][q], rng)
    state.bag = workers  # what no screen took

    skills = _unseen(comps.skills, _visible_skills(view), SKILLS)
    for q in others:
        state.skills[q] = _draw(skills, hidden["skills"][q], rng)
    state.pile = skills

    tiles = _unseen_winter_tiles(view, comps)
    rng.shuffle(tiles)
    for q in others:
        hand = [tiles.pop() for _ in range(min(hidden["hands"][q], len(tiles)))]
        state.winter_hands[q] = hand
        if q in hidden["chosen"]:
            state.winter_chosen[q] = tuple(rng.sample(hand, min(hidden["chosen"][q], len(hand))))
    state.winter_box = sorted(tiles)

    state.rng = Rng(rng.getrandbits(64))
    state.viewer = None
    state.hidden = None
    return state
