"""The window, and the canvas the scenes draw on.

Every scene is laid out for at least 1280×720 (MIN_LAYOUT): below that the toolbar's buttons
would lie on one another and the table's rows would starve.  A smaller window — down to
1024×600 (MIN_WINDOW), a small laptop with its task bar — gets a scaled view instead: the
scenes draw on an off-screen canvas of the window's shape at least MIN_LAYOUT in size, which is
smoothscaled into the window each frame.  Mouse positions are mapped back onto the canvas, for
the scenes by `for_scenes` and for pygame_gui by its own mouse scale factor, so a click lands
on what is drawn under the pointer.  From MIN_LAYOUT up the canvas is the window itself.
"""

from __future__ import annotations

import pygame

MIN_LAYOUT = (1280, 720)
MIN_WINDOW = (1024, 600)
DEFAULT_SIZE = (1280, 800)
_POSITIONED = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def clamp_window(size) -> tuple:
    """The window size the app accepts: never below MIN_WINDOW."""
    return max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1]))


def opening_size(asked, remembered, desktops) -> tuple:
    """The size the first window opens at: the one asked for (--size), else the one it had last
    time, else DEFAULT_SIZE; never larger than the display it opens on (`desktops`, from
    pygame.display.get_desktop_sizes()), so a small laptop screen never crops it, nor smaller
    than MIN_WINDOW."""
    w, h = asked or remembered or DEFAULT_SIZE
    if desktops:
        w, h = min(w, desktops[0][0]), min(h, desktops[0][1])
    return clamp_window((w, h))


def view_scale(size) -> float:
    """How much the canvas is shrunk to fit a window of `size` (1.0: not at all)."""
    return min(1.0, size[0] / MIN_LAYOUT[0], size[1] / MIN_LAYOUT[1])


class Window:
    """The display surface and the canvas drawn on (the same surface unless scaled)."""

    def __init__(self, size):
        self.surface = None
        self.open(size)

    def open(self, size) -> None:
        """Set the window to `size` (clamped) and make the canvas for it."""
        size = clamp_window(size)
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.scale = view_scale(size)
        if self.scale < 1.0:
            self.canvas = pygame.Surface((round(size[0] / self.scale), round(size[1] / self.scale)))
        else:
            self.canvas = self.surface

    @property
    def size(self) -> tuple:
        """The window's size on the desktop (the canvas's is `canvas.get_size()`)."""
        return self.surface.get_size()

    @property
    def scaled(self) -> bool:
        return self.canvas is not self.surface

    def to_canvas(self, pos) -> tuple:
        return (round(pos[0] / self.scale), round(pos[1] / self.scale))

    def to_window(self, pos) -> tuple:
        return (round(pos[0] * self.scale), round(pos[1] * self.scale))

    def for_scenes(self, event):
        """The event with its mouse position on the canvas (unchanged when not scaled)."""
        if not self.scaled or event.type not in _POSITIONED:
            return event
        attrs = dict(event.dict, pos=self.to_canvas(event.pos))
        if "rel" in attrs:
            attrs["rel"] = self.to_canvas(attrs["rel"])
        return pygame.event.Event(event.type, attrs)

    def present(self) -> None:
        """Copy a scaled canvas into the window (the caller flips the display)."""
        if self.scaled:
            pygame.transform.smoothscale(self.canvas, self.surface.get_size(), self.surface)
