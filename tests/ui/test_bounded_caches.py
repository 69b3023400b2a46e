"""The table's own caches have bounds: what it works out for the state on the screen, and the
tile faces drawn at each size.  Driven past the bound as a long evening could (a person trying
one winter tile after another, a window zoomed and resized), each holds no more."""

from itertools import permutations

from keydesk.rules.components import load_components
from keydesk.ui.drawing.hexes import TileArt
from keydesk.ui.palette import STANDARD
from keydesk.ui.scenes.table import CACHE_LIMIT
from tests.rules.helpers import two_player
from tests.ui.helpers import at_table


def test_what_the_table_works_out_for_one_state_stays_within_its_limit(app):
    scene = at_table(app, two_player(), ["human", "easy"])
    legal = scene.legal()
    picks = [list(p) for n in (1, 2, 3) for p in permutations(scene.game.state.auction, n)]
    assert len(picks) > CACHE_LIMIT
    for chosen in picks:  # each order of picks is a key of its own
        scene.winter_picks = chosen
        scene.highlights(legal)
    assert 0 < len(scene._cache) <= CACHE_LIMIT


def test_tile_faces_and_their_name_sizes_are_kept_six_hundred_sizes_at_most(app):
    art = TileArt(load_components(), STANDARD)
    for radius in range(10, 70):
        for rot in range(6):
            for flipped in (False, True):
                art.face("woodcutter", radius, rot, flipped)
    assert 0 < len(art._cache) <= 601 and 0 < len(art._name_px) <= 601
