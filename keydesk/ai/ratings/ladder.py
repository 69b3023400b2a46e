"""The bot levels' ratings, read from data/ai/ladder.yaml and checked field by field.

bench/ladder.py plays a round-robin of the levels and writes that file: per level an Elo-scale
rating (the first level anchored at 1000), its 95% interval `low`–`high` and the number of
pairwise results it rests on, with the command, date and game count that made it.  The New
game form shows these ratings and a person's own rating is fitted against them
(player_rating.py).  A level missing from the file is not rated yet.  The ratings are figures
shown to people, never used in play, so a file that cannot be used costs only the ratings:
`shipped_ladder` hands back the reason instead of raising, for the window to tell once.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from functools import lru_cache

from keydesk.paths import shipped
from keydesk.documents import read_yaml
from keydesk.rules.formats.fields import FieldError, Fields

from keydesk.rules.seat_kinds import BOT_LEVELS

LADDER_FILE = shipped("data") / "ai" / "ladder.yaml"
RATING_FIELDS = ("rating", "low", "high", "pairings")


class LadderError(FieldError):
    """A ladder file that cannot be used; the message names the file and the field."""


@dataclass(frozen=True)
class LevelRating:
    """One level's rating and its 95% interval (Elo points), and how many pairwise results
    (one per two seats of different levels at a table) it rests on."""
    rating: int
    low: int
    high: int
    pairings: int


@dataclass(frozen=True)
class Ladder:
    """The ratings of the levels that have one, and how they were made."""
    ratings: dict
    command: str
    date: str
    games: int


def parse_ladder(data, path) -> Ladder:
    """The ladder of a YAML document, every field checked (LadderError names a wrong one)."""
    c = Fields(str(path), LadderError)
    c.mapping(data, "(the whole file)")
    command = c.text(c.present(data, "command", "command", "the command that made the ratings"), "command")
    date = c.present(data, "date", "date", "the date the ratings were made")
    if isinstance(date, datetime.date):  # written without quotes, YAML reads a date
        date = date.isoformat()
    date = c.text(date, "date")
    games = c.count(c.present(data, "games", "games", "the number of games played"), "games", 1)
    table = c.mapping(c.present(data, "ratings", "ratings", "a rating for each level rated"), "ratings", BOT_LEVELS)
    return Ladder({level: level_rating(c, table[level], f"ratings.{level}") for level in table}, command, date, games)


def level_rating(c: Fields, value, field: str) -> LevelRating:
    """One level's row: whole numbers, the interval around the rating."""
    row = c.mapping(value, field, RATING_FIELDS)
    got = {name: c.count(c.present(row, name, f"{field}.{name}", "a whole number"), f"{field}.{name}")
           for name in RATING_FIELDS}
    if got["low"] > got["rating"]:
        c.fail(f"{field}.low", f"a whole number no more than the rating {got['rating']}", got["low"])
    if got["high"] < got["rating"]:
        c.fail(f"{field}.high", f"a whole number no less than the rating {got['rating']}", got["high"])
    return LevelRating(**got)


def load_ladder(path=LADDER_FILE) -> Ladder:
    """The ladder of a file, validated; LadderError names what is wrong."""
    try:
        data = read_yaml(path, "ladder", LadderError)  # a regular file only: a pipe is refused at once
    except UnicodeDecodeError:
        raise LadderError(f"{path}: not UTF-8 text") from None
    return parse_ladder(data, path)


@lru_cache(maxsize=4)
def shipped_ladder(path=LADDER_FILE) -> tuple:
    """(the shipped ladder, None), or (None, the sentence saying why it cannot be used); read
    once per process."""
    try:
        return load_ladder(path), None
    except LadderError as exc:
        return None, f"The bots' ratings are not shown: {exc}"
