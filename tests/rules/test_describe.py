"""Plain-English log lines for the table's log panel."""

from keydesk.rules import parse_action
from keydesk.rules.describe import describe_action
from tests.rules.helpers import two_player


def lines_of(game):
    names = game.state.names
    return [describe_action(parse_action(line), game.comps, names, before)
            for line, before in zip(game.log, game.states_before)]


def test_bids_raises_moves_and_uses_read_as_what_happened():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 red")
    g.play("P1 bid woodcutter 2 red")
    g.play("P2 bid stable 3 red from woodcutter")
    g.play("P1 use workshop 1 blue take stone")
    g.play("P2 pass")
    assert lines_of(g) == [
        "Ann bids 1 red on the Woodcutter",
        "Bob bids 2 red on the Woodcutter",
        "Ann adds 2 red to their bid on the Woodcutter (3 in all)",
        "Bob bids 3 red on the Stable (moving outbid workers from the Woodcutter)",
        "Ann uses the Workshop with 1 blue, taking stone",
        "Bob passes",
    ]


def test_without_the_earlier_state_a_raise_reads_as_a_bid():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 pass")
    g.play("P1 bid woodcutter 1 red")
    text = describe_action(parse_action(g.log[-1]), g.comps, g.state.names)
    assert text == "Ann bids 1 red on the Woodcutter"


def test_a_uses_choice_says_which_way_it_goes():
    from keydesk.rules import Use

    g = two_player()
    said = {choice: describe_action(Use(0, "workshop", (("blue", 1),), (), choice), g.comps, g.state.names)
            for choice in ("stone", "pickaxe", "red")}
    assert said == {"stone": "Ann uses the Workshop with 1 blue, taking stone",
                    "pickaxe": "Ann uses the Workshop with 1 blue, giving up a pickaxe",
                    "red": "Ann uses the Workshop with 1 blue, discarding a red worker"}
