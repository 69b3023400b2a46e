"""Solo challenges: a set-up worth practising, a goal, star thresholds and the best results kept.

A challenge file (data/challenges/*.yaml) is either a seeded deal or a position file, with the
bots in the other seats; the player is always P1.  The goal is measured when the game ends —
`score` (P1's points) or `margin` (P1's points minus the best rival's) — and each threshold
reached is a star.  Thresholds come from what strong bots reach from the same start
(bench/challenge_thresholds.py, docs/challenges.md).  Best results live in the keydesk home
folder (challenges.yaml).  No pygame here: the bench and the tests use it headless.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from keydesk.documents import DocumentError, read_yaml
from keydesk.files import write_atomically
from keydesk.paths import shipped
from keydesk.rules import Game
from keydesk.rules.formats.fields import FieldError, Fields, player_index
from keydesk.rules.seat_kinds import BOT_LEVELS

CHALLENGE_DIR = shipped("data") / "challenges"
KEYS = ("title", "goal", "measure", "deal", "position", "seats", "stars")
MEASURES = ("score", "margin")
BEST_FILE = "challenges.yaml"


class ChallengeError(FieldError):
    """A challenge file that cannot be used; the message names the file and field."""


@dataclass(frozen=True)
class Challenge:
    id: str
    title: str
    goal: str
    measure: str
    players: int
    seats: tuple  # "human" for P1, bot levels for the rest
    stars: tuple  # 1-3 thresholds, rising
    seed: int | None = None
    position: Path | None = None

    def new_game(self) -> Game:
        """The challenge's starting game, P1 human and the bots seated."""
        if self.position is not None:
            game = Game.from_position(self.position)
        else:
            game = Game.new(players=self.players, seed=self.seed)
        game.seats = list(self.seats)
        return game

    def result(self, game) -> int:
        """The measured value of a finished game."""
        totals = [sheet.total for sheet in game.scores()]
        if self.measure == "score":
            return totals[0]
        return totals[0] - max(totals[1:])

    def stars_for(self, value: int) -> int:
        return sum(1 for threshold in self.stars if value >= threshold)


def parse_challenge(doc, name: str, challenge_id: str, folder: Path) -> Challenge:
    fields = Fields(name, ChallengeError)
    if not isinstance(doc, dict):
        fields.fail("challenge", "a mapping of challenge fields", doc)
    for key in doc:
        fields.one_of(key, KEYS, str(key))
    for key in ("title", "goal"):
        if not isinstance(doc.get(key), str) or not doc[key].strip():
            fields.fail(key, "a sentence", doc.get(key))
    measure = doc.get("measure", "score")
    fields.one_of(measure, MEASURES, "measure")
    if ("deal" in doc) == ("position" in doc):
        fields.fail("deal", "either a deal {players, seed} or a position file, not both")
    seed, position = None, None
    if "deal" in doc:
        deal = doc["deal"]
        if not isinstance(deal, dict) or set(deal) != {"players", "seed"}:
            fields.fail("deal", "{players: 2-6, seed: a whole number}", deal)
        players, seed = deal["players"], deal["seed"]
        if not isinstance(players, int) or not 2 <= players <= 6:
            fields.fail("deal.players", "a player count 2-6", players)
        fields.count(seed, "deal.seed")
    else:
        position = folder / str(doc["position"])
        if not position.is_file():
            fields.fail("position", "a position file beside the challenge", doc["position"])
        try:
            players = Game.from_position(position).players
        except DocumentError as exc:
            fields.fail("position", f"a position that loads ({exc})")
    seats = ["human"] + ["medium"] * (players - 1)
    given = doc.get("seats") or {}
    if not isinstance(given, dict):
        fields.fail("seats", "a mapping like {P2: hard}", given)
    for key, level in given.items():
        index = player_index(key, players)
        if not index:  # None, or 0: P1 is the player, never a bot
            fields.fail(f"seats.{key}", f"a rival's seat P2..P{players} (P1 is you)", key)
        fields.one_of(level, BOT_LEVELS, f"seats.{key}")
        seats[index] = level
    stars = doc.get("stars")
    if (not isinstance(stars, list) or not 1 <= len(stars) <= 3
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in stars)
            or any(a >= b for a, b in zip(stars, stars[1:]))):
        fields.fail("stars", "1 to 3 rising whole-number thresholds", stars)
    return Challenge(challenge_id, doc["title"].strip(), doc["goal"].strip(), measure, players,
                     tuple(seats), tuple(stars), seed, position)


def load_challenges(folder=None) -> list:
    """Every challenge in the folder, in file-name order; a bad file raises ChallengeError."""
    folder = Path(folder or CHALLENGE_DIR)
    out = []
    for path in sorted(folder.glob("*.yaml")):
        doc = read_yaml(path, "challenge", ChallengeError)  # within every keydesk file's limits: the list must not stall
        out.append(parse_challenge(doc, str(path), path.stem, folder))
    return out


def load_best(home) -> dict:
    """{challenge id: {"value": best value, "stars": stars}}; a missing or bad file is empty."""
    path = Path(home) / BEST_FILE
    try:
        doc = read_yaml(path, "challenge result")
    except DocumentError:
        return {}
    return {k: v for k, v in doc.items()
            if isinstance(v, dict) and isinstance(v.get("value"), int) and isinstance(v.get("stars"), int)}


def record_result(home, challenge: Challenge, value: int) -> tuple:
    """Keep the result if it beats the best; returns (stars, is a new best).  A failed write
    raises OSError for the caller to report; the game itself is never lost by it."""
    stars = challenge.stars_for(value)
    best = load_best(home)
    old = best.get(challenge.id)
    if old is not None and old["value"] >= value:
        return stars, False
    best[challenge.id] = {"value": value, "stars": stars}
    write_atomically(Path(home) / BEST_FILE, yaml.safe_dump(best, sort_keys=True))
    return stars, True
