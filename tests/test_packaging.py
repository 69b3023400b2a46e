"""pyproject.toml ships everything keydesk needs when installed with pip: every package, and every
file of data/, assets/ and docs/rulings.md as package data (keydesk/paths.py finds them)."""

import fnmatch
import tomllib
from pathlib import Path

from keydesk.paths import shipped

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_is_listed():
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "keydesk").rglob("__init__.py")}
    listed = set(CONFIG["packages"])
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"


def test_every_shipped_file_is_package_data():
    for package, folder in CONFIG["package-dir"].items():
        patterns = CONFIG["package-data"][package]
        shipped_files = [p.relative_to(ROOT / folder).as_posix() for p in (ROOT / folder).rglob("*") if p.is_file()]
        wanted = ["rulings.md"] if folder == "docs" else shipped_files
        for name in wanted:
            assert any(fnmatch.fnmatch(name, pattern) and name.count("/") == pattern.count("/")
                       for pattern in patterns), f"{folder}/{name} is not shipped by pyproject.toml"


def test_a_checkout_finds_its_folders():
    assert shipped("data") == ROOT / "data" and (shipped("data") / "tiles.yaml").is_file()
    assert (shipped("assets") / "theme.json").is_file() and (shipped("docs") / "rulings.md").is_file()
