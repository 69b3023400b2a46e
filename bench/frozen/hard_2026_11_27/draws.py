"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): The playouts' random draws, made exactly as `random.Random` makes them, in fewer steps.

A simulation shuffles a village's empty hexes and the six turns of a tile at every placement
and picks random tiles on most turns; `random.Random.shuffle`, `sample` and `choice` spend
most of their time in one method call per number drawn.  These take the same numbers from
the same generator (`getrandbits` of the same widths, a number out of range drawn again), so
every simulation plays the same moves as with the library's functions and Hard decides
exactly as before; tests/ai/test_draws.py holds them to the library's results and to the
generator's state after them.
"""

from __future__ import annotations


def shuffle(rng, items: list) -> None:
    """`rng.shuffle(items)`."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def six_turns(rng) -> list:
    """`rng.sample(range(6), 6)`: the six turns of a tile in a random order."""
    getrandbits = rng.getrandbits
    pool = [0, 1, 2, 3, 4, 5]
    out = []
    for n in (6, 5, 4, 3, 2, 1):
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        out.append(pool[j])
        pool[j] = pool[n - 1]
    return out


def choice(rng, seq):
    """`rng.choice(seq)` of a sequence that is not empty."""
    n = len(seq)
    k = n.bit_length()
    getrandbits = rng.getrandbits
    j = getrandbits(k)
    while j >= n:
        j = getrandbits(k)
    return seq[j]
