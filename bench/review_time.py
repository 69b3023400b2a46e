"""How long one player's review of a finished game takes, and how long it takes to open again.

    SDL_VIDEODRIVER=dummy python bench/review_time.py [--save docs/saves/finished-2p.yaml] [--as P1]
                                                     [--skip-window] [--skip-cli]

Window: the save is kept in a fresh home folder's record, as a game finished at the table is;
Statistics is opened on the real App (headless, 1280x800) and driven by the window's own loop
(keydesk/ui/loop.py): the game is chosen and Review clicked, and the time runs until the frame
that draws the review's list; Back, then Review again: the second opening is timed the same way.

Command line: `main.py review SAVE --as P1` on a copy of the save, then twice with `--keep`
(the first judges and keeps the review beside the copy, the second reads it back); each timed
from the start of the command to its end.  A checkout without `--keep` runs the plain command
only.

Printed: wall-clock seconds, and the CPU seconds of the window's or the command's process with
its worker processes (the figure to compare on a machine busy with other work).
"""

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import _path  # noqa: E402

import pygame  # noqa: E402

from keydesk.history import GAMES_DIR, record_game  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.loop import Loop  # noqa: E402
from process_cpu import children_cpu  # noqa: E402

ROOT = _path.ROOT
LIMIT = 1200.0  # seconds: a guard against a review that never ends


def click(loop: Loop, element) -> None:
    """A press and a release on a pygame_gui element, then frames until the window rests."""
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(3):
        loop.frame(time.monotonic())


def open_review(app, loop: Loop, player: int) -> tuple:
    """From Statistics: choose the one kept game, click Review, until the list is drawn.
    (wall seconds, CPU seconds of the window and its workers) from the click."""
    app.show("statistics")
    loop.frame(time.monotonic())
    stats = app.scene
    click(loop, stats.games.item_list[0]["button_element"])
    wall, cpu = time.perf_counter(), time.process_time() + children_cpu()
    click(loop, stats.review)
    scene = app.scene
    if scene.player != player:
        raise SystemExit("the review opened for another player: use --as with the first person's seat")
    while time.perf_counter() - wall < LIMIT:
        if loop.step() and scene.decisions is not None and scene.list.item_list:
            return time.perf_counter() - wall, time.process_time() + children_cpu() - cpu
    raise RuntimeError("the review did not end")


def window(save: Path, player: int) -> None:
    with tempfile.TemporaryDirectory() as home:
        game = Game.load(save)
        (Path(home) / GAMES_DIR).mkdir()
        kept = f"{GAMES_DIR}/{save.name}"
        shutil.copy(save, Path(home) / kept)
        record_game(home, game, file=kept)
        app = App((1280, 800), home=home, bot_delay=0)
        loop = Loop(app)
        try:
            first = open_review(app, loop, player)
            print(f"window, Review clicked to the list drawn: {first[0]:.1f} s wall, {first[1]:.1f} CPU s", flush=True)
            again = open_review(app, loop, player)
            print(f"window, opened again from Statistics:     {again[0]:.2f} s wall, {again[1]:.2f} CPU s", flush=True)
        finally:
            app.close()


def command(args: list) -> tuple:
    """(wall seconds, CPU seconds of the command and its workers, last line printed)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"main.py {' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, done.stdout.strip().splitlines()[-1]


def cli(save: Path, who: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / save.name
        shutil.copy(save, copy)
        wall, cpu, last = command(["review", str(copy), "--as", who])
        print(f"command line, main.py review:            {wall:.1f} s wall, {cpu:.1f} CPU s  {last}", flush=True)
        helped = subprocess.run([sys.executable, str(ROOT / "main.py"), "review", "--help"], capture_output=True,
                                text=True, cwd=ROOT).stdout
        if "--keep" not in helped:
            return
        wall, cpu, last = command(["review", str(copy), "--as", who, "--keep"])
        print(f"command line, --keep (judged and kept):  {wall:.1f} s wall, {cpu:.1f} CPU s  {last}", flush=True)
        wall, cpu, last = command(["review", str(copy), "--as", who, "--keep"])
        print(f"command line, --keep again (read back):  {wall:.2f} s wall, {cpu:.2f} CPU s  {last}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--save", default=str(ROOT / "docs" / "saves" / "finished-2p.yaml"))
    ap.add_argument("--as", dest="who", default="P1", help="the player reviewed, P1..P6 (default P1)")
    ap.add_argument("--skip-window", action="store_true")
    ap.add_argument("--skip-cli", action="store_true")
    args = ap.parse_args(argv)
    save = Path(args.save).resolve()
    if not args.skip_window:
        window(save, int(args.who[1:]) - 1)
    if not args.skip_cli:
        cli(save, args.who)
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
