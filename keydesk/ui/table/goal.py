"""A challenge's goal, and where the player stands on it, kept in sight while they play.

The goal is read on the Challenges list and measured only at the end; between the two a player
would otherwise have to remember it and work out their standing from the villages.  The
standing is measured as the result will be (challenge.measure: the player's own score, or
their margin over the best rival), from the live scores of what the player can see.
"""

from __future__ import annotations

import pygame

from keydesk.ui.fonts import fit_label, fit_lines, font, render

TEXT_PX = 15


def standing(challenge, scores: dict) -> str:
    """The player's standing now, in the words of the result, with the stars' thresholds."""
    stars = ", ".join(str(s) for s in challenge.stars)
    if challenge.measure == "score":
        return f"Now: {scores.get(0, 0)} points · stars at {stars}"
    margin = scores.get(0, 0) - max((v for p, v in scores.items() if p != 0), default=0)
    return f"Now: {margin:+d} over the best rival · stars at {stars}"


def draw_goal(surface, pal, challenge, scores: dict, bottom_right) -> pygame.Rect:
    """Two lines, the goal and the standing, on a dark plate whose bottom-right corner is
    `bottom_right` (the plate is as wide as the log column)."""
    width = 288
    goal, size = fit_lines(f"Goal: {challenge.goal}", TEXT_PX, width - 16, 2 * font(TEXT_PX, True).get_linesize(),
                           True, 12)
    images = [render(line, size, pal.light_text, bold=True) for line in goal]
    now, size = fit_label(standing(challenge, scores), TEXT_PX, width - 16, False, 12)
    images.append(render(now, size, pal.gold_border))
    plate = pygame.Rect(0, 0, width, sum(i.get_height() for i in images) + 14)
    plate.bottomright = bottom_right
    pygame.draw.rect(surface, pal.table_dark, plate, border_radius=8)
    pygame.draw.rect(surface, pal.gold_border, plate, 2, border_radius=8)
    y = plate.y + 7
    for image in images:
        surface.blit(image, (plate.x + 8, y))
        y += image.get_height()
    return plate
