"""The New game form's last set-up is kept across restarts in preferences.yaml (written
atomically); a damaged file means the defaults for what it spoils and a notice, never a
traceback."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.preferences import DEFAULTS, load_preferences, preferences_path, read_preferences  # noqa: E402
from keydesk.ui.scenes.base import dropdown_value  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.ui.helpers import post, press  # noqa: E402

SIZE = (1280, 800)


def three_players(app):
    """The New game form set to three seats: Zoe (a person), Yuri (Hard), Xia (Easy)."""
    press(app, app.scene.buttons["new"])
    scene = app.scene
    scene.count_menu.selected_option = ("3", "3")
    post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.count_menu, text="3")
    app.run_frames(1)
    assert len(scene.name_entries) == 3
    for entry, name in zip(scene.name_entries, ("Zoe", "Yuri", "Xia")):
        entry.set_text(name)
    scene.kind_menus[1].selected_option = ("Hard", "Hard")
    scene.kind_menus[2].selected_option = ("Easy", "Easy")
    return scene


def test_the_new_game_form_opens_as_it_was_last_started_after_a_restart(tmp_path):
    app = App(SIZE, home=tmp_path, bot_delay=0)
    try:
        press(app, three_players(app).start)
        assert isinstance(app.scene, TableScene) and app.scene.game.seats == ["human", "hard", "easy"]
    finally:
        app.close()
    saved = load_preferences(tmp_path)["new_game"]
    assert saved[0] == 3 and saved[1][:3] == ["Zoe", "Yuri", "Xia"] and saved[2][:3] == ["human", "hard", "easy"]
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["preferences.yaml"]  # no temporary left

    again = App(SIZE, home=tmp_path, bot_delay=0)  # a restart
    try:
        assert again.notice.showing == ""
        press(again, again.scene.buttons["new"])
        form = again.scene
        assert [e.get_text() for e in form.name_entries] == ["Zoe", "Yuri", "Xia"]
        assert [dropdown_value(m) for m in form.kind_menus] == ["Human", "Hard", "Easy"]
        assert dropdown_value(form.count_menu) == "3"
    finally:
        again.close()


@pytest.mark.parametrize("text, spoiled", [
    ("bot_delay: [1, 2\n", "not valid YAML"),
    ("just a string\n", "expected a mapping of preference fields"),
    ("bot_delay: -3\npalette: pink\n", "bot_delay (seconds from 0 to 5), palette (standard or colourblind)"),
    ("bot_delay: yes\n", "bot_delay"),
    ("\xff\xfe not text", "not UTF-8 text"),
    ("new_game: {players: 9, names: [a, b], seats: [human]}\n", "new_game"),
])
def test_a_damaged_preferences_file_means_the_defaults_and_a_notice(tmp_path, text, spoiled):
    preferences_path(tmp_path).write_bytes(text.encode("latin-1"))
    prefs, problem = read_preferences(tmp_path)
    assert prefs == DEFAULTS and spoiled in problem and str(preferences_path(tmp_path)) in problem
    app = App(SIZE, home=tmp_path)
    try:
        assert app.bot_delay == 0.4 and app.palette == "standard" and app.last_setup is None
        assert isinstance(app.scene, MenuScene) and spoiled in app.notice.showing
        press(app, app.scene.buttons["new"])  # the form opens with its own defaults
        assert len(app.scene.name_entries) == 4
    finally:
        app.close()


def test_a_bad_new_game_entry_spoils_only_itself(tmp_path):
    preferences_path(tmp_path).write_text("bot_delay: 1.0\npalette: colourblind\n"
                                          "new_game: {players: 3, names: [a, b, c], seats: [human, easy, easy]}\n")
    prefs, problem = read_preferences(tmp_path)
    assert prefs == {"bot_delay": 1.0, "palette": "colourblind", "new_game": None, "window": None}
    assert problem.startswith(f"{preferences_path(tmp_path)}: new_game")


def test_no_file_is_no_problem(tmp_path):
    assert read_preferences(tmp_path) == (DEFAULTS, None)
