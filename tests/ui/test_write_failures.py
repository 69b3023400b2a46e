"""Files that cannot be written, in the window: the sentence shows over the table (and on the
command line), the game goes on, and nothing already on disk is lost."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.preferences import preferences_path  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import SIZE, at_table, drag, find, frames_until, key  # noqa: E402

SHOT = os.environ.get("KEYDESK_NOTICE_SHOT")  # set to a path to look at the message


def test_unwritable_saves_and_screenshots_are_reported_and_the_game_goes_on(tmp_path, capsys):
    # Neither folder can be made: a file has its name (as root, chmod would not stop a write).
    (tmp_path / "saves").write_text("a file where the saves folder goes")
    (tmp_path / "screenshots").write_text("a file where the screenshots folder goes")
    app = App(SIZE, home=tmp_path, bot_delay=0)
    try:
        game = two_player()
        scene = at_table(app, game, ["human", "easy"])
        assert app.notice.showing.startswith(f"Could not write {tmp_path / 'saves' / 'autosaves'}{os.sep}Ann-Bob-")
        assert app.notice.showing.endswith(f".yaml: {tmp_path / 'saves'} is a file, not a folder.")
        drag(app, find(app, "screen", player=0, colour="red"), find(app, "bid", tile="woodcutter", player=0))
        assert game.log[0] == "P1 bid woodcutter 1 red"
        frames_until(app, lambda: app.scene.session.actor() == 0)  # the bot answered: the game goes on
        assert len(game.log) == 2
        key(app, pygame.K_F12)
        assert app.notice.showing.startswith(f"Could not write {tmp_path / 'screenshots'}{os.sep}table-")
        assert app.notice.showing.endswith(f"{tmp_path / 'screenshots'} is a file, not a folder.")
        app.run_frames(1)
        if SHOT:
            pygame.image.save(app.screen, SHOT)
        assert app.scene is scene and not game.is_over
        drag(app, find(app, "screen", player=0, colour="blue"), find(app, "bid", tile="alehouse", player=0))
        assert game.log[2] == "P1 bid alehouse 1 blue"
        assert (tmp_path / "saves").read_text() == "a file where the saves folder goes"
        assert (tmp_path / "screenshots").read_text() == "a file where the screenshots folder goes"
        err = capsys.readouterr().err
        assert f"keydesk: Could not write {tmp_path / 'saves' / 'autosaves'}{os.sep}Ann-Bob-" in err
        assert f"keydesk: Could not write {tmp_path / 'screenshots'}" in err
    finally:
        app.close()


def test_preferences_that_cannot_be_written_are_reported(tmp_path):
    preferences_path(tmp_path).mkdir()  # a folder where the file goes
    app = App(SIZE, home=tmp_path, bot_delay=0)
    try:
        app.palette = "colourblind"
        app.remember_preferences()
        assert app.notice.showing == (f"Could not write {preferences_path(tmp_path)}: "
                                      "there is a folder of that name.")
        assert app.palette == "colourblind"
    finally:
        app.close()


def test_old_temporary_files_are_cleared_when_the_app_starts(tmp_path):
    saves = tmp_path / "saves"
    (saves / "autosaves").mkdir(parents=True)
    stale = [saves / ".game.yaml.ab12cd_9.tmp", saves / "autosaves" / ".Ann-Bob-20261123-101335.yaml.x1y2z3w4.tmp"]
    for path in stale:
        path.write_text("half a save")
        os.utime(path, (1, 1))
    (saves / "game.yaml").write_text("players: 2\n")
    App(SIZE, home=tmp_path, bot_delay=0).close()
    assert sorted(p.name for p in saves.iterdir()) == ["autosaves", "game.yaml"]
    assert list((saves / "autosaves").iterdir()) == []


def test_tutorial_progress_that_cannot_be_written_is_one_sentence_per_cause(tmp_path):
    from keydesk.ui.tutorial_script import progress_dir, save_progress

    progress_dir(tmp_path).mkdir()
    (progress_dir(tmp_path) / "game.yaml").mkdir()  # a folder where the game goes
    problem = save_progress(tmp_path, two_player(), "outbid", 0)
    assert problem == (f"The tutorial's progress was not kept. Could not write "
                       f"{progress_dir(tmp_path) / 'game.yaml'}: there is a folder of that name.")
    (tmp_path / "other").write_text("a file where the home folder goes")
    problem = save_progress(tmp_path / "other", two_player(), "outbid", 0)
    assert problem.startswith(f"Could not keep the tutorial's progress in {progress_dir(tmp_path / 'other')}: ")
    assert problem.count("ould not") == 1 and problem.endswith(".")
