"""An exercise: one moment of a player's own game where the review found that their move gave
away more than `THRESHOLD` points, to be played again until a move as good as the judge's is
found (keydesk.ai.teaching.grade).

The moment is the position just before the decision, written as `main.py position --as`
writes it (keydesk.rules.formats.position.shared_document): only what that player could see then, so
nothing hidden travels in the file; loading it draws the hidden parts afresh.  Beside it the
exercise keeps what the review said there: the move played, the judge's preferred move and its
reason, the points at stake, and the review's check (its seed and budget), so grading the move
played gives the review's own answer.

An exercise file (practice/exercises/<id>.yaml in the keydesk home folder):

    keydesk_exercise: 1
    id: 5d41402abc4b2a76-P1-82      # the game's key (keydesk.rules.formats.saves.game_digest), the player, the move
    player: P1
    game: {names: [Ann, Bob], seats: [human, hard], date: '2026-11-27'}
    move: 82                        # the decision's number in the game's log (1 is the first)
    season: winter
    stake: 8.2                      # points the move played gave away, as the review estimated
    played: P1 bid keythedral 2 red
    best: P1 bid keythedral 1 blue  # the judge's preferred move there
    reason: ...                     # what the judge's move does
    judge: {simulations: 500, check_seed: 1234567}
    made: '2026-11-27'              # the day the exercise was made: new, it is due from then
    position: {keydesk_position: 1, ...}

Every field is checked when it is read, as in every keydesk file; a wrong one is a
PracticeError naming the file and the field.  Pure Python: no pygame.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from keydesk.ai.teaching import judge
from keydesk.ai.teaching.grade import grade
from keydesk.rules.formats.saves import game_digest
from keydesk.rules import Game, format_action, parse_action
from keydesk.rules.components import SEASONS
from keydesk.rules.describe import describe_action
from keydesk.rules.errors import NotationError
from keydesk.rules.formats.fields import FieldError, Fields
from keydesk.rules.limits import names_problem
from keydesk.rules.formats.position import player as player_key
from keydesk.rules.formats.position import shared_document
from keydesk.documents import read_yaml
from keydesk.rules.formats.scenario import ScenarioError
from keydesk.rules.seat_kinds import SEAT_KINDS
from keydesk.rules.timeline import states_of

THRESHOLD = 3.0  # points a decision must have given away to become an exercise: well above judge.NOISE
FORMAT_KEY = "keydesk_exercise"
KEYS = (FORMAT_KEY, "id", "player", "game", "move", "season", "stake", "played", "best", "reason", "judge",
        "made", "position")
ID = re.compile(r"[0-9a-f]{16}-P[1-6]-[0-9]{1,4}")
HEADER = ("# keydesk exercise: a moment of your own game, as you saw it then, where the judge found a\n"
          "# better move than the one played. Only what the player could see is here (docs/positions.md).\n")


class PracticeError(FieldError):
    """An exercise file that cannot be used; the message names the file and the field."""


@dataclass(frozen=True)
class Exercise:
    id: str
    player: int
    names: tuple
    seats: tuple  # the source game's seats
    date: str  # the day of the source game
    move: int  # the decision's number in the source game's log
    season: str
    stake: float
    played: object
    best: object
    reason: str
    simulations: int  # the judge's budget in the review
    check_seed: int  # the seed of the review's check at this moment (judge.check_seed)
    made: datetime.date
    position: dict  # the shared position document

    def start(self) -> Game:
        """A fresh game at the exercise's moment (the hidden parts drawn anew each time)."""
        return Game.from_position(self.position)

    def grade(self, move):
        """The judge's Grade of `move` (legal for the player at the start) against its move."""
        game = self.start()
        return grade(game.view(self.player), game.legal_actions(self.player), move, self.best, self.check_seed,
                     self.simulations)

    def describe(self, action) -> str:
        """The action in the log's words, e.g. "Ann bids 2 red on the Woodcutter"."""
        game = self.start()
        return describe_action(action, game.comps, game.state.names, game.state)

    def game_words(self) -> str:
        """"Ann against Bob (hard), 2026-11-27": the game the exercise comes from."""
        rivals = [f"{name}" + (f" ({kind})" if kind != "human" else "")
                  for p, (name, kind) in enumerate(zip(self.names, self.seats)) if p != self.player]
        return f"{self.names[self.player]} against {', '.join(rivals)}, {self.date}"

    def source(self) -> str:
        """"Ann against Bob (hard), 2026-11-27, move 82 (winter)"."""
        return f"{self.game_words()}, move {self.move} ({self.season})"

    def document(self) -> dict:
        return {
            FORMAT_KEY: 1, "id": self.id, "player": player_key(self.player),
            "game": {"names": list(self.names), "seats": list(self.seats), "date": self.date},
            "move": self.move, "season": self.season, "stake": self.stake,
            "played": format_action(self.played), "best": format_action(self.best), "reason": self.reason,
            "judge": {"simulations": self.simulations, "check_seed": self.check_seed},
            "made": self.made.isoformat(), "position": self.position,
        }

    def text(self) -> str:
        return HEADER + yaml.safe_dump(self.document(), sort_keys=False, default_flow_style=None, width=100)


