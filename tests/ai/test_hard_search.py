"""Hard's search is paired: every candidate still in contention is played in the same guessed
world, and the weaker half is dropped phase by phase, the budget spread over the halvings."""

import math
import random

from keydesk.ai.bots import hard
from keydesk.rules.actions import Pass
from keydesk.ai.bots.candidates import shortlist
from keydesk.ai.bots.hard import HardBot, _Arm

from .helpers import random_position


def busy_spring():
    seed = 900
    while True:
        game = random_position(2, seed=seed, actions=3)
        if game.phase == "actions" and len(game.legal_actions(game.to_move[0])) > 20:
            return game
        seed += 1


def test_candidates_share_each_deal_and_the_field_halves(monkeypatch):
    deals = []
    real = hard.determinize

    def counting(view, comps, rng):
        deals.append(1)
        return real(view, comps, rng)

    monkeypatch.setattr(hard, "determinize", counting)
    game = busy_spring()
    p = game.to_move[0]
    legal = game.legal_actions(p)
    bot = HardBot(budget=3600, simulations=120)
    ranked = bot.ranked(game.view(p), legal, random.Random(1))
    rounds = len(deals) - 1  # the first deal ranks the candidates one step ahead
    searched = hard.ARMS
    assert bot.last_simulations == 120  # the whole budget is spent, none beyond it
    assert rounds >= math.ceil(math.log2(searched))  # at least one round before each halving
    # Each deal served several candidates, and later rounds fewer than the first ones.
    assert bot.last_simulations > 2 * rounds
    assert bot.last_simulations < searched * rounds / 2
    assert ranked[0][0] in legal


def test_a_simulation_cap_is_kept_exactly():
    game = busy_spring()
    p = game.to_move[0]
    bot = HardBot(budget=3600, simulations=15)
    bot.choose(game.view(p), game.legal_actions(p), random.Random(2))
    assert bot.last_simulations == 15


def test_passing_is_searched_only_among_the_best_one_step_moves(monkeypatch):
    """The playouts never let a rival pass while it holds workers, so they overrate passing;
    a Pass the one-step ranking puts below the best ARMS moves is not searched."""
    stepped = []
    real = hard.step

    def recording(state, comps, action):
        stepped.append(action)
        return real(state, comps, action)

    monkeypatch.setattr(hard, "step", recording)
    game = busy_spring()
    p = game.to_move[0]
    bot = HardBot(budget=3600, simulations=60)
    ranked = [a for a, _ in bot.ranked(game.view(p), game.legal_actions(p), random.Random(3))]
    assert ranked.index(Pass(p)) >= hard.ARMS  # one step ranks passing low in a busy spring
    assert len({repr(a) for a in stepped}) == hard.ARMS
    assert Pass(p) not in stepped


class _Clock:
    """Time stands still until the first arm's playout ends, then the deadline has passed."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_round_cut_short_by_the_deadline_is_thrown_away(monkeypatch):
    """The leader is played first in a round; counting its sample when the deadline stops the
    round before its rival's would decide on a world the rival never saw.  Here that sample
    would lift the second-best arm over the best one."""
    clock = _Clock()
    real = hard.playout

    def first_playout_runs_out_the_clock(state, comps, rng, horizon, deadline, clock_):
        done = real(state, comps, rng, horizon, math.inf, clock_)
        clock.now = 10.0
        return done

    monkeypatch.setattr(hard, "playout", first_playout_runs_out_the_clock)
    game = busy_spring()
    p = game.to_move[0]
    options = shortlist(game.legal_actions(p))
    second, best = _Arm(options[0], 1.0), _Arm(options[1], 2.0)
    bot = HardBot(budget=5.0, clock=clock, objective=lambda *args, **kwargs: 50.0)
    assert not bot._round(game.view(p), p, [second, best], random.Random(4), {}, 5.0)
    assert (second.visits, second.total, best.visits, best.total) == (1, 1.0, 1, 2.0)
    assert bot.last_simulations == 0
