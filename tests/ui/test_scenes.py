"""The real scenes driven headless with synthetic mouse and keyboard events.

Each test builds an App on a temporary home folder with no pause between bot moves, puts
events in pygame's queue at the centres of the renderer's hit targets, and steps frames.
"""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from keydesk.cli import play_random_game  # noqa: E402
from keydesk.rules import Bid, Game, IllegalAction, parse_action  # noqa: E402
from keydesk.ui import intents  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.session.home_folder import autosave_path, unfinished_autosaves  # noqa: E402
from keydesk.ui.preferences import load_preferences  # noqa: E402
from keydesk.ui.scenes.base import dropdown_value  # noqa: E402
from keydesk.ui.scenes.dialogs import ChoiceDialog, MessageDialog  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.new_game import NewGameScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402
from keydesk.rules.hexgrid import neighbours  # noqa: E402
from tests.rules.helpers import finish_season, put_tile, two_player  # noqa: E402
from tests.ui.helpers import (  # noqa: E402
    SIZE, at_table, centre, find, post, drag, click, press, key, wheel, frames_until, place_phase_game, pick_in_list,
    sit_down,
)
from tests.ui.images import TOLERANCE, difference, thumbnail  # noqa: E402


# ---- bidding and using ----

def test_dragging_two_red_onto_a_bid_side_bids_two_red(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    red = find(app, "screen", player=0, colour="red")
    side = find(app, "bid", tile="woodcutter", player=0)
    drag(app, red, side, during=[wheel(1)])  # picked up 1, the wheel makes it 2
    assert game.log[0] == "P1 bid woodcutter 2 red"
    assert game.state.screens[0]["red"] == 2
    assert game.state.bid_of("woodcutter", 0).count == 2
    assert scene.carry is None


def test_while_dragging_only_legal_drops_glow(app):
    game = two_player(actions=["P1 bid woodcutter 1 blue"])
    scene = at_table(app, game, ["easy", "human"])
    a = centre(app, find(app, "screen", player=1, colour="red"))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 20, a[1]), rel=(20, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    lit = scene.highlights(scene.legal())
    assert Target("bid", tile="alehouse", player=1) in lit
    assert not any(t.tile == "woodcutter" and t.kind == "bid" for t in lit)  # blue is bid there
    assert not any(t.kind == "bid" and t.player == 0 for t in lit)  # never another player's side
    key(app, pygame.K_ESCAPE)
    assert scene.carry is None and game.log == ["P1 bid woodcutter 1 blue"]


def test_an_illegal_drop_changes_nothing_and_shows_the_reason(app):
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    scene = at_table(app, game, ["human", "easy"])
    before, log = game.state.snapshot(), list(game.log)
    drag(app, find(app, "screen", player=0, colour="blue"), find(app, "bid", tile="woodcutter", player=0))
    assert game.state.snapshot() == before and game.log == log
    with pytest.raises(IllegalAction) as refusal:
        game.clone().play("P1 bid woodcutter 1 blue")
    assert scene.status() == str(refusal.value)
    assert "red" in scene.status()
    drag(app, find(app, "screen", player=0, colour="blue"), find(app, "bid", tile="woodcutter", player=1))
    assert "Bob's side" in scene.status() and game.log == log


def test_click_a_source_then_a_target(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    click(app, find(app, "screen", player=0, colour="blue"))
    assert scene.carry is not None and scene.carry.colour == "blue"
    key(app, pygame.K_3)
    click(app, find(app, "bid", tile="alehouse", player=0))
    assert game.log[0] == "P1 bid alehouse 3 blue"


def test_an_outbid_group_is_dragged_as_one(app):
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    at_table(app, game, ["human", "easy"])
    drag(app, find(app, "group", tile="woodcutter", player=0), find(app, "bid", tile="stable", player=0),
         during=[wheel(1)])
    assert game.log[2] == "P1 bid stable 2 red from woodcutter"
    assert game.state.bid_of("woodcutter", 0) is None


def test_workers_dropped_on_the_edge_of_a_lit_village_tile_use_it(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    tile = scene.picture.rect_of(find(app, "village_tile", tile="home_1", player=0))
    name_plate = (tile.centerx, tile.centery - int(tile.h * 0.38))  # on the tile, outside its centre
    assert scene.picture.hit(name_plate).kind == "village_tile"
    drag(app, find(app, "screen", player=0, colour="blue"), name_plate)
    assert game.log[0] == "P1 use home_1 1 blue"


def test_a_tile_that_needs_a_choice_asks_in_a_dialog(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="blue"), find(app, "use", tile="workshop"))
    assert isinstance(scene.dialog, ChoiceDialog) and scene.dialog.open
    assert game.log == []
    options = list(scene.dialog.options.values())
    stone = next(a for a in options if a.choice == "stone")
    scene.dialog.pick(stone)
    assert game.log[0] == "P1 use workshop 1 blue take stone"


def test_a_tavern_asks_which_worker_to_give_up_in_plain_words(app):
    game = two_player()
    put_tile(game, 0, "tavern", neighbours((0, 0))[0])
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="blue"), find(app, "use", tile="tavern"))
    assert isinstance(scene.dialog, ChoiceDialog)
    assert "Which worker from behind your screen do you give up?" in scene.dialog.question
    labels = sorted(button.text for button in scene.dialog.options)
    assert labels == ["give up 1 blue worker", "give up 1 red worker"]


