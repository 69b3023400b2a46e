"""Every file keydesk writes goes through `write_atomically`: saves, the autosave, preferences,
the tutorial's progress and screenshots; every file it reads is opened by `open_regular` (through
keydesk/documents.py, which also caps its size and checks its text).

Why one helper: a person's files must survive whatever happens at the edges.  The bytes go to
a temporary file beside the target, are flushed to disk, and only then renamed over it, so a
crash, a full disk or a killed process leaves either the old file or the new one, never half of
one.  Any OSError becomes a WriteError whose message is one sentence naming the file, for the
window or the command line; the caller reports it and carries on.

Temporary files are named `.<target name>.<8 random characters>.tmp`.  A process killed between
writing and renaming leaves one behind; `remove_stale_temps` clears those at start.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# What tempfile.mkstemp makes from our prefix and suffix (it adds 8 of [a-z0-9_]).
_OUR_TEMP = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
STALE_SECONDS = 60  # a temporary file this old belongs to no write still going on


class WriteError(OSError):
    """A file that could not be written; str() is a sentence naming it and why."""


class NotAFileError(OSError):
    """A path that names a pipe, device, socket or folder where a file was expected."""


def _kind(mode: int) -> str | None:
    """What a path that is not a regular file is, in words; None for a regular file."""
    for test, words in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
                        (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device")):
        if test(mode):
            return words
    return None if stat.S_ISREG(mode) else "not a regular file"


def open_regular(path, mode: str = "rb", encoding: str | None = None):
    """Open `path` for reading only if it is a regular file; else NotAFileError at once.

    Opening a named pipe waits for a writer and reading a device may never end, so a pipe
    named like a save would freeze the Load list or a command.  The path is checked before
    opening and the open itself is non-blocking, so even a file swapped for a pipe in between
    is refused rather than waited on."""
    kind = _kind(os.stat(path).st_mode)
    if kind is None:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        kind = _kind(os.fstat(fd).st_mode)
        if kind is None:
            return os.fdopen(fd, mode, encoding=encoding)
        os.close(fd)
    raise NotAFileError(21 if kind == "a folder" else 22, f"{kind}, not a file", str(path))


def _reason(exc: OSError, path: Path) -> str:
    if isinstance(exc, (FileExistsError, NotADirectoryError)):
        return f"{_first_non_folder(path.parent)} is a file, not a folder"
    if isinstance(exc, IsADirectoryError):
        return "there is a folder of that name"
    return exc.strerror or str(exc) or type(exc).__name__


def _first_non_folder(folder: Path) -> Path:
    """The part of `folder` that exists but is not a folder (why it cannot be created)."""
    for part in reversed((folder, *folder.parents)):
        if part.exists() and not part.is_dir():
            return part
    return folder


def write_atomically(path, data: str | bytes) -> Path:
    """Write `data` (text as UTF-8) to `path` all at once; raise WriteError and leave any
    existing file as it was when that cannot be done."""
    path = Path(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    tmp = None
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "Is a directory", str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
        os.fchmod(fd, _mode_for(path))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise WriteError(f"Could not write {path}: {_reason(exc, path)}.") from exc
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass  # the write already failed and says so; a leftover is cleared at next start
    return path


def _mode_for(path: Path) -> int:
    """The permissions the written file should have.

    mkstemp makes its file readable by the owner only; a screenshot or save a person shares
    must get what any other new file gets (the umask decides), and a replaced file keeps its own.
    """
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def remove_stale_temps(*folders, now: float | None = None) -> list:
    """Delete our temporary files older than STALE_SECONDS in `folders`; returns what went.

    Only names this module makes are touched, and a folder that cannot be read is skipped:
    tidying must never stand in the way of starting."""
    now = time.time() if now is None else now
    removed = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if (_OUR_TEMP.match(entry.name) and entry.is_file(follow_symlinks=False)
                        and now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed
