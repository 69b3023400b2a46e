"""The log column down the right of the table: every move in words, with the bots' reasons.

The column is one text box that the hint panel and the tutorial's lesson panel share (they push
it down while they show); it can be folded away (L) to give its width to the table, and that
choice holds for the rest of the session.  Kept apart from the table scene because what the log
says, and when it is re-rendered, has nothing to do with how moves are made.
"""

from __future__ import annotations

from pygame_gui.elements import UITextBox

from keydesk.ui.gui_text import layout_given_back
from keydesk.ui.text_rows import set_rows
from keydesk.ui.table.text import log_html

LOG_W = 300


class LogColumn:
    """The log of one table scene; `explains` (the session's) maps a log index to the bot's
    reason for it."""

    def __init__(self, app, game, bots_play: bool, explains: dict):
        self.app, self.game, self.bots_play = app, game, bots_play
        self.explains = explains
        self.box = None
        self._shown = None  # the log length last rendered (None: render again)

    def build(self, ui, rect, button) -> UITextBox:
        """Make the text box in `rect`, hidden if the player folded the log away; `button` is
        the toolbar's log button, worded for what a press would do."""
        self.box = UITextBox("", rect, ui)
        if not self.shown():
            self.box.hide()
            button.set_text("Show log")
        self._shown = None
        return self.box

    def shown(self) -> bool:
        return self.app.log_shown

    def toggle(self, button) -> None:
        """Fold the log away (L) to give its column to the table, or bring it back."""
        self.app.log_shown = not self.shown()
        if self.shown():
            self.box.show()
        else:
            self.box.hide()
        button.set_text("Hide log" if self.shown() else "Show log")

    def sync(self) -> None:
        """Render the log again only when a move was made or taken back."""
        if self._shown != len(self.game.log):
            self._shown = len(self.game.log)
            with layout_given_back(self.box):  # the old layout freed at once (gui_text.py)
                set_rows(self.box, self.html())  # rows fitted to the box: no blank line (text_rows.py)

    def redraw(self) -> None:
        """Render again on the next sync (the colours changed)."""
        self._shown = None

    def html(self) -> str:
        return log_html(self.game, self.explains, self.bots_play)

