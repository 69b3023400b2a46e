"""The ladder in the window: the New game form shows each bot seat's rating beside its level and
follows a change of level; Statistics shows the person's own rating fitted from their recorded
games against bots; a ladder file that cannot be used costs only the ratings, told once."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from keydesk.ai.ratings.ladder import shipped_ladder  # noqa: E402
from keydesk.ui import ratings as ratings_module  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.base import gui_font  # noqa: E402
from keydesk.ui.scenes.new_game import NewGameScene  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.ui.helpers import click, post  # noqa: E402

MEDIUM, EASY = "rating 1367 (1213–1521)", "rating 1000 (anchor)"  # as in the fixture, where Hard is not rated


@pytest.fixture(autouse=True)
def easy_and_medium_rated(monkeypatch):
    """The ratings of a ladder kept with the tests, not the shipped one a new round-robin changes."""
    monkeypatch.setattr(ratings_module, "shipped_ladder", lambda: shipped_ladder(FIXTURES / "ladders" / "easy-medium.yaml"))


def on_window(app, pos):
    """A position on the canvas the scenes draw on, as the pointer is in the window."""
    return tuple(round(c * app.window.scale) for c in pos)


def click_at(app, pos):
    click(app, on_window(app, pos))


def open_from_menu(app, key):
    click_at(app, app.scene.buttons[key].rect.center)
    app.run_frames(1)  # the button reports its press on the next frame
    return app.scene


def choose_level(app, menu, text):
    """Open a seat's level menu with a click and click one of its options."""
    click_at(app, menu.rect.center)
    app.run_frames(1)
    option = next(item["button_element"] for item in menu.current_state.options_selection_list.item_list
                  if item["text"] == text)
    pos = on_window(app, option.rect.center)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    click(app, pos)
    app.run_frames(3)  # option -> list -> drop-down -> scene, a frame each


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_new_game_form_shows_each_bot_seats_rating_and_follows_a_new_level(tmp_path, size):
    app = App(size, home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "new")
        assert isinstance(scene, NewGameScene)
        assert [label.text for label in scene.rating_labels] == ["", MEDIUM, MEDIUM, MEDIUM]
        choose_level(app, scene.kind_menus[1], "Easy")
        choose_level(app, scene.kind_menus[2], "Hard")
        choose_level(app, scene.kind_menus[3], "Human")
        assert [label.text for label in scene.rating_labels] == ["", EASY, "not rated yet", ""]
        font = gui_font(15)
        for menu, label in zip(scene.kind_menus, scene.rating_labels):
            assert label.rect.left > menu.rect.right  # beside the level, on its row
            assert label.rect.centery == menu.rect.centery
            assert font.size(MEDIUM)[0] < label.rect.width  # the longest rating fits whole
            assert scene.panel.rect.contains(label.rect)
        assert app.notice.showing == ""
    finally:
        app.close()


def write_history(home, games):
    entries = [{"date": "2026-11-26 10:00", "seed": i, "players": len(seats), "kind": "game",
                "winners": [], "seats": [{"name": f"N{j}", "seat": level, "score": score}
                                         for j, (level, score) in enumerate(seats)]}
               for i, seats in enumerate(games)]
    (home / "history.yaml").write_text(yaml.safe_dump(entries), encoding="utf-8")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_statistics_shows_the_persons_rating_and_the_games_it_rests_on(tmp_path, size):
    # one win and one loss against Medium (1367) and the prior's one draw against Easy (1000):
    # 1255 ± 438, provisional below five games
    write_history(tmp_path, [[("human", 40), ("medium", 30)], [("human", 30), ("medium", 40)],
                             [("human", 50), ("human", 20)]])  # hot-seat: no bot, no result
    app = App(size, home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "statistics")
        assert isinstance(scene, StatisticsScene)
        assert ("<b>Your rating (provisional):</b> 1255 (816–1693), from 2 games against bots; "
                "it settles after 5") in scene.text()
        assert "On the bots' scale (Easy 1000, Medium 1367)" in scene.text()
        assert "starting from Easy's level as if you had drawn one game with it" in scene.text()
    finally:
        app.close()


