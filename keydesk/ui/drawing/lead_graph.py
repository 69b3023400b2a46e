"""The review's picture of a game: the judge's estimated lead of one player, decision by decision.

As the score graphs of Go and chess analysis tools: the lead (points ahead of the rivals at the
end, as the judge estimates it after each move the player made) over the moves of the game,
seasons shaded and named, the biggest swings ringed.  The same drawing serves the review scene
(whose clicks on a ring open the replay there) and `main.py review --graph FILE.png`, which
draws it offscreen.

A lead figure alone reads as a promise.  So the graph says under its title what the figure
assumes (ASSUMES), and shades around the line the band in which 8 games in 10 ended from such
positions (keydesk/ai/teaching/lead_band.py, measured by bench/calibration.py); where the band's file
cannot be used the line is drawn alone and the graph says so.
"""

from __future__ import annotations

import pygame

from keydesk.ai.teaching.lead_band import SHARE, band, problem
from keydesk.ui.fonts import draw_text

SWINGS = 3  # the biggest changes of lead marked
BACK = (246, 238, 222)
INK = (60, 44, 30)
LINE = (40, 90, 150)
SWING = (190, 60, 40)
SEASON_SHADE = ((236, 244, 226), (250, 242, 214), (244, 230, 212), (226, 234, 244))
SEASONS = ("spring", "summer", "autumn", "winter")
BAND = (40, 90, 150, 48)  # the band's shade: the line's blue, faint
ASSUMES = ("It assumes everyone plays on as the judge would, and guesses what the player could not see "
           "(rivals' workers, skills, winter tiles, draws to come) from what they saw.")


def swings(decisions, k: int = SWINGS) -> list:
    """The `k` decisions after which the lead changed most from the decision before."""
    changes = [(abs(b.lead - a.lead), b) for a, b in zip(decisions, decisions[1:])]
    changes.sort(key=lambda c: (-c[0], c[1].index))
    return [d for _, d in changes[:k]]


class LeadGraph:
    """The graph of `decisions` (in game order) in `rect`, for a game of `moves` log entries;
    `seasons[i]` is the season before move i."""

    def __init__(self, rect, decisions, moves: int, seasons: list):
        self.rect = pygame.Rect(rect)
        self.decisions = sorted(decisions, key=lambda d: d.index)
        self.moves = max(1, moves)
        self.seasons = seasons
        self.plot = self.rect.inflate(-90, -110).move(25, 2)
        self.bands = [band(d.season, d.lead) for d in self.decisions]
        edges = [d.lead for d in self.decisions] + [x for b in self.bands if b for x in b]
        self.top = max(5.0, max(edges, default=0.0) + 2)
        self.bottom = min(-5.0, min(edges, default=0.0) - 2)
        self.marks = {d.index: self.point(d) for d in swings(self.decisions)}

    def x(self, index: float) -> int:
        return round(self.plot.left + self.plot.width * index / self.moves)

    def y(self, lead: float) -> int:
        return round(self.plot.bottom - self.plot.height * (lead - self.bottom) / (self.top - self.bottom))

    def point(self, d) -> tuple:
        return self.x(d.index + 1), self.y(d.lead)

    def at(self, pos):
        """The marked decision whose ring is at `pos`, or None."""
        for d in self.decisions:
            mark = self.marks.get(d.index)
            if mark and (mark[0] - pos[0]) ** 2 + (mark[1] - pos[1]) ** 2 <= 12 ** 2:
                return d
        return None

    def draw(self, surface, title: str = "") -> None:
        pygame.draw.rect(surface, BACK, self.rect)
        plot = self.plot
        start = 0
        for i in range(1, len(self.seasons) + 1):  # one band per season
            if i == len(self.seasons) or self.seasons[i] != self.seasons[start]:
                band = pygame.Rect(self.x(start), plot.top, max(1, self.x(i) - self.x(start)), plot.height)
                season = self.seasons[start]
                shade = SEASON_SHADE[SEASONS.index(season)] if season in SEASONS else BACK
                pygame.draw.rect(surface, shade, band)
                if season in SEASONS:
                    draw_text(surface, season.capitalize(), (band.centerx, plot.bottom + 14), 17, INK)
                start = i
        zero = self.y(0.0)
        pygame.draw.line(surface, INK, (plot.left, zero), (plot.right, zero), 1)
        for value in (self.top, self.bottom):
            draw_text(surface, f"{value:+.0f}", (plot.left - 6, self.y(value)), 16, INK, anchor="midright")
        draw_text(surface, "0", (plot.left - 6, zero), 16, INK, anchor="midright")
        self.draw_band(surface)
        pygame.draw.rect(surface, INK, plot, 1)
        points = [self.point(d) for d in self.decisions]
        if len(points) > 1:
            pygame.draw.lines(surface, LINE, False, points, 3)
        for p in points:
            pygame.draw.circle(surface, LINE, p, 3)
        for mark in self.marks.values():
            pygame.draw.circle(surface, SWING, mark, 10, 3)
        draw_text(surface, title or "Estimated lead at the end, in points, after each of the player's moves",
                  (self.rect.centerx, self.rect.top + 14), 18, INK)
        draw_text(surface, ASSUMES, (self.rect.centerx, self.rect.top + 33), 15, INK)
        draw_text(surface, "Ringed: the biggest swings", (plot.right, plot.bottom + 32), 16, SWING,
                  anchor="midright")
        draw_text(surface, "moves of the game, left to right", (plot.left, plot.bottom + 32), 16, INK, anchor="midleft")
        legend = (f"Shaded: where {SHARE // 10} in 10 games from such positions ended" if any(self.bands)
                  else problem() or "")
        draw_text(surface, legend, (plot.centerx, plot.bottom + 32), 16, LINE)

    def draw_band(self, surface) -> None:
        """The band around the line, faint, under it: upper edges left to right, lower back."""
        spans = [(self.x(d.index + 1), b) for d, b in zip(self.decisions, self.bands) if b]
        if not spans:
            return
        left, top = self.plot.topleft  # drawn on a layer the plot's size, so the shade can be faint
        upper = [(x - left, self.y(b[1]) - top) for x, b in spans]
        lower = [(x - left, self.y(b[0]) - top) for x, b in reversed(spans)]
        layer = pygame.Surface(self.plot.size, pygame.SRCALPHA)
        if len(spans) == 1:
            pygame.draw.line(layer, BAND, upper[0], lower[0], 5)
        else:
            pygame.draw.polygon(layer, BAND, upper + lower)
        surface.blit(layer, self.plot.topleft)


def graph_png(decisions, moves: int, seasons: list, title: str, size=(1000, 360)) -> bytes:
    """The graph drawn offscreen, as PNG bytes (for `main.py review --graph`)."""
    from keydesk.ui.screenshot import png_bytes

    pygame.font.init()
    surface = pygame.Surface(size)
    LeadGraph(surface.get_rect(), decisions, moves, seasons).draw(surface, title)
    return png_bytes(surface)
