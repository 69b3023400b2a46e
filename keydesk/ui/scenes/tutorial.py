"""The guided tutorial: the table, with a lesson panel, a scripted Bob, and every move checked.

The table's gestures are kept as they are; what changes is `apply`.  A move of the learner's is
taken only when it is the move the current step teaches (tutorial_script.Step.accepts); any
other is refused, with the rule's reason when the rules forbid it or the step's hint when it is
legal but not the lesson, and the game is left as it was.  Bob answers the session's questions
from the script of data/tutorial.yaml.  After every move the game and the step are kept under
the keydesk home folder (tutorial/), never in the player's autosave, so the tutorial can be
left and resumed.
"""

from __future__ import annotations

import html

from keydesk.ui.tutorial_script import (
    clear_progress, load_progress, load_tutorial, opponent_move, refusal, save_progress, skip_move,
)

from keydesk.ui.scenes.table import TableScene
from keydesk.ui.table.bots import BotTurns
from keydesk.ui.table.side_panel import SidePanel

PANEL_H = 480


def tutorial_scene(app, fresh: bool = False) -> "TutorialScene":
    """The tutorial where it was left (or from the start); a broken tutorial file raises
    DataError, whose sentence is for the player."""
    tutorial = load_tutorial()
    saved = None if fresh else load_progress(app.home, tutorial)
    if fresh:
        clear_progress(app.home)
    game, index, played = saved if saved else (tutorial.new_game(), 0, 0)
    return TutorialScene(app, tutorial, game, index, played)


class ScriptedBob(BotTurns):
    """Bob answers from his script of data/tutorial.yaml (the session plays it with the table's
    pause between moves, never under your hand); nothing is asked of a bot."""

    def collect(self) -> None:
        pass

    def ask(self, question) -> None:
        scene = self.scene
        action, scene.played = opponent_move(scene.tutorial, scene.game, question.player, scene.played)
        self.pacing.answered(question, action)


class LessonKeeping:
    """The tutorial keeps its game and step in its own folder after every move, never in an
    autosave, and its finished game is not recorded."""

    def __init__(self, scene):
        self.scene = scene

    def keep(self) -> None:
        self.scene.keep_progress()

    def finish(self) -> None:
        pass


