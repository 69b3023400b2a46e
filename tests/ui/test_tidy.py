"""The window gives memory back once it has grown (keydesk/ui/tidy.py): a tidy comes when the
resident size has grown by GROWTH_MB since the last one, not before, frees the garbage in
cycles and measures again from there; and the judge's worker processes are renewed when a game
begins and when the window is back at the menu."""

import gc
import weakref

import pytest

import keydesk.ui.tidy as tidy
from keydesk.rules import Game
from keydesk.ui.tidy import EVERY_SECONDS, GAP_SECONDS, GROWTH_MB, LEFT_MB, Tidy


class Node:
    """Something that can be in a reference cycle."""


@pytest.fixture
def no_automatic_collection():
    """Only the tidy's own collection runs, so the test sees what it frees."""
    gc.disable()
    yield
    gc.enable()


def measured_window(monkeypatch, size: list) -> Tidy:
    """A Tidy whose resident size is read from `size[0]`, with no allocator to trim."""
    monkeypatch.setattr(tidy, "resident_mb", lambda: size[0])
    window = Tidy()
    window.trim = None
    return window


@pytest.mark.usefixtures("no_automatic_collection")
def test_a_tidy_comes_once_the_window_has_grown_by_the_margin(monkeypatch):
    size = [200.0]
    monkeypatch.setattr(tidy, "resident_mb", lambda: size[0])
    trims = []
    window = Tidy()
    window.trim = trims.append
    node = Node()
    node.me = node
    garbage = weakref.ref(node)
    del node
    size[0] = 200.0 + GROWTH_MB - 1
    window.after(EVERY_SECONDS)
    assert (window.tidied, trims, garbage() is not None) == (0, [], True)
    size[0] = 200.0 + GROWTH_MB + 1
    window.after(EVERY_SECONDS / 2)  # read only once a second
    assert window.tidied == 0
    window.after(EVERY_SECONDS / 2)
    assert (window.tidied, trims, garbage()) == (1, [0], None)
    assert window.baseline == 200.0 + GROWTH_MB + 1
    window.after(EVERY_SECONDS)  # measured from the last tidy: no growth since
    assert window.tidied == 1


def test_after_a_scene_is_left_the_next_frame_tidies_on_a_smaller_growth(monkeypatch):
    size = [200.0]
    window = measured_window(monkeypatch, size)
    size[0] = 200.0 + LEFT_MB + 1
    window.after(EVERY_SECONDS)
    assert window.tidied == 0  # less than GROWTH_MB
    window.soon()
    window.after(1 / 60)  # the very next frame
    assert window.tidied == 1
    size[0] += LEFT_MB + 1
    window.after(EVERY_SECONDS)
    assert window.tidied == 1  # the smaller margin held for that one reading only


def test_leaving_a_scene_asks_for_a_tidy_at_the_next_frame(app):
    app.show("statistics")
    assert app.tidy.left and app.tidy.clock >= EVERY_SECONDS
    assert app.next_frame(100.0) <= 100.0 + GAP_SECONDS  # a resting window wakes for it


def test_a_scene_left_just_after_a_tidy_is_tidied_once_the_gap_has_passed(monkeypatch):
    """The table left for the final scores tidies; the review over them, closed a few seconds
    later, asks again within the gap: that request waits for the gap and is not dropped."""
    size = [200.0]
    window = measured_window(monkeypatch, size)
    size[0] += LEFT_MB + 1
    window.soon()
    window.after(1 / 60)
    assert window.tidied == 1
    size[0] += LEFT_MB + 1  # the review's memory, less than GROWTH_MB
    window.soon()
    due = window.next_frame(0.0)
    assert due == GAP_SECONDS  # measured from the tidy, which the frame just now began
    window.after(due - 1 / 60)
    assert window.tidied == 1  # not yet: the gap
    assert window.next_frame(0.0) == pytest.approx(1 / 60)
    window.after(1 / 60)
    assert window.tidied == 2 and window.next_frame(0.0) is None


def test_a_resting_window_is_not_woken_when_no_scene_was_left(monkeypatch):
    monkeypatch.setattr(tidy, "resident_mb", lambda: 200.0)
    window = Tidy()
    assert window.next_frame(5.0) is None
    window.soon()
    window.after(1 / 60)  # the reading: no growth, nothing to do
    assert window.tidied == 0 and window.next_frame(5.0) is None


def test_without_a_resident_size_to_read_the_window_never_tidies(monkeypatch):
    monkeypatch.setattr(tidy, "resident_mb", lambda: None)
    window = Tidy()
    window.after(100 * EVERY_SECONDS)
    assert window.tidied == 0


def test_two_tidies_are_never_closer_than_the_gap(monkeypatch):
    size = [200.0]
    window = measured_window(monkeypatch, size)
    size[0] += LEFT_MB + 1
    window.soon()
    window.after(1 / 60)
    assert window.tidied == 1
    size[0] += GROWTH_MB + 1  # grown again at once, and a scene left again
    window.soon()
    window.after(1 / 60)
    assert window.tidied == 1  # not twice in a row
    for _ in range(int(GAP_SECONDS / EVERY_SECONDS)):
        window.after(EVERY_SECONDS)
    assert window.tidied == 2  # once the gap has passed, the growth is tidied


class CountingWorkers:
    """Stands in for the judge's workers: counts the renewals the window asks for."""

    def __init__(self):
        self.asked = []

    def renew(self):
        self.asked.append(True)

    def close(self):
        pass


def test_the_judges_workers_are_renewed_when_a_game_begins_and_back_at_the_menu(app):

    app.judge_workers = workers = CountingWorkers()
    app.show("statistics")
    assert workers.asked == []  # another page: nothing asked
    game = Game.new(players=2, seed=1)
    game.seats = ["human", "human"]
    app.show("table", game=game)
    assert len(workers.asked) == 1
    app.show("menu")
    assert len(workers.asked) == 2
    app.run_frames(2)  # and at the menu's frames, once the reviews in the background let them go
    assert len(workers.asked) == 4


def test_back_at_the_menu_or_at_a_new_game_the_bots_forget_the_last_game(app):
    from keydesk.ai.bots.memo import Memo

    table = Memo()
    table.table(None)["a village of the last game"] = 1
    app.show("statistics")
    assert len(table) == 1  # another page: nothing forgotten
    app.show("menu")
    assert len(table) == 0
    table.table(None)["a village of the last game"] = 1
    game = Game.new(players=2, seed=1)
    game.seats = ["human", "human"]
    app.show("table", game=game)  # the next game begun from the final scores
    assert len(table) == 0


def test_back_at_the_menu_the_rules_caches_are_emptied(app):
    from keydesk.rules import caches

    for table in caches._TABLES:
        table["an answer about the last game"] = 1
    app.show("statistics")
    assert all(caches._TABLES)  # another page: nothing forgotten
    app.show("menu")
    assert not any(caches._TABLES)


def test_back_at_the_menu_the_last_games_drawn_text_is_forgotten(app):
    from keydesk.ui import fonts, text_caches
    from keydesk.ui.drawing.auction import bid_labels
    from keydesk.ui.table.text import parsed

    fonts.render("a label of the last game", 14, (0, 0, 0))
    fonts.fit_lines("a message of the last game", 14, 200, 40)
    bid_labels(("Ann", "Bob"), 40, 20)
    parsed("P1 pass")
    app.show("statistics")
    assert all(cache.cache_info().currsize for cache in text_caches._CACHES)  # drawn, and kept
    app.show("menu")
    assert [cache.cache_info().currsize for cache in text_caches._CACHES] == [0, 0, 0, 0]
