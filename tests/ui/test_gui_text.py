"""The log column's text box, rebuilt after every move, gives back the layout it showed at
once (keydesk/ui/gui_text.py says why): left to the cycle collector, a few hundred MB of old
layouts and their surfaces piled up between two full collections at a table playing bots."""

import gc
import weakref

from tests.rules.helpers import two_player
from tests.ui.helpers import at_table


def test_a_move_rebuilds_the_log_and_its_old_layout_is_gone_without_a_full_collection(app):
    scene = at_table(app, two_player(), ["human", "easy"])
    box = scene.log_column.box
    shown = weakref.ref(box.text_box_layout)
    gc.collect()  # the layout has lived a while, as at the table: it is in the oldest generation
    scene.apply(scene.legal()[0])
    assert shown() is None
    assert "1.</font> <b>Ann</b>" in box.html_text and box.text_box_layout is not None
