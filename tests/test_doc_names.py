"""The docs name code that exists.

docs/architecture.md, docs/judge.md, docs/rulings.md and the README send a newcomer to
functions and constants by name: `keydesk/rules/game.py` (`Game`), `judge.SIMULATIONS`,
`learned.shipped_margin()`.  A name renamed or deleted without its docs would send them
nowhere (a ruling once named a function only the tests called).  Two forms are resolved:

* a file followed by names in brackets, `keydesk/ai/teaching/judge.py` (`rank`, `compare`): each name
  is defined in that file (for a module of keydesk, an attribute of it, dotted names followed
  through classes; for a script of bench/ or tests/, a function or class it defines);
* a dotted name whose first part is a module of keydesk (`judge.NOISE`, `seasons.end_season`),
  a class of keydesk (`GameState.masked`) or the whole path (`keydesk.files.write_atomically`).
  The docs also speak of a game, a view, a bot and the app as the API shows them
  (`game.view(p)`, `view.hidden`, `bot.choose(...)`, `app.back()`): where a module of that
  name has no such attribute, the name must be one of those objects'.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import pytest

import keydesk
from keydesk.ai import make_bot
from keydesk.rules import Game

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
FILE_WITH_NAMES = re.compile(r"`([\w/]+\.py)` \(((?:`[^`]*`[,; ]*(?:and )?)+)\)", re.S)
TICKED = re.compile(r"`([^`\n]+)`")
DOTTED = re.compile(r"^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?:\(.*\))?$")
NAME = re.compile(r"^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\(.*\))?$")
EXTENSIONS = {"py", "yaml", "md", "txt", "toml", "pkl", "json", "png", "csv"}


def _modules() -> dict:
    """{dotted name: module} for every module of keydesk."""
    found = {"keydesk": keydesk}
    for info in pkgutil.walk_packages(keydesk.__path__, "keydesk."):
        if ".ui" in info.name:  # the window's modules import pygame: imported only when named
            continue
        found[info.name] = importlib.import_module(info.name)
    return found


def _by_basename() -> dict:
    out: dict = {}
    for path in (ROOT / "keydesk").rglob("*.py"):
        name = path.stem if path.stem != "__init__" else path.parent.name
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        out.setdefault(name, []).append(dotted)
    return out


BASENAMES = _by_basename()


def _module(dotted: str):
    return importlib.import_module(dotted)


def _classes() -> dict:
    """{class name: [class]} of every class defined in keydesk's headless modules."""
    out: dict = {}
    for module in _modules().values():
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and obj.__module__ == module.__name__:
                out.setdefault(name, []).append(obj)
    return out


def _follow(obj, parts) -> bool:
    for i, part in enumerate(parts):
        if not hasattr(obj, part):
            # a field a class declares without a class attribute (a dataclass field, a slot):
            # it names data, so nothing lies beyond it to follow
            declared = set(getattr(obj, "__annotations__", {})) | set(getattr(obj, "__slots__", ()))
            return inspect.isclass(obj) and part in declared and i == len(parts) - 1
        obj = getattr(obj, part)
    return True


def _objects() -> dict:
    """The objects the docs speak of by the names the API gives them."""
    game = Game.new(players=2, seed=1)
    from keydesk.ui.app import App  # the window's class: its methods, not a window

    return {"game": [game], "view": [game.view(0)], "bot": [type(make_bot(level)) for level in ("easy", "medium", "hard")],
            "app": [App]}


def _defined_in_script(path: Path, name: str) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = name.split(".")[0]
    return any(isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and node.name == top
               or isinstance(node, ast.Assign) and any(getattr(t, "id", None) == top for t in node.targets)
               for node in tree.body)


def names_after_files(text: str) -> list:
    """[(file, name)] for every `file.py` (`name`, ...) in `text`."""
    out = []
    for match in FILE_WITH_NAMES.finditer(text):
        for token in TICKED.findall(match.group(2)):
            named = NAME.match(token.strip())
            if named:
                out.append((match.group(1), named.group(1)))
    return out


def dotted_names(text: str) -> list:
    out = []
    for token in TICKED.findall(text):
        named = DOTTED.match(token.strip())
        if named and named.group(1).rsplit(".", 1)[1] not in EXTENSIONS:
            out.append(named.group(1))
    return out


def _resolve_file_name(file: str, name: str) -> bool:
    parts = name.split(".")
    path = ROOT / file if (ROOT / file).exists() else None
    if path is None:  # a bare module name: `judge.py` (`rank`)
        dotted = BASENAMES.get(Path(file).stem, [])
        return any(_follow(_module(d), parts) for d in dotted)
    if path.parts[len(ROOT.parts)] != "keydesk":
        return _defined_in_script(path, name)
    dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
    return _follow(_module(dotted), parts)


def _resolve_dotted(name: str, classes: dict, objects: dict):
    """True or False for a name this test knows how to read; None for one it does not (a first
    part that is no module, class or object of keydesk: `scene.carry` in prose)."""
    first, *rest = name.split(".")
    if first == "keydesk":
        for cut in range(len(rest), 0, -1):
            dotted = "keydesk." + ".".join(rest[:cut])
            try:
                module = _module(dotted)
            except ModuleNotFoundError:
                continue
            return _follow(module, rest[cut:])
        return False
    candidates = [_module(d) for d in BASENAMES.get(first, [])] + classes.get(first, []) + objects.get(first, [])
    if not candidates:
        return None
    return any(_follow(c, rest) for c in candidates)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_name_a_doc_gives_after_a_file_is_defined_there(doc):
    missing = [f"{file} ({name})" for file, name in names_after_files(doc.read_text(encoding="utf-8"))
               if not _resolve_file_name(file, name)]
    assert missing == [], f"{doc.name} names code that does not exist"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_dotted_name_a_doc_gives_exists(doc):
    classes, objects = _classes(), _objects()
    missing = [name for name in dotted_names(doc.read_text(encoding="utf-8"))
               if _resolve_dotted(name, classes, objects) is False]
    assert missing == [], f"{doc.name} names code that does not exist"


def test_the_reader_finds_both_forms_and_a_wrong_name_fails():
    text = ("see `keydesk/rules/game.py` (`Game`, `Game.nowhere`) and `judge.NOISE`, "
            "`judge.NOTHING`, `game.view(p)`, `history.yaml`, `scene.carry`")
    assert names_after_files(text) == [("keydesk/rules/game.py", "Game"), ("keydesk/rules/game.py", "Game.nowhere")]
    assert [_resolve_file_name(f, n) for f, n in names_after_files(text)] == [True, False]
    classes, objects = _classes(), _objects()
    assert {name: _resolve_dotted(name, classes, objects) for name in dotted_names(text)} == {
        "Game.nowhere": False, "judge.NOISE": True, "judge.NOTHING": False, "game.view": True, "scene.carry": None}
