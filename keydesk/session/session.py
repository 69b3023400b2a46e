"""The session of one table: the rules of the room around a game, with no window.

A `Game` knows the rules; a table also has a room: people and bots in seats, one screen that
only the person sitting at it may see, a curtain that falls between two people and lifts only
when the next one means it, undo to one's own decision, what happened to a person since their
last turn, "done this season", the bots' turns and their pace, and the game kept in its
autosave and, once it ends, in the player's record.  `TableSession` owns all of that, and
nothing of pygame: the window (keydesk/ui/scenes/table.py) draws what the session offers and
turns gestures into its calls, and a seat served from elsewhere would be one more client.

Privacy is the session's own promise: `view()` offers the screen only the view of the person
sitting at it, nothing while the curtain is down, and the person at the screen changes only
when the curtain is lifted deliberately (curtain.py).  `act` takes actions only from that
person, and not while the table settles after a lift.

The window hears of what happens through a listener: `game_changed()` after every move made or
taken back (whoever made it), `handed_over()` when the curtain falls or lifts (whatever the
last person had in hand goes), and `say(text)` for a sentence to show (a move taken back on
the curtain).
"""

from __future__ import annotations

import time
from typing import NamedTuple

from keydesk.rules import IllegalAction, Pass

from keydesk.session.bots import BotPacing
from keydesk.session.curtain import LIFT, UNDO, Curtain
from keydesk.session.news import News
from keydesk.session.rest import NOTE, SeasonRest, done_words
from keydesk.session.hotseat import HotSeat
from keydesk.session.undo import UndoRedo


class CurtainPage(NamedTuple):
    """The words on a fallen curtain, all public: whom the screen passes to, a line for the
    person leaving (Ctrl+Z still takes their move back; that they passed or are done this
    season), and what happened to the person sitting down since their last move."""

    to: str
    undo_line: str | None
    leaver_line: str | None
    news_title: str
    news: list


class Quiet:
    """A listener that hears nothing (tests and scripts)."""

    def game_changed(self) -> None:
        pass

    def handed_over(self) -> None:
        pass

    def say(self, text: str) -> None:
        pass


