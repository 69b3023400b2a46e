"""Where practice meets the review: the one place that turns a finished review into exercises
and an accuracy, and the one place the command line gets a game's decisions from.

A review that finishes (today: the review screen's, judged while the player waits) is handed
to `take_review`, which keeps an exercise for every decision above the threshold and writes the
player's accuracy into the game's line of the record.  `decisions_of` judges a game's decisions
with the review itself (keydesk.ai.review); once reviews are kept with finished games, it reads
the kept one instead, and the writer of kept reviews calls `take_review`.  Pure Python.
"""

from __future__ import annotations

import datetime

from keydesk.ai.accuracy import accuracy
from keydesk.ai.review import review_game
from keydesk.record import entry_of, note_accuracy

from .exercise import exercises_from
from .folder import keep_exercises


def decisions_of(game, player: int, simulations: int | None = None) -> list:
    """The Decisions of `player` in `game` (keydesk.ai.review), in game order."""
    return review_game(game, player, simulations=simulations)


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
