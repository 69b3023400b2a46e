"""No read can block: a named pipe, a device or a folder given where a keydesk file is expected
is refused at once with a sentence, by every reader.  Each read runs in a thread joined with a
timeout, so a reader that would wait on the pipe fails its test instead of hanging the suite."""

import os
import shutil
import threading
from pathlib import Path

import pytest

from keydesk.challenges import load_best
from keydesk.cli import main
from keydesk.documents import DocumentError, read_text
from keydesk.files import NotAFileError, open_regular
from keydesk.history import load_history
from keydesk.rules import Game, ScenarioError
from keydesk.session.home_folder import autosaves_dir, describe_save, list_saves, saves_dir, unfinished_autosaves
from keydesk.ui.preferences import DEFAULTS, load_preferences, preferences_path
from tests.fixtures import FIXTURES

SAVE = FIXTURES / "finished-2p.yaml"
LIMIT = 10  # seconds: a refusal is instant, so this only separates "at once" from "for ever"


def at_once(read, *args):
    """What read(*args) returns (or raises) provided it ends within LIMIT seconds."""
    outcome = {}

    def run():
        try:
            outcome["value"] = read(*args)
        except BaseException as exc:  # handed back to the test below
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(LIMIT)
    assert not thread.is_alive(), f"{getattr(read, '__name__', read)} blocked on a special file"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


@pytest.fixture
def pipe(tmp_path):
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    yield path
    # Should a reader have blocked, a writer opening the pipe lets its thread finish.
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


def test_open_regular_names_each_kind_of_special_file(pipe, tmp_path):
    for path, words in ((pipe, "a named pipe, not a file"), (tmp_path, "a folder, not a file"),
                        (Path(os.devnull), "a device, not a file")):
        with pytest.raises(NotAFileError) as exc:
            at_once(open_regular, path)
        assert exc.value.strerror == words and exc.value.filename == str(path)
    with pytest.raises(DocumentError) as exc:
        at_once(read_text, pipe)
    assert str(exc.value) == f"{pipe}: cannot be read (a named pipe, not a file)" and not exc.value.missing
    assert at_once(read_text, SAVE).startswith("# keydesk saved game")


def test_game_load_refuses_a_pipe_a_folder_and_a_device(pipe, tmp_path):
    for path, words in ((pipe, "a named pipe"), (tmp_path, "a folder"), (Path(os.devnull), "a device")):
        with pytest.raises(ScenarioError) as exc:
            at_once(Game.load, path)
        assert str(exc.value) == f"{path}: cannot be read ({words}, not a file)"


@pytest.mark.parametrize("argv", [
    ["replay", "{pipe}"], ["review", "{pipe}"], ["position", "{pipe}", "-o", "{out}.yaml"],
    ["screenshot", "{pipe}", "-o", "{out}.png"],
])
def test_every_command_refuses_a_pipe_naming_it_once(pipe, tmp_path, capsys, argv):
    argv = [a.format(pipe=pipe, out=tmp_path / "out") for a in argv]
    assert at_once(main, argv) == 2
    out = capsys.readouterr().out
    assert out == f"error: cannot load {pipe}: cannot be read (a named pipe, not a file)\n"
    assert out.count(str(pipe)) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.yaml"]


def test_a_pipe_among_the_saves_is_not_listed_and_not_opened(tmp_path):
    shutil.copy(SAVE, saves_dir(tmp_path).mkdir(parents=True) or saves_dir(tmp_path) / "game.yaml")
    os.mkfifo(saves_dir(tmp_path) / "stuck.yaml")
    (saves_dir(tmp_path) / "folder.yaml").mkdir()
    autosaves_dir(tmp_path).mkdir()
    os.mkfifo(autosaves_dir(tmp_path) / "stuck.yaml")
    assert [p.name for p in at_once(list_saves, tmp_path)] == ["game.yaml"]
    assert at_once(unfinished_autosaves, tmp_path) == []
    assert at_once(describe_save, saves_dir(tmp_path) / "stuck.yaml") == "stuck.yaml — (unreadable)"
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from keydesk.ui.app import App  # the window's own way to open a save: the Load dialog's

    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        refusal = at_once(app.open_save, str(saves_dir(tmp_path) / "stuck.yaml"))
    finally:
        app.close()
    assert refusal == "stuck.yaml could not be loaded: cannot be read (a named pipe, not a file)"


def test_home_folder_files_that_are_pipes_read_as_missing(tmp_path):
    for name in ("history.yaml", "challenges.yaml"):
        os.mkfifo(tmp_path / name)
    assert at_once(load_history, tmp_path) == []
    assert at_once(load_best, tmp_path) == {}
    os.mkfifo(preferences_path(tmp_path))
    assert at_once(load_preferences, tmp_path) == DEFAULTS
