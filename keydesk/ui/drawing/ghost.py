"""The carry drawn under the mouse while a person drags it (see Ghost in draw_base)."""

from __future__ import annotations

import pygame

from keydesk.ui.drawing.base import Ghost
from keydesk.ui.drawing.icons import disc, draw_row, resource, row_width, worker
from keydesk.ui.fonts import draw_text


def draw_ghost(surface, ctx, ghost: Ghost) -> None:
    """What is being dragged, under the mouse: a small stack of workers (with counts), a tile as
    it is turned, or a resource."""
    pal = ctx.pal
    x, y = ghost.pos
    if ghost.kind == "workers" and ghost.colour:
        size = ctx.px(32)
        colours = [ghost.colour] + [c for c, _ in ghost.split if c != ghost.colour]
        for i, colour in enumerate(reversed(colours)):  # a small stack, the carried colour in front
            step = (len(colours) - 1 - i) * size * 0.3
            worker(surface, pal, colour, (x - step, y + step * 0.4), size)
        if ghost.split:  # several colours: how many of each, under the stack
            items = [item for c, k in ghost.split for item in (("worker", c), ("text", str(k)))]
            h = size * 0.42
            pill = pygame.Rect(0, 0, round(row_width(items, h) + h), round(h * 1.4))
            pill.midtop = (round(x), round(y + size * 0.7))
            pygame.draw.rect(surface, (34, 26, 20), pill, border_radius=pill.h // 2)
            draw_row(surface, pal, items, pill.center, h, ink=pal.light_text)
        if ghost.count:
            badge = (x + size * 0.62, y - size * 0.5)
            disc(surface, (34, 26, 20), badge, size * 0.34, outline=pal.light_text)
            draw_text(surface, str(ghost.count), badge, round(size * 0.5), pal.light_text, bold=True)
    elif ghost.kind == "tile" and ghost.tile:
        ctx.art.blit(surface, ghost.tile, (x, y), ctx.px(50), ghost.rot, alpha=200)
    elif ghost.kind == "resource" and ghost.resource:
        resource(surface, pal, ghost.resource, (x, y), ctx.px(26))
