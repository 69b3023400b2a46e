"""Rulebook, Bidding: colour locks, strictly higher bids, outbid groups, turns and passing."""

from tests.rules.helpers import put_tile, refused, screen, two_player


def test_start_player_is_lowest_home_and_turns_go_clockwise():
    g = two_player(homes={"P1": "home_3", "P2": "home_2"})
    assert g.state.start == 1 and g.to_move == [1]
    g.play("P2 bid woodcutter 1 red")
    assert g.to_move == [0]


def test_bid_takes_workers_from_the_screen():
    g = two_player()
    g.play("P1 bid woodcutter 2 red")
    assert screen(g, 0) == {"red": 2, "blue": 4}
    assert g.state.bid_of("woodcutter", 0).count == 2
    assert g.to_move == [1]


def test_bid_must_follow_the_colour_already_there():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    refused(g, "P2 bid woodcutter 2 yellow", "Red workers are already on the Woodcutter: a bid there must be red.")


def test_bid_must_beat_the_highest_bid():
    g = two_player()
    g.play("P1 bid woodcutter 2 red")
    refused(g, "P2 bid woodcutter 2 red", "The highest bid on the Woodcutter is 2: your bid must total at least 3.")
    g.play("P2 bid woodcutter 3 red")
    assert g.state.winner("woodcutter") == 1


def test_a_bid_is_all_one_colour():
    g = two_player()
    refused(g, "P1 bid woodcutter 1 red 1 blue", "one colour")


def test_adding_to_own_winning_bid():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 pass")
    g.play("P1 bid woodcutter 1 red")
    assert g.state.bid_of("woodcutter", 0).count == 2
    assert screen(g, 0) == {"red": 2, "blue": 4}


def test_outbid_group_moves_whole_with_top_up_and_never_home():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 red")
    g.play("P1 bid alehouse 2 red from woodcutter")  # the outbid red plus one from the screen
    assert g.state.bid_of("woodcutter", 0) is None
    assert g.state.bid_of("alehouse", 0).count == 2
    assert screen(g, 0) == {"red": 2, "blue": 4}


def test_outbid_group_cannot_be_split():
    g = two_player()
    g.play("P1 bid woodcutter 2 red")
    g.play("P2 bid woodcutter 3 red")
    refused(g, "P1 bid alehouse 1 red from woodcutter", "Outbid workers must stay together")


def test_winning_bid_can_never_be_taken_back():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 pass")
    refused(g, "P1 bid alehouse 1 red from woodcutter", "a winning bid can never be taken back")


def test_outbid_groups_join_and_move_as_a_use():
    g = two_player(screens={"P1": {"workers": {"red": 4}}, "P2": {"workers": {"red": 8}}})
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 red")
    g.play("P1 bid keywood 1 red")
    g.play("P2 bid keywood 2 red")
    g.play("P1 use alehouse 2 red from woodcutter keywood")
    usage = g.state.uses["alehouse"]
    assert (usage.colour, usage.last, usage.total) == ("red", 2, 2)
    assert g.state.bid_of("woodcutter", 0) is None and g.state.bid_of("keywood", 0) is None


def test_turn_order_tile_bids():
    g = two_player()
    g.play("P1 bid turn_order_1 1 blue")
    refused(g, "P2 bid turn_order_1 2 yellow", "a bid there must be blue")


def test_not_your_turn_and_unknown_tile():
    g = two_player()
    refused(g, "P2 bid woodcutter 1 red", "It is not P2's turn")
    refused(g, "P1 bid quarryman 1 red", "not up for auction")
    refused(g, "P1 bid woodcutter 5 red", "only 4 red workers")


def test_season_ends_only_when_all_pass_in_succession():
    g = two_player()
    g.play("P1 pass")
    g.play("P2 bid woodcutter 1 red")
    g.play("P1 pass")  # P1 passed before and may act again; this pass starts a new run
    assert g.phase == "actions"
    g.play("P2 pass")
    assert g.phase != "actions"


def test_won_by_lists_the_tiles_each_player_is_the_top_bidder_on():
    """`won_by` is `winner` asked tile by tile (ties go to the first of the highest bids), on
    every state of seeded random games and on a hand-made tie."""
    import random

    from keydesk.rules import Game
    from keydesk.rules.state import BidEntry

    def by_winner(state, p):
        return tuple(t for t in state.bids if state.winner(t) == p)

    winning = 0
    for players in (2, 4, 6):
        game = Game.new(players=players, seed=players)
        chooser = random.Random(players)
        while not game.is_over:
            for p in range(players):
                assert game.state.won_by(p) == by_winner(game.state, p)
                winning += len(game.state.won_by(p))
            game.apply(chooser.choice(game.legal_actions(chooser.choice(game.to_move))))
    assert winning > 100
    state = Game.new(players=4, seed=1).state
    state.bids = {"woodcutter": (BidEntry("red", 2), None, BidEntry("red", 2), BidEntry("red", 3)),
                  "keywood": (None, BidEntry("blue", 2), BidEntry("blue", 2), None)}
    assert [state.won_by(p) for p in range(4)] == [(), ("keywood",), (), ("woodcutter",)]


def test_the_refusals_name_the_tile_and_the_rule_in_full():
    g = two_player()
    refused(g, "P1 bid quarryman 1 red", "The Quarryman is not up for auction this season.")
    assert refused(g, "P1 bid woodcutter 1 red 1 blue", "one colour") == "All the workers in a bid must be one colour."


def test_more_workers_on_ones_own_bid_are_of_its_colour():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid alehouse 1 red")
    refused(g, "P1 bid woodcutter 1 blue", "Your bid on the Woodcutter is red: add red workers to it.")


def test_outbid_workers_cannot_bid_again_on_the_tile_they_were_outbid_on():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 red")
    refused(g, "P1 bid woodcutter 3 red from woodcutter",
            "Outbid workers must move elsewhere, not onto the tile they were outbid on.")


def test_boat_4a_lies_flat_only_against_another_players_standing_bid_and_never_on_green():
    g = two_player(screens={"P1": {"workers": {"red": 4, "green": 2}}, "P2": {"workers": {"red": 3, "yellow": 5}}})
    put_tile(g, 1, "summer_boat_4a", (1, 0), 0)
    g.play("P1 use woodcutter 1 red")  # red workers on the tile, but no bid to counter
    refused(g, "P2 bid woodcutter 2 yellow", "Red workers are already on the Woodcutter: a bid there must be red.")
    g.play("P2 pass")
    g.play("P1 bid alehouse 1 green")
    refused(g, "P2 bid alehouse 2 yellow", "Green workers are already on the Alehouse: a bid there must be green.")
    g.play("P2 bid keywood 1 yellow")
    assert g.state.bid_of("keywood", 1).flat is False
