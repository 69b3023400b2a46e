"""Bots decide from the view alone: hidden differences never change a decision.

Two full states differ only in what P1 cannot see (colours behind the other screens and in
the bag, a winter hand, the generator); their views must be identical and every level, given
the same seed, must choose the same action from them.
"""

import random

import pytest

from keydesk.ai import make_bot, suggest
from keydesk.ai.bots.determinize import chance_behind, determinize
from keydesk.ai.bots.hard import HardBot, stakes_workers
from keydesk.rules import Game
from keydesk.rules.actions import Done, Use
from keydesk.rules.components import COLOURS
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.rng import Rng

from tests.rules.helpers import two_player
from tests.rules.test_seasons import play_spring

from .helpers import random_position

GUARD = 30  # seconds a search may take: no load reaches it, so the simulation count alone decides


def p1_to_act(players, seed, actions):
    game = random_position(players, seed, actions)
    chooser = random.Random(seed)
    state = game.state
    while not (state.phase == "actions" and to_move(state) == [0] and not state.pending):
        p = chooser.choice(to_move(state))
        step(state, game.comps, chooser.choice(legal_actions(state, game.comps, p)))
    return game


def swap_worker_with_bag(state, player):
    """One worker behind `player`'s screen trades colour with one in the bag."""
    screen = state.screens[player]
    mine = next(c for c in COLOURS if screen[c])
    other = next(c for c in COLOURS if c != mine and state.bag[c])
    screen[mine] -= 1
    screen[other] += 1
    state.bag[other] -= 1
    state.bag[mine] += 1


def hidden_twin(state):
    """A copy of the state that differs from it only in what P1 cannot see."""
    twin = state.clone()
    for q in range(1, twin.n):
        swap_worker_with_bag(twin, q)
    other = twin.winter_box if twin.winter_box else twin.winter_hands[2]  # 4+ players deal every tile
    twin.winter_hands[1][0], other[0] = other[0], twin.winter_hands[1][0]
    twin.winter_box.sort()
    twin.rng = Rng(987654321)
    return twin


def twin_views(game, player: int = 0) -> tuple:
    """(the player's view of the game, the same view of its hidden twin, the legal actions):
    two worlds a bot must not tell apart, checked to differ and to look the same."""
    state = game.state
    twin = hidden_twin(state)
    assert twin.snapshot() != state.snapshot()
    view_a, view_b = state.masked(player), twin.masked(player)
    assert view_a.snapshot() == view_b.snapshot()
    legal = legal_actions(state, game.comps, player)
    assert legal == legal_actions(twin, game.comps, player)
    return view_a, view_b, legal


@pytest.mark.parametrize("players", [2, 4])
def test_same_view_same_choice(players):
    game = p1_to_act(players, seed=40 + players, actions=2)
    view_a, view_b, legal = twin_views(game)
    for make in (lambda: make_bot("easy"), lambda: make_bot("medium"), lambda: make_bot("skilled", GUARD),
                 lambda: HardBot(budget=GUARD, simulations=25)):
        a = make().choose(view_a, legal, random.Random(5))
        b = make().choose(view_b, legal, random.Random(5))
        assert a == b
        assert a in legal
    tips_a = suggest(view_a, legal, n=3, simulations=25)
    tips_b = suggest(view_b, legal, n=3, simulations=25)
    assert [t.action for t in tips_a] == [t.action for t in tips_b]
    assert all(t.action in legal for t in tips_a)


@pytest.mark.parametrize("seed,actions", [(60, 40), (62, 40)])  # autumn, resources to carry
def test_a_transport_is_spent_from_the_view_alone(seed, actions):
    """Mid-transport, Hard ranks each move with the rest carried out by the plan, and before it
    drops uses that would carry nothing: both read the player's own village only."""
    game = p1_to_act(2, seed=seed, actions=actions)
    home = game.state.homes[0]
    use = next(a for a in game.legal_actions(0) if isinstance(a, Use) and a.tile == home)
    view_a, view_b, legal = twin_views(game)
    for make in (lambda: make_bot("skilled", GUARD), lambda: HardBot(budget=GUARD, simulations=25)):
        assert make().choose(view_a, legal, random.Random(6)) == make().choose(view_b, legal, random.Random(6))
    game.apply(use)
    view_a, view_b, legal = twin_views(game)
    assert any(isinstance(a, Done) for a in legal)
    for make in (lambda: make_bot("skilled", GUARD), lambda: HardBot(budget=GUARD, simulations=25)):
        a = make().choose(view_a, legal, random.Random(7))
        assert a == make().choose(view_b, legal, random.Random(7)) and a in legal


