"""Hints at the table (H or the Hint button): the bots' three best moves for the person on turn.

The advice is computed from the asker's own masked view and legal moves only (at a shared
screen, the person who asked), on a background Job so the table keeps drawing; while it thinks
the status line says so and H, Esc or the button cancels.  The three moves are three different
ideas (not one bid in three colours: see keydesk/ai/teaching/variety.py), lit on the table with their
rank and listed in order of their values (the judge's estimate of the points ahead of the best
rival at the end, keydesk/ai/teaching/judge.py, labelled with that unit and explained in a tooltip) and
a one-line reason.  They vanish as soon as the game moves on or another
person sits down.  Each hint shown is counted per player for the final scores.
"""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox

from keydesk.rules import BoatChoice, Bid, Move, Place, Upgrade, Use, WinterChoice
from keydesk.rules.describe import describe_action
from keydesk.ui.background import Job
from keydesk.ui.fonts import draw_text
from keydesk.ui.table.picture import Target
from keydesk.ui.text_rows import fit_height

HINTS = 3
PANEL_H = 300  # the hint panel's height before it is fitted to its three ideas
LOG_LEFT = 140  # pixels of the log column the hint panel always leaves to the log (six lines)
BADGE = ((236, 190, 60), (200, 200, 210), (196, 130, 80))  # gold, silver, bronze rims
GHOST_ALPHA = 200  # a suggested placement's tile, drawn see-through on its space (its roads still plain)


def targets_of(action, targets) -> list:
    """The table targets that show `action`: where its workers, tile, resource or boat go."""
    def match(t) -> bool:
        if isinstance(action, Bid):
            return t.kind == "bid" and t.tile == action.tile and t.player == action.player
        if isinstance(action, Use):
            return t.kind == "use" and t.tile == action.tile
        if isinstance(action, Upgrade):
            return t.kind == "village_tile" and t.tile == action.tile
        if isinstance(action, Move):
            return ((t.kind == "resource" and t.tile == action.source and t.resource == action.resource)
                    or (t.kind == "village_tile" and t.tile == action.target))
        if isinstance(action, BoatChoice):
            return t.kind == "boat" and t.tile == action.boat
        if isinstance(action, Place):
            return ((t.kind == "hex" and t.player == action.player and (t.q, t.r) == (action.q, action.r))
                    or (t.kind == "village_tile" and t.tile == action.tile))
        if isinstance(action, WinterChoice):
            return t.kind == "winter" and t.tile in action.tiles
        return False
    return [t for t in targets if match(t)]


def ask_bots(view, legal, simulations=None, workers=None):
    """The work of one hint (on the Job's thread): keydesk.ai.suggest on the asker's view, three
    different ideas in order of value, its simulations played by the window's `workers`
    (keydesk/ai/teaching/workers.py) and stopped at once when the job is cancelled.  `simulations` None:
    the judge's own budget."""
    def work(job):
        from keydesk.ai import suggest  # the bots load only when someone asks
        from keydesk.ai.teaching.judge import SIMULATIONS
        from keydesk.ai.teaching.workers import Cancelled

        stop = (lambda: job.cancelled) if job is not None else None  # None: asked outside a Job
        try:
            return suggest(view, legal, n=HINTS, simulations=simulations or SIMULATIONS, workers=workers, stop=stop)
        except Cancelled:
            return []
    return work


