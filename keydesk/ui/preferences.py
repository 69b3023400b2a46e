"""The player's table preferences (bot speed, colour-blind palette), kept across restarts.

They live in `preferences.yaml` in the app's home folder, beside `saves/`, so "Resume autosave"
and "Load game" after a restart play at the speed and in the colours the player chose.  The
file is a convenience: a missing or damaged one only means the defaults, and one that cannot be
written is reported without stopping the game.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from keydesk.files import write_atomically

from .palette import PALETTES

PREFERENCES_NAME = "preferences.yaml"
DEFAULTS = {"bot_delay": 0.4, "palette": "standard"}
MAX_BOT_DELAY = 5.0  # a longer pause is a typo in a hand-edited file, not a choice


def preferences_path(home) -> Path:
    return Path(home) / PREFERENCES_NAME


def load_preferences(home) -> dict:
    """The saved preferences, each one that is missing or not sensible replaced by its default."""
    prefs = dict(DEFAULTS)
    try:
        doc = yaml.safe_load(preferences_path(home).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return prefs
    if not isinstance(doc, dict):
        return prefs
    delay = doc.get("bot_delay")
    if isinstance(delay, (int, float)) and not isinstance(delay, bool) and 0 <= delay <= MAX_BOT_DELAY:
        prefs["bot_delay"] = float(delay)
    if doc.get("palette") in PALETTES:
        prefs["palette"] = doc["palette"]
    return prefs


def save_preferences(home, bot_delay: float, palette: str) -> None:
    """Write atomically, so a crash mid-write leaves the previous preferences readable; raises
    WriteError (the App reports it, and the game goes on with the choice not remembered)."""
    text = "# keydesk preferences: seconds between bot moves, and the palette\n"
    text += yaml.safe_dump({"bot_delay": float(bot_delay), "palette": palette}, sort_keys=False)
    write_atomically(preferences_path(home), text)
