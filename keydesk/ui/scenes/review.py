"""The post-game review: one player's decisions against the bots' choices, biggest mistakes first.

The review (keydesk/ai/review.py) runs on a background Job with a progress bar and a Cancel
button, so the window keeps drawing; cancelled, it lists what it judged so far.  Clicking a
decision opens the replay viewer at that moment, in that player's view, with the bots'
preferred move and reason on its status line; Back there comes back to this list.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIProgressBar, UISelectionList

from keydesk.rules.timeline import states_of
from keydesk.ui.background import Job

from .base import Scene, draw_backdrop, dropdown_value

REVIEW_BUDGET = None  # None: the quick one-step look-ahead (seconds a game); a number: Hard's search, s/decision


def review_work(game, player, budget):
    def work(job):
        from keydesk.ai.review import review_game  # the bots load only when a review runs

        return review_game(game, player, budget=budget, job=job)
    return work


class ReviewScene(Scene):
    def __init__(self, app, game, player: int | None = None, budget=REVIEW_BUDGET):
        super().__init__(app)
        self.game = game
        self.budget = budget
        humans = [p for p, kind in enumerate(game.seats) if kind == "human"]
        self.player = player if player is not None else (humans[0] if humans else 0)
        self.states = states_of(game)
        self.job = None
        self.decisions = None  # the Decisions once judged (worst first)
        self.cancelled = False
        self.rows: dict = {}
        self.start()

    def start(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.decisions, self.cancelled = None, False
        self.job = Job(review_work(self.game, self.player, self.budget), name="keydesk-review")

    # ---- gui ----

    def build(self) -> None:
        w, h = self.size
        ui = self.ui
        names = self.game.state.names
        self.heading = UILabel(pygame.Rect(0, 12, w, 50), "Post-game review", ui, object_id="#heading")
        self.players = {f"{names[p]} (P{p + 1})": p for p in range(self.game.players)}
        current = next(k for k, v in self.players.items() if v == self.player)
        self.back = UIButton(pygame.Rect(20, 20, 100, 40), "Back", ui, tool_tip_text="Back (Esc)")
        self.player_menu = UIDropDownMenu(list(self.players), current, pygame.Rect(w - 270, 20, 250, 40), ui)
        self.progress = UIProgressBar(pygame.Rect(20, 76, w - 180, 34), ui)
        self.cancel = UIButton(pygame.Rect(w - 150, 74, 130, 38), "Cancel", ui,
                               tool_tip_text="Stop the review and list what was judged so far")
        self.note = UILabel(pygame.Rect(20, 116, w - 40, 28), "", ui)
        self.list = UISelectionList(pygame.Rect(20, 150, w - 40, h - 170), [], ui)
        self._listed = None
        self.sync_gui()

    def sync_gui(self) -> None:
        running = self.job is not None
        self.progress.set_current_progress(100 * (self.job.progress if running else 1.0))
        if running != self.cancel.is_enabled:
            self.cancel.enable() if running else self.cancel.disable()
        note = self.note_text()
        if self.note.text != note:
            self.note.set_text(note)
        if self.decisions is not None and self._listed is not self.decisions:
            self._listed = self.decisions
            self.rows = {self.row_text(d): d for d in self.decisions}
            self.list.set_item_list(list(self.rows))

    def note_text(self) -> str:
        name = self.game.state.names[self.player]
        how = "quick look-ahead" if not self.budget else f"Hard's search, {self.budget:g} s a decision"
        if self.job is not None:
            return f"Judging {name}'s decisions ({how})… {round(100 * self.job.progress)}%"
        if self.decisions is None:
            return ""
        lost = sum(d.loss for d in self.decisions)
        agreed = sum(1 for d in self.decisions if d.agreed)
        done = "Cancelled: the decisions judged so far. " if self.cancelled else ""
        return (f"{done}{len(self.decisions)} decisions of {name}; the bots agreed with {agreed}; "
                f"estimated points given away: {lost:.1f}. Click one to see that moment.")

    def row_text(self, d) -> str:
        from keydesk.ai.review import describe, points_lost

        played = describe(self.game, self.states, d.played, d.index)
        text = f"{points_lost(d)}   move {d.index + 1} ({d.season}):  {played}"
        if not d.agreed:
            text += f"   ·   the bots: {describe(self.game, self.states, d.best, d.index)}"
        return text

    # ---- frame ----

    def update(self, dt: float) -> None:
        if self.job is not None and self.job.done:
            job, self.job = self.job, None
            from keydesk.ai.review import worst_first

            self.decisions = worst_first(job.result or [])
            self.cancelled = job.cancelled
            if job.error:
                self.cancelled = True
        self.sync_gui()

    def draw(self, surface) -> None:
        draw_backdrop(surface)

    # ---- input ----

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.back()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel and self.job is not None:
            self.job.cancel()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.player_menu:
            player = self.players[dropdown_value(self.player_menu)]
            if player != self.player:
                self.player = player
                self.start()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            decision = self.rows.get(self.list.get_single_selection())
            if decision is not None:
                self.show(decision)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()

    def show(self, d) -> None:
        """The replay at the moment of the decision, in the player's view, the bots' view said."""
        from keydesk.ai.review import describe

        if d.agreed:
            note = f"Decision here: {describe(self.game, self.states, d.played, d.index)} — the bots agree."
        else:
            note = (f"Decision here (-{d.loss:.1f}): the bots prefer "
                    f"{describe(self.game, self.states, d.best, d.index)} — {d.reason}")
        self.app.show_over("replay", game=self.game, move=d.index, viewer=self.player, notes={d.index: note})

    def leave(self) -> None:
        if self.job is not None:
            self.job.cancel()
