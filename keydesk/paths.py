"""Where keydesk's shipped files are: data/ (tiles, set-up, scenarios, tutorial, rules
reference), assets/ (the gui theme) and docs/rulings.md (which the compendium quotes).

In a checkout they are the folders at the top of the repository, where people edit them.
Installed with pip they are package data inside keydesk (pyproject.toml maps those same
folders to keydesk/data, keydesk/assets and keydesk/docs).  Everything that reads them asks
`shipped`, so both work without a copy in the repository.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def shipped(folder: str) -> Path:
    """The shipped folder `folder` ("data", "assets" or "docs"): inside the installed package,
    else at the top of the checkout."""
    installed = _PACKAGE / folder
    return installed if installed.is_dir() else _PACKAGE.parent / folder
