"""The replay viewer: any save (or the game just finished) stepped through move by move.

←/→ step one move, Home/End jump to the set-up and the last move, PageUp/PageDown to the start
of the previous/next season, and the slider drags through the whole game (marked by season).
The table is drawn as any one player saw it or as the public view; the status line gives the
log line of the move that led to the moment shown.  F12 saves a screenshot of that moment, and
"Play from here" starts a new game from it (a branch: the game it came from, and its save file,
stay as they were).  The viewer never changes the game it shows.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider, UILabel, UIPanel, UITextBox

from keydesk.files import WriteError
from keydesk.rules.timeline import branch_at, states_of
from keydesk.rules.scoring.live import live_scores
from keydesk.ui.fonts import draw_text
from keydesk.ui.table.picture import TablePicture
from keydesk.ui.text_rows import set_rows

from keydesk.ui.scenes.base import Scene, dropdown_value, save_screenshot
from keydesk.ui.scenes.hover import HoverTip
from keydesk.ui.table.text import log_line

BAR_H = 48
SLIDER_H = 34
LOG_W = 300
LOG_AROUND = 12  # log lines shown before and after the current move
PUBLIC = "Public view"


class ReplayScene(Scene):
    def __init__(self, app, game, move: int | None = None, viewer=None, notes=None):
        super().__init__(app)
        self.game = game
        self.states = states_of(game)
        self.total = len(game.log)
        self.move = self.total if move is None else max(0, min(self.total, move))
        self.viewer = viewer  # None: the public view
        self.notes = notes or {}  # {move: a line shown instead of the log line there (the review's advice)}
        self.picture = TablePicture(game.comps, app.size, palette=app.palette)
        self.season_starts = [i for i, s in enumerate(self.states) if i == 0 or s.season != self.states[i - 1].season]
        self.hover = HoverTip()
        self.mouse = (0, 0)
        self.message = ""
        self._moment = None  # (move, viewer, masked state, live scores) being drawn
        self._log_at = None  # the move the log box was last written for

    # ---- gui ----

    def build(self) -> None:
        w, h = self.size
        self.picture.resize((w, h))
        ui = self.ui
        self.bar = UIPanel(pygame.Rect(0, 0, w, BAR_H + SLIDER_H), manager=ui, object_id="#toolbar")
        self.buttons = {}
        x = 6
        for key, text, width, tip in (("back", "Back", 76, "Leave the replay (Esc)"),
                                      ("first", "|<", 44, "The set-up, before the first move (Home)"),
                                      ("prev", "<", 44, "One move back (Left)"),
                                      ("next", ">", 44, "One move on (Right)"),
                                      ("last", ">|", 44, "The last move (End)")):
            self.buttons[key] = UIButton(pygame.Rect(x, 6, width, BAR_H - 12), text, ui, container=self.bar,
                                         tool_tip_text=tip)
            x += width + 6
        names = self.game.state.names
        self.viewers = {PUBLIC: None} | {f"As {names[p]}": p for p in range(self.game.players)}
        current = next(k for k, v in self.viewers.items() if v == self.viewer)
        # Not in the bar: a container would clip the list when it opens below the bar.
        self.view_menu = UIDropDownMenu(list(self.viewers), current, pygame.Rect(x + 10, 6, 190, BAR_H - 12), ui)
        self.buttons["play"] = UIButton(pygame.Rect(w - 290, 6, 168, BAR_H - 12), "Play from here", ui,
                                        container=self.bar, object_id="#primary",
                                        tool_tip_text="Start a new game from this moment (the saved game is kept)")
        self.buttons["shot"] = UIButton(pygame.Rect(w - 116, 6, 110, BAR_H - 12), "Screenshot", ui, container=self.bar,
                                        tool_tip_text="Save a PNG of this moment in screenshots/ (F12)")
        self.slider = UIHorizontalSlider(pygame.Rect(90, BAR_H, w - LOG_W - 100, SLIDER_H - 6), self.move,
                                         (0, max(1, self.total)), ui, container=self.bar, click_increment=1)
        self.season_label = UILabel(pygame.Rect(6, BAR_H, 80, SLIDER_H - 6), "", ui, container=self.bar)
        self.log_box = UITextBox("", pygame.Rect(w - LOG_W, BAR_H + SLIDER_H, LOG_W, h - BAR_H - SLIDER_H), ui)
        self.hover = HoverTip()
        self._log_at = None
        self.sync_gui()

    # ---- moving through the game ----

    def go(self, move: int) -> None:
        self.move = max(0, min(self.total, move))
        self.message = ""
        self.sync_gui()

    def season_step(self, direction: int) -> None:
        """To the start of the next season (+1) or of this one / the previous one (-1)."""
        if direction > 0:
            self.go(next((i for i in self.season_starts if i > self.move), self.total))
        else:
            self.go(next((i for i in reversed(self.season_starts) if i < self.move), 0))

    def sync_gui(self) -> None:
        if self.slider.get_current_value() != self.move:
            self.slider.set_current_value(self.move)
        for key, on in (("first", self.move > 0), ("prev", self.move > 0), ("next", self.move < self.total),
                        ("last", self.move < self.total)):
            button = self.buttons[key]
            if on != button.is_enabled:
                button.enable() if on else button.disable()
        season = self.states[self.move].season.capitalize()
        if self.season_label.text != season:
            self.season_label.set_text(season)
        if self._log_at != self.move:
            self._log_at = self.move
            set_rows(self.log_box, self.log_html())  # no blank rows (keydesk/ui/text_rows.py)

    def log_html(self) -> str:
        """The moves around the one shown, oldest first, the current one in bold and marked."""
        lines = [f"<b>Replay</b> — move {self.move} of {self.total}"]
        first, last = max(0, self.move - LOG_AROUND), min(self.total, self.move + LOG_AROUND)
        if first == 0:
            lines.append(("<b>» " if self.move == 0 else "") + "Set-up" + ("</b>" if self.move == 0 else ""))
        for i in range(max(1, first), last + 1):
            name, text = log_line(self.game, i - 1)
            line = f"{i}. {html.escape(name)}{html.escape(text)}"
            lines.append(f"<b><font color='#8a2e1e'>» {line}</font></b>" if i == self.move else line)
        return "<br>".join(lines)

    def moment_text(self) -> str:
        """The status line: which move, which season, and the log line of that move."""
        state = self.states[self.move]
        when = "Game over" if state.phase == "over" else state.season.capitalize()
        if self.move in self.notes:  # a decision: the move about to be made, numbered as in the log
            return f"Before move {self.move + 1} of {self.total} · {when} · {self.notes[self.move]}"
        if self.move == 0:
            return f"Set-up · {when} · step with ← →, Home/End, PageUp/PageDown by season"
        name, text = log_line(self.game, self.move - 1)
        return f"Move {self.move} of {self.total} · {when} · {name}{text}"

    # ---- frame ----

    def moment(self) -> tuple:
        """(the state shown, masked for the chosen view; {player: live score}), kept per move."""
        if self._moment is None or self._moment[:2] != (self.move, self.viewer):
            view = self.states[self.move].masked(self.viewer)
            self._moment = (self.move, self.viewer, view, dict(enumerate(live_scores(view, self.game.comps))))
        return self._moment[2:]

    def update(self, dt: float) -> None:
        value = round(self.slider.get_current_value())
        if value != self.move:
            self.go(value)
        self.hover.update(self.ui, dt, self.picture.hit(self.mouse), self.mouse,
                          lambda t: self.picture.tooltip(t, self.moment()[0]))

    def draw(self, surface) -> None:
        state, scores = self.moment()
        self.picture.draw(surface, state, self.viewer, status=self.message or self.moment_text(),
                       top_margin=BAR_H + SLIDER_H, right_margin=LOG_W, scores=scores)

    def draw_over(self, surface) -> None:
        """Where each season starts, ticked under the slider with its initial."""
        track = self.slider_track()
        for i in self.season_starts[1:]:
            x = round(track.x + track.w * i / max(1, self.total))
            pygame.draw.line(surface, (250, 236, 200), (x, track.bottom - 7), (x, track.bottom), 2)
            draw_text(surface, self.states[i].season[0].upper(), (x + 3, track.bottom - 1), 13, (250, 236, 200),
                      anchor="bottomleft", bold=True)

    def slider_track(self) -> pygame.Rect:
        """The screen rectangle the slider's button travels along (between its arrow buttons)."""
        rect = self.slider.rect
        left, right = self.slider.left_button, self.slider.right_button
        x0 = left.rect.right if left is not None else rect.x
        x1 = right.rect.x if right is not None else rect.right
        half = self.slider.sliding_button.rect.w // 2
        return pygame.Rect(x0 + half, rect.y, max(1, x1 - x0 - 2 * half), rect.h)

    # ---- input ----

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            actions = {"back": self.leave_replay, "first": lambda: self.go(0), "prev": lambda: self.go(self.move - 1),
                       "next": lambda: self.go(self.move + 1), "last": lambda: self.go(self.total),
                       "play": self.play_from_here, "shot": self.screenshot}
            if key in actions:
                actions[key]()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.view_menu:
            self.viewer = self.viewers[dropdown_value(self.view_menu)]
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: lambda: self.go(self.move - 1), pygame.K_RIGHT: lambda: self.go(self.move + 1),
                    pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.total),
                    pygame.K_PAGEUP: lambda: self.season_step(-1), pygame.K_PAGEDOWN: lambda: self.season_step(1),
                    pygame.K_F12: self.screenshot, pygame.K_ESCAPE: self.leave_replay}
            if event.key in keys:
                keys[event.key]()

    def leave_replay(self) -> None:
        self.app.back()

    def play_from_here(self) -> None:
        """A new game from this moment at the table; the replayed game (and its file) is kept
        (the scene the replay was opened over is left with it: App.switch)."""
        # Opened without an autosave file, the table starts the branch in an autosave of its own:
        # a replayed autosave is never written to.
        self.app.show("table", game=branch_at(self.game, self.move))
        self.app.scene.say(f"A new game, played on from move {self.move} of the replay; "
                           "the replayed game is kept as it was.")

    def screenshot(self) -> None:
        try:
            self.message = f"Screenshot saved to {save_screenshot(self, 'replay')}"
        except WriteError as exc:
            self.app.report(str(exc))
