"""The guided tutorial as data: data/tutorial.yaml loaded and checked, its step patterns, Bob's
scripted moves, and the learner's progress kept under the keydesk home folder.

No pygame here: the scene (scenes/tutorial.py) asks this module whether a move is the step's,
what Bob plays, and what to save, so the lesson logic is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from keydesk.rules import Game, IllegalAction, format_action, parse_action
from keydesk.rules.errors import NotationError
from keydesk.rules.components import COLOURS, DATA_DIR, RESOURCES, DataError
from keydesk.documents import read_yaml
from keydesk.files import WriteError, write_atomically

TUTORIAL_FILE = DATA_DIR / "tutorial.yaml"
LIT_KINDS = ("bid", "use", "screen", "group", "boat", "order", "winter", "resource", "village_tile", "hex")
VERBS = ("bid", "use", "pass", "move", "upgrade", "done", "boat", "place", "winter")


@dataclass(frozen=True)
class Lit:
    kind: str
    tile: str | None = None
    player: int | None = None
    colour: str | None = None
    resource: str | None = None


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    say: str
    expect: str | None = None  # a notation pattern; None: read, then Next
    lit: tuple = ()
    hint: str = ""
    done: str = ""

    def accepts(self, action) -> bool:
        return self.expect is not None and pattern_matches(self.expect, format_action(action))


@dataclass(frozen=True)
class Tutorial:
    scenario: Path
    you: int
    opponent: tuple  # notation lines, in order
    steps: tuple

    def new_game(self) -> Game:
        game = Game.from_scenario(self.scenario)
        seat_learner(game, self.you)
        return game

    def index_of(self, step_id: str) -> int:
        return next((i for i, s in enumerate(self.steps) if s.id == step_id), 0)


def seat_learner(game, you: int) -> None:
    """The learner is the one human; Bob's seat is written "easy" in saves (a seat kind every
    save accepts), but in the tutorial he plays his script, never a bot."""
    game.seats = ["easy"] * len(game.seats)
    game.seats[you] = "human"


def pattern_matches(pattern: str, line: str) -> bool:
    """`*` matches one word; a final `...` any remaining words (none included)."""
    want, got = pattern.split(), line.split()
    if want and want[-1] == "...":
        want = want[:-1]
        got = got[:len(want)]
    return len(want) == len(got) and all(w == "*" or w == g for w, g in zip(want, got))


def _player(text, where: str) -> int:
    if not (isinstance(text, str) and len(text) == 2 and text[0] == "P" and text[1] in "123456"):
        raise DataError(f"{where}: expected a player such as P1, got {text!r}")
    return int(text[1]) - 1


def _text(raw: dict, key: str, where: str, required=True) -> str:
    value = raw.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"{where}.{key}: expected some text")
    return " ".join(value.split())


def _lit(raw, where: str, tiles) -> Lit:
    if not isinstance(raw, dict) or raw.get("kind") not in LIT_KINDS:
        raise DataError(f"{where}.kind: expected one of {', '.join(LIT_KINDS)}")
    unknown = set(raw) - {"kind", "tile", "player", "colour", "resource"}
    if unknown:
        raise DataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    if "tile" in raw and raw["tile"] not in tiles:
        raise DataError(f"{where}.tile: '{raw['tile']}' is not a tile of data/tiles.yaml")
    if "colour" in raw and raw["colour"] not in COLOURS:
        raise DataError(f"{where}.colour: expected one of {', '.join(COLOURS)}")
    if "resource" in raw and raw["resource"] not in RESOURCES:
        raise DataError(f"{where}.resource: expected one of {', '.join(RESOURCES)}")
    player = _player(raw["player"], f"{where}.player") if "player" in raw else None
    return Lit(raw["kind"], raw.get("tile"), player, raw.get("colour"), raw.get("resource"))


def _pattern(text, where: str, you: int, tiles) -> str:
    """A step's expect: the learner's seat, a known verb, and known tile ids where not `*`."""
    if not isinstance(text, str) or len(text.split()) < 2:
        raise DataError(f"{where}: expected a move such as 'P1 bid keywood 2 blue'")
    words = text.split()
    if _player(words[0], where) != you:
        raise DataError(f"{where}: the move must be the learner's ({'P' + str(you + 1)}), got {words[0]}")
    if words[1] not in VERBS:
        raise DataError(f"{where}: '{words[1]}' is not a move ({', '.join(VERBS)})")
    if "*" not in words and "..." not in words:
        try:
            parse_action(text)
        except NotationError as exc:
            raise DataError(f"{where}: {exc}") from None
    elif len(words) > 2 and words[1] in ("bid", "use", "upgrade", "boat", "place") and words[2] not in ("*", "...") \
            and words[2] not in tiles:
        raise DataError(f"{where}: '{words[2]}' is not a tile of data/tiles.yaml")
    return " ".join(words)


def parse_tutorial(doc, tiles, file: str = "data/tutorial.yaml", scenarios: Path = DATA_DIR / "scenarios") -> Tutorial:
    """Check the tutorial document; every error names the file, the step and the field."""
    if not isinstance(doc, dict):
        raise DataError(f"{file}: expected a mapping with scenario, you, opponent and steps")
    unknown = set(doc) - {"scenario", "you", "opponent", "steps"}
    if unknown:
        raise DataError(f"{file}: unknown field(s) {', '.join(sorted(unknown))}")
    scenario = scenarios / str(doc.get("scenario", ""))
    if not doc.get("scenario") or not scenario.is_file():
        raise DataError(f"{file}.scenario: expected a file in data/scenarios/, got {doc.get('scenario')!r}")
    you = _player(doc.get("you"), f"{file}.you")
    opponent = doc.get("opponent", [])
    if not isinstance(opponent, list):
        raise DataError(f"{file}.opponent: expected a list of moves in notation")
    for i, line in enumerate(opponent):
        try:
            action = parse_action(str(line))
        except NotationError as exc:
            raise DataError(f"{file}.opponent[{i}]: {exc}") from None
        if action.player == you:
            raise DataError(f"{file}.opponent[{i}]: '{line}' is a move of the learner's seat")
    raw_steps = doc.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise DataError(f"{file}.steps: expected a non-empty list of steps")
    steps, seen = [], set()
    for i, raw in enumerate(raw_steps):
        where = f"{file}.steps[{i}]"
        if not isinstance(raw, dict):
            raise DataError(f"{where}: expected a mapping with id, title and say")
        unknown = set(raw) - {"id", "title", "say", "expect", "lit", "hint", "done"}
        if unknown:
            raise DataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        sid = _text(raw, "id", where)
        if sid in seen:
            raise DataError(f"{where}.id: '{sid}' is used by another step")
        seen.add(sid)
        expect = _pattern(raw["expect"], f"{where}.expect", you, tiles) if "expect" in raw else None
        lit = raw.get("lit", [])
        if not isinstance(lit, list):
            raise DataError(f"{where}.lit: expected a list of places")
        steps.append(Step(sid, _text(raw, "title", where), _text(raw, "say", where), expect,
                          tuple(_lit(x, f"{where}.lit[{j}]", tiles) for j, x in enumerate(lit)),
                          _text(raw, "hint", where, required=False), _text(raw, "done", where, required=False)))
    return Tutorial(scenario, you, tuple(str(line) for line in opponent), tuple(steps))


def load_tutorial(path: Path = TUTORIAL_FILE) -> Tutorial:
    from keydesk.rules.components import load_components

    doc = read_yaml(path, "tutorial", DataError)
    return parse_tutorial(doc, load_components().tiles, str(path))


# ---- Bob ----

def opponent_move(tutorial: Tutorial, game: Game, player: int, played: int):
    """(action, lines used) for Bob: his next scripted line if legal now (lines that are not are
    dropped), else pass, done, or his first legal choice."""
    legal = game.legal_actions(player)
    while played < len(tutorial.opponent):
        line = tutorial.opponent[played]
        played += 1
        action = parse_action(line)
        if action.player == player and action in legal:
            return action, played
        if action.player == player:
            continue
    for verb in ("pass", "done"):
        quick = [a for a in legal if format_action(a).split()[1] == verb]
        if quick:
            return quick[0], played
    return legal[0], played


def skip_move(step: Step, game: Game, player: int):
    """The move Skip makes for the learner: the first legal move the step accepts (None: none)."""
    return next((a for a in game.legal_actions(player) if step.accepts(a)), None)


def refusal(step: Step, game: Game, action) -> str:
    """Why the tutorial will not take `action`: the rule's own reason when it is illegal, else
    the step's hint.  The game is left as it was either way."""
    if action not in game.legal_actions(action.player):
        try:
            game.clone().apply(action)  # on a copy: only the rule's reason is wanted
        except IllegalAction as exc:
            return f"{exc} Try again."
        return "That move is not allowed now. Try again."
    return f"Not yet: {step.hint or step.say}"


