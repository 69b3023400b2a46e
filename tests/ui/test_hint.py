"""Hints at the table, asked for with the H key and the Hint button, computed off the UI thread.

The tests are deterministic: the hint ranks with the judge at a small simulation count (the
judge's seed comes from the position, and no clock decides), and `Gate` holds the hint's work until the test lets it go, so "the window keeps drawing
while the hint thinks" and "Cancel stops it" are checked at a moment the test chooses, however
loaded the machine is.
"""

import os
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import keydesk.ai  # noqa: E402
from keydesk.ai.teaching.variety import idea_of  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.table.hints import targets_of  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, frames_until, key, sit_down  # noqa: E402
from tests.ui.test_scenes_play import mouse_click  # noqa: E402


class Gate:
    """Stands in for keydesk.ai.suggest: records what each hint was computed from, waits until
    the test opens it (open from the start unless closed), then lets the real bots answer."""

    def __init__(self, monkeypatch, closed: bool = False):
        self.calls = []
        self.opened = threading.Event()
        if not closed:
            self.opened.set()
        real = keydesk.ai.suggest

        def spy(view, legal, **kw):
            self.calls.append((view, list(legal)))
            self.opened.wait(120)  # a cap against a hang only; the test opens it
            return real(view, legal, **kw)
        monkeypatch.setattr(keydesk.ai, "suggest", spy)


@pytest.fixture
def hint_table(app, monkeypatch):
    """Ann (human) against an easy bot, hints ranked without a clock."""
    def sit(seats=("human", "easy")):
        scene = at_table(app, two_player(), list(seats))
        scene.hints.simulations = 40
        return scene
    return sit


def test_h_shows_three_legal_moves_from_the_askers_view_lit_on_the_table(app, monkeypatch, hint_table):
    gate = Gate(monkeypatch, closed=True)
    scene = hint_table()
    game = scene.game
    key(app, pygame.K_h)
    assert scene.hints.thinking and scene.status().startswith("Looking for a hint for Ann")
    assert scene.buttons["hint"].text == "Cancel"
    app.run_frames(3)  # the window keeps drawing while the hint is being worked out
    assert scene.hints.thinking and not scene.hints.tips
    gate.opened.set()
    frames_until(app, lambda: scene.hints.tips)
    (view, legal), = gate.calls
    assert view.viewer == 0 and view.screens[1] is None and view.winter_hands[1] is None  # Ann's view only
    assert legal == game.legal_actions(0)
    tips = scene.hints.tips
    assert len(tips) == 3 and len({idea_of(t.action) for t in tips}) == 3  # three different ideas
    assert all(t.action in legal and t.reason for t in tips)
    lit = scene.hints.lit(scene.picture.targets())
    assert set(lit.values()) <= {1, 2, 3} and lit
    best_places = targets_of(tips[0].action, scene.picture.targets())
    assert best_places and all(lit[t] == 1 for t in best_places)
    app.run_frames(1)
    assert scene.hints.box is not None and "Hint for Ann" in scene.hints.html()
    assert "points ahead of the best rival at the end, estimated" in scene.hints.html()
    assert "simulated games" in scene.hints.box.tool_tip_text  # the tooltip says how it was estimated
    values = [t.value for t in tips]
    assert values == sorted(values, reverse=True)
    assert scene.hints.used == {0: 1} and game.log == []  # asking changes nothing in the game


def test_the_hint_button_cancels_while_thinking_and_a_move_puts_the_hint_away(app, monkeypatch, hint_table):
    gate = Gate(monkeypatch, closed=True)
    scene = hint_table()
    game = scene.game
    mouse_click(app, scene.buttons["hint"].rect.center)
    assert scene.hints.thinking
    mouse_click(app, scene.buttons["hint"].rect.center)  # now "Cancel"
    assert not scene.hints.thinking and not scene.hints.tips and scene.hints.used == {0: 0}
    gate.opened.set()  # the cancelled hint's answer, when it comes, is dropped
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    assert len(gate.calls) == 2 and scene.hints.used == {0: 1}
    key(app, pygame.K_p)  # Ann passes: the advice was for the moment before
    assert game.log[0] == "P1 pass"
    assert not scene.hints.tips and scene.hints.box is None and scene.hints.used == {0: 1}


def test_in_hot_seat_the_hint_is_only_for_the_person_at_the_screen(app, monkeypatch, hint_table):
    calls = Gate(monkeypatch).calls
    scene = hint_table(["human", "human"])
    sit_down(app)  # Ann lifts the curtain
    assert scene.session.me() == 0
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    key(app, pygame.K_p)  # Ann passes; the curtain comes down for Bob and her hint is gone
    assert scene.session.curtain_for == 1 and not scene.hints.tips
    key(app, pygame.K_h)  # behind the curtain: the key neither lifts it nor asks
    assert len(calls) == 1 and scene.session.curtain_for == 1
    sit_down(app)
    assert scene.session.me() == 1
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    assert [view.viewer for view, _ in calls] == [0, 1]
    assert calls[1][0].screens[0] is None  # Bob's hint never saw Ann's screen
    assert scene.hints.used == {0: 1, 1: 1}


def test_the_hints_used_are_autosaved_at_once_and_kept_when_the_game_is_resumed(app, tmp_path, hint_table):
    from tests.ui.helpers import leave_for_menu, press
    from keydesk.session.home_folder import unfinished_autosaves
    from keydesk.rules import Game

    scene = hint_table()
    game = scene.game
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    autosave, = unfinished_autosaves(tmp_path)
    assert game.log == [] and Game.load(autosave).hints_used == {0: 1}  # written before any move
    leave_for_menu(app)
    press(app, app.scene.buttons["resume"])  # the one unfinished game opens at once
    app.run_frames(1)
    resumed = app.scene
    assert resumed.game is not game and resumed.hints.used == {0: 1}
    resumed.hints.simulations = 40
    key(app, pygame.K_h)
    frames_until(app, lambda: resumed.hints.tips)
    assert Game.load(autosave).hints_used == {0: 2}


def test_the_final_scores_of_a_saved_and_loaded_game_show_the_hints_each_person_used(app, tmp_path):
    from tests.ui.test_replay import FINISHED
    from keydesk.rules import Game

    game = Game.load(FINISHED)
    game.hints_used = {0: 2}
    game.save(tmp_path / "finished.yaml")
    app.switch(FinalScoresScene(app, Game.load(tmp_path / "finished.yaml")))
    app.run_frames(1)
    assert "Hints used: 2" in app.scene.sheet_html(0, app.scene.sheets[0])
    assert "Hints" not in app.scene.sheet_html(1, app.scene.sheets[1])  # Bob is a bot
