"""The Statistics screen opened from the menu by a click, with a recorded game and CSV export."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


from keydesk.history import record_game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402
from tests.test_history import finished  # noqa: E402
from tests.ui.helpers import click_button  # noqa: E402


def test_statistics_from_the_menu_and_csv_export(tmp_path):
    record_game(tmp_path, finished(2, 5, ["human", "hard"]))
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        click_button(app, app.scene.buttons["statistics"])
        scene = app.scene
        assert isinstance(scene, StatisticsScene) and scene.stats["games"] == 1
        assert "hard" in scene.text()
        click_button(app, scene.export)
        assert (tmp_path / "history.csv").read_text().count("\n") == 3
    finally:
        app.close()


def test_an_earlier_export_is_replaced_after_asking_and_another_file_never(tmp_path):
    from keydesk.ui.scenes.dialogs import ChoiceDialog

    record_game(tmp_path, finished(2, 5, ["human", "hard"]))
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        click_button(app, app.scene.buttons["statistics"])
        click_button(app, app.scene.export)
        record_game(tmp_path, finished(2, 6, ["human", "easy"]))
        click_button(app, app.scene.export)
        ask = app.scene.dialog
        assert isinstance(ask, ChoiceDialog) and "earlier export" in ask.question
        click_button(app, ask.cancel)
        assert (tmp_path / "history.csv").read_text().count("\n") == 3  # kept as it was
        click_button(app, app.scene.export)
        click_button(app, next(iter(app.scene.dialog.options)))
        assert (tmp_path / "history.csv").read_text().count("\n") == 5  # both games now

        (tmp_path / "history.csv").write_text("my own sums\n1,2,3\n")
        click_button(app, app.scene.export)
        assert app.scene.dialog is None and "not a keydesk history export" in app.scene.note
        assert (tmp_path / "history.csv").read_text() == "my own sums\n1,2,3\n"
    finally:
        app.close()
