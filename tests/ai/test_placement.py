"""Hard places a tile where the evaluation likes it best, not only where most roads join.

The hand-written position: P1's village is its home and a Quarryman holding 3 stone, and the
Stone yard it won waits to be placed.  The road count prefers the spot touching both tiles,
where the yard's road joins the home's only (the stone would go round by the home); the
evaluation puts the yard on the Quarryman's own road, one step from the stone.
"""

import random

from keydesk.ai.bots.candidates import best_placement
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.bots.placement import valued_placement
from keydesk.ai.teaching.suggest import suggest
from keydesk.rules import Game
from keydesk.rules.actions import Place
from keydesk.rules.engine import to_move
from keydesk.rules.transport import roads_join

from .helpers import random_position
from .test_hidden_information import twin_views


def yard_to_place():
    doc = {
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": "autumn", "phase": "place", "start_player": "P1",
        "villages": {"P1": [{"tile": "home_1", "at": [0, 0]},
                            {"tile": "quarryman", "at": [1, 0], "rot": 0, "resources": {"stone": 3}}],
                     "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "screens": {"P1": {"workers": {"red": 4}, "to_place": ["stone_yard"]}},
    }
    return Game.from_position(doc)


def test_the_stone_yard_goes_on_the_quarrymans_road_rather_than_where_most_roads_join():
    game = yard_to_place()
    view, legal = game.view(0), game.legal_actions(0)
    assert best_placement(view, game.comps, legal) == Place(0, "stone_yard", 1, -1, 0)
    chosen, why = valued_placement(view, game.comps, legal)
    assert chosen == Place(0, "stone_yard", 2, -1, 0)
    assert why == "Placed the Stone yard where it adds most to the village's value."
    game.apply(chosen)
    assert roads_join(game.state, game.comps, "quarryman", "stone_yard")
    assert not roads_join(game.state, game.comps, "home_1", "stone_yard")


def test_hard_places_by_the_evaluation_and_says_so():
    game = yard_to_place()
    bot = HardBot(simulations=5)
    assert bot.choose(game.view(0), game.legal_actions(0), random.Random(1)) == Place(0, "stone_yard", 2, -1, 0)
    assert bot.explain == "Placed the Stone yard where it adds most to the village's value."


def test_when_the_evaluation_sees_no_difference_the_most_roads_win():
    """A yard with no stone anywhere is worth the same in every spot: the road count decides."""
    game = yard_to_place()
    game.state.res.pop("quarryman")
    view, legal = game.view(0), game.legal_actions(0)
    chosen, why = valued_placement(view, game.comps, legal)
    assert chosen == best_placement(view, game.comps, legal)
    assert why == "Placed the Stone yard where it joins the most roads."


def test_hard_places_the_same_from_views_differing_only_in_what_it_cannot_see():
    """A 4-player autumn placement where the evaluation and the road count disagree."""
    game = random_position(4, seed=24, actions=102, phase="place")
    assert game.state.phase == "place" and 0 in to_move(game.state)
    view_a, view_b, legal = twin_views(game)
    a = HardBot(simulations=5).choose(view_a, legal, random.Random(5))
    b = HardBot(simulations=5).choose(view_b, legal, random.Random(6))
    assert a == b and a in legal
    assert a != best_placement(view_a, game.comps, legal)


def test_the_hint_for_a_placement_is_the_spot_hard_plays():
    """The table's hint and Hard read one ranking, so a player asking for help is shown the
    move the bot would make, with the yard's value first."""
    game = yard_to_place()
    tips = suggest(game.view(0), game.legal_actions(0), n=50)
    assert tips[0].action == Place(0, "stone_yard", 2, -1, 0)
    values = {tip.action: tip.value for tip in tips}
    assert values[Place(0, "stone_yard", 2, -1, 0)] > values[Place(0, "stone_yard", 1, -1, 0)]


def test_the_hints_reason_names_the_roads_and_what_the_spot_is_worth_beyond_them():
    """A person reads roads off the table, so the reason counts them; where the evaluation
    prefers a spot to the best-connected one, it says by how many points."""
    game = yard_to_place()
    tips = {tip.action: tip for tip in suggest(game.view(0), game.legal_actions(0), n=50)}
    best, most_roads = tips[Place(0, "stone_yard", 2, -1, 0)], tips[Place(0, "stone_yard", 1, -1, 0)]
    gap = round(best.value - most_roads.value, 1)
    assert gap > 0
    assert best.reason == ("Place the Stone yard above right of your Quarryman: joins the Quarryman's road; "
                           "open road end above right; 1 road step from the 3 stone on your Quarryman. "
                           f"About {gap} points more than the best-connected spot.")
    assert most_roads.reason == ("Place the Stone yard above right of your Home 1: joins the Home 1's road; "
                                 "open road end above right; 2 road steps from the 3 stone on your Quarryman.")


def test_the_three_spots_a_placement_hint_offers_never_read_alike():
    """Hints at placements of 2, 4 and 6 players: each of the three says where its spot is from a
    tile beside it (in the direction that tile really lies), and no two read the same."""
    from keydesk.ai.teaching.reasons import SIDE_OF
    from keydesk.rules.hexgrid import neighbour

    checked = 0
    for players, seed in ((2, 3), (4, 24), (4, 9), (6, 5)):
        game = random_position(players, seed=seed, actions=40 * players, phase="place")
        p = to_move(game.state)[0]
        view, legal = game.view(p), game.legal_actions(p)
        tips = suggest(view, legal, n=3, simulations=4)
        reasons = [tip.reason for tip in tips]
        assert len(set(reasons)) == len(reasons) == min(3, len({(a.q, a.r) for a in legal})), reasons
        names = {game.comps.tiles[t].name: pos for pos, t in view.villages[p].items()}
        for tip in tips:
            where = tip.reason.split(":")[0].removeprefix(f"Place the {game.comps.tiles[tip.action.tile].name} ")
            side = next(d for d, words in enumerate(SIDE_OF) if where.startswith(words + " your "))
            anchor = names[where.removeprefix(SIDE_OF[side] + " your ")]
            assert neighbour(anchor, side) == (tip.action.q, tip.action.r), tip.reason
            checked += 1
    assert checked >= 10
