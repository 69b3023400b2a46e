"""Hard's decisions pause Python's cycle collector (keydesk/ai/bots/collector.py says why) and leave
it as they found it: running after a decision, even one that raised; paused if it was paused."""

import gc
import random
from contextlib import contextmanager

import pytest

import keydesk.ai.bots.hard as hard
from keydesk.ai.bots.hard import HardBot

from .helpers import random_position


def busy_spring():
    game = random_position(2, seed=3, actions=0)
    p = game.to_move[0]
    return game.view(p), game.legal_actions(p)


@contextmanager
def collections_seen():
    """The cycle collections that start inside the block, with one due every hundred new
    containers: a decision makes many thousands, so any stretch of it that ran with the
    collector on would show some."""
    seen, threshold = [], gc.get_threshold()

    def note(phase, info):
        if phase == "start":
            seen.append(info["generation"])
    gc.set_threshold(100)
    gc.collect()  # the count of new containers starts at nought
    gc.callbacks.append(note)
    try:
        yield seen
    finally:
        gc.callbacks.remove(note)
        gc.set_threshold(*threshold)


def test_collections_are_seen_while_the_collector_runs():
    with collections_seen() as seen:
        [[i] for i in range(1000)]
    assert seen


def test_no_collection_runs_during_a_decision_and_the_collector_runs_after():
    bot, position = HardBot(simulations=12), busy_spring()
    assert gc.isenabled()
    with collections_seen() as seen:
        bot.choose(*position, random.Random(1))
    assert seen == [] and gc.isenabled()


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


def test_a_placement_is_chosen_with_no_collection_running():
    """The whole decision is paused, Hard's placement as well as the search and the one-step
    ranking: a full collection landing in it would take most of a second of its budget."""
    game = random_position(2, seed=3, actions=0, phase="place")
    p = game.to_move[0]
    bot, view, legal = HardBot(simulations=12), game.view(p), game.legal_actions(p)
    with collections_seen() as seen:
        action = bot.choose(view, legal, random.Random(1))
    assert seen == [] and action in game.legal_actions(p)
    assert gc.isenabled()
