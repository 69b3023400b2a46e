"""Every village's live score is labelled on the table and its tooltip says what it counts."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, find, post  # noqa: E402


def hover_tip(app, scene, target) -> str:
    post(pygame.MOUSEMOTION, pos=centre(app, target), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    app.run_frames(1, dt=1.0)
    assert scene.hover.tip is not None and scene.hover.tip.alive()
    return scene.picture.tooltip(target, scene.shown_state())


def test_each_live_score_is_labelled_and_its_tooltip_says_what_it_counts_and_leaves_out(app):
    scene = at_table(app, two_player(), ["human", "easy"])
    mine, theirs = find(app, "score", player=0), find(app, "score", player=1)
    own = hover_tip(app, scene, mine)
    assert "if the game ended now" in own and "with what is behind your screen" in own
    other = hover_tip(app, scene, theirs)
    assert "if the game ended now" in other and "Leaves out what is hidden from you" in other
    assert "behind your screen" not in other
    assert set(scene.live_scores()) == {0, 1}
