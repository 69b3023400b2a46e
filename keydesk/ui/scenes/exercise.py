"""An exercise at the table: the moment before one of the player's own mistakes, as they saw it,
played the usual way (drag, click, placement); the judge grades the one move made.

The table is the table (scenes/table.py) with another seating and another ending, as the
challenge's is: only the player moves (the other seats wait), there is no hint (finding the
move is the exercise), and the first move made is graded on a background Job by the judge
(keydesk.practice, keydesk.ai.teaching.grade).  A panel above the log says what is asked and then the
grade: solved, or "not yet" with the judge's move, its reason and the points between the two,
and a button that plays the judge's move on the table.  Try again (or Undo) sets the moment
back; Skip or Next goes on to the next exercise due, Back to the list.  Only the first grade
of an exercise that is due counts in the schedule, which is kept at once.
"""

from __future__ import annotations

import datetime
import html

from keydesk.files import WriteError
from keydesk.practice import save_schedule
from keydesk.ui.background import Job

from keydesk.ui.table.hints import Hints, targets_of
from keydesk.ui.scenes.table import TableScene
from keydesk.ui.table.side_panel import SidePanel

PANEL_H = 390
GOOD, BAD, DIM = "#3f6b2a", "#9c2a1a", "#8a5a2e"


class StillRivals:
    """The other seats at an exercise: asked, they never answer (the exercise is one move of the
    player's), so the table's session waits on them for ever."""

    def __init__(self, scene):
        self.scene = scene

    def collect(self) -> None:
        pass

    def ask(self, question) -> None:
        pass

    def thinking(self):
        return None

    def close(self) -> None:
        pass


class NoHint(Hints):
    """The hint is off at an exercise: it would give the answer away."""

    def toggle(self) -> None:
        self.scene.say("No hint at an exercise: finding the move is the exercise (Skip moves on).")

    def sync_panel(self, button) -> None:
        if button.is_enabled:
            button.disable()


def grading(exercise, move):
    def work(job):
        return exercise.grade(move)
    return work


