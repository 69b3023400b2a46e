"""A whole game played with the mouse alone: one person against an Easy bot, start to scores.

The person's decisions are random legal actions, each made by the gesture a player would use
(drags for bids, uses, transport and placing; clicks for boats, upgrades, winter tiles and the
buttons), so every kind of decision the game asks for goes through the real table scene.
"""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules import (  # noqa: E402
    Bid, BoatChoice, Done, Game, Move, Pass, Place, Upgrade, Use, WinterChoice, format_action,
)
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.dialogs import ChoiceDialog  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.ui.helpers import centre, find, frames_until, post  # noqa: E402


def mouse_click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.run_frames(2)  # a gui button reports its press on the next frame


def mouse_drag(app, source, target_of, adjust=None):
    """Press on source, move off it, let `adjust(scene)` use the wheel or R, drop on target_of()."""
    a = centre(app, source)
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 12, a[1] + 12), rel=(12, 12), buttons=(1, 0, 0))
    app.run_frames(1)
    b = centre(app, target_of())
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    if adjust:
        adjust(app.scene)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(1)


def answer_dialog(app, action):
    dialog = app.scene.dialog
    if isinstance(dialog, ChoiceDialog) and dialog.open:
        button = next(b for b, v in dialog.options.items() if v == action)
        mouse_click(app, button.rect.center)


def wheel_to(app, want):
    scene = app.scene
    while scene.carry.arriving != want:
        step = 1 if scene.carry.arriving < want else -1
        post(pygame.MOUSEWHEEL, x=0, y=step, flipped=False, precise_x=0.0, precise_y=float(step))
        app.run_frames(1)


def turn_to(app, rot):
    for _ in range(6):
        if app.scene.carry.rot == rot:
            return
        post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0)
        app.run_frames(1)


def gesture(app, a):
    """Make decision `a` with the mouse (and the wheel / R key while dragging)."""
    scene = app.scene
    if isinstance(a, (Pass, Done)):
        mouse_click(app, scene.buttons["pass" if isinstance(a, Pass) else "done"].rect.center)
    elif isinstance(a, (Bid, Use)):
        colour = a.workers[0][0]
        source = (find(app, "group", tile=a.sources[0], player=a.player) if a.sources
                  else find(app, "screen", player=a.player, colour=colour))
        if isinstance(a, Bid):
            target_of = lambda: find(app, "bid", tile=a.tile, player=a.player)  # noqa: E731
        else:
            target_of = lambda: find(app, "use", tile=a.tile)  # noqa: E731
        mouse_drag(app, source, target_of, lambda s: wheel_to(app, a.count))
        if scene.carry is not None:  # dropped on your own outbid group there, which joined the carry
            mouse_click(app, centre(app, target_of()))  # a click lands them all on it
        answer_dialog(app, a)
    elif isinstance(a, Move):
        mouse_drag(app, find(app, "resource", tile=a.source, player=a.player, resource=a.resource),
                   lambda: find(app, "village_tile", tile=a.target))
    elif isinstance(a, Upgrade):
        mouse_click(app, centre(app, find(app, "village_tile", tile=a.tile)))
        answer_dialog(app, a)
    elif isinstance(a, BoatChoice):
        mouse_click(app, centre(app, find(app, "boat", tile=a.boat)))
    elif isinstance(a, Place):
        mouse_drag(app, find(app, "village_tile", tile=a.tile, player=a.player),
                   lambda: find(app, "hex", player=a.player, q=a.q, r=a.r), lambda s: turn_to(app, a.rot))
    elif isinstance(a, WinterChoice):
        for tile in a.tiles:
            mouse_click(app, centre(app, find(app, "winter", tile=tile)))
        mouse_click(app, scene.buttons["confirm"].rect.center)


def by_mouse(a) -> bool:
    """Decisions a person makes with one gesture (mixed colours or several groups at once need two)."""
    return not isinstance(a, (Bid, Use)) or (len(a.workers) == 1 and len(a.sources) <= 1)


def choose(rng, legal):
    options = [a for a in legal if by_mouse(a)]
    quick = [a for a in options if isinstance(a, (Pass, Done))]
    if quick and rng.random() < 0.45:
        return quick[0]
    return rng.choice(options)


def test_a_whole_game_with_the_mouse_alone(tmp_path):
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    game = Game.new(players=2, seed=21, names=["Ann", "Bot"])
    game.seats = ["human", "easy"]
    app.switch(TableScene(app, game))
    rng = random.Random(4)
    kinds = set()
    decisions = 0
    while True:
        app.run_frames(1)
        # Until Ann is to act or the game has gone to its scores (the cap only stops a hang).
        frames_until(app, lambda: not isinstance(app.scene, TableScene) or app.scene.session.actor() == 0, limit=300)
        scene = app.scene
        if not isinstance(scene, TableScene):
            break
        decisions += 1
        assert decisions < 1000, f"game did not finish: {game.phase} {game.log[-5:]}"
        a = choose(rng, game.legal_actions(0))
        before = len(game.log)
        gesture(app, a)
        # (a bot placing or choosing winter tiles at the same time may come first)
        assert format_action(a) in game.log[before:], f"{format_action(a)} was not made: {scene.status()}"
        kinds.add(type(a).__name__)
    assert game.is_over and isinstance(app.scene, FinalScoresScene)
    assert {"Bid", "Pass", "BoatChoice", "Place", "WinterChoice"} <= kinds, kinds
    app.close()
