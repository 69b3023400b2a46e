"""Driving the real scenes as a person would, headless: find a target the renderer drew,
then post the mouse and keyboard events a person's hand makes, and step frames.  Every scene
test imports these."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from keydesk.ui.scenes.table import TableScene  # noqa: E402
from keydesk.session.curtain import GUARD_SECONDS, SETTLE_SECONDS  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402

SIZE = (1280, 800)


def at_table(app, game, seats):
    game.seats = list(seats)
    app.switch(TableScene(app, game))
    app.run_frames(2)
    return app.scene


def centre(app, target):
    if not isinstance(target, Target):  # already a position
        return target
    rect = app.scene.picture.rect_of(target)
    assert rect is not None, f"{target} is not on the table"
    return rect.center


def find(app, kind, **fields):
    """The one table target of this kind whose fields match (the renderer decides the rest)."""
    hits = [t for t in app.scene.picture.targets()
            if t.kind == kind and all(getattr(t, k) == v for k, v in fields.items())]
    assert hits, f"no {kind} target with {fields}"
    return hits[0]


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, attrs))


def drag(app, source, target, during=()):
    """Press on source, move in steps to target (doing `during` on the way), release."""
    a, b = centre(app, source), centre(app, target)
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 10, a[1] + 10), rel=(10, 10), buttons=(1, 0, 0))
    app.run_frames(1)
    for event in during:
        pygame.event.post(event)
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(1)


def click(app, target):
    pos = centre(app, target) if isinstance(target, Target) else target
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.run_frames(1)


def click_button(app, button):
    """Click a pygame_gui button; it reports its press on the next frame."""
    click(app, button.rect.center)
    app.run_frames(1)


def press(app, button):
    """A gui button pressed (pygame_gui reports it with this event)."""
    assert button.is_enabled, f"{button.text} is disabled"
    post(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)
    app.run_frames(1)


def sit_down(app):
    """The next person sits down: half a second after the curtain fell (the curtain's clock is
    moved on by hand), they click on it, and look at their screen while the table settles."""
    curtain = app.scene.session.curtain
    lifted = curtain.clock() + GUARD_SECONDS
    curtain.clock = lambda: lifted
    click(app, (640, 400))
    curtain.clock = lambda: lifted + SETTLE_SECONDS


def key(app, k, mod=0):
    """A key pressed and released (with `mod` held)."""
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.run_frames(1)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def frames_until(app, condition, limit=60.0):
    """Step frames (bots think on their thread meanwhile) until condition(); `limit` seconds only
    stop a test that hangs, generous for a loaded machine: it is no check of speed."""
    end = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < end, "timed out waiting"
        app.run_frames(1)
        time.sleep(0.002)


def place_phase_game():
    """P1 has won the woodcutter and must place it; nobody else has anything to place."""
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 pass", "P1 pass"])
    while game.phase != "place":
        game.apply(game.legal_actions()[0])
    assert game.to_move == [0]
    return game


def pick_in_list(app, dialog, startswith):
    """Click the Load list's line that starts with this text, as a person would."""
    item = next(i for i in dialog.list.item_list if i["text"].startswith(startswith))
    click(app, item["button_element"].rect.center)
    return item["text"]


def leave_for_menu(app):
    """Menu, then "Back to the menu" in the question a game still being played asks first,
    both clicked as a person would."""
    click_button(app, app.scene.buttons["menu"])
    dialog = app.scene.dialog
    assert dialog is not None and dialog.open, "Menu left a running game without asking"
    click_button(app, next(button for button, leave in dialog.options.items() if leave))
