"""The first window fits the display it opens on, and the window's size is remembered."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk import cli  # noqa: E402
from keydesk.ui import app as app_module  # noqa: E402
from keydesk.ui.preferences import load_preferences, preferences_path, read_preferences, save_preferences  # noqa: E402
from keydesk.ui.window import opening_size  # noqa: E402


def test_the_first_window_is_never_larger_than_the_display():
    assert opening_size(None, None, [(1024, 600)]) == (1024, 600)  # a small laptop: not 1280x800, cropped
    assert opening_size(None, None, [(1920, 1080)]) == (1280, 800)
    assert opening_size(None, (1500, 900), [(1920, 1080)]) == (1500, 900)  # as it was last time
    assert opening_size(None, (1900, 1000), [(1366, 768)]) == (1366, 768)  # remembered on a larger screen
    assert opening_size((1600, 1000), (1500, 900), [(1440, 900)]) == (1440, 900)  # --size, within the display
    assert opening_size(None, None, [(800, 480)]) == (1024, 600)  # never below the smallest window
    assert opening_size(None, None, []) == (1280, 800)  # no display known


def test_the_window_size_is_remembered_and_a_bad_one_is_told(tmp_path):
    save_preferences(tmp_path, 0.4, "standard", None, (1100, 700))
    assert load_preferences(tmp_path)["window"] == (1100, 700)
    preferences_path(tmp_path).write_text("window: [300, 200]\n", encoding="utf-8")
    prefs, problem = read_preferences(tmp_path)
    assert prefs["window"] is None and "window (width and height, at least 1024x600)" in problem


def test_a_resized_window_is_remembered_for_the_next_start(app):
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    assert load_preferences(app.home)["window"] == (1100, 700)


def test_the_table_command_opens_the_window_within_the_display(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setenv("KEYDESK_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    monkeypatch.setattr(app_module, "run_app", lambda size: opened.append(size) or 0)
    assert cli.main([]) == 0 and opened == [(1024, 600)]
    save_preferences(tmp_path, 0.4, "standard", None, (1000 + 24, 600))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert cli.main(["table"]) == 0 and opened[-1] == (1024, 600)  # as it was last time
    assert cli.main(["table", "--size", "1280x720"]) == 0 and opened[-1] == (1280, 720)
