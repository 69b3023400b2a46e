"""Gestures to Actions, without a window: what glows, what a drop means, what a click does."""

from keydesk.rules import Bid, BoatChoice, Place, Upgrade, Use
from keydesk.ui import intents
from keydesk.ui.intents import Carry
from keydesk.ui.table.picture import Target
from tests.rules.helpers import finish_season, two_player

BID_WOOD_P1 = Target("bid", tile="woodcutter", player=0)
BID_WOOD_P2 = Target("bid", tile="woodcutter", player=1)
USE_WORKSHOP = Target("use", tile="workshop")


def test_picking_up_screen_workers_starts_at_the_smallest_legal_count():
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    legal = game.legal_actions(0)
    carry, reason = intents.pick_up(game.state, legal, 0, Target("screen", player=0, colour="red"))
    assert reason is None and carry == Carry("workers", 0, colour="red", count=1)
    assert intents.with_count(carry, 9, have=3).count == 3  # P1 has 3 red left
    assert intents.with_count(carry, 0, have=3).count == 1
    # Where only a bid of three would do, the pick-up starts at three.
    assert intents.min_count([Bid(0, "stable", (("red", 3),))], carry, have=3) == 3
    none, reason = intents.pick_up(game.state, legal, 0, Target("screen", player=0, colour="yellow"))
    assert none is None and "no yellow" in reason


def test_two_red_light_only_tiles_that_accept_them_and_drop_to_the_bid():
    game = two_player(actions=["P1 bid woodcutter 1 blue"])  # P2 to move: 3 red, 5 yellow
    legal = game.legal_actions(1)
    carry = Carry("workers", 1, colour="red", count=2)
    targets = [BID_WOOD_P1, BID_WOOD_P2, Target("bid", tile="alehouse", player=1), USE_WORKSHOP]
    lit = intents.lit_targets(targets, legal, carry)
    # The woodcutter is being bid for in blue: red may not go there, nor on P1's side of anything.
    assert lit == {Target("bid", tile="alehouse", player=1), USE_WORKSHOP}
    assert intents.drop_actions(legal, carry, Target("bid", tile="alehouse", player=1)) == [
        Bid(1, "alehouse", (("red", 2),))]
    assert intents.intended(carry, BID_WOOD_P2) == Bid(1, "woodcutter", (("red", 2),))
    assert intents.wrong_side(carry, BID_WOOD_P1)


def test_a_tile_with_a_choice_offers_each_legal_choice():
    game = two_player()
    carry = Carry("workers", 0, colour="blue", count=1)
    actions = intents.drop_actions(game.legal_actions(0), carry, USE_WORKSHOP)
    assert {a.choice for a in actions} == {"iron", "stone", "wood"}
    assert all(isinstance(a, Use) for a in actions)
    assert sorted(intents.choice_label(a) for a in actions) == ["take 1 iron", "take 1 stone", "take 1 wood"]


def test_an_outbid_group_moves_as_one_and_can_take_more_from_the_screen():
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    legal = game.legal_actions(0)
    carry, _ = intents.pick_up(game.state, legal, 0, Target("group", tile="woodcutter", player=0))
    assert carry.sources == ("woodcutter",) and carry.arriving == 1 and carry.count == 0
    alehouse = Target("bid", tile="alehouse", player=0)
    assert intents.drop_actions(legal, carry, alehouse) == [Bid(0, "alehouse", (("red", 1),), ("woodcutter",))]
    more = intents.with_count(carry, 2, have=3)
    assert intents.drop_actions(legal, more, alehouse) == [Bid(0, "alehouse", (("red", 3),), ("woodcutter",))]


def test_placing_turns_only_through_the_legal_rotations_of_the_hex():
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 pass", "P1 pass"])
    while game.phase != "place":
        game.apply(game.legal_actions()[0])
    legal = game.legal_actions(0)
    spots = {(a.q, a.r) for a in legal if isinstance(a, Place)}
    q, r = next(s for s in sorted(spots) if len(intents.rotations(legal, "woodcutter", *s)) > 1)
    rots = intents.rotations(legal, "woodcutter", q, r)
    hex_target = Target("hex", player=0, q=q, r=r)
    carry = Carry("tile", 0, tile="woodcutter", rot=rots[0])
    turned = intents.next_rotation(legal, carry, hex_target)
    assert turned == rots[1]
    assert intents.drop_actions(legal, Carry("tile", 0, tile="woodcutter", rot=turned), hex_target) == [
        Place(0, "woodcutter", q, r, turned)]
    assert intents.accepts(legal, carry, hex_target)
    assert not intents.accepts(legal, carry, Target("hex", player=1, q=q, r=r + 40))


def test_clicks_choose_boats_and_upgrades():
    game = two_player(actions=["P1 pass", "P2 pass"])
    legal = game.legal_actions()
    boat = next(a for a in legal if isinstance(a, BoatChoice))
    assert intents.click_actions(legal, boat.player, Target("boat", tile=boat.boat)) == [boat]
    finish_season(game)
    upgrade = Upgrade(0, "home_1", None)
    assert intents.choice_label(upgrade) == "flip it"
    assert intents.choice_label(Upgrade(0, "home_1", ("stone", "wood"))) == "pay stone, wood"
