"""`main.py screenshot` never destroys a file: what it refuses and how it fails, each with one
sentence, a non-zero exit, no traceback and every file as it was."""

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.cli import main  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402

SAVE = FIXTURES / "finished-2p.yaml"


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "game.yaml"
    shutil.copy(SAVE, path)
    return path


def refused(argv, capsys, *words, code=2):
    assert main(argv) == code
    said = capsys.readouterr()
    assert said.out.startswith("error:") and "Traceback" not in said.out + said.err
    for word in words:
        assert word in said.out
    return said.out


def test_the_save_itself_is_never_written_over(save, capsys):
    before = save.read_bytes()
    refused(["screenshot", str(save), "-o", str(save)], capsys, "must end in .png")
    png_named = save.with_suffix(".png")
    save.rename(png_named)  # a save named .png: still refused, as the save being drawn
    refused(["screenshot", str(png_named), "-o", str(png_named), "--force"], capsys, "is the file being read")
    assert png_named.read_bytes() == before


def test_other_extensions_and_an_empty_name_are_refused(save, tmp_path, capsys):
    refused(["screenshot", str(save), "-o", str(tmp_path / "a.txt")], capsys, "a.txt", ".png")
    refused(["screenshot", str(save), "-o", ""], capsys, "-o needs a file name")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.yaml"]


def test_an_existing_file_that_is_not_a_png_is_kept_even_with_force(save, tmp_path, capsys):
    notes = tmp_path / "notes.png"
    notes.write_text("my notes, misnamed")
    refused(["screenshot", str(save), "-o", str(notes), "--force"], capsys, "is not a PNG image")
    assert notes.read_text() == "my notes, misnamed"
    other_save = tmp_path / "other.png"
    shutil.copy(SAVE, other_save)
    refused(["screenshot", str(save), "-o", str(other_save), "--force"], capsys, "is a keydesk save")
    assert other_save.read_bytes() == SAVE.read_bytes()


def test_an_earlier_screenshot_is_replaced_only_with_force(save, tmp_path, capsys):
    out = tmp_path / "shot.png"
    assert main(["screenshot", str(save), "-o", str(out), "--size", "800x450"]) == 0
    capsys.readouterr()
    refused(["screenshot", str(save), "-o", str(out), "--size", "960x540"], capsys, "exists; add --force")
    assert pygame.image.load(str(out)).get_size() == (800, 450)
    assert main(["screenshot", str(save), "-o", str(out), "--size", "960x540", "--force"]) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 540)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.yaml", "shot.png"]


@pytest.mark.parametrize("size", ["0x0", "-5x100", "100000x100000", "639x360", "wide"])
def test_a_size_out_of_bounds_is_refused_before_any_file_is_touched(save, tmp_path, capsys, size):
    out = tmp_path / "shot.png"
    out.write_bytes(b"\x89PNG\r\n\x1a\n an earlier picture")
    with pytest.raises(SystemExit) as exit_:
        main(["screenshot", str(save), "-o", str(out), "--size", size])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err
    assert out.read_bytes() == b"\x89PNG\r\n\x1a\n an earlier picture"


def test_a_folder_as_the_target_is_refused(save, tmp_path, capsys):
    folder = tmp_path / "pictures.png"
    folder.mkdir()
    refused(["screenshot", str(save), "-o", str(folder)], capsys, "is a folder")
    assert list(folder.iterdir()) == []


def test_a_folder_that_cannot_be_made_is_one_sentence_and_exit_1(save, tmp_path, capsys):
    (tmp_path / "shots").write_text("a file, not a folder")
    out = refused(["screenshot", str(save), "-o", str(tmp_path / "shots" / "x.png")], capsys,
                  "Could not write", "is a file, not a folder", code=1)
    assert out.count("\n") == 1
    assert (tmp_path / "shots").read_text() == "a file, not a folder"


def test_the_reviews_graph_is_refused_where_a_screenshot_would_be(save, tmp_path, capsys):
    """`review --graph` writes a PNG too, under the same rules, refused before the review runs."""
    before = save.read_bytes()
    refused(["review", str(save), "--graph", str(save)], capsys, "the graph is a PNG", "must end in .png")
    notes = tmp_path / "notes.png"
    notes.write_text("my notes")
    refused(["review", str(save), "--graph", str(notes), "--force"], capsys, "is not a PNG image")
    assert save.read_bytes() == before and notes.read_text() == "my notes"
    graph = tmp_path / "lead.png"
    assert main(["review", str(save), "--simulations", "2", "--top", "1", "--graph", str(graph)]) == 0
    assert graph.read_bytes().startswith(b"\x89PNG") and "wrote" in capsys.readouterr().out
    refused(["review", str(save), "--graph", str(graph)], capsys, "add --force")
    assert main(["review", str(save), "--simulations", "2", "--top", "1", "--graph", str(graph), "--force"]) == 0


def test_a_wrong_ending_is_refused_in_the_screenshots_own_words(save, tmp_path, capsys):
    target = tmp_path / "shot.jpg"
    assert main(["screenshot", str(save), "-o", str(target)]) == 2
    assert capsys.readouterr().out == (f"error: a screenshot is a PNG: the file name must end in .png, "
                                       f"got {str(target)!r}\n")
    assert not target.exists()


def test_a_save_that_cannot_be_loaded_is_named_once_in_one_sentence(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: 9\n")
    out = refused(["screenshot", str(broken), "-o", str(tmp_path / "shot.png")], capsys)
    assert out == f"error: cannot load {broken}: field 'players': expected a player count 2-6, got 9\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.yaml"]
