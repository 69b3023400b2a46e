"""Field-by-field checks of a YAML document, shared by every keydesk file format.

Scenario, save, position, components and challenge files are all mappings read one field at a
time.  A wrong field becomes one sentence naming the file, the field's path (for example
`screens.P1.workers.red` or `villages.P2[3].at`) and what was expected; that sentence is worded
here once, so every format reports a mistake the same way and a new kind of field is written
once.  Checks that only one format needs (a village's hexes, a tile's scoring) stay with that
format and call `Fields.fail`.
"""

from __future__ import annotations

import math
import re
import reprlib

from keydesk.documents import DocumentError

from keydesk.rules.errors import IllegalAction, NotationError


class FieldError(DocumentError):
    """A file whose field is wrong; each format raises its own subclass (and keydesk.documents
    raises it for a file that cannot be read at all)."""


def shown(value) -> str:
    """A value quoted in a message: short, and safe for values nested thousands deep."""
    quote = reprlib.Repr()
    quote.maxlevel, quote.maxstring, quote.maxother = 3, 60, 60
    return quote.repr(value)


def player_index(key, n: int) -> int | None:
    """0-based seat of a key written P1..Pn (ASCII digits only: 'P²' is no player), else None."""
    match = re.fullmatch(r"P([1-6])", str(key))
    return int(match.group(1)) - 1 if match and int(match.group(1)) <= n else None


def inside(path: str, key) -> str:
    """The path of `key` inside the field at `path` ('' is the document itself)."""
    return f"{path}.{key}" if path else str(key)


class Fields:
    """The checks of one file: each returns the value it approves, or raises `error`.

    `name` is the file (or "scenario" for a document given in code); `where` optionally narrows
    it to a part of the file, such as one tile of data/tiles.yaml."""

    def __init__(self, name: str, error=FieldError, where: str | None = None):
        self.name, self.error, self.where = name, error, where

    def fail(self, field: str, expected: str, got=None):
        detail = "" if got is None else f", got {shown(got)}"
        part = f"{self.where}, " if self.where else ""
        raise self.error(f"{self.name}: {part}field '{field}': expected {expected}{detail}")

    def count(self, value, field: str, low: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            self.fail(field, f"a whole number {low} or more", value)
        return value

    def number(self, value, field: str, low: float | None = None, high: float | None = None) -> float:
        """A finite number, within `low`..`high` where they are given."""
        ok = not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)
        if not ok or (low is not None and value < low) or (high is not None and value > high):
            bounds = "" if low is None else f" from {low:g} to {high:g}" if high is not None else f" {low:g} or more"
            self.fail(field, f"a number{bounds}", value)
        return float(value)

    def present(self, container: dict, key, field: str, expected: str):
        """container[key], or a failure saying that the field (`expected` there) is missing."""
        if key not in container:
            self.fail(field, f"{expected} (it is missing)")
        return container[key]

    def mapping(self, value, field: str, keys=None) -> dict:
        """A mapping; with `keys`, one whose every key is among them."""
        if not isinstance(value, dict):
            self.fail(field, "a mapping", value)
        if keys is not None:
            for key in value:
                if key not in keys:
                    self.fail(inside(field, key), f"one of {', '.join(keys)}", key)
        return value

    def listing(self, value, field: str) -> list:
        if not isinstance(value, list):
            self.fail(field, "a list", value)
        return value

    def one_of(self, value, names, field: str):
        if value not in names:
            self.fail(field, f"one of {', '.join(names)}", value)
        return value

    def player(self, key, n: int, field: str) -> int:
        """The 0-based seat of a key written P1..Pn."""
        p = player_index(key, n)
        if p is None:
            self.fail(field, f"a player P1..P{n}", key)
        return p

    def counts(self, value, names, field: str) -> dict:
        """{name: count} from a mapping like {red: 2, blue: 1}; only the names given."""
        return {key: self.count(k, inside(field, key)) for key, k in self.mapping(value, field, names).items()}

    def text(self, value, field: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(field, "a non-empty text", value)
        return value

    def lines(self, value, field: str) -> list:
        """A list of notation lines (a file's `actions`; none given is an empty list)."""
        value = value or []
        if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
            self.fail(field, "a list of notation lines", value)
        return value


def replay(game, lines: list, fields: Fields) -> None:
    """Play a file's action lines on `game`; the first that cannot be played is the field at fault."""
    for i, line in enumerate(lines):
        try:
            game.play(line)
        except (NotationError, IllegalAction) as exc:
            raise fields.error(f"{fields.name}: field 'actions[{i}]' ({line!r}): {exc}") from None
