"""What every drawing module shares: the hit-target types, the hit-region list and the context.

Targets are plain NamedTuples so the scenes code can build, compare and put them in sets
(highlights) without touching the renderer.  Regions are recorded in drawing order while a
frame is drawn; the last one drawn under the mouse is on top and wins a hit test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from keydesk.ui.drawing.hexes import point_in_hex


class Target(NamedTuple):
    # "bid" | "use" | "screen" | "group" | "hex" | "boat" | "order" | "winter" | "hand" | "resource" | "village_tile" | "button"
    kind: str
    tile: str | None = None
    player: int | None = None
    colour: str | None = None
    q: int | None = None
    r: int | None = None
    resource: str | None = None


class Ghost(NamedTuple):
    """What is being dragged, drawn under the mouse."""

    kind: str  # "workers" | "tile" | "resource"
    pos: tuple
    colour: str | None = None
    count: int = 0  # workers: how many arrive in all
    split: tuple = ()  # workers of several colours: ((colour, count), ...)
    tile: str | None = None
    rot: int = 0
    resource: str | None = None


@dataclass
class Region:
    target: Target
    rect: pygame.Rect
    hex: tuple | None = None  # (center, radius) when the region is a hexagon
    halo: tuple | None = None  # (center, radius) of the glow when lit, if not the region itself

    def contains(self, pos) -> bool:
        if self.hex is not None:
            return point_in_hex(pos, *self.hex)
        return self.rect.collidepoint(pos)


class Regions:
    """The hit regions of one frame, in drawing order."""

    def __init__(self):
        self.items: list = []
        self._by_target: dict = {}

    def add(self, target: Target, rect, hexagon=None, halo=None) -> None:
        region = Region(target, pygame.Rect(rect), hexagon, halo)
        self.items.append(region)
        self._by_target[target] = region

    def add_hex(self, target: Target, center, radius: float, halo_radius: float | None = None) -> None:
        """A hexagonal region; `halo_radius` glows a larger hex around it (a tile's centre lights
        the whole tile)."""
        rect = pygame.Rect(0, 0, round(radius * 1.732), round(radius * 2))
        rect.center = (round(center[0]), round(center[1]))
        self.add(target, rect, (center, radius), (center, halo_radius) if halo_radius else None)

    def hit(self, pos, kinds=None):
        for region in reversed(self.items):
            if (kinds is None or region.target.kind in kinds) and region.contains(pos):
                return region.target
        return None

    def get(self, target: Target):
        return self._by_target.get(target)


@dataclass
class Ctx:
    """Per-frame drawing context: palette, tile art, scale and the regions being recorded."""

    comps: object
    pal: object
    art: object
    u: float  # scale: 1.0 at 1600x900
    regions: Regions
    highlights: frozenset = frozenset()
    selected: frozenset = frozenset()  # what the carried things were picked up from
    recent: dict = field(default_factory=dict)  # {Target: player}: what bots just did, ringed in their colour
    scores: dict = field(default_factory=dict)  # {player: points their village would score now}
    users: dict = field(default_factory=dict)  # {tile: [(player, colour, count)]}: whose workers stand there
    resting: frozenset = frozenset()  # the players done this season, marked on their name bars
    written: dict = field(default_factory=dict)  # {what: the smallest size its names were written in}, e.g. "hand"
    read: int = 7  # the smallest size a name or an effect line may be written in (fonts.read_size)

    def px(self, value: float) -> int:
        return max(1, round(value * self.u))

    def wrote(self, what: str, size: int) -> int:
        """Note that a name or an effect line of kind `what` ("player names", "boat names", ...)
        was written at `size` (the test of legibility reads the smallest); returns `size`."""
        self.written[what] = min(size, self.written.get(what, size))
        return size
