"""Saved games: the full set-up written out as a scenario, plus the whole action log.

A save is therefore also a scenario and a bug report.  Writing is atomic (keydesk/files.py):
a crash mid-save never leaves a half-written file and never destroys the previous save, and a
save that cannot be written raises WriteError with a sentence naming the file.
"""

from __future__ import annotations

import hashlib

import yaml

from keydesk.files import write_atomically

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.formats.position import is_position, position_document
from keydesk.rules.formats.position_load import load_position
from keydesk.rules.formats.fields import Fields, player_index
from keydesk.rules.formats.scenario import ScenarioError, load_scenario, scenario_document


def setup_document(game) -> dict:
    """The initial state as a scenario document that rebuilds it exactly."""
    s = game.initial
    player = lambda p: f"P{p + 1}"  # noqa: E731
    return {
        "players": s.n,
        "names": list(s.names),
        "seed": s.seed,
        "seats": {player(p): kind for p, kind in enumerate(game.seats) if kind != "human"},
        "homes": {player(p): s.homes[p] for p in range(s.n)},
        "screens": {
            player(p): {
                "workers": {c: s.screens[p][c] for c in COLOURS if s.screens[p][c]},
                "skills": {k: s.skills[p][k] for k in SKILLS if s.skills[p][k]},
            }
            for p in range(s.n)
        },
        "boats": {
            boat: {
                "workers": {c: k for c, k in zip(COLOURS, s.cargo[boat][0]) if k},
                "skills": {k: v for k, v in zip(SKILLS, s.cargo[boat][1]) if v},
            }
            for boat in s.boats
        },
        "auction": list(s.auction),
        "winter_hands": {player(p): list(s.winter_hands[p]) for p in range(s.n)},
        "rng_state": s.rng.state,
    }


def game_document(game) -> dict:
    """The save: set-up and log, or, for a game begun at a position, that position and log."""
    doc = position_document(game.initial, game.seats) if game.starts_at_position else setup_document(game)
    if game.hints_used:
        doc["hints"] = {f"P{p + 1}": k for p, k in sorted(game.hints_used.items())}
    doc["actions"] = list(game.log)
    return doc



def game_digest(game) -> str:
    """A short digest of the whole game (its set-up or starting position, the seats and every
    action; not the hints asked for, which change no move), the same for the game at the table
    and for it saved and loaded again: how a kept review and a line of the record know their
    game."""
    doc = {k: v for k, v in game_document(game).items() if k != "hints"}
    return hashlib.sha256(yaml.safe_dump(doc, sort_keys=True).encode()).hexdigest()[:16]

def save_game(game, path) -> None:
    text = "# keydesk saved game: the set-up and every action, replayable.\n"
    text += yaml.safe_dump(game_document(game), sort_keys=False, default_flow_style=None, width=100)
    write_atomically(path, text)


def load_game(path, game_cls):
    """A save, a scenario or a position file: which one is told by the document itself."""
    doc, name = scenario_document(path)
    game = load_position(path, game_cls) if is_position(doc) else load_scenario(path, game_cls)
    game.hints_used = read_hints(doc.get("hints"), game.players, name)
    return game


def read_hints(value, n: int, name: str) -> dict:
    """The `hints` field of a save, {P1: 2}, as {player: count}; a bad one raises ScenarioError."""
    if value is None:
        return {}
    fields, expected = Fields(name, ScenarioError), f"a count 0 or more for each of P1..P{n}"
    if not isinstance(value, dict):
        fields.fail("hints", expected, value)
    hints = {}
    for key, count in value.items():
        p = player_index(key, n)
        if p is None or isinstance(count, bool) or not isinstance(count, int) or count < 0:
            fields.fail("hints", expected, value)
        hints[p] = count
    return hints
