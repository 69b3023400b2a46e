"""The post-game review: one player's decisions against the judge's choices, biggest mistakes first.

The review (keydesk/ai/teaching/review.py, the judge that gives the hint) comes from the window's keeper
of reviews (review_keeper.py): kept with a game of the record, it opens at once; still being
judged in the background (from the end of the game), it shows its progress; otherwise it is
judged now, the progress bar counting the player's moves judged and a Cancel button stopping
it, while the window keeps drawing; cancelled, it lists what it judged so far (and a kept one
goes on from there when opened again).  Above the list, a graph of the judge's estimated lead after
each of the player's moves (drawing/lead_graph.py), its biggest swings ringed.  Clicking a
decision or a ring opens the replay viewer at that moment, in that player's view, with the
judge's preferred move and reason on its status line; Back there comes back to this list.

A finished review of a person's seat is handed to practice (keydesk.practice.take_review): each
decision that gave away more than the threshold is kept as an exercise, and a complete review's
accuracy goes beside the game's score in the record; the note says both.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UIProgressBar, UISelectionList

from keydesk.ai.teaching.judge import NOISE
from keydesk.ai.teaching.lead_band import SHARE, band
from keydesk.rules.timeline import states_of
from keydesk.ui.drawing.lead_graph import LeadGraph

from keydesk.ui.scenes.base import Scene, draw_backdrop, dropdown_value, gui_font

GRAPH_H = 230  # pixels of the lead graph above the list
ROW_FONT = 14  # the selection list's font size (pygame_gui's default theme)


def lead_words(d) -> str:
    """The lead after a decision with the band around it, in a player's words."""
    edges = band(d.season, d.lead)
    if edges is None:
        return f"{d.lead:+.1f}"
    return f"{d.lead:+.1f}; {SHARE // 10} in 10 such games ended between {edges[0]:+.0f} and {edges[1]:+.0f}"


class DecisionBar(UIProgressBar):
    """The progress bar, reading as the count of the player's moves judged rather than "98.2/100.0"."""

    decisions = 0  # the player's moves
    judged = 0  # of them, judged so far

    def status_text(self) -> str:
        return f"{self.judged} of {self.decisions} moves judged"


def fitted(text: str, width: int) -> str:
    """`text` cut with an ellipsis to fit `width` pixels in the list's font."""
    font = gui_font(ROW_FONT)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


PROGRESS_STEP = 0.1  # seconds between frames while the review runs


