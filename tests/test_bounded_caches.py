"""Every long-lived cache of the rules and the bots has a bound (docs/architecture.md lists
them, with who empties each): driven past it with as many different questions as a long
evening could ask, each holds no more than its bound.  A cache that grew with every new
question would grow all evening."""

from keydesk.ai.bots import playout
from keydesk.ai.bots.memo import Memo
from keydesk.rules import Game, hexgrid, shared_actions
from keydesk.rules.components import load_components
from keydesk.rules.state import BidEntry


def test_the_neighbours_of_every_hex_asked_of_are_kept_ten_thousand_at_most():
    for q in range(10_050):
        hexgrid.frontier({(q, -q): None})
    assert 0 < len(hexgrid._AROUND) <= 10_001


def test_what_a_tiles_bids_say_of_their_lead_is_kept_twenty_thousand_at_most():
    game = Game.new(players=2, seed=1)
    state, comps = game.state, game.comps
    tile = state.auction[0]
    for count in range(1, 20_050):
        state.bids[tile] = (BidEntry("red", count), None)  # a different standing bid each time
        playout.aimed_bid(state, comps, 1, state.screens[1], {tile: 1000.0})
    assert 0 < len(playout._LEADS) <= 20_001


def test_the_shared_actions_are_kept_up_to_their_limit(monkeypatch):
    monkeypatch.setattr(shared_actions, "LIMIT", 50)
    tiles = list(load_components().tiles)[:40]
    for player in range(6):
        for tile in tiles:
            shared_actions.bid(player, tile, "red", 1)
            shared_actions.move(player, "wood", tile, tiles[0])
            shared_actions.upgrade(player, tile, ("wood",))
    assert [len(shared_actions._ROWS) <= 51, len(shared_actions._MOVES) <= 51,
            len(shared_actions._UPGRADES) <= 51] == [True, True, True]


def test_a_bots_memo_table_starts_again_when_full():
    """The bots' memo tables (keydesk/ai/bots/memo.py: plans, road distances, village facts...)."""
    comps = load_components()
    memo = Memo(limit=50)
    for key in range(500):
        memo.table(comps)[key] = key
    assert 0 < len(memo) <= 51


def test_the_scorers_tiles_tried_apart_are_kept_ten_thousand_at_most():
    from keydesk.rules.scoring import sheet

    for loose in range(10_050):
        sheet._apart_tile("scribes", loose)  # a tile tried apart after more and more others
    assert 0 < len(sheet._APART) <= 10_001
    assert sheet._apart_tile("scribes", 3) is sheet._apart_tile("scribes", 3)  # kept, not built again