def test_a_drop_refused_for_its_number_says_which_number_would_do(app):
    game = two_player(actions=["P1 use woodcutter 1 red", "P2 pass"])
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "use", tile="woodcutter"))
    assert game.log[-1] == "P2 pass"
    assert "2 would do: press 2 or turn the wheel" in scene.status()
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "use", tile="woodcutter"), during=[wheel(1)])
    assert game.log[-1] == "P1 use woodcutter 2 red"


def test_the_carry_prompt_offers_outbid_groups_only_when_there_are_some(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    click(app, find(app, "screen", player=0, colour="red"))
    assert "outbid" not in scene.status()
    key(app, pygame.K_ESCAPE)
    game.play("P1 bid woodcutter 1 red")
    game.play("P2 bid woodcutter 2 red")
    scene.game_changed()
    app.run_frames(1)
    click(app, find(app, "screen", player=0, colour="red"))
    assert "click your other outbid groups to add them" in scene.status()


def test_pass_and_undo_keys(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    sit_down(app)  # lift the first curtain
    key(app, pygame.K_p)
    assert game.log == ["P1 pass"]
    app.run_frames(1)
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # on the curtain, before Bob has seen anything
    assert game.log == [] and scene.status().startswith("Undid: Ann passes")


# ---- the other decisions ----

def test_placing_a_won_tile_on_a_lit_hex_with_a_rotation(app):
    game = place_phase_game()
    scene = at_table(app, game, ["human", "easy"])
    tray = find(app, "village_tile", tile="woodcutter", player=0)
    a = centre(app, tray)
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 20, a[1] - 20), rel=(20, -20), buttons=(1, 0, 0))
    app.run_frames(1)
    lit = [t for t in scene.highlights(scene.legal()) if t.kind == "hex"]
    assert lit and all(t.player == 0 for t in lit)
    legal = scene.legal()
    spot = next(t for t in lit if len({a.rot for a in legal if (a.q, a.r) == (t.q, t.r)}) > 1)
    rots = sorted({a.rot for a in legal if (a.q, a.r) == (spot.q, spot.r)})
    b = centre(app, spot)
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    while scene.carry.rot != rots[1]:
        key(app, pygame.K_r)
    assert scene.gestures.preview(legal) == (0, "woodcutter", spot.q, spot.r, rots[1])
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(1)
    assert game.log[-1] == f"P1 place woodcutter {spot.q} {spot.r} rot {rots[1]}"
    assert game.state.placed["woodcutter"] == (0, (spot.q, spot.r), rots[1])


