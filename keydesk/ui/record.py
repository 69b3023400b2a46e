"""A game that ends at the table is kept: whole in the player's record folder, and as a line of
the history (keydesk.record), so Statistics can open it in Replay and Review after a restart;
each person's review of it starts in the background and is kept beside it (review_keeper.py).

Each write is atomic and each failure is told in the window without touching the others: the
game's autosave is removed only once the game is kept elsewhere, so nothing is ever lost."""

from __future__ import annotations

from keydesk.record import keep_game, record_game
from keydesk.ui.home_folder import end_autosave


def keep_finished(app, game, kind: str | None, autosave_file=None) -> str | None:
    """Keep the finished `game` as `kind` ("game" or "challenge"; None: not recorded, as the
    tutorial's practice), then drop its autosave.  The kept file's path relative to the home
    folder, or None."""
    kept = None
    if kind is not None:
        try:
            kept = keep_game(app.home, game)
        except OSError as exc:
            app.report(f"The finished game could not be kept for Replay and Review: {exc}")
        else:
            app.reviews.begin(game, kept)
        try:
            record_game(app.home, game, kind=kind, file=kept)
        except OSError as exc:
            app.report(f"The game could not be added to your record: {exc}")
    if autosave_file is not None and (kept or kind is None):
        end_autosave(autosave_file)
    return kept
