"""The move generator's shared actions are the very actions their classes' __init__ builds."""

import dataclasses

import pytest

from keydesk.rules import shared_actions
from keydesk.rules.actions import Bid, Move, Place, Upgrade, Use, format_action

CASES = [
    (Bid, {"player": 1, "tile": "woodcutter", "workers": (("red", 2),), "sources": ("keywood",)}),
    (Use, {"player": 0, "tile": "workshop", "workers": (("blue", 1),), "sources": (), "choice": "stone"}),
    (Place, {"player": 2, "tile": "mason", "q": 1, "r": -1, "rot": 5}),
    (Move, {"player": 3, "resource": "wood", "source": "keywood", "target": "home_4"}),
    (Upgrade, {"player": 1, "tile": "mason", "pay": ("gold", "stone")}),
]


@pytest.mark.parametrize("cls, fields", CASES, ids=lambda c: getattr(c, "__name__", ""))
def test_built_is_what_init_builds(cls, fields):
    made, fast = cls(**fields), shared_actions.built(cls, dict(fields))
    assert type(fast) is cls
    assert fast == made and hash(fast) == hash(made) and repr(fast) == repr(made)
    assert list(vars(fast).items()) == list(vars(made).items())
    assert [f.name for f in dataclasses.fields(cls)] == list(fields)  # built is given every field
    assert not hasattr(cls, "__post_init__")  # nothing of __init__'s is skipped
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.player = 5


def test_the_rows_hold_the_actions_init_builds():
    assert shared_actions.bids(0, "woodcutter", "red", (), 2, 4) == [
        Bid(0, "woodcutter", (("red", k),)) for k in (2, 3, 4)]
    assert shared_actions.uses(1, "workshop", "blue", ("keywood",), "saw", 1, 2) == [
        Use(1, "workshop", (("blue", k),), ("keywood",), "saw") for k in (1, 2)]
    assert shared_actions.places(2, "mason", [(0, -1, (0, 3)), (1, 0, (5,))]) == [
        Place(2, "mason", 0, -1, 0), Place(2, "mason", 0, -1, 3), Place(2, "mason", 1, 0, 5)]
    move = shared_actions.move(0, "stone", "quarry", "home_1")
    assert move == Move(0, "stone", "quarry", "home_1")
    assert format_action(move) == format_action(Move(0, "stone", "quarry", "home_1"))
    assert shared_actions.upgrade(1, "mason", ("iron", "saw")) == Upgrade(1, "mason", ("iron", "saw"))


def test_the_single_getters_give_the_actions_init_builds_and_the_rows_share():
    from keydesk.rules.actions import Done, Pass

    assert shared_actions.bid(0, "woodcutter", "red", 3) == Bid(0, "woodcutter", (("red", 3),))
    assert shared_actions.bid(0, "woodcutter", "red", 3) is shared_actions.bids(0, "woodcutter", "red", (), 3, 3)[0]
    assert shared_actions.use(1, "workshop", "blue", "saw", 2) == Use(1, "workshop", (("blue", 2),), (), "saw")
    assert shared_actions.use(1, "mason", "red", None, 1) == Use(1, "mason", (("red", 1),))
    assert shared_actions.place(2, "mason", 4, -2, 1) == Place(2, "mason", 4, -2, 1)
    assert shared_actions.place(2, "mason", 0, -1, 3) is shared_actions.places(2, "mason", [(0, -1, (3,))])[0]
    assert shared_actions.passing(3) == Pass(3) and shared_actions.done(4) == Done(4)
    assert shared_actions.passing(3) is shared_actions.passing(3)