class ExerciseTableScene(TableScene):
    autosaves = False  # an exercise never replaces the player's own autosaved game
    records = False  # nor is it a game of their record
    bot_turns = StillRivals

    def __init__(self, app, exercise, practice, queue=(), today: datetime.date | None = None, number: int = 1):
        """`practice` (keydesk.practice.Practice) holds the schedule the grade counts in; `queue`
        the exercises that come after this one, `number` this one's place among them all."""
        game = exercise.start()
        game.seats = ["human" if p == exercise.player else "easy" for p in range(game.players)]  # never asked
        super().__init__(app, game)
        self.review = True  # a move that ends the game leaves it on the table, not at the scores
        self.hints = NoHint(self)
        self.exercise, self.practice, self.queue = exercise, practice, list(queue)
        self.today = today or datetime.date.today()
        self.number = number
        self.tried = None  # the move made
        self.job = None  # its grading
        self.grade = None
        self.counted = None  # the schedule's entry after the first grade, or False when it did not count
        self.showing = False  # the judge's move is on the table
        self._words: dict = {}

    def words(self, action) -> str:
        """The action in the log's words at the exercise's moment (worked out once)."""
        if action not in self._words:
            self._words[action] = self.exercise.describe(action)
        return self._words[action]

    # ---- the panel above the log ----

    def build(self) -> None:
        super().build()
        self.panel = SidePanel(self, PANEL_H, (
            ("show", "Judge's move", "Play the judge's move on the table to see it"),
            ("again", "Try again", "Back to the moment before the move (Undo does the same)"),
            ("next", "Skip", "On to the next exercise due"),
            ("back", "Back", "Back to the list of exercises")), columns=2, primary="next")
        self.panel_text, self.panel_buttons = self.panel.text, self.panel.buttons
        self._shown_panel = None
        self.sync_panel()

    def sync_panel(self) -> None:
        if not hasattr(self, "panel_text"):
            return
        key = (self.tried, self.grade, self.showing, self.job is None)
        if key != self._shown_panel:
            self._shown_panel = key
            self.panel_text.set_text(self.panel_html())
        judged = self.grade is not None
        self.panel.enable("show", judged and not self.grade.solved and not self.showing)
        self.panel.enable("again", self.tried is not None and self.job is None)
        if self.panel_buttons["next"].text != ("Next" if judged else "Skip"):
            self.panel_buttons["next"].set_text("Next" if judged else "Skip")
        self.panel.enable("next", bool(self.queue) or judged)

    def panel_html(self) -> str:
        e, ex = html.escape, self.exercise
        of = self.number + len(self.queue)
        out = [f"<font color='{DIM}'>Exercise {self.number} of {of} · {ex.stake:.1f} points at stake<br>"
               f"{e(ex.source())}</font>"]
        if self.tried is None:
            out += [f"In the game: <b>{e(self.words(ex.played))}</b>, about {ex.stake:.1f} points given away.",
                    "Find a better move and play it on the table as usual."]
        elif self.grade is None:
            out.append(f"Your move: <b>{e(self.words(self.tried))}</b>. <i>The judge is looking at it…</i>")
        else:
            out += self.grade_lines()
        return "<br>".join(out)

    def grade_lines(self) -> list:
        from keydesk.ai.teaching.judge import NOISE

        e, g = html.escape, self.grade
        mine = f"Your move: <b>{e(self.words(g.move))}</b>"
        if g.solved:
            close = "the judge's own" if g.move == g.best else f"within {NOISE:.1f} points of the judge's, its noise"
            lines = [f"<font color='{GOOD}'><b>Solved.</b></font> {mine}, {close}."]
        else:
            mine = "The move played in the game" if g.move == self.exercise.played else "Your move"
            lines = [f"<font color='{BAD}'><b>Not yet.</b></font> {mine} gives away about {g.loss:.1f} points "
                     f"against the judge's: <b>{e(self.words(g.best))}</b>.", e(g.reason)]
        return lines + [f"<i>{e(self.counted_words())}</i>"]

    def counted_words(self) -> str:
        if self.counted is False:
            return "Not due yet, so this try is not counted."
        if self.counted is None:
            return ""
        if self.counted.retired:
            return "Solved three times in a row: this exercise is learnt, and retires."
        days = (self.counted.due - self.today).days
        return f"It comes back {'tomorrow' if days == 1 else f'in {days} days'}."

    def sync_gui(self) -> None:
        super().sync_gui()
        self.buttons.enable("undo", self.tried is not None and self.job is None)
        self.sync_panel()

    def on_button(self, element) -> None:
        """The panel's buttons; the toolbar's as at any table."""
        key = self.panel.key_of(element) if hasattr(self, "panel") else None
        actions = {"show": self.show_judges_move, "again": self.try_again, "next": self.next_exercise,
                   "back": self.back_to_list}
        actions.get(key, lambda: super(ExerciseTableScene, self).on_button(element))()

    # ---- one move, graded ----

    def legal(self) -> list:
        """Only the first move of the exercise is the player's to make; then the table waits."""
        return [] if self.tried is not None else super().legal()

    def apply(self, action) -> bool:
        if self.tried is not None or action.player != self.exercise.player:
            return False
        if not super().apply(action):
            return False
        self.tried = action
        self.job = Job(grading(self.exercise, action), name="keydesk-grade")
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.job is not None and self.job.done:
            job, self.job = self.job, None
            if job.error:
                self.say(f"The move could not be judged ({job.error}).")
                self.try_again()
                return
            self.grade = job.result
            self.count(self.grade.solved)
            self.sync_gui()

    def count(self, solved: bool) -> None:
        """The first grade of this visit goes into the schedule, if the exercise is due; kept at once."""
        if self.counted is not None:
            return
        self.counted = self.practice.record(self.exercise, solved, self.today) or False
        if self.counted:
            try:
                save_schedule(self.app.home, self.practice)
            except WriteError as exc:
                self.app.report(str(exc))

    def next_frame(self, now: float):
        """While the judge grades, a frame now and then to collect its answer."""
        soon = super().next_frame(now)
        return now + 0.1 if self.job is not None and (soon is None or soon > now + 0.1) else soon

    def status(self) -> str:
        if self.showing:
            return f"The judge's move: {self.words(self.exercise.best)}. Try again to play your own."
        if self.tried is not None:
            return "Judging your move…" if self.grade is None else "Try again, see the judge's move, or go on."
        return super().status()

    def highlights(self, legal) -> frozenset:
        """The table's own glow; with the judge's move shown, the places it uses."""
        lit = super().highlights(legal)
        if self.showing:
            lit = lit | frozenset(targets_of(self.exercise.best, self.picture.targets()))
        return lit

    # ---- the panel's buttons ----

    def back_to_start(self) -> None:
        while self.game.log:
            self.game.undo()
        self.gestures.drop_carry()
        self.winter_picks = []
        self.log_column.redraw()  # a move taken back and another made leave the log as long as it was

    def show_judges_move(self) -> None:
        self.back_to_start()
        self.game.apply(self.exercise.best)
        self.showing = True
        self.session.moved_elsewhere()

    def try_again(self) -> None:
        """The moment before the move again; a grade already counted stays counted."""
        if self.job is not None:
            return
        self.back_to_start()
        self.tried, self.grade, self.showing = None, None, False
        self.session.moved_elsewhere()

    def undo(self, asker=None) -> None:
        self.try_again()

    def redo(self) -> None:
        self.say("Try again sets the moment back; a move is made on the table.")

    def back_to_list(self) -> None:
        self.app.show("practice", today=self.today)

    def next_exercise(self) -> None:
        if not self.queue:
            self.back_to_list()
            return
        following, *rest = self.queue
        self.app.switch(ExerciseTableScene(self.app, following, self.practice, rest, self.today, self.number + 1))

    def leave(self) -> None:
        super().leave()
        if self.job is not None:
            self.job.cancel()
