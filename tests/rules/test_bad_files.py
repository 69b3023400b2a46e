"""Files that are not keydesk files: each one a ScenarioError naming the file and, where it can,
the line or field; on the command line a sentence and exit 2, never a traceback."""

import pytest
import yaml

import keydesk.documents as documents
from keydesk.cli import main
from keydesk.documents import MAX_BYTES
from keydesk.rules import Game, ScenarioError
from keydesk.rules.formats.fields import player_index
from tests.rules.helpers import CountedReads


def refused(path, *words):
    with pytest.raises(ScenarioError) as caught:
        Game.load(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:")
    for word in words:
        assert word in message
    return message


def test_binary_garbage_is_not_utf8_text(tmp_path):
    path = tmp_path / "garbage.yaml"
    path.write_bytes(b"players: 2\nnames: [Ann, Bob]\n\xff\xfe\x00\x81 binary\n")
    assert refused(path) == f"{path}: not UTF-8 text (line 3); not a keydesk file"


@pytest.mark.parametrize("loader", [documents.SAFE_LOADER, yaml.SafeLoader])  # with and without libyaml
def test_yaml_nested_20000_deep_is_refused_at_its_line_at_once(tmp_path, monkeypatch, loader):
    monkeypatch.setattr(documents, "SAFE_LOADER", loader)
    path = tmp_path / "deep.yaml"
    path.write_text("players: 2\nnames: [Ann, Bob]\nactions: " + "[" * 20000 + "]" * 20000 + "\n")
    assert refused(path) == f"{path}: nested more than {documents.MAX_DEPTH} deep at line 3; not a keydesk file"


def test_a_value_nested_a_little_is_quoted_shortly(tmp_path):
    path = tmp_path / "nested.yaml"
    path.write_text("players: 2\nactions: " + "[" * 10 + "x" + "]" * 10 + "\n")
    assert refused(path) == f"{path}: field 'actions': expected a list of notation lines, got [[[[...]]]]"


def test_a_superscript_digit_is_no_player(tmp_path):
    path = tmp_path / "p2.yaml"
    path.write_text("players: 2\nhomes: {P²: home_1}\n", encoding="utf-8")
    assert refused(path) == f"{path}: field 'homes': expected a player P1..P2, got 'P²'"
    assert [player_index(k, 6) for k in ("P1", "P6", "P7", "P²", "P١", "p1", 3)] == [0, 5, None, None, None, None, None]


def test_a_number_too_long_to_read(tmp_path):
    path = tmp_path / "long.yaml"
    path.write_text("players: 2\nseed: " + "7" * 5000 + "\n")
    refused(path, "a value cannot be read")


def test_a_huge_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as f:
        f.write(b"players: 2\nactions:\n")
        f.truncate(50 * 1024 * 1024)  # 50 MB
    reads = CountedReads(monkeypatch)
    message = refused(path, "too large")
    assert reads.bytes == {"huge.yaml": MAX_BYTES + 1}  # one byte past the cap, no more
    assert f"{MAX_BYTES // 1024} KB" in message


def test_a_folder_is_a_sentence(tmp_path):
    refused(tmp_path, "cannot be read")


BAD = {
    "garbage.yaml": b"\x89\xff\x00\x13garbage\n",
    "deep.yaml": b"[" * 20000 + b"]" * 20000,
    "super.yaml": "players: 2\nseats: {P²: easy}\n".encode("utf-8"),
    "truncated.yaml": b"players: 2\nnames: [Ann, Bob\n",
}


@pytest.mark.parametrize("name", sorted(BAD))
@pytest.mark.parametrize("command", ["replay", "screenshot"])
def test_the_command_line_says_what_is_wrong_and_exits_2(tmp_path, capsys, name, command):
    path = tmp_path / name
    path.write_bytes(BAD[name])
    out = tmp_path / "shot.png"
    argv = [command, str(path)] + (["-o", str(out)] if command == "screenshot" else [])
    assert main(argv) == 2
    said = capsys.readouterr()
    assert said.out.startswith("error:") and str(path) in said.out and said.out.count("\n") == 1
    assert "Traceback" not in said.out + said.err
    assert path.read_bytes() == BAD[name] and not out.exists()
