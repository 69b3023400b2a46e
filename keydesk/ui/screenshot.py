"""`main.py screenshot`: render a saved game (or any moment of it) to a PNG, headless.

The table is drawn on an off-screen Surface, so no window opens; with SDL_VIDEODRIVER=dummy it
runs on a machine without a display.  What is drawn is a masked view — public, or one player's
private view with `--as P2` — never the full state: a screenshot shows only what someone at the
table could see.

The output is a PNG and nothing else: the name must end in .png, an existing file is replaced
only if it is a PNG image and --force is given (never the save being drawn), and the picture is
encoded in memory and written atomically, so a refusal or a failure leaves every file as it was.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

from keydesk.files import WriteError, write_atomically
from keydesk.overwrite import PNG, output_problem
from keydesk.rules import Game, ScenarioError

SCREENSHOT_SIZE = (1600, 900)


def parse_viewer(text, players: int):
    """"P2" -> 1; None -> None (public view).  Raises ValueError with a sentence otherwise."""
    if text is None:
        return None
    match = re.fullmatch(r"[Pp]([1-6])", text.strip())
    if not match or int(match.group(1)) > players:
        raise ValueError(f"--as expects P1..P{players} for this {players}-player game, got {text!r}")
    return int(match.group(1)) - 1


def game_at(game: Game, moves: int | None, source: str = "save") -> Game:
    """The game after its first `moves` actions (undoing the rest); None keeps the whole game.

    ValueError names the bounds of `--move` for this `source` (a save, or any file the
    position command reads)."""
    if moves is None:
        return game
    if not 0 <= moves <= len(game.log):
        raise ValueError(f"--move must be between 0 and {len(game.log)} for this {source}, got {moves}")
    while len(game.log) > moves:
        game.undo()
    return game


def status_line(game: Game, moves_total: int) -> str:
    shown = len(game.log)
    tail = f"after {shown} of {moves_total} actions" if shown != moves_total else f"{shown} actions"
    when = "Game over" if game.is_over else game.season.capitalize()
    return f"{when} · {tail} · seed {game.state.seed}"


def render_png(game: Game, path, size=SCREENSHOT_SIZE, viewer=None, status: str = "") -> str:
    """Draw `game` as `viewer` sees it (None: public) into a PNG at `path`; returns the path.

    Works inside the running table (F12) as well as headless: it draws off-screen only."""
    import pygame

    from keydesk.ui.table.picture import TablePicture

    surface = pygame.Surface(size)
    picture = TablePicture(game.comps, size)
    picture.draw(surface, game.state.masked(viewer), viewer, status=status)
    return str(write_atomically(path, png_bytes(surface)))


def png_bytes(surface) -> bytes:
    """The surface encoded as PNG in memory, so the file is written in one atomic step."""
    import pygame

    out = io.BytesIO()
    pygame.image.save(surface, out, "screenshot.png")
    return out.getvalue()


def check_output(output: str, save: str, force: bool, what: str = "a screenshot") -> Path:
    """The output path if a PNG may be written there, else ValueError with the reason.

    Only a name ending in .png, never the save being read, never a folder, never over an
    existing file that is not a PNG image (a save, notes), and over an earlier PNG only with
    --force: a typo must not destroy a file."""
    problem = output_problem(output, [save], PNG, (".png",), f"{what} is a PNG: the file name must end in .png",
                             force)
    if problem:
        raise ValueError(problem)
    return Path(output)


def screenshot_command(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # never open a window, even with a display
    try:
        check_output(args.output, args.save, args.force)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    try:
        game = Game.load(args.save)
    except ScenarioError as exc:
        print(f"error: cannot load {args.save}: {exc.reason(args.save)}")
        return 2
    total = len(game.log)
    try:
        viewer = parse_viewer(args.viewer, game.players)
        game = game_at(game, args.move)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    try:
        path = render_png(game, args.output, tuple(args.size), viewer, status_line(game, total))
    except WriteError as exc:
        print(f"error: {exc}")
        return 1
    who = "public view" if viewer is None else f"as seen by P{viewer + 1}"
    print(f"wrote {path} ({args.size[0]}x{args.size[1]}, {who}, after {len(game.log)} of {total} actions)")
    return 0
