"""Zoom on a village or on the offer row: the layout gives the zoomed part the table's room and
draws it larger; Ctrl+wheel or Z over it zooms, Ctrl+wheel down, Z or Esc goes back."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.table_view import TableView  # noqa: E402

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def six():
    pygame.font.init()
    return Game.new(players=6, seed=6)


def drawn(game, zoom=None, viewer=0):
    view = TableView(game.comps, SIZE)
    view.draw(pygame.Surface(SIZE), game.view(viewer), viewer, top_margin=48, right_margin=300, zoom=zoom)
    return view


def sizes(view, kind, **fields):
    return [view.rect_of(t) for t in view.targets()
            if t.kind == kind and all(getattr(t, k) == v for k, v in fields.items())]


def test_the_zoomed_offer_row_has_larger_tiles_and_bid_sides_and_the_rest_gives_way(six):
    whole, zoomed = drawn(six), drawn(six, "offer")
    assert zoomed.zoomed == "offer"
    assert len(sizes(zoomed, "bid")) == len(sizes(whole, "bid")) == 6 * (len(six.state.auction) + 4)
    assert min(r.h for r in sizes(zoomed, "bid")) > min(r.h for r in sizes(whole, "bid"))
    assert min(r.w for r in sizes(zoomed, "use")) > 1.3 * min(r.w for r in sizes(whole, "use"))
    assert zoomed.offer_name_px is None or zoomed.offer_name_px >= whole.offer_name_px
    assert not sizes(zoomed, "village_tile") and not sizes(zoomed, "boat")  # the row has the room
    assert sizes(zoomed, "screen")  # the screen bar stays: workers can still be dragged to a bid
    assert zoomed.areas["offer"].h > 1.4 * whole.areas["offer"].h


def test_a_zoomed_village_is_drawn_alone_and_larger(six):
    whole, zoomed = drawn(six), drawn(six, ("village", 3))
    home = six.state.homes[3]
    assert zoomed.zoomed == ("village", 3)
    assert sizes(zoomed, "village_tile", tile=home)[0].w > 2 * sizes(whole, "village_tile", tile=home)[0].w
    assert {t.player for t in zoomed.targets() if t.kind == "village_tile"} == {3}
    assert zoomed.area_at(zoomed.areas[("village", 3)].center) == ("village", 3)


def test_a_zoom_that_does_not_apply_draws_the_whole_table():
    pygame.font.init()
    game = Game.new(players=2, seed=1)
    game.state.auction.clear()  # between seasons there is no offer row to zoom on
    view = drawn(game, "offer")
    assert view.zoomed is None and ("village", 1) in view.areas
    assert drawn(game, ("village", 5)).zoomed is None  # no such seat
