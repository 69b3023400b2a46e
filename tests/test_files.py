"""keydesk.files: every write is atomic, a failed one is one sentence and loses nothing, and
temporary files left by an interrupted write are cleared at start."""

import errno
import os
import time

import pytest

import keydesk.files as files
from keydesk.files import WriteError, remove_stale_temps, write_atomically


def test_writes_text_and_bytes_and_makes_the_folder(tmp_path):
    target = tmp_path / "a" / "b" / "x.yaml"
    assert write_atomically(target, "héllo") == target
    assert target.read_bytes() == "héllo".encode("utf-8")
    write_atomically(target, b"\x89PNG")
    assert target.read_bytes() == b"\x89PNG"
    assert sorted(p.name for p in target.parent.iterdir()) == ["x.yaml"]


def test_a_full_disk_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "save.yaml"
    target.write_text("the last good save")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(WriteError) as caught:
        write_atomically(target, "new")
    assert str(caught.value) == f"Could not write {target}: No space left on device."
    assert target.read_text() == "the last good save"
    assert [p.name for p in tmp_path.iterdir()] == ["save.yaml"]


def test_a_folder_that_is_a_file_is_named_in_the_sentence(tmp_path):
    (tmp_path / "saves").write_text("not a folder")
    with pytest.raises(WriteError) as caught:
        write_atomically(tmp_path / "saves" / "autosave.yaml", "x")
    assert str(caught.value) == (f"Could not write {tmp_path / 'saves' / 'autosave.yaml'}: "
                                 f"{tmp_path / 'saves'} is a file, not a folder.")
    assert (tmp_path / "saves").read_text() == "not a folder"


def test_a_folder_as_the_target_is_refused_and_kept(tmp_path):
    (tmp_path / "out.png").mkdir()
    with pytest.raises(WriteError, match="there is a folder of that name"):
        write_atomically(tmp_path / "out.png", b"x")
    assert (tmp_path / "out.png").is_dir() and not any((tmp_path / "out.png").iterdir())


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_permission_denied(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(WriteError, match="Permission denied"):
            write_atomically(folder / "x.yaml", "x")
    finally:
        folder.chmod(0o700)


def test_only_our_old_temporary_files_are_removed(tmp_path):
    ours_old = tmp_path / ".autosave.yaml.k3j_x9a2.tmp"
    ours_new = tmp_path / ".autosave.yaml.abcdefgh.tmp"
    theirs = [tmp_path / "notes.tmp", tmp_path / ".hidden.tmp", tmp_path / "autosave.yaml"]
    for p in [ours_old, ours_new, *theirs]:
        p.write_text("x")
    hour_ago = time.time() - 3600
    for p in [ours_old, *theirs]:
        os.utime(p, (hour_ago, hour_ago))
    removed = remove_stale_temps(tmp_path, tmp_path / "missing")
    assert removed == [ours_old]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in [ours_new, *theirs])


def test_an_interrupted_write_leaves_a_temporary_that_start_up_clears(tmp_path, monkeypatch):
    target = tmp_path / "autosave.yaml"
    target.write_text("good")
    monkeypatch.setattr(files.os, "unlink", lambda path: None)  # killed before tidying up
    monkeypatch.setattr(files.os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
    with pytest.raises(WriteError):
        write_atomically(target, "new")
    monkeypatch.undo()
    (left,) = [p for p in tmp_path.iterdir() if p.name != "autosave.yaml"]
    assert remove_stale_temps(tmp_path) == []  # a write may still be going on: kept for now
    assert remove_stale_temps(tmp_path, now=time.time() + 120) == [left]
    assert target.read_text() == "good"


def test_new_file_gets_the_umask_permissions_not_owner_only(tmp_path):
    old = os.umask(0o022)
    try:
        target = write_atomically(tmp_path / "shot.png", b"\x89PNG")
    finally:
        os.umask(old)
    assert target.stat().st_mode & 0o777 == 0o644


def test_replaced_file_keeps_its_permissions(tmp_path):
    target = tmp_path / "game.yaml"
    target.write_text("old")
    target.chmod(0o640)
    write_atomically(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640
    assert target.read_text() == "new"
