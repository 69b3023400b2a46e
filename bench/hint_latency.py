"""How long a person waits for the hint: from the H key to the list drawn, on the real table.

    SDL_VIDEODRIVER=dummy python bench/hint_latency.py [--games 2] [--per-season 2] [--seed 1]

Whole 2- and 4-player games are played by Medium in every seat (seeds from --seed); in each, at
--per-season moments of every season where P1 has a real decision (more than one legal move,
of any kind: a bid, a use, a boat, a placement, winter tiles), the game is set up at the
real table (App and its table scene, headless, 1280x800, P1 a person, the other seats Medium)
and driven by the window's own loop (keydesk/ui/loop.py, the real clock and event wait):
H is pressed, and the time runs until the frame that draws the hint's list.

Printed per position and in all: wall-clock seconds (median and p95, the 95th percentile by
nearest rank), the CPU seconds spent meanwhile by the window's process and by the judge's
worker processes, which a busy machine does not inflate as it does the wall clock, and how
responsive the window stayed: the longest wait between two frames while it should draw every
frame (the loop's full rate after a key, 1/60 s).  The first
hint of the run starts the worker processes and is shown apart, not counted.

The same file runs on an older checkout (before the worker processes, it counts the window's
process only), which is how the figures before a change are taken.
"""

import argparse
import math
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import _path  # noqa: F401,E402  (puts the project on sys.path)

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.loop import Loop  # noqa: E402
from game_moments import SEASONS, game_at, moments, whole_game  # noqa: E402
from process_cpu import children_cpu  # noqa: E402

SETTLE_LIMIT = 10.0  # seconds the table may take to come to rest before H is pressed (the tidy that
#                      leaving the last table asks for comes up to tidy.GAP_SECONDS after the one before)
HINT_LIMIT = 120.0  # seconds: a guard against a hint that never comes
SEATS = {n: ["human"] + ["medium"] * (n - 1) for n in (2, 4)}  # P1 the person asking


def settle(loop: Loop) -> None:
    """Run the window until it rests (no frame due) or SETTLE_LIMIT passes."""
    end = time.monotonic() + SETTLE_LIMIT
    while time.monotonic() < end:
        loop.step()
        if loop.due(time.monotonic()) is None:
            return


def one_hint(app, loop: Loop, game: Game) -> tuple:
    """(wall seconds, window CPU seconds, workers' CPU seconds, the longest wait between two
    frames while the window should draw every frame) from H to the list drawn."""
    app.show("table", game=game)
    settle(loop)
    scene = app.scene
    assert scene.session.me() == 0, "P1 should be on turn"
    wall, cpu, others = time.perf_counter(), time.process_time(), children_cpu()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    last, worst = None, 0.0
    while time.perf_counter() - wall < HINT_LIMIT:
        drawn = loop.step()
        if drawn:
            now = time.monotonic()
            if last is not None and now < loop.lively_until:  # frames at the full rate are due (after the key)
                worst = max(worst, now - last)
            last = now
            if scene.hints.box is not None:
                break
    else:
        raise RuntimeError("no hint came")
    return time.perf_counter() - wall, time.process_time() - cpu, children_cpu() - others, worst


def p95(xs: list) -> float:
    """The 95th percentile by nearest rank."""
    return sorted(xs)[math.ceil(0.95 * len(xs)) - 1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2, help="games of each player count (default 2)")
    ap.add_argument("--per-season", type=int, default=2, help="moments of each season a game (default 2)")
    ap.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    args = ap.parse_args(argv)
    plan = []
    for players in (2, 4):
        for seed in range(args.seed, args.seed + args.games):
            log = whole_game(players, seed)
            plan += [(players, seed, log, k, season, phase) for k, season, phase in
                     moments(players, seed, log, args.per_season)]
    with tempfile.TemporaryDirectory() as home:
        app = App((1280, 800), home=home, bot_delay=0)
        loop = Loop(app)
        try:
            first = one_hint(app, loop, game_at(*plan[0][:4], SEATS[plan[0][0]]))
            print(f"first hint of the run (worker processes starting): {first[0]:.2f} s wall, "
                  f"{first[1]:.2f} + {first[2]:.2f} CPU s (window + workers), not counted below")
            print(f"{'players':>7} {'seed':>4} {'move':>4} {'season':<7} {'phase':<13} {'wall s':>6} "
                  f"{'window CPU':>10} {'workers CPU':>11} {'longest frame gap ms':>20}")
            rows = []
            for players, seed, log, k, season, phase in plan:
                wall, cpu, others, gap = one_hint(app, loop, game_at(players, seed, log, k, SEATS[players]))
                rows.append((players, season, wall, cpu + others, gap))
                print(f"{players:>7} {seed:>4} {k:>4} {season:<7} {phase:<13} {wall:6.2f} {cpu:10.2f} {others:11.2f} "
                      f"{gap * 1000:20.0f}", flush=True)
        finally:
            app.close()
    walls, cpus = [r[2] for r in rows], [r[3] for r in rows]
    print(f"\n{len(rows)} positions, H to the list drawn: wall median {statistics.median(walls):.2f} s, "
          f"p95 {p95(walls):.2f} s, max {max(walls):.2f} s; "
          f"CPU (window + workers) median {statistics.median(cpus):.2f} s, p95 {p95(cpus):.2f} s; "
          f"longest wait between frames while thinking: median {statistics.median(r[4] for r in rows) * 1000:.0f} ms, "
          f"max {max(r[4] for r in rows) * 1000:.0f} ms")
    for players in (2, 4):
        cells = []
        for season in SEASONS:
            w = [r[2] for r in rows if r[0] == players and r[1] == season]
            c = [r[3] for r in rows if r[0] == players and r[1] == season]
            if w:
                cells.append(f"{season} {statistics.median(w):.2f} s ({statistics.median(c):.2f} CPU s)")
        print(f"  {players} players, medians: " + "; ".join(cells))
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
