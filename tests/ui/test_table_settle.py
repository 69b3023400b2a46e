"""After the curtain lifts, the table settles: a double click on the curtain lifts it with its
first click and its second click acts on nothing, wherever it lands on the next person's table
(the toolbar's Pass, a boat, a tile to place); no tooltip opens where the curtain was clicked.

Driven by the events a real double click sends (press, release, press, release, 120 ms apart
on the curtain's clock, a frame after each), at a shared screen of two people."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.session.curtain import GUARD_SECONDS, SETTLE_SECONDS  # noqa: E402
from keydesk.ui.scenes.hover import TOOLTIP_DELAY  # noqa: E402
from keydesk.ui.table.text import turn_prompt  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, click, drag, find, post, sit_down  # noqa: E402

AFTER_A_SEASON = ["P1 bid woodcutter 1 red", "P2 bid alehouse 1 yellow", "P1 pass", "P2 pass"]


class Clock:
    def __init__(self, now):
        self.now = now

    def __call__(self):
        return self.now


def hot_seat(app, game):
    """Ann and Bob at one screen, the first of them sat down; the curtain's clock is the test's."""
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    curtain = scene.session.curtain
    curtain.clock = Clock(curtain.clock())
    return scene, curtain.clock


def double_click(app, clock, pos) -> None:
    """Half a second after the curtain fell, two clicks 120 ms apart where it covers `pos`."""
    clock.now += GUARD_SECONDS
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        post(kind, pos=pos, button=1)
        app.run_frames(1)
        clock.now += 0.12


def assert_own_turn_untouched(app, scene, game, log, p) -> None:
    """The log gained nothing; `p` sits at the screen, on turn, holding nothing, asked nothing,
    with the table's own prompt for them and no tooltip."""
    app.run_frames(2)
    assert game.log == log
    assert scene.session.curtain_for is None and scene.viewer() == p and scene.session.me() == p
    assert scene.carry is None and not scene.dialog_open() and scene.hover.tip is None
    assert scene.status() == turn_prompt(game, p, [], scene.legal())


def test_a_double_click_on_the_curtain_over_pass_never_passes_for_the_next_person(app):
    game = two_player()
    scene, clock = hot_seat(app, game)
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    log = list(game.log)
    double_click(app, clock, scene.buttons["pass"].rect.center)
    assert_own_turn_untouched(app, scene, game, log, 1)
    clock.now += SETTLE_SECONDS  # settled: Bob's own click on Pass is taken
    click(app, scene.buttons["pass"].rect.center)
    app.run_frames(1)
    assert game.log == log + ["P2 pass"]


def test_a_double_click_on_the_curtain_over_a_boat_never_takes_it_for_the_next_person(app):
    game = two_player(actions=AFTER_A_SEASON)
    assert game.phase == "boats"
    scene, clock = hot_seat(app, game)
    first = scene.session.at_screen
    boats = [a.boat for a in game.legal_actions(first)]
    spots = {boat: centre(app, find(app, "boat", tile=boat)) for boat in boats}
    click(app, spots[boats[0]])  # the first takes a boat; the curtain falls for the other
    app.run_frames(1)
    assert game.log[-1] == f"P{first + 1} boat {boats[0]}" and scene.session.curtain_for == 1 - first
    log = list(game.log)
    double_click(app, clock, spots[boats[-1]])
    assert_own_turn_untouched(app, scene, game, log, 1 - first)


def test_a_double_click_on_the_curtain_over_a_tile_to_place_never_picks_it_up(app):
    game = two_player(actions=AFTER_A_SEASON)
    while game.phase == "boats":
        game.apply(game.legal_actions()[0])
    assert game.phase == "place" and set(game.to_move) == {0, 1}
    scene, clock = hot_seat(app, game)
    first = scene.session.at_screen
    other = 1 - first
    own, theirs = (game.state.to_place[p][0] for p in (first, other))
    tray = centre(app, find(app, "village_tile", tile=theirs, player=other))  # where the curtain will lie
    place = next(a for a in scene.legal() if a.tile == own)
    drag(app, find(app, "village_tile", tile=own, player=first), find(app, "hex", player=first, q=place.q, r=place.r))
    app.run_frames(1)
    assert game.log[-1].startswith(f"P{first + 1} place {own}") and scene.session.curtain_for == other
    log = list(game.log)
    double_click(app, clock, tray)
    assert_own_turn_untouched(app, scene, game, log, other)


def test_no_tooltip_opens_where_the_curtain_was_clicked_until_the_pointer_moves(app):
    game = two_player()
    scene, clock = hot_seat(app, game)
    spot = centre(app, find(app, "use", tile="keywood"))
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0))
    app.run_frames(1)
    clock.now += GUARD_SECONDS
    click(app, spot)  # Bob lifts the curtain with the pointer over the Keywood
    app.run_frames(3, dt=TOOLTIP_DELAY)
    assert scene.viewer() == 1 and scene.hover.tip is None
    post(pygame.MOUSEMOTION, pos=(spot[0] + 2, spot[1]), rel=(2, 0), buttons=(0, 0, 0))
    app.run_frames(3, dt=TOOLTIP_DELAY)  # now he points at it
    assert scene.hover.tip is not None and scene.hover.tip.alive() and scene.hover.target.tile == "keywood"


def test_a_toolbar_tooltip_grown_under_the_curtain_does_not_pop_up_over_the_next_table(app, monkeypatch):
    game = two_player()
    scene, clock = hot_seat(app, game)
    undo = scene.buttons["undo"]
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    # The dummy display has no pointer: the gui reads where it rests, over the Undo button.
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: undo.rect.center)
    app.run_frames(40, dt=0.05)  # two seconds under the curtain: the gui grows Undo's tooltip there
    assert undo.tool_tip is not None
    clock.now += GUARD_SECONDS
    click(app, (640, 400))
    assert scene.viewer() == 1 and undo.tool_tip is None
