"""The table: the game drawn by the renderer, and every gesture turned into an Action.

The scene never changes game state itself: a gesture becomes an Action (keydesk/ui/intents.py),
`game.apply` accepts it or raises IllegalAction whose reason goes to the status line.  Bots think
on a worker thread and their answers are applied one at a time, with a pause (table.bots).

The scene ties together parts that each have one concern and their own module: the hand
(gestures), who sits at a shared screen and the curtain between people (table.seats), the log
column (table.log), the hint (hints), undo and redo (table.undo), the toolbar (table.toolbar)
and the Save and Load dialogs (table.files).  The table is always drawn from `game.view(p)` for
the human at the screen, so nothing private to another player is shown.
"""

from __future__ import annotations

import time

import pygame

from keydesk.ai.learned import shipped_evaluation
from keydesk.rules import Done, IllegalAction, Pass, WinterChoice
from keydesk.rules.live_score import live_scores
from keydesk.ui import intents
from keydesk.ui.home_folder import autosave, new_autosave_path
from keydesk.ui.record import keep_finished
from keydesk.ui.palette import get_palette
from keydesk.ui.table.view import TableView

from .base import Scene
from .dialogs import ChoiceDialog
from .gestures import Gestures
from .hints import Hints
from .hover import HoverTip
from ..table.bots import BotTurns
from ..table.callouts import Callout, draw_outbid
from ..table.files import TableFiles
from ..table.handover import Handover
from ..table.input import TableInput
from ..table.lights import bot_moves, clickable
from ..table.log import LOG_W, LogColumn
from ..table.pacing import TablePacing
from ..table.news import News
from ..table.rest import SeasonRest
from ..table.seats import HotSeat
from ..table.text import season_results, tile_users, turn_prompt
from ..table.toolbar import TOOLBAR_H, Toolbar
from ..table.undo import UndoRedo
from ..table.zoom import Zoom

MESSAGE_SECONDS = 6.0


