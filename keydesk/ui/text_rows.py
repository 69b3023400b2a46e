"""Text for the gui's text boxes, broken into rows before the box lays it out.

pygame_gui ends a row at a line break (<br>) by putting a 4-pixel break mark after the row's
text; when that text already reaches within 4 pixels of the box's edge the mark does not fit,
and the box starts a whole empty row for it: a blank line in the log between a move and its
reason, or between two moves.  So the log and the hint are broken into rows here, with the
box's own fonts, each row at least BREAK_ROOM narrower than the box: the box never wraps a
row itself, and every break fits after its row.

Only the markup the table writes is understood: <b>, <i>, <font color=...> and <br>.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

BREAK_ROOM = 8  # pixels kept free at the end of every row: the 4-pixel break mark, and rounding


class _Runs(HTMLParser):
    """The markup as lines, each a list of runs (text, bold, italic, colour)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines: list = [[]]
        self.stack: list = []  # open tags: ("b",) | ("i",) | ("font", colour)

    def handle_starttag(self, tag, attrs):
        if tag == "br":
            self.lines.append([])
        elif tag in ("b", "i"):
            self.stack.append((tag,))
        elif tag == "font":
            self.stack.append(("font", dict(attrs).get("color")))

    def handle_endtag(self, tag):
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k][0] == tag:
                del self.stack[k]
                break

    def handle_data(self, data):
        bold = any(t[0] == "b" for t in self.stack)
        italic = any(t[0] == "i" for t in self.stack)
        colour = next((t[1] for t in reversed(self.stack) if t[0] == "font"), None)
        self.lines[-1].append((data, bold, italic, colour))


def _markup(runs) -> str:
    out = []
    for text, bold, italic, colour in runs:
        piece = html.escape(text, quote=False)
        if italic:
            piece = f"<i>{piece}</i>"
        if bold:
            piece = f"<b>{piece}</b>"
        if colour:
            piece = f"<font color='{colour}'>{piece}</font>"
        out.append(piece)
    return "".join(out)


def _merged(runs) -> list:
    """Neighbouring runs of one style as one (a row measures as the box will draw it)."""
    out = []
    for run in runs:
        if out and out[-1][1:] == run[1:]:
            out[-1] = (out[-1][0] + run[0], *run[1:])
        else:
            out.append(run)
    return out


def _width(runs, measure) -> int:
    return sum(measure(text, bold, italic) for text, bold, italic, _ in _merged(runs))


def _words(runs) -> list:
    """[(the spaces before a word, the word)], each as runs: a word may change style midway
    ("<b>Ann</b>'s"), and a break between words drops the spaces before the next one."""
    words, gap, word = [], [], []
    for text, *style in runs:
        for piece in re.split(r"( +)", text):
            if not piece:
                continue
            if piece.startswith(" "):
                if word:
                    words.append((gap, word))
                    gap, word = [], []
                gap.append((piece, *style))
            else:
                word.append((piece, *style))
    if word:
        words.append((gap, word))
    return words


def _wrap(runs, width: int, measure) -> list:
    """One line's runs as rows of at most `width` pixels, broken between words (a word wider
    than a row gets a row of its own)."""
    rows, row = [], []
    for gap, word in _words(runs):
        if row and _width(row + gap + word, measure) > width:
            rows.append(row)
            row = list(word)
        else:
            row += gap + word
    rows.append(row)
    return rows


def fit_rows(markup: str, width: int, measure) -> str:
    """`markup` with a <br> wherever a row of `width` pixels would wrap, each row at least
    BREAK_ROOM short of it.  `measure(text, bold, italic)` is the box's width of a text."""
    parser = _Runs()
    parser.feed(markup)
    parser.close()
    rows = []
    for line in parser.lines:
        rows += _wrap(line, width - BREAK_ROOM, measure) if line else [[]]
    return "<br>".join(_markup(_merged(row)) for row in rows)


def box_measure(box):
    """measure(text, bold, italic) in `box`'s own font (its theme's name and size)."""
    theme = box.ui_theme
    info = theme.get_font_info(box.combined_element_ids)
    fonts = theme.get_font_dictionary()

    def measure(text: str, bold: bool, italic: bool) -> int:
        return fonts.find_font(info["size"], info["name"], bold, italic).size(text)[0]
    return measure


def row_width(box) -> int:
    """The width `box` lays its rows out in with its scroll bar showing (the narrower case)."""
    return box.text_wrap_rect.width - (0 if box.scroll_bar is not None else box.scroll_bar_width)


def set_rows(box, markup: str) -> None:
    """Give `box` the markup broken into rows that fit it (see the module's docstring)."""
    box.set_text(fit_rows(markup, row_width(box), box_measure(box)))


def fit_height(box, markup: str, most: int) -> int:
    """Give `box` the markup in fitted rows (set_rows), as tall as the rows need: a scroll bar
    only beyond `most` pixels.  The height it took."""
    set_rows(box, markup)
    chrome = box.rect.h - box.text_wrap_rect.h
    height = min(most, box.text_box_layout.layout_rect.h + chrome + 2)
    if height != box.rect.h:
        box.set_dimensions((box.rect.w, height))
        set_rows(box, markup)  # laid out again at its new height: the scroll bar goes if not needed
    return height
