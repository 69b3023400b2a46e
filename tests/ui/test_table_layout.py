"""Readable at 4-6 players on 1280x800: tile names of at least 11 px and bid sides at least
24 px high; the log folds away with L (or its button) to give the table its column."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from tests.ui.helpers import at_table, key, press  # noqa: E402



def bid_sides(app):
    return [app.scene.picture.rect_of(t) for t in app.scene.picture.targets() if t.kind == "bid"]


@pytest.mark.parametrize("players", [4, 5, 6])
def test_names_and_bid_sides_are_readable_at_many_players(app, players):
    game = Game.new(players=players, seed=players)
    at_table(app, game, ["human"] + ["easy"] * (players - 1))
    app.draw()
    sides = bid_sides(app)
    assert len(sides) == players * (len(game.state.auction) + len(game.state.order_tiles))
    assert min(r.h for r in sides) >= 24
    view = app.scene.picture
    assert view.offer_name_px is None or view.offer_name_px >= 11
    if players == 6:
        assert view.offer_name_px is not None  # at six the hexes are small: names are written under them


def test_the_log_folds_away_and_comes_back(app):
    game = Game.new(players=6, seed=6)
    scene = at_table(app, game, ["human"] + ["easy"] * 5)
    app.draw()
    widest = max(r.right for r in bid_sides(app))
    assert scene.log_column.box.visible and widest < 1280 - 300
    key(app, pygame.K_l)
    app.draw()
    assert not scene.log_column.box.visible and scene.buttons["log"].text == "Show log"
    assert max(r.right for r in bid_sides(app)) > 1280 - 300  # the offer row takes the log's column
    press(app, scene.buttons["log"])
    app.draw()
    assert scene.log_column.box.visible and max(r.right for r in bid_sides(app)) < 1280 - 300
