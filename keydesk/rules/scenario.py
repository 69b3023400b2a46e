"""Scenario files: a set-up with chosen contents, plus notation lines to play first.

Format (docs/architecture.md, "Scenarios and saves"); every key but `players` (or `names`) is optional:

    players: 3            # or names: [Ann, Bob, Cy]
    seed: 7
    homes: {P1: home_1}
    screens: {P1: {workers: {red: 3, blue: 3, yellow: 2}, skills: {saw: 1}}}
    boats: {boat_keyflower: {workers: {red: 1, yellow: 2}, skills: [anvil]}}
    auction: [woodcutter, quarryman, ...]
    winter_hands: {P1: [scribes, jeweller, key_guild]}
    seats: {P2: hard}     # who sits where: human (the default), easy, medium, skilled or hard bots
    rng_state: 123        # saves only: the generator right after set-up
    hints: {P1: 2}        # saves only: hints asked for at the table (read by records.py)
    actions: [P1 bid woodcutter 1 red]

A bad file raises ScenarioError naming the file, the field and what was expected.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from keydesk.files import open_regular

from .components import COLOURS, SKILLS, load_components
from .fields import FieldError, Fields, replay
from .limits import names_problem, seed_problem
from .rng import fresh_seed
from .setup import SetupError, build_state

KEYS = (
    "players", "names", "seed", "seats", "homes", "screens", "boats", "auction", "winter_hands", "rng_state",
    "hints", "actions",
)
SEAT_KINDS = ("human", "easy", "medium", "skilled", "hard")
# A finished six-player game saves in about 10 KB; anything far larger is not ours, and reading it
# would hold up the window (the Load list reads every save).
MAX_FILE_BYTES = 64 * 1024
# The depth check's event parser, in C when PyYAML has it (many times faster, and it does not
# recurse on deep nesting); the document itself is built by yaml.safe_load once the depth is known.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_DEPTH = 16  # a position file nests about five levels


class ScenarioError(FieldError):
    """A scenario or save that cannot be loaded; the message names file, field and expectation."""

    def reason(self, path) -> str:
        """The message without the leading "<path>: ", for a caller that names the file itself
        (so a message never names it twice)."""
        text, lead = str(self), f"{path}: "
        return text[len(lead):] if text.startswith(lead) else text


def _tally(c: Fields, value, names, field: str) -> dict:
    """Worker or skill counts, as a mapping {red: 2} or, for skills, a list [anvil, saw]."""
    if not isinstance(value, list):
        return c.counts(value, names, field)
    out = {}
    for item in value:
        out[c.one_of(item, names, field)] = out.get(item, 0) + 1
    return out


def _contents(c: Fields, spec, field: str) -> dict:
    """What a screen or a boat holds: {workers: {colour: count}, skills: {skill: count}}."""
    spec = c.mapping(spec, field, ("workers", "skills"))
    return {part: _tally(c, spec[part], COLOURS if part == "workers" else SKILLS, f"{field}.{part}") for part in spec}


def _tiles(c: Fields, value, field: str, comps, kind_check) -> list:
    if not isinstance(value, list) or not value:
        c.fail(field, "a non-empty list of tile ids", value)
    for i, tile in enumerate(value):
        if tile not in comps.tiles or not kind_check(comps.tiles[tile]):
            c.fail(f"{field}[{i}]", "a known tile id of the right kind", tile)
    return list(value)


def read_text(path: Path) -> str:
    """The file's text, or ScenarioError: unreadable, over MAX_FILE_BYTES, or not UTF-8.

    Reads at most one byte past the cap, so a huge file (or a device) costs nothing."""
    try:
        with open_regular(path) as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:
        raise ScenarioError(f"{path}: larger than {MAX_FILE_BYTES // 1024} KB, too large for a keydesk file "
                            "(a whole six-player game saves in about 10 KB)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScenarioError(f"{path}: not UTF-8 text (line {line}); not a keydesk file") from None


def check_depth(text: str, path) -> None:
    """ScenarioError if lists and mappings nest deeper than MAX_DEPTH.

    Checked on the parser's events, before any object is built: building a document nested
    thousands deep takes PyYAML seconds (or exhausts Python's recursion in its pure-Python
    composer), and no keydesk file nests more than a few levels."""
    depth = 0
    for event in yaml.parse(text, Loader=SAFE_LOADER):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise ScenarioError(f"{path}: nested more than {MAX_DEPTH} deep at line "
                                    f"{event.start_mark.line + 1}; not a keydesk file")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def read_document(source, what: str = "scenario"):
    """(document, name for messages) from a dict, a path, or YAML text in a path.

    Every way a file can be bad is a ScenarioError naming it (and the line where YAML says):
    size, encoding, syntax, nesting deeper than any keydesk file, a value YAML cannot build,
    a top level that is not a mapping of `what` fields."""
    if isinstance(source, dict):
        return source, "scenario"
    path = Path(source)
    text = read_text(path)
    try:
        check_depth(text, path)
        doc = yaml.safe_load(text)
    except ScenarioError:  # too deep: already a sentence (and a ValueError, caught below otherwise)
        raise
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise ScenarioError(f"{path}: not valid YAML{where}") from None
    except ValueError as exc:  # e.g. a number of thousands of digits, or a date with month 13
        raise ScenarioError(f"{path}: a value cannot be read ({str(exc).split(':')[0]})") from None
    if not isinstance(doc, dict):
        raise ScenarioError(f"{path}: expected a mapping of {what} fields at the top")
    return doc, str(path)


def parse_scenario(doc: dict, name: str, comps):
    """Validate a scenario document: (players, names, seed, fixed choices, action lines)."""
    c = Fields(name, ScenarioError)
    for key in doc:
        if key not in KEYS:
            c.fail(str(key), f"one of the known keys ({', '.join(KEYS)})", key)
    names = doc.get("names")
    if names is not None and names_problem(names):
        c.fail("names", f"a list of player names ({names_problem(names)})", names)
    if "players" not in doc and names is None:
        c.fail("players", "a player count 2-6 (or a list of names)", None)
    n = doc.get("players", len(names) if names else None)
    if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 6:
        c.fail("players", "a player count 2-6", n)
    if names is not None and len(names) != n:
        c.fail("names", f"{n} names", names)
    seed = doc.get("seed")
    if seed is not None and seed_problem(seed):
        c.fail("seed", seed_problem(seed), seed)
    seats = ["human"] * n
    for key, kind in c.mapping(doc.get("seats") or {}, "seats").items():
        if kind not in SEAT_KINDS:
            c.fail(f"seats.{key}", f"one of {', '.join(SEAT_KINDS)}", kind)
        seats[c.player(key, n, "seats")] = kind
    fixed = {}
    if "homes" in doc:
        homes = {}
        for key, tile in c.mapping(doc["homes"], "homes").items():
            p = c.player(key, n, "homes")
            if tile not in comps.homes:
                c.fail(f"homes.{key}", "a home tile id (home_1..home_6)", tile)
            homes[p] = tile
        fixed["homes"] = homes
    if "screens" in doc:
        screens = {}
        for key, spec in c.mapping(doc["screens"], "screens").items():
            screens[c.player(key, n, "screens")] = _contents(c, spec, f"screens.{key}")
        fixed["screens"] = screens
    if "boats" in doc:
        boats = {}
        for boat, spec in c.mapping(doc["boats"], "boats").items():
            if boat not in comps.boats:
                c.fail("boats", "a boat tile id", boat)
            boats[boat] = _contents(c, spec, f"boats.{boat}")
        fixed["boats"] = boats
    if "auction" in doc:
        fixed["auction"] = _tiles(c, doc["auction"], "auction", comps, lambda t: t.season == "spring")
    if "winter_hands" in doc:
        hands = {}
        for key, tiles in c.mapping(doc["winter_hands"], "winter_hands").items():
            p = c.player(key, n, "winter_hands")
            hands[p] = _tiles(c, tiles, f"winter_hands.{key}", comps, lambda t: t.season == "winter")
        fixed["winter_hands"] = hands
    if "rng_state" in doc:
        fixed["rng_state"] = c.count(doc["rng_state"], "rng_state")
    actions = c.lines(doc.get("actions"), "actions")
    return n, names, seed, seats, fixed, actions


def load_scenario(source, game_cls):
    """Build a game of `game_cls` (passed in, so this module need not import game.py)."""
    doc, name = read_document(source)
    comps = load_components()
    n, names, seed, seats, fixed, actions = parse_scenario(doc, name, comps)
    seed = fresh_seed() if seed is None else seed
    try:
        state = build_state(comps, n, seed, names or [f"P{i + 1}" for i in range(n)], fixed)
    except SetupError as exc:
        raise ScenarioError(f"{name}: field '{exc.field}': {exc.message}") from None
    game = game_cls(state, comps)
    game.seats = seats
    replay(game, actions, Fields(name, ScenarioError))
    return game
