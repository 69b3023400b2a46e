"""The judge's worker processes: the same answer as one process, whatever their number; a stop
cancels a search; closing ends them all."""

import multiprocessing
import threading

import pytest

from keydesk.ai.teaching import judge
from keydesk.ai.evaluation.learned import shipped_margin
from keydesk.ai.teaching.rounds import play_rounds
from keydesk.ai.teaching.workers import PARALLEL_FROM, Cancelled, JudgeWorkers
from keydesk.rules.engine import legal_actions, to_move

from .helpers import random_position


def position(seed: int = 4):
    game = random_position(2, seed, actions=3)
    p = to_move(game.state)[0]
    return game.view(p), legal_actions(game.state, game.comps, p)


def test_worker_processes_rank_exactly_as_one_process_does_whatever_their_number():
    view, legal = position()
    alone = judge.rank(view, legal, simulations=PARALLEL_FROM)
    check = judge.compare(view, alone[0][0], alone[-1][0], rounds=PARALLEL_FROM // 2)
    for processes in (2, 3):
        with JudgeWorkers(processes) as workers:
            workers.start(timeout=60)
            assert workers.parallel and len(multiprocessing.active_children()) == processes
            assert judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == alone  # values to the bit
            assert judge.compare(view, alone[0][0], alone[-1][0], rounds=PARALLEL_FROM // 2, workers=workers) == check
            assert workers.batches == 4  # three halvings and the check, each sent to the processes
        assert multiprocessing.active_children() == []  # closing ends them


def test_the_first_search_plays_here_while_the_processes_start():
    view, legal = position()
    with JudgeWorkers(2) as workers:
        assert judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == \
            judge.rank(view, legal, simulations=PARALLEL_FROM)
        workers.start(timeout=60)
        judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers)
        assert workers.batches > 0


def test_a_stop_cancels_the_search_and_the_workers_serve_the_next_one():
    view, legal = position()
    alone = judge.rank(view, legal, simulations=PARALLEL_FROM)
    with JudgeWorkers(2) as workers:
        workers.start(timeout=60)
        asked = threading.Event()

        def stop():  # the asker's Cancel, pressed while the first batch is out
            asked.set()
            return True

        with pytest.raises(Cancelled):
            judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers, stop=stop)
        assert asked.is_set()
        assert judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == alone
    assert multiprocessing.active_children() == []


def test_a_search_that_asks_closed_workers_is_cancelled():
    """Their owner closed them (the window is going): a hint or review still running stops."""
    view, legal = position()
    workers = JudgeWorkers(2)
    workers.close()
    assert not workers.parallel
    for simulations in (20, PARALLEL_FROM):
        with pytest.raises(Cancelled):
            judge.rank(view, legal, simulations=simulations, workers=workers)
    assert multiprocessing.active_children() == []


def test_rounds_are_whole_and_numbered():
    """A stop keeps only whole rounds, and round r is the same whichever rounds come before it."""
    view, legal = position()
    moves = [a for a, _ in judge.rank(view, legal, simulations=20)][:3]
    objective = shipped_margin()[0]
    six = play_rounds(view, moves[0].player, moves, 77, range(6), objective, 60.0)
    assert len(six) == 6 and all(len(values) == 3 for values in six)
    assert play_rounds(view, moves[0].player, moves, 77, range(4, 6), objective, 60.0) == six[4:]
    calls = []
    cut = play_rounds(view, moves[0].player, moves, 77, range(6), objective, 60.0,
                      stop=lambda: calls.append(1) or len(calls) > 7)  # stops during the third round
    assert cut == six[:2]


def test_renewed_workers_are_new_processes_and_answer_the_same():
    view, legal = position()
    alone = judge.rank(view, legal, simulations=PARALLEL_FROM)
    with JudgeWorkers(2) as workers:
        assert not workers.renew(after=0)  # nothing started: nothing to renew
        workers.start(timeout=60)
        before = {p.pid for p in multiprocessing.active_children()}
        assert judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == alone
        assert workers.renew(after=0)
        assert len(multiprocessing.active_children()) >= 2  # the new ones are starting already
        assert judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == alone  # here while they start
        workers.start(timeout=60)
        after = {p.pid for p in multiprocessing.active_children()} - before
        assert len(after) == 2 and judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers) == alone


def test_workers_playing_a_batch_are_not_renewed():
    view, legal = position()
    with JudgeWorkers(2) as workers:
        workers.start(timeout=60)
        renewed = []

        def stop():  # asked while the batch is with the processes
            renewed.append(workers.renew(after=0))
            return False

        judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers, stop=stop)
        assert renewed and not any(renewed)
        assert workers.renew(after=0)  # once the search is over


def test_workers_that_played_less_than_a_games_worth_are_kept():
    view, legal = position()
    with JudgeWorkers(2) as workers:
        workers.start(timeout=60)
        judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers)  # three batches
        assert not workers.renew(after=4)
        judge.rank(view, legal, simulations=PARALLEL_FROM, workers=workers)
        assert workers.renew(after=4)
