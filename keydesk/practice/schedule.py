"""When each exercise comes back: a small spaced-repetition schedule.

A new exercise is due the day it is made.  Solved, it comes back after 3 days, then (solved
again) after 10; the third solve in a row retires it.  Not yet solved, it comes back the next
day and its run of solves starts again.  Only a try made while the exercise is due counts, so
practising ahead or trying again after an answer moves nothing.

The schedule lives in the keydesk home folder (practice/schedule.yaml), one line per exercise
tried:

    5d41402abc4b2a76-P1-82: {due: '2026-11-30', streak: 1, tries: 2}

`due` is left out once the exercise is retired (`streak` 3).  A damaged file is read as an
empty schedule, with a sentence saying so: it costs the schedule only, never the exercises.
Pure Python: no pygame.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from pathlib import Path

import yaml

from keydesk.files import write_atomically
from keydesk.documents import DocumentError, read_yaml

INTERVALS = (3, 10)  # days before a solved exercise comes back, after one and two solves in a row
RETIRE_AFTER = len(INTERVALS) + 1  # solves in a row that retire an exercise
AGAIN = 1  # days before an exercise not yet solved comes back
HEADER = "# keydesk practice schedule: when each exercise comes back (docs/architecture.md)\n"


@dataclass(frozen=True)
class Entry:
    due: datetime.date | None  # None: retired
    streak: int = 0  # solves in a row
    tries: int = 0  # tries counted

    @property
    def retired(self) -> bool:
        return self.streak >= RETIRE_AFTER


def after_try(entry: Entry, solved: bool, today: datetime.date) -> Entry:
    """The entry after a counted try on `today`."""
    if not solved:
        return Entry(today + datetime.timedelta(days=AGAIN), 0, entry.tries + 1)
    streak = entry.streak + 1
    due = None if streak >= RETIRE_AFTER else today + datetime.timedelta(days=INTERVALS[streak - 1])
    return Entry(due, streak, entry.tries + 1)


class Schedule:
    """{exercise id: Entry}; an exercise never tried is due from the day it was made."""

    def __init__(self, entries: dict | None = None):
        self.entries = dict(entries or {})

    def entry(self, exercise_id: str, made: datetime.date) -> Entry:
        return self.entries.get(exercise_id) or Entry(made)

    def is_due(self, exercise_id: str, made: datetime.date, today: datetime.date) -> bool:
        due = self.entry(exercise_id, made).due
        return due is not None and due <= today

    def record(self, exercise_id: str, made: datetime.date, solved: bool, today: datetime.date) -> Entry | None:
        """Count a try made on `today` if the exercise is due; the new entry, or None when the
        try did not count (not due)."""
        if not self.is_due(exercise_id, made, today):
            return None
        self.entries[exercise_id] = after_try(self.entry(exercise_id, made), solved, today)
        return self.entries[exercise_id]

    def document(self) -> dict:
        out = {}
        for exercise_id, e in sorted(self.entries.items()):
            line = {"due": e.due.isoformat()} if e.due is not None else {}
            out[exercise_id] = line | {"streak": e.streak, "tries": e.tries}
        return out


def read_schedule(path) -> tuple:
    """(Schedule, problem): the schedule in `path` (empty when there is none), and a sentence
    when it could not be used, in which case the schedule is empty and every exercise is due."""
    path = Path(path)
    try:
        return Schedule(_entries(read_yaml(path, "schedule"))), None
    except DocumentError as exc:
        if exc.missing:
            return Schedule(), None
        why = str(exc).removeprefix(f"{path}: ")
        return Schedule(), (f"The practice schedule {path} could not be read ({why}); it starts again, "
                            "so every exercise is due now. The exercises themselves are kept.")
    except ValueError as exc:
        why = str(exc).removeprefix(f"{path}: ")
        return Schedule(), (f"The practice schedule {path} could not be read ({why}); it starts again, "
                            "so every exercise is due now. The exercises themselves are kept.")


def _entries(doc) -> dict:
    """{id: Entry} from the document; ValueError naming the first line that is wrong."""
    if not isinstance(doc, dict):
        raise ValueError("expected a mapping of exercise ids")
    out = {}
    for exercise_id, line in doc.items():
        if not isinstance(exercise_id, str) or not isinstance(line, dict) or set(line) - {"due", "streak", "tries"}:
            raise ValueError(f"the line of {exercise_id!r} is not due, streak and tries")
        streak, tries, due = line.get("streak", 0), line.get("tries", 0), line.get("due")
        if not (_count(streak) and _count(tries) and streak <= min(tries, RETIRE_AFTER)):
            raise ValueError(f"{exercise_id}: streak and tries must be counts, the streak at most the tries")
        if isinstance(due, str):
            due = datetime.date.fromisoformat(due)  # ValueError names a date that is not one
        if (due is None) != (streak >= RETIRE_AFTER) or not (due is None or type(due) is datetime.date):
            raise ValueError(f"{exercise_id}: expected a due date, left out only once retired")
        out[exercise_id] = Entry(due, streak, tries)
    return out


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def write_schedule(path, schedule: Schedule) -> None:
    """Write the schedule atomically; WriteError for the caller to report."""
    write_atomically(path, HEADER + yaml.safe_dump(schedule.document(), sort_keys=False, default_flow_style=None))

