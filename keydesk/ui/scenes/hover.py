"""A tooltip that opens after the mouse rests on one table target for a moment and closes as
soon as it moves to another (pygame_gui's own tooltips belong to gui elements, not to places
drawn on the table)."""

from __future__ import annotations

import html

TOOLTIP_DELAY = 0.6


class HoverTip:
    def __init__(self):
        self.target, self.resting, self.tip = None, 0.0, None

    def update(self, ui, dt: float, target, mouse, text_of) -> None:
        """`target` is under the mouse now (None: nothing, or tooltips are off); `text_of(target)`
        gives its text, asked only once the mouse has rested long enough."""
        if target != self.target:
            self.target, self.resting = target, 0.0
            self.close()
            return
        self.resting += dt
        if target is not None and self.tip is None and self.resting >= TOOLTIP_DELAY:
            text = text_of(target)
            if text:
                body = html.escape(text).replace("\n", "<br>")
                self.tip = ui.create_tool_tip(body, mouse, (0, 18), None, None, wrap_width=320)

    def close(self) -> None:
        if self.tip is not None:
            self.tip.kill()
            self.tip = None


def unhover_gui(ui) -> None:
    """Forget what the gui's elements are hovered by (their tooltips close, their hover time
    starts again): the pointer has not moved, but the screen changed hands under it."""
    for element in ui.get_sprite_group().sprites():
        if getattr(element, "hovered", False):
            element.hovered = False
            element.on_unhovered()
