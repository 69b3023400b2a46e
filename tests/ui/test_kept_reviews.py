"""Reviews kept with their games: started in the background when a game ends (waiting while
another game is played), opened at once from Statistics, continued where a Cancel stopped
them, judged again (saying so) when another judge kept them; Back returns to where the player
came from.

`Turnstile` lets the review judge a chosen number of moves and holds it before the next, so
each check happens at a moment the test chooses, not by racing the machine."""

import os
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

import keydesk.ai.teaching.judge as ai_judge  # noqa: E402
import keydesk.ai.teaching.review as ai_review  # noqa: E402
from keydesk.ai.teaching.kept_review import KeptReview, read_kept_review, write_kept_review  # noqa: E402
from keydesk.rules.formats.saves import game_digest  # noqa: E402
from keydesk.history import load_history, review_file  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402
from tests.ui.helpers import frames_until, key  # noqa: E402
from tests.ui.test_kept_games import choose_row, finish_at_table  # noqa: E402
from tests.ui.test_scenes_play import mouse_click  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402

SIMS = 6  # a small judge: the same rules, quick and repeatable


class Turnstile:
    """Stands in for the review's `judge`: lets `free` moves through, then holds each until
    `release()`; records the log index of every move judged to the end."""

    def __init__(self, monkeypatch, free: int = 0):
        self.free, self.judged, self.open = free, [], threading.Event()
        self.holding = threading.Event()
        monkeypatch.setattr(ai_judge, "SIMULATIONS", SIMS)
        monkeypatch.setattr(ai_judge, "CHECK_ROUNDS", SIMS)
        real = ai_review.judge

        def judge(*args):
            if len(self.judged) >= self.free:
                self.holding.set()
                self.open.wait(120)  # a cap against a hang only
            decision = real(*args)
            self.judged.append(args[4])
            return decision
        monkeypatch.setattr(ai_review, "judge", judge)

    def release(self) -> None:
        self.open.set()


def kept_review_path(app, player: int = 0):
    entry, = load_history(app.home)
    return review_file(app.home / entry["file"], player)


def to_statistics_review(app):
    app.show("statistics")
    app.run_frames(1)
    choose_row(app, app.scene)
    mouse_click(app, app.scene.review.rect.center)
    assert isinstance(app.scene, ReviewScene)
    return app.scene


def test_a_game_that_ends_is_reviewed_in_the_background_while_the_scores_show_and_kept(app, monkeypatch):
    gate = Turnstile(monkeypatch)
    game = finish_at_table(app)
    assert isinstance(app.scene, FinalScoresScene)
    assert gate.holding.wait(60)  # the review of the one person at the table has started by itself
    background = app.reviews.running[(game_digest(game), 0)]
    assert (game_digest(game), 1) not in app.reviews.running  # the bot's seat is not reviewed unasked
    mouse_click(app, app.scene.review.rect.center)
    scene = app.scene
    assert isinstance(scene, ReviewScene) and scene.job is background  # the same review, not a second one
    gate.release()
    frames_until(app, lambda: scene.decisions is not None)
    kept = read_kept_review(kept_review_path(app), game, 0)
    assert kept.complete and kept.current() and sorted(kept.decisions, key=lambda d: -d.loss)[0].loss == \
        scene.decisions[0].loss
    assert scene.progress.status_text() == f"{background.total} of {background.total} moves judged"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, FinalScoresScene)  # Back: to the scores it came from


def test_a_background_review_once_complete_makes_its_exercises_and_notes_the_accuracy(app, monkeypatch):
    from keydesk.practice import THRESHOLD, open_practice

    Turnstile(monkeypatch).release()
    game = finish_at_table(app)
    frames_until(app, lambda: not app.reviews.busy)  # judged to the end with nobody looking
    decisions = read_kept_review(kept_review_path(app), game, 0).decisions
    mistakes = sorted(d.number for d in decisions if d.loss > THRESHOLD)
    assert mistakes  # the game finished at the table has some, at this small judge
    assert sorted(e.move for e in open_practice(app.home).exercises) == mistakes
    figures = load_history(app.home)[0]["seats"][0]["accuracy"]
    assert figures["decisions"] == len(decisions)
    assert figures["within"] == sum(1 for d in decisions if d.loss == 0)


