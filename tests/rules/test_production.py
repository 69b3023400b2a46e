"""Rulebook, Production and Village tiles - detail: using tiles, limits, and each effect."""

from keydesk.rules import Game
from tests.rules.helpers import refused, screen, two_player


def test_resources_from_a_tile_on_offer_go_to_the_home_tile():
    g = two_player()
    g.play("P1 use woodcutter 1 red")
    assert g.state.resources_on("home_1")["wood"] == 2
    assert g.state.supply["wood"] == 22
    assert screen(g, 0) == {"red": 3, "blue": 4}


def test_next_use_needs_more_workers_of_the_same_colour():
    g = two_player()
    g.play("P1 use woodcutter 1 red")
    refused(g, "P2 use woodcutter 1 red", "was last used with 1 worker: the next use needs at least 2")
    refused(g, "P2 use woodcutter 2 yellow", "workers using it must be red")
    g.play("P2 use woodcutter 2 red")
    assert g.state.resources_on("home_2")["wood"] == 2
    assert g.state.uses["woodcutter"].total == 3


def test_at_most_six_workers_on_a_tile():
    g = two_player(screens={"P1": {"workers": {"red": 8}}, "P2": {"workers": {"red": 8}}})
    g.play("P1 use woodcutter 2 red")
    g.play("P2 use woodcutter 3 red")
    refused(g, "P1 use woodcutter 4 red", "At most 6 workers may be on a tile in a season")


def test_bid_colour_binds_uses_and_use_colour_binds_bids():
    g = two_player()
    g.play("P1 bid woodcutter 1 blue")
    refused(g, "P2 use woodcutter 1 red", "Blue workers are already on or around the Woodcutter")
    g.play("P2 use alehouse 1 yellow")
    refused(g, "P1 bid alehouse 1 red", "Yellow workers are already on the Alehouse")


def test_alehouse_draws_a_worker_from_the_bag():
    g = two_player()
    bag = sum(g.state.bag.values())
    g.play("P1 use alehouse 1 red")
    assert sum(g.state.bag.values()) == bag - 1
    assert sum(screen(g, 0).values()) == 8  # 8 - 1 placed + 1 drawn


def test_workshop_needs_a_choice_and_gives_it():
    g = two_player()
    refused(g, "P1 use workshop 1 red", "choose one of")
    g.play("P1 use workshop 1 red take stone")
    assert g.state.resources_on("home_1") == {"gold": 0, "iron": 0, "stone": 1, "wood": 0}


def test_miner_front():
    g = two_player()
    g.play("P1 use miner 1 blue")
    assert g.state.resources_on("home_1")["iron"] == 2


def test_shortage_gives_what_is_there():
    g = two_player()
    g.state.supply["wood"] = 1  # as if the supply had run down
    g.play("P1 use woodcutter 1 red")
    assert g.state.resources_on("home_1")["wood"] == 1
    assert g.state.supply["wood"] == 0


def test_home_tile_use_opens_transport_and_done_ends_the_turn():
    g = two_player()
    g.play("P1 use home_1 1 blue")
    assert g.state.pending.capacity == 2 and g.state.pending.upgrades == 1
    assert g.to_move == [0]
    refused(g, "P1 pass", "Finish this transport first")
    g.play("P1 done")
    assert g.state.pending is None and g.to_move == [1]


def test_using_another_players_home_transports_in_your_own_village():
    g = two_player()
    g.play("P1 use home_2 1 blue")
    assert g.state.pending.player == 0
    g.play("P1 done")


def test_peddler_puts_a_yellow_in_the_bag_for_a_green():
    g = Game.from_scenario({
        "players": 2, "seed": 3, "homes": {"P1": "home_1", "P2": "home_2"},
        "screens": {"P1": {"workers": {"red": 2, "yellow": 2}}, "P2": {"workers": {"red": 8}}},
        "auction": ["peddler", "alehouse", "keywood", "stable", "workshop", "miner"],
    })
    bag_yellow = g.state.bag["yellow"]
    g.play("P1 use peddler 1 red")
    assert screen(g, 0) == {"red": 1, "yellow": 1, "green": 1}
    assert g.state.bag["yellow"] == bag_yellow + 1
    assert g.state.greens == 19
    refused(g, "P2 use peddler 2 red", "needs one more yellow worker")