def test_a_tile_turned_so_it_does_not_fit_a_lit_hex_turns_to_fit_when_it_arrives(app):
    game = place_phase_game()
    scene = at_table(app, game, ["human", "easy"])
    legal = scene.legal()
    spots = {(a.q, a.r) for a in legal}
    q, r = next(s for s in sorted(spots) if len(intents.rotations(legal, "woodcutter", *s)) < 6)
    fits = intents.rotations(legal, "woodcutter", q, r)
    a = centre(app, find(app, "village_tile", tile="woodcutter", player=0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 20, a[1] - 20), rel=(20, -20), buttons=(1, 0, 0))
    app.run_frames(1)
    while scene.carry.rot in fits:  # R away from the village turns through all six
        key(app, pygame.K_r)
    b = centre(app, find(app, "hex", player=0, q=q, r=r))
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    assert scene.carry.rot == fits[0]
    assert scene.gestures.preview(legal) == (0, "woodcutter", q, r, fits[0])  # shown in place, as it will lie
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(1)
    assert game.log[-1] == f"P1 place woodcutter {q} {r} rot {fits[0]}"


def test_choosing_a_boat_by_clicking_it(app):
    game = two_player(actions=["P1 pass", "P2 pass"])
    p = game.to_move[0]
    scene = at_table(app, game, ["human", "easy"] if p == 0 else ["easy", "human"])
    boats = [a.boat for a in game.legal_actions(p)]
    lit = {t.tile for t in scene.highlights(scene.legal()) if t.kind == "boat"}
    assert lit == set(boats)
    click(app, find(app, "boat", tile=boats[-1]))
    assert game.log[-1] == f"P{p + 1} boat {boats[-1]}"


def test_upgrading_a_tile_asks_how_to_pay_when_there_are_several_ways(app):
    game = two_player()
    put_tile(game, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 1, "stone": 1, "gold": 1})
    game.play("P1 use home_1 1 blue")  # transport 2 and one upgrade
    scene = at_table(app, game, ["human", "easy"])
    assert find(app, "village_tile", tile="workshop") in scene.highlights(scene.legal())
    click(app, find(app, "village_tile", tile="workshop"))
    assert isinstance(scene.dialog, ChoiceDialog)
    labels = sorted(button.text for button in scene.dialog.options)
    assert labels == ["pay gold, stone", "pay gold, wood", "pay stone, wood"]
    scene.dialog.pick(next(a for a in scene.dialog.options.values() if a.pay == ("stone", "wood")))
    assert game.log[-1] == "P1 upgrade workshop with stone wood"
    assert "workshop" in game.state.flipped


def test_the_transport_prompt_says_only_what_is_left_and_whether_anything_can_be_upgraded(app):
    game = two_player()
    put_tile(game, 0, "workshop", neighbours((0, 0))[0], resources={"wood": 1, "stone": 1})
    game.play("P1 use home_1 1 blue")  # transport 2 and one upgrade
    scene = at_table(app, game, ["human", "easy"])
    assert "2 moves left: drag resources along roads; 1 upgrade left: click a lit tile" in scene.status()
    game.play("P1 move wood workshop home_1")
    scene.game_changed()
    assert "1 move left" in scene.status() and "nothing can be upgraded now" in scene.status()
    game.play("P1 move stone workshop home_1")
    scene.game_changed()
    assert "drag resources" not in scene.status() and scene.status().endswith("Done to finish.")


# ---- hot seat and bots ----

