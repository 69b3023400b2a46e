"""Challenges: the list of shipped challenges with their stars, the challenge table, and the
result screen that measures the goal, awards stars and keeps the best result (keydesk.challenges)."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from keydesk.challenges import ChallengeError, load_best, load_challenges, record_result

from keydesk.ui.palette import get_palette
from keydesk.ui.table.goal import draw_goal

from keydesk.ui.scenes.base import Scene, draw_backdrop
from keydesk.ui.scenes.dialogs import MessageDialog
from keydesk.ui.scenes.table import TableScene  # the challenge table is the table with another ending

ROW_H = 66


def star_text(stars: int, of: int) -> str:
    """In words: the table's font has no star glyph."""
    return f"{stars} of {of} star{'s' * (of != 1)}"


class ChallengesScene(Scene):
    """One row per challenge: title, goal, best result and stars, and a Play button."""

    dialog = None

    def build(self) -> None:
        w, h = self.size
        UILabel(pygame.Rect(0, 14, w, 50), "Challenges", self.ui, object_id="#heading")
        self.play_buttons = {}
        try:
            self.challenges = load_challenges()
        except ChallengeError as exc:
            self.challenges = []
            self.dialog = MessageDialog(self.ui, "Could not read the challenges", str(exc))
        best = load_best(self.app.home)
        top, left, width = 76, 40, w - 80
        for i, ch in enumerate(self.challenges):
            y = top + i * ROW_H
            record = best.get(ch.id)
            done = f"best {record['value']}: {star_text(record['stars'], len(ch.stars))}" if record else "not played yet"
            text = (f"<b>{html.escape(ch.title)}</b> — {html.escape(ch.goal)}<br>"
                    f"<i>{ch.measure}: stars at {', '.join(str(s) for s in ch.stars)}</i>  ·  <b>{html.escape(done)}</b>")
            UITextBox(text, pygame.Rect(left, y, width - 140, ROW_H), self.ui)
            self.play_buttons[ch.id] = UIButton(pygame.Rect(left + width - 128, y + 8, 128, ROW_H - 19), "Play", self.ui)
        self.back = UIButton(pygame.Rect(w // 2 - 100, h - 60, 200, 46), "Back", self.ui, object_id="#primary")

    def handle(self, event, consumed) -> None:
        if self.dialog is not None and self.dialog.open and self.dialog.handle(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.to_menu()
            for ch in self.challenges:
                if event.ui_element is self.play_buttons[ch.id]:
                    self.app.switch(ChallengeTableScene(self.app, ch, ch.new_game()))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()


class ChallengeTableScene(TableScene):
    """The table for a challenge: P1 plays, the bots the rest; the end goes to the result."""

    autosaves = False  # a challenge never replaces the player's own autosaved game
    record_as = "challenge"  # kept apart from full games in the player's figures
    leave_question = "A challenge is not autosaved: leaving ends this attempt (Save keeps it)."

    def __init__(self, app, challenge, game):
        super().__init__(app, game)
        self.challenge = challenge

    def show_scores(self) -> None:
        self.record_finished()
        self.app.switch(ChallengeResultScene(self.app, self.challenge, self.game))

    def draw_over(self, surface) -> None:
        """The goal and the player's standing, at the foot of the log column, above the gui."""
        super().draw_over(surface)
        if self.session.curtain_for is None:
            w, h = surface.get_size()
            bottom = h - 6 if self.log_column.shown() else self.picture.areas["screen"].y - 6
            draw_goal(surface, get_palette(self.app.palette), self.challenge, self.live_scores(), (w - 6, bottom))


class ChallengeResultScene(Scene):
    """The goal measured, the stars earned, and whether it is a new best (kept at once)."""

    def __init__(self, app, challenge, game):
        super().__init__(app)
        self.challenge, self.game = challenge, game
        self.value = challenge.result(game)
        self.problem = None
        try:
            self.stars, self.new_best = record_result(app.home, challenge, self.value)
        except OSError as exc:  # reported on the screen; the result itself is still shown
            self.stars, self.new_best = challenge.stars_for(self.value), False
            self.problem = f"The best result could not be saved: {exc.strerror or exc}"

    def build(self) -> None:
        w, h = self.size
        ch = self.challenge
        UILabel(pygame.Rect(0, 20, w, 50), ch.title, self.ui, object_id="#heading")
        what = "Your score" if ch.measure == "score" else "Your margin over the best rival"
        lines = [f"<font size=5><b>{star_text(self.stars, len(ch.stars))}</b></font>",
                 f"<b>{what}: {self.value:+d}</b>" if ch.measure == "margin" else f"<b>{what}: {self.value}</b>",
                 f"Stars at {', '.join(str(s) for s in ch.stars)}",
                 "<b>A new best!</b>" if self.new_best and self.stars else "", ""]  # no cheer beside 0 stars
        for p, sheet in enumerate(self.game.scores()):
            who = "You" if p == 0 else f"{html.escape(self.game.state.names[p])} ({ch.seats[p]})"
            lines.append(f"{who}: {sheet.total} points")
        if self.problem:
            lines += ["", f"<i>{html.escape(self.problem)}</i>"]
        UITextBox("<br>".join(lines), pygame.Rect(w // 2 - 300, 90, 600, 80 + 24 * len(lines)), self.ui)
        self.buttons = {
            key: UIButton(pygame.Rect(w // 2 - 330 + i * 224, h - 80, 208, 48), text, self.ui,
                          object_id="#primary" if key == "list" else None)
            for i, (key, text) in enumerate((("again", "Try again"), ("list", "Challenges"), ("scores", "Score sheets")))
        }

    def handle(self, event, consumed) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.buttons["again"]:
            self.app.switch(ChallengeTableScene(self.app, self.challenge, self.challenge.new_game()))
        elif event.ui_element is self.buttons["list"]:
            self.app.switch(ChallengesScene(self.app))
        elif event.ui_element is self.buttons["scores"]:
            self.app.show("final_scores", game=self.game)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