@pytest.mark.parametrize("players,actions", [(2, 10), (3, 60), (4, 150), (5, 200), (6, 120)])
def test_determinized_states_are_consistent_with_the_view(players, actions):
    game = random_position(players, seed=70 + players, actions=actions)
    truth = game.state
    view = truth.masked(0)
    rng = random.Random(1)
    for _ in range(3):
        guess = determinize(view, game.comps, rng)
        assert guess.workers_total() == truth.workers_total() == 140
        assert guess.skills_total() == truth.skills_total() == 48
        assert guess.screens[0] == truth.screens[0] and guess.skills[0] == truth.skills[0]
        assert guess.winter_hands[0] == truth.winter_hands[0]
        for q in range(1, players):
            assert sum(guess.screens[q].values()) == sum(truth.screens[q].values())
            for c, seen in zip(COLOURS, view.screen_record[q]):  # what the table saw go in is there
                assert guess.screens[q][c] >= seen
            assert sum(guess.skills[q].values()) == sum(truth.skills[q].values())
            assert len(guess.winter_hands[q]) == len(truth.winter_hands[q])
        assert sum(guess.bag.values()) == sum(truth.bag.values())
        assert len(guess.winter_box) == len(truth.winter_box)
        def unseen(s):
            return sorted([t for hand in s.winter_hands for t in hand] + s.winter_box)

        assert unseen(guess) == unseen(truth)
        for _ in range(20):  # the guess is a playable game
            if guess.phase == "over":
                break
            p = rng.choice(to_move(guess))
            step(guess, game.comps, rng.choice(legal_actions(guess, game.comps, p)))


def test_determinizing_a_full_state_copies_it():
    state = Game.new(players=3, seed=1).state
    assert determinize(state, None, random.Random(0)).snapshot() == state.snapshot()


def test_a_rival_holds_what_the_table_saw_them_take_home():
    """P2 took home a boat's workers and a blue used in her village: every guess of P1's has
    them behind her screen, the rest dealt from the unseen workers."""
    game = two_player()
    play_spring(game)
    game.play(f"P1 boat {game.state.boats[0]}")
    boat = game.state.boats[1]
    game.play(f"P2 boat {boat}")
    seen = dict(zip(COLOURS, game.state.screen_record[1]))
    assert seen["blue"] >= 1 and sum(k for k in seen.values() if k > 0) >= 2
    view = game.view(0)
    rng = random.Random(3)
    for _ in range(40):
        guess = determinize(view, game.comps, rng)
        assert sum(guess.screens[1].values()) == sum(game.state.screens[1].values())
        assert all(guess.screens[1][c] >= k for c, k in seen.items())


@pytest.mark.parametrize("players,actions", [(2, 10), (3, 60), (4, 150)])
def test_the_chance_of_a_rivals_workers_is_the_share_of_the_deals_holding_them(players, actions):
    """chance_behind counts exactly what determinize deals: over 2,000 guesses the share of
    guesses with at least k of a colour behind a rival's screen is within 0.04 of it."""
    game = random_position(players, seed=90 + players, actions=actions)
    view = game.view(0)
    rng = random.Random(5)
    guesses = [determinize(view, game.comps, rng).screens[players - 1] for _ in range(2000)]
    for colour in ("red", "yellow"):
        for k in range(1, 5):
            share = sum(g[colour] >= k for g in guesses) / len(guesses)
            assert abs(chance_behind(view, game.comps, players - 1, colour, k) - share) < 0.04


def test_the_chance_counts_what_the_table_saw_a_rival_take_home():
    game = two_player()
    play_spring(game)
    game.play(f"P1 boat {game.state.boats[0]}")
    game.play(f"P2 boat {game.state.boats[1]}")
    seen = dict(zip(COLOURS, game.state.screen_record[1]))
    view = game.view(0)
    for colour, k in seen.items():
        if k > 0:
            assert chance_behind(view, game.comps, 1, colour, k) == 1.0
    assert chance_behind(view, game.comps, 1, "red", sum(game.state.screens[1].values()) + 1) == 0.0
    assert chance_behind(game.state, game.comps, 1, "red", 1) == float(game.state.screens[1]["red"] >= 1)


def test_the_chance_of_a_raise_and_the_uses_left_out_read_the_view_alone():
    """Hard leaves out a use of a tile it leads by one when the rival may well hold the raise:
    that chance, and so which uses are left out, is the same in two worlds P1 cannot tell apart."""
    game = two_player()
    game.play("P1 bid woodcutter 1 red")
    game.play("P2 bid keywood 1 yellow")
    view_a, view_b, legal = twin_views(game)
    assert game.state.screens[1] != hidden_twin(game.state).screens[1]
    for colour in COLOURS:
        for k in range(1, 6):
            assert chance_behind(view_a, game.comps, 1, colour, k) == chance_behind(view_b, game.comps, 1, colour, k)
    uses = [a for a in legal if isinstance(a, Use) and a.tile in view_a.auction]
    assert uses and [stakes_workers(view_a, game.comps, a, 0) for a in uses] == \
        [stakes_workers(view_b, game.comps, a, 0) for a in uses]
