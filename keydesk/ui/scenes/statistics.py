"""Statistics: the player's record from the home folder's history — games, wins, mean score per
opponent level and player count, best scores, a small chart of scores over time, CSV export."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from keydesk.record import export_csv, load_history, summary
from keydesk.ui.palette import STANDARD

from .base import Scene, draw_backdrop, draw_text_centred

CHART = (640, 300)


class StatisticsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.stats = summary(load_history(app.home))
        self.note = ""

    def build(self) -> None:
        w, h = self.size
        UILabel(pygame.Rect(0, 14, w, 50), "Statistics", self.ui, object_id="#heading")
        UITextBox(self.text(), pygame.Rect(40, 80, w - CHART[0] - 120, h - 170), self.ui)
        self.chart_rect = pygame.Rect(w - CHART[0] - 40, 80, *CHART)
        self.export = UIButton(pygame.Rect(w // 2 - 220, h - 70, 200, 48), "Export CSV", self.ui,
                               tool_tip_text="Write every recorded game to history.csv in the keydesk folder")
        self.back = UIButton(pygame.Rect(w // 2 + 20, h - 70, 200, 48), "Back", self.ui, object_id="#primary")
        if not self.stats["games"]:
            self.export.disable()

    def text(self) -> str:
        s = self.stats
        if not s["games"]:
            return "No finished games yet: every game you finish is recorded here."
        out = [f"<b>Games played:</b> {s['games']}", f"<b>Wins:</b> {s['wins']}", "",
               "<b>Mean score by strongest opponent</b>"]
        out += [f"{html.escape(level)}: {mean} ({n} game{'s' * (n != 1)})" for level, (n, mean) in s["by_level"].items()]
        out += ["", "<b>Mean score by player count</b>"]
        out += [f"{k} players: {mean} ({n} game{'s' * (n != 1)})" for k, (n, mean) in s["by_players"].items()]
        out += ["", "<b>Best scores:</b> " + ", ".join(str(x) for x in s["best"])]
        if self.note:
            out += ["", f"<i>{html.escape(self.note)}</i>"]
        return "<br>".join(out)

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.to_menu()
            elif event.ui_element is self.export:
                try:
                    self.note = f"Exported to {export_csv(self.app.home)}"
                except OSError as exc:
                    self.note = f"The CSV could not be written: {exc.strerror or exc}"
                self.app.switch(self)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        r = self.chart_rect
        pygame.draw.rect(surface, (240, 228, 200), r, border_radius=6)
        draw_text_centred(surface, "Your score, game by game", 18, (60, 40, 20), (r.centerx, r.top + 18))
        scores = self.stats["scores"]
        if not scores:
            return
        plot = r.inflate(-60, -70).move(10, 10)
        top = max(max(scores), 10)
        pygame.draw.line(surface, (120, 100, 80), plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, (120, 100, 80), plot.bottomleft, plot.topleft, 2)
        draw_text_centred(surface, str(top), 14, (60, 40, 20), (plot.left - 18, plot.top))
        draw_text_centred(surface, "0", 14, (60, 40, 20), (plot.left - 18, plot.bottom))
        step = plot.width / max(len(scores) - 1, 1)
        points = [(plot.left + i * step, plot.bottom - plot.height * max(s, 0) / top) for i, s in enumerate(scores)]
        if len(points) > 1:
            pygame.draw.lines(surface, STANDARD.player(0), False, points, 3)
        for x, y in points:
            pygame.draw.circle(surface, (160, 60, 20), (int(x), int(y)), 4)
