"""Catch a bot decision that runs far over its budget, with what is needed to see why.

Hard's search stops itself at its budget, so a decision that takes several times as long spent
its time somewhere the deadline does not reach: a step outside the search, Python's cycle
collector, or the operating system (CPU time counts the kernel's work for the process too).
`SlowWatch` tells these apart for every decision over a threshold: it prints the user and
system CPU seconds and the collector's share, and saves the bot's view, its legal actions and
its random stream's state, so `bench/replay_decision.py` can run the same decision again under
a profiler.  bench/strength.py uses it with `--report-slow`.
"""

from __future__ import annotations

import gc
import os
import pickle
import time
from collections import Counter
from pathlib import Path

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.files import WriteError, write_atomically


def legal_kinds(legal: list) -> str:
    """What a list of legal actions holds, by kind: "Bid 80, Use 26, Pass 1"."""
    counts = Counter(type(a).__name__ for a in legal)
    return ", ".join(f"{kind} {k}" for kind, k in counts.most_common())


class CollectorClock:
    """CPU seconds the cycle collector has run in this process since it was made (a gc
    callback times every collection)."""

    def __init__(self):
        self.total = 0.0
        self._began = None
        gc.callbacks.append(self._note)

    def _note(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._began = time.process_time()
        elif self._began is not None:
            self.total += time.process_time() - self._began
            self._began = None

    def close(self) -> None:
        gc.callbacks.remove(self._note)


class SlowWatch:
    """Around each decision: `before(rng)`, then `after(...)`, which reports the decision if it
    took more than `threshold` seconds on the match's clock."""

    def __init__(self, threshold: float, folder: str | None, seed: int):
        self.threshold = threshold
        self.folder = Path(folder) if folder else None
        self.seed = seed
        self.collector = CollectorClock()
        self.lines: list = []
        self.count = 0
        self._start = None

    def before(self, rng) -> None:
        self._start = (os.times(), self.collector.total, rng.getstate())

    def after(self, elapsed: float, seat: int, level: str, view, legal: list, bot) -> None:
        self.count += 1
        if elapsed <= self.threshold:
            return
        times, collected, rng_state = self._start
        now = os.times()
        sims = getattr(bot, "last_simulations", None)
        line = (f"  slow decision {self.count} (seed {self.seed}, P{seat + 1} {level}): {elapsed:.2f} s, "
                f"user {now.user - times.user:.2f} + system {now.system - times.system:.2f} CPU-s, "
                f"collector {self.collector.total - collected:.2f}; {view.season} {view.phase}, "
                f"{len(legal)} legal ({legal_kinds(legal)})" + (f", {sims} simulations" if sims is not None else ""))
        if self.folder is not None:
            path = self.folder / f"seed{self.seed}_P{seat + 1}_decision{self.count}.pickle"
            saved = {"level": level, "budget": getattr(bot, "budget", None), "elapsed": elapsed,
                     "view": view, "legal": legal, "rng_state": rng_state}
            try:
                write_atomically(path, pickle.dumps(saved))
                line += f"; saved {path}"
            except WriteError as e:
                line += f"; not saved ({e})"
        self.lines.append(line)

    def close(self) -> list:
        """The report lines, and the collector's callback removed."""
        self.collector.close()
        return self.lines