# ---- progress ----

def progress_dir(home) -> Path:
    return Path(home) / "tutorial"


def progress_exists(home) -> bool:
    return (progress_dir(home) / "progress.yaml").is_file()


def save_progress(home, game: Game, step_id: str, played: int) -> str | None:
    """Keep the tutorial game and where the learner is; a failed write is reported, not raised."""
    folder = progress_dir(home)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        game.save(folder / "game.yaml")
        write_atomically(folder / "progress.yaml", yaml.safe_dump({"step": step_id, "opponent_played": played}))
    except WriteError as exc:  # already one sentence naming the file and why
        return f"The tutorial's progress was not kept. {exc}"
    except OSError as exc:
        return f"Could not keep the tutorial's progress in {folder}: {exc.strerror or exc}."
    return None


def load_progress(home, tutorial: Tutorial):
    """(game, step index, opponent lines used) saved before, or None when there is nothing to
    resume (or it cannot be read: the tutorial then starts afresh)."""
    folder = progress_dir(home)
    try:
        doc = read_yaml(folder / "progress.yaml", "tutorial progress")
        game = Game.load(folder / "game.yaml")
    except ValueError:  # missing or damaged: a DocumentError, or a rule refusing the game's moves
        return None
    if not isinstance(doc.get("step"), str):
        return None
    seat_learner(game, tutorial.you)
    played = doc.get("opponent_played", 0)
    return game, tutorial.index_of(doc["step"]), played if isinstance(played, int) else 0


def clear_progress(home) -> None:
    for name in ("progress.yaml", "game.yaml"):
        try:
            (progress_dir(home) / name).unlink()
        except OSError:
            pass
