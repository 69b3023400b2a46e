"""bench/slow_decisions.py and bench/replay_decision.py: a slow decision is reported, saved and
replayed from the same view, legal actions and random stream."""

import gc
import random

import pytest

from keydesk.ai import make_bot
from tests.rules.helpers import two_player

from .helpers import load_bench


@pytest.fixture(scope="module")
def slow():
    return load_bench("slow_decisions")


@pytest.fixture(scope="module")
def replay():
    return load_bench("replay_decision")


def _decide(watch, elapsed, seed=7):
    """One Medium decision on P1's spring turn, reported to `watch` as taking `elapsed` s."""
    g = two_player()
    view, legal = g.view(0), g.legal_actions(0)
    rng = random.Random(seed)
    bot = make_bot("medium")
    watch.before(rng)
    action = bot.choose(view, legal, rng)
    watch.after(elapsed, 0, "medium", view, legal, bot)
    return legal, action


def test_only_decisions_over_the_threshold_are_reported_and_saved(slow, tmp_path):
    watch = slow.SlowWatch(0.5, str(tmp_path), seed=4242)
    _decide(watch, 0.4)
    legal, _ = _decide(watch, 0.75)
    lines = watch.close()
    assert len(lines) == 1
    line = lines[0]
    assert line.startswith("  slow decision 2 (seed 4242, P1 medium): 0.75 s, user ")
    assert "spring actions" in line and f"{len(legal)} legal (" in line
    saved = sorted(tmp_path.iterdir())
    assert [p.name for p in saved] == ["seed4242_P1_decision2.pickle"]
    assert f"saved {saved[0]}" in line


def test_the_saved_decision_replays_to_the_same_choice(slow, replay, tmp_path):
    watch = slow.SlowWatch(0.0, str(tmp_path), seed=1)
    legal, action = _decide(watch, 0.01)
    watch.close()
    saved = replay.load(str(next(tmp_path.iterdir())))
    assert saved["legal"] == legal and saved["level"] == "medium"
    rng = random.Random()
    rng.setstate(saved["rng_state"])
    assert make_bot("medium").choose(saved["view"], saved["legal"], rng) == action


def test_the_collector_clock_counts_a_collection(slow):
    clock = slow.CollectorClock()
    try:
        gc.collect()
        assert clock.total > 0
    finally:
        clock.close()
    assert clock._note not in gc.callbacks


def test_replay_refuses_a_file_it_did_not_write_with_a_sentence(replay, tmp_path):
    missing = tmp_path / "none.pickle"
    with pytest.raises(SystemExit, match="cannot read .*none.pickle"):
        replay.load(str(missing))
    junk = tmp_path / "junk.pickle"
    junk.write_text("not a pickle")
    with pytest.raises(SystemExit, match="is not a decision saved by bench/strength.py --slow-dir"):
        replay.load(str(junk))


def test_legal_kinds_counts_by_kind_most_first(slow):
    g = two_player()
    kinds = slow.legal_kinds(g.legal_actions(0))
    names = [part.split()[0] for part in kinds.split(", ")]
    counts = [int(part.split()[1]) for part in kinds.split(", ")]
    assert "Pass" in names and counts == sorted(counts, reverse=True)
    assert sum(counts) == len(g.legal_actions(0))
