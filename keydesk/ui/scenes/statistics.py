"""Statistics: the player's record from the home folder's history — full games, wins, their own
rating on the bots' scale, mean score per opponent level and player count, best scores, a small
chart of full games' scores with the accuracy of each reviewed game beside it (on its own scale,
right), the challenges counted apart, CSV export (an earlier export is
replaced only after asking, and a file of another kind never) — and the finished games kept
whole, each opened in Replay or Review or deleted (after a confirmation)."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox

from keydesk.history import (bot_results, csv_path, export_csv, forget_game, is_history_export, kept_games,
                            kind_of, load_history, summary)
from keydesk.ui.palette import STANDARD
from keydesk.ui.ratings import bot_ratings, person_words

from keydesk.ui.scenes.base import Scene, draw_backdrop, draw_text_centred
from keydesk.ui.scenes.dialogs import ChoiceDialog

CHART = (640, 260)
INK = (60, 40, 20)
ACCURACY = (40, 110, 150)  # the accuracy's line and scale, apart from the score's player colour


def game_line(entry) -> str:
    """One kept game in the list: when, full game or challenge, each seat and score."""
    seats = ", ".join(f"{s.get('name')} {s.get('score')}" for s in entry["seats"])
    kind = "challenge" if kind_of(entry) == "challenge" else f"{entry.get('players')} players"
    return f"{entry.get('date')} · {kind} · {seats}"


class StatisticsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.note = ""
        self.dialog = None
        self.reload()

    def reload(self) -> None:
        history = load_history(self.app.home)
        self.stats = summary(history)
        self.rating = person_words(bot_results(history), bot_ratings(self.app))
        self.kept = kept_games(self.app.home, history)  # [(entry, path)] newest first

    def build(self) -> None:
        w, h = self.size
        UILabel(pygame.Rect(0, 14, w, 50), "Statistics", self.ui, object_id="#heading")
        UITextBox(self.text(), pygame.Rect(40, 80, w - CHART[0] - 120, h - 170), self.ui)
        self.chart_rect = pygame.Rect(w - CHART[0] - 40, 80, *CHART)
        top = self.chart_rect.bottom + 14
        self.games = UISelectionList(pygame.Rect(self.chart_rect.x, top, CHART[0], h - top - 140),
                                     self.rows(), self.ui)
        x = self.chart_rect.x
        self.replay, self.review, self.delete = (
            UIButton(pygame.Rect(x + i * 216, h - 130, 200, 44), text, self.ui, tool_tip_text=tip)
            for i, (text, tip) in enumerate((("Replay", "Step through the chosen game move by move"),
                                             ("Review", "The chosen game's decisions against the judge's choices"),
                                             ("Delete…", "Remove the chosen game from your record (asks first)"))))
        self.export = UIButton(pygame.Rect(w // 2 - 220, h - 70, 200, 48), "Export CSV", self.ui,
                               tool_tip_text="Write every recorded game to history.csv in the keydesk folder")
        self.back = UIButton(pygame.Rect(w // 2 + 20, h - 70, 200, 48), "Back", self.ui, object_id="#primary")
        if not self.stats["games"] and not self.stats["challenges"][0]:
            self.export.disable()
        self.dialog = None
        self.sync_buttons()

    def rows(self) -> list:
        return [game_line(entry) for entry, _ in self.kept]

    def chosen(self):
        """(entry, path) of the game chosen in the list, or None."""
        picked = self.games.get_single_selection()
        rows = self.rows()
        return self.kept[rows.index(picked)] if picked in rows else None

    def sync_buttons(self) -> None:
        on = self.chosen() is not None
        for button in (self.replay, self.review, self.delete):
            button.enable() if on else button.disable()

    def text(self) -> str:
        s = self.stats
        count, challenge_mean = s["challenges"]
        challenges = (f"<b>Challenges played:</b> {count}, mean score {challenge_mean} "
                      "(counted apart from full games)" if count else "")
        if not s["games"]:
            return "<br>".join(x for x in ("No finished full games yet: every game you finish is recorded here.",
                                           *self.rating, challenges) if x)
        out = [f"<b>Full games played:</b> {s['games']}", f"<b>Wins:</b> {s['wins']}", *self.rating, "",
               "<b>Mean score by strongest opponent</b> (full games)"]
        out += [f"{html.escape(level)}: {mean} ({n} game{'s' * (n != 1)})" for level, (n, mean) in s["by_level"].items()]
        out += ["", "<b>Mean score by player count</b> (full games)"]
        out += [f"{k} players: {mean} ({n} game{'s' * (n != 1)})" for k, (n, mean) in s["by_players"].items()]
        out += ["", "<b>Best scores:</b> " + ", ".join(str(x) for x in s["best"])]
        reviewed = [a for a in s["accuracy"] if a is not None]
        if reviewed:
            share = sum(a[0] for a in reviewed) / len(reviewed)
            lost = sum(a[1] for a in reviewed) / len(reviewed)
            out += ["", f"<b>Accuracy</b> (decisions as good as the judge's, in {len(reviewed)} reviewed "
                        f"game{'s' * (len(reviewed) != 1)}): last {reviewed[-1][0]:.0%}, mean {share:.0%}; "
                        f"{lost:.1f} points given away a decision on average"]
        else:
            out += ["", "<b>Accuracy:</b> review a game (below) to see how well you decided, game by game"]
        if challenges:
            out += ["", challenges]
        out += ["", f"<b>Games kept</b> (right): {len(self.kept)}; choose one to replay, review or delete."]
        if self.note:
            out += ["", f"<i>{html.escape(self.note)}</i>"]
        return "<br>".join(out)

    def handle(self, event, consumed) -> None:
        if self.dialog is not None and self.dialog.open and self.dialog.handle(event):
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.games:
            self.sync_buttons()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.to_menu()
            elif event.ui_element is self.export:
                self.ask_to_export()
            elif event.ui_element in (self.replay, self.review) and self.chosen():
                how = "replay" if event.ui_element is self.replay else "review"
                error = self.app.open_save(str(self.chosen()[1]), how)
                if error:
                    self.note = error
                    self.app.switch(self)
            elif event.ui_element is self.delete and self.chosen():
                entry, _ = self.chosen()
                self.dialog = ChoiceDialog(self.ui, "Delete this game?",
                                           f"{game_line(entry)} — its record line and the kept game go for good.",
                                           [("Delete it", entry)], self.forget)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()

    def forget(self, entry) -> None:
        """The confirmation's answer: delete the game, or (None) keep it."""
        if entry is None:
            return
        try:
            file = entry.get("file")
            if isinstance(file, str):
                self.app.reviews.stop(self.app.home / file)  # no review goes on writing beside a deleted game
            forget_game(self.app.home, entry)
            self.note = f"Deleted the game of {entry.get('date')}."
        except OSError as exc:
            self.note = f"The game could not be deleted: {exc.strerror or exc}"
        self.reload()
        self.app.switch(self)

    def ask_to_export(self) -> None:
        path = csv_path(self.app.home)
        if not path.exists():
            self.export_now()
        elif not is_history_export(path):
            self.note = f"{path} is not a keydesk history export, so it is not written over."
            self.app.switch(self)
        else:
            self.dialog = ChoiceDialog(self.ui, "Replace the export?",
                                       f"{path.name} holds an earlier export. Replace it with every game recorded now?",
                                       [("Replace it", True)], self.export_if)

    def export_if(self, replace) -> None:
        """The answer to "Replace the export?": True replaces it; Cancel (None) keeps it."""
        if replace:
            self.export_now()

    def export_now(self) -> None:
        try:
            self.note = f"Exported to {export_csv(self.app.home)}"
        except OSError as exc:
            self.note = f"The CSV could not be written: {exc.strerror or exc}"
        self.app.switch(self)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        r = self.chart_rect
        pygame.draw.rect(surface, (240, 228, 200), r, border_radius=6)
        draw_text_centred(surface, "Your score, full game by full game", 18, INK, (r.centerx - 70, r.top + 18))
        draw_text_centred(surface, "and your accuracy", 18, ACCURACY, (r.right - 110, r.top + 18))
        scores = self.stats["scores"]
        if not scores:
            return
        plot = r.inflate(-100, -70).move(0, 10)
        top = max(max(scores), 10)
        pygame.draw.line(surface, (120, 100, 80), plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, (120, 100, 80), plot.bottomleft, plot.topleft, 2)
        pygame.draw.line(surface, ACCURACY, plot.bottomright, plot.topright, 2)
        draw_text_centred(surface, str(top), 14, INK, (plot.left - 18, plot.top))
        draw_text_centred(surface, "0", 14, INK, (plot.left - 18, plot.bottom))
        draw_text_centred(surface, "100%", 14, ACCURACY, (plot.right + 22, plot.top))
        draw_text_centred(surface, "0%", 14, ACCURACY, (plot.right + 18, plot.bottom))
        step = plot.width / max(len(scores) - 1, 1)
        points = [(plot.left + i * step, plot.bottom - plot.height * max(s, 0) / top) for i, s in enumerate(scores)]
        if len(points) > 1:
            pygame.draw.lines(surface, STANDARD.player(0), False, points, 3)
        for x, y in points:
            pygame.draw.circle(surface, (160, 60, 20), (int(x), int(y)), 4)
        reviewed = [(plot.left + i * step, plot.bottom - plot.height * a[0])
                    for i, a in enumerate(self.stats["accuracy"]) if a is not None]
        if len(reviewed) > 1:
            pygame.draw.lines(surface, ACCURACY, False, reviewed, 2)
        for x, y in reviewed:
            pygame.draw.rect(surface, ACCURACY, (int(x) - 4, int(y) - 4, 9, 9))