def test_the_curtain_hides_the_screens_between_two_humans(app):
    game = two_player()
    scene = at_table(app, game, ["human", "human"])
    assert scene.session.curtain_for == 0  # nobody is at the screen yet
    app.draw()
    table_dark = app.screen.get_at((5, 300))
    sit_down(app)
    assert scene.session.curtain_for is None and scene.viewer() == 0
    press(app, scene.buttons["pass"])
    assert game.log == ["P1 pass"]
    app.run_frames(1)
    assert scene.session.curtain_for == 1
    # Nothing of the table is drawn: Ann's screen and the offer row are covered.
    for target in (Target("screen", player=0, colour="red"), Target("use", tile="woodcutter")):
        rect = scene.picture.rect_of(target)
        assert app.screen.get_at(rect.center) == table_dark
    key(app, pygame.K_p)  # a letter neither lifts the curtain nor passes for Bob
    assert game.log == ["P1 pass"] and scene.session.curtain_for == 1
    sit_down(app)
    assert game.log == ["P1 pass"] and scene.session.curtain_for is None and scene.viewer() == 1


def test_winter_tiles_are_chosen_by_each_human_in_turn_behind_the_curtain(app):
    game = two_player()
    for _ in range(3):
        finish_season(game)
    assert game.phase == "winter_select" and game.to_move == [0, 1]
    scene = at_table(app, game, ["human", "human"])
    for p in (0, 1):
        assert scene.session.curtain_for == p
        sit_down(app)
        assert scene.viewer() == p and scene.buttons["confirm"].visible
        hand = game.state.winter_hands[p]
        for tile in hand[:2]:
            click(app, find(app, "winter", tile=tile))
        assert set(scene.winter_picks) == set(hand[:2])
        press(app, scene.buttons["confirm"])
        assert game.log[-1] == f"P{p + 1} winter {' '.join(hand[:2])}"
        app.run_frames(1)
    assert game.phase != "winter_select"


def test_one_human_against_bots_sees_the_bots_move(app):
    game = Game.new(players=3, seed=5, names=["Ann", "Bot A", "Bot B"])
    scene = at_table(app, game, ["human", "easy", "easy"])
    for _ in range(3):
        frames_until(app, lambda: scene.session.actor() == 0)
        assert scene.session.curtain_for is None and scene.viewer() == 0  # a bot's screen is never shown
        press(app, scene.buttons["pass"])
    frames_until(app, lambda: scene.session.actor() == 0 or game.phase != "actions")
    bot_lines = [line for line in game.log if not line.startswith("P1 ")]
    assert bot_lines, game.log
    assert "Bot A" in scene.log_column.html() or "Bot B" in scene.log_column.html()


def test_what_the_bot_just_did_stays_ringed_until_the_person_acts(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0))
    frames_until(app, lambda: len(game.log) >= 2 and scene.session.actor() == 0)
    bot_tiles = {intents.acted_on(parse_action(line)) for line in game.log[1:]} - {None}
    ringed = scene.recent()
    assert {t.tile for t in ringed} == bot_tiles and set(ringed.values()) == {1}
    assert all(t.kind in ("use", "order", "boat") or (t.kind == "bid" and t.player == 1) for t in ringed)
    app.draw()
    for target in ringed:  # a solid ring in the bot's colour just outside the place it acted on
        if target.kind == "bid":
            rect = scene.picture.rect_of(target).inflate(6, 6)
            assert app.screen.get_at((rect.centerx, rect.top + 1))[:3] == scene.picture.pal.player(1)
    assert "ringed in their colour" in scene.log_column.html()
    game.play("P1 pass")  # the person acts: the bot's earlier moves are no longer news
    assert scene.recent() == {}


def test_undo_takes_back_the_bot_moves_after_the_human_decision(app):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0))
    frames_until(app, lambda: len(game.log) >= 2 and scene.session.actor() == 0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.log == [] and scene.session.actor() == 0


# ---- saving ----

def test_autosave_after_each_action_and_resume_restores_it(app, tmp_path):
    game = two_player()
    at_table(app, game, ["human", "easy"])
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0))
    frames_until(app, lambda: app.scene.session.actor() == 0)
    log = list(game.log)
    assert Game.load(unfinished_autosaves(tmp_path)[0]).log == log
    app.switch(MenuScene(app))
    app.run_frames(1)
    press(app, app.scene.buttons["resume"])
    assert isinstance(app.scene, TableScene)
    assert app.scene.game.log == log and app.scene.game.seats == ["human", "easy"]


