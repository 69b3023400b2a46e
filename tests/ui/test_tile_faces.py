"""Tile faces: a road shows where it meets each edge, even on the sides of a hex the plate
(the tile's text card) comes close to, so edges can be matched when placing."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.rules.hexgrid import edge_at  # noqa: E402
from keydesk.ui.drawing.hexes import TileArt, hex_points  # noqa: E402
from keydesk.ui.palette import get_palette  # noqa: E402


@pytest.fixture(scope="module")
def comps():
    pygame.font.init()
    return Game.new(players=2, seed=1).comps


@pytest.mark.parametrize("rot", range(6))
@pytest.mark.parametrize("radius", [38, 60, 84])
def test_every_road_shows_at_its_edge_and_no_other_edge_looks_like_one(comps, rot, radius):
    pal = get_palette("standard")
    face = TileArt(comps, pal).face("keystone_quarry", radius, rot)
    w, h = face.get_size()
    c = (w / 2, h / 2)
    pts = hex_points(c, radius * 0.93)
    for d in range(6):
        a, b = pts[d], pts[(d + 1) % 6]
        seen = []
        for t in (0.35, 0.65):  # either side of the edge's middle: the plate may cover one
            on_edge = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            inside = (round(on_edge[0] + (c[0] - on_edge[0]) * 0.04), round(on_edge[1] + (c[1] - on_edge[1]) * 0.04))
            seen.append(tuple(face.get_at(inside))[:3] == tuple(pal.road)[:3])
        assert any(seen) == (edge_at(comps.tiles["keystone_quarry"].edges, rot, d) == "road"), (d, seen)


def test_an_effects_words_are_written_at_the_size_that_reads_or_left_out(comps):
    """Summer boat 4a's power is the word "counter-bid": a face with room writes it at 16 px or
    more; a small one leaves it out (its tooltip says it) instead of shrinking it to specks."""
    art = TileArt(comps, get_palette("standard"))
    art.set_legible(16)
    for radius, written in ((84, True), (38, False)):
        art.drawn = {}
        art.blit(pygame.Surface((200, 200)), "summer_boat_4a", (100, 100), radius)
        px = art.drawn.get("effect lines")
        assert (px is not None and px >= 16) if written else px is None, (radius, px)


def test_icons_stand_for_words_a_small_face_has_no_room_for():
    """An upgrade arrow, not "flip"; a small hex for "each tile beside it"; a "?" counter for
    any resource: no face of these tiles needs a word."""
    from keydesk.ui.drawing.labels import cost_items, scoring_items, side_items
    from keydesk.ui.drawing.icons import is_word

    game = Game.new(players=2, seed=1)
    for tile in ("sculptor", "turn_order_1", "barn", "workshop"):
        spec = game.comps.tiles[tile]
        items = side_items(spec, spec.front) + (scoring_items(spec.front.scoring) if spec.front.scoring else [])
        items += cost_items(spec.upgrade)
        assert items and not any(is_word(i) for i in items), (tile, items)