class TableSession:
    """The room around `game`.  `keeping` keeps it (session/keeping.py; None: nothing written),
    `ask_bot(question)` hands a bot's question to whoever answers it (bots.py), `bot_delay` is
    the pause after each bot move, `clock` the curtain's (time.monotonic)."""

    def __init__(self, game, *, keeping=None, ask_bot=None, bot_delay: float = 0.0, clock=time.monotonic,
                 listener=None):
        self.game = game
        self.names = game.state.names
        self.keeping = keeping
        self.listener = listener or Quiet()
        self.hotseat = HotSeat(game)
        self.curtain = Curtain(clock)
        self.explains: dict = {}  # {log index: a bot's reason for that move}
        self.news = News(game, self.hotseat.humans, self.names)  # outbid marks, "since your last turn"
        self.rest = SeasonRest(game)  # "I am done this season"
        self.undo_redo = UndoRedo(game, self.hotseat.is_human, self.explains)
        self.bots = BotPacing(game, self.hotseat.is_human, bot_delay, ask_bot)
        self.opened_over = game.is_over  # a finished game opened to look at is not kept again

    # ---- who sits where ----

    @property
    def at_screen(self):
        return self.hotseat.at_screen

    @property
    def curtain_for(self):
        return self.hotseat.curtain_for

    def is_human(self, p) -> bool:
        return self.hotseat.is_human(p)

    def actor(self):
        """The human who should act now (None when only bots are to move, or the game is over)."""
        return self.hotseat.actor()

    def me(self):
        """The human at the screen when it is their move, else None: only they may act."""
        return self.hotseat.me()

    # ---- what the screen is offered ----

    def view(self):
        """The view the screen may show: the masked view of the person at it (the public view
        while nobody sits there); None while the curtain is down."""
        if self.hotseat.curtain_for is not None:
            return None
        return self.game.view(self.hotseat.at_screen)

    def legal(self) -> list:
        """The legal actions of the person at the screen when it is their move, else []."""
        actor = self.me()
        return [] if actor is None else self.game.legal_actions(actor)

    def resting(self) -> frozenset:
        """The players done this season (marked on their name bars)."""
        self.rest.forget_past()
        return frozenset(self.rest.resting)

    def curtain_page(self):
        """The words on the curtain while it is down (None: it is up)."""
        hotseat, names, log = self.hotseat, self.names, self.game.log
        to, leaver = hotseat.curtain_for, hotseat.at_screen
        if to is None:
            return None
        undo_line = leaver_line = None
        if leaver is not None:
            if self.undo_redo.own_last(leaver) is not None:
                undo_line = f"{names[leaver]}: Ctrl+Z takes your move back before passing."
            if leaver in self.resting():
                leaver_line = done_words(names[leaver])
            elif log and log[-1] == f"P{leaver + 1} pass":
                leaver_line = f"{names[leaver]} passed: the turn comes back to them while the others go on."
        return CurtainPage(names[to], undo_line, leaver_line, f"Since your last turn, {names[to]}:",
                           self.news.since(to)[-5:])

    # ---- gestures ----

    def input(self, event) -> bool:
        """One press, release, key or wheel of the person at the screen (curtain.Press, ...);
        True when it is taken: the curtain is down (it decides what the event means), or the
        table settles after a lift.  A taken event must act on nothing else."""
        if self.hotseat.curtain_for is None:
            return self.curtain.holds(event)
        what = self.curtain.decide(event)
        if what == UNDO:
            self._undo_on_curtain()
        elif what == LIFT:
            self.hotseat.lift()
            self.curtain.lifted()
            self.listener.handed_over()
        return True

    def _undo_on_curtain(self) -> None:
        """The person who just moved takes it back before passing the screen: nobody else has
        seen or done anything since, so if it is their move again the curtain goes."""
        leaver = self.hotseat.at_screen
        said = self.undo(leaver)
        if self.hotseat.actor() == leaver:
            self.hotseat.curtain_for = None
        self.listener.say(said)

    # ---- moves ----

    def act(self, action, explain: str = "") -> str | None:
        """A move of the person at the screen; None when it was played, else why not (the rule's
        reason, or that it is not theirs to make now)."""
        me = self.me()
        if me is None or action.player != me:
            return "Please wait: it is not your move." if not self.game.is_over else "The game is over."
        if self.curtain.settling():
            return "The screen has just been handed over: a moment before acting."
        return self._apply(action, explain)

    def _apply(self, action, explain: str = "") -> str | None:
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            return str(exc)
        if explain:
            self.explains[len(self.game.log) - 1] = explain
        self.undo_redo.forget_redo()
        self._changed()
        return None

    def moved_elsewhere(self) -> None:
        """The table's own code moved the game (an exercise set back to its moment, or the
        judge's move shown there): the news, the keeping and the listener hear of it as of any
        move, and a bot's question about the old position is dropped."""
        self.bots.cancel()
        self._changed()

    def _changed(self) -> None:
        for p in self.news.read():
            self.rest.stop(p)  # a topped bid asks them again
        self.keep()
        self.listener.game_changed()

    def undo(self, asker=None) -> str:
        """Back to before the asking player's last decision (see undo.py); a person who takes a
        move back is no longer done with the season.  The sentence to show."""
        asker = self.hotseat.at_screen if asker is None else asker
        self.rest.stop(asker)
        return self._take_back(lambda: self.undo_redo.undo(asker))

    def redo(self) -> str:
        return self._take_back(lambda: self.undo_redo.redo(self.hotseat.at_screen))

    def _take_back(self, change) -> str:
        self.bots.cancel()
        before = len(self.game.log)
        message = change()
        if len(self.game.log) != before:
            self._changed()
        return message

    # ---- time ----

    def update(self, dt: float, holding: bool = False, dialog: bool = False) -> None:
        """One frame: a bot's answer whose pause is over is played, the table passes for a
        person done this season, and the curtain falls if another person must act now.
        `holding`: the person at the screen holds something (nothing changes under their hand);
        `dialog`: a question is open over the table."""
        self.bots.update(dt, holding, lambda action, explain: self._apply(action, explain) is None)
        if self.game.is_over:
            return
        resting = self.rest.due(self.hotseat.actor())
        if resting is not None and not holding and not dialog and self._apply(Pass(resting), NOTE) is not None:
            self.rest.stop(resting)  # cannot pass now: they must choose themselves
        if self.hotseat.check():
            self.curtain.fell(after_move=self.hotseat.at_screen is not None)
            self.listener.handed_over()

    # ---- keeping ----

    def keep(self) -> None:
        """Write the game to its autosave (after every change; the window calls it when a hint
        is counted)."""
        if self.keeping is not None:
            self.keeping.keep()

    def finish(self) -> None:
        """The game has ended here: keep it in the player's record, once (not a finished game
        opened to look at)."""
        if self.keeping is not None and not self.opened_over:
            self.keeping.finish()
