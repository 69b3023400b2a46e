"""Practice (from Learn): the exercises made from the player's reviewed games, those due first,
and the way to the table to play them (scenes/exercise.py).

A review of one of your games (Review on the final scores or in Statistics) keeps each of your
decisions that gave away more than three points as an exercise (keydesk.practice).  Start
plays every exercise due today in turn; choosing a row and Try plays that one (ahead of its
day it is not counted).  What could not be read (a damaged schedule, an exercise file) is said
here in a sentence; the rest goes on.
"""

from __future__ import annotations

import datetime
import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox

from keydesk.practice import THRESHOLD, open_practice
from keydesk.practice.schedule import INTERVALS, RETIRE_AFTER

from keydesk.ui.scenes.base import Scene
from keydesk.ui.scenes.exercise import ExerciseTableScene


def when(entry, today: datetime.date) -> str:
    """"new", "due today", "due since 2026-11-20", "tomorrow", "in 3 days"."""
    days = (entry.due - today).days
    if days <= 0 and not entry.tries:
        return "new"
    if days == 0:
        return "due today"
    if days < 0:
        return f"due since {entry.due.isoformat()}"
    return "tomorrow" if days == 1 else f"in {days} days"


def row_text(exercise, entry, today: datetime.date) -> str:
    run = f" · solved {entry.streak} in a row" if entry.streak else ""
    return (f"{when(entry, today)} · {exercise.stake:.1f} points at stake · {exercise.season}, move {exercise.move} "
            f"· {exercise.game_words()}{run}")


class PracticeScene(Scene):
    def __init__(self, app, today: datetime.date | None = None):
        super().__init__(app)
        self.today = today or datetime.date.today()
        self.practice = open_practice(app.home)

    def build(self) -> None:
        w, h = self.size
        p, today = self.practice, self.today
        self.due, self.waiting = p.due(today), p.waiting(today)
        UILabel(pygame.Rect(0, 14, w, 50), "Practice", self.ui, object_id="#heading")
        UITextBox(self.text(), pygame.Rect(40, 70, w - 80, 110), self.ui)
        self.rows = {row_text(e, p.entry(e), today): e for e in self.due + self.waiting}
        self.list = UISelectionList(pygame.Rect(40, 192, w - 80, h - 280), list(self.rows), self.ui)
        self.start = UIButton(pygame.Rect(w // 2 - 340, h - 70, 220, 48), f"Start ({len(self.due)} due)", self.ui,
                              object_id="#primary", tool_tip_text="Play every exercise due today, one after another")
        self.try_chosen = UIButton(pygame.Rect(w // 2 - 100, h - 70, 200, 48), "Try the chosen", self.ui,
                                   tool_tip_text="Play the exercise chosen in the list (not counted before its day)")
        self.back = UIButton(pygame.Rect(w // 2 + 120, h - 70, 200, 48), "Back", self.ui)
        if not self.due:
            self.start.disable()
        self.try_chosen.disable()

    def text(self) -> str:
        p = self.practice
        gaps = ", then ".join(f"{d} days" for d in INTERVALS)
        out = [f"<b>{len(self.due)} due today</b> · {len(self.waiting)} coming back later · {p.retired} learnt",
               f"Each review of your games keeps every decision of yours that gave away more than "
               f"{THRESHOLD:.0f} points as an exercise: the moment before it, as you saw it. Play a better move on "
               f"the table and the judge grades it. Solved, it comes back after {gaps}; "
               f"solved {RETIRE_AFTER} times in a row, it is learnt. Not yet solved, it comes back the next day."]
        if not p.exercises:
            out.append("<i>No exercises yet: review a finished game of yours (Review on the final scores or in "
                       "Statistics) and its biggest mistakes come here.</i>")
        out += [f"<i>{html.escape(problem)}</i>" for problem in p.problems]
        return "<br>".join(out)

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.try_chosen.enable()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.show("learn")
            elif event.ui_element is self.start and self.due:
                self.play(self.due[0], self.due[1:])
            elif event.ui_element is self.try_chosen:
                chosen = self.rows.get(self.list.get_single_selection())
                if chosen is not None:
                    self.play(chosen, [])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show("learn")

    def play(self, exercise, queue) -> None:
        self.app.switch(ExerciseTableScene(self.app, exercise, self.practice, queue, self.today))
