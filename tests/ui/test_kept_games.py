"""Every finished game is kept: whole in the record folder at its end, listed in Statistics
after a restart, opened there in Replay and Review, deleted only after a confirmation; the
final scores save it under a name; a failed write is told and loses nothing else."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from keydesk.history import load_history  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.session.home_folder import unfinished_autosaves  # noqa: E402
from keydesk.ui.scenes.dialogs import ChoiceDialog, MessageDialog, SaveDialog  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.ui.test_replay import FINISHED  # noqa: E402
from tests.ui.helpers import click, frames_until  # noqa: E402
from tests.ui.test_scenes_play import mouse_click  # noqa: E402

SIZE = (1280, 800)


def finish_at_table(app):
    """The shipped finished game, its last moves left to the bot, played out at the table."""
    game = Game.load(FINISHED)
    while game.log[-1].startswith("P1"):
        game.undo()
    game.undo()
    game.seats = ["human", "easy"]
    app.switch(TableScene(app, game))
    frames_until(app, lambda: isinstance(app.scene, FinalScoresScene))
    return game


def choose_row(app, scene, index=0):
    item = scene.games.item_list[index]
    mouse_click(app, item["button_element"].rect.center)
    app.run_frames(1)


def test_a_finished_game_is_kept_and_opens_in_replay_and_review_after_a_restart(tmp_path):
    app = App(SIZE, home=tmp_path, bot_delay=0)
    try:
        game = finish_at_table(app)
        entry, = load_history(tmp_path)
        assert entry["kind"] == "game" and Game.load(tmp_path / entry["file"]).log == game.log
    finally:
        app.close()
    app = App(SIZE, home=tmp_path, bot_delay=0)  # a restart: nothing but the home folder is left
    try:
        mouse_click(app, app.scene.buttons["statistics"].rect.center)
        scene = app.scene
        assert isinstance(scene, StatisticsScene) and len(scene.games.item_list) == 1
        assert not scene.replay.is_enabled  # nothing chosen yet
        choose_row(app, scene)
        mouse_click(app, scene.replay.rect.center)
        assert isinstance(app.scene, ReplayScene) and app.scene.game.log == game.log
        app.show("statistics")
        app.run_frames(1)
        choose_row(app, app.scene)
        mouse_click(app, app.scene.review.rect.center)
        assert isinstance(app.scene, ReviewScene) and app.scene.game.log == game.log
        app.scene.leave()
    finally:
        app.close()


def test_deleting_a_kept_game_asks_first(app, tmp_path):
    finish_at_table(app)
    app.show("statistics")
    app.run_frames(1)
    scene = app.scene
    choose_row(app, scene)
    mouse_click(app, scene.delete.rect.center)
    assert isinstance(scene.dialog, ChoiceDialog)
    mouse_click(app, scene.dialog.cancel.rect.center)  # changed her mind: nothing goes
    assert len(load_history(tmp_path)) == 1 and len([f for f in (tmp_path / "games").iterdir() if ".review-" not in f.name]) == 1
    choose_row(app, app.scene)
    mouse_click(app, app.scene.delete.rect.center)
    button, = app.scene.dialog.options
    mouse_click(app, button.rect.center)
    assert load_history(tmp_path) == [] and list((tmp_path / "games").iterdir()) == []  # its reviews gone too
    assert app.scene.games.item_list == []


def test_a_game_that_cannot_be_kept_is_told_and_its_autosave_and_record_stay(app, tmp_path):
    (tmp_path / "games").write_text("a file where the folder should be")
    game = Game.load(FINISHED)
    while game.log[-1].startswith("P1"):
        game.undo()
    game.undo()
    game.seats = ["human", "easy"]
    scene = TableScene(app, game)
    app.switch(scene)
    app.run_frames(1)
    assert scene.session.keeping.autosave_file is not None
    frames_until(app, lambda: isinstance(app.scene, FinalScoresScene))
    assert "could not be kept for Replay and Review" in app.notice.text
    assert len(load_history(tmp_path)) == 1 and "file" not in load_history(tmp_path)[0]
    autosave, = unfinished_autosaves(tmp_path)  # the game is still there to open
    assert Game.load(autosave).log == game.log


def test_the_final_scores_save_the_game_under_a_name(app, tmp_path):
    app.switch(FinalScoresScene(app, Game.load(FINISHED)))
    app.run_frames(1)
    mouse_click(app, app.scene.save.rect.center)
    dialog = app.scene.dialog
    assert isinstance(dialog, SaveDialog)
    dialog.entry.set_text("the-one-i-won")
    mouse_click(app, dialog.ok.rect.center)
    assert isinstance(app.scene.dialog, MessageDialog)
    assert Game.load(tmp_path / "saves" / "the-one-i-won.yaml").log == Game.load(FINISHED).log
    click(app, app.scene.dialog.window.rect.center)
