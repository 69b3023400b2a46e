"""The docs point at files that exist.

docs/architecture.md's "where things live" table, docs/changing.md and the README send a
newcomer to files by path; a module renamed or moved without its docs would send them nowhere.
Every path in the repository's own folders written in a doc, as `keydesk/rules/game.py` or
data/tiles.yaml, must name a file or folder of the checkout.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
# A path into one of the repository's folders: letters, digits, _ - . and /, no glob or
# placeholder (those name a kind of file, not one).
PATH = re.compile(r"(?<![\w./-])((?:keydesk|data|bench|tests|docs|assets)/(?:[\w./-]*\w/?)?|main\.py)(?![\w*/])")


def paths_in(text: str) -> set:
    return {match.group(1) for match in PATH.finditer(text)}


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_path_in_a_doc_exists(doc):
    missing = sorted(p for p in paths_in(doc.read_text(encoding="utf-8")) if not (ROOT / p).exists())
    assert missing == [], f"{doc.name} names paths that do not exist"


def test_the_architecture_map_names_files_for_at_least_fifteen_concerns():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("## Where things live", 1)[1]
    rows = [line for line in table.splitlines() if line.startswith("| ") and "`" in line]
    assert len(rows) >= 15
    assert all(paths_in(row) for row in rows)


def test_a_path_is_found_in_prose_and_a_glob_is_not():
    assert paths_in("see `keydesk/rules/game.py`, and data/tiles.yaml.") == {
        "keydesk/rules/game.py", "data/tiles.yaml"}
    assert paths_in("in `keydesk/ui/drawing/`") == {"keydesk/ui/drawing/"}
    assert paths_in("under data/challenges/*.yaml or saves/x.yaml") == set()
