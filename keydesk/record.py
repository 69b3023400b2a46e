"""The player's record: every finished game kept in the keydesk home folder (history.yaml),
with the figures the Statistics screen shows and a CSV export.

An entry: date, seed, player count, each seat (name, human or bot level, total and points by
category) and the winners.  Categories group score lines by where the points come from: gold,
the start-player marker, or the season of the scoring tile (home, spring ... winter, boats).
No pygame here; the table calls `record_game` when a game ends.
"""

from __future__ import annotations

import csv
import io
import statistics
import time
from pathlib import Path

import yaml

from keydesk.files import write_atomically

HISTORY_FILE = "history.yaml"
CATEGORIES = ("home", "spring", "summer", "autumn", "winter", "boats", "gold", "start_player", "other")


def _category(comps, source: str) -> str:
    if source == "gold":
        return "gold"
    if source == "purple":
        return "start_player"
    spec = comps.tiles.get(source)
    if spec is not None and spec.kind == "home":
        return "home"
    if spec is not None and (spec.kind == "boat" or spec.power):
        return "boats"
    if spec is not None and spec.season in CATEGORIES:
        return spec.season
    return "other"


def game_entry(game, when: float | None = None) -> dict:
    sheets = game.scores()
    best = max(sheet.total for sheet in sheets)
    seats = []
    for p, sheet in enumerate(sheets):
        by = dict.fromkeys(CATEGORIES, 0)
        for line in sheet.lines:
            by[_category(game.comps, line.source)] += line.points
        seats.append({"name": game.state.names[p], "seat": game.seats[p], "score": sheet.total,
                      "by_category": {k: v for k, v in by.items() if v}})
    return {
        "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(when)),
        "seed": game.state.seed,
        "players": game.players,
        "seats": seats,
        "winners": [game.state.names[p] for p, sheet in enumerate(sheets) if sheet.total == best],
    }


def load_history(home) -> list:
    """Every recorded game, oldest first; a missing or unreadable file is an empty history."""
    try:
        doc = yaml.safe_load((Path(home) / HISTORY_FILE).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return []
    if not isinstance(doc, list):
        return []
    return [e for e in doc if isinstance(e, dict) and isinstance(e.get("seats"), list)]


def record_game(home, game, when: float | None = None) -> dict:
    """Append a finished game to the history (atomic rewrite); OSError for the caller to report."""
    entry = game_entry(game, when)
    entries = load_history(home) + [entry]
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    return entry


def _human(entry):
    """The first human seat of a game (the person whose record this is), or None."""
    return next((i for i, s in enumerate(entry["seats"]) if s.get("seat") == "human"), None)


def summary(entries: list) -> dict:
    """Games, wins, mean score by strongest opponent level and by player count, best scores,
    and the human's scores in order (for the chart)."""
    by_level, by_count, scores, wins = {}, {}, [], 0
    for e in entries:
        me = _human(e)
        if me is None:
            continue
        mine = e["seats"][me]
        scores.append(mine["score"])
        wins += mine["name"] in e.get("winners", [])
        bots = [s["seat"] for s in e["seats"] if s.get("seat") != "human"]
        level = max(bots, key=("easy", "medium", "hard").index) if bots else "hot-seat"
        by_level.setdefault(level, []).append(mine["score"])
        by_count.setdefault(e["players"], []).append(mine["score"])
    mean = lambda xs: round(statistics.mean(xs), 1)  # noqa: E731
    return {
        "games": len(scores), "wins": wins, "scores": scores,
        "best": sorted(scores, reverse=True)[:5],
        "by_level": {k: (len(v), mean(v)) for k, v in sorted(by_level.items())},
        "by_players": {k: (len(v), mean(v)) for k, v in sorted(by_count.items())},
    }


def history_csv(entries: list) -> str:
    """One row per seat per game: date, seed, players, seat, name, level, score, categories, won."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["date", "seed", "players", "seat", "name", "level", "score", *CATEGORIES, "won"])
    for e in entries:
        for i, s in enumerate(e["seats"]):
            cats = [s.get("by_category", {}).get(c, 0) for c in CATEGORIES]
            writer.writerow([e.get("date"), e.get("seed"), e.get("players"), f"P{i + 1}", s.get("name"),
                             s.get("seat"), s.get("score"), *cats, int(s.get("name") in e.get("winners", []))])
    return out.getvalue()


def export_csv(home, path=None) -> Path:
    path = Path(path) if path else Path(home) / "history.csv"
    write_atomically(path, history_csv(load_history(home)))
    return path
