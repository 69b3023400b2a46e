"""Practice in the window, driven as a person would: Learn → Practice → an exercise at the
table, moves made by dragging workers, the judge's grade, its move shown, Try again, Next and
Back; and a review at the final scores keeping exercises and an accuracy.

The exercises are two decisions of P1 in the shipped finished game, each judged as the review
judges it with a small judge (SIMS simulated games, the check's rounds to match), so a grade
is quick and is the review's own answer.
"""

import datetime
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.ai.teaching import judge as ai_judge  # noqa: E402
from keydesk.ai.teaching.review import judge  # noqa: E402
from keydesk.practice import THRESHOLD, open_practice, take_review  # noqa: E402
from keydesk.practice.folder import schedule_path  # noqa: E402
from keydesk.history import keep_game, load_history, record_game  # noqa: E402
from keydesk.rules import Bid, Game, format_action, parse_action  # noqa: E402
from keydesk.rules.timeline import states_of  # noqa: E402
from keydesk.ui.scenes.exercise import ExerciseTableScene  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.practice import PracticeScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.ui.helpers import click_button, drag, find, frames_until, key  # noqa: E402

SAVE = FIXTURES / "finished-2p.yaml"
SIMS = 50
MOVES = (81, 101)  # log indices of two of P1's decisions the small judge finds above the threshold


@pytest.fixture
def exercises(app):
    """The two exercises kept in the app's home, made today."""
    game = Game.load(SAVE)
    states = states_of(game)
    decisions = [judge(game.comps, states[i], 0, parse_action(game.log[i]), i, SIMS) for i in MOVES]
    assert all(d.loss > THRESHOLD for d in decisions)
    kept = take_review(app.home, game, 0, decisions, SIMS)
    return sorted(kept, key=lambda e: -e.stake)  # the order they come in: most at stake first


def to_the_first_exercise(app, exercises):
    click_button(app, app.scene.buttons["learn"])
    practice = app.scene.buttons["practice"]
    assert practice.text == "Practice your mistakes (2 due)"
    click_button(app, practice)
    scene = app.scene
    assert isinstance(scene, PracticeScene) and len(scene.rows) == 2
    assert all(row.startswith("new · ") for row in scene.rows)
    click_button(app, scene.start)
    table = app.scene
    assert isinstance(table, ExerciseTableScene) and table.exercise == exercises[0] and table.queue == exercises[1:]
    return table


def grade_of(app, table):
    frames_until(app, lambda: table.grade is not None)
    app.run_frames(1)
    return table.grade


def spot_of(app, action):
    """Where a person puts the workers of a bid (the tile's bid side) or a use (the tile)."""
    if isinstance(action, Bid):
        return find(app, "bid", tile=action.tile, player=action.player)
    return find(app, "use", tile=action.tile)


def by_hand(app, action):
    """Drag the action's one worker onto its spot: from behind the screen, or the outbid group
    of one worker it carries from another tile."""
    (colour, count), = action.workers
    assert count == 1 and len(action.sources) <= 1  # one worker, one plain drag
    if action.sources:
        start = find(app, "group", tile=action.sources[0], player=action.player)
    else:
        start = find(app, "screen", player=action.player, colour=colour)
    drag(app, start, spot_of(app, action))


def test_an_exercise_played_again_is_not_yet_and_the_judges_move_is_solved(app, exercises):
    table = to_the_first_exercise(app, exercises)
    first = exercises[0]
    assert not table.buttons["hint"].is_enabled
    key(app, pygame.K_h)
    assert table.message.startswith("No hint at an exercise")
    assert not table.panel_buttons["show"].is_enabled and table.panel_buttons["next"].text == "Skip"

    by_hand(app, first.played)  # the move made in the game, made again the usual way
    assert table.game.log == [format_action(first.played)]
    graded = grade_of(app, table)
    assert not graded.solved and graded.loss == first.stake and graded.best == first.best
    assert "Not yet." in table.panel_text.html_text and f"about {first.stake:.1f} points" in table.panel_text.html_text
    assert "It comes back tomorrow." in table.panel_text.html_text
    entry = open_practice(app.home).schedule.entries[first.id]
    assert (entry.due, entry.streak, entry.tries) == (datetime.date.today() + datetime.timedelta(days=1), 0, 1)
    assert first.id in schedule_path(app.home).read_text(encoding="utf-8")

    click_button(app, table.panel_buttons["show"])  # the judge's move, played on the table
    assert table.game.log == [format_action(first.best)] and table.showing
    assert set(table.highlights(table.legal())) >= {spot_of(app, first.best)}
    click_button(app, table.panel_buttons["again"])
    assert table.game.log == [] and table.tried is None and table.session.me() == 0

    by_hand(app, first.best)
    graded = grade_of(app, table)
    assert graded.solved and graded.loss == 0 and "Solved." in table.panel_text.html_text
    assert open_practice(app.home).schedule.entries[first.id].tries == 1  # only the first grade of a visit counts

    assert table.panel_buttons["next"].text == "Next"
    click_button(app, table.panel_buttons["next"])
    assert isinstance(app.scene, ExerciseTableScene) and app.scene.exercise == exercises[1]
    assert app.scene.number == 2 and not app.scene.queue
    click_button(app, app.scene.panel_buttons["back"])
    listed = app.scene
    assert isinstance(listed, PracticeScene) and [e.id for e in listed.due] == [exercises[1].id]
    assert [e.id for e in listed.waiting] == [first.id] and any(r.startswith("tomorrow · ") for r in listed.rows)


