"""keydesk.rules, keydesk.ai, the table's session (keydesk.session) and practice (keydesk.practice)
must never import pygame (or pygame_gui).

The engine has to run anywhere: a bot worker process, a headless screenshot, a script, CI; the
session is tested headless.  Two checks: the source text has no pygame import statement
anywhere (including inside functions), and importing every module of these packages in a fresh
interpreter leaves no pygame module in sys.modules.
"""

import ast
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE_PACKAGES = ("keydesk/rules", "keydesk/ai", "keydesk/session", "keydesk/practice")
FORBIDDEN = re.compile(r"^pygame(_gui)?$")   # top-level names: pygame, pygame_gui


def _source_files():
    files = []
    for pkg in PURE_PACKAGES:
        files.extend(sorted((ROOT / pkg).rglob("*.py")))
    return files


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _pygame_imports(path: Path):
    """Every import of pygame in one file, as 'line N: text'."""
    source = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source, filename=str(path))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and ((isinstance(node.func, ast.Name) and node.func.id == "__import__")
                   or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module"))):
            names = [node.args[0].value]
        if any(FORBIDDEN.match(name.split(".")[0]) for name in names):
            found.append(f"line {node.lineno}: {ast.get_source_segment(source, node)}")
    return found


def test_there_are_modules_to_check():
    assert any(p.name == "hexgrid.py" for p in _source_files())


def test_no_pygame_import_in_source():
    offenders = {}
    for path in _source_files():
        hits = _pygame_imports(path)
        if hits:
            offenders[str(path.relative_to(ROOT))] = hits
    assert not offenders, f"pygame imported by the pure engine: {offenders}"


def test_the_scanner_sees_every_form_of_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(textwrap.dedent("""
        import os
        import pygame
        import pygame_gui as gui
        from pygame.locals import QUIT
        def later():
            import pygame.freetype
            __import__("pygame")
        import importlib
        importlib.import_module("pygame_gui.elements")
        from . import pygame_helpers
        import pygamelike
    """))
    assert len(_pygame_imports(sample)) == 6


def test_importing_every_module_leaves_pygame_unloaded():
    modules = [_module_name(p) for p in _source_files()]
    script = textwrap.dedent("""
        import importlib, json, sys
        report = {"pulled_in": {}, "errors": {}}
        for name in json.loads(sys.argv[1]):
            before = {m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui")}
            try:
                importlib.import_module(name)
            except Exception as exc:
                report["errors"][name] = f"{type(exc).__name__}: {exc}"
                continue
            after = {m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui")}
            if after - before:
                report["pulled_in"][name] = sorted(after - before)[:5]
        report["loaded"] = sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui"))
        print(json.dumps(report))
    """)
    proc = subprocess.run(
        [sys.executable, "-c", script, json.dumps(modules)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert not report["pulled_in"], f"these modules pull in pygame: {report['pulled_in']}"
    assert not report["loaded"], f"pygame loaded after importing the engine: {report['loaded']}"
    assert not report["errors"], f"engine modules failed to import: {report['errors']}"
