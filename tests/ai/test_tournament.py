"""`main.py simulate --bots ...`: seats, rotation, per-game lines and the final table."""

from argparse import Namespace

from keydesk.ai.ratings.tournament import run_tournament, seat_levels


def test_levels_cycle_to_fill_the_seats_and_rotate_each_game():
    assert seat_levels(["hard", "medium"], 2, 0) == ["hard", "medium"]
    assert seat_levels(["hard", "medium"], 2, 1) == ["medium", "hard"]
    assert seat_levels(["hard", "medium"], 3, 0) == ["hard", "medium", "hard"]
    assert seat_levels(["hard", "medium"], 3, 1) == ["medium", "hard", "hard"]
    assert seat_levels(["easy"], 4, 3) == ["easy"] * 4


def test_run_tournament_prints_games_and_table(capsys):
    args = Namespace(players=3, games=2, seed=7, bots="medium,easy", budget=None)
    assert run_tournament(args) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("game   1 (seed 7): P1 medium")
    assert lines[1].startswith("game   2 (seed 8): P1 easy")
    header = next(i for i, line in enumerate(lines) if line.startswith("level"))
    rows = {line.split()[0]: line.split() for line in lines[header + 1:]}
    assert set(rows) == {"medium", "easy"}
    assert int(rows["medium"][1]) + int(rows["easy"][1]) == 6  # seats played
    assert abs(float(rows["medium"][2]) + float(rows["easy"][2]) - 2.0) < 1e-9  # one win a game


def test_unknown_level_is_an_error(capsys):
    args = Namespace(players=2, games=1, seed=1, bots="hard,wizard", budget=None)
    assert run_tournament(args) == 2
    assert "wizard" in capsys.readouterr().out
