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
    hints: {P1: 2}        # saves only: hints asked for at the table (read by saves.py)
    actions: [P1 bid woodcutter 1 red]

A bad file raises ScenarioError naming the file, the field and what was expected.
"""

from __future__ import annotations

from pathlib import Path

from keydesk.documents import read_yaml

from keydesk.rules.components import COLOURS, SKILLS, load_components
from keydesk.rules.formats.fields import FieldError, Fields, replay
from keydesk.rules.limits import names_problem, seed_problem
from keydesk.rules.rng import fresh_seed
from keydesk.rules.setup import SetupError, build_state
from keydesk.rules.seat_kinds import SEAT_KINDS

KEYS = (
    "players", "names", "seed", "seats", "homes", "screens", "boats", "auction", "winter_hands", "rng_state",
    "hints", "actions",
)


class ScenarioError(FieldError):
    """A scenario, save or position that cannot be loaded; the message names file, field and
    expectation."""


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


def scenario_document(source):
    """(document, name for messages) of a scenario, save or position: a dict as it is, or the
    file at a path read by keydesk.documents (ScenarioError for every way it can be bad)."""
    if isinstance(source, dict):
        return source, "scenario"
    return read_yaml(source, "scenario", ScenarioError), str(Path(source))


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
    doc, name = scenario_document(source)
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
