"""keydesk.ai — computer opponents at four levels; pure Python, never imports pygame.

    from keydesk.ai import make_bot, BOT_LEVELS
    bot = make_bot("hard", budget=None)      # budget: seconds per Hard decision (default 1.0)
                                             # (Skilled: Hard's search at a fixed small count)
    action = bot.choose(game.view(p), game.legal_actions(p), random.Random(seed))
    bot.level, bot.explain                   # explain: the last choice in one sentence
    suggest(view, legal, n=3)                # advice: [Suggestion(action, value, reason)], the judge's

Bots decide only from the masked view, return one of the legal actions given, and keep no
state shared between instances, so each may run in its own worker thread.
"""

from __future__ import annotations

from keydesk.ai.bots.easy import EasyBot
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.bots.medium import MediumBot
from keydesk.ai.bots.skilled import SkilledBot
from keydesk.ai.teaching.suggest import Suggestion, suggest
from keydesk.rules.seat_kinds import BOT_LEVELS  # the levels, weakest first


def make_bot(level: str, budget: float | None = None):
    """A new bot of the given level; `budget` only matters for Hard (and caps Skilled)."""
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return MediumBot()
    if level == "skilled":
        return SkilledBot(budget)
    if level == "hard":
        return HardBot(budget)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(BOT_LEVELS)}")


__all__ = ["BOT_LEVELS", "Suggestion", "make_bot", "suggest"]
