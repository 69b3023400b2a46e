"""When the table changes with no event, for the window that rests between changes
(keydesk/ui/frames.py).  A part of TableScene of its own, so the scene's module stays about the
game and every clock the table runs on is read in one place."""

from __future__ import annotations

import math

from keydesk.ui.frames import soonest, timer


class TablePacing:
    """TableScene's `next_frame`: a carried piece follows the pointer (every frame), a message
    or a refusal's callout goes away, the bots' pause ends, the thinking dots step three times a second, a finished
    game moves on to its scores."""

    def judging(self) -> bool:
        return self.hints.thinking

    def next_frame(self, now: float):
        ending = self.game.is_over and not self.review
        thinking = self.bots.thinking() is not None
        return soonest(now if self.carry is not None else None,
                       timer(self.message_until, now) if self.message else None,
                       timer(self.callout.animating_until, now),
                       self.session.bots.next_frame(now),
                       (math.floor(now * 3) + 1) / 3 if thinking else None,
                       now + max(0.0, self.over_wait or 0.0) if ending else None)
