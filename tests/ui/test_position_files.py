"""Position files open where saves open: the table's Load path and `main.py screenshot`."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.cli import main  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.rules.formats.position import position_text  # noqa: E402


def summer_position(tmp_path):
    game = Game.new(players=3, seed=8)
    rnd = random.Random(8)
    while game.season != "summer":
        p = rnd.choice(game.to_move)
        game.apply(rnd.choice(game.legal_actions(p)))
    path = tmp_path / "summer.yaml"
    path.write_text(position_text(game.state), encoding="utf-8")
    return path, game


def test_the_load_dialog_and_screenshot_open_a_position(tmp_path):
    path, game = summer_position(tmp_path)
    loaded = Game.load(path)
    assert loaded.season == "summer" and loaded.to_move == game.to_move
    out = tmp_path / "shot.png"
    assert main(["screenshot", str(path), "-o", str(out), "--size", "800x500"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 500)


def test_the_load_list_counts_seasons_on_from_the_positions_season(tmp_path):
    from keydesk.session.home_folder import describe_save

    path, _ = summer_position(tmp_path)
    assert " · summer · 0 actions · " in describe_save(path)
    game = Game.load(path)
    rnd = random.Random(3)
    while game.season != "autumn":
        p = rnd.choice(game.to_move)
        game.apply(rnd.choice(game.legal_actions(p)))
    game.save(tmp_path / "later.yaml")
    assert f" · autumn · {len(game.log)} actions · " in describe_save(tmp_path / "later.yaml")


def test_the_load_list_says_who_plays_so_two_games_of_the_same_names_differ(tmp_path):
    from keydesk.rules import Game
    from keydesk.session.home_folder import describe_save

    lines = []
    for k, seats in enumerate((["human"] * 6, ["human", "hard", "easy", "human", "medium", "hard"])):
        game = Game.new(players=6, seed=3)
        game.seats = seats
        game.save(tmp_path / f"g{k}.yaml")
        lines.append(describe_save(tmp_path / f"g{k}.yaml"))
    assert " · 6 people · " in lines[0]
    assert " · 2 people and Hard, Easy, Medium, Hard · " in lines[1]
