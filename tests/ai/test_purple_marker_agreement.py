"""The bots count the purple marker as the rules score it (ruling R9).

Only the winner of the winter start-player tile may declare the marker; when nobody won it the
marker still passes left, and its holder scores nothing for it.  The evaluation and the learned
features once credited the holder, so a bot could value a point the final scorer never gives.
Over 200 random games of 2-6 players the evaluation's exact village score must equal every
player's final score, and the features' public score the same village scored with no worker or
skill.
"""

import random

from keydesk.ai.evaluation.evaluate import village_score
from keydesk.ai.evaluation.features import PublicSides
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.scoring.purple_marker import marker_declarer
from keydesk.rules.scoring.sheet import PlacedTile, score_total


def _random_finished_game(players: int, seed: int) -> Game:
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    state, comps = game.state, game.comps
    while state.phase != "over":
        p = chooser.choice(to_move(state))
        step(state, comps, chooser.choice(legal_actions(state, comps, p)))
    return game


def _public_total(game, player: int) -> int:
    s = game.state
    tiles = [PlacedTile(t, pos, rot, flipped, s.resources_on(t)) for t, pos, rot, flipped in s.village_tiles(player)]
    return score_total(tiles, {}, {}, marker_declarer(s, game.comps) == player, game.comps)


def test_the_evaluation_scores_every_finished_village_as_the_rules_do():
    held_but_not_declared = 0
    for i in range(200):
        game = _random_finished_game(2 + i % 5, 7100 + i)
        state, comps = game.state, game.comps
        declarer = marker_declarer(state, comps)
        if declarer != state.purple:
            held_but_not_declared += 1
        public = PublicSides(state, comps).public
        for p, sheet in enumerate(game.scores()):
            assert village_score(state, comps, p) == sheet.total, (i, p)
            assert public[p] == _public_total(game, p), (i, p)
    # The marker's holder and its declarer part ways often enough that a bot crediting the
    # holder would be caught here.
    assert held_but_not_declared >= 10
