"""Every name and effect line a player reads on the table is drawn with lower-case letters at
least READ_PX (6) pixels high on the screen, at six players in a 1280x800 window and in the
smallest one (1024x600: drawn at 1280x750 and shown at 0.8); player colours' text keeps a WCAG
contrast of 4.5:1 on its background in both palettes.

What is read is measured, not the font's nominal size: the height of an "x" rendered at each
size the table wrote, times the window's scale (the default font's "x" is little more than a
third of its size).  Names: tiles' (on their faces, under the offer's hexes, in the trays and
the winter hand), players' (name tags, bid sides) and boats'.  Effect lines: the words of the
tiles' and boats' effects, the villages' name bars and the season's summary.  Numbers and the
one-letter marks on tokens are icons' business, not measured here.  Where a name does not fit
at that size it is written elsewhere (under the hex) or abbreviated ("Keyst."), and words that
do not fit an effect's icon row are left out of it (tests/ui/test_tile_faces.py)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random  # noqa: E402

import pytest  # noqa: E402

import keydesk.ui.fonts as fonts  # noqa: E402
from keydesk.ai.bots.easy import EasyBot  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.drawing.auction import side_colours  # noqa: E402
from keydesk.ui.fonts import READ_PX, read_size, x_height  # noqa: E402
from keydesk.ui.palette import PALETTES, contrast  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.rules.helpers import finish_season  # noqa: E402

SIZES = [(1280, 800), (1024, 600)]
NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"]


def spring():
    return Game.new(players=6, seed=6, names=NAMES)


def winter_select():
    game = Game.new(players=6, seed=6, names=NAMES)
    for _ in range(3):
        finish_season(game)
    assert game.phase == "winter_select"
    return game


def twelve_tiles():
    return Game.load(FIXTURES / "village-12-6p.yaml")


def placing():
    """Easy bots play until Ann places the tiles she won: the season's summary shows, the
    trays hold the tiles won and the boats have been taken."""
    game = Game.new(players=6, seed=3, names=NAMES)
    bot, rng = EasyBot(), random.Random(3)
    while not (game.phase == "place" and 0 in game.to_move and game.season != "spring"):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    return game


def read_height(size: int) -> int:
    """The x-height drawn at `size`, the smaller of the regular and the bold."""
    return min(x_height(size, False), x_height(size, True))


def drawn(tmp_path, size, game, monkeypatch) -> tuple:
    """({what: the smallest size written}, [(text, size)] every text rendered, the scale) of
    Ann's table as drawn."""
    rendered = []
    real = fonts.render

    def spy(text, px, colour, bold=False):
        rendered.append((text, px))
        return real(text, px, colour, bold)

    monkeypatch.setattr(fonts, "render", spy)  # from the first frame: tile faces are drawn once, then kept
    app = App(size, home=tmp_path, bot_delay=60)
    try:
        game.seats = ["human"] + ["easy"] * 5
        app.switch(TableScene(app, game))
        app.run_frames(2)
        return dict(app.scene.picture.written), rendered, app.window.scale
    finally:
        monkeypatch.setattr(fonts, "render", real)
        app.close()


def names_of(game) -> set:
    return {spec.name for spec in game.comps.tiles.values()} | set(game.state.names)


def is_a_name(text: str, names) -> bool:
    """A name, or a name cut short ("Keyst.", "Woodc..."): what a player reads a tile, a
    boat or a player by."""
    short = text.rstrip(".")
    return len(short) >= 2 and any(name == text or (short != text and name.startswith(short)) for name in names)


MOMENTS = [spring, winter_select, twelve_tiles, placing]


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
@pytest.mark.parametrize("make", MOMENTS, ids=[m.__name__ for m in MOMENTS])
def test_at_six_players_every_name_and_effect_line_reads_6_px_high(tmp_path, monkeypatch, size, make):
    game = make()
    written, rendered, scale = drawn(tmp_path, size, game, monkeypatch)
    expected = {"tile names", "player names", "boat names", "effect lines"}
    if make is placing:
        expected |= {"season summary"}
    assert expected <= set(written), f"nothing written of {expected - set(written)}"
    small = {what: (px, read_height(px) * scale) for what, px in written.items() if read_height(px) * scale < READ_PX}
    assert not small, f"x-heights under {READ_PX} px at {size}: {small}"
    names = names_of(game)
    seen = [(text, px) for text, px in rendered if is_a_name(text, names)]
    assert len(seen) >= 20
    unread = sorted({(text, read_height(px) * scale) for text, px in seen if read_height(px) * scale < READ_PX})
    assert not unread, f"names drawn under {READ_PX} px at {size}: {unread[:8]}"


def test_the_size_that_reads_follows_the_window_scale():
    assert read_size(1.0) == 16 and read_size(0.8) == 21
    assert x_height(16, True) * 1.0 >= READ_PX > x_height(15, True)
    assert x_height(21, True) * 0.8 >= READ_PX > x_height(20, True) * 0.8
    assert x_height(9) == 3  # "a 9 px font": its x is 3 pixels high, half what is asked


@pytest.mark.parametrize("name", list(PALETTES))
def test_player_colours_keep_text_readable_on_their_background(name):
    pal = PALETTES[name]
    for p in range(6):
        colour = pal.player(p)
        assert contrast(pal.ink_on(colour), colour) >= 4.5, (name, p)  # a name chip
        fill, ink = side_colours(pal, p)
        assert contrast(ink, fill) >= 4.5, (name, p)  # the name on an empty bid side


def test_the_contrast_ratio_is_wcags():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((200, 10, 10), (200, 10, 10)) == 1.0
