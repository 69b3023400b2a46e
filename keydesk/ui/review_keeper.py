"""Reviews judged in the background and kept with their games, so Review opens at once.

When a game ends at the table, each person's review starts while the final scores show
(`begin`), on a worker thread with the judge's worker processes, and is written to its file
beside the kept game (keydesk.history.review_file; format: keydesk/ai/teaching/kept_review.py) after
every decision.  The review scene asks for one (`review`): a review still being judged is
shown as it goes, a kept one opens at once, a kept one cut short goes on where it stopped, and
one kept by another judge (another version, evaluation or budget) or damaged is judged again
with a sentence saying so.  A review goes on when its scene is left, until it is done,
cancelled (the scene's Cancel) or the window closes; a game not in the record (a save opened
from elsewhere, the tutorial's) has nowhere to keep its review, so leaving stops that one.
While a game is being played at the table (`hold()`), a review waits between two decisions:
the bots think on a clock, and the hint wants the cores; it goes on when the table is left.

The keeper owns its running reviews (at most one per game and player, dropped once done) and
the files of the games finished in this run, the last few.  One keeper per window (App).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from pathlib import Path

from keydesk.files import WriteError
from keydesk.history import GAMES_DIR, MAX_PLAYERS, review_file

from keydesk.ui.background import Job

FINISHED_KEPT = 16  # games finished in this run whose kept files are remembered for Review
STOP_WAIT = 10.0  # seconds a stopped review may take to finish its simulation and last write
HOLD_POLL = 0.25  # seconds between looks at hold() while a review waits


class ReviewJob:
    """One player's review of one game: read from its kept file, judged on for what is missing
    (on a background Job), kept as it goes.  Read `done`, `decisions` (in game order),
    `cancelled`, `error` and `note` on the UI thread; `reached` and `total` at any time."""

    def __init__(self, game, player: int, path, workers, simulations: int | None, hold=lambda: False, home=None):
        from keydesk.ai.teaching.kept_review import resume_review  # the bots load only when a review runs
        from keydesk.ai.teaching.review import decision_indices

        self.game, self.player, self.path, self.home = game, player, path, home
        self.exercises = 0  # exercises the finished review added to the practice (keydesk.practice)
        self.workers, self.simulations, self.hold = workers, simulations, hold
        self.held = False  # waiting for the table to be left
        self.moves = decision_indices(game, player)  # where in the log the player moved, forced moves too
        self.total = len(self.moves)
        # what the window should say about the kept review (judged again, could not be kept)
        self.kept, self.note = resume_review(path, game, player, simulations)
        self.job = None if self.kept.complete else Job(self._work, name="keydesk-review")

    def _work(self, job) -> None:
        from keydesk.ai.teaching.kept_review import judge_rest
        from keydesk.ai.teaching.workers import Cancelled

        def after_each(kept) -> None:
            self._keep(kept)
            while self.hold() and not job.cancelled:
                self.held = True
                time.sleep(HOLD_POLL)
            self.held = False

        try:
            judge_rest(self.kept, self.game, self.simulations, self.workers, lambda: job.cancelled, after_each)
        except Cancelled:
            return
        self._practise()

    def _practise(self) -> None:
        """A person's finished review: its mistakes become exercises and its accuracy goes into
        the game's line of the record (keydesk.practice); a write that fails is told."""
        from keydesk.practice import take_review

        if self.home is None or self.game.seats[self.player] != "human" or not self.kept.decisions:
            return
        try:
            self.exercises = len(take_review(self.home, self.game, self.player, self.kept.decisions,
                                             self.simulations))
        except WriteError as exc:
            self.note = f"The review's exercises could not be kept: {exc}"

    def _keep(self, kept) -> None:
        """Write the review as judged so far; a write that fails is told once and not tried again."""
        from keydesk.ai.teaching.kept_review import write_kept_review

        if self.path is None:
            return
        try:
            write_kept_review(self.path, kept)
        except WriteError as exc:
            self.note, self.path = f"The review could not be kept: {exc}", None

    @property
    def done(self) -> bool:
        return self.job is None or self.job.done

    @property
    def error(self) -> str | None:
        """Why the judging stopped, if something went wrong in it (a sentence for the window)."""
        return self.job.error if self.job is not None and self.job.done else None

    @property
    def cancelled(self) -> bool:
        return self.job is not None and self.job.cancelled

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def stop(self) -> None:
        """Cancel and wait for the judging to end (within one simulation and its last write)."""
        if self.job is not None:
            self.job.cancel()
            self.job.wait(STOP_WAIT)

    @property
    def decisions(self) -> list:
        return list(self.kept.decisions)

    @property
    def reached(self) -> int:
        """The player's moves looked at so far (forced ones included)."""
        return sum(1 for i in self.moves if i < self.kept.reached)


class ReviewKeeper:
    def __init__(self, home, workers, hold=lambda: False):
        """`hold()`: is a game being played at the table (the reviews wait meanwhile)?"""
        self.home, self.workers, self.hold = Path(home), workers, hold
        self.running: dict = {}  # (game digest, player) -> ReviewJob not yet done
        self.finished: OrderedDict = OrderedDict()  # game digest -> its kept file, the last FINISHED_KEPT

    def begin(self, game, kept_file) -> None:
        """A game just ended and was kept at `kept_file` (relative to the home folder): start the
        review of each person at the table."""
        from keydesk.rules.formats.saves import game_digest

        digest = game_digest(game)
        self.finished[digest] = self.home / kept_file
        self.finished.move_to_end(digest)
        while len(self.finished) > FINISHED_KEPT:
            self.finished.popitem(last=False)
        for player, seat in enumerate(game.seats):
            if seat == "human":
                self.review(game, player)

    def review(self, game, player: int, source=None, simulations: int | None = None) -> ReviewJob:
        """The review of `player` of `game`: the one being judged, or one read from its kept file
        and judged on.  `source`: the file the game was opened from (its review is kept beside it
        when it is one of the record's games); `simulations` None: the hint's budget."""
        from keydesk.rules.formats.saves import game_digest

        digest = game_digest(game)
        self._forget_done()
        job = self.running.get((digest, player))
        if job is not None and job.simulations == simulations and not job.cancelled:
            return job
        if job is not None:  # cancelled, or for another budget: its last write must not follow ours
            job.stop()
        game_file = self.kept_file(source) or self.finished.get(digest)
        path = review_file(game_file, player) if game_file is not None else None
        job = ReviewJob(game, player, path, self.workers, simulations, self.hold, self.home)
        if not job.done:
            self.running[(digest, player)] = job
        return job

    @property
    def busy(self) -> bool:
        """Is a review being judged?"""
        return any(not job.done for job in self.running.values())

    def kept_file(self, source):
        """`source` if it is one of the games the record keeps (in its games folder), else None."""
        if source is None:
            return None
        path = Path(source).resolve()
        return path if path.parent == (self.home / GAMES_DIR).resolve() else None

    def _forget_done(self) -> None:
        for key in [k for k, job in self.running.items() if job.done]:
            del self.running[key]

    def stop(self, game_file) -> None:
        """Stop the reviews of the game kept at `game_file` and wait for their last write (the
        game is about to be deleted with its reviews)."""
        reviews = {review_file(Path(game_file).resolve(), p) for p in range(MAX_PLAYERS)}
        for key, job in list(self.running.items()):
            if job.path is not None and Path(job.path).resolve() in reviews:
                job.stop()
                del self.running[key]

    def close(self) -> None:
        """Stop every review being judged (the window closes); what was judged is kept."""
        for job in self.running.values():
            job.cancel()
        for job in self.running.values():
            job.stop()
        self.running.clear()