class TutorialScene(TableScene):
    autosaves = False
    records = False
    bot_turns = ScriptedBob
    leave_question = "The tutorial keeps your place: Learn, then Resume the tutorial, carries it on."

    def __init__(self, app, tutorial, game, index: int = 0, played: int = 0):
        super().__init__(app, game)
        self.tutorial = tutorial
        self.index = index
        self.played = played  # Bob's script lines used so far
        self.note = ""  # the last refusal, or the praise for the step just made
        self.refused = False  # whether the note is a refusal
        self.review = True  # a finished tutorial game stays on the table for its last step
        self._shown_panel = None

    @property
    def step(self):
        return self.tutorial.steps[self.index] if self.index < len(self.tutorial.steps) else None

    # ---- gui: the lesson panel above the log ----

    def build(self) -> None:
        super().build()
        panel = SidePanel(self, PANEL_H, (("next", "Next", "On to the next step"),
                                          ("skip", "Skip", "Let the tutorial make this step's move for you"),
                                          ("leave", "Leave", "Back to the menu; the tutorial resumes here next time")),
                          columns=3, primary="next")
        self.lesson, self.lesson_text, self.lesson_buttons = panel.box, panel.text, panel.buttons
        self._shown_panel = None
        self.sync_panel()

    def sync_panel(self) -> None:
        step = self.step
        if not hasattr(self, "lesson_text"):
            return
        key = (self.index, self.note, self.refused)
        if key != self._shown_panel:
            self._shown_panel = key
            self.lesson_text.set_text(self.panel_html())
        reading = step.expect is None if step is not None else self.game.is_over
        self._enable_lesson("next", reading)
        self._enable_lesson("skip", not reading and self.session.me() is not None)

    def _enable_lesson(self, key, on: bool) -> None:
        button = self.lesson_buttons[key]
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()

    def panel_html(self) -> str:
        e = html.escape
        step, n = self.step, len(self.tutorial.steps)
        if step is None:  # the lessons ran out before the game did: it is played out freely
            return ("<b>Tutorial complete</b><br>Press Next for the final scores." if self.game.is_over
                    else "<b>The lessons are over</b><br>Play the game out as you like.")
        out = [f"<font color='#8a5a2e'>Step {self.index + 1} of {n}</font>", f"<b>{e(step.title)}</b>"]
        if self.note:  # what just happened first: a refusal's reason (red), or how the last step went
            colour = "#9c2a1a" if self.refused else "#3f6b2a"
            out.append(f"<i><font color='{colour}'>{e(self.note)}</font></i>")
        out.append(e(step.say))
        if step.expect is None:
            out.append("<i>Press Next when you are ready.</i>")
        return "<br><br>".join(out)

    def sync_gui(self) -> None:
        super().sync_gui()
        self.buttons.enable("undo", False)  # Skip, not undo, is the way round a step
        self.sync_panel()

    def on_button(self, element) -> None:
        key = next((k for k, b in getattr(self, "lesson_buttons", {}).items() if b is element), None)
        if key == "next":
            self.next_step()
        elif key == "skip":
            self.skip()
        elif key == "leave":
            self.to_menu()
        else:
            super().on_button(element)

    # ---- the lesson ----

    def highlights(self, legal) -> frozenset:
        """The table's own glow, plus the step's targets while nothing is carried."""
        lit = super().highlights(legal)
        step = self.step
        if self.carry is not None or step is None or not step.lit or self.session.me() is None:
            return lit
        wanted = [t for t in self.picture.targets() if any(_lit_matches(want, t) for want in step.lit)]
        return lit | frozenset(wanted)

    def apply(self, action) -> bool:
        """The learner's moves must be the step's (Bob's are the session's, from his script)."""
        step = self.step
        if step is None:
            return super().apply(action)
        if step.expect is None:
            self.refuse("Read the step, then press Next.")
            return False
        if not step.accepts(action):
            self.refuse(refusal(step, self.game, action))
            return False
        if not super().apply(action):
            return False
        self.note, self.refused = step.done, False
        self.index += 1
        self.keep_progress()
        self.sync_panel()
        return True

    def refuse(self, reason: str) -> None:
        """Nothing is played; the reason shows in the lesson and on the status line, and whatever
        was carried is let go of."""
        self.note, self.refused = reason, True
        self.say(reason)
        self.gestures.drop_carry()
        self.sync_panel()

    def next_step(self) -> None:
        """Close a reading step; after the last one, with the game over, the scores show (a game
        left unfinished by the lessons is played out freely first)."""
        if self.index >= len(self.tutorial.steps) - 1 and self.game.is_over:
            clear_progress(self.app.home)
            self.show_scores()
            return
        if self.step is not None and self.step.expect is None:
            self.index += 1
            self.note = ""
            self.keep_progress()
            self.sync_panel()

    def skip(self) -> None:
        """Make the step's move for the learner, so the game goes on as the script expects."""
        step, me = self.step, self.session.me()
        if step is None or step.expect is None or me is None:
            return
        action = skip_move(step, self.game, me)
        if action is None:
            self.index += 1  # nothing the step accepts is legal now: move on without it
            self.note = ""
            self.keep_progress()
            self.sync_panel()
            return
        self.apply(action)

    def keeping(self, autosave_file):
        return LessonKeeping(self)

    def keep_progress(self) -> None:
        """The tutorial keeps its game and step in its own folder, never in an autosave."""
        step = self.step
        problem = save_progress(self.app.home, self.game, step.id if step else "finished", self.played)
        if problem:
            self.say(problem)

    def undo(self) -> None:
        self.say("Undo is off in the tutorial: Skip makes the step's move for you.")


def _lit_matches(want, target) -> bool:
    return (want.kind == target.kind and all(getattr(want, f) is None or getattr(want, f) == getattr(target, f)
                                             for f in ("tile", "player", "colour", "resource")))
