"""Rulebook, Transport and upgrading; Summer boats 2a, 2b, 3a."""

from keydesk.rules.transport import payments
from tests.rules.helpers import put_tile, refused, two_player


def village_game(**screens):
    """P1: home_1 at (0,0); woodcutter top-right (1,-1) with 2 wood; keywood left (-1,0)."""
    g = two_player(screens=screens or {"P1": {"workers": {"red": 4, "blue": 4}, "skills": {"saw": 1}},
                                         "P2": {"workers": {"red": 3, "yellow": 5}}})
    put_tile(g, 0, "woodcutter", (1, -1), 0, {"wood": 2})
    put_tile(g, 0, "keywood", (-1, 0), 0)
    return g


def test_move_along_roads_then_upgrade_paying_a_skill():
    g = village_game()
    g.play("P1 use home_1 1 blue")
    g.play("P1 move wood woodcutter home_1")
    g.play("P1 move wood home_1 keywood")
    assert g.state.resources_on("keywood")["wood"] == 1
    assert g.state.pending.capacity == 0 and g.to_move == [0]
    refused(g, "P1 move wood woodcutter home_1", "transport capacity for this use is spent")
    pile = g.state.pile["saw"]
    g.play("P1 upgrade keywood with saw")
    assert "keywood" in g.state.flipped
    assert g.state.skills[0]["saw"] == 0 and g.state.pile["saw"] == pile + 1
    assert g.state.resources_on("keywood")["wood"] == 1  # unspent resources stay on the flipped tile
    assert g.state.pending is None and g.to_move == [1]  # both budgets spent: the turn ends


def test_no_road_no_transport():
    g = village_game()
    put_tile(g, 0, "miner", (0, 1), 3, {"iron": 1})  # below home; its rot-3 edge facing home is field
    g.play("P1 use home_1 1 blue")
    refused(g, "P1 move iron miner home_1", "No road joins the Miner and the Home 1")
    refused(g, "P1 move wood woodcutter keywood", "one step at a time")
    refused(g, "P1 move gold woodcutter home_1", "There is no gold on the Woodcutter")
    refused(g, "P1 move wood home_2 home_1", "not in your village")


def test_upgrade_needs_its_cost_on_the_tile():
    g = village_game()
    g.play("P1 use home_1 1 blue")
    refused(g, "P1 upgrade stable", "not in your village")
    refused(g, "P1 upgrade home_1", "cannot be upgraded")
    put_tile(g, 0, "stable", (0, 1), 0, {"wood": 1})
    refused(g, "P1 upgrade stable", "You cannot pay for the Stable: 1 wood + 1 iron")


def test_gold_stands_in_for_any_resource():
    g = village_game()
    put_tile(g, 0, "stable", (0, 1), 0, {"gold": 1, "iron": 1, "wood": 1})
    options = payments(g.state, g.comps, 0, "stable")
    assert sorted(options) == [("gold", "iron"), ("gold", "wood"), ("iron", "wood")]
    g.play("P1 use home_1 1 blue")
    g.play("P1 upgrade stable")  # the engine spends the least gold
    assert g.state.resources_on("stable") == {"gold": 1, "iron": 0, "stone": 0, "wood": 0}


def test_workshop_takes_any_two_resources():
    g = village_game()
    put_tile(g, 0, "workshop", (0, 1), 0, {"gold": 1, "stone": 2})
    assert sorted(payments(g.state, g.comps, 0, "workshop")) == [("gold", "stone"), ("stone", "stone")]


def test_stable_transport_and_boat_2b_doubles_it():
    g = village_game()
    put_tile(g, 0, "stable", (0, 1), 0)
    g.play("P1 use stable 1 red")
    assert (g.state.pending.capacity, g.state.pending.upgrades) == (2, 1)
    g.play("P1 done")
    put_tile(g, 1, "summer_boat_2b", (1, 0), 0)
    g.play("P2 use stable 2 red")  # P2 uses P1's stable: transport in P2's own village
    assert (g.state.pending.player, g.state.pending.capacity, g.state.pending.upgrades) == (1, 4, 2)


def test_boat_2a_moves_across_fields():
    g = village_game()
    put_tile(g, 0, "miner", (0, 1), 3, {"iron": 1})
    put_tile(g, 0, "summer_boat_2a", (1, 0), 0)
    g.play("P1 use home_1 1 blue")
    g.play("P1 move iron miner home_1")
    assert g.state.resources_on("home_1")["iron"] == 1


def test_boat_3a_lets_any_resource_pay():
    g = village_game()
    put_tile(g, 0, "stable", (0, 1), 0, {"stone": 2})
    assert payments(g.state, g.comps, 0, "stable") == []
    put_tile(g, 0, "summer_boat_3a", (1, 0), 0)
    assert payments(g.state, g.comps, 0, "stable") == [("stone", "stone")]
