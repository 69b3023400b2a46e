"""The table's session: seats, the screen and its curtain, undo, news, "done this season", the
bots' turns and keeping the game, for one game at a table, without a window (see session.py).

It sits between the window and the game: keydesk.ui draws what it offers and turns gestures
into its calls; it imports the rules, the player's record and nothing of pygame, so it runs,
and is tested, headless."""

from keydesk.session.curtain import FocusLost, Key, KeyUp, Press, Release, Wheel
from keydesk.session.session import CurtainPage, TableSession

__all__ = ["CurtainPage", "FocusLost", "Key", "KeyUp", "Press", "Release", "TableSession", "Wheel"]
