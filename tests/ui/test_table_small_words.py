"""Small words at the table that no other test covers: an upgraded tile's gold
frame is explained, a back side worth nothing shows no bare star, and Undo is off (and says
why when pressed) on a finished game."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.cli import play_random_game  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.drawing import hexes as draw_hex  # noqa: E402
from keydesk.ui.palette import get_palette  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402
from tests.rules.helpers import put_tile, two_player  # noqa: E402
from tests.ui.helpers import at_table, key  # noqa: E402


@pytest.fixture(scope="module")
def comps():
    pygame.font.init()
    return Game.new(players=2, seed=1).comps


def test_an_upgraded_tile_says_what_its_gold_frame_means(app):
    game = two_player()
    put_tile(game, 0, "keywood", (1, 0))
    game.state.flipped.add("keywood")
    scene = at_table(app, game, ["human", "easy"])
    tip = scene.picture.tooltip(Target("village_tile", "keywood", 0), scene.shown_state())
    assert "Upgraded: its back side is up (the gold frame marks upgraded tiles)" in tip


def gold_at_the_star(face, palette) -> int:
    """Pixels of the star's gold where an upgraded face draws its star, below the use."""
    r = 60
    cx, cy = face.get_width() / 2, face.get_height() / 2 + draw_hex.COST_Y * r
    return sum(1 for x in range(int(cx - 0.15 * r), int(cx + 0.15 * r))
               for y in range(int(cy - 0.15 * r), int(cy + 0.15 * r))
               if tuple(face.get_at((x, y))[:3]) == tuple(palette.gold_border))


@pytest.mark.parametrize("tile, star", [("alehouse", False), ("keywood", True)])
def test_a_back_side_shows_a_star_only_when_it_is_worth_points(comps, tile, star):
    assert bool(comps.tiles[tile].back.points) == star
    palette = get_palette("standard")
    face = draw_hex.TileArt(comps, palette).face(tile, 60, 0, flipped=True)
    gold = gold_at_the_star(face, palette)
    assert gold > 30 if star else gold == 0


def test_undo_is_off_on_a_finished_game_and_ctrl_z_says_why(app):
    game, _ = play_random_game(players=2, seed=3)
    assert game.is_over
    scene = at_table(app, game, ["human", "human"])
    assert not scene.buttons["undo"].is_enabled
    moves = len(game.log)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(game.log) == moves and scene.status() == "The game is over: there is nothing to undo."
