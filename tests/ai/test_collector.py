"""Hard's decisions pause Python's cycle collector (keydesk/ai/bots/collector.py says why) and leave
it as they found it: running after a decision, even one that raised; paused if it was paused.
With another thread alive (the table's, while a bot or the hint thinks), the end of a pause
collects the young generations, so what that thread left in cycles meanwhile is freed."""

import gc
import random
import threading
import weakref
from contextlib import contextmanager

import pytest

import keydesk.ai.bots.collector as collector
import keydesk.ai.bots.hard as hard
from keydesk.ai.bots.collector import collector_paused
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


@pytest.fixture
def alone(monkeypatch):
    """As in a bench or on the command line: no other thread at work (whatever threads earlier
    tests left waiting)."""
    monkeypatch.setattr(collector, "others_at_work", lambda: False)


@pytest.fixture
def another_thread():
    """As at the table: another thread is alive while the bot decides."""
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait, name="the table")
    thread.start()
    yield thread
    stop.set()
    thread.join()


class Node:
    """Something that can be in a reference cycle."""


def test_collections_are_seen_while_the_collector_runs():
    with collections_seen() as seen:
        [[i] for i in range(1000)]
    assert seen


def test_no_collection_runs_during_a_decision_and_the_collector_runs_after(alone):
    bot, position = HardBot(simulations=12), busy_spring()
    assert gc.isenabled()
    with collections_seen() as seen:
        bot.choose(*position, random.Random(1))
    assert seen == [] and gc.isenabled()


@pytest.mark.usefixtures("another_thread")
def test_with_another_thread_alive_one_young_collection_ends_the_decision():
    bot, position = HardBot(simulations=12), busy_spring()
    with collections_seen() as seen:
        bot.choose(*position, random.Random(1))
    assert seen == [1] and gc.isenabled()


@pytest.mark.usefixtures("another_thread")
def test_cycles_another_thread_leaves_during_a_pause_are_freed_when_it_ends():
    """The table's thread goes on drawing while a bot thinks; the cycles its gui leaves (an old
    text box layout holding its surfaces) must not wait for a full collection."""
    refs = []

    def draw_frames():
        for _ in range(200):
            node = Node()
            node.me = node
            refs.append(weakref.ref(node))
    with collector_paused():
        frames = threading.Thread(target=draw_frames)
        frames.start()
        frames.join()
        assert sum(ref() is not None for ref in refs) == 200
    assert sum(ref() is not None for ref in refs) == 0


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


@pytest.mark.parametrize("company", ["alone", "another_thread"])
def test_what_the_search_leaves_alive_goes_to_the_oldest_generation(company, request):
    """Left young, the survivors (memo tables by the ten thousand) would all be walked by the
    first collection after the search, a pause inside the decision."""
    request.getfixturevalue(company)
    assert gc.isenabled()
    HardBot(simulations=12).choose(*busy_spring(), random.Random(1))
    young = gc.get_objects(generation=0) + gc.get_objects(generation=1)
    assert len(young) < 100  # what `choose` itself made after the search, not the search's thousands


def test_a_placement_is_chosen_with_no_collection_running(alone):
    """The whole decision is paused, Hard's placement as well as the search and the one-step
    ranking: a full collection landing in it would take most of a second of its budget."""
    game = random_position(2, seed=3, actions=0, phase="place")
    p = game.to_move[0]
    bot, view, legal = HardBot(simulations=12), game.view(p), game.legal_actions(p)
    with collections_seen() as seen:
        action = bot.choose(view, legal, random.Random(1))
    assert seen == [] and action in game.legal_actions(p)
    assert gc.isenabled()
