"""Zoom at the table: one village, or the offer row, given the room of the whole table.

At six players a village of a dozen tiles or the two-row offer is small; a person who wants to
read it closely points at it and turns the wheel with Ctrl held (or presses Z).  Ctrl+wheel
down, Z again or Esc shows the whole table again.  The table picture lays the zoomed part out
(TablePicture.draw's `zoom`); this class only decides what is zoomed, from the person's gestures.
Nothing is hidden by a zoom that a gesture needs: the screen bar stays, and targets in the
zoomed part take drops as usual.
"""

from __future__ import annotations

import pygame


class Zoom:
    def __init__(self, scene):
        self.scene = scene
        self.on = None  # what is zoomed: "offer", ("village", p) or None

    def handle(self, event) -> bool:
        """Take Ctrl+wheel, Z and (while zoomed, with empty hands) Esc; True when taken."""
        if event.type == pygame.MOUSEWHEEL and pygame.key.get_mods() & pygame.KMOD_CTRL:
            if event.y > 0:
                self.zoom_in()
            elif event.y < 0:
                self.zoom_out()
            return True
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key == pygame.K_z:
            if self.on is None:
                self.zoom_in()
            else:
                self.zoom_out()
            return True
        if event.key == pygame.K_ESCAPE and self.on is not None and self.scene.carry is None:
            self.zoom_out()
            return True
        return False

    def zoom_in(self) -> None:
        """Zoom on the village or offer row under the mouse; elsewhere say where zoom works."""
        area = self.scene.picture.area_at(self.scene.gestures.mouse)
        if area is None:
            self.scene.say("Point at a village or at the tiles on offer to zoom on it.")
            return
        self.on = area

    def zoom_out(self) -> None:
        self.on = None

    def after_draw(self) -> None:
        """A zoom that no longer applies (the offer row gone between seasons) ends."""
        if self.on is not None and self.scene.picture.zoomed != self.on:
            self.on = None
