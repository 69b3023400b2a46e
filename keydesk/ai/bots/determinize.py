"""Fill a masked view back into a full, playable GameState (one "determinization").

A bot decides from `game.view(player)`, where other screens, the bag, the skill pile, other
winter hands and the generator are hidden.  To look ahead with `engine.step` it needs a whole
state, so it deals the unseen pieces at random — but only pieces that could really be there:

* workers: each colour's box total minus every worker the viewer can see (own screen, bids,
  tiles in use, boat cargo, the green supply), dealt into the other screens and the bag with
  their known sizes; behind each screen first what the table saw go in and not come out
  (`GameState.screen_record`: workers won back, returned and taken from the boats less those
  placed and paid), so a rival who took four yellows home holds them in every sample, as a
  person counts;
* skills: the same with the pile, other screens and boat cargo;
* winter tiles: those not visible anywhere (own hand, offer, villages, tiles to place), dealt
  into the other hands and the box; a hidden choice is a random subset of its hand;
* a fresh generator, so future draws are unknown too.

Everything is a pure function of the view and the caller's `random.Random`, so two views that
differ only in hidden things give the same samples.
"""

from __future__ import annotations

from math import comb

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.rng import Rng
from keydesk.rules.unseen import deal, known_behind, skills_on_boats, workers_on_table


def _visible_workers(view) -> dict:
    """Every worker the viewer can see: on the table, in the green supply and behind the
    screens shown (their own)."""
    seen = workers_on_table(view)
    seen["green"] += view.greens
    for screen in view.screens:
        if screen is not None:
            for c, k in screen.items():
                seen[c] += k
    return seen


def _visible_skills(view) -> dict:
    seen = skills_on_boats(view)
    for skills in view.skills:
        if skills is not None:
            for s, k in skills.items():
                seen[s] += k
    return seen


def _unseen(box_totals, seen, names) -> dict:
    """Counts by name of the pieces the viewer cannot see anywhere."""
    return {name: max(0, box_totals[name] - seen[name]) for name in names}


def _draw(pool: dict, size: int, rng) -> dict:
    """Take `size` pieces at random (as many as there are, if fewer) from a pool of counts."""
    return deal(pool, list(pool), min(size, sum(pool.values())), rng.randrange)


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
    # Every rival's certain part first, so no deal takes a worker another record says is there.
    known = {q: known_behind(view.screen_record[q], hidden["screens"][q], workers) for q in others}
    for q in others:
        dealt = _draw(workers, hidden["screens"][q] - sum(known[q].values()), rng)
        state.screens[q] = {c: known[q][c] + dealt[c] for c in COLOURS}
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


def chance_behind(view, comps, rival: int, colour: str, k: int) -> float:
    """The chance that `rival`'s screen holds at least `k` workers of `colour`, counted as
    `determinize` deals it: its certain part (the public record), the rest a uniform draw
    from the workers nobody sees.  Exact (hypergeometric), so the same view always gives the
    same answer; a screen the viewer sees gives 0 or 1."""
    if view.screens[rival] is not None:
        return float(view.screens[rival][colour] >= k)
    pool = _unseen(comps.workers, _visible_workers(view), COLOURS)
    size = view.hidden["screens"][rival]
    for q in sorted(view.hidden["screens"]):  # every rival's certain part leaves the pool first
        part = known_behind(view.screen_record[q], view.hidden["screens"][q], pool)
        if q == rival:
            known = part
    short = k - known[colour]
    if short <= 0:
        return 1.0
    total = sum(pool.values())
    draws = min(size - sum(known.values()), total)
    of_colour = pool[colour]
    hits = sum(comb(of_colour, x) * comb(total - of_colour, draws - x) for x in range(short, min(of_colour, draws) + 1))
    return hits / comb(total, draws)
