"""The table: the game drawn by the renderer, and every gesture turned into an Action.

The scene never changes game state itself: a gesture becomes an Action (keydesk/ui/intents.py),
`game.apply` accepts it or raises IllegalAction whose reason goes to the status line.  Bots think
on a worker thread (bot_runner) and their answers are applied here, one at a time, with a pause.

Privacy at a shared screen: the table is drawn from `game.view(p)` for the human at the screen,
and a full-screen curtain ("Pass to Bob") hides everything whenever a different human must act.
"""

from __future__ import annotations

import html
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from keydesk.rules import Done, IllegalAction, Pass, Upgrade, WinterChoice, parse_action
from keydesk.rules.describe import describe_action
from keydesk.rules.placing import has_power
from keydesk.ui import intents
from keydesk.ui.autosave import autosave, list_saves, save_path, screenshots_dir
from keydesk.ui.bot_runner import BotRunner
from keydesk.ui.palette import get_palette
from keydesk.ui.table_view import Ghost, TableView, Target

from .base import Scene, draw_text_centred
from .dialogs import ChoiceDialog, LoadDialog, MessageDialog, SaveDialog

TOOLBAR_H = 48
LOG_W = 300
DRAG_START = 6  # pixels the mouse must move, button down, before a press becomes a drag
TOOLTIP_DELAY = 0.6
MESSAGE_SECONDS = 6.0
LOG_LINES = 40  # rebuilding a pygame_gui text box costs time per line; older lines are in saves


