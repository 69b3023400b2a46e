"""Colours and glyphs of the table, in two palettes: "standard" and "colourblind".

Every worker colour and resource type has a *shape* and a *letter* as well as a colour, so the
table stays readable without telling colours apart; the colour-blind palette also swaps the
hues for the Okabe–Ito set, which stays distinct under the common colour-vision deficiencies.
Player colours are deliberately unlike the four worker colours: a player's colour frames their
bid sides and village, a worker colour fills a token, and the two must never be confused.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple

# Shape and letter per worker colour and per resource (the same in both palettes).
WORKER_SHAPES = {"blue": "circle", "red": "triangle", "yellow": "square", "green": "diamond"}
WORKER_LETTERS = {"blue": "B", "red": "R", "yellow": "Y", "green": "G"}
RESOURCE_SHAPES = {"gold": "coin", "iron": "ingot", "stone": "rock", "wood": "log"}
RESOURCE_LETTERS = {"gold": "G", "iron": "I", "stone": "S", "wood": "W"}


@dataclass(frozen=True)
class Palette:
    name: str
    workers: dict  # worker colour -> fill
    players: tuple  # one colour per seat, P1..P6
    resources: dict  # resource -> fill
    seasons: dict  # season or tile kind -> tile tint
    purple: RGB = (122, 62, 160)  # the start-player marker
    table: RGB = (92, 62, 38)  # wood of the table
    table_dark: RGB = (70, 46, 28)
    grain: RGB = (104, 72, 45)
    panel: RGB = (58, 40, 26)  # panels laid on the table
    panel_edge: RGB = (134, 98, 62)
    parchment: RGB = (240, 228, 196)
    ink: RGB = (44, 32, 22)
    ink_soft: RGB = (96, 80, 62)
    light_text: RGB = (246, 236, 214)
    dim_text: RGB = (196, 176, 146)
    road: RGB = (206, 170, 118)
    road_edge: RGB = (126, 92, 56)
    water: RGB = (74, 144, 204)
    water_light: RGB = (150, 198, 236)
    gold_border: RGB = (232, 186, 48)
    highlight: RGB = (255, 236, 120)
    selected: RGB = (255, 255, 255)
    skill_fill: RGB = (226, 222, 210)
    skill_ink: RGB = (60, 60, 70)

    def worker(self, colour: str) -> RGB:
        return self.workers[colour]

    def player(self, p: int) -> RGB:
        return self.players[p % len(self.players)]

    def ink_on(self, fill: RGB) -> RGB:
        """Black or white letters, whichever contrasts more with this fill."""
        dark, light = (20, 20, 20), (250, 250, 250)
        return dark if contrast(dark, fill) >= contrast(light, fill) else light

    def readable(self, text: RGB, fill: RGB) -> RGB:
        """`text`, or the nearest blend of it towards black or white that reads on `fill` with a
        contrast of at least MIN_CONTRAST: a player's colour keeps its hue where it can."""
        ink = self.ink_on(fill)
        for k in range(11):
            colour = tuple(round(a + (b - a) * k / 10) for a, b in zip(text[:3], ink))
            if contrast(colour, fill) >= MIN_CONTRAST:
                return colour
        return ink


MIN_CONTRAST = 4.5  # WCAG 2 AA for normal text


def luminance(colour: RGB) -> float:
    """The relative luminance of an sRGB colour (WCAG 2)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


SEASON_TINTS = {
    "spring": (188, 220, 150),
    "summer": (244, 214, 120),
    "autumn": (226, 160, 104),
    "winter": (196, 212, 230),
    "home": (232, 214, 172),
    "boat": (160, 200, 226),
    "turn_order": (206, 190, 222),
}

STANDARD = Palette(
    name="standard",
    workers={"blue": (52, 104, 200), "red": (204, 52, 48), "yellow": (242, 200, 40), "green": (60, 158, 70)},
    players=((238, 128, 36), (40, 170, 176), (214, 84, 160), (150, 150, 164), (150, 96, 52), (250, 246, 236)),
    resources={"gold": (240, 192, 40), "iron": (128, 134, 148), "stone": (196, 186, 168), "wood": (150, 96, 50)},
    seasons=SEASON_TINTS,
)

# Okabe & Ito, "Color Universal Design" (2008): blue, vermillion, yellow, bluish green for the
# workers; orange, sky blue and reddish purple for the first seats, then white, grey and sand (told
# apart by lightness; black would vanish on the dark panels).
COLOURBLIND = Palette(
    name="colourblind",
    workers={"blue": (0, 114, 178), "red": (213, 94, 0), "yellow": (240, 228, 66), "green": (0, 158, 115)},
    players=((230, 159, 0), (86, 180, 233), (204, 121, 167), (245, 245, 245), (150, 150, 150), (206, 176, 124)),
    resources={"gold": (240, 228, 66), "iron": (110, 110, 120), "stone": (200, 200, 190), "wood": (150, 90, 40)},
    seasons={**SEASON_TINTS, "spring": (200, 226, 200), "summer": (246, 226, 150), "autumn": (232, 180, 130)},
    purple=(110, 60, 150),
)

PALETTES = {p.name: p for p in (STANDARD, COLOURBLIND)}


def get_palette(name: str) -> Palette:
    try:
        return PALETTES[name]
    except KeyError:
        raise ValueError(f"unknown palette {name!r}; choose one of {', '.join(PALETTES)}") from None
