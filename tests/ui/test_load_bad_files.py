"""Odd files in saves/ at the window: the Load list describes them at once without reading them
in full, and opening one shows the loader's sentence (file and reason), never a crash."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import keydesk.documents as documents  # noqa: E402
from keydesk.ui.scenes.dialogs import MessageDialog  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from tests.rules.helpers import CountedReads, two_player  # noqa: E402
from tests.ui.helpers import pick_in_list, press  # noqa: E402


def test_a_50_mb_save_and_binary_garbage_neither_freeze_nor_crash_the_window(app, tmp_path, monkeypatch):
    reads = CountedReads(monkeypatch)
    saves = tmp_path / "saves"
    saves.mkdir()
    with open(saves / "huge.yaml", "wb") as f:
        f.write(b"players: 2\nactions:\n")
        f.truncate(50 * 1024 * 1024)
    (saves / "garbage.yaml").write_bytes(b"\xff\xfe\x00 not text")
    two_player(actions=["P1 pass"]).save(saves / "good.yaml")
    app.run_frames(1)
    press(app, app.scene.buttons["load"])
    assert reads.bytes["huge.yaml"] == documents.MAX_BYTES + 1  # nothing is read past the size cap
    dialog = app.scene.dialog
    lines = sorted(item["text"] for item in dialog.list.item_list)
    assert lines[:2] == ["garbage.yaml — (unreadable)", "good.yaml — " + lines[1].split(" — ")[1]]
    assert lines[2] == "huge.yaml — (unreadable)" and "1 action" in lines[1]
    pick_in_list(app, dialog, "huge.yaml")
    press(app, dialog.ok)
    assert reads.bytes["huge.yaml"] == 2 * (documents.MAX_BYTES + 1)  # once listed, once opened
    assert isinstance(app.scene, MenuScene) and isinstance(app.scene.dialog, MessageDialog)
    assert app.scene.dialog.message.startswith("huge.yaml could not be loaded: ")
    assert "larger than 64 KB, too large for a keydesk file" in app.scene.dialog.message
    assert (saves / "huge.yaml").stat().st_size == 50 * 1024 * 1024