def test_a_corrupt_autosave_shows_an_error_not_a_crash(app, tmp_path):
    path = autosave_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text("players: 9\nnames: [this is not: a save\n")
    app.switch(MenuScene(app))
    app.run_frames(1)
    press(app, app.scene.buttons["resume"])
    assert isinstance(app.scene, MenuScene)
    assert isinstance(app.scene.dialog, MessageDialog) and "autosave.yaml could not be loaded" in app.scene.dialog.message
    app.run_frames(2)


def test_save_dialog_writes_into_saves(app, tmp_path):
    game = two_player(actions=["P1 pass"])
    scene = at_table(app, game, ["easy", "human"])
    press(app, scene.buttons["save"])
    scene.dialog.entry.set_text("my game")
    press(app, scene.dialog.ok)
    assert Game.load(tmp_path / "saves" / "my game.yaml").log == ["P1 pass"]


def test_f12_writes_a_screenshot(app, tmp_path):
    scene = at_table(app, two_player(), ["human", "easy"])
    key(app, pygame.K_F12)
    shots = list((tmp_path / "screenshots").glob("*.png"))
    assert len(shots) == 1 and str(shots[0]) in scene.status()
    assert difference(thumbnail(shots[0]), thumbnail(app.screen)) <= TOLERANCE  # the window as shown


