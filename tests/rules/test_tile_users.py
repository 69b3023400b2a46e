"""Whose workers stand on each tile: read back from the season's uses."""

from keydesk.rules.actions import parse_action
from keydesk.rules.tile_users import tile_users
from tests.rules.helpers import finish_season, two_player


def users(game):
    return tile_users(game.states_before + [game.state], [parse_action(line) for line in game.log])


def test_two_players_on_one_tile_stay_apart_and_keep_their_owner():
    game = two_player()
    game.play("P1 use woodcutter 1 red")
    game.play("P2 use woodcutter 2 red")
    game.play("P1 use home_2 1 blue")  # Ann's worker on Bob's home tile
    assert users(game) == {"woodcutter": [(0, "red", 1), (1, "red", 2)], "home_2": [(0, "blue", 1)]}
    usage = game.state.uses["woodcutter"]
    assert usage.total == 3  # the rules' count agrees with the owners' chips


def test_a_new_season_starts_with_nobody_on_any_tile():
    game = two_player()
    game.play("P1 use woodcutter 1 red")
    finish_season(game)
    assert game.season == "summer" and users(game) == {}
    p = game.to_move[0]
    line = next(f"P{p + 1} use home_{p + 1} 1 {c}" for c in ("red", "yellow", "blue")
                if game.state.screens[p][c])
    game.play(line)
    assert users(game) == {f"home_{p + 1}": [(p, line.split()[-1], 1)]}
