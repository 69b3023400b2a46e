"""Counting what the table shows and dealing what it hides (keydesk/rules/unseen.py)."""

import random

from hypothesis import given, strategies as st

from keydesk.rules import Game
from keydesk.rules.components import COLOURS
from keydesk.rules.unseen import deal, skills_on_boats, workers_on_table


@given(st.dictionaries(st.sampled_from(("red", "yellow", "blue", "green")), st.integers(0, 6), min_size=4),
       st.integers(0, 24), st.integers(0, 2**32))
def test_a_deal_takes_exactly_what_it_gives_and_never_more_than_there_is(pool, k, seed):
    names = sorted(pool)
    k = min(k, sum(pool.values()))
    before = dict(pool)
    got = deal(pool, names, k, random.Random(seed).randrange)
    assert sum(got.values()) == k
    assert all(got[n] + pool[n] == before[n] and pool[n] >= 0 for n in names)


def test_a_deal_reads_only_the_names_it_is_given():
    pool = {"red": 3, "green": 5}
    got = deal(pool, ["red"], 3, random.Random(1).randrange)
    assert got == {"red": 3, "green": 0} and pool == {"red": 0, "green": 5}


def test_the_table_shows_every_worker_bid_and_none_behind_the_screens():
    game = Game.new(players=2, seed=7)
    boats = workers_on_table(game.state)  # the boats arrive carrying workers
    assert sum(boats.values()) == sum(sum(cargo[0]) for cargo in game.state.cargo.values() if cargo) > 0
    tile = game.state.auction[0]
    colour = next(c for c in ("red", "yellow", "blue") if game.state.screens[0][c])
    game.play(f"P1 bid {tile} 1 {colour}")
    on_table = workers_on_table(game.state)
    assert {c: on_table[c] - boats[c] for c in COLOURS} == {c: int(c == colour) for c in COLOURS}
    assert workers_on_table(game.view(1)) == on_table  # the rival's view shows the same bid
    assert skills_on_boats(game.state) == skills_on_boats(game.view(1))
