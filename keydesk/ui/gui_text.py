"""Replacing a pygame_gui text box's text without leaving the old layout to the cycle collector.

pygame_gui 0.6 lays a text box's text out as rows that point back at their layout, a reference
cycle that holds the rendered surfaces: for the table's log column several MB, the whole log's
height, made more than once per rebuild (the text is laid out again once pygame_gui finds it
needs a scroll bar).  Reference counting never frees a cycle.  The cycle collector does, but
a layout that lived through a move sits in the oldest generation, collected only once the
interpreter counts enough objects piled up there, by number and not by size: a table playing
bots, its log rebuilt after every move, held a few hundred MB of dead layouts between two full
collections.  So the old layout is emptied, and its rows and surfaces go at once; then the young
generations are collected, which frees the layouts the rebuild made and dropped on its way
(a few milliseconds; while a bot thinks it walks what the search has left since, which the end
of the search would walk anyway: keydesk/ai/bots/collector.py).
"""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def layout_given_back(box):
    """Around a change of `box`'s text (set_text, text_rows.set_rows): the memory of the text
    it showed is given back at once."""
    old = box.text_box_layout
    yield
    if old is not None and old is not box.text_box_layout:
        vars(old).clear()  # its rows and surfaces: only the layout held them
    gc.collect(1)
