"""Perft: the legal actions, counted and replayed.

Replaying the seeded games of perft_golden.txt gives the same legal-action counts and checksums,
the same chosen actions and the same final scores (see perft.py; regenerate with
`python -m tests.rules.perft` only when a rules change is meant to alter them).  Beside the
golden file, a depth-two perft is recomputed from set-ups of every player count by three routes
that must agree: `step` on the engine's states, the playouts' `apply_checked`, and `Game.play`
of each action's notation, which also checks that every legal action's notation reads back.
"""

import pytest

from keydesk.rules import Game, parse_action
from keydesk.rules.actions import format_action
from keydesk.rules.engine import apply_checked, legal_actions, step, to_move
from tests.rules.perft import GAMES, GOLDEN, play


def movers_actions(state, comps) -> list:
    return [a for p in to_move(state) for a in legal_actions(state, comps, p)]


def perft_two(game: Game, apply) -> tuple:
    """(actions at depth one, sequences of two actions), each first action applied by `apply`."""
    first = movers_actions(game.state, game.comps)
    leaves = 0
    for action in first:
        state = game.state.clone()
        apply(state, game.comps, action)
        leaves += len(movers_actions(state, game.comps))
    return len(first), leaves


def perft_two_by_notation(game: Game) -> tuple:
    first = game.legal_actions()
    leaves = 0
    for action in first:
        line = format_action(action)
        assert parse_action(line) == action, f"{line!r} does not read back as the action it writes"
        branch = game.clone()
        branch.play(line)
        leaves += len(branch.legal_actions())
    return len(first), leaves


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5)])
def test_depth_two_perft_agrees_by_three_routes_and_with_the_golden_first_step(players, seed):
    game = Game.new(players=players, seed=seed)
    counted = perft_two(game, step)
    assert counted[0] > 40 and counted[1] > counted[0] * 20  # a real spring turn, not a stub
    assert perft_two(game, apply_checked) == counted
    assert perft_two_by_notation(game) == counted
    golden = GOLDEN.read_text().splitlines()
    golden_first = golden[golden.index(f"game {players} {seed}") + 1].split(" > ")[0]  # "P2:120:dcc30019 ..."
    assert sum(int(part.split(":")[1]) for part in golden_first.split()) == counted[0]


def test_replay_matches_golden():
    assert {players for players, _ in GAMES} == {2, 3, 4, 5, 6} and len(GAMES) >= 30
    golden = GOLDEN.read_text().splitlines()
    lines = [line for players, seed in GAMES for line in play(players, seed)]
    for i, (want, got) in enumerate(zip(golden, lines)):
        assert got == want, f"perft line {i + 1} differs"
    assert len(lines) == len(golden)
