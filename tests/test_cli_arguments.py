"""Command-line values that make no sense are refused with a sentence and exit 2, and the seed and
name rules are the same everywhere, so whatever the program writes it reads back."""

import pytest

from keydesk.cli import main
from keydesk.rules import Game, ScenarioError
from keydesk.rules.limits import SEED_MAX


def argparse_refuses(argv, capsys, *words):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for word in words:
        assert word in err


@pytest.mark.parametrize("games", ["-1", "0", "many"])
def test_simulate_needs_one_game_or_more(capsys, games):
    argparse_refuses(["simulate", "--games", games], capsys, "--games")


@pytest.mark.parametrize("budget", ["-1", "0", "nan", "inf", "1e9"])
def test_a_budget_is_more_than_zero_seconds(capsys, budget):
    argparse_refuses(["simulate", "--bots", "easy", "--budget", budget], capsys, "--budget", "more than 0")


def test_more_bot_levels_than_seats_is_refused(capsys):
    assert main(["simulate", "--players", "4", "--games", "1", "--bots", "easy,easy,easy,easy,easy,easy,easy"]) == 2
    assert capsys.readouterr().out == ("error: 7 bot levels for 4 seats; give at most one per seat "
                                       "(fewer are repeated to fill the seats)\n")


@pytest.mark.parametrize("command", ["setup", "simulate"])
@pytest.mark.parametrize("seed", ["-1", str(SEED_MAX + 1), "1.5"])
def test_a_seed_outside_the_one_range_is_refused(capsys, command, seed):
    argparse_refuses([command, "--seed", seed], capsys, "--seed")


def test_seeds_of_a_simulation_stay_in_range(capsys):
    assert main(["simulate", "--seed", str(SEED_MAX), "--games", "2"]) == 2
    assert "runs past the largest seed" in capsys.readouterr().out


def test_game_new_refuses_what_the_loader_would_refuse():
    for seed in (-1, SEED_MAX + 1, True, 2.0):
        with pytest.raises(ValueError, match="a seed is a whole number from 0 to"):
            Game.new(players=2, seed=seed)
    for names in (["Ann", "ann "], ["Ann", " "], ["Ann", "x" * 17]):
        with pytest.raises(ValueError):
            Game.new(players=2, seed=1, names=names)


def test_the_largest_seed_and_longest_names_round_trip(tmp_path):
    game = Game.new(players=2, seed=SEED_MAX, names=["A" * 16, "B"])
    game.play(f"P{game.to_move[0] + 1} pass")
    game.save(tmp_path / "g.yaml")
    again = Game.load(tmp_path / "g.yaml")
    assert again.state.snapshot() == game.state.snapshot() and again.state.seed == SEED_MAX


@pytest.mark.parametrize("field, value, reason", [
    ("seed", -1, "field 'seed': expected a whole number from 0 to 18446744073709551615, got -1"),
    ("names", ["Ann", "Ann"], "every player needs a different name"),
    ("names", ["Ann", "ANN"], "every player needs a different name"),
    ("names", ["Ann", ""], "every player needs a name"),
])
def test_the_loader_uses_the_same_rules(tmp_path, field, value, reason):
    with pytest.raises(ScenarioError, match=reason):
        Game.from_scenario({"players": 2, field: value})


def test_setup_prints_for_a_seed_in_range(capsys):
    assert main(["setup", "--players", "3", "--seed", str(SEED_MAX)]) == 0
    assert capsys.readouterr().out.strip()
