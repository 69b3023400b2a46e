"""A window smaller than 1280x720 (down to 1024x600) shows the table laid out at 1280 wide and
scaled: nothing overlaps, and the mouse, in window positions, still lands on what is drawn."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.table.toolbar import TOOLBAR_H  # noqa: E402
from keydesk.ui.window import clamp_window, view_scale  # noqa: E402
from tests.ui.helpers import at_table, find, post  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402

SMALL = (1024, 600)


@pytest.fixture
def small_app(tmp_path):
    a = App(SMALL, home=tmp_path, bot_delay=0)
    yield a
    a.close()


def test_sizes_below_the_smallest_window_are_set_back_and_small_windows_scale():
    assert clamp_window((800, 480)) == (1024, 600)
    assert view_scale((1280, 800)) == 1.0 and view_scale((1920, 1080)) == 1.0
    assert view_scale((1024, 600)) == pytest.approx(0.8)
    assert view_scale((1366, 700)) == pytest.approx(700 / 720)


def shown_buttons(scene):
    return [(key, b.get_abs_rect()) for key, b in scene.buttons.buttons.items() if b.visible]


def winter_selection():
    """Bob (P2) choosing winter tiles, so the toolbar also shows Confirm winter tiles."""
    game = Game.load(FIXTURES / "village-12.yaml")
    assert game.phase == "winter_select" and 1 in game.to_move
    return game, ["easy", "human"]


@pytest.mark.parametrize("moment", ["2 players", "6 players", "winter selection"])
def test_at_1024x600_nothing_overlaps_and_everything_is_inside_the_window(small_app, moment):
    app = small_app
    assert app.window.size == SMALL and app.window.scaled
    w, h = app.screen.get_size()
    assert (w, h) == (1280, 750)  # the layout's own size: the window's shape, at least 1280x720
    if moment == "winter selection":
        game, seats = winter_selection()
    else:
        players = int(moment[0])
        game, seats = Game.new(players=players, seed=players), ["human"] + ["easy"] * (players - 1)
    scene = at_table(app, game, seats)
    app.draw()
    players = game.players
    buttons = shown_buttons(scene)
    assert len(buttons) >= 10 + (moment == "winter selection")
    for (a, ra), (b, rb) in itertools.combinations(buttons, 2):
        assert not ra.colliderect(rb), f"the {a} and {b} buttons overlap"
    for key, rect in buttons:
        assert 0 <= rect.x and rect.right <= w and rect.bottom <= TOOLBAR_H, f"the {key} button is cut off"
    log = scene.log_column.box.get_abs_rect()
    table = pygame.Rect(0, TOOLBAR_H, log.x, h - TOOLBAR_H)
    assert log.right <= w and log.bottom <= h
    areas = scene.picture.areas
    assert "offer" in areas and ("village", 0) in areas and len(areas) >= 4 + players
    for name, rect in areas.items():
        assert table.contains(rect), f"{name} {rect} is outside the table {table}"
    for (a, ra), (b, rb) in itertools.combinations(areas.items(), 2):
        assert not ra.colliderect(rb), f"{a} and {b} overlap"
    for target in scene.picture.targets():
        assert table.contains(scene.picture.rect_of(target)), f"{target} is outside the table"


def window_pos(app, target):
    return app.window.to_window(app.scene.picture.rect_of(target).center)


def test_the_mouse_in_window_positions_drags_workers_onto_a_bid_side(small_app):
    app = small_app
    game = Game.new(players=2, seed=21)
    scene = at_table(app, game, ["human", "easy"])
    colour = next(c for c, k in game.state.screens[0].items() if k)
    tile = game.state.auction[0]
    source = window_pos(app, find(app, "screen", player=0, colour=colour))
    target = window_pos(app, find(app, "bid", tile=tile, player=0))
    post(pygame.MOUSEBUTTONDOWN, pos=source, button=1)
    post(pygame.MOUSEMOTION, pos=(source[0] + 12, source[1] - 12), rel=(12, -12), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    app.run_frames(1)
    assert game.log[0] == f"P1 bid {tile} 1 {colour}", scene.status()


def test_a_click_in_window_positions_presses_a_toolbar_button(small_app):
    app = small_app
    scene = at_table(app, Game.new(players=2, seed=3), ["human", "easy"])
    button = scene.buttons["log"]
    at = app.window.to_window(button.get_abs_rect().center)
    assert app.window.to_canvas(at) != at  # the window position is not the canvas position
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.run_frames(2)
    assert not scene.log_column.box.visible and button.text == "Show log"


def test_the_window_shows_the_whole_canvas_scaled(small_app, tmp_path):
    app = small_app
    at_table(app, Game.new(players=4, seed=7), ["human", "easy", "easy", "easy"])
    app.draw()
    # The toolbar's dark panel and the table's wood are both in the window, in proportion.
    canvas_pixel = app.screen.get_at((640, 700))
    window_pixel = app.window.surface.get_at(app.window.to_window((640, 700)))
    assert sum(abs(a - b) for a, b in zip(canvas_pixel[:3], window_pixel[:3])) < 60
    pygame.image.save(app.window.surface, str(tmp_path / "small.png"))
    assert pygame.image.load(str(tmp_path / "small.png")).get_size() == SMALL
