"""The Statistics screen opened from the menu by a click, with a recorded game and CSV export."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


from keydesk.record import record_game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402
from tests.test_record import finished  # noqa: E402
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
