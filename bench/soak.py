"""An evening at the table in one process: whole games one after another, the memory after each.

    SDL_VIDEODRIVER=dummy python bench/soak.py [--games 10] [--seed 1] [--seats human,hard]
                                               [--hint-simulations N] [--review-simulations N]
                                               [--no-trace]

The real table runs headless (the App and its table scene, bots on their own thread, the hint
and the review on background jobs); in a real X window instead, with the display's own
surfaces, under Xvfb:

    xvfb-run -a -s "-screen 0 1280x800x24" env SDL_VIDEODRIVER=x11 python bench/soak.py \
        --games 2 --seats human,hard --no-trace

The keys and clicks are posted to the window's event queue as a keyboard and mouse send them
(a press, then a release).  The seatings take turns:

- a person against Hard and Medium: at each decision the person presses H, waits for the hint
  and plays its first move;
- three bots: Hard, Medium and Easy;
- four people at one screen (hot-seat), each playing a random legal move, lifting the curtain
  with a click and asking a hint now and then.

`--seats` plays every game with one seating instead (a person with bots, or people only).
In every game the compendium is opened (F1) and closed (Esc) once, and a person who can takes a
move back (Ctrl+Z) and plays it again (Ctrl+Y).  When the final scores show, the review of the
first seat is opened over them and run to its end, then Esc and the main menu, where the window
rests until the tidy that leaving the game asked for has come (keydesk/ui/tidy.py).  After each game
the resident memory of the process and of every process it started (the judge's worker
processes and multiprocessing's resource tracker) is printed, with the window's own and the
proportional size beside it (bench/resident.py).  Then one more game is played traced by tracemalloc (whose own
bookkeeping would spoil the figures), and the sites that grew most during it are printed.

The hint and the review run at the judge's own budget unless told otherwise; the first line
printed says what was run.  The figures that matter are the growth from game 1 to the last game
(the first game loads what stays loaded: fonts, tile faces, the bots' tables), at most 50 MB,
and the last game's figure, at most 400 MB.  Ten games take about 40 minutes of one core's time
and more of the second's (the judge's workers).
"""

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
import tracemalloc

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import _path  # noqa: F401,E402  (puts the project on sys.path)

from keydesk.rules import Game  # noqa: E402
from resident import resident_mb  # noqa: E402

if __name__ == "__main__":
    # The window only where the bench runs.  The judge's worker processes start by running this
    # file's top (multiprocessing starts them with "spawn"), and the window's modules would add
    # about 17 MB to each, which the app's own workers, started from main.py, do not carry.
    import pygame
    from pygame_gui.core import UIElement

    from keydesk.ui.app import App
    from keydesk.ui.scenes.compendium import CompendiumScene
    from keydesk.ui.scenes.final_scores import FinalScoresScene
    from keydesk.ui.scenes.menu import MenuScene
    from keydesk.ui.scenes.review import ReviewScene

SEATINGS = (("a person against Hard and Medium", ["human", "hard", "medium"]),
            ("three bots", ["hard", "medium", "easy"]),
            ("four people at one screen", ["human"] * 4))
HOT_SEAT_HINT_EVERY = 12  # hot-seat decisions between two hints
UNDO_AT = 6  # the person's decision after which a move is taken back and played again
COMPENDIUM_AT = 10  # moves into the game when the compendium is opened
WAIT_SECONDS = 1800.0  # a job that takes longer than this is a hang, not a slow machine
TOP_SITES = 12


