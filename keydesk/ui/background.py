"""Long computations (a hint, a game review) on a worker thread, so the window keeps drawing.

The UI thread starts a Job, polls `done` each frame, shows `progress`, and may `cancel()`; the
work function gets the job and should look at `job.cancelled` between steps and report with
`job.report(fraction)`.  Results are only read on the UI thread once `done` is set, so nothing
the window draws is ever touched from two threads.  Python threads share one interpreter lock,
so the work yields it every few milliseconds and frames keep coming, a little slower.
"""

from __future__ import annotations

import threading

from keydesk.ui.frames import wake


class Job:
    def __init__(self, work, name: str = "keydesk-job"):
        self._cancel = threading.Event()
        self.progress = 0.0
        self.result = None
        self.error: str | None = None
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(work,), name=name, daemon=True).start()

    def _run(self, work) -> None:
        try:
            self.result = work(self)
        except Exception as exc:  # a bug in the advice must not take the table down: say it instead
            self.error = f"{type(exc).__name__}: {exc}"
        self._done.set()
        wake()  # a resting window draws the result at once

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def report(self, fraction: float) -> None:
        self.progress = max(0.0, min(1.0, fraction))

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and the command line; the window polls `done` instead)."""
        return self._done.wait(timeout)
