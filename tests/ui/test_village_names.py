"""Tile names on the table: the whole name from the components data (as the log and tooltips
write it), never cut to its first word, and readable (11 px or more) in a 12-tile village at
1280x800 with four and with six players."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.drawing.hexes import TileArt, face_name  # noqa: E402
from keydesk.ui.palette import get_palette  # noqa: E402
from tests.ui.helpers import at_table  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402



@pytest.fixture(scope="module")
def comps():
    pygame.font.init()
    return Game.new(players=2, seed=1).comps


@pytest.mark.parametrize("radius", [18, 20, 29, 38, 46, 60, 84])
def test_every_face_writes_the_whole_name(comps, radius):
    for tile, spec in comps.tiles.items():
        lines, _ = face_name(spec.name, radius)
        assert " ".join(lines) == spec.name, f"{tile} at radius {radius} reads {lines}"


def test_on_a_speck_of_a_hex_a_long_name_is_cut_and_says_so(comps):
    lines, size = face_name("Ianvincible", 10)
    assert size == 7 and len(lines) == 1 and lines[0].endswith(".") and lines[0].startswith("Ian")


def test_where_a_name_does_not_fit_at_the_size_that_reads_each_word_is_abbreviated(comps):
    lines, size = face_name("Keystone quarry", 25, smallest=21)
    assert size == 21 and len(lines) == 2
    assert all(word.endswith(".") or word == whole for word, whole in zip(lines, ("Keystone", "quarry")))
    assert "Keystone".startswith(lines[0].rstrip(".")) and "quarry".startswith(lines[1].rstrip("."))


def test_the_keystone_quarry_and_the_key_tiles_read_as_the_log_writes_them(comps):
    assert comps.tiles["keystone_quarry"].name == "Keystone quarry"
    for radius in (29, 38, 46):
        faces = {tile: " ".join(face_name(comps.tiles[tile].name, radius)[0])
                 for tile in ("keystone_quarry", "key_mine", "key_guild", "key_market")}
        assert faces == {"keystone_quarry": "Keystone quarry", "key_mine": "Key mine", "key_guild": "Key guild",
                         "key_market": "Key market"}


def test_the_name_size_is_what_the_face_was_drawn_with(comps):
    art = TileArt(comps, get_palette("standard"))
    assert art.name_size("keystone_quarry", 46) == face_name("Keystone quarry", 46)[1]
    assert art.name_size("woodcutter", 29) == face_name("Woodcutter", 29)[1]


@pytest.mark.parametrize("players", [4, 6])
def test_a_twelve_tile_village_keeps_its_names_readable_at_1280x800(app, players):
    game = Game.load(FIXTURES / f"village-12-{players}p.yaml")
    assert len(game.state.villages[0]) == 12
    scene = at_table(app, game, ["human"] + ["easy"] * (players - 1))
    app.draw()
    assert app.screen.get_size() == (1280, 800) and scene.log_column.shown()
    assert scene.picture.village_name_px[0] >= 11
    tiles = [t for t in scene.picture.targets() if t.kind == "village_tile" and t.player == 0]
    assert len(tiles) == 12
