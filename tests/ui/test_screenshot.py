"""`main.py screenshot`: a save becomes a PNG of the asked size, at any move, public or private."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.cli import main  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.rules.engine import legal_actions, to_move  # noqa: E402
from keydesk.ui.screenshot import game_at, parse_viewer, render_png  # noqa: E402


@pytest.fixture(scope="module")
def autumn_save(tmp_path_factory):
    """A 4-player game played at random into autumn, saved."""
    game = Game.new(players=4, seed=21)
    rnd = random.Random(21)
    while game.season != "autumn":
        p = rnd.choice(to_move(game.state))
        options = legal_actions(game.state, game.comps, p)
        game.apply(rnd.choice(options))
    path = tmp_path_factory.mktemp("saves") / "autumn.yaml"
    game.save(path)
    return path, len(game.log)


def png_size(path):
    return pygame.image.load(str(path)).get_size()


def test_screenshot_writes_a_png_of_the_asked_size(autumn_save, tmp_path, capsys):
    save, _ = autumn_save
    out = tmp_path / "shot.png"
    assert main(["screenshot", str(save), "-o", str(out), "--size", "1600x900"]) == 0
    assert png_size(out) == (1600, 900)
    assert str(out) in capsys.readouterr().out


def test_screenshot_at_a_move_as_a_player(autumn_save, tmp_path, capsys):
    save, _ = autumn_save
    out = tmp_path / "early.png"
    assert main(["screenshot", str(save), "-o", str(out), "--move", "10", "--as", "P2", "--size", "1280x720"]) == 0
    assert png_size(out) == (1280, 720)
    said = capsys.readouterr().out
    assert "P2" in said and "after 10 of" in said


def test_bad_arguments_and_corrupt_saves_exit_2(autumn_save, tmp_path, capsys):
    save, actions = autumn_save
    out = tmp_path / "never.png"
    assert main(["screenshot", str(save), "-o", str(out), "--move", str(actions + 1)]) == 2
    assert "--move" in capsys.readouterr().out
    assert main(["screenshot", str(save), "-o", str(out), "--as", "P7"]) == 2
    assert "P1..P4" in capsys.readouterr().out
    corrupt = tmp_path / "corrupt.yaml"
    corrupt.write_text("players: [4\nactions: {", encoding="utf-8")
    assert main(["screenshot", str(corrupt), "-o", str(out)]) == 2
    said = capsys.readouterr().out
    assert said.startswith("error:") and "corrupt.yaml" in said
    assert not out.exists()


def test_game_at_replays_the_first_moves(autumn_save):
    save, actions = autumn_save
    full = Game.load(save)
    early = game_at(Game.load(save), 10)
    assert early.log == full.log[:10]
    assert game_at(Game.load(save), None).log == full.log
    assert parse_viewer("p3", 4) == 2 and parse_viewer(None, 4) is None


def test_render_png_for_the_table_scene(tmp_path):
    out = render_png(Game.new(players=6, seed=2), tmp_path / "f12.png", (1920, 1080), viewer=3)
    assert png_size(out) == (1920, 1080)
