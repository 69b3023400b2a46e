"""What a game may be set up with: the seed range and the rule for player names.

One rule each, used by everything that takes them (Game.new, the scenario and position loaders,
the command line, the New game screen), so anything the program writes it can read back.
"""

from __future__ import annotations

# A seed is the generator's whole starting state (rng.Rng keeps 64 bits), so every seed in this
# range is a different game and none outside it is needed.
SEED_MAX = (1 << 64) - 1
NAME_MAX = 16  # characters; longer names do not fit on a bid side


SEED_RULE = f"a whole number from 0 to {SEED_MAX}"


def seed_problem(seed) -> str | None:
    """What a seed must be (SEED_RULE) when `seed` is not one, else None."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        return SEED_RULE
    return None


def check_seed(seed) -> int:
    if seed_problem(seed):
        raise ValueError(f"a seed is {SEED_RULE}, got {seed!r}")
    return seed


def names_problem(names) -> str | None:
    """Why these player names cannot sit at one table, or None: each is text of 1 to NAME_MAX
    characters, not only spaces, and no two are the same (ignoring case and outer spaces)."""
    if not isinstance(names, (list, tuple)):
        return "player names come as a list"
    for name in names:
        if not isinstance(name, str) or not name.strip():
            return "every player needs a name"
        if len(name) > NAME_MAX:
            return f"a name has at most {NAME_MAX} characters ({name[:NAME_MAX]}… is longer)"
    folded = [name.strip().casefold() for name in names]
    if len(set(folded)) != len(folded):
        return "every player needs a different name"
    return None


def check_names(names) -> list:
    problem = names_problem(names)
    if problem:
        raise ValueError(problem)
    return list(names)