class TableScene(TablePacing, Scene):
    autosaves = True  # the tutorial keeps its own progress instead of the player's autosave
    records = True  # a finished game goes into the player's history (not the tutorial's practice)
    record_as = "game"  # its kind in the history (a challenge's table says "challenge")
    bot_turns = BotTurns  # who plays the bots' moves (the tutorial's opponent follows a script)

    def __init__(self, app, game, autosave_file=None):
        super().__init__(app)
        self.game = game
        self.autosave_file = autosave_file  # a resumed game goes on in its autosave; None: start one
        self.names = game.state.names
        self.view = TableView(game.comps, app.size, palette=app.palette, scale=app.window.scale)
        self.seats = HotSeat(game)
        self.bots = self.bot_turns(self)
        self.log_column = LogColumn(app, game, self.seats.bots_play())
        self.files = TableFiles(self)
        self.input = TableInput(self)
        self.zoom = Zoom(self)
        self.gestures = Gestures(self)
        self.hints = Hints(self)
        self.undo_redo = UndoRedo(self)
        self.handover = Handover(self)  # the curtain between two people at a shared screen
        self.news = News(game, self.seats.humans, self.names)  # outbid marks, "since your last turn"
        self.rest = SeasonRest(self)  # "I am done this season"
        self.callout = Callout()  # a refusal shown where the person acted
        self.winter_picks: list = []
        self.dialog = None
        self.message, self.message_until = "", 0.0
        self.over_wait = None  # seconds left before a game that just ended shows its scores
        self.review = game.is_over  # a finished game opened to look at stays on the table
        self.recorded = False  # this game's line is in the player's history
        self.hover = HoverTip()
        self._cache: dict = {}
        problem = shipped_evaluation()[1]  # Hard and the hints fall back to the hand-built weights
        if problem:
            app.report_once(problem)
        if self.autosaves and not game.is_over:
            # One autosave per game: a new game never writes over an unfinished one.
            if self.autosave_file is None:
                self.autosave_file = new_autosave_path(app.home, self.names, time.time())
            app.write(autosave, game, app.home, self.autosave_file)

    # ---- gui ----

    def build(self) -> None:
        w, h = self.size
        self.view.resize((w, h), self.app.window.scale)
        ui = self.ui
        self.buttons = Toolbar(ui, w)
        column = pygame.Rect(w - LOG_W, TOOLBAR_H, LOG_W, h - TOOLBAR_H)
        self.hints.build(ui, column, self.log_column.build(ui, column, self.buttons["log"]))
        self.dialog = None
        self.hover = HoverTip()
        self.sync_gui()

    @property
    def carry(self):
        """What the person at the screen holds (None: nothing); the bots wait while they hold it."""
        return self.gestures.carry

    def leave(self) -> None:
        self.bots.close()
        self.hints.clear()  # a hint still thinking stops its worker processes

    # ---- who acts, who sees ----

    def is_human(self, p) -> bool:
        return self.seats.is_human(p)

    def actor(self):
        """The human who should act now (None when only bots are to move, or the game is over)."""
        return self.seats.actor()

    def me(self):
        """The human at the screen when it is their move, else None: only they may act."""
        return self.seats.me()

    def viewer(self):
        """Whose private view is drawn: the human at the screen (None: the public view)."""
        return self.seats.at_screen

    def legal(self) -> list:
        actor = self.me()
        if actor is None:
            return []
        key = ("legal", id(self.game.state), actor)
        if key not in self._cache:
            self._cache[key] = self.game.legal_actions(actor)
        return self._cache[key]

    def shown_state(self):
        viewer = self.viewer()
        key = ("view", id(self.game.state), viewer)
        if key not in self._cache:
            self._cache[key] = self.game.view(viewer)
        return self._cache[key]

    def live_scores(self) -> dict:
        """{player: points now} from the shown view: public, plus the viewer's own screen."""
        key = ("scores", id(self.game.state), self.viewer())
        if key not in self._cache:
            self._cache[key] = dict(enumerate(live_scores(self.shown_state(), self.game.comps)))
        return self._cache[key]

    def season_results(self) -> tuple:
        """The last season's results while the boats are chosen and the tiles placed."""
        key = ("summary", len(self.game.log))
        if key not in self._cache:
            self._cache[key] = season_results(self.game)
        return self._cache[key]

    def tile_users(self) -> dict:
        """Whose workers stand on each tile this season (drawn as one chip per player)."""
        key = ("users", len(self.game.log))
        if key not in self._cache:
            self._cache[key] = tile_users(self.game)
        return self._cache[key]

    # ---- applying actions ----

    def apply(self, action, explain: str = "") -> bool:
        """Give an action to the rules model; its refusal becomes the status message."""
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.say(str(exc))
            return False
        if explain:
            self.log_column.explains[len(self.game.log) - 1] = explain
        self.undo_redo.forget_redo()
        if not isinstance(action, WinterChoice) and self.game.phase != "winter_select":
            self.winter_picks = []
        self.message = ""
        self.gestures.drop_carry()
        self.after_change()
        return True

    def after_change(self) -> None:
        self._cache = {}
        for p in self.news.read():
            self.rest.stop(p)  # a topped bid asks them again
        self.keep()
        self.sync_gui()

    def keep(self) -> None:
        """Write the game to its autosave after every change (a move, or a hint counted), the
        last move too: the autosave goes only once the game is kept in the record
        (record_finished), so a failed write there loses nothing."""
        if self.autosaves and self.autosave_file is not None and not self.recorded:
            self.app.write(autosave, self.game, self.app.home, self.autosave_file)

    def decide(self, actions, title: str, question: str) -> None:
        """Apply the one action, or ask which of several (a tile's choice, an upgrade's payment)."""
        if len(actions) == 1:
            self.apply(actions[0])
            return
        options = [(intents.choice_label(a), a) for a in actions]
        self.dialog = ChoiceDialog(self.ui, title, question, options, lambda a: a is not None and self.apply(a))

    def undo(self, asker=None) -> None:
        """Back to before the asking player's last decision (see table.undo); a person who
        takes a move back is no longer done with the season."""
        self.rest.stop(self.seats.at_screen if asker is None else asker)
        self._take_back(lambda: self.undo_redo.undo(self.seats.at_screen if asker is None else asker))

    def redo(self) -> None:
        self._take_back(lambda: self.undo_redo.redo(self.seats.at_screen))

    def _take_back(self, change) -> None:
        self.bots.cancel()
        before = len(self.game.log)
        message = change()
        if len(self.game.log) != before:
            self.winter_picks = []
            self.gestures.drop_carry()
            self.after_change()
        self.say(message)

    def say(self, text: str) -> None:
        self.message, self.message_until = text, time.monotonic() + MESSAGE_SECONDS

    # ---- frame ----

    def update(self, dt: float) -> None:
        self.hints.update()
        self.bots.update(dt)
        self.sync_gui()
        if self.game.is_over:
            self.gestures.drop_carry()
            if not self.review:
                self.over_wait = (self.app.bot_delay * 3 if self.over_wait is None else self.over_wait) - dt
                if self.over_wait <= 0:
                    self.show_scores()
                    return
        else:
            self.rest.update()
            self.handover.check()
        self.update_tooltip(dt)  # a finished game looked at from the scores still explains its tiles

    def show_scores(self) -> None:
        self.record_finished()
        self.app.show("final_scores", game=self.game)

    def record_finished(self) -> None:
        """Keep the game that just ended here in the player's record (keydesk/ui/record.py),
        once: not a finished game opened to look at, nor when its scores are shown again."""
        if self.review or self.recorded:
            return
        self.recorded = True
        autosave_file = self.autosave_file if self.autosaves else None
        keep_finished(self.app, self.game, self.record_as if self.records else None, autosave_file)

    def draw(self, surface) -> None:
        if self.seats.curtain_for is not None:
            surface.fill(get_palette(self.app.palette).table_dark)
            return
        legal = self.legal()
        hand = self.gestures
        preview = hand.preview(legal)
        lit = self.highlights(legal) | frozenset(self.hints.lit(self.view.targets()))
        self.view.draw(surface, self.shown_state(), self.viewer(), highlights=lit,
                       selected=hand.held(), recent=self.recent(), ghost=None if preview else hand.ghost(),
                       preview=preview, status=self.status(), top_margin=TOOLBAR_H,
                       right_margin=LOG_W if self.log_column.shown() or self.hints.thinking or self.hints.tips else 0,
                       scores=self.live_scores(), summary=self.season_results(), users=self.tile_users(),
                       zoom=self.zoom.on)
        self.zoom.after_draw()
        self.hints.draw_badges(surface, self.view)
        draw_outbid(surface, self.view, self.news.marks.get(self.viewer(), {}), self.game.comps, self.names)
        self.callout.draw(surface)

    def draw_over(self, surface) -> None:
        """The curtain, drawn above every gui element so nothing private shows through."""
        self.handover.draw(surface)

    # ---- what the table shows ----

    def highlights(self, legal) -> frozenset:
        """Legal drops while carrying, else hints; cached until the state or the layout changes."""
        if self.carry is None and not legal:
            return frozenset()
        targets = tuple(self.view.targets())
        key = ("lit", id(self.game.state), self.carry, tuple(self.winter_picks), targets)
        if key not in self._cache:
            self._cache[key] = (intents.lit_targets(targets, legal, self.carry) if self.carry is not None
                                else clickable(self.game.state, self.me(), legal, targets, self.winter_picks))
        return self._cache[key]

    def recent(self) -> dict:
        """The bots' moves since a person last acted, ringed in their colour."""
        targets = tuple(self.view.targets())
        key = ("recent", len(self.game.log), targets, self.viewer())
        if key not in self._cache:
            self._cache[key] = bot_moves(self.game.log, targets, self.is_human, self.viewer())
        return self._cache[key]

    def status(self) -> str:
        if self.message and time.monotonic() < self.message_until:
            return self.message
        if self.hints.thinking:
            return self.hints.status()
        game, actor = self.game, self.me()
        if game.is_over:
            return "The game is over."
        thinking = self.bots.thinking()
        if actor is None:
            if thinking is not None:
                dots = "." * (1 + int(time.monotonic() * 3) % 3)
                return f"{self.names[thinking]} ({game.seats[thinking]}) is thinking{dots}"
            return "Waiting for the bots..."
        return self.prompt(actor)

    def prompt(self, p) -> str:
        if self.carry is not None:
            return self.gestures.prompt()
        return turn_prompt(self.game, p, self.winter_picks, self.legal())

    def sync_gui(self) -> None:
        legal = self.legal()
        game = self.game
        can_pass = any(isinstance(a, Pass) for a in legal)
        self.buttons.enable("pass", can_pass)
        self.buttons.show("rest", can_pass and game.phase == "actions")
        self.buttons.enable("done", any(isinstance(a, Done) for a in legal))
        winter = game.phase == "winter_select" and self.me() is not None
        self.buttons.show("confirm", winter)
        self.buttons.enable("confirm", winter and bool(self.winter_picks))
        self.buttons.show("scores", game.is_over)
        self.buttons.enable("undo", bool(game.log) and not game.is_over)
        self.hints.sync_panel(self.buttons["hint"])
        self.buttons["palette"].set_text("Standard colours" if self.app.palette == "colourblind" else "Colour-blind")
        self.log_column.sync()

    def toggle_log(self) -> None:
        """Fold the log away (L) to give its column to the table, or bring it back; the choice
        holds for the rest of the session."""
        self.log_column.toggle(self.buttons["log"])
        self._cache = {}

    # ---- tooltips ----

    def update_tooltip(self, dt: float) -> None:
        hidden = self.carry or self.dialog_open() or self.seats.curtain_for is not None
        mouse = self.gestures.mouse
        target = None if hidden else self.view.hit(mouse)
        self.news.point(self.me(), None if target is None else target.tile, dt)  # an outbid mark seen
        self.hover.update(self.ui, dt, target, mouse, lambda t: self.view.tooltip(t, self.shown_state()))

    def close_tooltip(self) -> None:
        self.hover.close()

    # ---- input (routed by table.input) ----

    def dialog_open(self) -> bool:
        return self.dialog is not None and self.dialog.open

    def handle(self, event, consumed) -> None:
        self.input.handle(event, consumed)

    def on_button(self, element) -> None:
        key = self.buttons.key_of(element)
        actions = {
            "menu": self.to_menu, "save": self.files.open_save_dialog, "load": self.files.open_load_dialog,
            "undo": self.undo, "pass": self.input.pass_turn, "done": self.input.done,
            "rest": self.input.done_this_season,
            "confirm": self.input.confirm_winter,
            "scores": self.show_scores, "palette": self.toggle_palette, "shot": self.files.screenshot,
            "hint": self.hints.toggle,
            "log": self.toggle_log,
        }
        if key in actions:
            actions[key]()

    def open_compendium(self, tile) -> None:
        self.close_tooltip()
        self.app.show_over("compendium", tile=tile)

    # ---- menu, colours ----

    def toggle_palette(self) -> None:
        self.app.palette = "standard" if self.app.palette == "colourblind" else "colourblind"
        self.app.remember_preferences()
        self.view = TableView(self.game.comps, self.size, palette=self.app.palette, scale=self.app.window.scale)
        self._cache = {}
        self.log_column.redraw()
