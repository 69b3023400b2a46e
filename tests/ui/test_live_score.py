"""The live score by each village at the table: public figures, the viewer's own in full."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from keydesk.rules.scoring.live import live_score  # noqa: E402
from tests.rules.helpers import put_tile, two_player  # noqa: E402
from tests.rules.test_live_score import home_neighbour  # noqa: E402
from tests.ui.helpers import at_table, drag, find, wheel  # noqa: E402


def test_each_village_shows_what_it_would_score_now_counting_only_what_the_viewer_sees(app):
    game = two_player(screens={"P1": {"workers": {"red": 5, "blue": 2}}, "P2": {"workers": {"red": 3, "yellow": 5}}})
    for p in (0, 1):
        put_tile(game, p, "village_hall", home_neighbour(game, p))  # scores the workers of one colour
    scene = at_table(app, game, ["human", "easy"])
    public = [live_score(game.view(None), game.comps, p) for p in (0, 1)]
    shown = scene.live_scores()
    assert shown[0] == public[0] + 5  # Ann's own 5 red behind her screen count for her
    assert shown[1] == public[1]  # Bob's 5 yellow are behind his screen: not in his figure
    assert shown[1] < game.scores()[1].total
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0),
         during=[wheel(1)])
    assert game.log[0] == "P1 bid woodcutter 2 red"
    assert scene.live_scores()[0] == public[0] + 3  # updated after the move: 3 red left behind her screen
