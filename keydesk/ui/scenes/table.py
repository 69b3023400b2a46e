"""The table: the game's session drawn by the renderer, and every gesture turned into its calls.

The rules of the room (who sits at the screen, the curtain, undo, the news, "done this season",
the bots' turns and their pace, the autosave) are the session's (keydesk/session), which knows
nothing of pygame.  The scene never changes game state itself: a gesture becomes an Action
(keydesk/ui/intents.py), the session plays it or gives the rule's reason, which goes to the
status line.  Bots think on a worker thread (table.bots) and the session plays their answers.

The scene ties together parts that each have one concern and their own module: the hand
(gestures), the curtain's events and page (table.curtain, table.handover), the log column
(table.log), the hint (hints), the toolbar (table.toolbar) and the Save and Load dialogs
(table.files).  The table is always drawn from the view the session offers the screen: the
person at it's own, so nothing private to another player is shown.
"""

from __future__ import annotations

import time

import pygame

from keydesk.ai.evaluation.learned import shipped_margin
from keydesk.rules import Done, Pass
from keydesk.rules.scoring.live import live_scores
from keydesk.session import TableSession
from keydesk.session.keeping import HomeKeeping
from keydesk.ui import intents
from keydesk.ui.bounded_cache import BoundedCache
from keydesk.ui.palette import get_palette
from keydesk.ui.table.picture import TablePicture

from keydesk.ui.scenes.base import Scene
from keydesk.ui.scenes.dialogs import ChoiceDialog
from keydesk.ui.table.gestures import Gestures
from keydesk.ui.table.hints import Hints
from keydesk.ui.scenes.hover import HoverTip
from keydesk.ui.table.bots import BotTurns
from keydesk.ui.table.callouts import Callout, draw_outbid
from keydesk.ui.table.curtain import curtain_event
from keydesk.ui.table.files import TableFiles
from keydesk.ui.table.handover import Handover
from keydesk.ui.table.input import TableInput
from keydesk.ui.table.lights import bot_moves, clickable
from keydesk.ui.table.log import LOG_W, LogColumn
from keydesk.ui.table.pacing import TablePacing
from keydesk.ui.table.text import season_results, tile_users, turn_prompt
from keydesk.ui.table.toolbar import TOOLBAR_H, Toolbar
from keydesk.ui.table.zoom import Zoom

MESSAGE_SECONDS = 6.0
CACHE_LIMIT = 64  # a frame asks for a handful of keys


