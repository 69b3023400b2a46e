"""What the scripts that redraw the pictures in this folder share: the app runs headless (no
window opens), the checkout is importable without installing it, and a picture is the window as
drawn after a few frames.  Imported first by each make_*.py script beside it."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent


def shot(app, name: str) -> None:
    """Save the app's window, a few frames on, as HERE/name."""
    app.run_frames(3)
    pygame.image.save(app.screen, str(HERE / name))
