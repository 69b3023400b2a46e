"""A learned-evaluation file that cannot be used: Hard and the hints fall back to the hand-built
evaluation, and the table says why once, not at every table opened."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
import yaml  # noqa: E402

from keydesk.ai.evaluation import learned  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import SIZE, at_table  # noqa: E402


@pytest.fixture
def broken_model(tmp_path, monkeypatch):
    data = yaml.safe_load(learned.LEARNED_FILE.read_text(encoding="utf-8"))
    del data["seasons"]["winter"]
    bad = tmp_path / "learned.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setattr(learned, "LEARNED_FILE", bad)
    return bad


@pytest.mark.usefixtures("fresh_model_caches")
def test_the_table_says_once_why_the_learned_evaluation_is_not_used(tmp_path, broken_model):
    app = App(SIZE, home=tmp_path, bot_delay=0)
    told = []
    app.notice.show = told.append
    try:
        at_table(app, two_player(seed=3), ["human", "hard"])
        assert told == [f"Hard and the hints judge positions by hand-built weights: {broken_model}: "
                        "field 'seasons.winter': expected a model (it is missing)"]
        at_table(app, two_player(seed=4), ["human", "human"])
        assert len(told) == 1
    finally:
        app.close()


def test_a_usable_model_is_not_mentioned(tmp_path):
    app = App(SIZE, home=tmp_path, bot_delay=0)
    told = []
    app.notice.show = told.append
    try:
        at_table(app, two_player(seed=3), ["human", "hard"])
        assert told == []
    finally:
        app.close()
