"""A tiny seeded generator whose whole state is one integer, and fresh seeds for new games.

Every random draw in a game (the bag, the skill pile, dealt tiles, summer-boat faces,
the winter shuffle) comes from one `Rng` that is part of the game state.  Keeping the
state a single int makes cloning a game for search nearly free and lets a save file
record the generator exactly (`rng_state`), so a replay redraws the same workers.
"""

import os

_MASK = (1 << 64) - 1


def fresh_seed() -> int:
    """A new game's seed when none is given (48 bits: short enough to read out and type)."""
    return int.from_bytes(os.urandom(6), "big")


class Rng:
    """SplitMix64: fast, good enough statistically for shuffles and draws."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); n must be positive."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def pick_weighted(self, counts) -> int:
        """Index of an item drawn from a multiset given as counts (total must be > 0)."""
        x = self.below(sum(counts))
        for i, c in enumerate(counts):
            if x < c:
                return i
            x -= c
        raise ValueError("empty multiset")

    def clone(self) -> "Rng":
        return Rng(self.state)
