"""The table shows each player their own winter hand all game, and tells how each season ended
(in the log and in a short panel between seasons); driven by real mouse and key events."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.ui.table.picture import Target  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, key, press, sit_down  # noqa: E402



def hand_targets(app):
    return [t for t in app.scene.picture.targets() if t.kind == "hand"]


def hover(app, target):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(app, target), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.run_frames(1)
    app.run_frames(1, dt=1.0)
    return app.scene.hover.tip


def test_each_human_sees_only_their_own_winter_hand_in_spring(app):
    game = two_player()
    hands = [list(h) for h in game.state.winter_hands]
    assert all(hands) and not set(hands[0]) & set(hands[1])
    scene = at_table(app, game, ["human", "human"])
    assert scene.session.curtain_for == 0 and hand_targets(app) == []  # nothing drawn before the curtain lifts
    sit_down(app)
    assert game.season == "spring"
    assert sorted(t.tile for t in hand_targets(app)) == sorted(hands[0])
    assert {t.player for t in hand_targets(app)} == {0}
    tip = hover(app, hand_targets(app)[0])
    name = game.comps.tiles[hand_targets(app)[0].tile].name
    assert tip is not None and name in scene.picture.tooltip(hand_targets(app)[0], scene.shown_state())
    assert "only they see it" in scene.picture.tooltip(hand_targets(app)[0], scene.shown_state())
    press(app, scene.buttons["pass"])
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    sit_down(app)
    assert sorted(t.tile for t in hand_targets(app)) == sorted(hands[1])
    assert not {t.tile for t in hand_targets(app)} & set(hands[0])


def test_the_end_of_a_season_is_told_in_the_log_and_a_panel(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    red = scene.picture.rect_of(Target("screen", player=0, colour="red"))
    assert red is not None
    # Ann bids 2 red on the Woodcutter by dragging from her screen, then both pass.
    from tests.ui.helpers import drag, find
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0))
    assert game.log[-1].startswith("P1 bid woodcutter")
    count = int(game.log[-1].split()[3])
    for _ in range(2):
        app.run_frames(1)
        sit_down(app)  # the curtain
        key(app, pygame.K_p)
    assert game.phase == "boats", game.log
    html = scene.log_column.html()
    assert "End of spring:" in html and f"Ann wins the Woodcutter with {count} red" in html
    results = scene.season_results()
    assert results[0] == "End of spring:" and f"Ann wins the Woodcutter with {count} red" in results
    assert any(line.startswith("Nobody bid for the ") for line in results)
    assert f"Ann's workers: {count} paid into the bag" in results
    assert not any(line.startswith("Boats") for line in results)  # no boat chosen yet


def colours_near(app, rect):
    return {tuple(app.screen.get_at((x, y)))[:3] for x in range(rect.left, rect.right, 1)
            for y in range(rect.top, rect.bottom, 1)}


def test_two_players_workers_on_one_tile_are_two_chips_in_their_colours(app):
    from tests.ui.helpers import drag, find
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "use", tile="woodcutter"))
    assert game.log == ["P1 use woodcutter 1 red"]
    app.run_frames(1)
    sit_down(app)  # Bob takes the screen
    drag(app, find(app, "screen", player=1, colour="red"), find(app, "use", tile="woodcutter"),
         during=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert game.log[-1] == "P2 use woodcutter 2 red", game.log
    assert scene.tile_users() == {"woodcutter": [(0, "red", 1), (1, "red", 2)]}
    app.run_frames(1)
    sit_down(app)  # back to Ann, who sees the chips as everyone does
    app.draw()
    hexagon = scene.picture.rect_of(Target("use", tile="woodcutter"))
    foot = hexagon.clip(hexagon.move(0, hexagon.h // 2))
    seen = colours_near(app, foot)
    pal = scene.picture.pal
    assert tuple(pal.player(0))[:3] in seen and tuple(pal.player(1))[:3] in seen
    tip = scene.picture.tooltip(Target("use", tile="woodcutter"), scene.shown_state())
    assert "Being used by: Ann (1 red), Bob (2 red)" in tip  # each chip says whose workers it holds


def test_small_words_at_the_table(app):
    """Point 9: Done reads as the end of a step, a player with no workers is told to pass,
    an empty hex says what it is for, and the skill pile is labelled."""
    from keydesk.rules import Done
    from keydesk.rules.describe import describe_action
    from keydesk.ui.table.text import turn_prompt
    game = two_player()
    game.play("P1 use home_1 1 red")  # a transport step is pending for Ann
    line = describe_action(Done(0), game.comps, game.state.names, game.state)
    assert line == "Ann finishes transporting and upgrading"
    empty = two_player(screens={"P1": {"workers": {}}, "P2": {"workers": {"red": 3}}})
    assert turn_prompt(empty, 0, [], empty.legal_actions(0)) == \
        "Ann's turn: no workers are left behind your screen, so Pass."
    from tests.ui.helpers import place_phase_game
    scene = at_table(app, place_phase_game(), ["human", "easy"])
    empty_hex = next(t for t in scene.picture.targets() if t.kind == "hex")
    assert scene.picture.tooltip(empty_hex, scene.shown_state()) == \
        "An empty space beside Ann's village: won tiles are placed here"