class TableScene(TablePacing, Scene):
    autosaves = True  # the tutorial keeps its own progress instead of the player's autosave
    records = True  # a finished game goes into the player's history (not the tutorial's practice)
    record_as = "game"  # its kind in the history (a challenge's table says "challenge")
    bot_turns = BotTurns  # who answers the bots' questions (the tutorial's opponent follows a script)
    leave_question = "The game is autosaved: Resume autosave on the main menu carries it on."  # Menu asks

    def __init__(self, app, game, autosave_file=None):
        super().__init__(app)
        self.game = game
        self.names = game.state.names
        self.picture = TablePicture(game.comps, app.size, palette=app.palette, scale=app.window.scale)
        self.bots = self.bot_turns(self)
        self.session = TableSession(game, keeping=self.keeping(autosave_file), ask_bot=self.bots.ask,
                                    bot_delay=app.bot_delay, listener=self)
        self.log_column = LogColumn(app, game, self.session.hotseat.bots_play(), self.session.explains)
        self.files = TableFiles(self)
        self.input = TableInput(self)
        self.zoom = Zoom(self)
        self.gestures = Gestures(self)
        self.hints = Hints(self)
        self.handover = Handover(self)  # the curtain between two people at a shared screen, as drawn
        self.callout = Callout()  # a refusal shown where the person acted
        self.winter_picks: list = []
        self.dialog = None
        self.message, self.message_until = "", 0.0
        self.over_wait = None  # seconds left before a game that just ended shows its scores
        self.review = game.is_over  # a finished game opened to look at stays on the table
        self.hover = HoverTip()
        self.still_pointer = None  # where the pointer rested as the screen changed hands, until it moves
        self._cache = BoundedCache(CACHE_LIMIT)  # what the frames need of this state; emptied on every change
        problem = shipped_margin()[1]  # Hard and the hints fall back to the hand-built weights
        if problem:
            app.report_once(problem)

    def keeping(self, autosave_file):
        """How this table keeps its game (keydesk/session/keeping.py): its own autosave, and the
        player's record once it ends; `autosave_file`: a resumed game goes on in its autosave."""
        return HomeKeeping(self.app.home, self.game, self.app.report, autosave_file=autosave_file,
                           autosaves=self.autosaves, record_as=self.record_as if self.records else None,
                           kept_to=lambda kept: self.app.reviews.begin(self.game, kept))

    # ---- gui ----

    def build(self) -> None:
        w, h = self.size
        self.picture.resize((w, h), self.app.window.scale)
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

    def viewer(self):
        """Whose private view is drawn: the human at the screen (None: the public view)."""
        return self.session.at_screen

    def legal(self) -> list:
        actor = self.session.me()
        if actor is None:
            return []
        key = ("legal", id(self.game.state), actor)
        if key not in self._cache:
            self._cache[key] = self.session.legal()
        return self._cache[key]

    def shown_state(self):
        """The view the session offers the screen (None while the curtain is down)."""
        key = ("view", id(self.game.state), self.session.curtain_for, self.viewer())
        if key not in self._cache:
            self._cache[key] = self.session.view()
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

    def apply(self, action) -> bool:
        """Give the person's action to the session; its refusal becomes the status message."""
        refusal = self.session.act(action)
        if refusal is not None:
            self.say(refusal)
            return False
        return True

    def game_changed(self) -> None:
        """The session's listener: a move was made or taken back, by anyone."""
        self._cache.clear()
        if self.game.phase != "winter_select":
            self.winter_picks = []
        self.message = ""
        self.gestures.drop_carry()
        self.sync_gui()

    def handed_over(self) -> None:
        """The session's listener: the curtain fell or lifted."""
        self.handover.clear()

    def decide(self, actions, title: str, question: str) -> None:
        """Apply the one action, or ask which of several (a tile's choice, an upgrade's payment)."""
        if len(actions) == 1:
            self.apply(actions[0])
            return
        options = [(intents.choice_label(a), a) for a in actions]
        self.dialog = ChoiceDialog(self.ui, title, question, options, lambda a: a is not None and self.apply(a))

    def undo(self) -> None:
        """Back to before the person at the screen's last decision (keydesk/session/undo.py)."""
        self._take_back(self.session.undo)

    def redo(self) -> None:
        self._take_back(self.session.redo)

    def _take_back(self, change) -> None:
        before = len(self.game.log)
        message = change()
        if len(self.game.log) != before:
            self.winter_picks = []
        self.say(message)

    def say(self, text: str) -> None:
        self.message, self.message_until = text, time.monotonic() + MESSAGE_SECONDS

    # ---- frame ----

    def update(self, dt: float) -> None:
        self.hints.update()
        self.bots.collect()
        self.session.update(dt, holding=self.carry is not None, dialog=self.dialog_open())
        self.sync_gui()
        if self.game.is_over:
            self.gestures.drop_carry()
            if not self.review:
                self.over_wait = (self.app.bot_delay * 3 if self.over_wait is None else self.over_wait) - dt
                if self.over_wait <= 0:
                    self.show_scores()
                    return
        self.update_tooltip(dt)  # a finished game looked at from the scores still explains its tiles

    def show_scores(self) -> None:
        self.record_finished()
        self.app.show("final_scores", game=self.game)

    def record_finished(self) -> None:
        """Keep the game that just ended here in the player's record (keydesk/session/keeping.py),
        once: not a finished game opened to look at, nor when its scores are shown again."""
        self.session.finish()

    def draw(self, surface) -> None:
        if self.session.curtain_for is not None:
            surface.fill(get_palette(self.app.palette).table_dark)
            return
        legal = self.legal()
        hand = self.gestures
        preview = hand.preview(legal)
        lit = self.highlights(legal) | frozenset(self.hints.lit(self.picture.targets()))
        self.picture.draw(surface, self.shown_state(), self.viewer(), highlights=lit,
                       selected=hand.held(), recent=self.recent(), ghost=None if preview else hand.ghost(),
                       preview=preview, status=self.status(), top_margin=TOOLBAR_H,
                       right_margin=LOG_W if self.log_column.shown() or self.hints.thinking or self.hints.tips else 0,
                       scores=self.live_scores(), summary=self.season_results(), users=self.tile_users(),
                       zoom=self.zoom.on, resting=self.session.resting())
        self.zoom.after_draw()
        self.hints.draw_badges(surface, self.picture)
        draw_outbid(surface, self.picture, self.session.news.marks.get(self.viewer(), {}), self.game.comps, self.names)
        self.callout.draw(surface)

    def draw_over(self, surface) -> None:
        """The curtain, drawn above every gui element so nothing private shows through."""
        self.handover.draw(surface)

    # ---- what the table shows ----

    def highlights(self, legal) -> frozenset:
        """Legal drops while carrying, else hints; cached until the state or the layout changes."""
        if self.carry is None and not legal:
            return frozenset()
        targets = tuple(self.picture.targets())
        key = ("lit", id(self.game.state), self.carry, tuple(self.winter_picks), targets)
        if key not in self._cache:
            self._cache[key] = (intents.lit_targets(targets, legal, self.carry) if self.carry is not None
                                else clickable(self.game.state, self.session.me(), legal, targets, self.winter_picks))
        return self._cache[key]

    def recent(self) -> dict:
        """The bots' moves since a person last acted, ringed in their colour."""
        targets = tuple(self.picture.targets())
        key = ("recent", len(self.game.log), targets, self.viewer())
        if key not in self._cache:
            self._cache[key] = bot_moves(self.game.log, targets, self.session.is_human, self.viewer())
        return self._cache[key]

    def status(self) -> str:
        if self.message and time.monotonic() < self.message_until:
            return self.message
        if self.hints.thinking:
            return self.hints.status()
        game, actor = self.game, self.session.me()
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
        winter = game.phase == "winter_select" and self.session.me() is not None
        self.buttons.show("confirm", winter)
        self.buttons.enable("confirm", winter and bool(self.winter_picks))
        self.buttons.show("scores", game.is_over)
        self.buttons.enable("undo", self.undo_refusal() is None)  # greyed whenever undo would be refused
        self.hints.sync_panel(self.buttons["hint"])
        self.buttons["palette"].set_text("Standard colours" if self.app.palette == "colourblind" else "Colour-blind")
        self.log_column.sync()

    def undo_refusal(self):
        """Why the person at the screen may not undo now (None: they may), as undo would say it."""
        key = ("undo", len(self.game.log), self.session.hotseat.at_screen)
        if key not in self._cache:
            self._cache[key] = self.session.undo_redo.refusal(self.session.hotseat.at_screen)
        return self._cache[key]

    def toggle_log(self) -> None:
        """Fold the log away (L) to give its column to the table, or bring it back; the choice
        holds for the rest of the session."""
        self.log_column.toggle(self.buttons["log"])
        self._cache.clear()

    # ---- tooltips ----

    def update_tooltip(self, dt: float) -> None:
        mouse = self.gestures.mouse
        if self.still_pointer is not None and mouse != self.still_pointer:
            self.still_pointer = None  # it moved: it points at things again
        hidden = (self.carry or self.dialog_open() or self.session.curtain_for is not None
                  or self.still_pointer is not None or self.callout.showing)
        target = None if hidden else self.picture.hit(mouse)
        self.session.news.point(self.session.me(), None if target is None else target.tile, dt)  # an outbid mark seen
        self.hover.update(self.ui, dt, target, mouse, lambda t: self.picture.tooltip(t, self.shown_state()))

    def close_tooltip(self) -> None:
        self.hover.close()

    # ---- input (routed by table.input) ----

    def dialog_open(self) -> bool:
        return self.dialog is not None and self.dialog.open

    def takes_first(self, event) -> bool:
        """Before the gui sees an event: the session takes every press, release, key and wheel
        while the curtain is down or the table settles after it lifted, so nothing on the
        table or in the toolbar acts on it."""
        if hasattr(event, "pos") and self.session.curtain_for is not None:
            self.gestures.mouse = event.pos  # where the pointer is when the table shows again
        mapped = curtain_event(event)
        return mapped is not None and self.session.input(mapped)

    def handle(self, event, consumed) -> None:
        self.input.handle(event, consumed)

    def on_button(self, element) -> None:
        key = self.buttons.key_of(element)
        actions = {
            "menu": self.ask_to_leave, "save": self.files.open_save_dialog, "load": self.files.open_load_dialog,
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

    def ask_to_leave(self) -> None:
        """Menu: a game still being played is left only when the person says so."""
        if self.game.is_over:
            self.to_menu()
            return
        self.dialog = ChoiceDialog(self.ui, "Leave the table?", f"Back to the main menu? {self.leave_question}",
                                   [("Back to the menu", True)], lambda leave: leave and self.to_menu())

    def toggle_palette(self) -> None:
        self.app.palette = "standard" if self.app.palette == "colourblind" else "colourblind"
        self.app.remember_preferences()
        self.picture = TablePicture(self.game.comps, self.size, palette=self.app.palette, scale=self.app.window.scale)
        self._cache.clear()
        self.log_column.redraw()
