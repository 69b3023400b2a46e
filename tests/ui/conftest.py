"""The `app` fixture every scene test uses: an App on a temporary home folder, bots without a
pause between moves."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from keydesk.ui.app import App  # noqa: E402

SIZE = (1280, 800)


@pytest.fixture
def app(tmp_path):
    a = App(SIZE, home=tmp_path, bot_delay=0)
    yield a
    a.close()