class Clock:
    """The curtain's clock: it moves on a tenth of a second each frame, so a click on a fallen
    curtain is never inside its guard (half a second after the fall)."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class Evening:
    def __init__(self, home: str, seed: int, hint_simulations, review_simulations, seats=None):
        self.app = App((1280, 800), home=home, bot_delay=0)
        self.seats = seats  # every game's seats (None: SEATINGS in turn)
        self.rng = random.Random(seed)
        self.seed = seed
        self.hint_simulations = hint_simulations
        self.review_simulations = review_simulations
        self.clock = Clock()

    # ---- a person's hand ----

    def frame(self) -> None:
        self.clock.now += 0.1
        self.app.run_frames(1)
        pygame.display.flip()  # shown, as the window's loop does (in a real X window, its surfaces)

    def post(self, kind, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, attrs))

    def key(self, k, ctrl: bool = False) -> None:
        """A key pressed and released; with `ctrl`, Ctrl goes down first and up last, as a
        hand presses it."""
        mod = pygame.KMOD_LCTRL if ctrl else 0
        if ctrl:
            self.post(pygame.KEYDOWN, key=pygame.K_LCTRL, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
        if ctrl:
            self.post(pygame.KEYUP, key=pygame.K_LCTRL, mod=0, unicode="", scancode=0)
        self.frame()

    def click(self, pos) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frame()

    def until(self, condition) -> None:
        """Frames until condition() (the bots, the hint or the review think meanwhile)."""
        end = time.monotonic() + WAIT_SECONDS
        while not condition():
            if time.monotonic() > end:
                raise RuntimeError("nothing happened for half an hour: the run is stuck")
            self.frame()
            time.sleep(0.002)

    # ---- one game ----

    def play(self, index: int) -> dict:
        name, seats = SEATINGS[index % len(SEATINGS)] if self.seats is None else (" and ".join(self.seats), self.seats)
        game = Game.new(players=len(seats), seed=self.seed * 1000 + index)
        game.seats = list(seats)
        app = self.app
        app.show("table", game=game)
        scene = app.scene
        scene.session.curtain.clock = self.clock
        scene.hints.simulations = self.hint_simulations
        figures = {"seating": name, "hints": 0, "undone": 0, "compendium": 0}
        decisions = 0
        while app.scene is scene and not game.is_over:
            if scene.session.curtain_for is not None:
                self.click((640, 400))  # the next person sits down
                continue
            if figures["compendium"] == 0 and len(game.log) >= COMPENDIUM_AT:
                figures["compendium"] += self.visit_compendium(scene)
            if scene.session.me() is None:
                self.frame()  # the bots are thinking, or their move waits for its frame
                continue
            decisions += 1
            if seats.count("human") == 1 or decisions % HOT_SEAT_HINT_EVERY == 0:
                action = self.ask_hint(scene)
                figures["hints"] += 1
            else:
                action = None
            if action is None or seats.count("human") > 1:
                action = self.rng.choice(scene.legal())
            scene.apply(action)
            self.frame()
            if decisions == UNDO_AT:
                figures["undone"] += self.undo_and_redo(scene)
        figures["moves"] = len(game.log)
        self.until(lambda: isinstance(app.scene, FinalScoresScene))
        self.review(game)
        figures["tidied"] = app.tidy.tidied
        figures["reviews"] = sum(not job.done for job in app.reviews.running.values())
        return figures

    def visit_compendium(self, scene) -> int:
        """F1 opens the compendium over the table, Esc goes back to the same game; 1 if it did."""
        self.key(pygame.K_F1)
        if not isinstance(self.app.scene, CompendiumScene):
            return 0
        self.key(pygame.K_ESCAPE)
        assert self.app.scene is scene, "Esc in the compendium did not go back to the table"
        return 1

    def ask_hint(self, scene):
        """H, then frames until the hint is listed; its first move (None if it found none)."""
        self.key(pygame.K_h)
        hints = scene.hints
        self.until(lambda: not hints.thinking)
        return hints.tips[0].action if hints.tips else None

    def undo_and_redo(self, scene) -> int:
        """Ctrl+Z then Ctrl+Y by whoever is at the screen (on the curtain, the person who just
        moved takes it back); 1 if a move was taken back."""
        self.until(lambda: scene.session.me() is not None or scene.session.curtain_for is not None or scene.game.is_over)
        if scene.game.is_over:
            return 0
        before = len(scene.game.log)
        self.key(pygame.K_z, ctrl=True)
        undone = len(scene.game.log) < before
        if scene.session.curtain_for is None and scene.session.me() is not None:
            self.key(pygame.K_y, ctrl=True)
        return int(undone)

    def review(self, game) -> None:
        """The first seat's review over the final scores, to its end; back, then the menu."""
        app = self.app
        scores = app.scene
        app.show_over("review", game=game, player=0, simulations=self.review_simulations)
        review = app.scene
        self.until(lambda: review.job is None)
        assert isinstance(review, ReviewScene) and review.decisions is not None
        self.key(pygame.K_ESCAPE)
        assert app.scene is scores
        self.click(scores.to_menu.rect.center)
        self.frame()
        assert isinstance(app.scene, MenuScene), f"not back at the menu: {type(app.scene).__name__}"

    def rest(self) -> None:
        """The window at the menu between games, as a person leaves it: frames until the tidy
        that leaving the game asked for has come (a resting window wakes for it).  Called once
        `play` has returned, so no name of this bench still holds the game's scenes."""
        self.until(lambda: not self.app.tidy.left)


