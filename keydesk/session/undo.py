"""Undo and redo at the table.

A player takes back only their own decisions: Ctrl+Z goes back to before the asking player's
last decision, with the bot moves made after it, and is refused when another person has moved
since (in hot-seat the one who just moved can still take it back on the curtain, before the
next person has seen anything).  What was undone can be redone (Ctrl+Y or Ctrl+Shift+Z) until
a new move is made.  Every message says which move was undone or redone.
"""

from __future__ import annotations

from keydesk.rules import IllegalAction, parse_action
from keydesk.rules.describe import describe_action


class UndoRedo:
    """Undo and redo at one table; `redo_stack` holds the undone groups of (notation, bot
    reason), `explains` is the table's {log index: a bot's reason} (undo and redo carry them)."""

    def __init__(self, game, is_human, explains: dict):
        self.game, self.is_human, self.explains = game, is_human, explains
        self.redo_stack: list = []

    def forget_redo(self) -> None:
        """A new move was made: what was undone can no longer come back."""
        self.redo_stack = []

    def _describe(self, k: int) -> str:
        game = self.game
        before = game.states_before[k] if len(game.states_before) == len(game.log) else None
        return describe_action(parse_action(game.log[k]), game.comps, game.state.names, before)

    def own_last(self, asker) -> int | None:
        """Index of `asker`'s last decision if only bots have moved since it, else None."""
        game = self.game
        k = len(game.log) - 1
        while k >= 0 and not self.is_human(parse_action(game.log[k]).player):
            k -= 1
        if k < 0 or parse_action(game.log[k]).player != asker:
            return None
        return k

    def refusal(self, asker) -> str | None:
        """Why `asker` may not undo now, in the words undo would answer with (None: they may);
        the toolbar greys its Undo button with this as its tip."""
        game = self.game
        if game.is_over:
            return "The game is over: there is nothing to undo."
        if asker is None:
            return "Nobody is at the screen to undo a move."
        if self.own_last(asker) is not None:
            return None
        mover = next((parse_action(line).player for line in reversed(game.log)
                      if self.is_human(parse_action(line).player)), None)
        if mover is None:
            return "There is nothing to undo."
        return (f"Undo takes back only your own moves: {game.state.names[mover]} has moved since. "
                "A move can be taken back on the curtain, before the screen is passed on.")

    def undo(self, asker) -> str:
        """Take back `asker`'s last decision and the bot moves after it; the message to show."""
        game = self.game
        refused = self.refusal(asker)
        if refused:
            return refused
        k = self.own_last(asker)
        said = self._describe(k)
        group = []
        while len(game.log) > k:
            i = len(game.log) - 1
            group.insert(0, (game.log[i], self.explains.pop(i, "")))
            game.undo()
        self.redo_stack.append(group)
        return f"Undid: {said}{_others(len(group) - 1)}. Ctrl+Y redoes it."

    def redo(self, asker) -> str:
        """Play again the last group undone, if it was `asker`'s; the message to show."""
        game = self.game
        if not self.redo_stack:
            return "There is nothing to redo."
        group = self.redo_stack[-1]
        owner = parse_action(group[0][0]).player
        if owner != asker:
            return f"Only {game.state.names[owner]} can redo their move."
        self.redo_stack.pop()
        said = None
        for line, explain in group:
            try:
                game.apply(parse_action(line))
            except IllegalAction as exc:  # cannot happen from the same state; never crash on it
                return f"Could not redo {line}: {exc}"
            said = said or self._describe(len(game.log) - 1)
            if explain:
                self.explains[len(game.log) - 1] = explain
        return f"Redid: {said}{_others(len(group) - 1)}."


def _others(count: int) -> str:
    return f" (and the {count} bot move{'s' if count != 1 else ''} after it)" if count else ""
