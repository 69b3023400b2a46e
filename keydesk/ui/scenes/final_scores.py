"""The final scores: one column per player, line by line as `game.scores()` explains them,
with the winner (or the players sharing the win) in the headline, each person's accuracy once
the game is reviewed (kept in the record beside the score), and the ways on: the table,
Replay, Review, Save as… (the game is kept in Statistics anyway), the menu, a new game."""

from __future__ import annotations

import html
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from keydesk.files import WriteError
from keydesk.history import accuracy_of, entry_of
from keydesk.rules.workers import tile_name
from keydesk.session.home_folder import save_path

from keydesk.ui.scenes.base import Scene, draw_backdrop
from keydesk.ui.scenes.dialogs import MessageDialog, SaveDialog


class FinalScoresScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.sheets = game.scores()
        self.hints = game.hints_used  # {player: hints asked for at the table}, saved with the game

    def winners(self) -> list:
        best = max(sheet.total for sheet in self.sheets)
        return [p for p, sheet in enumerate(self.sheets) if sheet.total == best]

    def headline(self) -> str:
        names = self.game.state.names
        won = self.winners()
        best = self.sheets[won[0]].total
        if len(won) == 1:
            return f"{names[won[0]]} wins with {best} points"
        return " and ".join(names[p] for p in won) + f" share the win with {best} points"

    def build(self) -> None:
        w, h = self.size
        ui = self.ui
        entry = entry_of(self.app.home, self.game)  # read again on coming back from the review
        # {player: accuracy}, None for a game not in the record (its accuracy is not kept)
        self.accuracy = {p: accuracy_of(seat) for p, seat in enumerate(entry["seats"])} if entry else None
        UILabel(pygame.Rect(0, 14, w, 50), "Final scores", ui, object_id="#heading")
        self.headline_label = UILabel(pygame.Rect(0, 60, w, 40), self.headline(), ui, object_id="#title_small")
        n = len(self.sheets)
        gap, top, bottom = 12, 110, 80
        col_w = (w - gap * (n + 1)) // n
        self.columns = []
        for p, sheet in enumerate(self.sheets):
            rect = pygame.Rect(gap + p * (col_w + gap), top, col_w, h - top - bottom)
            self.columns.append(UITextBox(self.sheet_html(p, sheet), rect, ui))
        x = (w - 6 * 180 - 5 * 12) // 2
        self.to_table, self.replay, self.review, self.save, self.to_menu, self.new_game = (
            UIButton(pygame.Rect(x + i * 192, h - 64, 180, 48), text, ui, object_id=oid, tool_tip_text=tip)
            for i, (text, oid, tip) in enumerate((
                ("Look at the table", None, None),
                ("Replay", None, "Step through the game move by move, as any player saw it"),
                ("Review", None, "Your decisions against the judge's choices (the hint's), biggest mistakes first"),
                ("Save as…", None, "Save the whole game under a name of your choice (it is also kept in Statistics)"),
                ("Main menu", "#primary", None),
                ("New game", None, None))))
        self.dialog = None

    def sheet_html(self, p: int, sheet) -> str:
        state = self.game.state
        won = " (winner)" if p in self.winners() else ""
        out = [f"<font size=5><b>{html.escape(state.names[p])}</b></font>",
               f"<font size=5><b>{sheet.total} points{won}</b></font>", ""]
        for line in sheet.lines:
            out.append(f"<b>{line.points:+d}</b>  {html.escape(line.label)}")
        if self.game.seats[p] == "human" and p in self.hints:
            used = self.hints[p]
            out += ["", f"<i>Hints used: {used}</i>" if used else "<i>No hints used</i>"]
        if self.game.seats[p] == "human" and self.accuracy is not None:
            figures = self.accuracy.get(p)
            out.append(f"<i>Accuracy {figures[0]:.0%}, {figures[1]:.1f} points given away a decision</i>" if figures
                       else "<i>Accuracy: once Review has judged your decisions</i>")
        if sheet.choices:
            out += ["", "<i>Chosen for you:</i>"]
            out += [f"<i>{html.escape(self.choice_text(k, v))}</i>" for k, v in sheet.choices.items()]
        return "<br>".join(out)

    def choice_text(self, source: str, choice: str) -> str:
        """"scholar: skill:saw" as "Scholar: saw"; the purple marker by its table name."""
        what = "Start player marker" if source == "purple" else tile_name(self.game.comps, source)
        return f"{what}: {str(choice).split(':')[-1]}"

    def save_as(self, name: str) -> None:
        """The Save dialog's answer: the game written under `name`, or why it could not be."""
        path = save_path(self.app.home, name)
        try:
            self.game.save(path)
        except WriteError as exc:
            self.dialog = MessageDialog(self.ui, "Could not save", str(exc))
            return
        self.dialog = MessageDialog(self.ui, "Saved", f"The game is saved to {path}.")

    def handle(self, event, consumed) -> None:
        if self.dialog is not None and self.dialog.open and self.dialog.handle(event):
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.save:
            default = "-".join(self.game.state.names) + time.strftime("-%Y%m%d-%H%M")
            self.dialog = SaveDialog(self.ui, default, self.save_as)
        elif event.ui_element is self.to_menu:
            self.app.show("menu")
        elif event.ui_element is self.new_game:
            self.app.show("new_game")
        elif event.ui_element is self.replay:
            self.app.show_over("replay", game=self.game)
        elif event.ui_element is self.review:
            self.app.show_over("review", game=self.game)
        elif event.ui_element is self.to_table:
            self.app.show("table", game=self.game)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