def live_objects() -> tuple:
    """(pygame_gui elements, surfaces, MB of their pixels) held by anything the cycle collector
    tracks, garbage not yet collected included: what a scene left behind would show in."""
    elements, surfaces, pixels = 0, set(), 0
    for obj in gc.get_objects():
        if isinstance(obj, UIElement):
            elements += 1
        for ref in gc.get_referents(obj):
            if isinstance(ref, pygame.Surface) and id(ref) not in surfaces:
                surfaces.add(id(ref))
                pixels += ref.get_width() * ref.get_height() * ref.get_bytesize()
    return elements, len(surfaces), pixels / 2**20


def trace_one_more(evening, index: int) -> None:
    """One more game traced by tracemalloc (its own bookkeeping, tens of MB, would spoil the
    figures of the games measured): what Python allocated during it and still holds at its end,
    by the lines that allocated most."""
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    figures = evening.play(index)
    traced = tracemalloc.get_traced_memory()[0] / 2**20
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    print(f"\none more game ({figures['seating']}, {figures['moves']} moves), traced by tracemalloc: {traced:.1f} MB "
          f"allocated by Python during it and not freed at its end, garbage awaiting the cycle collector "
          f"included; the sites that grew most:")
    for stat in after.compare_to(before, "lineno")[:TOP_SITES]:
        print(f"  {stat.size_diff / 2**20:+8.2f} MB {stat.count_diff:+8d} blocks  {stat.traceback[0]}")


def memory_line(index: int, figures: dict, seconds: float, found) -> str:
    resident = "n/a" if found is None else (f"{found[0]:7.1f} MB" + (f" with {found[1]} worker processes (the window's "
                                                                     f"own {found[3]:.1f} MB)" if found[1] else "")
                                            + f", proportional {found[2]:.1f} MB")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    elements, surfaces, pixels = live_objects()
    return (f"after game {index + 1:2d} ({figures['seating']}: {figures['moves']} moves, {figures['hints']} hints, "
            f"{figures['undone']} undone, {figures['compendium']} compendium visit, {seconds:.0f} s): "
            f"resident {resident}, peak of the process {peak:.0f} MB; alive: {elements} gui elements, "
            f"{surfaces} surfaces ({pixels:.1f} MB); {figures['reviews']} reviews still to judge in the "
            f"background; the window tidied {figures['tidied']} times so far")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hint-simulations", type=int, default=None,
                        help="the hint's simulations (default: the judge's own budget)")
    parser.add_argument("--review-simulations", type=int, default=None,
                        help="the review's simulations (default: the judge's own budget)")
    parser.add_argument("--no-trace", dest="trace", action="store_false",
                        help="skip the traced game after the measured ones")
    parser.add_argument("--seats", default=None,
                        help="every game with these seats, e.g. human,hard (default: the three seatings in turn)")
    args = parser.parse_args()
    seats = None if args.seats is None else args.seats.split(",")
    if seats is not None and (not 2 <= len(seats) <= 6 or set(seats) - {"human", "easy", "medium", "hard"}):
        parser.error("--seats takes 2 to 6 of human, easy, medium and hard, separated by commas")
    if args.games < 1:
        parser.error("--games must be 1 or more")
    for option in ("hint_simulations", "review_simulations"):
        if getattr(args, option) is not None and getattr(args, option) < 1:
            parser.error(f"--{option.replace('_', '-')} must be 1 or more")
    from keydesk.ai.teaching.judge import SIMULATIONS

    budget = "lowered" if args.hint_simulations or args.review_simulations else "the judge's own budget"
    print(f"soak: {args.games} games ({args.seats or 'three seatings in turn'}), seed {args.seed}; hint at "
          f"{args.hint_simulations or SIMULATIONS} simulations, review at {args.review_simulations or SIMULATIONS} "
          f"({budget})", flush=True)
    found = resident_mb()
    print(f"at the start: resident {'n/a' if found is None else f'{found[0]:.1f} MB'}", flush=True)
    figures_after = []
    with tempfile.TemporaryDirectory() as home:
        evening = Evening(home, args.seed, args.hint_simulations, args.review_simulations, seats)
        for index in range(args.games):
            started = time.monotonic()
            figures = evening.play(index)
            evening.rest()
            found = resident_mb()
            print(memory_line(index, figures, time.monotonic() - started, found), flush=True)
            figures_after.append(None if found is None else found[0])
        if figures_after[0] is not None and len(figures_after) > 1:
            print(f"growth from game 1 to game {len(figures_after)}: {figures_after[-1] - figures_after[0]:+.1f} MB "
                  f"(largest after any game: {max(figures_after):.1f} MB)", flush=True)
        if args.trace:
            trace_one_more(evening, args.games)
        evening.app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
