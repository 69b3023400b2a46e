"""Every name a player must read is at least LEGIBLE_PX on the screen, at six players in a
1280x800 window and in the smallest one (1024x600, drawn at 1280 wide and shown scaled); player
colours' text keeps a WCAG contrast of 4.5:1 on its background in both palettes.

A name's size is its font's pixel height (pygame.font.Font(None, size): "the height of the font
in pixels"), times the window's scale: the canvas is shrunk into a smaller window."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.drawing.auction import side_colours  # noqa: E402
from keydesk.ui.palette import PALETTES, contrast  # noqa: E402
from keydesk.ui.table.view import LEGIBLE_PX, legible_px  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.rules.helpers import finish_season  # noqa: E402

SIZES = [(1280, 800), (1024, 600)]


def spring():
    return Game.new(players=6, seed=6)


def winter_select():
    game = Game.new(players=6, seed=6)
    for _ in range(3):
        finish_season(game)
    assert game.phase == "winter_select"
    return game


def twelve_tiles():
    return Game.load(FIXTURES / "village-12-6p.yaml")


def names_on_screen(tmp_path, size, game) -> dict:
    """{what: the smallest font pixel height its names have on the screen} for Ann's view."""
    app = App(size, home=tmp_path, bot_delay=60)
    try:
        game.seats = ["human"] + ["easy"] * 5
        app.switch(TableScene(app, game))
        app.run_frames(2)
        view, scale = app.scene.view, app.window.scale

        def faces(*kinds):
            sizes = [view.art.name_size(t.tile, view.rect_of(t).h / 2) for t in view.targets() if t.kind in kinds]
            return min(sizes) if sizes else None

        found = {"village": view.village_name_px[0], "hand": view.hand_name_px}
        if game.phase == "winter_select":
            found["winter hand"] = faces("winter")
        else:
            found["offer"] = view.offer_name_px if view.offer_name_px is not None else faces("use", "order")
        return {what: px * scale for what, px in found.items() if px is not None}
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
@pytest.mark.parametrize("make", [spring, winter_select, twelve_tiles])
def test_at_six_players_every_name_to_read_is_legible(tmp_path, size, make):
    found = names_on_screen(tmp_path, size, make())
    assert {"village", "hand"} <= set(found) and ({"offer", "winter hand"} & set(found))
    small = {what: px for what, px in found.items() if px < LEGIBLE_PX}
    assert not small, f"names smaller than {LEGIBLE_PX} px at {size}: {small}"


def test_the_legible_size_follows_the_window_scale():
    assert legible_px(1.0) == 9 and legible_px(0.8) == 12 and legible_px(0.75) == 12


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