def test_hovering_a_tile_shows_its_tooltip(app):
    scene = at_table(app, two_player(), ["human", "easy"])
    post(pygame.MOUSEMOTION, pos=centre(app, find(app, "use", tile="woodcutter")), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    app.run_frames(1, dt=1.0)
    assert scene.hover.tip is not None and scene.hover.tip.alive()
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    assert scene.hover.tip is None


def test_a_button_tooltip_does_not_stay_over_the_dialog_the_button_opens(app):
    scene = at_table(app, two_player(), ["human", "easy"])
    save = scene.buttons["save"]
    pygame.mouse.set_pos(save.rect.center)  # pygame_gui reads the mouse itself, not from events
    app.run_frames(2, dt=1.0)
    assert save.tool_tip is not None and save.tool_tip.alive()
    click(app, save.rect.center)
    app.run_frames(3, dt=1.0)  # long enough for the tooltip to come back, were it allowed
    assert scene.dialog_open() and save.tool_tip is None
    press(app, scene.dialog.cancel)
    app.run_frames(2, dt=1.0)
    assert save.tool_tip is not None and save.tool_tip.alive()  # the scrim went with the dialog


def test_a_finished_game_looked_at_from_the_scores_still_shows_tooltips(app):
    game, _ = play_random_game(players=2, seed=3)
    app.switch(FinalScoresScene(app, game))
    app.run_frames(1)
    press(app, app.scene.to_table)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.review
    tile = next(t for t in scene.picture.targets() if t.kind == "village_tile")
    post(pygame.MOUSEMOTION, pos=centre(app, tile), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    app.run_frames(1, dt=1.0)
    assert scene.hover.tip is not None and scene.hover.tip.alive()


def test_the_window_resizes_and_keeps_the_game(app):
    game = two_player(actions=["P1 pass"])
    scene = at_table(app, game, ["easy", "human"])
    post(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)
    app.run_frames(2)
    assert app.screen.get_size() == (1920, 1080) and app.scene is scene
    assert scene.picture.rect_of(find(app, "screen", player=1, colour="red")).right < 1920 - 300
    post(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500)
    app.run_frames(1)
    # Set back to the smallest window, which shows the table laid out at 1280 wide, scaled.
    assert app.window.size == (1024, 600) and app.screen.get_size() == (1280, 750)


def test_load_dialog_opens_a_save_from_the_menu(app, tmp_path):
    game = two_player(actions=["P1 bid woodcutter 1 red"])
    game.save(tmp_path / "saves" / "spring.yaml")
    app.run_frames(1)
    press(app, app.scene.buttons["load"])
    dialog = app.scene.dialog
    assert list(dialog.paths.values()) == [str(tmp_path / "saves" / "spring.yaml")]
    dialog.entry.set_text("spring")
    press(app, dialog.ok)
    assert isinstance(app.scene, TableScene) and app.scene.game.log == ["P1 bid woodcutter 1 red"]


def test_the_load_list_describes_each_save_newest_first(app, tmp_path):
    saves = tmp_path / "saves"
    game = two_player()
    finish_season(game)  # every player has taken a boat: it is summer now
    game.play(f"P{game.to_move[0] + 1} pass")
    game.save(saves / "older.yaml")
    os.utime(saves / "older.yaml", (time.time() - 3600, time.time() - 3600))
    two_player(actions=["P1 pass"]).save(saves / "newer.yaml")
    app.run_frames(1)
    press(app, app.scene.buttons["load"])
    lines = [item["text"] for item in app.scene.dialog.list.item_list]
    assert [line.split(" — ")[0] for line in lines] == ["newer.yaml", "older.yaml"]
    newer, older = (line.split(" — ")[1].split(" · ") for line in lines)
    assert newer[1:] == ["spring", "1 action", "2 people", "Ann, Bob"]
    assert older[1:] == ["summer", f"{len(game.log)} actions", "2 people", "Ann, Bob"]
    assert newer[0] == time.strftime("%Y-%m-%d %H:%M", time.localtime((saves / "newer.yaml").stat().st_mtime))


def test_an_unreadable_save_is_listed_as_such_and_loading_it_says_why(app, tmp_path):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "broken.yaml").write_text("names: [this is not: a save\n")
    app.run_frames(1)
    press(app, app.scene.buttons["load"])
    dialog = app.scene.dialog
    assert pick_in_list(app, dialog, "broken.yaml") == "broken.yaml — (unreadable)"
    press(app, dialog.ok)
    assert isinstance(app.scene, MenuScene)
    assert isinstance(app.scene.dialog, MessageDialog) and "broken.yaml could not be loaded" in app.scene.dialog.message


# ---- menu, setup, scores ----

def highlighted(buttons):
    """The menu buttons drawn in the primary colours (the theme's gold-rimmed warm brown)."""
    return [key for key, b in buttons.items() if b.colours["normal_border"] == pygame.Color("#e8ba30")]


def test_the_menu_highlights_new_game_when_there_is_nothing_to_resume(app):
    app.run_frames(1)
    assert highlighted(app.scene.buttons) == ["new"]


def test_the_menu_highlights_resume_when_there_is_an_autosave(app, tmp_path):
    two_player().save(autosave_path(tmp_path))
    app.switch(MenuScene(app))
    app.run_frames(1)
    assert highlighted(app.scene.buttons) == ["resume"]


def test_new_game_from_the_menu(app):
    press(app, app.scene.buttons["new"])
    assert isinstance(app.scene, NewGameScene)
    scene = app.scene
    scene.seed_entry.set_text("42")
    press(app, scene.start)
    assert isinstance(app.scene, TableScene)
    assert app.scene.game.seats == ["human", "medium", "medium", "medium"]
    assert app.scene.game.state.seed == 42 and app.scene.game.state.names[0] == "Ann"


def test_choosing_the_number_of_players_leaves_the_seat_rows_where_they_were(app):
    press(app, app.scene.buttons["new"])
    scene = app.scene
    before = [menu.rect.topleft for menu in scene.kind_menus[:2]]
    scene.count_menu.selected_option = ("2", "2")
    post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.count_menu, text="2")
    app.run_frames(1)
    assert scene.players == 2 and len(scene.kind_menus) == 2
    assert [menu.rect.topleft for menu in scene.kind_menus] == before


