"""The player's record: every finished game kept in the keydesk home folder (history.yaml),
with the figures the Statistics screen shows and a CSV export.

An entry: date, seed, player count, each seat (name, human or bot level, total and points by
category), the winners, its kind ("game", or "challenge" for a challenge's short game, kept
apart in the figures so a one-season challenge does not pull down the mean of full games) and
the file the whole game was kept in (games/ in the home folder), which Statistics opens in
Replay and Review long after the game; each player's review is kept beside it
(`review_file`).  Categories group score lines by where the points come from: gold, the
start-player marker, or the season of the scoring tile (home, spring ... winter, boats).  Each
entry carries the game's `key` (a digest of the whole game), by which a review finished later
finds the line and writes each reviewed seat's accuracy beside its score (`note_accuracy`), for
Statistics to draw game by game.  No pygame here; the table calls `keep_game` and `record_game`
when a game ends.
"""

from __future__ import annotations

import csv
import io
import re
import statistics
import time
from pathlib import Path

import yaml

from keydesk.documents import DocumentError, read_yaml
from keydesk.files import open_regular, write_atomically
from keydesk.rules import Game
from keydesk.rules.formats.saves import game_digest
from keydesk.rules.seat_kinds import BOT_LEVELS

HISTORY_FILE = "history.yaml"
HISTORY_MAX_BYTES = 4 * 1024 * 1024  # the record grows by about 400 bytes a game: ten thousand games
GAMES_DIR = "games"  # the finished games themselves, one save each
MAX_PLAYERS = 6  # seats a game may have, each with its kept review
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
        "key": game_digest(game),
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


def review_file(game_file, player: int) -> Path:
    """Where the review of `player` (0-based) of the game saved at `game_file` is kept: beside
    it, `<name>.review-P1.yaml` (its format: keydesk/ai/teaching/kept_review.py)."""
    path = Path(game_file)
    return path.with_name(f"{path.stem}.review-P{player + 1}.yaml")


def load_history(home) -> list:
    """Every recorded game, oldest first; a missing or unreadable file is an empty history."""
    try:
        return _read_history(home)
    except DocumentError:
        return []


def _read_history(home) -> list:
    doc = read_yaml(Path(home) / HISTORY_FILE, "history", top=list, limit=HISTORY_MAX_BYTES)
    return [e for e in doc if isinstance(e, dict) and isinstance(e.get("seats"), list)]


def _history_to_extend(home) -> list:
    """The entries a new game is added to.  A record that cannot be read is not written over:
    it is first set aside beside itself (history-damaged-<time>.yaml), so nothing a person
    played is lost to a damaged file, and the record starts again."""
    try:
        return _read_history(home)
    except DocumentError as exc:
        if not exc.missing:
            path = Path(home) / HISTORY_FILE
            path.rename(path.with_name(f"history-damaged-{time.strftime('%Y%m%d-%H%M%S')}.yaml"))
        return []


def record_game(home, game, when: float | None = None, kind: str = "game", file: str | None = None) -> dict:
    """Append a finished game to the history (atomic rewrite); OSError for the caller to report.
    `file`: where keep_game kept the whole game, relative to `home`."""
    entry = game_entry(game, when, kind, file)
    entries = _history_to_extend(home) + [entry]
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    return entry


def entry_of(home, game, entries: list | None = None) -> dict | None:
    """The game's line in the history, found by its key (a line written before lines had keys,
    by the whole game it kept), or None when the game is not in the record."""
    key = game_digest(game)
    entries = load_history(home) if entries is None else entries
    for e in entries:
        if e.get("key") == key:
            return e
    for e in entries:  # only a line of the same seed has its kept game opened: that costs a load
        if "key" not in e and e.get("seed") == game.state.seed and _kept_key(home, e) == key:
            return e
    return None


def _kept_key(home, entry) -> str | None:
    """The key of the whole game a line kept, or None if there is none that loads."""
    file = entry.get("file")
    if not isinstance(file, str):
        return None
    try:
        return game_digest(Game.load(Path(home) / file))
    except Exception:  # a kept file is outside data: one that fails to load is no match
        return None


