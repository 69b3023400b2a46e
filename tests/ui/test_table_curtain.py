"""The curtain between two people at a shared screen lifts only on a deliberate act.

Driven by real event sequences (Ctrl goes down as its own KEYDOWN before the z; every key is
released), and checked on the drawn frame: while the curtain is down, the whole window is
exactly the curtain, so the next person's screen is never drawn before they sit down."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.session.curtain import GUARD_SECONDS  # noqa: E402
from keydesk.ui.scenes.base import draw_curtain  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, click, drag, find, key, post, press, sit_down  # noqa: E402

LCTRL = pygame.KMOD_LCTRL


def hot_seat(app, seats=("human", "human")):
    """Ann and Bob at one screen, Ann sat down; the curtain's clock stands still until moved."""
    game = two_player()
    scene = at_table(app, game, list(seats))
    sit_down(app)
    keys = scene.session.curtain
    keys.clock = Clock(keys.clock())
    return game, scene, keys.clock


class Clock:
    def __init__(self, now):
        self.now = now

    def __call__(self):
        return self.now


def frame(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def curtain_only(app) -> bytes:
    """What the window shows when the curtain covers everything: the curtain drawn alone."""
    surface = pygame.Surface(app.screen.get_size())
    app.scene.draw_over(surface)
    return pygame.image.tobytes(surface, "RGB")


def keydown(k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def keyup(k, mod=0):
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def test_a_pass_is_acknowledged_on_the_curtain(app):
    game, scene, clock = hot_seat(app)
    key(app, pygame.K_p)
    app.run_frames(1)
    plain = pygame.Surface(app.screen.get_size())
    draw_curtain(plain, scene.picture.pal, "Bob", "Ann: Ctrl+Z takes your move back before passing.")
    band = pygame.Rect(0, app.size[1] // 2 + 145, app.size[0], 30)  # below the curtain's own lines
    frame(app)
    assert pygame.image.tobytes(app.screen.subsurface(band), "RGB") != pygame.image.tobytes(plain.subsurface(band), "RGB")


def test_modifiers_letters_and_a_quick_second_key_never_lift_the_curtain(app):
    game, scene, clock = hot_seat(app)
    key(app, pygame.K_p)  # Ann passes...
    key(app, pygame.K_p)  # ...and presses P again at once: it must not lift Bob's curtain
    app.run_frames(1)
    assert game.log == ["P1 pass"] and scene.session.curtain_for == 1
    assert frame(app) == curtain_only(app)
    key(app, pygame.K_SPACE)  # even Space, within half a second of the move
    click(app, (640, 400))  # or a double click's second click
    assert scene.session.curtain_for == 1 and frame(app) == curtain_only(app)
    clock.now += GUARD_SECONDS
    for k, mod in ((pygame.K_LCTRL, LCTRL), (pygame.K_LSHIFT, pygame.KMOD_LSHIFT), (pygame.K_LALT, pygame.KMOD_LALT),
                   (pygame.K_a, 0), (pygame.K_h, 0), (pygame.K_ESCAPE, 0), (pygame.K_F12, 0)):
        keydown(k, mod)
        app.run_frames(1)
        assert scene.session.curtain_for == 1 and frame(app) == curtain_only(app), pygame.key.name(k)
        keyup(k)
    keydown(pygame.K_SPACE, pygame.KMOD_LCTRL)  # Ctrl+Space is no deliberate "I sat down" either
    keyup(pygame.K_SPACE)
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=3)  # a right click
    post(pygame.MOUSEBUTTONUP, pos=(640, 400), button=3)
    app.run_frames(1)
    assert scene.session.curtain_for == 1 and frame(app) == curtain_only(app)
    assert game.log == ["P1 pass"]
    key(app, pygame.K_SPACE)
    assert scene.session.curtain_for is None and scene.viewer() == 1
    assert frame(app) != curtain_only(app)


def test_a_key_held_from_before_the_curtain_fell_does_not_lift_it(app):
    game, scene, clock = hot_seat(app)
    keydown(pygame.K_RETURN)  # Ann holds Enter while she passes; its repeats arrive on the curtain
    app.run_frames(1)
    key(app, pygame.K_p)
    app.run_frames(1)
    clock.now += 2 * GUARD_SECONDS
    for _ in range(3):
        keydown(pygame.K_RETURN)
        app.run_frames(1)
        assert scene.session.curtain_for == 1 and frame(app) == curtain_only(app)
    keyup(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    key(app, pygame.K_RETURN)  # pressed afresh: Bob sits down
    assert scene.session.curtain_for is None and scene.viewer() == 1


def test_ctrl_z_pressed_normally_on_the_curtain_takes_the_move_back(app):
    game, scene, clock = hot_seat(app)
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    app.run_frames(1)
    assert game.log[-1].startswith("P1 bid keywood") and scene.session.curtain_for == 1
    curtain = frame(app)
    assert curtain == curtain_only(app)
    keydown(pygame.K_LCTRL, LCTRL)  # Ctrl first, as people press it
    app.run_frames(1)
    assert scene.session.curtain_for == 1 and frame(app) == curtain
    keydown(pygame.K_z, LCTRL)
    keyup(pygame.K_z, LCTRL)
    keyup(pygame.K_LCTRL)
    app.run_frames(1)
    assert game.log == [] and scene.session.curtain_for is None and scene.viewer() == 0  # Ann again
    assert scene.status().startswith("Undid: Ann")
    assert frame(app) != curtain


def test_a_click_on_the_curtain_lifts_it_only_when_pressed_and_released_there(app):
    game, scene, clock = hot_seat(app)
    press(app, scene.buttons["pass"])
    app.run_frames(1)
    clock.now += GUARD_SECONDS
    post(pygame.MOUSEBUTTONUP, pos=(640, 400), button=1)  # the release of a press made before it fell
    app.run_frames(1)
    assert scene.session.curtain_for == 1 and frame(app) == curtain_only(app)
    click(app, (640, 400))
    assert scene.session.curtain_for is None and scene.viewer() == 1


def test_zoom_hint_and_carry_do_not_cross_the_curtain(app):
    game, scene, clock = hot_seat(app)
    post(pygame.MOUSEMOTION, pos=scene.picture.areas["offer"].center, rel=(0, 0), buttons=(0, 0, 0))
    key(app, pygame.K_z)  # Ann zooms on the offer row
    assert scene.zoom.on == "offer"
    scene.callout.show("A refusal", (300, 300))
    key(app, pygame.K_p)
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    assert scene.zoom.on is None and not scene.callout.showing and not scene.hints.tips and scene.carry is None
    clock.now += GUARD_SECONDS
    key(app, pygame.K_SPACE)
    assert scene.viewer() == 1 and scene.picture.zoomed is None  # Bob sees the whole table
    assert scene.picture.rect_of(find(app, "screen", player=1, colour="red")) is not None
