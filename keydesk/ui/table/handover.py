"""Handing the shared screen from one person to the next.

When another human must act, the curtain falls (table.seats decides when); while it is down
the events go to it alone (table.curtain decides what lifts it), and nothing the person leaving
had on the screen survives the change of hands: what they carried, their zoom, their hint, an
open tooltip or a refusal bubble.  The person sitting down reads on the curtain what happened
to them since their last move (table.news).
"""

from __future__ import annotations

from keydesk.ui.palette import get_palette

from ..scenes.base import draw_text_centred
from .curtain import CurtainKeys

SINCE_PX = 22


class Handover:
    def __init__(self, scene):
        self.scene = scene
        self.keys = CurtainKeys()

    @property
    def down(self) -> bool:
        return self.scene.seats.curtain_for is not None

    def check(self) -> None:
        """Let the curtain fall if another person must act now, clearing the leaver's screen."""
        scene = self.scene
        if not scene.seats.check():
            return
        self.keys.fell(after_move=scene.seats.at_screen is not None)
        scene.gestures.drop_carry()
        scene.close_tooltip()
        scene.zoom.zoom_out()
        scene.hints.clear()
        scene.callout.hide()
        scene.winter_picks = []

    def handle(self, event) -> bool:
        """Give the event to the curtain if it is down (True: taken); else only note the keys."""
        if not self.down:
            self.keys.track(event)
            return False
        if hasattr(event, "pos"):
            self.scene.gestures.mouse = event.pos  # where the pointer is when the table shows again
        what = self.keys.decide(event)
        if what == "undo":
            self.undo()
        elif what == "lift":
            self.lift()
        return True

    def undo(self) -> None:
        """The person who just moved takes it back before passing the screen: nobody else has
        seen or done anything since."""
        scene, seats = self.scene, self.scene.seats
        scene.undo(seats.at_screen)
        if scene.actor() == seats.at_screen:
            seats.curtain_for = None

    def lift(self) -> None:
        self.scene.seats.lift()
        self.scene.winter_picks = []

    def draw(self, surface) -> None:
        """The curtain, with the leaver's undo line and the newcomer's news since their move."""
        scene, seats = self.scene, self.scene.seats
        if seats.curtain_for is None:
            return
        palette = get_palette(scene.app.palette)
        can_undo = seats.at_screen is not None and scene.undo_redo.own_last(seats.at_screen) is not None
        seats.draw(surface, palette, scene.names, can_undo)
        w, h = surface.get_size()
        log = scene.game.log
        if seats.at_screen is not None and log and log[-1] == f"P{seats.at_screen + 1} pass":
            draw_text_centred(surface, f"{scene.names[seats.at_screen]} passed: the turn comes back to them while "
                              "the others go on.", SINCE_PX, palette.dim_text, (w // 2, h // 2 + 160))
        lines = scene.news.since(seats.curtain_for)[-5:]
        if not lines:
            return
        top = max(70, h // 2 - 110 - SINCE_PX * 3 // 2 * (len(lines) + 1))
        name = scene.names[seats.curtain_for]
        draw_text_centred(surface, f"Since your last turn, {name}:", SINCE_PX, palette.light_text, (w // 2, top),
                          bold=True)
        for k, line in enumerate(lines, 1):
            draw_text_centred(surface, line, SINCE_PX, palette.dim_text, (w // 2, top + k * SINCE_PX * 3 // 2))