def note_accuracy(home, game, player: int, figures: dict) -> bool:
    """Write the accuracy of `player` in `game` (`figures`: decisions, within, given_away, as
    keydesk.ai.teaching.accuracy counts them) into the game's line of the history, with its key; False
    when the game is not in the record.  OSError (WriteError) for the caller to report."""
    entries = load_history(home)
    entry = entry_of(home, game, entries)
    if entry is None or not 0 <= player < len(entry["seats"]) or not isinstance(entry["seats"][player], dict):
        return False
    entry["key"] = game_digest(game)
    entry["seats"][player]["accuracy"] = dict(figures)
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    return True


def accuracy_of(seat) -> tuple | None:
    """(share of decisions within the judge's noise 0..1, points given away a decision) of a
    line's seat, or None when it was not reviewed (or the figures are not a review's)."""
    figures = seat.get("accuracy") if isinstance(seat, dict) else None
    if not isinstance(figures, dict):
        return None
    decisions, within, lost = figures.get("decisions"), figures.get("within"), figures.get("given_away")
    if not (_is_count(decisions) and decisions > 0 and _is_count(within) and within <= decisions
            and _is_score(lost) and lost >= 0):
        return None
    return within / decisions, lost / decisions


def kept_games(home, entries: list) -> list:
    """(entry, path) of every recorded game whose whole game is still on disk, newest first."""
    out = []
    for e in reversed(entries):
        file = e.get("file")
        if isinstance(file, str) and (Path(home) / file).is_file():
            out.append((e, Path(home) / file))
    return out


def forget_game(home, entry: dict) -> None:
    """Delete a kept game: its entry leaves the history and its file is removed, with the
    reviews kept beside it (the history is rewritten first, so a failure leaves both as they
    were).  OSError for the caller."""
    entries = [e for e in _history_to_extend(home) if e != entry]
    write_atomically(Path(home) / HISTORY_FILE, yaml.safe_dump(entries, sort_keys=False))
    file = entry.get("file")
    if isinstance(file, str):
        (Path(home) / file).unlink(missing_ok=True)
        for player in range(MAX_PLAYERS):
            review_file(Path(home) / file, player).unlink(missing_ok=True)


def _human(entry):
    """The first human seat of a game (the person whose record this is), or None."""
    return next((i for i, s in enumerate(entry["seats"]) if s.get("seat") == "human"), None)


def kind_of(entry) -> str:
    """"challenge" for a challenge's game, "game" for a full game (and entries from before kinds)."""
    return "challenge" if entry.get("kind") == "challenge" else "game"


def summary(entries: list) -> dict:
    """Full games, wins, mean score by strongest opponent level and by player count, best
    scores, the human's scores in order (for the chart) with the accuracy of each beside it (None
    for a game not reviewed); challenges apart, as their count and mean score, so neither pulls
    the other's figures."""
    challenges = [e["seats"][me]["score"] for e in entries if kind_of(e) == "challenge"
                  and (me := _human(e)) is not None]
    by_level, by_count, scores, accuracies, wins = {}, {}, [], [], 0
    for e in entries:
        me = _human(e)
        if me is None or kind_of(e) == "challenge":
            continue
        mine = e["seats"][me]
        scores.append(mine["score"])
        accuracies.append(accuracy_of(mine))
        wins += mine["name"] in e.get("winners", [])
        bots = [s["seat"] for s in e["seats"] if s.get("seat") != "human"]
        level = max(bots, key=BOT_LEVELS.index) if bots else "hot-seat"
        by_level.setdefault(level, []).append(mine["score"])
        by_count.setdefault(e["players"], []).append(mine["score"])
    mean = lambda xs: round(statistics.mean(xs), 1)  # noqa: E731
    return {
        "games": len(scores), "wins": wins, "scores": scores, "accuracy": accuracies,
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


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


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