class ReviewScene(Scene):
    def __init__(self, app, game, player: int | None = None, simulations: int | None = None, source=None):
        """`simulations` None: the judge's own budget, the hint's (tests lower it); `source`: the
        file the game was opened from, beside which a game of the record keeps its reviews."""
        super().__init__(app)
        self.game = game
        self.simulations = simulations
        self.source = source
        humans = [p for p, kind in enumerate(game.seats) if kind == "human"]
        self.player = player if player is not None else (humans[0] if humans else 0)
        self.states = states_of(game)
        self.job = None  # the review_keeper.ReviewJob being judged, until it is done
        self.finished = None  # ...and once it is
        self.decisions = None  # the Decisions once judged (worst first)
        self.cancelled = False
        self.told = ""  # the keeper's last sentence about the kept review, shown in the window's notice
        self.rows: dict = {}
        self.start()

    def start(self) -> None:
        self.stop_unkept()
        self.decisions, self.cancelled = None, False
        self.job = self.app.reviews.review(self.game, self.player, self.source, self.simulations)
        self.graph = None
        self.collect()

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
        self.progress = DecisionBar(pygame.Rect(20, 76, w - 180, 34), ui)
        self.cancel = UIButton(pygame.Rect(w - 150, 74, 130, 38), "Cancel", ui,
                               tool_tip_text="Stop the review and list what was judged so far")
        self.note = UILabel(pygame.Rect(20, 116, w - 40, 28), "", ui)
        self.graph_rect = pygame.Rect(20, 150, w - 40, GRAPH_H)
        self.list = UISelectionList(pygame.Rect(20, 160 + GRAPH_H, w - 40, h - 180 - GRAPH_H), [], ui)
        self._listed = None
        self.graph = None
        self.sync_gui()

    def sync_gui(self) -> None:
        running = self.job is not None
        self.progress.decisions, self.progress.judged = self.counts
        self.progress.set_current_progress(100 * self.progress.judged / max(1, self.progress.decisions))
        if running != self.cancel.is_enabled:
            self.cancel.enable() if running else self.cancel.disable()
        note = self.note_text()
        if self.note.text != note:
            self.note.set_text(note)
        if self.decisions is not None and self._listed is not self.decisions:
            self._listed = self.decisions
            width = self.list.rect.width - 40  # less the scroll bar and the item's padding
            self.rows = {fitted(self.row_text(d), width): d for d in self.decisions}
            self.list.set_item_list(list(self.rows))
            seasons = [s.season for s in self.states]
            self.graph = LeadGraph(self.graph_rect, self.decisions, len(self.game.log), seasons)

    @property
    def counts(self) -> tuple:
        """(the player's moves, of them judged so far), for the bar."""
        job = self.job or self.finished
        return job.total, job.reached

    def note_text(self) -> str:
        from keydesk.ai.teaching.accuracy import accuracy

        name = self.game.state.names[self.player]
        if self.job is not None:
            total, judged = self.counts
            return f"Judging {name}'s moves as the hint judges them ({judged} of {total})…"
        if self.decisions is None:
            return ""
        done = "Cancelled, judged so far: " if self.cancelled else ""
        figures = accuracy(self.decisions)
        added = self.finished.exercises if self.finished is not None else 0
        kept = f" {added} new exercise{'s' * (added != 1)} in Practice (Learn)." if added else ""
        # One line across the window: what helps least is left out first when it would not fit.
        noise = f" (a mistake: above {NOISE:.1f}, the judge's noise)"
        width = self.note.rect.width - 8
        for more, click in ((noise, " Click a move or a ring."), (noise, ""), ("", "")):
            text = (f"{done}{name}: accuracy {figures.share:.0%} ({figures.within} of {figures.decisions} decisions "
                    f"as good as the judge's); {figures.given_away:.1f} points given away, "
                    f"{figures.per_decision:.1f} a decision{more}.{kept}{click}")
            if gui_font(ROW_FONT).size(text)[0] <= width:
                return text
        return fitted(text, width)

    def row_text(self, d) -> str:
        from keydesk.ai.teaching.review import describe, points_lost

        played = describe(self.game, self.states, d.played, d.index)
        text = f"{points_lost(d)}   move {d.number} ({d.season}):  {played}"
        if not d.agreed:
            text += f"   ·   better: {describe(self.game, self.states, d.best, d.index)}"
        return text

    # ---- frame ----

    def update(self, dt: float) -> None:
        self.collect()
        self.sync_gui()

    def collect(self) -> None:
        """Say what the keeper said of the kept review (judged again, could not be kept) in the
        window's notice; once the review is done (or was kept whole), its decisions, worst first."""
        if self.job is None:
            return
        if self.job.note != self.told:
            self.told = self.job.note
            self.app.report(self.told)
        if not self.job.done:
            return
        from keydesk.ai.teaching.review import worst_first

        job, self.job = self.job, None
        self.finished = job
        self.decisions = worst_first(job.decisions)
        self.cancelled = job.cancelled or job.error is not None
        if job.error:
            self.app.report(f"The review stopped: {job.error}")

    def next_frame(self, now: float):
        """Ten frames a second while the review runs: its progress bar moves, and the judge's
        worker processes keep the cores the frames would take."""
        return now + PROGRESS_STEP if self.job is not None else None

    def judging(self) -> bool:
        return self.job is not None

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        if self.graph is not None:
            self.graph.draw(surface)

    # ---- input ----

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.back()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel and self.job is not None:
            self.job.cancel()  # what was judged stays kept, and a later Review goes on from there
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.player_menu:
            player = self.players[dropdown_value(self.player_menu)]
            if player != self.player:
                self.player = player
                self.start()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            decision = self.rows.get(self.list.get_single_selection())
            if decision is not None:
                self.show(decision)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not consumed and self.graph is not None:
            decision = self.graph.at(event.pos)
            if decision is not None:
                self.show(decision)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()

    def show(self, d) -> None:
        """The replay at the moment of the decision, in the player's view, the bots' view said."""
        from keydesk.ai.teaching.review import describe

        if d.agreed:
            note = (f"Decision here: {describe(self.game, self.states, d.played, d.index)} — "
                    f"as good as the judge's choice (estimated lead after it {lead_words(d)}).")
        else:
            note = (f"Decision here (-{d.loss:.1f}): better "
                    f"{describe(self.game, self.states, d.best, d.index)} — {d.reason}")
        self.app.show_over("replay", game=self.game, move=d.index, viewer=self.player, notes={d.index: note})

    def stop_unkept(self) -> None:
        """A review with nowhere to keep it stops when it is no longer shown; a kept one goes on."""
        if self.job is not None and self.job.path is None:
            self.job.cancel()

    def leave(self) -> None:
        self.stop_unkept()
