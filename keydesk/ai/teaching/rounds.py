"""Paired rounds of the judge's search, each dealt from a seed of its own.

A round is Hard's unit of search (hard.py): one guess at everything hidden (determinize.py),
one playout seed, and every move being weighed simulated in that same world with that same
seed.  Hard draws its rounds one after another from one generator; the judge numbers them
instead and deals round `r` from its own generator, seeded by the position's seed and `r`.
Round `r` is then the same whichever process plays it and whatever was played before it, so
the rounds of a search can be split among worker processes (workers.py) in any way and the
search still gives the same answer, to the last bit: the values are added up in round order
by whoever asked.

`play_rounds` is the one function both the asking process and the workers run.
"""

from __future__ import annotations

import random
import time

from keydesk.rules.components import load_components

from keydesk.ai.bots.collector import collector_paused
from keydesk.ai.bots.determinize import determinize
from keydesk.ai.bots.hard import simulate


def round_generator(base: int, r: int) -> random.Random:
    """The generator round `r` of a search seeded `base` deals its world and playout seed from."""
    return random.Random((base << 20) + r)


def play_rounds(view, player: int, actions: list, base: int, rounds, objective, time_left: float,
                stop=None, cache: dict | None = None) -> list:
    """Per round of `rounds` (round numbers), in order: per move of `actions`, its simulated
    value by `objective` for `player`, or None where the move is refused in that round's world.

    Only whole rounds are returned: `stop()` (checked before every simulation) or the guard
    `time_left` (seconds) ends the work early, and the round it cut is dropped, so the moves
    are always compared on the same worlds.  `cache`: the evaluation's memo of one search
    (its plans depend on the villages only), kept from one batch of its rounds to the next.
    """
    comps = load_components()
    clock = time.perf_counter
    deadline = clock() + time_left
    cache = {} if cache is None else cache
    out = []
    with collector_paused():
        for r in rounds:
            rng = round_generator(base, r)
            world = determinize(view, comps, rng)
            seed = rng.getrandbits(32)
            values = []
            for action in actions:
                if stop is not None and stop():
                    return out
                value = simulate(world, comps, player, action, seed, cache, deadline, clock, objective)
                if value is False:  # the guard's deadline came first
                    return out
                values.append(value)
            out.append(values)
    return out