def exercises_from(game, player: int, decisions, simulations: int | None, made: datetime.date,
                   date: str | None = None) -> list:
    """An Exercise for every decision of `player` in `game` that gave away more than THRESHOLD
    points, in game order.  `simulations`: the budget the review had (None: the judge's own);
    `date`: the day the game was played (None: `made`)."""
    states = states_of(game)
    key = game_digest(game)
    out = []
    for d in sorted(decisions, key=lambda d: d.index):
        if d.loss <= THRESHOLD:
            continue
        state = states[d.index]
        out.append(Exercise(
            id=f"{key}-{player_key(player)}-{d.number}", player=player, names=tuple(state.names),
            seats=tuple(game.seats), date=date or made.isoformat(), move=d.number, season=d.season,
            stake=d.loss, played=d.played, best=d.best, reason=d.reason,
            simulations=simulations or judge.SIMULATIONS, check_seed=judge.check_seed(state.masked(player)),
            made=made, position=shared_document(state, player, game.seats)))
    return out


def read_exercise(path) -> Exercise:
    """The exercise in the file at `path`; PracticeError says in one sentence what is wrong."""
    path = Path(path)
    exercise = parse_exercise(read_yaml(path, "exercise", PracticeError), str(path))
    if exercise.id != path.stem:
        Fields(str(path), PracticeError).fail("id", f"the file's own name, {path.stem}", exercise.id)
    return exercise


def parse_exercise(doc, name: str) -> Exercise:
    """Check an exercise document field by field (see the module docstring)."""
    f = Fields(name, PracticeError)
    if not isinstance(doc, dict):
        raise PracticeError(f"{name}: expected a mapping of exercise fields at the top")
    f.mapping(doc, "", KEYS)
    if doc.get(FORMAT_KEY) != 1:
        f.fail(FORMAT_KEY, "1 (this format)", doc.get(FORMAT_KEY))
    exercise_id = f.present(doc, "id", "id", "the exercise's id")
    if not isinstance(exercise_id, str) or not ID.fullmatch(exercise_id):
        f.fail("id", "a game key, a player and a move number, like 5d41402abc4b2a76-P1-82", exercise_id)
    source = f.mapping(f.present(doc, "game", "game", "the source game"), "game", ("names", "seats", "date"))
    names = f.present(source, "names", "game.names", "the players' names")
    if names_problem(names) or not 2 <= len(names) <= 6:
        f.fail("game.names", "2 to 6 players' names", names)
    seats = f.listing(f.present(source, "seats", "game.seats", "each seat's kind"), "game.seats")
    if len(seats) != len(names) or any(kind not in SEAT_KINDS for kind in seats):
        f.fail("game.seats", f"one of {', '.join(SEAT_KINDS)} for each player", seats)
    date = _date(f, source.get("date"), "game.date").isoformat()
    player = f.player(doc.get("player"), len(names), "player")
    move = f.count(f.present(doc, "move", "move", "the decision's number"), "move", 1)
    season = f.one_of(doc.get("season"), SEASONS, "season")
    stake = f.number(f.present(doc, "stake", "stake", "the points at stake"), "stake", 0.0)
    played, best = (_move(f, doc.get(key), key, player) for key in ("played", "best"))
    reason = f.text(doc.get("reason"), "reason")
    budget = f.mapping(f.present(doc, "judge", "judge", "the review's check"), "judge", ("simulations", "check_seed"))
    simulations = f.count(budget.get("simulations"), "judge.simulations", 1)
    check_seed = f.count(budget.get("check_seed"), "judge.check_seed")
    made = _date(f, doc.get("made"), "made")
    position = f.mapping(f.present(doc, "position", "position", "the position"), "position")
    try:
        game = Game.from_position(position)
    except ScenarioError as exc:
        raise PracticeError(f"{name}: {exc}") from None
    if game.players != len(names) or game.season != season:
        f.fail("position", f"a {len(names)}-player position in {season}")
    legal = game.legal_actions(player)
    for key, action in (("played", played), ("best", best)):
        if action not in legal:
            f.fail(key, f"a legal move of {player_key(player)} at the position", format_action(action))
    return Exercise(exercise_id, player, tuple(names), tuple(seats), date, move, season, stake, played, best,
                    reason, simulations, check_seed, made, position)


def _date(f: Fields, value, field: str) -> datetime.date:
    if isinstance(value, datetime.date):
        return value
    try:
        return datetime.date.fromisoformat(value)
    except (TypeError, ValueError):
        f.fail(field, "a date like 2026-11-27", value)


def _move(f: Fields, value, field: str, player: int):
    try:
        action = parse_action(f.text(value, field))
    except NotationError as exc:
        f.fail(field, f"a move in the game's notation ({exc})", value)
    if action.player != player:
        f.fail(field, f"a move of {player_key(player)}", value)
    return action