class Hints:
    def __init__(self, scene):
        self.scene = scene
        self.job = None
        self.asker = None
        self.asked_at = None  # the game state the advice is for
        self.tips: list = []
        # Hints shown to each human at the table: the count lives on the game, so it is saved
        # with it and a resumed game keeps it.
        game = scene.game
        game.hints_used = {p: game.hints_used.get(p, 0) for p in scene.session.hotseat.humans}
        self.used = game.hints_used
        self.simulations = None  # the judge's budget; tests lower it

    # ---- asking ----

    def toggle(self) -> None:
        """H / the button: ask; while thinking, cancel; while shown, put the hint away."""
        if self.job is not None or self.tips:
            self.clear()
            return
        scene = self.scene
        actor = scene.session.me()
        if actor is None:
            scene.say("A hint is for the person on turn." if not scene.game.is_over else "The game is over.")
            return
        game = scene.game
        self.job = Job(ask_bots(game.view(actor), list(scene.legal()), self.simulations, scene.app.judge_workers),
                       name="keydesk-hint")
        self.asker, self.asked_at, self.tips = actor, game.state, []

    def clear(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job, self.tips, self.asker, self.asked_at = None, [], None, None

    def update(self) -> None:
        """Each frame: collect finished advice; drop advice the game or the screen has left behind."""
        scene = self.scene
        if self.asker is not None and (scene.game.state is not self.asked_at or scene.session.me() != self.asker):
            self.clear()
            return
        if self.job is not None and self.job.done:
            job, self.job = self.job, None
            if job.error:
                scene.say(f"No hint this time ({job.error}).")
                self.asker = None
                return
            self.tips = list(job.result)
            self.used[self.asker] = self.used.get(self.asker, 0) + 1
            scene.session.keep()  # the count is saved with the game at once

    # ---- showing ----

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def status(self) -> str:
        name = self.scene.names[self.asker]
        return f"Looking for a hint for {name}… (H, Esc or the Hint button cancels)"

    def lit(self, targets) -> dict:
        """{Target: rank (1 is best)} of the suggested moves, the best one winning shared places."""
        out = {}
        for rank, tip in reversed(list(enumerate(self.tips, 1))):
            for t in targets_of(tip.action, targets):
                out[t] = rank
        return out

    def html(self) -> str:
        game = self.scene.game
        names = game.state.names
        from keydesk.ai.teaching.judge import UNIT

        lines = [f"<b>Hint for {html.escape(names[self.asker])}</b> <font color='#7a6650'>· points: {UNIT} "
                 "(hover for how; H hides it)</font>"]
        for rank, tip in enumerate(self.tips, 1):
            move, reason = describe_action(tip.action, game.comps, names, game.state), tip.reason
            if isinstance(tip.action, Place) and ": " in reason:  # its reason names the spot: the move is that
                move, reason = reason.split(": ", 1)
                reason = reason[:1].upper() + reason[1:]
            lines.append(f"<b>{rank}. {html.escape(move)}</b> <font color='#8a5a2e'>{tip.value:+.1f} points</font>"
                         f"<br><i>{html.escape(reason)}</i>")
        return "<br>".join(lines)

    # ---- on screen ----

    def build(self, ui, column, log_box) -> None:
        """After the table's gui is (re)built: the hint panel goes at the top of the log column."""
        self.ui, self.column, self.log_box = ui, column, log_box
        self.box = None

    def sync_panel(self, button) -> None:
        """Open the panel (the log moves down) while a hint is shown, close it after, and word
        the toolbar's hint `button` for what a press would do now."""
        on = self.scene.session.me() is not None or self.thinking or bool(self.tips)
        if on != button.is_enabled:
            button.enable() if on else button.disable()
        text = "Cancel" if self.thinking else "Hide hint" if self.tips else "Hint"
        if button.text != text:
            button.set_text(text)
        col = self.column
        if self.tips and self.box is None:
            from keydesk.ai.teaching.judge import HOW

            self.box = UITextBox("", pygame.Rect(col.x, col.y, col.w, PANEL_H), self.ui, object_id="#hint")
            height = fit_height(self.box, self.html(), col.h - LOG_LEFT)  # every idea in sight, no scroll bar
            self.box.set_tooltip(HOW)
            self.log_box.set_relative_position((col.x, col.y + height))
            self.log_box.set_dimensions((col.w, col.h - height))
        elif not self.tips and self.box is not None:
            self.box.kill()
            self.box = None
            self.log_box.set_relative_position(col.topleft)
            self.log_box.set_dimensions(col.size)

    def draw_badges(self, surface, picture) -> None:
        """A numbered disc on each place a suggested move uses (1 is the best).  A placement is
        shown where it would go: the tile drawn on its space, turned as the hint would place it
        and ghosted, with the disc in the middle of that space.  Elsewhere the disc sits on the
        place's top-left corner: outside a hex altogether, and on a bid side only over its
        corner, never over the name or the workers written in its middle."""
        for tip in self.tips:
            a = tip.action
            if isinstance(a, Place):
                rect = picture.rect_of(Target("hex", None, a.player, q=a.q, r=a.r))
                if rect is not None:
                    picture.art.blit(surface, a.tile, rect.center, rect.h / 2, a.rot, alpha=GHOST_ALPHA)
        for target, rank in self.lit(picture.targets()).items():
            rect = picture.rect_of(target)
            if rect is None:
                continue
            centre = rect.center if target.kind == "hex" else rect.topleft
            pygame.draw.circle(surface, (40, 28, 18), centre, 10)
            pygame.draw.circle(surface, BADGE[rank - 1], centre, 10, 2)
            draw_text(surface, str(rank), centre, 14, (250, 240, 220), bold=True)
