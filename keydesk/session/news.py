"""What happened to each person while others played: the table's news.

Moves made by bots or by the others at a shared screen come quickly and the log scrolls them
away, yet some of them change a person's plans: a bid of theirs topped, a tile of theirs used
by someone else.  The news reads each new log line once and keeps, for every human, the tiles
where they were outbid (marked on the table until they point at the tile) and a short list of
what happened since their last move (shown on the curtain when they sit down).  Only public
moves are read, so nothing here is private to anyone.
"""

from __future__ import annotations

from typing import NamedTuple

from keydesk.rules import Bid, Use, parse_action
from keydesk.rules.workers import tile_name


LOOK_SECONDS = 0.6  # pointing at a marked tile this long is looking at it


class Outbid(NamedTuple):
    """A bid of someone's topped: by whom, with how many workers of which colour, and when."""

    index: int  # the log line of the topping bid
    by: int
    count: int
    colour: str


class News:
    """`marks[p]` = {tile: Outbid} for each human p; `lines[p]` = [(log index, sentence)]."""

    def __init__(self, game, humans, names):
        self.game = game
        self.humans = list(humans)
        self.names = names
        self.read_to = len(game.log)
        self.marks: dict = {p: {} for p in self.humans}
        self.lines: dict = {p: [] for p in self.humans}
        self.pointing = (None, None, 0.0)  # (player, tile, seconds) the pointer has rested on a mark

    def read(self) -> list:
        """Catch up with the log (moves taken back drop their news); the humans newly outbid."""
        log = self.game.log
        if len(log) < self.read_to:
            self._forget_from(len(log))
        outbid = []
        for k in range(self.read_to, len(log)):
            outbid += self._read(k, parse_action(log[k]))
        self.read_to = len(log)
        for marks in self.marks.values():  # a tile gone from the auction needs no mark
            for tile in [t for t in marks if t not in self.game.state.bids]:
                del marks[tile]
        return outbid

    def point(self, p, tile, dt: float) -> None:
        """`p` points at `tile` (None: at nothing) for `dt` more seconds; pointing at a marked
        tile for LOOK_SECONDS is looking at it, and its mark goes (a pointer only passing over
        it on the way elsewhere leaves it)."""
        if tile not in self.marks.get(p, {}):
            self.pointing = (None, None, 0.0)
            return
        seconds = (self.pointing[2] if self.pointing[:2] == (p, tile) else 0.0) + dt
        self.pointing = (p, tile, seconds)
        if seconds >= LOOK_SECONDS:
            del self.marks[p][tile]

    def since(self, p) -> list:
        """What `p` should know on sitting down: the sentences since their last move."""
        lines = [text for _, text in self.lines.get(p, [])]
        state = self.game.state
        if state.phase == "actions" and state.passes == state.n - 1 and p in self.game.to_move:
            lines.append("Everyone else has passed: if you pass too, the season ends.")
        return lines

    def _state_after(self, k: int):
        game = self.game
        if k == len(game.log) - 1:
            return game.state
        if len(game.states_before) == len(game.log):
            return game.states_before[k + 1]
        return None

    def _was_winning(self, k: int, tile: str, p: int) -> bool:
        """Whether `p`'s bid on `tile` was the highest before move `k`."""
        game = self.game
        before = game.states_before[k] if len(game.states_before) == len(game.log) else None
        if before is None or tile not in before.bids:
            return False
        bids = before.bids[tile]
        return bids[p] is not None and all(e is None or e.count < bids[p].count for q, e in enumerate(bids) if q != p)

    def _read(self, k: int, action) -> list:
        mover = action.player
        if mover in self.lines:
            self.lines[mover] = []  # they have just been at the screen
        after = self._state_after(k)
        if after is None:
            return []
        name = tile_name(self.game.comps, action.tile) if isinstance(action, (Bid, Use)) else ""
        outbid = []
        if isinstance(action, Bid):
            top = after.bids[action.tile][mover]
            for p in self.humans:
                if p == mover or not self._was_winning(k, action.tile, p):
                    continue
                self.marks[p][action.tile] = Outbid(k, mover, top.count, top.colour)
                self.lines[p].append((k, f"{self.names[mover]} outbid you on the {name}: {top.count} {top.colour}."))
                outbid.append(p)
        elif isinstance(action, Use):
            owner = after.placed.get(action.tile, (None,))[0]
            if owner in self.lines and owner != mover:
                workers = ", ".join(f"{n} {c}" for c, n in action.workers)
                self.lines[owner].append((k, f"{self.names[mover]} used your {name} ({workers})."))
        return outbid

    def _forget_from(self, k: int) -> None:
        for p in self.humans:
            self.marks[p] = {t: o for t, o in self.marks[p].items() if o.index < k}
            self.lines[p] = [(i, text) for i, text in self.lines[p] if i < k]
