"""Undo takes back only the asking player's own decisions; redo brings them back until a new
move; the status says which move.  Driven by real key events in hot-seat and against a bot."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, drag, find, frames_until, key, sit_down  # noqa: E402



CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT


def test_in_hot_seat_undo_never_takes_back_the_other_persons_move(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)  # Ann takes the screen
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    bid = game.log[-1]
    assert bid.startswith("P1 bid keywood")
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    sit_down(app)  # Bob takes the screen, then presses Ctrl+Z
    key(app, pygame.K_z, CTRL)
    assert game.log == [bid]
    assert scene.status().startswith("Undo takes back only your own moves: Ann has moved since")
    key(app, pygame.K_p)  # Bob passes; the curtain is up for Ann
    assert game.log == [bid, "P2 pass"]
    app.run_frames(1)
    assert scene.session.curtain_for == 0
    key(app, pygame.K_z, CTRL)  # Bob takes his pass back on the curtain, before Ann sees anything
    assert game.log == [bid] and scene.status().startswith("Undid: Bob passes")
    assert scene.session.curtain_for is None and scene.viewer() == 1 and scene.session.actor() == 1
    key(app, pygame.K_y, CTRL)  # and redoes it
    assert game.log == [bid, "P2 pass"] and scene.status().startswith("Redid: Bob passes")
    app.run_frames(1)
    key(app, pygame.K_z, CTRL)
    assert game.log == [bid]
    key(app, pygame.K_z, CTRL | SHIFT)  # Ctrl+Shift+Z redoes too
    assert game.log == [bid, "P2 pass"]
    app.run_frames(1)
    key(app, pygame.K_z, CTRL)
    key(app, pygame.K_p)  # a new move: the undone pass cannot come back
    app.run_frames(1)
    sit_down(app)
    key(app, pygame.K_y, CTRL)
    assert scene.status() == "There is nothing to redo."


def test_against_a_bot_undo_takes_back_the_bot_replies_and_says_so(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    frames_until(app, lambda: len(game.log) >= 2 and scene.session.actor() == 0)
    played = list(game.log)
    key(app, pygame.K_z, CTRL)
    assert game.log == []
    replies = len(played) - 1
    assert "Undid: Ann bids" in scene.status() and f"and the {replies} bot move" in scene.status()
    key(app, pygame.K_y, CTRL)
    assert game.log == played and "Redid: Ann bids" in scene.status()


def test_carrying_a_tile_over_a_space_says_how_many_rotations_fit(app):
    from collections import Counter

    from tests.ui.helpers import centre, place_phase_game, post
    game = place_phase_game()
    scene = at_table(app, game, ["human", "easy"])
    fits = Counter((a.q, a.r) for a in game.legal_actions(0))
    tray = centre(app, find(app, "village_tile", tile="woodcutter", player=0))
    post(pygame.MOUSEBUTTONDOWN, pos=tray, button=1)
    post(pygame.MOUSEMOTION, pos=(tray[0] + 12, tray[1] + 12), rel=(12, 12), buttons=(1, 0, 0))
    app.run_frames(1)
    for (q, r), count in fits.items():
        spot = centre(app, find(app, "hex", player=0, q=q, r=r))
        post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(1, 0, 0))
        app.run_frames(1)
        want = ("Only one rotation fits here" if count == 1 else f"{count} rotations fit here")
        assert scene.status().startswith(want), (q, r, scene.status())


def test_a_key_pressed_while_the_bots_play_is_answered(app):
    from keydesk.rules import Game
    game = Game.new(players=3, seed=8, names=["Bot A", "Ann", "Bot B"])
    assert game.to_move == [2]  # Bot B starts, then Bot A, then Ann
    app.bot_delay = 60  # after its move a bot pauses: the table stays in the bots' hands
    scene = at_table(app, game, ["easy", "human", "easy"])
    frames_until(app, lambda: len(game.log) >= 1)
    assert scene.session.me() is None
    key(app, pygame.K_p)
    assert scene.status() == "Please wait: the bots are playing." and len(game.log) == 1
