"""The hint's three moves are three different ideas: one bid per tile, one use per tile and
choice, one placement per hex, unless fewer different moves are legal."""


from keydesk.ai import Suggestion, suggest
from keydesk.rules import Bid, Game, Pass, Use
from keydesk.ai.teaching.variety import idea_of, varied
from keydesk.ui.table.hints import HINTS, ask_bots
from tests.fixtures import FIXTURES

SPRING_2P = FIXTURES / "spring-2p.yaml"


def tip(action, value):
    return Suggestion(action, value, "why")


def test_the_same_bid_in_other_colours_or_sizes_counts_once():
    ranked = [tip(Bid(0, "miner", (("blue", 2),)), 1.6), tip(Bid(0, "miner", (("blue", 3),)), 1.2),
              tip(Bid(0, "miner", (("yellow", 2),)), 1.1), tip(Use(0, "home_2", (("blue", 1),)), 0.8),
              tip(Use(0, "home_2", (("yellow", 1),)), 0.8), tip(Pass(0), 0.1)]
    assert varied(ranked, 3) == [ranked[0], ranked[3], ranked[5]]


def test_with_fewer_ideas_than_three_the_best_variants_fill_in_ranked_order():
    ranked = [tip(Bid(0, "miner", (("blue", 2),)), 1.6), tip(Bid(0, "miner", (("blue", 3),)), 1.2),
              tip(Use(0, "workshop", (("red", 1),), choice="wood"), 1.0),
              tip(Bid(0, "miner", (("red", 2),)), 0.9)]
    assert varied(ranked, 3) == ranked[:3]
    assert varied(ranked[:2], 3) == ranked[:2]
    # A use making another good is another idea; the same use with other workers is not.
    assert idea_of(Use(0, "workshop", (("red", 1),), choice="wood")) != idea_of(
        Use(0, "workshop", (("red", 1),), choice="stone"))
    assert idea_of(Use(0, "workshop", (("red", 1),), choice="wood")) == idea_of(
        Use(0, "workshop", (("blue", 1),), choice="wood"))


def test_the_hint_on_a_real_position_gives_three_different_legal_ideas_best_of_each():
    game = Game.load(SPRING_2P)
    p = game.to_move[0]
    view, legal = game.view(p), game.legal_actions(p)
    tips = ask_bots(view, legal, simulations=60)(None)
    assert len(tips) == HINTS and all(t.action in legal and t.reason for t in tips)
    ideas = [idea_of(t.action) for t in tips]
    assert len(set(ideas)) == HINTS
    bid_tiles = [t.action.tile for t in tips if isinstance(t.action, Bid)]
    assert len(bid_tiles) == len(set(bid_tiles))  # at most one bid per tile
    # Each is the best the bots found for its idea, and no other idea ranked above the third.
    ranked = suggest(view, legal, n=len(legal), simulations=60)
    best_of = {}
    for t in ranked:
        best_of.setdefault(idea_of(t.action), t.action)
    assert [t.action for t in tips] == list(best_of.values())[:HINTS]
    values = [t.value for t in tips]
    assert values == sorted(values, reverse=True)
