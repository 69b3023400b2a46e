"""The practice in the keydesk home folder: one file per exercise in practice/exercises/, and
the schedule in practice/schedule.yaml (schedule.py).

Each part fails alone: an exercise file that cannot be read is left out with a sentence naming
it, and a damaged schedule is read as an empty one with a sentence (every exercise is due
again), so neither costs anything else.  Every write is atomic (keydesk.files); a failed one
raises WriteError for the window or the command line to report.  Pure Python: no pygame.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path

from keydesk.files import write_atomically

from keydesk.practice.exercise import Exercise, PracticeError, read_exercise
from keydesk.practice.schedule import Entry, Schedule, read_schedule, write_schedule

PRACTICE_DIR = "practice"


def exercises_dir(home) -> Path:
    return Path(home) / PRACTICE_DIR / "exercises"


def schedule_path(home) -> Path:
    return Path(home) / PRACTICE_DIR / "schedule.yaml"


def keep_exercises(home, exercises) -> list:
    """Write the exercises not already kept (an exercise keeps its file, and its place in the
    schedule, however often its game is reviewed); the ones written."""
    folder = exercises_dir(home)
    new = [e for e in exercises if not (folder / f"{e.id}.yaml").exists()]
    for e in new:
        write_atomically(folder / f"{e.id}.yaml", e.text())
    return new


@dataclass
class Practice:
    """The exercises still to learn, their schedule, and what could not be read."""

    exercises: list  # readable and not retired
    schedule: Schedule
    retired: int = 0
    problems: list = field(default_factory=list)  # sentences for the player

    def entry(self, exercise: Exercise) -> Entry:
        return self.schedule.entry(exercise.id, exercise.made)

    def due(self, today: datetime.date) -> list:
        """The exercises due on `today`: longest waiting first, then the most points at stake."""
        due = [e for e in self.exercises if self.schedule.is_due(e.id, e.made, today)]
        return sorted(due, key=lambda e: (self.entry(e).due, -e.stake, e.id))

    def waiting(self, today: datetime.date) -> list:
        """The exercises that come back later, soonest first."""
        due = set(e.id for e in self.due(today))
        return sorted((e for e in self.exercises if e.id not in due), key=lambda e: (self.entry(e).due, e.id))

    def record(self, exercise: Exercise, solved: bool, today: datetime.date) -> Entry | None:
        """Count a try on `today` (see Schedule.record); None when it did not count."""
        return self.schedule.record(exercise.id, exercise.made, solved, today)


def open_practice(home) -> Practice:
    """Every exercise kept in `home` that is not retired, and the schedule."""
    schedule, problem = read_schedule(schedule_path(home))
    problems = [problem] if problem else []
    exercises, retired = [], 0
    folder = exercises_dir(home)
    paths = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for path in paths:
        entry = schedule.entries.get(path.stem)
        if entry is not None and entry.retired:
            retired += 1
            continue
        try:
            exercises.append(read_exercise(path))
        except PracticeError as exc:
            problems.append(f"An exercise is left out: {exc}")
    return Practice(exercises, schedule, retired, problems)


def save_schedule(home, practice: Practice) -> None:
    """Keep the schedule after a counted try; WriteError for the caller to report."""
    write_schedule(schedule_path(home), practice.schedule)
