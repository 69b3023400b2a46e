"""Files written by an earlier keydesk load the same now: a home folder written before the
modules were renamed (tests/fixtures/home_before: preferences, the player's record, a challenge's
best result, an autosave and a save) and every saved game the tests and the docs keep."""

import os
import shutil
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
import yaml  # noqa: E402

from keydesk.challenges import load_best  # noqa: E402
from keydesk.history import load_history, summary  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.session.home_folder import unfinished_autosaves  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SAVED = sorted(FIXTURES.glob("*.yaml")) + sorted((ROOT / "docs" / "saves").glob("*.yaml")) + \
    sorted((ROOT / "docs" / "screenshots").glob("*.yaml"))


@pytest.fixture
def home(tmp_path):
    shutil.copytree(FIXTURES / "home_before", tmp_path / "home")
    return tmp_path / "home"


def test_a_home_folder_written_before_opens_with_its_preferences_record_and_best_results(home):
    app = App((1280, 800), home=home)
    try:
        assert (app.bot_delay, app.palette) == (0.25, "colourblind")
        assert app.last_setup == (3, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"], ["human", "easy", "hard"] + ["human"] * 3)
        assert not app.notice.text  # nothing in the preferences was refused
    finally:
        app.close()
    entries = load_history(home)
    assert len(entries) == 1 and summary(entries)["games"] == 1
    assert [record["value"] for record in load_best(home).values()] == [30]


def test_an_autosave_written_before_resumes_and_goes_on_in_the_same_file(home):
    [autosave] = unfinished_autosaves(home)
    saved = Game.load(home / "saves" / "mine.yaml")
    assert len(saved.log) == 12 and saved.seats == ["human", "easy", "hard"]
    app = App((1280, 800), home=home, bot_delay=3600)  # the bots wait: nothing moves meanwhile
    try:
        assert app.open_save(str(autosave)) is None
        scene = app.scene
        assert isinstance(scene, TableScene) and scene.session.keeping.autosave_file == autosave
        assert scene.game.log == saved.log and scene.game.seats == saved.seats
        assert Game.load(autosave).log == saved.log  # rewritten on opening, unchanged
    finally:
        app.close()


@pytest.mark.parametrize("path", SAVED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_kept_save_loads_and_replays_all_its_actions(path):
    actions = yaml.safe_load(path.read_text(encoding="utf-8")).get("actions") or []
    game = Game.load(path)
    assert game.log == actions