def test_new_game_sets_the_pause_between_bot_moves(app):
    press(app, app.scene.buttons["new"])
    menu = app.scene.speed_menu
    assert dropdown_value(menu) == "Normal 0.4 s"
    click(app, menu.rect.center)  # opens the list of speeds (on the next frame)
    app.run_frames(1)
    slow = next(item["button_element"] for item in menu.current_state.options_selection_list.item_list
                if item["text"] == "Slow 1 s")
    post(pygame.MOUSEMOTION, pos=slow.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    click(app, slow.rect.center)
    app.run_frames(2)  # the list reports the choice to the menu a frame later
    assert dropdown_value(menu) == "Slow 1 s"
    press(app, app.scene.start)
    assert isinstance(app.scene, TableScene) and app.bot_delay == 1.0


def test_bot_speed_and_palette_are_remembered_after_a_restart(app, tmp_path):
    press(app, app.scene.buttons["new"])
    scene = app.scene
    scene.speed_menu.selected_option = ("Slow 1 s", "Slow 1 s")
    scene.colourblind_box.set_state(True)
    press(app, scene.start)
    assert isinstance(app.scene, TableScene)
    app.close()

    again = App(SIZE, home=tmp_path)  # a restart: no bot speed given, so the saved one
    try:
        assert again.bot_delay == 1.0 and again.palette == "colourblind"
        press(again, again.scene.buttons["resume"])
        assert isinstance(again.scene, TableScene) and again.bot_delay == 1.0
        press(again, again.scene.buttons["palette"])  # switching back at the table is remembered too
        assert again.palette == "standard"
        again.switch(MenuScene(again))
        press(again, again.scene.buttons["new"])
        assert dropdown_value(again.scene.speed_menu) == "Slow 1 s" and not again.scene.colourblind_box.is_checked
    finally:
        again.close()
    prefs = load_preferences(tmp_path)
    assert (prefs["bot_delay"], prefs["palette"]) == (1.0, "standard")


def test_final_scores_for_a_finished_game(app):
    game, _ = play_random_game(players=4, seed=3)
    assert game.is_over
    app.switch(FinalScoresScene(app, game))
    app.run_frames(2)
    scene = app.scene
    sheets = game.scores()
    assert len(scene.columns) == 4
    best = max(s.total for s in sheets)
    assert str(best) in scene.headline()
    assert f"{sheets[0].total} points" in scene.sheet_html(0, sheets[0])
    assert all(line.label.split()[0] in scene.sheet_html(0, sheets[0]) for line in sheets[0].lines)


# ---- carrying several outbid groups, several colours ----

def outbid_twice():
    """P1 to move, outbid on the woodcutter and the stable (1 red each), 2 red left behind the screen."""
    return two_player(screens={"P1": {"workers": {"red": 4, "blue": 4}}, "P2": {"workers": {"red": 6, "yellow": 5}}},
                      actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red",
                               "P1 bid stable 1 red", "P2 bid stable 2 red"])


def test_an_outbid_group_dropped_on_another_takes_it_along(app):
    game = outbid_twice()
    scene = at_table(app, game, ["human", "easy"])
    drag(app, find(app, "group", tile="woodcutter", player=0), find(app, "group", tile="stable", player=0))
    assert len(game.log) == 4  # nothing played yet: the stable's pair joined the carry
    assert set(scene.carry.sources) == {"woodcutter", "stable"} and scene.carry.arriving == 2
    assert scene.gestures.ghost().count == 2
    lit = scene.highlights(scene.legal())
    assert Target("bid", tile="alehouse", player=0) in lit
    assert Target("bid", tile="woodcutter", player=0) not in lit  # 2 there do not beat Bob's 2
    click(app, find(app, "bid", tile="alehouse", player=0))
    bid = parse_action(game.log[-1])
    assert isinstance(bid, Bid) and (bid.tile, bid.workers) == ("alehouse", (("red", 2),))
    assert set(bid.sources) == {"woodcutter", "stable"}
    assert game.state.bid_of("alehouse", 0).count == 2
    assert game.state.bid_of("woodcutter", 0) is None and game.state.bid_of("stable", 0) is None


