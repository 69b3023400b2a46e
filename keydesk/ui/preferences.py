"""The player's table preferences, kept across restarts: bot speed, colour-blind palette, the
New game form as it was last started (players, names, who sits where) and the window's size.

They live in `preferences.yaml` in the app's home folder, beside `saves/`, so "Resume autosave"
and "Load game" after a restart play at the speed and in the colours the player chose, and a
new game starts from the last set-up.  The file is a convenience: a missing one means the
defaults; a damaged one, or a value in it that makes no sense, means the default for what is
damaged and a sentence saying so (never a traceback); one that cannot be written is reported
without stopping the game.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from keydesk.documents import DocumentError, read_yaml
from keydesk.files import write_atomically
from keydesk.rules.limits import NAME_MAX
from keydesk.rules.seat_kinds import SEAT_KINDS

from keydesk.ui.palette import PALETTES
from keydesk.ui.window import MIN_WINDOW

PREFERENCES_NAME = "preferences.yaml"
DEFAULTS = {"bot_delay": 0.4, "palette": "standard", "new_game": None, "window": None}
MAX_BOT_DELAY = 5.0  # a longer pause is a typo in a hand-edited file, not a choice
SEATS = 6  # the New game form keeps a name and a kind for every seat, shown or not
MAX_WINDOW = 7680  # 8K wide: a larger remembered size is a typo in a hand-edited file


def preferences_path(home) -> Path:
    return Path(home) / PREFERENCES_NAME


def load_preferences(home) -> dict:
    """The saved preferences, each one that is missing or not sensible replaced by its default."""
    return read_preferences(home)[0]


def read_preferences(home) -> tuple:
    """(preferences, problem): the preferences as load_preferences gives them, and a sentence
    naming what in the file could not be used (None when nothing was wrong or there is no file)."""
    prefs = dict(DEFAULTS)
    path = preferences_path(home)
    try:
        doc = read_yaml(path, "preference")
    except DocumentError as exc:
        return prefs, None if exc.missing else f"{exc}; the default preferences are used"
    wrong = []
    delay = doc.get("bot_delay", prefs["bot_delay"])
    if isinstance(delay, (int, float)) and not isinstance(delay, bool) and 0 <= delay <= MAX_BOT_DELAY:
        prefs["bot_delay"] = float(delay)
    else:
        wrong.append(f"bot_delay (seconds from 0 to {MAX_BOT_DELAY:g})")
    palette = doc.get("palette", prefs["palette"])
    if palette in PALETTES:
        prefs["palette"] = palette
    else:
        wrong.append(f"palette ({' or '.join(PALETTES)})")
    if doc.get("new_game") is not None:
        prefs["new_game"] = _new_game(doc["new_game"])
        if prefs["new_game"] is None:
            wrong.append(f"new_game (players 2-6, {SEATS} names and {SEATS} seats)")
    if doc.get("window") is not None:
        prefs["window"] = _window(doc["window"])
        if prefs["window"] is None:
            wrong.append(f"window (width and height, at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]})")
    problem = None
    if wrong:
        problem = f"{path}: {', '.join(wrong)} could not be used; the default is used instead"
    return prefs, problem


def _new_game(doc):
    """(players, names, kinds) of the New game form, or None if the entry makes no sense."""
    if not isinstance(doc, dict):
        return None
    players, names, seats = doc.get("players"), doc.get("names"), doc.get("seats")
    if not (isinstance(players, int) and not isinstance(players, bool) and 2 <= players <= SEATS):
        return None
    if not (isinstance(names, list) and len(names) == SEATS
            and all(isinstance(n, str) and len(n) <= NAME_MAX for n in names)):
        return None
    if not (isinstance(seats, list) and len(seats) == SEATS and all(s in SEAT_KINDS for s in seats)):
        return None
    return players, list(names), list(seats)


def _window(doc):
    """(width, height) of the window as it was, or None if the entry makes no sense."""
    if not (isinstance(doc, list) and len(doc) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and v <= MAX_WINDOW for v in doc)):
        return None
    if doc[0] < MIN_WINDOW[0] or doc[1] < MIN_WINDOW[1]:
        return None
    return tuple(doc)


def save_preferences(home, bot_delay: float, palette: str, new_game=None, window=None) -> None:
    """Write atomically, so a crash mid-write leaves the previous preferences readable; raises
    WriteError (the App reports it, and the game goes on with the choice not remembered).
    `new_game` is (players, names, seat kinds) as the New game form was last started, `window`
    the window's (width, height)."""
    doc = {"bot_delay": float(bot_delay), "palette": palette}
    if new_game is not None:
        players, names, seats = new_game
        doc["new_game"] = {"players": int(players), "names": list(names), "seats": list(seats)}
    if window is not None:
        doc["window"] = [int(window[0]), int(window[1])]
    text = "# keydesk preferences: seconds between bot moves, the palette, the last New game set-up, the window\n"
    text += yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)
    write_atomically(preferences_path(home), text)