class TableScene(Scene):
    autosaves = True  # the tutorial keeps its own progress instead of the player's autosave

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self.names = game.state.names
        self.view = TableView(game.comps, app.size, palette=app.palette)
        self.runner = BotRunner()
        self.humans = [p for p, kind in enumerate(game.seats) if kind == "human"]
        # The human now sitting at the screen; with one human they never leave it.
        self.at_screen = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_for = None
        self.carry = None  # intents.Carry being dragged or click-selected
        self.carry_from = None  # the Target it was picked up from
        self.pressed_at = None  # mouse position of the press that picked it up, while held
        self.dragging = False
        self.mouse = (0, 0)
        self.winter_picks: list = []
        self.dialog = None
        self.message, self.message_until = "", 0.0
        self.answer = None  # a bot's answer waiting for the pause to end
        self.bot_wait = 0.0
        self.explains: dict = {}  # log index -> a bot's reason, shown in the log
        self.over_wait = None  # seconds left before a game that just ended shows its scores
        self.review = game.is_over  # a finished game opened to look at stays on the table
        self.hover, self.hover_time, self.tooltip = None, 0.0, None
        self._shown_log = None
        self._cache: dict = {}
        if self.autosaves:
            autosave(game, app.home)

    # ---- gui ----

    def build(self) -> None:
        w, h = self.size
        self.view.resize((w, h))
        ui = self.ui
        self.toolbar = UIPanel(pygame.Rect(0, 0, w, TOOLBAR_H), manager=ui, object_id="#toolbar")
        tb = self.toolbar
        self.buttons = {}
        left = (("menu", "Menu", 76, "Back to the main menu (the game is autosaved)"),
                ("save", "Save", 70, "Save this game under a name"),
                ("load", "Load", 70, "Open a saved game"),
                ("undo", "Undo", 76, "Take back your last decision and the bot moves after it (Ctrl+Z)"),
                (None, None, 24, None),
                ("pass", "Pass", 96, "Pass this turn (P)"),
                ("done", "Done", 96, "Finish transport or the Flipper's flip (D)"))
        x = 6
        for key, text, width, tip in left:
            if key:
                self.buttons[key] = self._button(x, width, text, tip, key in ("pass", "done"))
            x += width + 6
        # Shown only when they apply, in the same place after Done.
        self.buttons["confirm"] = self._button(x, 190, "Confirm winter tiles", "Put the chosen winter tiles forward", True)
        self.buttons["scores"] = self._button(x, 140, "Final scores", "Show the final scores", True)
        self.buttons["shot"] = self._button(w - 116, 110, "Screenshot", "Save a PNG of the window in screenshots/ (F12)")
        self.buttons["palette"] = self._button(w - 290, 168, "Colour-blind",
                                               "Switch between the standard and colour-blind palettes")
        self.log_box = UITextBox("", pygame.Rect(w - LOG_W, TOOLBAR_H, LOG_W, h - TOOLBAR_H), ui)
        self._shown_log = None
        self.dialog = None
        self.tooltip = None
        self.sync_gui()

    def _button(self, x, width, text, tip, primary=False) -> UIButton:
        return UIButton(pygame.Rect(x, 6, width, TOOLBAR_H - 12), text, self.ui, container=self.toolbar,
                        tool_tip_text=tip, object_id="#primary" if primary else None)

    def leave(self) -> None:
        self.runner.close()

    # ---- who acts, who sees ----

    def is_human(self, p) -> bool:
        return self.game.seats[p] == "human"

    def actor(self):
        """The human who should act now (None when only bots are to move, or the game is over)."""
        humans = [p for p in self.game.to_move if self.is_human(p)]
        if not humans:
            return None
        return self.at_screen if self.at_screen in humans else humans[0]

    def me(self):
        """The human at the screen when it is their move, else None: only they may act."""
        actor = self.actor()
        return actor if actor is not None and actor == self.at_screen and self.curtain_for is None else None

    def viewer(self):
        """Whose private view is drawn: the human at the screen (None: the public view)."""
        return self.at_screen

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

    def check_curtain(self) -> None:
        actor = self.actor()
        if actor is not None and actor != self.at_screen and self.curtain_for is None:
            if len(self.humans) > 1:
                self.curtain_for = actor
                self.drop_carry()
                self.close_tooltip()
            else:
                self.at_screen = actor

    def lift_curtain(self) -> None:
        self.at_screen, self.curtain_for = self.curtain_for, None
        self.winter_picks = []

    # ---- applying actions ----

    def apply(self, action, explain: str = "") -> bool:
        """Give an action to the rules model; its refusal becomes the status message."""
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.say(str(exc))
            return False
        if explain:
            self.explains[len(self.game.log) - 1] = explain
        if not isinstance(action, WinterChoice) and self.game.phase != "winter_select":
            self.winter_picks = []
        self.message = ""
        self.drop_carry()
        self.after_change()
        return True

    def after_change(self) -> None:
        self._cache = {}
        if self.autosaves:
            autosave(self.game, self.app.home)
        self.sync_gui()

    def decide(self, actions, title: str, question: str) -> None:
        """Apply the one action, or ask which of several (a tile's choice, an upgrade's payment)."""
        if len(actions) == 1:
            self.apply(actions[0])
            return
        options = [(intents.choice_label(a), a) for a in actions]
        self.dialog = ChoiceDialog(self.ui, title, question, options, lambda a: a is not None and self.apply(a))

    def undo(self) -> None:
        """Back to before the last human decision, taking back the bot moves after it too."""
        game = self.game
        self.runner.cancel()
        self.answer = None
        undone = 0
        while game.log and not self.is_human(parse_action(game.log[-1]).player):
            game.undo()
            undone += 1
        if game.log:
            game.undo()
            undone += 1
        if not undone:
            self.say("There is nothing to undo.")
            return
        for i in [i for i in self.explains if i >= len(game.log)]:
            del self.explains[i]
        self.winter_picks = []
        self.drop_carry()
        self.after_change()
        self.say(f"Undid {undone} action{'s' if undone > 1 else ''}.")

    def say(self, text: str) -> None:
        self.message, self.message_until = text, time.monotonic() + MESSAGE_SECONDS

    # ---- bots ----

    def run_bots(self, dt: float) -> None:
        game = self.game
        self.bot_wait = max(0.0, self.bot_wait - dt)
        if self.answer is None:
            self.answer = self.runner.poll()
        # While a person holds something the table must not change under their hand.
        if self.answer is not None and self.bot_wait <= 0 and self.carry is None:
            answer, self.answer = self.answer, None
            if self.apply(answer.action, answer.explain):
                self.bot_wait = self.app.bot_delay
        if self.answer is None and self.runner.busy_with is None and not game.is_over:
            bots = [p for p in game.to_move if not self.is_human(p)]
            if bots:
                p = bots[0]
                seed = (game.state.seed * 7919 + len(game.log)) & 0xFFFFFFFF
                self.runner.submit(game.seats[p], p, game.view(p), game.legal_actions(p), seed)

    # ---- frame ----

    def update(self, dt: float) -> None:
        self.run_bots(dt)
        self.sync_gui()
        if self.game.is_over:
            self.drop_carry()
            if not self.review:
                self.over_wait = (self.app.bot_delay * 3 if self.over_wait is None else self.over_wait) - dt
                if self.over_wait <= 0:
                    self.show_scores()
                    return
        else:
            self.check_curtain()
        self.update_tooltip(dt)  # a finished game looked at from the scores still explains its tiles

    def show_scores(self) -> None:
        from .final_scores import FinalScoresScene

        self.app.switch(FinalScoresScene(self.app, self.game))

    def draw(self, surface) -> None:
        if self.curtain_for is not None:
            surface.fill(get_palette(self.app.palette).table_dark)
            return
        legal = self.legal()
        preview = self.preview(legal)
        self.view.draw(surface, self.shown_state(), self.viewer(), highlights=self.highlights(legal),
                       selected=self.held(), recent=self.recent(),
                       ghost=None if preview else self.ghost(), preview=preview, status=self.status(), top_margin=TOOLBAR_H, right_margin=LOG_W)

    def draw_over(self, surface) -> None:
        """The curtain, drawn above every gui element so nothing private shows through."""
        if self.curtain_for is None:
            return
        palette = get_palette(self.app.palette)
        w, h = surface.get_size()
        surface.fill(palette.table_dark)
        pygame.draw.rect(surface, palette.panel_edge, (40, 40, w - 80, h - 80), 3, border_radius=18)
        name = self.names[self.curtain_for]
        draw_text_centred(surface, f"Pass to {name}", 64, palette.light_text, (w // 2, h // 2 - 40), bold=True)
        draw_text_centred(surface, "click to continue", 30, palette.dim_text, (w // 2, h // 2 + 30))
        draw_text_centred(surface, "Everyone else, look away: the screens will be shown.", 22, palette.dim_text,
                          (w // 2, h // 2 + 80))

    # ---- what the table shows ----

    def highlights(self, legal) -> frozenset:
        """Legal drops while carrying, else hints; cached until the state or the layout changes."""
        if self.carry is None and not legal:
            return frozenset()
        targets = tuple(self.view.targets())
        key = ("lit", id(self.game.state), self.carry, tuple(self.winter_picks), targets)
        if key not in self._cache:
            self._cache[key] = (intents.lit_targets(targets, legal, self.carry) if self.carry is not None
                                else self.hints(targets, legal))
        return self._cache[key]

    def hints(self, targets, legal) -> frozenset:
        """Without a carry: what can be clicked or picked up now (boats, new tiles, resources,
        tiles to upgrade) and the winter tiles already chosen."""
        state, actor = self.game.state, self.me()
        out = set()
        for t in targets:
            if t.kind in ("screen", "group", "bid", "use", "order", "hex"):
                continue
            if t.kind == "winter":
                if t.tile in self.winter_picks:
                    out.add(t)
            elif intents.click_actions(legal, actor, t) or intents.pick_up(state, legal, actor, t)[0]:
                out.add(t)
        return frozenset(out)

    def recent(self) -> dict:
        """What the bots did since a person last acted, as {Target: bot}: each tile, boat or
        turn-order tile a bot acted on.  Bot moves come a tenth of a second apart, too fast to
        watch, so they stay ringed on the table (in the bot's colour) until the person acts."""
        game = self.game
        targets = tuple(self.view.targets())
        key = ("recent", len(game.log), targets)
        if key not in self._cache:
            acted = {}
            for line in reversed(game.log):
                action = parse_action(line)
                if self.is_human(action.player):
                    break
                tile = intents.acted_on(action)
                if tile is not None:
                    acted.setdefault(tile, action.player)
            self._cache[key] = {t: acted[t.tile] for t in targets
                                if t.kind in ("use", "order", "boat") and t.tile in acted}
        return self._cache[key]

    def held(self) -> frozenset:
        """Every place the carry was gathered from, framed while it is carried."""
        c = self.carry
        if c is None:
            return frozenset()
        out = {self.carry_from}
        if c.kind == "workers":
            out |= {Target("group", tile, c.player) for tile in c.sources}
            out |= {Target("screen", None, c.player, colour) for colour, _ in intents.carried_workers(c)
                    if colour != c.colour or c.count}
        return frozenset(out)

    def ghost(self):
        c = self.carry
        if c is None:
            return None
        if c.kind == "workers":
            split = intents.carried_workers(c)
            return Ghost("workers", self.mouse, colour=c.colour, count=c.arriving,
                         split=split if len(split) > 1 else ())
        if c.kind == "tile":
            return Ghost("tile", self.mouse, tile=c.tile, rot=c.rot)
        return Ghost("resource", self.mouse, resource=c.resource)

    def preview(self, legal):
        """A carried tile shown in place, turned as it would be, over a hex where it fits."""
        c = self.carry
        if c is None or c.kind != "tile":
            return None
        target = self.view.hit(self.mouse)
        if target is None or target.kind != "hex":
            return None
        actions = intents.drop_actions(legal, c, target)
        if not actions:
            return None
        a = actions[0]
        return (a.player, a.tile, a.q, a.r, a.rot)

    def status(self) -> str:
        if self.message and time.monotonic() < self.message_until:
            return self.message
        game, actor = self.game, self.me()
        if game.is_over:
            return "The game is over."
        thinking = self.runner.busy_with if self.answer is None else self.answer.player
        if actor is None:
            if thinking is not None:
                dots = "." * (1 + int(time.monotonic() * 3) % 3)
                return f"{self.names[thinking]} ({game.seats[thinking]}) is thinking{dots}"
            return "Waiting for the bots..."
        return self.prompt(actor)

    def carry_prompt(self, c) -> str:
        """What carried workers are made of, and the gestures that change or drop them."""
        held = " + ".join(f"{k} {colour}" for colour, k in intents.carried_workers(c))
        if c.groups:
            held += " (outbid from the " + ", ".join(self.game.comps.tiles[t].name for t, _ in c.groups) + ")"
        more = []
        key = ("joinable", id(self.game.state), c)
        if key not in self._cache:  # the status line is drawn every frame
            legal = self.legal()
            self._cache[key] = any(intents.joinable(legal, c, t) for t in self.view.targets())
        if self._cache[key]:
            more.append("your other outbid groups")
        if has_power(self.game.state, self.game.comps, c.player, "4b"):
            more.append("another colour on your screen")
        elif c.others:
            return f"{held}: workers of several colours go together only with summer boat 4b. Esc cancels."
        add = f"click {' or '.join(more)} to add them; " if more else ""
        return f"{held}: drop on a lit side to bid, on a lit centre to use it. Wheel or 1-9: how many; {add}Esc cancels."

    def prompt(self, p) -> str:
        state, name = self.game.state, self.names[p]
        if self.carry is not None:
            c = self.carry
            if c.kind == "workers":
                return self.carry_prompt(c)
            if c.kind == "tile":
                return "Drop the tile on a lit space; the wheel or R turns it. Esc cancels."
            return f"Drop the {c.resource} on a lit neighbouring tile. Esc cancels."
        phase = state.phase
        if phase == "actions" and state.pending:
            return self.transport_prompt(name, state.pending)
        if phase == "actions":
            return (f"{name}'s turn: drag workers from your screen to a tile's side to bid, or to its centre "
                    "to use it; or Pass.")
        if phase == "boats":
            return f"{name}: choose a boat; click a lit boat."
        if phase == "place":
            return f"{name}: drag each new tile from your tray onto a lit space; the wheel or R turns it."
        if phase == "winter_select":
            picked = ", ".join(self.game.comps.tiles[t].name for t in self.winter_picks) or "none yet"
            return f"{name}: click winter tiles to put forward (chosen: {picked}), then Confirm."
        if phase == "flipper":
            return f"{name}: the Flipper lets you flip one tile for free: click a lit tile, or Done."
        return ""

    def transport_prompt(self, name, pend) -> str:
        """Only what is left of a tile's transport and upgrades, and whether anything can be
        upgraded now (so nobody hunts for a glow that is not there)."""
        parts = []
        if pend.capacity:
            parts.append(f"{pend.capacity} move{'s' if pend.capacity != 1 else ''} left: drag resources along roads")
        if pend.upgrades:
            ups = f"{pend.upgrades} upgrade{'s' if pend.upgrades != 1 else ''}"
            parts.append(f"{ups} left: click a lit tile" if any(isinstance(a, Upgrade) for a in self.legal())
                         else f"{ups} left, but nothing can be upgraded now")
        return f"{name}: " + "; ".join(parts + ["Done to finish."])

    def sync_gui(self) -> None:
        legal = self.legal()
        game = self.game
        self._enable("pass", any(isinstance(a, Pass) for a in legal))
        self._enable("done", any(isinstance(a, Done) for a in legal))
        winter = game.phase == "winter_select" and self.me() is not None
        self._show("confirm", winter)
        self._enable("confirm", winter and bool(self.winter_picks))
        self._show("scores", game.is_over)
        self._enable("undo", bool(game.log))
        self.buttons["palette"].set_text("Standard colours" if self.app.palette == "colourblind" else "Colour-blind")
        if self._shown_log != len(game.log):
            self._shown_log = len(game.log)
            self.log_box.set_text(self.log_html())

    def _enable(self, key, on: bool) -> None:
        button = self.buttons[key]
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()

    def _show(self, key, on: bool) -> None:
        button = self.buttons[key]
        if on and not button.visible:
            button.show()
        elif not on and button.visible:
            button.hide()

    def log_html(self) -> str:
        """The game log in plain English, newest first, bot reasons in italics."""
        game = self.game
        lines = []
        start = max(0, len(game.log) - LOG_LINES)
        for i in range(len(game.log) - 1, start - 1, -1):
            action = parse_action(game.log[i])
            name = self.names[action.player]
            before = game.history[i] if len(game.history) == len(game.log) else None
            text = describe_action(action, game.comps, self.names, before).removeprefix(name)
            line = f"<font color='#8a5a2e'>{i + 1}.</font> <b>{html.escape(name)}</b>{html.escape(text)}"
            if i in self.explains:
                line += f"<br><i><font color='#7a6650'>{html.escape(self.explains[i])}</font></i>"
            lines.append(line)
        head = ["<b>Game log</b>" + (" — newest first" if lines else "")]
        if any(not self.is_human(p) for p in range(len(game.seats))):
            head.append("<i><font color='#7a6650'>What the bots did since your last move is ringed in their "
                        "colour.</font></i>")
        return "<br>".join(head + (lines or ["No actions yet."]))

    # ---- tooltips ----

    def update_tooltip(self, dt: float) -> None:
        hidden = self.carry or self.dialog_open() or self.curtain_for is not None
        target = None if hidden else self.view.hit(self.mouse)
        if target != self.hover:
            self.hover, self.hover_time = target, 0.0
            self.close_tooltip()
            return
        self.hover_time += dt
        if target is not None and self.tooltip is None and self.hover_time >= TOOLTIP_DELAY:
            text = self.view.tooltip(target, self.shown_state())
            if text:
                body = html.escape(text).replace("\n", "<br>")
                self.tooltip = self.ui.create_tool_tip(body, self.mouse, (0, 18), None, None, wrap_width=320)

    def close_tooltip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None

    # ---- input ----

    def dialog_open(self) -> bool:
        return self.dialog is not None and self.dialog.open

    def handle(self, event, consumed) -> None:
        if self.curtain_for is not None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.lift_curtain()
            return
        if self.dialog_open():
            self.dialog.handle(event)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.carry is not None:
            self.change_carry(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and not consumed:
            if event.button == 1:
                self.on_press(event.pos)
            elif event.button == 3:
                self.on_right_click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)

    def on_button(self, element) -> None:
        key = next((k for k, b in self.buttons.items() if b is element), None)
        actions = {
            "menu": self.to_menu, "save": self.open_save_dialog, "load": self.open_load_dialog,
            "undo": self.undo, "pass": self.pass_turn, "done": self.done, "confirm": self.confirm_winter,
            "scores": self.show_scores, "palette": self.toggle_palette, "shot": self.screenshot,
        }
        if key in actions:
            actions[key]()

    def on_key(self, event) -> None:
        key, mods = event.key, event.mod
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_ESCAPE:
            self.drop_carry()
        elif key == pygame.K_F12:
            self.screenshot()
        elif key == pygame.K_F1:
            self.open_compendium(None)
        elif key == pygame.K_p:
            self.pass_turn()
        elif key == pygame.K_d:
            self.done()
        elif key == pygame.K_r and self.carry is not None:
            self.change_carry(1)
        elif pygame.K_1 <= key <= pygame.K_9 and self.carry is not None and self.carry.kind == "workers":
            self.set_arriving(key - pygame.K_0)

    def pass_turn(self) -> None:
        actor = self.me()
        if actor is not None:
            self.apply(Pass(actor))

    def done(self) -> None:
        actor = self.me()
        if actor is not None:
            self.apply(Done(actor))

    def confirm_winter(self) -> None:
        actor = self.me()
        if actor is None or not self.winter_picks:
            return
        hand = self.game.state.winter_hands[actor]
        if self.apply(WinterChoice(actor, tuple(t for t in hand if t in self.winter_picks))):
            self.winter_picks = []

    def on_right_click(self, pos) -> None:
        """Right-click lets go of what is carried; with empty hands it opens the tile's page."""
        if self.carry is not None:
            self.drop_carry()
            return
        target = self.view.hit(pos)
        if target is not None and target.tile in self.game.comps.tiles:
            self.open_compendium(target.tile)

    def open_compendium(self, tile) -> None:
        from .compendium import CompendiumScene

        self.close_tooltip()
        self.app.visit(CompendiumScene(self.app, tile=tile))

    def on_motion(self, pos) -> None:
        self.mouse = pos
        if self.carry is not None and self.carry.kind == "tile":
            self.carry = intents.fit_rotation(self.legal(), self.carry, self.view.hit(pos))
        if self.carry is not None and self.pressed_at is not None and not self.dragging:
            dx, dy = pos[0] - self.pressed_at[0], pos[1] - self.pressed_at[1]
            self.dragging = dx * dx + dy * dy > DRAG_START * DRAG_START

    def on_press(self, pos) -> None:
        self.mouse = pos
        actor = self.me()
        if actor is None:
            self.say("The game is over." if self.game.is_over else "Please wait: the bots are playing.")
            return
        target = self.view.hit(pos)
        legal = self.legal()
        state = self.game.state
        carry, reason = intents.pick_up(state, legal, actor, target)
        if self.carry is not None:  # a click-selected source: this click adds to it or drops it
            if target == self.carry_from:
                self.drop_carry()
                return
            more = intents.take_more(state, legal, self.carry, target)
            if more is not None:  # held down, the press can still become a drag to the target
                self.carry, self.pressed_at, self.dragging = more, pos, False
                return
            if carry is None or target.tile in self.carry.sources:
                self.drop(target)
                return
        if carry is not None:
            self.carry, self.carry_from = carry, target
            self.pressed_at, self.dragging = pos, False
            self.close_tooltip()
            return
        clicks = intents.click_actions(legal, actor, target)
        if clicks:
            name = self.game.comps.tiles[target.tile].name
            self.decide(clicks, f"Upgrade the {name}", f"How do you pay to upgrade the {name}?")
        elif target is not None and target.kind == "winter" and self.game.phase == "winter_select":
            self.toggle_winter(actor, target.tile)
        elif reason:
            self.say(reason)

    def on_release(self, pos) -> None:
        self.mouse = pos
        if self.carry is None or self.pressed_at is None:
            return
        dx, dy = pos[0] - self.pressed_at[0], pos[1] - self.pressed_at[1]
        self.pressed_at = None
        if self.dragging or dx * dx + dy * dy > DRAG_START * DRAG_START:
            self.drop(self.view.hit(pos))

    def drop(self, target) -> None:
        """Let go of the carry over `target`: apply the legal action, ask, or explain the refusal.

        Carried outbid groups dropped on another of your outbid groups of their colour take it
        along instead (the carry stays in hand, to be dropped by a click)."""
        carry = self.carry
        legal = self.legal()
        if carry.groups and intents.joinable(legal, carry, target):
            self.carry = intents.take_more(self.game.state, legal, carry, target)
            self.pressed_at, self.dragging = None, False
            return
        self.drop_carry()
        carry = intents.fit_rotation(legal, carry, target)
        if carry.kind == "workers":
            target = self.whole_tile(target)
        actions = intents.drop_actions(legal, carry, target)
        if len(actions) == 1:
            self.apply(actions[0])
            return
        if actions:  # only a tile's use can ask for a choice
            name = self.game.comps.tiles[actions[0].tile].name
            self.decide(actions, f"Use the {name}", intents.choice_question(actions)
                        or f"The {name} asks for a choice. Which do you want?")
            return
        if intents.wrong_side(carry, target):
            self.say(f"That is {self.names[target.player]}'s side of the tile: bid on your own side.")
            return
        action = intents.intended(carry, target)
        if action is None:
            self.say({"workers": "The outbid workers stay where they were." if carry.groups
                      else "The workers go back behind your screen.",
                      "tile": "Drop the tile on one of the lit spaces next to your village.",
                      "resource": "Drop the resource on a lit neighbouring tile."}[carry.kind])
            return
        if not self.apply(action):  # refused: the rules model's reason shows in the status line
            have = self.game.state.screens[carry.player][carry.colour] if carry.kind == "workers" else 0
            fits = intents.count_that_fits(legal, carry, target, have)
            if fits is not None:
                keys = f"press {fits} or turn the wheel" if fits <= 9 else "turn the wheel"
                self.say(f"{self.message} {fits} would do: {keys} while carrying.")

    def whole_tile(self, target):
        """Workers let go anywhere on a village tile (its name, a resource counter) mean its use:
        the use glow lights the whole tile, not just the centre that is its hit region."""
        if target is not None and target.kind in ("village_tile", "resource"):
            use = Target("use", target.tile, target.player)
            if self.view.rect_of(use) is not None:
                return use
        return target

    def drop_carry(self) -> None:
        self.carry, self.carry_from, self.pressed_at, self.dragging = None, None, None, False

    def change_carry(self, step: int) -> None:
        c = self.carry
        if c.kind == "workers":
            self.set_arriving(c.arriving + step)
        elif c.kind == "tile":
            target = self.view.hit(self.mouse)
            hex_target = target if target is not None and target.kind == "hex" else None
            self.carry = intents.Carry("tile", c.player, tile=c.tile,
                                       rot=intents.next_rotation(self.legal(), c, hex_target, step))

    def set_arriving(self, n: int) -> None:
        c = self.carry
        have = self.game.state.screens[c.player][c.colour]
        self.carry = intents.with_count(c, n - (c.arriving - c.count), have)

    def toggle_winter(self, actor, tile) -> None:
        if tile not in (self.game.state.winter_hands[actor] or ()):
            return
        if tile in self.winter_picks:
            self.winter_picks.remove(tile)
        else:
            self.winter_picks.append(tile)

    # ---- menus, files, screenshots ----

    def to_menu(self) -> None:
        from .menu import MenuScene

        self.app.switch(MenuScene(self.app))

    def open_save_dialog(self) -> None:
        default = "-".join(self.names) + time.strftime("-%Y%m%d-%H%M")
        self.dialog = SaveDialog(self.ui, default, self.save_as)

    def save_as(self, name: str) -> None:
        path = save_path(self.app.home, name)
        try:
            self.game.save(path)
        except OSError as exc:
            self.dialog = MessageDialog(self.ui, "Could not save", f"{path}: {exc.strerror or exc}")
            return
        self.say(f"Saved to {path}")

    def open_load_dialog(self) -> None:
        self.dialog = LoadDialog(self.ui, list_saves(self.app.home), self.load_from)

    def load_from(self, text: str) -> None:
        from .menu import open_save_file

        error = open_save_file(self.app, text)
        if error:
            self.dialog = MessageDialog(self.ui, "Could not load the game", error)

    def toggle_palette(self) -> None:
        self.app.palette = "standard" if self.app.palette == "colourblind" else "colourblind"
        self.app.remember_preferences()
        self.view = TableView(self.game.comps, self.size, palette=self.app.palette)
        self._cache = {}
        self._shown_log = None

    def screenshot(self) -> None:
        folder = screenshots_dir(self.app.home)
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"table-{stamp}.png"
        n = 2
        while path.exists():
            path, n = folder / f"table-{stamp}-{n}.png", n + 1
        surface = self.app.screen.copy()
        self.draw(surface)
        self.ui.draw_ui(surface)
        pygame.image.save(surface, str(path))
        self.say(f"Screenshot saved to {path}")
