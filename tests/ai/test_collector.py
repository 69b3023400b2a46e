"""Hard's decisions pause Python's cycle collector (keydesk/ai/collector.py says why) and leave
it as they found it: running after a decision, even one that raised; paused if it was paused."""

import gc
import random

import pytest

import keydesk.ai.hard as hard
from keydesk.ai.hard import HardBot

from .helpers import random_position


def busy_spring():
    game = random_position(2, seed=3, actions=0)
    p = game.to_move[0]
    return game.view(p), game.legal_actions(p)


def test_the_collector_is_paused_during_the_search_and_running_after(monkeypatch):
    seen, real = [], hard.playout

    def spy(*args):
        seen.append(gc.isenabled())
        return real(*args)
    monkeypatch.setattr(hard, "playout", spy)
    assert gc.isenabled()
    HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
    assert len(seen) == 12 and not any(seen)
    assert gc.isenabled()


def test_a_search_that_raises_still_resumes_the_collector(monkeypatch):
    def broken(*args):
        raise RuntimeError("playout failed")
    monkeypatch.setattr(hard, "playout", broken)
    with pytest.raises(RuntimeError):
        HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
    assert gc.isenabled()


def test_a_collector_paused_by_the_caller_stays_paused():
    gc.disable()
    try:
        HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_what_the_search_leaves_alive_goes_to_the_oldest_generation():
    """Left young, the survivors (memo tables by the ten thousand) would all be walked by the
    first collection after the search, a pause inside the decision."""
    assert gc.isenabled()
    HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
    young = gc.get_objects(generation=0) + gc.get_objects(generation=1)
    assert len(young) < 100  # what `choose` itself made after the search, not the search's thousands


def test_the_one_step_ranking_runs_paused_too(monkeypatch):
    """A collection that landed in the ranking would count against the budget like one in the
    search (a full one of a large heap takes most of a second)."""
    seen, real = [], hard.rank_one_step

    def spy(*args):
        seen.append(gc.isenabled())
        return real(*args)
    monkeypatch.setattr(hard, "rank_one_step", spy)
    HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
    assert seen == [False]
    assert gc.isenabled()


def test_a_placement_is_chosen_with_the_collector_paused(monkeypatch):
    game = random_position(2, seed=3, actions=0, phase="place")
    p = game.to_move[0]
    seen, real = [], hard.valued_placement

    def spy(*args):
        seen.append(gc.isenabled())
        return real(*args)
    monkeypatch.setattr(hard, "valued_placement", spy)
    action = HardBot(simulations=12).choose(game.view(p), game.legal_actions(p), random.Random(1))
    assert seen == [False] and action in game.legal_actions(p)
    assert gc.isenabled()
