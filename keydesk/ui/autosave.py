"""Where the table keeps its files, autosaving after every action, and loading saves safely.

Everything lives under one base folder (`KEYDESK_HOME`, default the current folder) so tests
can point the app at a temporary directory.  `game.save` writes atomically, so an autosave
interrupted by a crash leaves the previous one intact for "Resume autosave".
"""

from __future__ import annotations

import os
from pathlib import Path

from keydesk.rules import Game

AUTOSAVE_NAME = "autosave.yaml"


class LoadError(Exception):
    """A save that cannot be opened; the message is for the player, not a traceback."""


def home_dir(home=None) -> Path:
    return Path(home if home is not None else os.environ.get("KEYDESK_HOME", "."))


def saves_dir(home) -> Path:
    return Path(home) / "saves"


def screenshots_dir(home) -> Path:
    return Path(home) / "screenshots"


def autosave_path(home) -> Path:
    return saves_dir(home) / AUTOSAVE_NAME


def has_autosave(home) -> bool:
    return autosave_path(home).is_file()


def autosave(game, home) -> Path:
    path = autosave_path(home)
    game.save(path)
    return path


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
    folder = saves_dir(home)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.iterdir() if p.suffix in (".yaml", ".yml")),
                  key=lambda p: p.stat().st_mtime, reverse=True)


def load_game(path) -> Game:
    """Game.load, with every way a file can be bad turned into one readable LoadError."""
    path = Path(path)
    if not path.is_file():
        raise LoadError(f"There is no save at {path}.")
    try:
        return Game.load(path)
    except Exception as exc:  # a save is outside data: any failure is the file's fault
        reason = str(exc).strip() or type(exc).__name__
        raise LoadError(f"{path.name} could not be loaded: {reason}") from exc
