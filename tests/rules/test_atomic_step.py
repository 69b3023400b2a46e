"""Fuzz: mutated actions sent to `step` on many states from random games are refused with
IllegalAction and leave the state byte-identical (compared as pickles).

Mutations: the wrong player, another colour or purple, counts 0, negative and too many,
unknown tiles, resources and skills, rotations 6 and -1, occupied and far hexes, and moved
groups from nowhere.  A mutant that happens to be a listed legal action is skipped.
"""

import dataclasses
import pickle
import random

import pytest

from keydesk.rules import Bid, Game, IllegalAction, Move, Place, Upgrade, Use, WinterChoice
from keydesk.rules.actions import BoatChoice
from keydesk.rules.domain import check_domain
from keydesk.rules.engine import apply_checked, legal_actions, step, to_move


def mutants(state, action, chooser):
    """Plausible wrong versions of a legal action."""
    swap = dataclasses.replace
    others = [q for q in range(state.n) if q not in to_move(state)]
    for q in others[:1] + [state.n, -1, 7]:
        yield swap(action, player=q)
    if isinstance(action, (Bid, Use)):
        (colour, count), *rest = action.workers
        for c in ("blue", "red", "yellow", "green", "purple", "Red", None):
            if c != colour:
                yield swap(action, workers=((c, count), *rest))
        for k in (0, -1, -3, count + 7, 99, 1.5, "2"):
            yield swap(action, workers=((colour, k), *rest))
        yield swap(action, workers=())
        yield swap(action, workers=((colour, count), (colour, 1)))
        yield swap(action, tile="nowhere")
        yield swap(action, tile=chooser.choice(sorted(state.placed)))
        yield swap(action, sources=action.sources + ("nowhere",))
        yield swap(action, sources=action.sources + (action.tile,))
        if isinstance(action, Use):
            for choice in ("silver", "hammer", "purple", "gold", "saw", "red"):
                yield swap(action, choice=choice)
    elif isinstance(action, Move):
        yield swap(action, resource="silver")
        yield swap(action, resource=None)
        yield swap(action, source="nowhere")
        yield swap(action, target=state.homes[(action.player + 1) % state.n])
        yield swap(action, target=action.source)
    elif isinstance(action, Upgrade):
        yield swap(action, tile="nowhere")
        yield swap(action, pay=("silver",))
        yield swap(action, pay=("hammer", "gold"))
        yield swap(action, pay=(3,))
        yield swap(action, tile=state.homes[(action.player + 1) % state.n])
    elif isinstance(action, Place):
        for rot in (6, -1, 12, "2"):
            yield swap(action, rot=rot)
        occupied = chooser.choice(sorted(state.villages[action.player]))
        yield swap(action, q=occupied[0], r=occupied[1])
        yield swap(action, q=action.q + 40, r=action.r - 40)
        yield swap(action, q=0.5)
        yield swap(action, tile="nowhere")
        yield swap(action, tile=state.homes[action.player])
    elif isinstance(action, BoatChoice):
        yield swap(action, boat="nowhere")
        yield swap(action, boat="woodcutter")
    elif isinstance(action, WinterChoice):
        yield swap(action, tiles=())
        yield swap(action, tiles=action.tiles + ("nowhere",))
        yield swap(action, tiles=action.tiles + action.tiles[:1])
        yield swap(action, tiles="scribes")


def frozen(state) -> bytes:
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_mutated_actions_are_refused_and_change_nothing(players):
    refused = 0
    for seed in (players * 10 + 1, players * 10 + 2):
        game = Game.new(players=players, seed=seed)
        state, comps = game.state, game.comps
        chooser = random.Random(seed)
        moves = 0
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            legal = legal_actions(state, comps, p)
            if moves % 3 == 0:
                before = frozen(state)
                for sample in chooser.sample(legal, min(3, len(legal))):
                    for wrong in mutants(state, sample, chooser):
                        if wrong in legal:
                            continue
                        with pytest.raises(IllegalAction):
                            step(state, comps, wrong)
                        assert frozen(state) == before, f"{wrong!r} changed the state"
                        refused += 1
            step(state, comps, chooser.choice(legal))
            moves += 1
    assert refused > 1000


def _well_formed_by_a_mover(state, comps, action) -> bool:
    try:
        check_domain(state, comps, action)
    except IllegalAction:
        return False
    return action.player in to_move(state)


@pytest.mark.parametrize("players", [2, 4])
def test_apply_checked_skips_only_the_domain_and_turn_checks(players):
    """Bots' playouts apply their actions with `apply_checked`: on a legal action it does what
    `step` does, and a well-formed action by a player to move that breaks a rule is still
    refused with the state unchanged."""
    refused = 0
    game = Game.new(players=players, seed=players + 70)
    state, comps = game.state, game.comps
    chooser = random.Random(players)
    while state.phase != "over":
        p = chooser.choice(to_move(state))
        legal = legal_actions(state, comps, p)
        action = chooser.choice(legal)
        stepped, checked = state.clone(), state.clone()
        step(stepped, comps, action)
        apply_checked(checked, comps, action)
        assert frozen(checked) == frozen(stepped), f"{action!r} applied differently"
        before = frozen(state)
        for wrong in mutants(state, action, chooser):
            if wrong in legal or not _well_formed_by_a_mover(state, comps, wrong):
                continue
            with pytest.raises(IllegalAction):
                apply_checked(state, comps, wrong)
            assert frozen(state) == before, f"{wrong!r} changed the state"
            refused += 1
        step(state, comps, action)
    assert refused > 100


@pytest.mark.parametrize("action, reason", [
    (Use(0, "home_1", (("red", 0),)), "1 or more"),
    (Bid(0, "woodcutter", (("purple", 1),)), "no purple workers"),
    (Bid(0, "woodcutter", (("red", -2),)), "1 or more"),
    (Move(0, "silver", "home_1", "home_1"), "no resource called 'silver'"),
    (Use(0, "alehouse", (("red", 1),), (), "hammer"), "'hammer' is not a resource, skill"),
    (Upgrade(0, "home_1", ("hammer",)), "'hammer' is not a resource or skill"),
    (Bid(0, "castle", (("red", 1),)), "no tile called 'castle'"),
    (Bid(4, "woodcutter", (("red", 1),)), "no player P5"),
])
def test_out_of_domain_actions_are_refused_by_step_and_apply(action, reason):
    from tests.rules.helpers import two_player

    game = two_player()
    before = frozen(game.state)
    for attempt in (lambda: step(game.state, game.comps, action), lambda: game.apply(action)):
        with pytest.raises(IllegalAction, match=reason):
            attempt()
        assert frozen(game.state) == before and game.log == []


@pytest.mark.parametrize("rot", [6, -1])
def test_placement_rotation_outside_0_to_5_is_refused(rot):
    game = Game.new(players=2, seed=3)
    while game.phase != "place":
        game.apply(game.legal_actions(game.to_move[0])[0])
    place = game.legal_actions(game.to_move[0])[0]
    before = frozen(game.state)
    with pytest.raises(IllegalAction, match="rotation is 0 to 5"):
        game.apply(dataclasses.replace(place, rot=rot))
    assert frozen(game.state) == before
