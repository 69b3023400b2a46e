"""What a command may write over: never its own input, never a save, never a file of another
kind, and a file of the same kind only when asked (`--force`, or a question in the window).

Why: `position SAVE -o SAVE` once replaced a save with one moment of it, losing the game's
history, and `-o notes.txt` replaced notes.  A file's kind is told by its content, not its
name: a PNG by its signature, a keydesk file by its top-level fields (a position by its
format key, a save or scenario by its set-up; a position that goes on with `actions` is a save
of a game continued from it).  Anything else is "another kind".
"""

from __future__ import annotations

import os
from pathlib import Path

from keydesk.documents import DocumentError, read_yaml
from keydesk.files import NotAFileError, open_regular
from keydesk.rules.formats.position import is_position

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG, POSITION, SAVE, OTHER = "a PNG image", "a keydesk position", "a keydesk save", "another kind of file"


def kind_of(path) -> str:
    """PNG, POSITION, SAVE or OTHER for an existing file; NotAFileError for a pipe or folder."""
    try:
        with open_regular(path) as f:
            head = f.read(len(PNG_SIGNATURE))
    except NotAFileError:
        raise
    except OSError:
        return OTHER
    if head == PNG_SIGNATURE:
        return PNG
    try:
        doc = read_yaml(path)
    except DocumentError:
        return OTHER
    if is_position(doc):
        return SAVE if doc.get("actions") else POSITION
    return SAVE if "players" in doc else OTHER


def refusal(output, inputs, kind: str, force: bool = False) -> str | None:
    """Why `output` must not be written with a file of `kind`, or None when it may.

    `inputs`: the files the command reads.  `force`: the person asked to replace an existing
    file of the same kind."""
    path = Path(output)
    if not path.exists() and not path.is_symlink():
        return None
    for source in inputs:
        try:
            if Path(source).exists() and path.samefile(source):
                return f"{output} is the file being read; it is never written over"
        except OSError:
            continue
    try:
        found = kind_of(path)
    except NotAFileError as exc:
        return f"{output} is {exc.strerror}; give a file name"
    if found == SAVE and kind != SAVE:
        return f"{output} is a keydesk save; it is never written over (its game would be lost)"
    if found != kind:
        return f"{output} exists and is not {kind}; it is not written over"
    if not force:
        return f"{output} exists; add --force to replace it"
    return None


def output_problem(output: str, inputs, kind: str, suffixes: tuple, wrong_name: str,
                   force: bool = False) -> str | None:
    """Why a command's -o `output` cannot be written with a file of `kind`, or None when it may.

    One order of checks for every command that writes a file: a name at all, a name ending in
    one of `suffixes` (`wrong_name` says so in the command's words, and the name given is
    quoted after it), not a folder, then `refusal`.  A typo must not destroy a file."""
    ending = suffixes[0]
    if not output.strip():
        return f"-o needs a file name ending in {ending}"
    if os.path.splitext(output)[1].lower() not in suffixes:  # "shot.png/" names a folder: refused here
        return f"{wrong_name}, got {output!r}"
    if os.path.isdir(output):
        return f"{output} is a folder; give a file name ending in {ending}"
    return refusal(output, inputs, kind, force)
