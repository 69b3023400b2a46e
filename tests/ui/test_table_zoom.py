"""Zoom on a village or on the offer row: the layout gives the zoomed part the table's room and
draws it larger; Ctrl+wheel or Z over it zooms, Ctrl+wheel down, Z or Esc goes back."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.table.picture import TablePicture, Target  # noqa: E402
from tests.ui.helpers import at_table, drag, find, frames_until, key, post, wheel  # noqa: E402

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def six():
    pygame.font.init()
    return Game.new(players=6, seed=6)


def drawn(game, zoom=None, viewer=0):
    view = TablePicture(game.comps, SIZE)
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


# ---- at the table, with the mouse and keys ----

def point(app, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)


def ctrl_wheel(app, y):
    pygame.key.set_mods(pygame.KMOD_LCTRL)  # Ctrl held, as the keyboard state says while the wheel turns
    try:
        pygame.event.post(wheel(y))
        app.run_frames(1)
    finally:
        pygame.key.set_mods(0)


def test_ctrl_wheel_over_the_offer_row_zooms_it_and_ctrl_wheel_down_goes_back(app):
    game = Game.new(players=6, seed=6)
    scene = at_table(app, game, ["human"] + ["easy"] * 5)
    frames_until(app, lambda: scene.session.me() == 0)  # the bots before Ann have moved; now they wait
    tile = next(t for t in game.state.auction if not any(game.state.bids.get(t) or ()))
    before = scene.picture.rect_of(Target("use", tile)).w
    point(app, scene.picture.areas["offer"].center)
    ctrl_wheel(app, 1)
    assert scene.zoom.on == "offer" and scene.picture.zoomed == "offer"
    assert scene.picture.rect_of(Target("use", tile)).w > 1.3 * before
    assert not [t for t in scene.picture.targets() if t.kind == "village_tile"]
    # Zoomed, workers are still dragged from the screen bar to a (now larger) bid side.
    colour = next(c for c, k in game.state.screens[0].items() if k)
    drag(app, find(app, "screen", player=0, colour=colour), find(app, "bid", tile=tile, player=0))
    assert game.log[-1] == f"P1 bid {tile} 1 {colour}"
    ctrl_wheel(app, -1)
    assert scene.zoom.on is None and scene.picture.rect_of(Target("use", tile)).w == before


def test_z_over_a_village_zooms_it_and_esc_or_z_goes_back(app):
    game = Game.new(players=6, seed=6)
    scene = at_table(app, game, ["human"] + ["easy"] * 5)
    home = game.state.homes[2]
    before = scene.picture.rect_of(Target("village_tile", home, 2)).w
    point(app, scene.picture.areas[("village", 2)].center)
    key(app, pygame.K_z)
    assert scene.zoom.on == ("village", 2)
    assert scene.picture.rect_of(Target("village_tile", home, 2)).w > 2 * before
    assert {t.player for t in scene.picture.targets() if t.kind == "village_tile"} == {2}
    key(app, pygame.K_ESCAPE)
    assert scene.zoom.on is None and scene.picture.rect_of(Target("village_tile", home, 2)).w == before
    point(app, scene.picture.areas[("village", 2)].center)
    key(app, pygame.K_z)
    key(app, pygame.K_z)
    assert scene.zoom.on is None


def test_zoom_is_refused_with_a_reason_where_there_is_nothing_to_zoom(app):
    scene = at_table(app, Game.new(players=2, seed=2), ["human", "easy"])
    point(app, scene.picture.areas["header"].center)
    key(app, pygame.K_z)
    assert scene.zoom.on is None and "Point at a village" in scene.status()
