"""Seeded random play through the whole game, checking the invariants after every action.

After each action: all 140 workers (plus the purple marker, tracked separately), 120
resources and 48 skills are conserved; each screen's public record holds; every listed legal
action is accepted; a sample of other actions is refused and leaves the state identical; undo
returns exactly.
"""

import random

import pytest

from keydesk.rules import Bid, Game, IllegalAction, Move, Pass, Place, Upgrade, Use
from keydesk.rules.components import COLOURS
from keydesk.rules.engine import legal_actions, step, to_move


def assert_conserved(state):
    assert state.workers_total() == 140
    assert state.resources_total() == 120
    assert state.skills_total() == 48
    assert 0 <= state.purple < state.n


def hidden_parts(state):
    """Per player and colour, the screen less its public record: what was drawn unseen."""
    return [[state.screens[p][c] - k for c, k in zip(COLOURS, state.screen_record[p])] for p in range(state.n)]


def assert_record_holds(before, after, action):
    """Every worker that goes behind a screen or comes out in plain sight is on its record, so
    the part drawn unseen is never negative and grows only by a draw from the bag (a use of a
    tile or a boat with that power)."""
    for was, now in zip(before, after):
        assert all(k >= 0 for k in now), (action, now)
        assert all(b >= a for a, b in zip(was, now)), (action, was, now)
        if now != was:
            assert type(action).__name__ in ("Use", "BoatChoice"), (action, was, now)


def wrong_actions(state, player, chooser):
    """Plausible actions that are usually illegal: the wrong player, colours, counts, places."""
    other = (player + 1) % state.n
    tiles = list(state.auction) + [t for t, _ in state.order_tiles] + list(state.placed)
    tile = chooser.choice(tiles) if tiles else "woodcutter"
    yield Pass(other) if other not in to_move(state) else Pass(player)
    yield Bid(player, tile, (("green", 9),))
    yield Use(player, tile, (("blue", 7),))
    yield Move(player, "gold", tile, state.homes[player])
    yield Upgrade(player, tile, ("gold",))
    yield Place(player, tile, 5, 5, 0)


def play_checked(players, seed, check_every=1):
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    n_actions = 0
    while not game.is_over:
        movers = game.to_move
        p = chooser.choice(movers)
        options = game.legal_actions(p)
        assert options, f"no legal action for P{p + 1} in {game.phase}"
        if n_actions % check_every == 0:
            assert_conserved(game.state)
            for wrong in wrong_actions(game.state, p, chooser):
                if wrong in options:
                    continue
                before = game.state.snapshot()
                try:
                    game.apply(wrong)
                except IllegalAction:
                    assert game.state.snapshot() == before
                else:
                    game.undo()
                    assert game.state.snapshot() == before
            sample = chooser.sample(options, min(3, len(options)))
            for action in sample:
                before = game.state.snapshot()
                game.apply(action)
                game.undo()
                assert game.state.snapshot() == before
        action = chooser.choice(options)
        hidden = hidden_parts(game.state)
        game.apply(action)
        assert_record_holds(hidden, hidden_parts(game.state), action)
        n_actions += 1
    assert_conserved(game.state)
    return game, n_actions


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_checked_random_games(players):
    for seed in range(3):
        game, n = play_checked(players, seed=100 * players + seed)
        assert game.season == "over"
        assert n > 20


def test_many_fast_random_games_finish_with_scores():
    """200 complete random games across 2-6 players: no exception, conserved, all scored."""
    for i in range(200):
        players = 2 + i % 5
        game = Game.new(players=players, seed=5000 + i)
        chooser = random.Random(i)
        state, comps = game.state, game.comps
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            options = legal_actions(state, comps, p)
            step(state, comps, chooser.choice(options))
        assert_conserved(state)
        sheets = game.scores()
        assert len(sheets) == players and all(s.total >= 0 for s in sheets)