def test_clicked_groups_join_and_land_together_on_one_of_them_or_a_tile_centre(app):
    game = outbid_twice()
    scene = at_table(app, game, ["human", "easy"])
    click(app, find(app, "group", tile="woodcutter", player=0))
    click(app, find(app, "group", tile="stable", player=0))
    assert scene.carry.arriving == 2 and len(game.log) == 4
    key(app, pygame.K_3)  # 3 arrive in all: the two groups and one from behind the screen
    assert scene.carry.count == 1
    click(app, find(app, "use", tile="home_1"))
    assert set(parse_action(game.log[-1]).sources) == {"woodcutter", "stable"}
    assert game.log[-1].startswith("P1 use home_1 3 red from ")
    game.undo()
    app.run_frames(1)
    # Dropped back on the stable, the woodcutter's worker and one more join the pair there.
    click(app, find(app, "group", tile="woodcutter", player=0))
    click(app, find(app, "group", tile="stable", player=0))
    key(app, pygame.K_3)
    click(app, find(app, "group", tile="stable", player=0))
    assert game.log[-1] == "P1 bid stable 2 red from woodcutter"
    assert game.state.bid_of("stable", 0).count == 3


def test_screen_workers_dropped_on_your_own_losing_side_raise_the_bid(app):
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    at_table(app, game, ["human", "easy"])
    side = find(app, "bid", tile="woodcutter", player=0)
    assert app.scene.picture.hit(centre(app, side)).kind == "group"  # the outbid group lies on top
    drag(app, find(app, "screen", player=0, colour="red"), side, during=[wheel(1)])
    assert game.log[-1] == "P1 bid woodcutter 2 red"
    assert game.state.bid_of("woodcutter", 0).count == 3


def summer_boat_4b_game(owner):
    """Bob uses the woodcutter with 1 yellow; Ann (to move) owns summer boat 4b if `owner`."""
    game = two_player(actions=["P1 pass", "P2 use woodcutter 1 yellow"])
    if owner:
        put_tile(game, 0, "summer_boat_4b", neighbours((0, 0))[0])
    return game


def test_summer_boat_4b_uses_a_tile_with_workers_of_several_colours(app):
    game = summer_boat_4b_game(owner=True)
    scene = at_table(app, game, ["human", "easy"])
    click(app, find(app, "screen", player=0, colour="red"))
    pygame.event.post(wheel(1))  # 2 red
    app.run_frames(1)
    click(app, find(app, "screen", player=0, colour="blue"))  # adds one blue
    assert intents.carried_workers(scene.carry) == (("blue", 1), ("red", 2))
    assert scene.gestures.ghost().count == 3 and scene.gestures.ghost().split == (("blue", 1), ("red", 2))
    assert Target("use", tile="woodcutter") in scene.highlights(scene.legal())
    click(app, find(app, "use", tile="woodcutter"))
    assert game.log[-1] == "P1 use woodcutter 1 blue 2 red"
    assert game.state.screens[0]["red"] == 2 and game.state.screens[0]["blue"] == 3


def test_mixed_colours_without_summer_boat_4b_are_refused_with_the_reason(app):
    game = summer_boat_4b_game(owner=False)
    scene = at_table(app, game, ["human", "easy"])
    click(app, find(app, "screen", player=0, colour="red"))
    click(app, find(app, "screen", player=0, colour="blue"))
    click(app, find(app, "use", tile="woodcutter"))
    assert len(game.log) == 2
    with pytest.raises(IllegalAction) as refusal:
        game.clone().play("P1 use woodcutter 1 blue 1 red")
    assert scene.status() == str(refusal.value)
