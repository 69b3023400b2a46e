"""Checking a rendered picture against a reference thumbnail of the same known position.

A screenshot is compared as a 64x36 thumbnail (smooth-scaled, so each of its pixels is the
average of a patch of the picture) with the thumbnail kept in tests/fixtures/thumbnails.  The
tolerance is the mean difference per colour channel, 0-255: the same position drawn again
differs by 0, a picture moved sideways by half a percent of its width already by about 6, a
blank or single-colour one by 35 or more (test_screenshot.py checks these margins).

When the table's look changes on purpose, run `python tests/fixtures/make_thumbnails.py`, open
the new thumbnails and the full pictures it writes beside them, and commit them.
"""

from __future__ import annotations

import pygame

from keydesk.rules import Game
from keydesk.ui.screenshot import render_png
from tests.fixtures import FIXTURES

THUMB = (64, 36)
TOLERANCE = 3.0
THUMBNAILS = FIXTURES / "thumbnails"
AUTUMN = str(FIXTURES / "autumn-4p.yaml")
# The pictures `main.py screenshot` is checked on: name -> the command's arguments but -o.
COMMANDS = {
    "autumn-4p": ["screenshot", AUTUMN, "--size", "1600x900"],
    "autumn-4p-move-10-as-P2": ["screenshot", AUTUMN, "--move", "10", "--as", "P2", "--size", "1280x720"],
}
SIX_PLAYERS = "new-6p-as-P4"


def draw_six_players(path) -> str:
    """A new six-player game (seed 2) as P4 sees it at 1920x1080, drawn by render_png itself."""
    return render_png(Game.new(players=6, seed=2), path, (1920, 1080), viewer=3)


def thumbnail(picture) -> pygame.Surface:
    """The picture (a Surface or a PNG path) shrunk to THUMB, each pixel a patch's average."""
    surface = picture if isinstance(picture, pygame.Surface) else pygame.image.load(str(picture))
    return pygame.transform.smoothscale(surface, THUMB)


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference per colour channel between two thumbnails."""
    total = 0
    for y in range(THUMB[1]):
        for x in range(THUMB[0]):
            total += sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3]))
    return total / (THUMB[0] * THUMB[1] * 3)


def unlike(picture, name: str) -> float:
    """How far a picture is from the reference thumbnail `name` (at most TOLERANCE to pass)."""
    return difference(thumbnail(picture), pygame.image.load(str(THUMBNAILS / f"{name}.png")))