def test_skip_goes_on_without_counting_and_undo_sets_the_moment_back(app, exercises):
    table = to_the_first_exercise(app, exercises)
    by_hand(app, exercises[0].played)
    grade_of(app, table)
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # Undo is Try again here
    assert table.game.log == [] and table.grade is None
    app.switch(ExerciseTableScene(app, exercises[1], table.practice, [exercises[0]]))
    second = app.scene
    click_button(app, second.panel_buttons["next"])  # Skip: nothing tried, nothing counted
    assert isinstance(app.scene, ExerciseTableScene) and app.scene.exercise == exercises[0]
    assert exercises[1].id not in open_practice(app.home).schedule.entries


def test_a_try_ahead_of_its_day_is_graded_but_not_counted(app, exercises):
    practice = open_practice(app.home)
    yesterday = datetime.date.today() - datetime.timedelta(days=1)
    app.switch(ExerciseTableScene(app, exercises[0], practice, [], today=yesterday))  # made today: not due yet
    app.run_frames(2)
    by_hand(app, exercises[0].best)
    assert grade_of(app, app.scene).solved
    assert "Not due yet, so this try is not counted." in app.scene.panel_text.html_text
    assert not schedule_path(app.home).exists()


def test_a_review_from_the_final_scores_keeps_exercises_and_the_accuracy(app, monkeypatch):
    monkeypatch.setattr(ai_judge, "SIMULATIONS", 20)  # a small judge: the review is quick
    monkeypatch.setattr(ai_judge, "CHECK_ROUNDS", 20)
    game = Game.load(SAVE)
    record_game(app.home, game, file=keep_game(app.home, game))
    app.switch(FinalScoresScene(app, game))
    app.run_frames(1)
    assert "Accuracy: once Review has judged your decisions" in app.scene.columns[0].html_text
    assert "Accuracy" not in app.scene.columns[1].html_text  # Bob is a bot
    click_button(app, app.scene.review)
    review = app.scene
    assert isinstance(review, ReviewScene)
    frames_until(app, lambda: review.decisions is not None, limit=120)
    app.run_frames(1)
    kept = open_practice(app.home).exercises
    assert kept and review.finished.exercises == len(kept)
    assert f"{len(kept)} new exercises in Practice (Learn)." in review.note.text
    figures = load_history(app.home)[0]["seats"][0]["accuracy"]
    share = figures["within"] / figures["decisions"]
    assert f"accuracy {share:.0%}" in review.note.text
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, FinalScoresScene)
    assert (f"Accuracy {share:.0%}, {figures['given_away'] / figures['decisions']:.1f} points given away a decision"
            in app.scene.columns[0].html_text)


def test_statistics_draws_the_accuracy_of_each_reviewed_game_beside_its_score(app):
    from keydesk.history import note_accuracy
    from keydesk.ui.scenes.statistics import StatisticsScene
    from tests.test_history import finished

    games = [finished(2, seed, ["human", "medium"]) for seed in (3, 4, 5)]
    for i, game in enumerate(games):
        record_game(app.home, game, when=i * 86400)
    assert note_accuracy(app.home, games[0], 0, {"decisions": 40, "within": 20, "given_away": 80.0})
    assert note_accuracy(app.home, games[2], 0, {"decisions": 50, "within": 40, "given_away": 25.0})
    click_button(app, app.scene.buttons["statistics"])
    scene = app.scene
    assert isinstance(scene, StatisticsScene)
    assert scene.stats["accuracy"] == [(0.5, 2.0), None, (0.8, 0.5)]  # the middle game was not reviewed
    assert ("<b>Accuracy</b> (decisions as good as the judge's, in 2 reviewed games): last 80%, mean 65%; "
            "1.2 points given away a decision on average") in scene.text()
    surface = app.screen.copy()
    scene.draw(surface)
    chart = scene.chart_rect.inflate(-100, -70).move(0, 10)
    def ink(share):
        return surface.get_at((chart.right - 3, chart.bottom - int(chart.height * share)))[:3]
    assert ink(0.8) == (40, 110, 150) != ink(0.3)  # the last game's accuracy, 80% up the right-hand scale
