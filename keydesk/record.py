"""The player's record: every finished game kept in the keydesk home folder (history.yaml),
with the figures the Statistics screen shows and a CSV export.

An entry: date, seed, player count, each seat (name, human or bot level, total and points by
category), the winners, its kind ("game", or "challenge" for a challenge's short game, kept
apart in the figures so a one-season challenge does not pull down the mean of full games) and
the file the whole game was kept in (games/ in the home folder), which Statistics opens in
Replay and Review long after the game.  Categories group score lines by where the points come
from: gold, the start-player marker, or the season of the scoring tile (home, spring ...
winter, boats).  No pygame here; the table calls `keep_game` and `record_game` when a game ends.
"""

from __future__ import annotations

import csv
import io
import re
import statistics
import time
from pathlib import Path

import yaml

from keydesk.files import open_regular, read_text, write_atomically

HISTORY_FILE = "history.yaml"
GAMES_DIR = "games"  # the finished games themselves, one save each
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


def game_entry(game, when: float | None = None, kind: str = "game", file: str | None = None) -> dict:
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
        "kind": kind,
        **({"file": file} if file else {}),
    }


def keep_game(home, game, when: float | None = None) -> str:
    """Write the whole finished game (moves and seed, as a save) into games/, atomically; the
    path relative to `home` for its record entry.  WriteError for the caller to report."""
    who = "-".join(re.sub(r"[^A-Za-z0-9]+", "", name) or "P" for name in game.state.names)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    folder = Path(home) / GAMES_DIR
    name, n = f"{stamp}-{who}.yaml", 2
    while (folder / name).exists():  # two games ended in the same second
        name, n = f"{stamp}-{who}-{n}.yaml", n + 1
    game.save(folder / name)
    return f"{GAMES_DIR}/{name}"


def load_history(home) -> list:
    """Every recorded game, oldest first; a missing or unreadable file is an empty history."""
    try:
        doc = yaml.safe_load(read_text(Path(home) / HISTORY_FILE))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return []
    if not isinstance(doc, list):
        return []
    return [e for e in doc if isinstance(e, dict) and isinstance(e.get("seats"), list)]


def record_game(home, game, when: float | None = None, kind: str = "game", file: str | None = None) -> dict:
    """Append a finished game to the history (atomic rewrite); OSError for the caller to report.
    `file`: where keep_game kept the whole game, relative to `home`."""
    entry = game_entry(game, when, kind, file)
    entries = load_history(home) + [entry]
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    return entry


def kept_games(home, entries: list) -> list:
    """(entry, path) of every recorded game whose whole game is still on disk, newest first."""
    out = []
    for e in reversed(entries):
        file = e.get("file")
        if isinstance(file, str) and (Path(home) / file).is_file():
            out.append((e, Path(home) / file))
    return out


def forget_game(home, entry: dict) -> None:
    """Delete a kept game: its entry leaves the history and its file is removed (the history is
    rewritten first, so a failure leaves both as they were).  OSError for the caller."""
    entries = [e for e in load_history(home) if e != entry]
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    file = entry.get("file")
    if isinstance(file, str):
        (Path(home) / file).unlink(missing_ok=True)


def _human(entry):
    """The first human seat of a game (the person whose record this is), or None."""
    return next((i for i, s in enumerate(entry["seats"]) if s.get("seat") == "human"), None)


def kind_of(entry) -> str:
    """"challenge" for a challenge's game, "game" for a full game (and entries from before kinds)."""
    return "challenge" if entry.get("kind") == "challenge" else "game"


def summary(entries: list) -> dict:
    """Full games, wins, mean score by strongest opponent level and by player count, best
    scores, the human's scores in order (for the chart); challenges apart, as their count and
    mean score, so neither pulls the other's figures."""
    challenges = [e["seats"][me]["score"] for e in entries if kind_of(e) == "challenge"
                  and (me := _human(e)) is not None]
    by_level, by_count, scores, wins = {}, {}, [], 0
    for e in entries:
        me = _human(e)
        if me is None or kind_of(e) == "challenge":
            continue
        mine = e["seats"][me]
        scores.append(mine["score"])
        wins += mine["name"] in e.get("winners", [])
        bots = [s["seat"] for s in e["seats"] if s.get("seat") != "human"]
        level = max(bots, key=("easy", "medium", "skilled", "hard").index) if bots else "hot-seat"
        by_level.setdefault(level, []).append(mine["score"])
        by_count.setdefault(e["players"], []).append(mine["score"])
    mean = lambda xs: round(statistics.mean(xs), 1)  # noqa: E731
    return {
        "games": len(scores), "wins": wins, "scores": scores,
        "best": sorted(scores, reverse=True)[:5],
        "by_level": {k: (len(v), mean(v)) for k, v in sorted(by_level.items())},
        "by_players": {k: (len(v), mean(v)) for k, v in sorted(by_count.items())},
        "challenges": (len(challenges), mean(challenges) if challenges else None),
    }


def bot_results(entries: list) -> list:
    """Per full game with a person and bots, [(bot level, the person's share)] for every bot
    seat: 1 when the person's score was higher, 0 when lower, 0.5 when equal.  The person is
    the first human seat, as in `summary`; challenges (a season or two against a set-up) are
    left out, and so is a seat whose score is not a number."""
    out = []
    for e in entries:
        me = _human(e)
        if me is None or kind_of(e) == "challenge" or not _is_score(mine := e["seats"][me].get("score")):
            continue
        game = []
        for seat in e["seats"]:
            level, theirs = seat.get("seat"), seat.get("score")
            if level != "human" and isinstance(level, str) and _is_score(theirs):
                game.append((level, 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5))
        if game:
            out.append(game)
    return out


def _is_score(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


CSV_HEADER = ["date", "seed", "players", "seat", "name", "level", "score", *CATEGORIES, "won", "kind"]


def history_csv(entries: list) -> str:
    """One row per seat per game: date, seed, players, seat, name, level, score, categories, won,
    and the kind (a full game or a challenge)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_HEADER)
    for e in entries:
        for i, s in enumerate(e["seats"]):
            cats = [s.get("by_category", {}).get(c, 0) for c in CATEGORIES]
            writer.writerow([e.get("date"), e.get("seed"), e.get("players"), f"P{i + 1}", s.get("name"),
                             s.get("seat"), s.get("score"), *cats, int(s.get("name") in e.get("winners", [])),
                             kind_of(e)])
    return out.getvalue()


def csv_path(home) -> Path:
    return Path(home) / "history.csv"


def export_csv(home, path=None) -> Path:
    path = Path(path) if path else csv_path(home)
    write_atomically(path, history_csv(load_history(home)))
    return path


def is_history_export(path) -> bool:
    """Does the file start with the header `export_csv` writes?  Only such a file may be
    replaced by a new export; anything else of that name is someone's own."""
    try:
        with open_regular(path, "r", encoding="utf-8") as f:
            first = f.readline(4096)
    except (OSError, UnicodeDecodeError):
        return False
    # an export written before the "kind" column was added is one of ours too
    return first.rstrip("\r\n") in (",".join(CSV_HEADER), ",".join(CSV_HEADER[:-1]))
