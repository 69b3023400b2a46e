"""The judge: the hint and the review rank a position the same way, every time they are asked."""

import random

import pytest

from keydesk.ai import suggest

from keydesk.ai.teaching import review
from keydesk.ai.bots.easy import EasyBot
from keydesk.ai.bots import placement
from keydesk.ai.teaching.judge import compare, lead, rank, searched, seed_of
from keydesk.ai.bots.medium import MediumBot
from keydesk.ai.teaching.review import review_game
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, to_move
from keydesk.rules.timeline import states_of

from .helpers import random_position

SIMS = 20  # a small judge: the same rules, quick and repeatable
TINY = 6  # smaller still, for the whole games reviewed move by move


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


def test_the_judges_ranking_lists_only_weighed_moves_in_order_of_value():
    game = random_position(2, 5, actions=2)
    p = to_move(game.state)[0]
    legal = legal_actions(game.state, game.comps, p)
    plain = rank(game.view(p), legal, simulations=SIMS)
    values = [v for _, v in plain]
    assert values == sorted(values, reverse=True) and 1 < len(plain) < len(legal)
    assert all(a in legal for a, _ in plain)


def test_the_lead_of_a_searched_move_is_the_searchs_own_value_or_the_firsts_less_the_check():
    game = random_position(2, 5, actions=2)
    p = to_move(game.state)[0]
    view, legal = game.view(p), legal_actions(game.state, game.comps, p)
    ranked = rank(view, legal, simulations=SIMS)
    assert searched(legal, ranked)
    for action, value in ranked:
        assert lead(view, legal, action, ranked) == value
    outsider = next(a for a in legal if a not in dict(ranked))
    loss = compare(view, ranked[0][0], outsider, rounds=8)
    assert lead(view, legal, outsider, ranked, loss) == ranked[0][1] - loss


def test_the_lead_of_a_placement_is_simulated_not_read_from_the_one_step_ranking(monkeypatch):
    """Placements are ranked one step ahead by the evaluation, another unit than the search's
    points at the end; the lead plays the placement on in guessed worlds instead, so whatever
    the one-step values say, the lead is the same, and asked again it is the same."""
    game = random_position(2, 9, actions=3, phase="place")
    p = to_move(game.state)[0]
    view, legal = game.view(p), legal_actions(game.state, game.comps, p)
    ranked = rank(view, legal)
    assert not searched(legal, ranked)
    played = ranked[-1][0]
    first = lead(view, legal, played, ranked, rounds=8)
    assert first == lead(view, legal, played, ranked, rounds=8)
    monkeypatch.setattr(placement, "relative_value", lambda *args: 1000.0)
    skewed = rank(view, legal)
    assert {v for _, v in skewed} == {1000.0}
    assert lead(view, legal, played, skewed, rounds=8) == first != 1000.0


def play_against(players: int, seed: int, chooser, rivals=MediumBot):
    """A whole game: P1 chooses with `chooser(game, legal, rng)`, the others are `rivals`."""
    game = Game.new(players=players, seed=seed)
    rival, rng = rivals(), random.Random(seed)
    while not game.is_over:
        for p in game.to_move:
            legal = game.legal_actions(p)
            game.apply(chooser(game, legal, rng) if p == 0 else rival.choose(game.view(p), legal, rng))
    return game


@pytest.mark.parametrize("players, seed", [(2, 31), (2, 32), (3, 33)])
def test_the_reviews_preferred_move_is_the_hints_first_move_at_every_position_of_a_whole_game(
        players, seed, monkeypatch):
    """P1 is Easy (and so are its rivals, to be quick), so its moves are often not on the hint's
    list at all; wherever it moved, the review's preferred move is the hint's first one (one
    search, asked the same way), and the played move is valued apart (by a short check here:
    its precision is not what is tested)."""
    monkeypatch.setattr(review, "MIN_ROUNDS", 2)
    easy = EasyBot()
    game = play_against(players, seed, lambda g, legal, rng: easy.choose(g.view(0), legal, rng), rivals=EasyBot)
    states = states_of(game)
    decisions = review_game(game, 0, simulations=TINY)
    assert len(decisions) > 20
    outside = 0
    for d in decisions:
        view, legal = states[d.index].masked(0), legal_actions(states[d.index], game.comps, 0)
        hint = suggest(view, legal, n=3, simulations=TINY)
        assert d.preferred == hint[0].action, d.number
        assert d.best in (d.played, d.preferred) and (d.loss == 0) == (d.best == d.played)
        outside += d.played not in [t.action for t in hint]
    assert outside > 10  # the played move was off the hint's list at many of them


def test_a_player_who_follows_the_hint_is_not_reviewed_as_making_mistakes():
    """P1 plays the hint's first move at every decision against Medium; the review (the same
    search, the same budget) finds it the judge's own choice every time: nothing given away."""
    game = play_against(2, 21, lambda g, legal, rng: suggest(g.view(0), legal, n=1, simulations=SIMS)[0].action)
    decisions = review_game(game, 0, simulations=SIMS)
    assert len(decisions) > 30
    assert all(d.agreed and d.loss == 0 and d.preferred == d.played for d in decisions)
