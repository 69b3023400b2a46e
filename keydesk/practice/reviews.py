"""Where practice meets the review: the one place that turns a finished review into exercises
and an accuracy, and the one place the command line gets a game's decisions from.

A review that finishes (the one judged in the background when a game ends, or one the review
screen judged on) is handed to `take_review`, which keeps an exercise for every decision above
the threshold and writes the player's accuracy into the game's line of the record.
`decisions_of` reads a game's decisions from its kept review (keydesk/ai/teaching/kept_review.py) when
one lies beside it, judging only what it lacks, and never writes.  Pure Python.
"""

from __future__ import annotations

import datetime

from keydesk.ai.teaching.accuracy import accuracy
from keydesk.ai.teaching.kept_review import judge_rest, resume_review
from keydesk.history import entry_of, note_accuracy

from keydesk.practice.exercise import exercises_from
from keydesk.practice.folder import keep_exercises


def decisions_of(game, player: int, simulations: int | None = None, kept_at=None, workers=None) -> list:
    """The Decisions of `player` in `game` (keydesk.ai.teaching.review), in game order: those of the
    review kept at `kept_at` where this judge made it, the rest judged now (`workers`: the
    judge's processes, keydesk.ai.teaching.workers)."""
    kept, _ = resume_review(kept_at, game, player, simulations)
    if not kept.complete:
        judge_rest(kept, game, simulations, workers)
    return kept.decisions


def take_review(home, game, player: int, decisions, simulations: int | None = None, complete: bool = True,
                today: datetime.date | None = None) -> list:
    """Keep the exercises of a review of `player` in `game` (only those not kept already) and,
    for a `complete` review, the player's accuracy in the game's line of the record.  The
    exercises added; WriteError (an OSError) for the caller to report."""
    today = today or datetime.date.today()
    entry = entry_of(home, game)
    played_on = str(entry.get("date", ""))[:10] if entry else ""
    if not _is_date(played_on):
        played_on = None
    added = keep_exercises(home, exercises_from(game, player, decisions, simulations, today, played_on))
    if complete and entry is not None and decisions:
        figures = accuracy(decisions)
        note_accuracy(home, game, player, {"decisions": figures.decisions, "within": figures.within,
                                           "given_away": figures.given_away})
    return added


def _is_date(text: str) -> bool:
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True
