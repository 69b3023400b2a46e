"""What every scene shares: the app it belongs to, gui building on enter/resize, and a few
drawing helpers for the warm wooden backdrop the table also uses."""

from __future__ import annotations

import time
from functools import lru_cache
from importlib.resources import files

import pygame

from keydesk.files import write_atomically
from keydesk.ui.palette import STANDARD


class Scene:
    return_to = None  # the scene this one was opened over (App.visit), which App.back goes back to

    def __init__(self, app):
        self.app = app

    @property
    def ui(self):
        return self.app.ui

    @property
    def size(self):
        return self.app.screen.get_size()

    def build(self) -> None:
        """Create this scene's gui elements for the current window size (the manager is empty)."""

    def resize(self) -> None:
        self.build()

    def leave(self) -> None:
        """Called when another scene takes over (stop threads, drop references)."""

    def takes_first(self, event) -> bool:
        """True when the scene takes `event` before the gui sees it (the table's curtain does);
        the event then goes nowhere else."""
        return False

    def handle(self, event, consumed: bool) -> None:
        """One pygame or pygame_gui event; `consumed` when a gui element already took it."""

    def update(self, dt: float) -> None:
        pass

    def next_frame(self, now: float):
        """When this scene changes by itself, with no event (see keydesk/ui/frames.py); most
        scenes change only when something happens."""
        return None

    def judging(self) -> bool:
        """Is the judge searching for this scene while the person waits (a hint, a review)?
        Its worker processes want every core then, so the loop draws fewer frames (loop.py)."""
        return False

    def draw(self, surface) -> None:
        draw_backdrop(surface)

    def to_menu(self) -> None:
        """Back to the main menu (Back and Escape on the pages opened from it)."""
        self.app.show("menu")


def draw_backdrop(surface) -> None:
    """Wood planks: the same table colours the renderer uses, so scenes feel of a piece."""
    p = STANDARD
    w, h = surface.get_size()
    surface.fill(p.table)
    plank = 72
    for i, y in enumerate(range(0, h, plank)):
        pygame.draw.rect(surface, p.grain if i % 2 else p.table, (0, y, w, plank))
        pygame.draw.line(surface, p.table_dark, (0, y), (w, y), 2)


@lru_cache(maxsize=16)
def gui_font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans as pygame_gui ships it, so text drawn by scenes matches the widgets."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(files("pygame_gui.data") / name), size)


def draw_text_centred(surface, text: str, size: int, colour, centre, bold=False) -> pygame.Rect:
    image = gui_font(size, bold).render(text, True, colour)
    rect = image.get_rect(center=centre)
    surface.blit(image, rect)
    return rect


def centred_rect(size, width: int, height: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, min(width, size[0] - 20), min(height, size[1] - 20))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def dropdown_value(menu) -> str:
    """The chosen option's text (pygame_gui 0.6 stores (text, id) pairs)."""
    option = menu.selected_option
    return option[0] if isinstance(option, tuple) else option


def save_screenshot(scene, prefix: str):
    """Draw the scene and its gui off-screen into a new PNG under the home's screenshots/ folder
    (F12 at the table and in the replay viewer).  Returns the path; WriteError when it cannot
    write (written atomically, never over an existing file)."""
    from keydesk.session.home_folder import screenshots_dir
    from keydesk.ui.screenshot import png_bytes

    folder = screenshots_dir(scene.app.home)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{prefix}-{stamp}.png"
    n = 2
    while path.exists():
        path, n = folder / f"{prefix}-{stamp}-{n}.png", n + 1
    surface = scene.app.screen.copy()
    scene.draw(surface)
    scene.ui.draw_ui(surface)
    return write_atomically(path, png_bytes(surface))


def draw_curtain(surface, palette, name: str, extra: str | None = None) -> None:
    """The page that hides a shared screen until `name` sits down ("Pass to Bob"); `extra` is one
    more line for the person leaving (e.g. that Ctrl+Z can still take their move back)."""
    w, h = surface.get_size()
    surface.fill(palette.table_dark)
    pygame.draw.rect(surface, palette.panel_edge, (40, 40, w - 80, h - 80), 3, border_radius=18)
    draw_text_centred(surface, f"Pass to {name}", 64, palette.light_text, (w // 2, h // 2 - 40), bold=True)
    draw_text_centred(surface, "click here, or press Enter or Space, to continue", 30, palette.dim_text,
                      (w // 2, h // 2 + 30))
    draw_text_centred(surface, "Everyone else, look away: the screens will be shown.", 22, palette.dim_text,
                      (w // 2, h // 2 + 80))
    if extra:
        draw_text_centred(surface, extra, 22, palette.dim_text, (w // 2, h // 2 + 120))
