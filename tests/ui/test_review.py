"""The post-game review scene: from the final scores and the Load dialog, in the background.

`Gate` holds the review before each decision it judges until the test lets it go, so "the
window keeps drawing while it works" and "Cancel stops it" are checked at moments the test
chooses, not by racing the machine.
"""

import os
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

import keydesk.ai.teaching.judge as ai_judge  # noqa: E402
import keydesk.ai.teaching.review as ai_review  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from tests.ui.test_replay import FINISHED  # noqa: E402
from tests.ui.helpers import frames_until, key  # noqa: E402
from tests.ui.test_scenes_play import mouse_click  # noqa: E402


class Gate:
    """Stands in for the review's `judge`: counts the decisions judged, each waiting until the
    gate is open (a cap against a hang only)."""

    def __init__(self, monkeypatch):
        self.opened, self.waiting, self.judged = threading.Event(), threading.Event(), 0
        real = ai_review.judge
        monkeypatch.setattr(ai_judge, "SIMULATIONS", 20)  # a small judge: quick and repeatable
        monkeypatch.setattr(ai_judge, "CHECK_ROUNDS", 20)  # and a small check of its preferences

        def judge(*args):
            self.waiting.set()
            self.opened.wait(120)
            self.judged += 1
            return real(*args)
        monkeypatch.setattr(ai_review, "judge", judge)


def review_from_the_final_scores(app):
    game = Game.load(FINISHED)
    app.switch(FinalScoresScene(app, game))
    app.run_frames(1)
    mouse_click(app, app.scene.review.rect.center)
    assert isinstance(app.scene, ReviewScene)
    return app.scene, game


def test_the_review_lists_each_decision_with_the_bots_alternative_and_a_click_opens_the_replay(app, monkeypatch):
    gate = Gate(monkeypatch)
    scene, game = review_from_the_final_scores(app)
    app.run_frames(3)  # the window keeps drawing while the review works
    assert scene.decisions is None and scene.job.reached == 0 and scene.cancel.is_enabled
    gate.opened.set()
    frames = []
    frames_until(app, lambda: scene.decisions is not None or frames.append(scene.job.reached), limit=120)
    assert frames == sorted(frames)  # the bar only goes forward
    assert scene.player == 0 and scene.decisions
    rows = scene.list.item_list
    assert len(rows) == len(scene.decisions)
    first = scene.decisions[0]
    assert first.loss == max(d.loss for d in scene.decisions) > 0
    assert "better:" in rows[0]["text"] and f"move {first.index + 1} " in rows[0]["text"]
    assert f"a mistake: above {ai_judge.NOISE:.1f}" in scene.note.text
    assert scene.progress.status_text() == f"{scene.progress.decisions} of {scene.progress.decisions} moves judged"
    app.run_frames(1)
    pos = rows[0]["button_element"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    mouse_click(app, pos)
    app.run_frames(1)  # row button -> list -> scene, a frame each
    replay = app.scene
    assert isinstance(replay, ReplayScene) and replay.move == first.index and replay.viewer == 0
    assert replay.moment_text().startswith(f"Before move {first.index + 1} of ")  # the review's number
    assert "better" in replay.moment_text()
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and len(scene.list.item_list) == len(scene.decisions)
    # The graph's ringed swings open the replay too.
    app.run_frames(1)
    index, ring = next(iter(scene.graph.marks.items()))
    mouse_click(app, ring)
    app.run_frames(1)
    assert isinstance(app.scene, ReplayScene) and app.scene.move == index
    key(app, pygame.K_ESCAPE)


def test_every_review_line_fits_its_panel(app, monkeypatch):
    from keydesk.ui.scenes.base import gui_font
    from keydesk.ui.scenes.review import ROW_FONT, fitted

    Gate(monkeypatch).opened.set()
    scene, _ = review_from_the_final_scores(app)
    frames_until(app, lambda: scene.decisions is not None, limit=600)
    width = scene.list.rect.width - 40
    assert all(gui_font(ROW_FONT).size(row["text"])[0] <= width for row in scene.list.item_list)
    longest = max((scene.row_text(d) for d in scene.decisions), key=len)
    doubled = fitted(f"{longest}   ·   {longest}", width)  # a row too long is cut, not lost off the edge
    assert doubled.endswith("…") and gui_font(ROW_FONT).size(doubled)[0] <= width


def test_cancel_stops_the_review_and_keeps_what_was_judged(app, monkeypatch):
    gate = Gate(monkeypatch)
    scene, _ = review_from_the_final_scores(app)
    assert gate.waiting.wait(120)
    mouse_click(app, scene.cancel.rect.center)  # while the first decision is being judged
    gate.opened.set()
    frames_until(app, lambda: scene.decisions is not None)
    assert scene.cancelled and "Cancelled" in scene.note.text
    assert gate.judged == 1 and len(scene.decisions) <= 1  # it stopped at the next decision


def test_any_save_is_reviewed_from_the_load_dialog(app):
    mouse_click(app, app.scene.buttons["load"].rect.center)
    dialog = app.scene.dialog
    dialog.entry.set_text(str(FINISHED))
    mouse_click(app, next(b for b in dialog.others if b.text == "Review").rect.center)
    assert isinstance(app.scene, ReviewScene) and app.scene.game.log == Game.load(FINISHED).log
    app.scene.leave()  # stop its thread: this test only checks the way in
