"""The rules reference: topics from data/rules_reference.yaml and the rulings of docs/rulings.md.

The compendium shows each topic with the project's rulings that settle its ambiguities, so a
player reads the rule and keydesk's decision side by side.  The topics are checked on load (a
ruling a topic names must exist in docs/rulings.md) and a bad file raises DataError naming the
file and the field, like the component files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from keydesk.documents import read_text, read_yaml
from keydesk.paths import shipped

from keydesk.rules.components import DATA_DIR, DataError

RULINGS_FILE = shipped("docs") / "rulings.md"
TOPICS_FILE = DATA_DIR / "rules_reference.yaml"
_HEADING = re.compile(r"^## (R\d+)\. (.+)$")


@dataclass(frozen=True)
class Ruling:
    id: str  # "R6"
    title: str
    text: str  # the **Ruling** paragraphs, markdown emphasis removed


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    paragraphs: tuple
    rulings: tuple  # of Ruling


def parse_rulings(markdown: str) -> dict:
    """{id: Ruling} from the rulings file: each `## Rn. Title` entry's **Ruling** (or, when it
    has none, its **Source**) paragraphs, up to the **Code** paragraph or the next entry."""
    entries: dict = {}
    current = None
    for line in markdown.splitlines():
        match = _HEADING.match(line)
        if match:
            current = entries[match.group(1)] = {"title": match.group(2), "parts": {}, "key": None}
            continue
        if current is None:
            continue
        label = re.match(r"^\*\*(\w+)\*\* — ?(.*)$", line)
        if label:
            current["key"] = label.group(1)
            current["parts"][current["key"]] = [label.group(2)]
        elif current["key"]:
            current["parts"][current["key"]].append(line)
    out = {}
    for rid, entry in entries.items():
        lines = entry["parts"].get("Ruling") or entry["parts"].get("Source") or []
        out[rid] = Ruling(rid, entry["title"], _plain("\n".join(lines)))
    return out


def _plain(text: str) -> str:
    """Paragraphs joined into lines, markdown emphasis and code marks dropped, tables kept."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    out = []
    for p in paragraphs:
        if p.startswith("|"):
            rows = [r for r in p.splitlines() if not re.match(r"^\|[-| ]+\|$", r)]
            out.append("\n".join(" · ".join(c.strip() for c in r.strip("|").split("|")) for r in rows))
        else:
            out.append(" ".join(p.split()))
    return re.sub(r"[*`]", "", "\n\n".join(out)).replace("---", "").strip()


def parse_topics(doc, rulings: dict, file: str = "data/rules_reference.yaml") -> tuple:
    """Validate the topics document; every error names the file, the topic and the field."""
    if not isinstance(doc, dict) or not isinstance(doc.get("topics"), list) or not doc["topics"]:
        raise DataError(f"{file}: 'topics' must be a non-empty list of topics")
    topics, seen = [], set()
    for i, raw in enumerate(doc["topics"]):
        where = f"{file}: topics[{i}]"
        if not isinstance(raw, dict):
            raise DataError(f"{where}: expected a mapping with id, title, text and rulings")
        unknown = set(raw) - {"id", "title", "text", "rulings"}
        if unknown:
            raise DataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        for key in ("id", "title", "text"):
            if not isinstance(raw.get(key), str) or not raw[key].strip():
                raise DataError(f"{where}.{key}: expected some text")
        if raw["id"] in seen:
            raise DataError(f"{where}.id: '{raw['id']}' is used by another topic")
        seen.add(raw["id"])
        refs = raw.get("rulings", [])
        if not isinstance(refs, list):
            raise DataError(f"{where}.rulings: expected a list such as [R1, R3]")
        for ref in refs:
            if ref not in rulings:
                raise DataError(f"{where}.rulings: '{ref}' is not an entry of docs/rulings.md")
        paragraphs = tuple(" ".join(p.split()) for p in re.split(r"\n\s*\n", raw["text"]) if p.strip())
        topics.append(Topic(raw["id"], raw["title"].strip(), paragraphs, tuple(rulings[r] for r in refs)))
    return tuple(topics)


@lru_cache(maxsize=2)
def load_reference(topics_path: Path = TOPICS_FILE, rulings_path: Path = RULINGS_FILE) -> tuple:
    """The topics, each with its rulings; a missing or malformed file raises DataError."""
    rulings = parse_rulings(read_text(rulings_path, DataError))
    doc = read_yaml(topics_path, "reference", DataError)
    return parse_topics(doc, rulings, str(topics_path))
