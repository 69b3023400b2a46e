"""The judge's worker processes: a search's rounds played on every core the machine has.

Python threads share one interpreter lock, so a hint computed on a thread uses one core and
slows the window it runs beside.  The judge's rounds (rounds.py) are independent of each
other, so a search sends them, a batch at a time, to a few worker processes and adds up what
comes back in round order: the answer is the one a single process would give, bit for bit,
however many cores there are.

`JudgeWorkers` owns the processes.  One object, one lifetime: the window makes one (App) and
closes it on exit, `main.py review` makes one for the command (`with JudgeWorkers() as w:`).
The processes start at the first search that needs them (a test or a small search never
does: below `PARALLEL_FROM` simulations the rounds are played in the asking thread, as with
no workers at all); that search goes on in the asking thread while they start, and the next
ones are theirs.  They stay for the window's or the command's life (renewed, by `renew`, when a
game begins or the window is back at the menu after some ten hints' searches), each holding
between searches the bots' memo tables, kept small (WORKER_MEMO), and the last search's
evaluation memo.  They are started fresh ("spawn"), not forked from a window with threads
running, and read nothing but the player's masked view they are sent.

Stopping: `stop()` of the asker (a Cancel, a hint put away) is polled while the workers play;
when it says stop, the batch's flag is raised in memory the workers share, each checks it
before every simulation, and they drop the batch within one simulation.
"""

from __future__ import annotations

import os
import signal
import threading
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
import multiprocessing

from keydesk.rules.components import load_components

from keydesk.ai.evaluation.learned import shipped_margin
from keydesk.ai.bots.memo import Memo
from keydesk.ai.teaching.rounds import play_rounds

SHARDS = 4  # a batch of rounds is cut into this many parts, whatever the number of processes
MAX_PROCESSES = SHARDS  # never more processes than parts
PARALLEL_FROM = 100  # simulations: a smaller search is over before a batch's messages pay
POLL = 0.02  # seconds between looks at the asker's stop() while the workers play
SLOTS = 256  # stop flags, reused in turn (a batch is long finished before its slot comes round)
WORKER_MEMO = 20000  # entries in all of a worker's memo tables beyond which a new search empties them
RENEW_AFTER = 40  # batches (a hint is about four) after which a new game or the menu renews the workers: about ten hints grow a worker most of the way (to some 95 MB)


class Cancelled(Exception):
    """The asker stopped the search (Cancel, or a hint the game has moved past)."""


def machine_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not every system can say
        return os.cpu_count() or 1


_FLAGS = None  # in a worker: the shared stop flags
_MEMO = {"base": None, "cache": {}}  # in a worker: the evaluation's memo of the search it last played for


def _start_worker(flags) -> None:
    """Each worker at its start: keep the stop flags; leave Ctrl+C to the asking process, which
    closes the workers itself."""
    global _FLAGS
    _FLAGS = flags
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _get_ready() -> None:
    """In a worker, at its start: read the game's components and the evaluation's model now,
    not in the first search."""
    load_components()
    shipped_margin()


def _play_part(slot: int, batch: int, args: tuple) -> list:
    """In a worker: one part of a batch (play_rounds' arguments), stopped by the batch's flag.
    The parts of one search (one seed, `base`) share the evaluation's memo, as in one process;
    the next search starts it afresh, so a worker holds at most one search's.  The bots' memo
    tables (memo.py) are kept from search to search until they hold WORKER_MEMO entries in all,
    then emptied: a worker stays far below the tables' own bounds, which are set for the
    window's process, where Hard thinks too."""
    base = args[3]
    if _MEMO["base"] != base:
        _MEMO["base"], _MEMO["cache"] = base, {}
        if sum(len(table) for table in Memo.all_tables()) > WORKER_MEMO:
            Memo.empty_all()
    return play_rounds(*args, stop=lambda: _FLAGS[slot] == batch, cache=_MEMO["cache"])


