"""`main.py position` never writes over what it should not: its own input, a save of any game,
a file of another kind; an earlier position only with --force.  Each refusal is one sentence,
exit 2, and every file as it was."""

import shutil

import pytest

from tests.fixtures import FIXTURES
from keydesk.cli import main
from keydesk.overwrite import OTHER, PNG, POSITION, SAVE, kind_of
from keydesk.rules import Game
from keydesk.rules.formats.position import position_text

FINISHED = FIXTURES / "finished-2p.yaml"


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "game.yaml"
    shutil.copy(FINISHED, path)
    return path


def refused(argv, capsys, words):
    assert main(argv) == 2
    out = capsys.readouterr().out
    assert out.startswith("error:") and words in out and out.count("\n") == 1
    return out


def test_the_save_being_read_is_never_written_over_even_with_force(save, capsys):
    before = save.read_bytes()
    out = refused(["position", str(save), "-o", str(save), "--force"], capsys, "is the file being read")
    assert out.count(str(save)) == 1
    assert save.read_bytes() == before
    assert len(Game.load(save).log) == 121  # the history is all there


def test_another_save_is_never_written_over_even_with_force(save, tmp_path, capsys):
    other = tmp_path / "other.yaml"
    shutil.copy(FINISHED, other)
    refused(["position", str(save), "-o", str(other), "--force"], capsys, "is a keydesk save")
    assert other.read_bytes() == FINISHED.read_bytes()


def test_a_game_continued_from_a_position_counts_as_a_save(save, tmp_path, capsys):
    game = Game.load(save)
    while len(game.log) > 40:
        game.undo()
    continued = tmp_path / "continued.yaml"
    continued.write_text(position_text(game.state, actions=["P1 pass"]), encoding="utf-8")
    assert kind_of(continued) == SAVE
    refused(["position", str(save), "-o", str(continued), "--force"], capsys, "is a keydesk save")


def test_files_of_another_kind_are_kept(save, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    refused(["position", str(save), "-o", str(notes), "--force"], capsys, "must end in .yaml")
    yaml_notes = tmp_path / "notes.yaml"
    yaml_notes.write_text("shopping: [bread, milk]\n")
    refused(["position", str(save), "-o", str(yaml_notes), "--force"], capsys,
            "exists and is not a keydesk position")
    assert notes.read_text() == "my notes" and yaml_notes.read_text() == "shopping: [bread, milk]\n"
    refused(["position", str(save), "-o", str(tmp_path)], capsys, "must end in .yaml")
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    refused(["position", str(save), "-o", str(folder)], capsys, "is a folder")


def test_an_earlier_position_is_replaced_only_with_force(save, tmp_path, capsys):
    out = tmp_path / "pos.yaml"
    assert main(["position", str(save), "--move", "10", "-o", str(out)]) == 0
    capsys.readouterr()
    first = out.read_bytes()
    assert kind_of(out) == POSITION
    refused(["position", str(save), "--move", "20", "-o", str(out)], capsys, "exists; add --force to replace it")
    assert out.read_bytes() == first
    assert main(["position", str(save), "--move", "20", "-o", str(out), "--force"]) == 0
    assert len(Game.load(out).log) == 0 and out.read_bytes() != first


def test_a_move_beyond_the_file_is_refused_and_nothing_is_written(save, tmp_path, capsys):
    out = tmp_path / "pos.yaml"
    for move in ("122", "5000"):
        assert main(["position", str(save), "--move", move, "-o", str(out)]) == 2
        assert capsys.readouterr().out == f"error: --move must be between 0 and 121 for this file, got {move}\n"
    assert not out.exists()
    assert main(["position", str(save), "--move", "121", "-o", str(out)]) == 0  # the last moment is allowed
    assert len(Game.from_position(out).log) == 0


def test_kinds_are_told_by_content(save, tmp_path):
    png = tmp_path / "picture.yaml"
    png.write_bytes(b"\x89PNG\r\n\x1a\n rest")
    binary = tmp_path / "data.yaml"
    binary.write_bytes(b"\xff\xfe\x00")
    assert [kind_of(p) for p in (save, png, binary)] == [SAVE, PNG, OTHER]


def test_every_option_has_a_help_line(capsys):
    from keydesk.cli import build_parser

    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices
    for name, sub in commands.items():
        for action in sub._actions:
            assert action.help, f"{name} {action.option_strings or action.dest} has no help line"
