"""Handing the shared screen from one person to the next, as the window shows it.

The session decides when the curtain falls and what lifts it (keydesk/session); here the window
clears what the person leaving had on the screen when it changes hands (what they carried,
their zoom, their hint, an open tooltip, a refusal bubble; their words on the status line as
the next person sits down),
and draws the curtain's page: whom the screen passes to, a line for the person leaving, and
what happened to the person sitting down since their last move.
"""

from __future__ import annotations

from keydesk.ui.palette import get_palette

from keydesk.ui.scenes.base import draw_curtain, draw_text_centred
from keydesk.ui.scenes.hover import unhover_gui

SINCE_PX = 22


class Handover:
    def __init__(self, scene):
        self.scene = scene

    def clear(self) -> None:
        """The screen changed hands: nothing of the last person's stays, and no tooltip opens
        until the pointer moves (a pointer resting where the curtain was clicked is not
        pointing at anything on the next person's table)."""
        scene = self.scene
        scene.gestures.drop_carry()
        scene.close_tooltip()
        scene.still_pointer = scene.gestures.mouse
        unhover_gui(scene.ui)
        scene.zoom.zoom_out()
        scene.hints.clear()
        scene.callout.hide()
        scene.winter_picks = []
        if scene.session.curtain_for is None:
            scene.message = ""  # the last person's words are not for the one sitting down

    def draw(self, surface) -> None:
        """The curtain, while it is down."""
        page = self.scene.session.curtain_page()
        if page is not None:
            draw_page(surface, get_palette(self.scene.app.palette), page)


def draw_page(surface, palette, page) -> None:
    """A curtain's page (keydesk.session.CurtainPage): its lines for the person leaving below
    the curtain's own, the news for the person sitting down above them."""
    draw_curtain(surface, palette, page.to, page.undo_line)
    w, h = surface.get_size()
    if page.leaver_line:
        draw_text_centred(surface, page.leaver_line, SINCE_PX, palette.dim_text, (w // 2, h // 2 + 160))
    if not page.news:
        return
    top = max(70, h // 2 - 110 - SINCE_PX * 3 // 2 * (len(page.news) + 1))
    draw_text_centred(surface, page.news_title, SINCE_PX, palette.light_text, (w // 2, top), bold=True)
    for k, line in enumerate(page.news, 1):
        draw_text_centred(surface, line, SINCE_PX, palette.dim_text, (w // 2, top + k * SINCE_PX * 3 // 2))
