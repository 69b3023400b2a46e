"""Where a game at the table is kept: in its own autosave after every change, and once it ends,
whole in the player's record folder and as a line of the history (keydesk.history), so
Statistics can open it in Replay and Review after a restart; the window is told once it is kept
(`kept`), and starts each person's review of it in the background.

Each write is atomic and each failure is told (`tell`, a sentence for the window) without
touching the others: the game's autosave is removed only once the game is kept elsewhere, so
nothing is ever lost."""

from __future__ import annotations

import time

from keydesk.files import WriteError
from keydesk.history import keep_game, record_game

from keydesk.session.home_folder import autosave, end_autosave, new_autosave_path


def keep_finished(home, game, kind: str | None, tell, autosave_file=None, kept_to=None) -> str | None:
    """Keep the finished `game` as `kind` ("game" or "challenge"; None: not recorded, as the
    tutorial's practice), then drop its autosave; `kept_to(path)` hears where it was kept.  The
    kept file's path relative to the home folder, or None."""
    kept = None
    if kind is not None:
        try:
            kept = keep_game(home, game)
        except OSError as exc:
            tell(f"The finished game could not be kept for Replay and Review: {exc}")
        try:
            record_game(home, game, kind=kind, file=kept)
        except OSError as exc:
            tell(f"The game could not be added to your record: {exc}")
        if kept and kept_to is not None:  # after the record's line: a review writes its accuracy there
            kept_to(kept)
    if autosave_file is not None and (kept or kind is None):
        end_autosave(autosave_file)
    return kept


class HomeKeeping:
    """The keeping of one game in the home folder.  `autosaves`: it has an autosave of its own
    (a challenge does not: it never replaces the player's game); `record_as`: its kind in the
    history ("game", "challenge"; None: not recorded); `autosave_file`: a resumed game goes on
    in its autosave (None: a new one is started); `kept_to(path)`: told where the finished game
    was kept."""

    def __init__(self, home, game, tell, *, autosave_file=None, autosaves: bool = True, record_as="game",
                 kept_to=None):
        self.home, self.game, self.tell, self.kept_to = home, game, tell, kept_to
        self.autosaves, self.record_as = autosaves, record_as
        self.autosave_file = autosave_file
        self.recorded = False  # this game's line is in the player's history
        if autosaves and not game.is_over:
            # One autosave per game: a new game never writes over an unfinished one.
            if self.autosave_file is None:
                self.autosave_file = new_autosave_path(home, game.state.names, time.time())
            self._write()

    def keep(self) -> None:
        """Write the game to its autosave after every change (a move, or a hint counted), the
        last move too: the autosave goes only once the game is kept in the record (finish), so
        a failed write there loses nothing."""
        if self.autosaves and self.autosave_file is not None and not self.recorded:
            self._write()

    def _write(self) -> None:
        try:
            autosave(self.game, self.home, self.autosave_file)
        except WriteError as exc:
            self.tell(str(exc))

    def finish(self) -> None:
        """Keep the game that just ended in the player's record, once."""
        if self.recorded:
            return
        self.recorded = True
        keep_finished(self.home, self.game, self.record_as, self.tell,
                      self.autosave_file if self.autosaves else None, self.kept_to)
