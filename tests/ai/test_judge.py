"""The judge: the hint and the review rank a position the same way, every time they are asked."""

import random

from keydesk.ai import suggest
from keydesk.ai.judge import NOISE, rank, seed_of
from keydesk.ai.medium import MediumBot
from keydesk.ai.review import review_game
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, to_move

from .helpers import random_position

SIMS = 20  # a small judge: the same rules, quick and repeatable


def test_the_seed_comes_from_the_position_not_from_who_asks_or_when():
    game = random_position(2, 4, actions=6)
    p = to_move(game.state)[0]
    assert seed_of(game.view(p)) == seed_of(game.state.clone().masked(p))
    assert seed_of(game.view(p)) != seed_of(game.view(1 - p))  # another view, another sample
    later = random_position(2, 4, actions=7)
    assert seed_of(later.view(p)) != seed_of(game.view(p))


def test_a_hint_asked_twice_gives_the_same_three_moves_in_the_same_order_sorted_by_value():
    for phase in ("actions", "winter_select", "place"):
        game = random_position(2, 9, actions=3, phase=phase)
        p = to_move(game.state)[0]
        legal = legal_actions(game.state, game.comps, p)
        first = suggest(game.view(p), legal, n=3, simulations=SIMS)
        again = suggest(game.view(p), list(legal), n=3, simulations=SIMS)
        assert [(t.action, t.value) for t in first] == [(t.action, t.value) for t in again]
        assert len(first) == min(3, len(legal))
        values = [t.value for t in first]
        assert values == sorted(values, reverse=True), phase


def test_the_judges_ranking_lists_only_weighed_moves_in_order_of_value_and_keeps_the_move_asked_about():
    game = random_position(2, 5, actions=2)
    p = to_move(game.state)[0]
    legal = legal_actions(game.state, game.comps, p)
    plain = rank(game.view(p), legal, simulations=SIMS)
    values = [v for _, v in plain]
    assert values == sorted(values, reverse=True) and len(plain) < len(legal)
    outsider = next(a for a in reversed(legal) if a not in dict(plain))
    asked = rank(game.view(p), legal, also=(outsider,), simulations=SIMS)
    assert outsider in dict(asked)


def test_a_player_who_follows_the_hint_is_not_reviewed_as_making_mistakes():
    """P1 plays the hint's first move at every decision against Medium; the review (the same
    judge, the same budget) flags nothing above 1 point and at most 3 in all."""
    game = Game.new(players=2, seed=21, names=["Ann", "Bob"])
    medium, rng = MediumBot(), random.Random(21)
    while not game.is_over:
        for p in game.to_move:
            legal = game.legal_actions(p)
            if p == 0:
                action = suggest(game.view(0), legal, n=1, simulations=SIMS)[0].action
            else:
                action = medium.choose(game.view(1), legal, rng)
            game.apply(action)
    decisions = review_game(game, 0, simulations=SIMS)
    assert len(decisions) > 30
    assert max(d.loss for d in decisions) <= 1.0 and sum(d.loss for d in decisions) <= 3.0
    assert all(d.loss == 0 or d.loss > NOISE for d in decisions)
