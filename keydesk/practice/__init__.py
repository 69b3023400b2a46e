"""Practice: the review's biggest mistakes become exercises, played again at the table until a
move as good as the judge's is found, on a spaced-repetition schedule.

    from keydesk.practice import open_practice, take_review
    take_review(home, game, player, decisions)      # a finished review: its exercises kept
    practice = open_practice(home)                  # the exercises, the schedule, what could not be read
    for exercise in practice.due(today): exercise.start(), exercise.grade(move)

exercise.py (the exercise and its file), schedule.py (when each comes back), folder.py (both
in the keydesk home folder), reviews.py (from a review to exercises and an accuracy).  Above
the bots and the record, below the window: no pygame.
"""

from keydesk.practice.exercise import THRESHOLD, Exercise, PracticeError, exercises_from, read_exercise
from keydesk.practice.folder import Practice, open_practice, save_schedule
from keydesk.practice.reviews import decisions_of, take_review

__all__ = ["THRESHOLD", "Exercise", "Practice", "PracticeError", "decisions_of", "exercises_from",
           "open_practice", "read_exercise", "save_schedule", "take_review"]