class JudgeWorkers:
    def __init__(self, processes: int | None = None):
        """`processes` None: one per core, at most MAX_PROCESSES.  One process is no help
        (the asking thread plays the rounds itself)."""
        self.processes = min(MAX_PROCESSES, processes or machine_cores())
        self._lock = threading.Lock()
        self._context = multiprocessing.get_context("spawn")
        self._flags = None
        self._pool = None
        self._starting: list = []  # the processes' first tasks (_get_ready), done once they have started
        self._batches = 0
        self._out = 0  # searches whose batches are with the processes now
        self._played = 0  # batches the processes now running have played
        self._closed = False

    @property
    def parallel(self) -> bool:
        """Do they play rounds in processes of their own (more than one core, not closed)?"""
        return self.processes > 1 and not self._closed

    @property
    def closed(self) -> bool:
        return self._closed

    def __enter__(self) -> "JudgeWorkers":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def batches(self) -> int:
        """Batches of rounds sent to the processes so far."""
        return self._batches

    def start(self, timeout: float | None = None) -> None:
        """Start the processes now rather than at the first search; with `timeout`, wait until
        they have started, at most that many seconds (the benches and tests time searches, not
        the start)."""
        if self.parallel:
            self._started()
            if timeout is not None:
                wait(self._starting, timeout=timeout)

    def _started(self, claim: bool = False):
        """(the pool, a new batch number) once the processes have started; None while they are
        starting (the first call starts them, in the background).  `claim`: the batch is sent
        now, so the pool is not renewed until `_release`."""
        with self._lock:
            if self._pool is None:
                self._flags = self._context.Array("q", SLOTS, lock=False)
                self._pool = ProcessPoolExecutor(self.processes, mp_context=self._context,
                                                 initializer=_start_worker, initargs=(self._flags,))
                self._starting = [self._pool.submit(_get_ready) for _ in range(self.processes)]
            if not all(future.done() for future in self._starting):
                return None
            self._batches += 1
            self._played += 1
            self._out += claim
            return self._pool, self._batches

    def _release(self) -> None:
        with self._lock:
            self._out -= 1

    def renew(self, after: int = RENEW_AFTER) -> bool:
        """End the processes if they have played at least `after` batches and none is playing
        one now, and start new ones in the background (True).  A worker keeps the size of the
        busiest search it has played: its memo tables are emptied between searches, but the
        memory they held stays with the process (about 95 MB a worker after a game's hints, from
        26 MB when started; bench/soak.py).  So the window renews them when a game begins and
        when it is back at the menu, once they have played some ten hints' worth.  The new
        processes start at once, not at the next search: the new game's first hint, seconds
        later, finds them ready instead of playing its rounds on one core while they start."""
        with self._lock:
            if self._pool is None or self._out or self._closed or self._played < after:
                return False
            pool, self._pool, self._played = self._pool, None, 0
        pool.shutdown(wait=True)  # idle processes: they end at once
        self._started()
        return True

    def play(self, view, player: int, actions: list, base: int, rounds: range, objective, time_left: float,
             stop=None, cache=None) -> list:
        """play_rounds for `rounds`, cut into SHARDS parts played by the workers; the rounds'
        values in round order.  Cancelled when `stop()` says so before the last part is back.
        While the processes are starting (the first search of the window or the command) the
        rounds are played here, with the search's memo `cache`, as they are when there are no
        workers: the answer is the same, and nobody waits for a process to start."""
        if self._closed:  # the owner has closed them: the window is going, nothing more is asked
            raise Cancelled
        started = self._started(claim=True) if self.parallel else None
        if started is None:
            return _checked(play_rounds(view, player, actions, base, rounds, objective, time_left, stop, cache), stop)
        try:
            return self._play(*started, view, player, actions, rounds, base, objective, time_left, stop, cache)
        finally:
            self._release()

    def _play(self, pool, batch, view, player, actions, rounds, base, objective, time_left, stop, cache) -> list:
        """One batch of `play`, cut into parts and sent to the processes of `pool`."""
        slot = batch % SLOTS
        parts = [rounds[k * len(rounds) // SHARDS:(k + 1) * len(rounds) // SHARDS] for k in range(SHARDS)]
        try:
            jobs = [(part, pool.submit(_play_part, slot, batch,
                                       (view, player, actions, base, part, objective, time_left)))
                    for part in parts if part]
        except RuntimeError:  # closed meanwhile (the window's exit)
            raise Cancelled from None
        futures = [future for _, future in jobs]
        try:
            while True:
                done, waiting = wait(futures, timeout=POLL, return_when=FIRST_EXCEPTION)
                if stop is not None and stop():
                    self._flags[slot] = batch
                    raise Cancelled
                if not waiting or any(f.exception() for f in done):
                    break
            out = []
            for part, future in jobs:
                values = future.result()
                out += values
                if len(values) < len(part):  # the guard cut this part short: later rounds go too
                    break
            return out
        except BrokenProcessPool:  # a worker was killed: start afresh next time, play these here
            self._drop_pool()
            return _checked(play_rounds(view, player, actions, base, rounds, objective, time_left, stop, cache), stop)

    def _drop_pool(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop whatever the workers play and end the processes (the window's exit, the end of a
        command).  A search that asks them afterwards is Cancelled."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
            if self._flags is not None:
                for slot in range(SLOTS):  # every batch still out stops at its next simulation
                    self._flags[slot] = self._batches - (self._batches - slot) % SLOTS
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def play(workers, view, player: int, actions: list, base: int, rounds: range, objective, time_left: float,
         stop=None, cache=None) -> list:
    """The values of `rounds` (see play_rounds), by `workers` when there are some, else here
    (with the search's memo `cache`); Cancelled if `stop()` says so before they are all played."""
    if workers is not None:
        return workers.play(view, player, actions, base, rounds, objective, time_left, stop, cache)
    return _checked(play_rounds(view, player, actions, base, rounds, objective, time_left, stop, cache), stop)


def _checked(values: list, stop) -> list:
    if stop is not None and stop():
        raise Cancelled
    return values
