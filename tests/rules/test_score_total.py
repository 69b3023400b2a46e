"""`score_total` (the bots' fast total) equals `score_player(...).total` on real game states.

The hand-built villages and the brute-force comparison in test_scoring.py check both functions
through its `score` helper; here the villages come from seeded random games of 2-6 players,
every few actions from spring to the end, each scored with and without the purple marker and
with the tiles waiting to be placed standing apart (as the bots' evaluation and the live score
count them).
"""

import random

import pytest

from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.scoring.sheet import PlacedTile, score_player, score_total


def _villages(state, player):
    tiles = [PlacedTile(t, pos, rot, flipped, state.resources_on(t))
             for t, pos, rot, flipped in state.village_tiles(player)]
    loose = [PlacedTile(t, (100 + 2 * i, 100)) for i, t in enumerate(state.to_place[player])]
    return tiles, tiles + loose


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_score_total_equals_the_sheet_total_through_whole_games(players):
    compared = 0
    for seed in range(3):
        game = Game.new(players=players, seed=100 + seed)
        state, comps = game.state, game.comps
        chooser = random.Random(seed)
        ticks = 0
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            step(state, comps, chooser.choice(legal_actions(state, comps, p)))
            ticks += 1
            if ticks % 7 and state.phase != "over":
                continue
            for q in range(players):
                for tiles in _villages(state, q):
                    for purple in (False, True):
                        sheet = score_player(tiles, state.screens[q], state.skills[q], purple, comps)
                        assert score_total(tiles, state.screens[q], state.skills[q], purple, comps) == sheet.total
                        compared += 1
    assert compared > 100 * players


def test_score_total_reads_the_shipped_components_when_none_are_given():
    game = Game.new(players=3, seed=4)
    tiles, _ = _villages(game.state, 1)
    screen, skills = {"red": 2, "yellow": 1}, {"anvil": 1}
    assert score_total(tiles, screen, skills, True) == score_total(tiles, screen, skills, True, game.comps) == \
        score_player(tiles, screen, skills, True, game.comps).total
