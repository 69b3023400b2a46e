"""The playout's aimed bids: players contest the tiles worth most to them (keydesk/ai/bots/playout.py).

Each position is written by hand: a winter auction with the Keythedral (12 points to anyone)
and the Key market (2 points a green worker), and what each player holds.  P2 holds the purple
start-player marker, which scores for nobody until someone wins winter's start-player tile
(ruling R9), so it adds nothing to the Key market's worth.
"""

import random

from keydesk.ai.bots.playout import PLAYOUT, aimed_bid, playout, tile_aims
from keydesk.rules import Game
from keydesk.rules.actions import Bid
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.state import BidEntry


def winter(p1_workers, keythedral_bids=None, p2_workers=None):
    doc = {
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": "winter", "phase": "actions", "start_player": "P2", "turn": "P1",
        "villages": {"P1": [{"tile": "home_1", "at": [0, 0]}], "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "auction": [{"tile": "keythedral", "bids": keythedral_bids or {}}, {"tile": "key_market"}],
        "screens": {"P1": {"workers": p1_workers}, "P2": {"workers": p2_workers or {"yellow": 3}}},
    }
    return Game.from_position(doc)


def test_a_winter_tile_is_worth_what_it_adds_to_the_bidders_village():
    game = winter({"blue": 4, "green": 2})
    aims = tile_aims(game.state, game.comps)
    assert aims[0] == {"keythedral": 12, "key_market": 4}  # two green workers behind P1's screen
    assert aims[1]["keythedral"] == 12


def test_an_outbid_player_raises_on_the_tile_it_values_in_the_standing_colour():
    game = winter({"blue": 4, "red": 1}, keythedral_bids={"P2": "2 blue"})
    aims = tile_aims(game.state, game.comps)
    bid = aimed_bid(game.state, game.comps, 0, game.state.screens[0], aims[0])
    assert bid == Bid(0, "keythedral", (("blue", 3),))


def test_no_bid_where_the_standing_colour_cannot_outbid_or_the_tile_is_worth_nothing():
    game = winter({"blue": 2, "red": 5}, keythedral_bids={"P2": "2 blue"})
    aims = tile_aims(game.state, game.comps)
    assert aims[0]["key_market"] == 0
    assert aimed_bid(game.state, game.comps, 0, game.state.screens[0], aims[0]) is None


def test_a_tile_the_player_is_winning_is_left_alone():
    game = winter({"blue": 4}, keythedral_bids={"P1": "1 blue"}, p2_workers={"yellow": 3, "green": 1})
    aims = tile_aims(game.state, game.comps)
    assert aims[1]["key_market"] == 2  # P2's one green worker, not the purple marker as well
    assert aimed_bid(game.state, game.comps, 0, game.state.screens[0], aims[0]) is None
    rival = aimed_bid(game.state, game.comps, 1, game.state.screens[1], aims[1])
    # P2 holds no blue and the Keythedral is locked blue: it goes for the Key market instead
    assert rival == Bid(1, "key_market", (("yellow", 1),))


def test_equal_nets_go_to_the_tile_first_on_auction_in_whatever_order_the_aims_come(monkeypatch):
    """The Keythedral (first on auction) needs one worker, the Key market two: at half a point
    a worker, aims of 9.5 and 10 net the same 9.0, and the Keythedral is bid on."""
    monkeypatch.setitem(PLAYOUT["bid_cost"], "winter", 0.5)
    game = winter({"yellow": 3})
    game.state.bids["key_market"] = (None, BidEntry("yellow", 1))
    for aims in ({"keythedral": 9.5, "key_market": 10.0}, {"key_market": 10.0, "keythedral": 9.5}):
        bid = aimed_bid(game.state, game.comps, 0, game.state.screens[0], aims)
        assert bid == Bid(0, "keythedral", (("yellow", 1),))


def autumn_game(seed: int):
    """A 2-player game played at random into the autumn actions."""
    game = Game.new(players=2, seed=seed)
    state, comps, chooser = game.state, game.comps, random.Random(seed)
    while not (state.season == "autumn" and state.phase == "actions"):
        p = chooser.choice(to_move(state))
        step(state, comps, chooser.choice(legal_actions(state, comps, p)))
    return game


def test_a_playout_stops_where_its_season_ends_and_winter_ends_the_game():
    game = autumn_game(41)
    state = game.state.clone()
    never = 0.0  # a clock that never reaches the deadline
    assert playout(state, game.comps, random.Random(1), 400, 1.0, lambda: never)
    assert state.season == "winter" and state.phase == "winter_select"
    assert playout(state, game.comps, random.Random(1), 400, 1.0, lambda: never)
    assert state.phase == "over"
    # The players offered winter tiles and bid for them: some now stand in the villages.
    won = [t for p in range(2) for t, _, _, _ in state.village_tiles(p) if game.comps.tiles[t].season == "winter"]
    assert won


def test_an_aimed_bid_is_always_legal():
    """aimed_bid does not ask check_bid: on states from random 2-6 player games, whatever the
    aims, each bid it makes is one legal_actions lists."""
    made = 0
    for players in range(2, 7):
        game = Game.new(players=players, seed=70 + players)
        state, comps, chooser = game.state, game.comps, random.Random(players)
        while state.phase != "over":
            p = chooser.choice(to_move(state))
            legal = legal_actions(state, comps, p)
            if state.phase == "actions" and not state.pending:
                shuffled = {t: chooser.uniform(0, 12) for t in chooser.sample(state.auction, len(state.auction))}
                for aims in (tile_aims(state, comps)[p], shuffled):
                    bid = aimed_bid(state, comps, p, state.screens[p], aims)
                    if bid is not None:
                        assert bid in legal, bid
                        made += 1
            step(state, comps, chooser.choice(legal))
    assert made > 100


def spring(quarryman_use=None):
    quarryman = {"tile": "quarryman"}
    if quarryman_use:
        quarryman["use"] = quarryman_use
    doc = {
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": "spring", "phase": "actions", "start_player": "P1", "turn": "P2",
        "villages": {"P1": [{"tile": "home_1", "at": [0, 0]}], "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "auction": [{"tile": "woodcutter"}, quarryman], "turn_order": [{"tile": "turn_order_1"}],
        "screens": {"P1": {"workers": {"red": 4}}, "P2": {"workers": {"yellow": 4}}},
    }
    return Game.from_position(doc)


def test_workers_standing_on_a_tile_on_offer_draw_a_rival_to_it():
    """The Woodcutter and the Quarryman are worth the same and the first on auction is bid on,
    until two workers stand on the Quarryman: whoever wins it takes them too."""
    game = spring()
    aims = tile_aims(game.state, game.comps)
    assert aims[1]["woodcutter"] == aims[1]["quarryman"]
    assert aimed_bid(game.state, game.comps, 1, game.state.screens[1], aims[1]) == Bid(1, "woodcutter", (("yellow", 1),))
    used = spring({"colour": "yellow", "last": 1, "workers": {"yellow": 2}})
    aims = tile_aims(used.state, used.comps)
    bid = aimed_bid(used.state, used.comps, 1, used.state.screens[1], aims[1])
    assert bid == Bid(1, "quarryman", (("yellow", 1),))
    assert PLAYOUT["bid_cost"]["summer"] > 0  # the workers' worth: a bid's cost a season on