def test_statistics_opens_a_kept_review_at_once_and_back_returns_to_statistics(app, monkeypatch):
    Turnstile(monkeypatch).release()
    game = finish_at_table(app)
    frames_until(app, lambda: not app.reviews.busy)
    scene = to_statistics_review(app)
    assert scene.job is None and scene.decisions  # at once: read, nothing judged
    assert len(scene.list.item_list) == len(read_kept_review(kept_review_path(app), game, 0).decisions)
    assert scene.note.text.startswith("Ann: accuracy ") and f" of {len(scene.decisions)} decisions " in scene.note.text
    mouse_click(app, scene.back.rect.center)
    assert isinstance(app.scene, StatisticsScene)  # not the main menu
    choose_row(app, app.scene)
    mouse_click(app, app.scene.replay.rect.center)
    assert isinstance(app.scene, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, StatisticsScene)


def test_cancel_reports_the_moves_judged_and_review_goes_on_from_there(app, monkeypatch):
    gate = Turnstile(monkeypatch, free=7)
    game = finish_at_table(app)
    assert gate.holding.wait(60)  # seven moves judged, the eighth held
    mouse_click(app, app.scene.review.rect.center)
    scene = app.scene
    mouse_click(app, scene.cancel.rect.center)
    gate.release()
    frames_until(app, lambda: scene.decisions is not None)
    judged = len(gate.judged)  # 7, or 8 if the move held was one the judge does not search
    total = len(ai_review.decision_indices(game, 0))
    assert judged in (7, 8) and scene.progress.status_text() == f"{judged} of {total} moves judged"
    assert "Cancelled" in scene.note.text
    key(app, pygame.K_ESCAPE)
    gate.judged.clear()
    mouse_click(app, app.scene.review.rect.center)  # Review again: on from where it stopped
    scene = app.scene
    frames_until(app, lambda: scene.decisions is not None)
    assert gate.judged == ai_review.decision_indices(game, 0)[judged:]
    assert read_kept_review(kept_review_path(app), game, 0).complete
    assert scene.progress.status_text() == f"{total} of {total} moves judged"


def test_a_kept_review_from_another_judge_or_damaged_is_judged_again_saying_so(app, monkeypatch):
    gate = Turnstile(monkeypatch)
    game = finish_at_table(app)
    assert gate.holding.wait(60)
    background = app.reviews.running[(game_digest(game), 0)]
    background.cancel()  # the file is written as the test wants it, not by the background review
    gate.release()
    frames_until(app, lambda: background.done)
    path = kept_review_path(app)
    old = KeptReview.start(game, 0)
    old.judge["version"] -= 1
    old.reached, old.complete = len(game.log), True
    write_kept_review(path, old)
    for damage in (None, "keydesk_review: 1\ndecisions: [unclosed\n"):
        if damage:
            path.write_text(damage)
        gate.open.clear()  # the review judging again is held at its first move
        scene = to_statistics_review(app)
        if damage:
            assert app.notice.showing.startswith(f"The kept review could not be used ({path}: not valid YAML")
        else:
            assert app.notice.showing.endswith("judged by another version of the judge; judging the game again.")
        assert scene.job is not None and scene.decisions is None  # judging from the first move again
        mouse_click(app, scene.cancel.rect.center)
        gate.release()
        frames_until(app, lambda: scene.decisions is not None)
        assert scene.progress.status_text().startswith("0 of ")
        key(app, pygame.K_ESCAPE)


def test_a_background_review_waits_while_a_game_is_played_at_the_table(app, monkeypatch):
    gate = Turnstile(monkeypatch, free=3)
    game = finish_at_table(app)
    assert gate.holding.wait(60)  # three moves judged, the fourth held by the test
    background = app.reviews.running[(game_digest(game), 0)]
    app.show("table", game=two_player())  # a new game begins: the bots think on a clock
    app.run_frames(1)
    gate.release()
    frames_until(app, lambda: background.held)  # the fourth judged, then it waits for the table
    assert len(gate.judged) == 4 and not background.done
    app.show("menu")  # the table is left: the review goes on
    frames_until(app, lambda: background.done)
    assert len(gate.judged) == len(ai_review.decision_indices(game, 0))
    assert read_kept_review(kept_review_path(app), game, 0).complete
