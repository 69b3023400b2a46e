"""Fonts and rendered text, cached, and how large text must be to be read.

pygame-ce ships its default font, so the table looks the same on every machine (no system
font lookup).  Rendering text is the slowest part of a frame; the same labels are drawn every
frame, so rendered surfaces are cached by (text, size, colour, bold).

A font's size is not what a person reads: the default font's lower-case letters are little
more than a third of its size (an "x" of size 9 is 3 pixels high).  READ_PX is the x-height,
in pixels on the screen, below which a name or an effect line is not drawn: `read_size` is
the smallest font size that reaches it on a canvas shown at a scale.
"""

from __future__ import annotations

from functools import lru_cache

import pygame


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(6, int(size)))
    f.bold = bold
    return f


READ_PX = 6  # the x-height, on the screen, of every name and effect line the table writes


@lru_cache(maxsize=128)
def x_height(size: int, bold: bool = False) -> int:
    """The height in pixels of a lower-case "x" drawn at `size`: the letters a person reads."""
    return font(size, bold).render("x", True, (255, 255, 255)).get_bounding_rect(min_alpha=1).h


@lru_cache(maxsize=16)
def read_size(scale: float = 1.0, bold: bool = True) -> int:
    """The smallest font size whose x-height is READ_PX or more once a canvas is shown at
    `scale` (window.py shrinks small windows' canvas)."""
    size = 6
    while x_height(size, bold) * scale < READ_PX - 1e-9:
        size += 1
    return size


@lru_cache(maxsize=4096)
def render(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


def text_size(text: str, size: int, bold: bool = False) -> tuple:
    return font(size, bold).size(text)


def fit_size(text: str, size: int, width: float, bold: bool = False, smallest: int = 8) -> int:
    """The largest font size <= size at which `text` fits in `width` pixels (at least `smallest`)."""
    size = int(size)
    while size > smallest and text_size(text, size, bold)[0] > width:
        size -= 1
    return size


def fit_label(text: str, size: int, width: float, bold: bool = False, smallest: int = 8) -> tuple:
    """(text, size): one line at the largest size <= `size` that fits `width`; at `smallest`,
    cut short with "..." if it still does not fit (a tooltip then gives it whole)."""
    size = fit_size(text, size, width, bold, smallest)
    if text_size(text, size, bold)[0] <= width:
        return text, size
    while len(text) > 1 and text_size(text + "...", size, bold)[0] > width:
        text = text[:-1].rstrip()
    return text + "...", size


@lru_cache(maxsize=64)
def fit_lines(text: str, size: int, width: float, height: float, bold: bool = False, smallest: int = 10) -> tuple:
    """(lines, size): `text` at the largest size <= `size` that fits `width` x `height` on one line
    or, broken between words, on two; at `smallest` the second line is cut short with "...".
    Long messages (a refusal's reason, a prompt) stay readable instead of shrinking to specks."""
    words = text.split()
    for px in range(int(size), smallest - 1, -1):
        if text_size(text, px, bold)[0] <= width:
            return (text,), px
        if 2 * font(px, bold).get_linesize() > height:
            continue
        for cut in _balanced_cuts(words):
            lines = (" ".join(words[:cut]), " ".join(words[cut:]))
            if all(text_size(line, px, bold)[0] <= width for line in lines):
                return lines, px
    px = smallest
    first = next((" ".join(words[:k]) for k in range(len(words), 0, -1)
                  if text_size(" ".join(words[:k]), px, bold)[0] <= width), "")
    rest = text[len(first):].strip()
    while rest and text_size(rest + "...", px, bold)[0] > width:
        rest = rest[:-1]
    return ((first, rest + "...") if rest else (first,)), px


def _balanced_cuts(words) -> list:
    """Where to break a line of words in two, the most even break first."""
    total = sum(len(w) + 1 for w in words)
    ends, run = [], 0
    for i, w in enumerate(words[:-1], start=1):
        run += len(w) + 1
        ends.append((abs(total / 2 - run), i))
    return [i for _, i in sorted(ends)]


def draw_text(surface, text: str, pos, size: int, colour, *, anchor: str = "center", bold: bool = False,
              shadow=None) -> pygame.Rect:
    """Blit text with its `anchor` point ("center", "midleft", "topleft", ...) at `pos`."""
    img = render(text, int(size), tuple(colour), bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow is not None:
        surface.blit(render(text, int(size), tuple(shadow), bold), rect.move(1, 1))
    surface.blit(img, rect)
    return rect
