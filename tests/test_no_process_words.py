"""The repository speaks of the product only.

Words about how the work was organised — numbered working periods, numbers of tracker entries
that are not in the repository, temporary paths on one machine, "point N of" a list kept
elsewhere — mean nothing to a reader of the code and go stale at once.  This test reads every
tracked text file (git's list, so build output and local saves do not count) and names each
line that carries one.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

_ORDINALS = ("first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
             "twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|"
             "nineteenth|twentieth|\\d+(?:st|nd|rd|th)")
_NUMBER_WORDS = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"

PATTERNS = {
    "a numbered working period": re.compile(
        rf"\b(?:{_ORDINALS})\s+(?:working\s+)?session\b|\bsession\s+(?:{_NUMBER_WORDS})\b",
        re.IGNORECASE),
    "an issue number": re.compile(
        r"\bissues?\s+(?:no\.?\s*)?#?\d+|(?<![\w&#\"'])#\d{1,3}(?![0-9a-fA-F])(?=\W|$)",
        re.IGNORECASE),
    "a temporary path": re.compile(r"(?<![\w.])/(?:var/)?tmp/"),
    "a point of a list kept elsewhere": re.compile(
        rf"\bpoint\s+(?:{_NUMBER_WORDS})\s+of\b", re.IGNORECASE),
}


def _tracked_text_files():
    """Every tracked file that reads as text, by path relative to the repository."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                check=True).stdout.decode("utf-8").split("\0")
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files cannot be listed")
    for name in filter(None, listed):
        path = ROOT / name
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            yield name, data.decode("utf-8")
        except UnicodeDecodeError:
            continue


def _findings(name, text):
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for what, pattern in PATTERNS.items():
            match = pattern.search(line)
            if match:
                found.append(f"{name}:{number}: {what} ({match.group(0)!r})")
    return found


def test_no_tracked_file_carries_process_words():
    files = list(_tracked_text_files())
    assert any(name == "README.md" for name, _ in files)
    found = [f for name, text in files for f in _findings(name, text)]
    assert found == []


@pytest.mark.parametrize("line, what", [
    ("as measured in the eleventh " + "session", "a numbered working period"),
    ("see Session " + "12 for the figures", "a numbered working period"),
    ("the target of issue " + "31", "an issue number"),
    ("(#" + "12's table)", "an issue number"),
    ("python x.py --out /" + "tmp/slow", "a temporary path"),
    ("Point " + "9 of the table's list", "a point of a list kept elsewhere"),
])
def test_each_kind_of_process_word_is_caught(line, what):
    assert [f.split(": ", 1)[1] for f in _findings("x.md", line)][0].startswith(what)


@pytest.mark.parametrize("line", [
    'normal_bg: "#5a3e28"',
    "colour = '#000000'",
    "    # noqa: E402",
    "the choice holds for the rest of the session",
    "a long session of bot games stays bounded",
    "points per tile, 1 point of gold each",
    "tmp_path / 'save.yaml'",
])
def test_product_words_are_not_taken_for_process_words(line):
    assert _findings("x.md", line) == []
