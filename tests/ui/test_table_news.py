"""The table tells each person what happened to them: an outbid notice for the bid's owner only,
"since your last turn" on the curtain, a refusal where the hand let go, a pass acknowledged, and
"done this season" passing for its owner until a bid of theirs is topped.  Driven by real drags,
clicks and keys; the notices are checked on the drawn frame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.ui.scenes.base import draw_curtain  # noqa: E402
from keydesk.ui.table.callouts import FILL  # noqa: E402
from keydesk.session.news import LOOK_SECONDS  # noqa: E402
from keydesk.session.rest import NOTE  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, drag, find, key, post, sit_down, wheel  # noqa: E402


def notice_pixels(app, rect=None) -> int:
    """How many pixels of the drawn frame (within `rect`) have the notices' own fill."""
    app.draw()
    surface = app.screen if rect is None else app.screen.subsurface(rect.clip(app.screen.get_rect()))
    return pygame.transform.threshold(None, surface, FILL, (1, 1, 1), set_behavior=0)


def bid(app, p, tile, colour="red", more=0):
    drag(app, find(app, "screen", player=p, colour=colour), find(app, "bid", tile=tile, player=p),
         during=[wheel(1)] * more)


def test_being_outbid_is_told_to_the_bids_owner_only_until_they_look(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    bid(app, 0, "keywood")  # Ann bids 1 red
    app.run_frames(1)
    sit_down(app)
    assert scene.viewer() == 1 and notice_pixels(app) == 0  # Bob was outbid nowhere
    bid(app, 1, "keywood", more=1)  # Bob tops it with 2 red
    assert game.log[-1] == "P2 bid keywood 2 red"
    app.run_frames(1)
    assert scene.session.curtain_for == 0
    assert scene.session.news.since(0) == ["Bob outbid you on the Keywood: 2 red."] and scene.session.news.since(1) == []
    plain = pygame.Surface(app.screen.get_size())
    draw_curtain(plain, scene.picture.pal, "Ann")
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(plain, "RGB")  # the list is drawn
    post(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0), buttons=(0, 0, 0))
    sit_down(app)
    assert scene.viewer() == 0
    tile = scene.picture.rect_of(find(app, "use", tile="keywood"))
    assert notice_pixels(app, tile.inflate(40, 120)) > 200  # the ring and the note at the tile
    assert scene.session.news.marks[0]["keywood"].by == 1 and scene.session.news.marks[1] == {}
    post(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(2)
    assert scene.session.news.marks[0]  # passing over it is not yet looking
    app.run_frames(1, dt=LOOK_SECONDS)
    assert scene.session.news.marks[0] == {} and notice_pixels(app) == 0  # looked at: the mark is gone


def test_a_refused_drop_is_explained_where_the_hand_let_go(app):
    game = two_player(actions=["P1 bid keywood 2 red"])
    scene = at_table(app, game, ["easy", "human"])
    side = find(app, "bid", tile="keywood", player=1)
    drag(app, find(app, "screen", player=1, colour="red"), side)  # 1 red does not top 2 red
    assert game.log == ["P1 bid keywood 2 red"]
    assert scene.callout.showing.startswith("The highest bid on the Keywood is 2")
    assert scene.status().startswith(scene.callout.showing)
    point = centre(app, side)
    assert scene.callout.pos == point
    assert notice_pixels(app, pygame.Rect(point[0] - 60, point[1] - 80, 120, 80)) > 100  # at the drop point
    scene.callout.clock = lambda: scene.callout.animating_until + 0.01  # a few seconds later
    assert notice_pixels(app) == 0


def test_a_pass_is_acknowledged(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    key(app, pygame.K_p)
    assert game.log[0] == "P1 pass"
    assert scene.status().startswith("You pass. You may act again while others go on")


def test_done_this_season_passes_for_its_owner_until_a_bid_of_theirs_is_topped(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    bid(app, 0, "keywood")
    app.run_frames(1)
    sit_down(app)
    bid(app, 1, "woodcutter", "yellow")
    app.run_frames(1)
    sit_down(app)
    assert scene.buttons["rest"].visible
    key(app, pygame.K_p, pygame.KMOD_SHIFT)  # Ann: "I am done this season"
    assert game.log[-1] == "P1 pass" and scene.session.rest.resting == {0: "spring"}
    app.run_frames(1)
    sit_down(app)
    bid(app, 1, "alehouse", "yellow")  # Bob bids on; the table passes for Ann, with no curtain
    app.run_frames(2)
    assert game.log[-2:] == ["P2 bid alehouse 1 yellow", "P1 pass"]
    assert scene.log_column.explains[len(game.log) - 1] == NOTE
    assert scene.session.curtain_for is None and scene.viewer() == 1 and scene.session.me() == 1
    bid(app, 1, "keywood", more=1)  # Bob tops Ann's bid: the table asks her again
    app.run_frames(2)
    assert game.log[-1] == "P2 bid keywood 2 red"
    assert scene.session.rest.resting == {} and scene.session.curtain_for == 0
    assert "Bob outbid you on the Keywood: 2 red." in scene.session.news.since(0)


def test_at_a_shared_screen_the_bots_moves_since_your_own_stay_ringed_in_their_colours():
    from keydesk.ui.table.lights import bot_moves
    from keydesk.ui.table.picture import Target

    log = ["P2 bid keywood 1 red", "P3 bid stable 1 blue", "P4 bid miner 1 blue", "P1 bid alehouse 1 red"]
    targets = [Target("use", t) for t in ("keywood", "stable", "miner", "alehouse")] + [
        Target("bid", "stable", 2), Target("bid", "miner", 3), Target("bid", "alehouse", 0)]
    rings = bot_moves(log, targets, lambda p: p in (0, 1), viewer=1)  # Ann and Bob, two bots
    assert rings == {Target("use", "stable"): 2, Target("use", "miner"): 3,
                     Target("bid", "stable", 2): 2, Target("bid", "miner", 3): 3}
    assert bot_moves(log, targets, lambda p: p in (0, 1), viewer=0) == {}  # Ann moved last


def test_hint_badges_leave_the_names_on_bid_sides_and_tiles_uncovered(app):
    from types import SimpleNamespace

    from keydesk.rules import Bid, Use
    from keydesk.ui.drawing.auction import side_colours

    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    order = next(t.tile for t in scene.picture.targets() if t.kind == "order")
    app.draw()
    before = app.screen.copy()
    scene.hints.tips = [SimpleNamespace(action=Bid(0, order, (("red", 1),)), reason=""),
                        SimpleNamespace(action=Use(0, "keywood", (("red", 1),)), reason="")]
    app.draw()
    side = scene.picture.rect_of(find(app, "bid", tile=order, player=0))
    fill = side_colours(scene.picture.pal, 0)[0]
    ink = [(x, y) for x in range(side.x + 4, side.right - 4) for y in range(side.y + 3, side.bottom - 3)
           if before.get_at((x, y))[:3] != fill]  # the name "Ann" written on the empty side
    assert len(ink) > 20 and all(app.screen.get_at(xy) == before.get_at(xy) for xy in ink)
    tile = scene.picture.rect_of(find(app, "use", tile="keywood"))
    face = tile.inflate(-tile.w // 3, -tile.h // 3)  # the plate with the name, well inside the hex
    assert all(app.screen.get_at((x, y)) == before.get_at((x, y))
               for x in range(face.x, face.right) for y in range(face.y, face.bottom))


def test_since_your_last_turn_lists_your_tile_used_and_the_season_about_to_end():
    from keydesk.rules import parse_action
    from keydesk.session.news import News

    game = two_player()
    news = News(game, [0, 1], game.state.names)
    game.play("P1 bid keywood 1 red")
    game.play("P2 use home_1 1 red")  # Bob uses Ann's home tile
    game.play("P2 done")  # (after a use: his moves and upgrades, none here)
    news.read()
    assert news.since(0) == ["Bob used your Home 1 (1 red)."] and news.since(1) == []
    game.play("P1 pass")
    news.read()
    assert news.since(0) == []  # Ann has been at the screen since
    assert news.since(1) == ["Everyone else has passed: if you pass too, the season ends."]
    for _ in range(3):
        game.undo()
    news.read()  # moves taken back take their news with them
    assert news.since(0) == [] and news.since(1) == [] and parse_action(game.log[-1]).player == 0


def test_done_this_season_is_said_on_the_curtain_and_marked_on_the_name_bar_until_the_season_ends(app):
    from keydesk.session.rest import done_words
    from keydesk.ui.table.handover import draw_page
    from keydesk.ui.table.picture import Target

    game = two_player(actions=["P1 bid keywood 1 red", "P2 bid woodcutter 1 yellow"])
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)
    key(app, pygame.K_LSHIFT, pygame.KMOD_LSHIFT)  # Shift goes down first, as people press it
    key(app, pygame.K_p, pygame.KMOD_LSHIFT)  # Ann: "I am done this season"
    app.run_frames(1)
    words = "Ann is done for this season: the table passes for them, and asks them again if a bid of theirs is topped."
    assert game.log[-1] == "P1 pass" and scene.session.curtain_for == 1
    assert scene.session.curtain_page().leaver_line == words == done_words("Ann")
    alone = pygame.Surface(app.screen.get_size())
    draw_page(alone, scene.picture.pal, scene.session.curtain_page())
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(alone, "RGB")  # the curtain alone, with it
    sit_down(app)
    mark = Target("rest", None, 0)
    assert mark in scene.picture.targets() and Target("rest", None, 1) not in scene.picture.targets()
    assert scene.picture.tooltip(mark, scene.shown_state()) == words
    key(app, pygame.K_p)  # Bob passes too: the season is over, and so is Ann's rest
    app.run_frames(1)
    if scene.session.curtain_for is not None:
        sit_down(app)  # Ann chooses her boat first
    app.draw()
    assert game.phase == "boats" and scene.session.resting() == frozenset() and mark not in scene.picture.targets()


def test_the_status_line_stops_saying_you_pass_once_the_season_is_over(app):
    game = two_player(actions=["P1 bid keywood 1 red", "P2 pass"])  # Bob has passed
    scene = at_table(app, game, ["human", "easy"])
    key(app, pygame.K_p)  # Ann passes too: everyone has passed
    assert game.log[-1] == "P1 pass" and game.phase == "boats"
    assert "You pass" not in scene.status()
