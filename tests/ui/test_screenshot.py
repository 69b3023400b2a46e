"""`main.py screenshot`: a save becomes a PNG of the asked size, at any move, public or private,
showing the position: each picture is compared with a reference thumbnail (tests/ui/images.py)."""

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.cli import main  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.screenshot import game_at, parse_viewer, render_png, status_line  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.ui.images import AUTUMN, COMMANDS, SIX_PLAYERS, TOLERANCE, draw_six_players, unlike  # noqa: E402


@pytest.fixture(scope="module")
def autumn_save():
    """A 4-player game saved in autumn after 124 actions (a fixed file, so its pictures are known)."""
    return AUTUMN, len(Game.load(AUTUMN).log)


def png_size(path):
    return pygame.image.load(str(path)).get_size()


def test_screenshot_writes_a_png_of_the_asked_size_showing_the_position(autumn_save, tmp_path, capsys):
    out = tmp_path / "shot.png"
    assert main(COMMANDS["autumn-4p"] + ["-o", str(out)]) == 0
    assert png_size(out) == (1600, 900)
    assert unlike(out, "autumn-4p") <= TOLERANCE
    assert capsys.readouterr().out == f"wrote {out} (1600x900, public view, after 124 of 124 actions)\n"


def test_the_picture_is_the_table_with_the_status_line_and_no_window_opens(autumn_save, tmp_path, monkeypatch):
    save, actions = autumn_save
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    out = tmp_path / "shot.png"
    assert main(["screenshot", str(save), "-o", str(out), "--size", "800x450"]) == 0
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"  # set by the command itself
    game = Game.load(save)
    with_status = render_png(game, tmp_path / "with.png", (800, 450), None, status_line(game, actions))
    without = render_png(game, tmp_path / "without.png", (800, 450), None)
    assert out.read_bytes() == Path(with_status).read_bytes() != Path(without).read_bytes()


def test_an_empty_output_name_is_refused(autumn_save, capsys):
    save, _ = autumn_save
    assert main(["screenshot", str(save), "-o", " "]) == 2
    assert capsys.readouterr().out == "error: -o needs a file name ending in .png\n"


def test_screenshot_at_a_move_as_a_player(autumn_save, tmp_path, capsys):
    out = tmp_path / "early.png"
    assert main(COMMANDS["autumn-4p-move-10-as-P2"] + ["-o", str(out)]) == 0
    assert png_size(out) == (1280, 720)
    assert unlike(out, "autumn-4p-move-10-as-P2") <= TOLERANCE
    assert capsys.readouterr().out == f"wrote {out} (1280x720, as seen by P2, after 10 of 124 actions)\n"


def test_a_blank_single_colour_or_shifted_picture_is_told_apart(tmp_path):
    """The tolerance is tight enough to catch what a broken renderer draws."""
    full = pygame.image.load(draw_six_players(tmp_path / "six.png"))
    assert unlike(full, SIX_PLAYERS) == 0
    blank = pygame.Surface(full.get_size())
    assert unlike(blank, SIX_PLAYERS) > 10 * TOLERANCE
    blank.fill(pygame.transform.average_color(full))
    assert unlike(blank, SIX_PLAYERS) > 10 * TOLERANCE
    shifted = pygame.Surface(full.get_size())
    shifted.fill(full.get_at((0, 0)))
    shifted.blit(full, (full.get_width() // 200, 0))  # half a percent to the right
    assert unlike(shifted, SIX_PLAYERS) > TOLERANCE
    assert unlike(full, "autumn-4p") > 10 * TOLERANCE  # another position is another picture


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
    assert game_at(Game.load(save), 0).log == [] and game_at(Game.load(save), actions).log == full.log
    for refused in (-1, actions + 1):
        with pytest.raises(ValueError, match=f"--move must be between 0 and {actions} for this save, got {refused}"):
            game_at(Game.load(save), refused)


def test_the_viewer_is_any_seat_of_the_game_and_no_other():
    assert [parse_viewer(text, 4) for text in ("P1", "p3", " P4 ", None)] == [0, 2, 3, None]
    for text in ("P5", "P0", "Q1", "P", "1"):
        with pytest.raises(ValueError, match=f"--as expects P1..P4 for this 4-player game, got {text!r}"):
            parse_viewer(text, 4)


def test_the_status_line_tells_the_season_the_moment_and_the_seed(autumn_save):
    save, actions = autumn_save
    game = Game.load(save)
    assert status_line(game, actions) == f"Autumn · {actions} actions · seed 7"
    assert status_line(game_at(game, 10), actions) == f"Spring · after 10 of {actions} actions · seed 7"
    finished = Game.load(FIXTURES / "finished-2p.yaml")
    assert status_line(finished, len(finished.log)).startswith(f"Game over · {len(finished.log)} actions · seed ")


def test_render_png_for_the_table_scene(tmp_path):
    out = draw_six_players(tmp_path / "f12.png")
    assert png_size(out) == (1920, 1080)
    assert unlike(out, SIX_PLAYERS) <= TOLERANCE
