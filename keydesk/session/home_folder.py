"""Where the table keeps its files: saves, one autosave per game (written after every action by
keeping.py, kept until that game ends), screenshots; and loading saves safely.

Everything lives under one base folder (`KEYDESK_HOME`, default the current folder) so tests
can point the app at a temporary directory.  `game.save` writes atomically, so an autosave
interrupted by a crash leaves the previous one intact for "Resume autosave".
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from keydesk.rules.formats.scenario import scenario_document

AUTOSAVE_NAME = "autosave.yaml"  # the single slot of earlier versions, still resumed
AUTOSAVE_DIR = "autosaves"
RESUME_LIST = 5  # the newest unfinished games offered under Resume
# Each season ends with every player taking one boat, so the boat lines count the seasons past.
SEASONS = ("spring", "summer", "autumn", "winter", "after winter")


def home_dir(home=None) -> Path:
    return Path(home if home is not None else os.environ.get("KEYDESK_HOME", "."))


def saves_dir(home) -> Path:
    return Path(home) / "saves"


def screenshots_dir(home) -> Path:
    return Path(home) / "screenshots"


def autosave_path(home) -> Path:
    return saves_dir(home) / AUTOSAVE_NAME


def autosaves_dir(home) -> Path:
    """One autosave per game lives here, so starting a game never overwrites another."""
    return saves_dir(home) / AUTOSAVE_DIR


def new_autosave_path(home, names, started: float) -> Path:
    """The autosave of a game begun at `started` (seconds since the epoch) by these players,
    e.g. saves/autosaves/Ann-Bob-20261123-091500.yaml."""
    who = "-".join(re.sub(r"[^A-Za-z0-9]+", "", name) or "P" for name in names)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    path = autosaves_dir(home) / f"{who}-{stamp}.yaml"
    n = 2
    while path.exists():  # two games begun in the same second
        path = autosaves_dir(home) / f"{who}-{stamp}-{n}.yaml"
        n += 1
    return path


def unfinished_autosaves(home, limit: int = RESUME_LIST) -> list:
    """The autosaves of unfinished games, newest first (a finished game's autosave is removed
    when it ends); an autosave.yaml from before one-per-game counts too."""
    folder = autosaves_dir(home)
    found = [p for p in folder.iterdir() if p.suffix == ".yaml" and p.is_file()] if folder.is_dir() else []
    if autosave_path(home).is_file():
        found.append(autosave_path(home))
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)[:limit]


def has_autosave(home) -> bool:
    return bool(unfinished_autosaves(home))


def autosave(game, home, path=None) -> Path:
    """Write the game to its own autosave (`path`; the old single slot if none is given)."""
    path = autosave_path(home) if path is None else Path(path)
    game.save(path)
    return path


def end_autosave(path) -> None:
    """The game has ended: its autosave is no longer needed to resume it."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError:
        pass  # a file that cannot be removed only stays listed under Resume


def save_path(home, name: str) -> Path:
    """A save name typed by the player: plain names go into saves/ and get a .yaml ending."""
    path = Path(name.strip()).expanduser()
    if path.suffix.lower() not in (".yaml", ".yml"):
        path = path.with_name(path.name + ".yaml")
    return path if path.is_absolute() else saves_dir(home) / path


def load_path(home, text: str) -> Path:
    """A path typed or picked to load: an existing file as given, else a name in saves/."""
    path = Path(text.strip()).expanduser()
    return path if path.is_file() else save_path(home, text)


def list_saves(home) -> list:
    """The saves in saves/, newest first: regular files only, so a pipe or a folder named like
    a save is never opened (a pipe would wait for ever)."""
    folder = saves_dir(home)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file()),
                  key=lambda p: p.stat().st_mtime, reverse=True)


def describe_save(path) -> str:
    """One line for the Load list: file name, when it was saved, season, actions, who plays
    (how many people, which bots: two six-player games of the same names differ there) and the
    players' names.

    Read from the YAML alone (at most documents.MAX_BYTES of it, parsed in C), never by replaying the
    game, so a folder of long games lists at once and an odd large file costs nothing.  The
    season is counted from the boat choices that close each season, so a save made while the
    season's tiles are being placed already reads as the next season; a save that starts from a
    position counts on from the position's season.
    """
    path = Path(path)
    try:
        doc, _ = scenario_document(path)
        names, actions = doc["names"], doc.get("actions") or []
        boats = sum(1 for line in actions if line.split()[1:2] == ["boat"])
        first = SEASONS.index(doc["season"]) if doc.get("season") in SEASONS else 0  # a position save
        season = SEASONS[min(first + boats // len(names), len(SEASONS) - 1)]
        saved = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        bots = doc.get("seats") or {}
        people = len(names) - len(bots)
        seats = f"{people} {'person' if people == 1 else 'people'}" + (
            f" and {', '.join(str(kind).capitalize() for kind in bots.values())}" if bots else "")
        # The names go last: with six long ones the line is clipped there, not in the facts.
        summary = (f"{saved} · {season} · {len(actions)} action{'s' * (len(actions) != 1)} · {seats} · "
                   f"{', '.join(names)}")
    except Exception:  # a save is outside data: anything odd in it only makes it unreadable here
        summary = "(unreadable)"
    return f"{path.name} — {summary}"


def is_autosave(path) -> bool:
    """Is this one of the autosaves (a resumed game goes on writing to its own)?"""
    path = Path(path)
    return path.parent.name == AUTOSAVE_DIR or path.name == AUTOSAVE_NAME
