"""The small things a person trips on at the table: the Undo button greyed whenever undo would
be refused, Menu asking before it leaves a game being played, a refused tile drop explained in
a bubble (and never placed in the wrong village), no tooltip opening under a refusal bubble, and
the outbid note kept off the boats.  Driven by real clicks, drags and pointer moves."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game, Place  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.hover import TOOLTIP_DELAY  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.table.callouts import draw_outbid  # noqa: E402
from keydesk.session.news import Outbid  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, click_button, drag, find, frames_until, key, post, sit_down  # noqa: E402
from tests.ui.test_table_placing import two_to_place  # noqa: E402


# ---- Undo ----

def test_the_undo_button_is_greyed_whenever_undo_would_be_refused(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    assert not scene.buttons["undo"].is_enabled  # nothing to undo yet
    key(app, pygame.K_p)  # Ann passes; the curtain falls for Bob
    app.run_frames(1)
    sit_down(app)
    assert scene.viewer() == 1 and not scene.buttons["undo"].is_enabled  # Ann's pass is not Bob's to take back
    click_button(app, scene.buttons["undo"])
    assert game.log == ["P1 pass"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # the key is answered with the reason the button stands for
    assert scene.status().startswith("Undo takes back only your own moves: Ann has moved since")


def test_against_a_bot_the_undo_button_is_on_after_your_move_and_takes_it_back(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    assert not scene.buttons["undo"].is_enabled
    key(app, pygame.K_p)
    frames_until(app, lambda: len(game.log) >= 2 and scene.session.me() == 0)
    assert scene.buttons["undo"].is_enabled
    click_button(app, scene.buttons["undo"])
    assert game.log == [] and not scene.buttons["undo"].is_enabled


# ---- Menu ----

def test_menu_asks_before_leaving_a_game_being_played(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    click_button(app, scene.buttons["menu"])
    assert app.scene is scene and scene.dialog_open()
    assert "autosaved" in scene.dialog.question
    click_button(app, scene.dialog.cancel)  # stay
    assert app.scene is scene and not scene.dialog_open()
    click_button(app, scene.buttons["menu"])
    click_button(app, next(b for b, leave in scene.dialog.options.items() if leave))
    assert isinstance(app.scene, MenuScene)


def test_a_finished_game_goes_to_the_menu_at_once(app):
    from tests.ui.test_table_small_words import play_random_game

    game, _ = play_random_game(players=2, seed=3)
    at_table(app, game, ["human", "human"])
    click_button(app, app.scene.buttons["menu"])
    assert isinstance(app.scene, MenuScene)


# ---- a tile dropped where it cannot go ----

def test_a_tile_dropped_on_an_unlit_space_is_refused_in_a_bubble_where_it_was_let_go(app):
    game = two_to_place()
    scene = at_table(app, game, ["human", "easy"])
    fits = {(a.q, a.r) for a in scene.legal() if isinstance(a, Place) and a.tile == "stable"}
    spot = next(t for t in scene.picture.targets() if t.kind == "hex" and t.player == 0 and (t.q, t.r) not in fits)
    moves = len(game.log)
    drag(app, find(app, "village_tile", tile="stable", player=0), spot)
    assert len(game.log) == moves and game.state.to_place[0] == ["woodcutter", "stable"]
    assert scene.callout.showing == "Every touching edge must match: road to road, no road to no road, water to water."
    assert scene.callout.pos == centre(app, spot)


def test_a_tile_dropped_in_another_persons_village_is_refused_not_placed_in_your_own(app):
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid stable 1 yellow", "P1 pass", "P2 pass"])
    while game.phase != "place":
        game.apply(game.legal_actions(game.to_move[0])[0])
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    assert scene.viewer() == 0 and game.to_move == [0, 1]
    bobs = next(t for t in scene.picture.targets() if t.kind == "hex" and t.player == 1)
    assert Place(0, "woodcutter", bobs.q, bobs.r, 0) in scene.legal()  # the same q, r is free by Ann's village
    moves = len(game.log)
    drag(app, find(app, "village_tile", tile="woodcutter", player=0), bobs)
    assert len(game.log) == moves and game.state.to_place[0] == ["woodcutter"]
    assert scene.callout.showing == "That space is beside Bob's village: drop the tile on a lit space beside yours."


# ---- no tooltip under a refusal ----

def rest_on(app, pos, seconds):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    app.run_frames(2, dt=seconds / 2)


def test_no_tooltip_opens_under_a_refusal_bubble(app):
    game = two_player(actions=["P1 bid keywood 2 red"])
    scene = at_table(app, game, ["easy", "human"])
    side = find(app, "bid", tile="keywood", player=1)
    drag(app, find(app, "screen", player=1, colour="red"), side)  # 1 red does not top 2 red
    assert scene.callout.showing
    rest_on(app, centre(app, side), TOOLTIP_DELAY * 2)  # the pointer rests on the tile
    assert scene.hover.tip is None
    scene.callout.clock = lambda: scene.callout.animating_until + 0.01  # the bubble has gone
    rest_on(app, centre(app, side), TOOLTIP_DELAY * 2)
    assert scene.hover.tip is not None  # now its tooltip opens


# ---- the outbid note ----

def layouts():
    return [(size, players) for size in ((1280, 800), (1024, 600)) for players in (2, 4, 6)]


@pytest.mark.parametrize("size, players", layouts(), ids=[f"{w}x{h}-{n}p" for (w, h), n in layouts()])
def test_an_outbid_note_covers_neither_the_boats_nor_its_tile_nor_its_bid_sides(tmp_path, size, players):
    """A note for every tile on offer, one at a time, in each layout."""
    app = App(size, home=tmp_path, bot_delay=60)
    try:
        game = Game.new(players=players, seed=players)
        scene = at_table(app, game, ["human"] + ["easy"] * (players - 1))
        app.draw()
        view, surface = scene.picture, app.screen
        boats = [view.rect_of(t) for t in view.targets() if t.kind == "boat"]
        keep_clear = boats + [view.areas["header"]]
        assert len(boats) == len(game.state.boats)
        for tile in game.state.auction:
            own = [view.rect_of(t) for t in view.targets() if t.tile == tile and t.kind in ("use", "bid")]
            (note,) = draw_outbid(surface, view, {tile: Outbid(0, 1, 2, "red")}, game.comps, game.state.names)
            assert surface.get_rect().contains(note)
            assert note.collidelist(keep_clear) == -1, f"the note for the {tile} covers a boat or the header"
            assert note.collidelist(own) == -1, f"the note for the {tile} covers its tile or bid sides"
    finally:
        app.close()


def test_the_outbid_note_is_drawn_for_a_turn_order_tile_too(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    app.draw()
    tile = game.state.order_tiles[0][0]
    assert scene.picture.rect_of(Target("order", tile)) is not None
    notes = draw_outbid(app.screen, scene.picture, {tile: Outbid(0, 1, 2, "red")}, game.comps, game.state.names)
    assert len(notes) == 1
