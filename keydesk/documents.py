"""Reading a keydesk file: the one reader every file the app opens goes through.

Saves, scenarios, positions, challenges, the shipped data, the preferences, the player's record,
the tutorial's progress: each is a small YAML document (or, for the rulings, Markdown), and each
can be bad in the same ways whatever it holds: missing, a pipe or a folder where a file should
be, far too large, not UTF-8, not YAML, nested thousands deep, a value YAML cannot build, the
wrong shape at the top.  Those checks are made here once, so every kind of file is refused the
same way, with one sentence naming it, and none can hold up the window: at most one byte past
the size cap is ever read, and the nesting is measured on the parser's events before any object
is built (building a document nested thousands deep takes PyYAML seconds, or exhausts Python's
recursion in its pure-Python composer).

Each kind of file has its own error, a subclass of DocumentError (through
`keydesk.rules.formats.fields.FieldError` for the formats checked field by field), passed as `error`, so
a caller catches its own kind and a missing file can be told from a damaged one (`missing`).
"""

from __future__ import annotations

from pathlib import Path

import yaml

from keydesk.files import open_regular

# A finished six-player game saves in about 10 KB; anything far larger is not ours, and reading
# it would hold up the window (the Load list reads every save).  A file that grows with use (the
# player's record) passes its own, larger cap.
MAX_BYTES = 64 * 1024
MAX_DEPTH = 16  # a position file nests about five levels
# The depth check's event parser, in C when PyYAML has it (many times faster, and it does not
# recurse on deep nesting); the document itself is built by yaml.safe_load once the depth is known.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class DocumentError(ValueError):
    """A file that cannot be used; str() is one sentence that begins with the file's name.

    `missing` is True when there is no file at all, which most callers treat as "nothing yet"
    rather than as damage."""

    missing = False

    def reason(self, path) -> str:
        """The message without the leading "<path>: ", for a caller that names the file itself
        (so a message never names it twice)."""
        text, lead = str(self), f"{path}: "
        return text[len(lead):] if text.startswith(lead) else text


def read_text(path, error=DocumentError, limit: int = MAX_BYTES) -> str:
    """The text of the regular file at `path`, or `error`: missing, unreadable, over `limit`
    bytes, or not UTF-8."""
    path = Path(path)
    try:
        with open_regular(path) as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        exc = error(f"{path}: cannot be read (there is no such file)")
        exc.missing = True
        raise exc from None
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise error(f"{path}: larger than {limit // 1024} KB, too large for a keydesk file "
                    "(a whole six-player game saves in about 10 KB)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise error(f"{path}: not UTF-8 text (line {line}); not a keydesk file") from None


def check_depth(text: str, path, error=DocumentError) -> None:
    """`error` if lists and mappings nest deeper than MAX_DEPTH (or the text is not YAML: the
    caller's parse says where)."""
    depth = 0
    for event in yaml.parse(text, Loader=SAFE_LOADER):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise error(f"{path}: nested more than {MAX_DEPTH} deep at line "
                            f"{event.start_mark.line + 1}; not a keydesk file")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def read_yaml(path, what: str = "keydesk", error=DocumentError, top=dict, limit: int = MAX_BYTES):
    """The YAML document of the file at `path`, or `error` in one sentence naming it: anything
    `read_text` refuses, nesting deeper than any keydesk file, not YAML, a value YAML cannot
    build, or a top level that is not a `top` (a mapping of `what` fields, or a list; an empty
    file is neither)."""
    path = Path(path)
    text = read_text(path, error, limit)
    try:
        check_depth(text, path, error)
        doc = yaml.safe_load(text)
    except DocumentError:  # too deep: already a sentence (and a ValueError, caught below otherwise)
        raise
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise error(f"{path}: not valid YAML{where}") from None
    except ValueError as exc:  # e.g. a number of thousands of digits, or a date with month 13
        raise error(f"{path}: a value cannot be read ({str(exc).split(':')[0]})") from None
    if not isinstance(doc, top):
        shape = f"a mapping of {what} fields" if top is dict else "a list"
        raise error(f"{path}: expected {shape} at the top")
    return doc