def test_one_game_lost_by_fifty_to_a_stronger_bot_reads_below_medium(tmp_path):
    write_history(tmp_path, [[("human", 4), ("medium", 54)]])
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "statistics")
        assert "<b>Your rating (provisional):</b> 944 (339–1548), from 1 game against bots" in scene.text()
    finally:
        app.close()


def test_five_games_settle_the_rating(tmp_path):
    write_history(tmp_path, [[("human", 40), ("medium", 30)], [("human", 30), ("medium", 40)]] * 2
                  + [[("human", 40), ("easy", 30)]])
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "statistics")
        assert "<b>Your rating:</b>" in scene.text() and "provisional" not in scene.text()
        assert "from 5 games against bots" in scene.text()
    finally:
        app.close()


def test_statistics_says_when_the_rating_will_appear(tmp_path):
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "statistics")
        assert "<b>Your rating</b> appears here once you have finished a game against a bot." in scene.text()
        click_at(app, scene.back.rect.center)
        app.run_frames(1)
        write_history(tmp_path, [[("human", 40), ("hard", 50)]])
        scene = open_from_menu(app, "statistics")
        assert ("<b>Your rating</b> appears here once you have finished a game against a rated bot "
                "(Hard is not rated yet).") in scene.text()
    finally:
        app.close()


def test_a_ladder_that_cannot_be_used_shows_no_ratings_and_is_told_once(tmp_path, monkeypatch):
    broken = tmp_path / "ladder.yaml"
    broken.write_text("ratings: {medium: {rating: 1367, low: 1400, high: 1521, pairings: 50}}\n", encoding="utf-8")
    monkeypatch.setattr(ratings_module, "shipped_ladder", lambda: shipped_ladder(broken))
    write_history(tmp_path, [[("human", 40), ("medium", 30)]])
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    told = []
    app.notice.show = told.append
    try:
        scene = open_from_menu(app, "new")
        assert [label.text for label in scene.rating_labels] == ["", "", "", ""]
        assert told == [f"The bots' ratings are not shown: {broken}: field 'command': "
                        "expected the command that made the ratings (it is missing)"]
        click_at(app, scene.back.rect.center)
        app.run_frames(1)
        scene = open_from_menu(app, "statistics")
        assert "<b>Your rating</b> is not shown: the bots' ratings could not be read." in scene.text()
        assert len(told) == 1  # not again on the next screen
    finally:
        app.close()


def test_a_level_the_ladder_does_not_know_is_named_as_not_rated():
    ratings = ratings_module.shipped_ladder()[0].ratings
    assert ratings_module.person_words([[("expert", 1.0)]], ratings) == [
        "<b>Your rating</b> appears here once you have finished a game against a rated bot (Expert is not rated yet)."]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_skilled_is_chosen_from_the_menu_between_medium_and_hard_and_sits_at_the_table(tmp_path, size):
    app = App(size, home=tmp_path, bot_delay=0)
    try:
        scene = open_from_menu(app, "new")
        click_at(app, scene.kind_menus[1].rect.center)
        app.run_frames(1)
        offered = [item["text"] for item in scene.kind_menus[1].current_state.options_selection_list.item_list]
        assert offered == ["Human", "Easy", "Medium", "Skilled", "Hard"]
        click_at(app, scene.kind_menus[1].rect.center)  # closed again, as a person would
        app.run_frames(1)
        choose_level(app, scene.kind_menus[1], "Skilled")
        assert scene.rating_labels[1].text == "not rated yet"  # the fixture's ladder rates Easy and Medium only
        click_at(app, scene.start.rect.center)
        app.run_frames(1)
        assert app.scene.game.seats == ["human", "skilled", "medium", "medium"]
    finally:
        app.close()
