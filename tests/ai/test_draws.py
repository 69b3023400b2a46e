"""keydesk.ai.bots.draws makes the playouts' draws the way random.Random makes them: for many
seeds and sizes the same results, and the generator left in the same state, so a simulation
plays the same moves with them as with the library's functions."""

import random

import pytest

from keydesk.ai.bots import draws


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 14, 17, 33])
def test_shuffle_draws_as_the_library_does(size):
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, library = list(range(size)), list(range(size))
        draws.shuffle(ours, mine)
        theirs.shuffle(library)
        assert mine == library and ours.getstate() == theirs.getstate()
    assert sorted(mine) == list(range(size))


def test_six_turns_draw_as_the_library_samples_them():
    seen = set()
    for seed in range(2000):
        ours, theirs = random.Random(seed), random.Random(seed)
        turns = draws.six_turns(ours)
        assert turns == theirs.sample(range(6), 6) and ours.getstate() == theirs.getstate()
        seen.add(tuple(turns))
    assert len(seen) > 600  # most of the 720 orders come up


def test_choice_draws_as_the_library_does():
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        for seq in (["a"], ["a", "b"], list("abcde"), list(range(9)), tuple(range(64)), list(range(65))):
            assert draws.choice(ours, seq) == theirs.choice(seq)
        assert ours.getstate() == theirs.getstate()
