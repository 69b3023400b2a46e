"""Each screen's public record (`GameState.screen_record`): what the table saw go behind a
screen and come out of it, colour by colour, as a person across the table counts it."""

from keydesk.rules.components import COLOURS
from tests.rules.helpers import two_player
from tests.rules.test_seasons import play_spring


def record(game, p):
    return {c: k for c, k in zip(COLOURS, game.state.screen_record[p]) if k}


def hidden_part(state, p):
    """The screen less its record: the workers drawn unseen (the starting screen, the bag)."""
    return {c: state.screens[p][c] - k for c, k in zip(COLOURS, state.screen_record[p])}


def test_a_season_of_bids_uses_and_returns_is_recorded():
    g = two_player()
    play_spring(g)
    # P1: 1 red bid (won, to the bag), 1 blue on home_2, 1 blue turn order, +1 red that P2 used
    # on the woodcutter P1 won.
    assert record(g, 0) == {"blue": -2}
    # P2: 1 yellow bid (won), 1 red on the woodcutter, +1 blue that P1 used in P2's village.
    assert record(g, 1) == {"blue": 1, "red": -1, "yellow": -1}
    # Nothing was drawn from the bag: less the record, each screen is the one it started with.
    assert hidden_part(g.state, 0) == {"blue": 4, "red": 4, "yellow": 0, "green": 0}
    assert hidden_part(g.state, 1) == {"blue": 0, "red": 3, "yellow": 5, "green": 0}


def test_an_outbid_group_comes_home_in_plain_sight():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 red")
    g.play("P1 pass")
    g.play("P2 pass")
    assert record(g, 0) == {}  # out and back
    assert record(g, 1) == {"red": -2}  # won: the bid went to the bag


def test_a_boat_s_workers_are_recorded():
    g = two_player()
    play_spring(g)
    boat = g.state.boats[0]
    cargo = dict(zip(COLOURS, g.state.cargo[boat][0]))
    before = dict(zip(COLOURS, g.state.screen_record[0]))
    g.play(f"P1 boat {boat}")
    assert {c: g.state.screen_record[0][i] - before[c] for i, c in enumerate(COLOURS)} == cargo


def test_the_record_is_public():
    g = two_player()
    play_spring(g)
    for viewer in (0, 1, None):
        view = g.view(viewer)
        assert view.screen_record == g.state.screen_record
    assert g.view(0).screens[1] is None  # while the colours themselves stay hidden
