"""The guided tutorial, followed with the mouse as a learner would, refusing wrong moves with a
reason, skipped, left and resumed; and its script file checked on load."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import format_action  # noqa: E402
from keydesk.rules.components import DataError, load_components  # noqa: E402
from keydesk.history import load_history  # noqa: E402
from keydesk.session.home_folder import has_autosave  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.tutorial import TutorialScene  # noqa: E402
from keydesk.ui.tutorial_script import (  # noqa: E402
    load_tutorial, opponent_move, parse_tutorial, pattern_matches, progress_exists, skip_move,
)
from tests.ui.helpers import centre, click_button, drag, find, frames_until, key, leave_for_menu, wheel  # noqa: E402
from tests.ui.test_scenes_play import gesture  # noqa: E402

def open_tutorial(app, entry="tutorial") -> TutorialScene:
    click_button(app, app.scene.buttons["learn"])
    click_button(app, app.scene.buttons[entry])
    assert isinstance(app.scene, TutorialScene)
    return app.scene


def my_turn(app, scene):
    frames_until(app, lambda: scene.session.me() is not None and scene.session.bots.wait <= 0 and not scene.game.is_over)


def follow(app, scene, step):
    """Do what the step says: the first legal move that fits its instruction, by mouse."""
    my_turn(app, scene)
    for want in step.lit:  # the step's targets are lit on the table
        assert any(t.kind == want.kind and t.tile in (want.tile, None) for t in scene.highlights(scene.legal()))
    action = next(a for a in scene.legal() if step.accepts(a))
    gesture(app, action)
    return action


def test_the_tutorial_can_be_completed_by_following_its_steps(app):
    scene = open_tutorial(app)
    steps = scene.tutorial.steps
    made = []
    while isinstance(app.scene, TutorialScene):
        step = scene.step
        assert step is not None
        if step.expect is None:
            assert scene.lesson_buttons["next"].is_enabled
            click_button(app, scene.lesson_buttons["next"])
            continue
        before = scene.index
        action = follow(app, scene, step)
        assert scene.index == before + 1, f"step {step.id}: {format_action(action)} was not taken ({scene.note})"
        assert format_action(action) in scene.game.log
        made.append(step.id)
    assert made == [s.id for s in steps if s.expect is not None]
    assert isinstance(app.scene, FinalScoresScene) and app.scene.game.is_over
    assert not progress_exists(app.home)  # finished: the next start is a fresh one
    assert not has_autosave(app.home)  # the player's own autosave was never touched
    assert load_history(app.home) == []  # nor the player's record


def test_a_wrong_move_is_refused_with_the_rules_reason_and_a_retry(app):
    scene = open_tutorial(app)
    click_button(app, scene.lesson_buttons["next"])
    assert scene.step.id == "bid_colour"
    my_turn(app, scene)
    log = list(scene.game.log)
    # Red on the Keywood, where Bob bid blue: the rules forbid it and say why.
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="keywood", player=0),
         during=[wheel(1)])
    assert scene.game.log == log and scene.step.id == "bid_colour"
    assert scene.note == "Blue workers are already on the Keywood: a bid there must be blue. Try again."
    assert scene.note in scene.lesson_text.html_text
    # A legal bid elsewhere is not this lesson: the step's hint, nothing played.
    drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="alehouse", player=0))
    assert scene.game.log == log and scene.note.startswith("Not yet: For now, outbid Bob on the Keywood")
    # The retry, as told: 2 blue on the Keywood.
    drag(app, find(app, "screen", player=0, colour="blue"), find(app, "bid", tile="keywood", player=0),
         during=[wheel(1)])
    assert scene.game.log[len(log)] == "P1 bid keywood 2 blue" and scene.step.id == "outbid"
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # no undo in the tutorial: Skip is the way round a step
    assert scene.game.log[len(log)] == "P1 bid keywood 2 blue" and not scene.buttons["undo"].is_enabled


def test_skip_makes_the_steps_move_and_the_tutorial_resumes_where_it_was_left(app):
    scene = open_tutorial(app)
    click_button(app, scene.lesson_buttons["next"])
    my_turn(app, scene)
    click_button(app, scene.lesson_buttons["skip"])
    assert "P1 bid keywood 2 blue" in scene.game.log and scene.step.id == "outbid"
    my_turn(app, scene)
    log = list(scene.game.log)
    click_button(app, scene.lesson_buttons["leave"])
    assert isinstance(app.scene, MenuScene)
    again = open_tutorial(app, "tutorial")  # now labelled "Resume the tutorial"
    assert again is not scene and again.step.id == "outbid" and again.game.log == log
    leave_for_menu(app)
    fresh = open_tutorial(app, "restart")
    assert fresh.step.id == "welcome" and fresh.game.log[:1] == ["P2 bid keywood 1 blue"]


# ---- the script file ----

def test_patterns():
    assert pattern_matches("P1 place woodcutter * * rot *", "P1 place woodcutter 1 0 rot 3")
    assert not pattern_matches("P1 place woodcutter * * rot *", "P1 place stable 1 0 rot 3")
    assert pattern_matches("P1 upgrade woodcutter ...", "P1 upgrade woodcutter with saw")
    assert pattern_matches("P1 upgrade woodcutter ...", "P1 upgrade woodcutter")
    assert not pattern_matches("P1 bid scribes * *", "P1 bid scribes 2 red from keywood")


def test_skipping_every_step_plays_the_whole_game():
    tutorial = load_tutorial()
    game, played, index = tutorial.new_game(), 0, 0
    while not game.is_over:
        if tutorial.you not in game.to_move:
            action, played = opponent_move(tutorial, game, game.to_move[0], played)
        else:
            while tutorial.steps[index].expect is None:
                index += 1
            action = skip_move(tutorial.steps[index], game, tutorial.you)
            assert action is not None, f"step {tutorial.steps[index].id} has no legal move"
            index += 1
        game.apply(action)
    assert [s.id for s in tutorial.steps[index:]] == ["scoring"]
    assert game.scores()[0].total > 0


def minimal(**changes):
    doc = {"scenario": "tutorial-2p.yaml", "you": "P1", "opponent": ["P2 pass"],
           "steps": [{"id": "a", "title": "A", "say": "Pass.", "expect": "P1 pass"}]}
    doc.update(changes)
    return doc


@pytest.mark.parametrize("changes, words", [
    ({"scenario": "nowhere.yaml"}, "data/tutorial.yaml.scenario: expected a file in data/scenarios/"),
    ({"you": "me"}, "data/tutorial.yaml.you: expected a player such as P1"),
    ({"opponent": ["P1 pass"]}, "opponent[0]: 'P1 pass' is a move of the learner's seat"),
    ({"opponent": ["P2 dance"]}, "opponent[0]"),
    ({"steps": [{"id": "a", "title": "A", "say": "x", "expect": "P1 fly"}]}, "steps[0].expect: 'fly' is not a move"),
    ({"steps": [{"id": "a", "title": "A", "say": "x", "expect": "P1 bid castle * *"}]},
     "steps[0].expect: 'castle' is not a tile"),
    ({"steps": [{"id": "a", "title": "A", "say": "x", "lit": [{"kind": "glow"}]}]}, "steps[0].lit[0].kind"),
    ({"steps": [{"id": "a", "title": "A", "say": ""}]}, "steps[0].say: expected some text"),
    ({"steps": [{"id": "a", "title": "A", "say": "x"}, {"id": "a", "title": "B", "say": "y"}]},
     "steps[1].id: 'a' is used by another step"),
])
def test_a_bad_tutorial_file_names_the_field(changes, words):
    with pytest.raises(DataError) as err:
        parse_tutorial(minimal(**changes), load_components().tiles)
    assert words in str(err.value)


def test_the_shipped_tutorial_teaches_in_the_order_a_player_meets_things():
    ids = [s.id for s in load_tutorial().steps]
    order = ["bid_colour", "outbid", "use_cost", "turn_order", "boats", "place_woodcutter", "produce_home",
             "move_wood", "upgrade", "winter_tiles", "scoring"]
    assert [ids.index(i) for i in order] == sorted(ids.index(i) for i in order)


def test_the_lesson_lights_the_steps_targets(app):
    scene = open_tutorial(app)
    click_button(app, scene.lesson_buttons["next"])
    my_turn(app, scene)
    lit = scene.highlights(scene.legal())
    assert find(app, "bid", tile="keywood", player=0) in lit
    assert find(app, "screen", player=0, colour="blue") in lit
    assert find(app, "bid", tile="alehouse", player=0) not in lit
    assert pygame.Rect(scene.lesson.rect).collidepoint(centre(app, find(app, "bid", tile="keywood", player=0))) is False


def test_a_damaged_progress_file_starts_the_tutorial_afresh(app):
    folder = app.home / "tutorial"
    folder.mkdir()
    (folder / "progress.yaml").write_text("step: outbid\n")
    (folder / "game.yaml").write_text("players: [not, a, save\n")
    scene = open_tutorial(app, "tutorial")  # "Resume the tutorial": there is something to resume
    assert scene.step.id == "welcome"


def test_f1_in_the_tutorial_opens_the_compendium_and_comes_back_to_the_same_lesson(app):
    from keydesk.ui.scenes.compendium import CompendiumScene

    scene = open_tutorial(app)
    click_button(app, scene.lesson_buttons["next"])
    key(app, pygame.K_F1)
    assert isinstance(app.scene, CompendiumScene)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.step.id == "bid_colour"
    assert "Bidding with matching colours" in scene.lesson_text.html_text
    app.resize((1600, 900))  # the lesson panel is rebuilt with the window, at the new right edge
    assert scene.lesson.rect.right == 1600 and "Bidding with matching colours" in scene.lesson_text.html_text


def test_when_the_lessons_run_out_before_the_game_the_learner_plays_on_freely(app):
    from dataclasses import replace

    from keydesk.ui.scenes.tutorial import TutorialScene as Scene

    tutorial = load_tutorial()
    short = replace(tutorial, steps=tutorial.steps[:2])  # welcome, then the first bid only
    scene = Scene(app, short, short.new_game())
    app.switch(scene)
    app.run_frames(2)
    click_button(app, scene.lesson_buttons["next"])
    follow(app, scene, scene.step)
    assert scene.step is None and not scene.game.is_over
    assert "The lessons are over" in scene.lesson_text.html_text
    assert not scene.lesson_buttons["next"].is_enabled
    my_turn(app, scene)
    gesture(app, next(a for a in scene.legal() if format_action(a) == "P1 pass"))
    assert "P1 pass" in scene.game.log  # any legal move is taken now
