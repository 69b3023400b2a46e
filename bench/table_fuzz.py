"""Feed the real table random mouse and key events and check that it never crashes and never
shows a screen to the wrong person.

    SDL_VIDEODRIVER=dummy python bench/table_fuzz.py [EVENTS] [--seed N] [--minutes M]

Games are played with every kind of seat in turn (one human against bots of each level, two to
six humans at one screen, humans and bots mixed).  Events come in small batches, one frame
each: motion, presses and releases of every button (half of them on the table's own hit
targets, so real moves are made), the wheel, and keys (letters the table knows, digits,
Enter, Space, Esc, Ctrl and Shift held as their own key presses, and key releases).  The
curtain's clock moves a tenth of a second per frame, so it is lifted often.  After every frame:

- while a curtain is down, the drawn frame is exactly the curtain (nothing of any screen);
- with no curtain, the human whose move it is is the one at the screen;
- the person at the screen changes only in a frame that had a deliberate lift in it.

A game that ends (or leaves the table), or has had FRAMES_PER_GAME frames, makes way for the
next seating; the compendium, opened over the
table by a right click, is left at once for the same game.  Prints the
figures and exits 1 on any exception or breach.  Every 10,000 events it prints the resident
memory of the process and any it started (bench/resident.py): a table open all evening stays
the size it started, so the figures after 30,000 and after 100,000 events should be close.
"""

import argparse
import os
import random
import resource
import sys
import tempfile
import time
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import _path  # noqa: F401,E402  (puts the project on sys.path)

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from keydesk.ui.table.curtain import LIFT_KEYS  # noqa: E402
from resident import resident_mb  # noqa: E402

SEATINGS = (
    ["human", "easy"], ["human", "human"], ["human", "human", "medium"], ["human", "hard", "easy"],
    ["human", "human", "human", "easy"], ["human", "human", "human", "human", "human"],
    ["human", "medium", "human", "easy", "human", "hard"], ["human", "human", "human", "human", "human", "human"],
)
KEYS = [pygame.K_p, pygame.K_d, pygame.K_z, pygame.K_y, pygame.K_h, pygame.K_l, pygame.K_r, pygame.K_ESCAPE,
        pygame.K_RETURN, pygame.K_SPACE, pygame.K_a, pygame.K_q, pygame.K_TAB] + [pygame.K_1 + i for i in range(9)]
FRAMES_PER_GAME = 2000  # then the next seating: every kind gets its turn in a run of 100,000 events
MEMORY_EVERY = 10_000  # events between two figures of resident memory
MODIFIERS = {pygame.K_LCTRL: pygame.KMOD_LCTRL, pygame.K_LSHIFT: pygame.KMOD_LSHIFT}


class FuzzClock:
    """The curtain's clock: a tenth of a second per frame."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class Fuzz:
    def __init__(self, seed: int, home: str):
        self.rng = random.Random(seed)
        self.app = App((1280, 800), home=home, bot_delay=0)
        self.clock = FuzzClock()
        self.held: dict = {}  # modifier keys down now
        self.figures = {"events": 0, "frames": 0, "games": 0, "moves": 0, "curtains": 0, "lifts": 0,
                        "undos on the curtain": 0, "curtain frames checked": 0, "compendium visits": 0,
                        "breaches": 0}
        self.breaches: list = []
        self.seating = 0
        self.frames_here = 0  # frames played in the current game
        self.memory_at = MEMORY_EVERY  # events after which resident memory is printed next

    # ---- games ----

    def new_game(self) -> None:
        seats = SEATINGS[self.seating % len(SEATINGS)]
        self.seating += 1
        game = Game.new(players=len(seats), seed=self.rng.randrange(1 << 30))
        game.seats = list(seats)
        self.app.show("table", game=game)  # as New game does: the judge's workers may be renewed
        self.figures["games"] += 1
        self.frames_here = 0

    def table(self):
        scene = self.app.scene
        if isinstance(getattr(scene, "return_to", None), TableScene):
            self.app.back()  # a right click opened the compendium over the table: back to the game
            self.figures["compendium visits"] += 1
            scene = self.app.scene
        if not isinstance(scene, TableScene) or scene.game.is_over or self.frames_here >= FRAMES_PER_GAME:
            self.new_game()
            scene = self.app.scene
        scene.session.curtain.clock = self.clock  # a game opened from the Load dialog too
        return scene

    # ---- events ----

    def position(self, scene):
        """Half the time the centre of one of the table's targets; never the Menu button (it
        would end the game before much of it is played: the run would test only openings)."""
        targets = scene.picture.targets()
        if targets and self.rng.random() < 0.5:
            rect = scene.picture.rect_of(self.rng.choice(targets))
            if rect is not None:
                return rect.center
        w, h = self.app.size
        menu = scene.buttons["menu"].rect
        while True:
            pos = self.rng.randrange(w), self.rng.randrange(h)
            if not menu.collidepoint(pos):
                return pos

    def drag(self, scene) -> list:
        """A press on one place, a move, a release on another: the gesture of most moves."""
        a, b = self.position(scene), self.position(scene)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]

    def mods(self) -> int:
        out = 0
        for k in self.held:
            out |= MODIFIERS[k]
        return out

    def event(self, scene):
        roll = self.rng.random()
        if roll < 0.25:
            pos = self.position(scene)
            return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        if roll < 0.55:
            kind = pygame.MOUSEBUTTONDOWN if self.rng.random() < 0.5 else pygame.MOUSEBUTTONUP
            return pygame.event.Event(kind, pos=self.position(scene), button=self.rng.choice((1, 1, 1, 3)))
        if roll < 0.6:
            y = self.rng.choice((-1, 1))
            return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        if roll < 0.67:
            k = self.rng.choice(list(MODIFIERS))
            if k in self.held:
                del self.held[k]
                return pygame.event.Event(pygame.KEYUP, key=k, mod=self.mods(), unicode="", scancode=0)
            self.held[k] = True
            return pygame.event.Event(pygame.KEYDOWN, key=k, mod=self.mods(), unicode="", scancode=0)
        k = self.rng.choice(KEYS)
        kind = pygame.KEYDOWN if self.rng.random() < 0.6 else pygame.KEYUP
        return pygame.event.Event(kind, key=k, mod=self.mods(), unicode="", scancode=0)

    # ---- checks ----

    def check(self, scene, before, batch) -> None:
        seats = scene.session.hotseat
        if seats.curtain_for is not None:
            self.figures["curtain frames checked"] += 1
            alone = pygame.Surface(self.app.screen.get_size())
            scene.draw_over(alone)
            if pygame.image.tobytes(alone, "RGB") != pygame.image.tobytes(self.app.screen, "RGB"):
                self.breach("a frame under a fallen curtain showed more than the curtain")
            return
        actor = seats.actor()
        if actor is not None and actor != seats.at_screen:
            self.breach(f"{scene.names[actor]} is to act but {seats.at_screen} is at the screen, no curtain")
        lifted = any((e.type == pygame.KEYDOWN and e.key in LIFT_KEYS) or
                     (e.type == pygame.MOUSEBUTTONUP and e.button == 1) for e in batch)
        if before != seats.at_screen and len(seats.humans) > 1 and not lifted:
            self.breach(f"the screen went from {before} to {seats.at_screen} without a lift")

    def note_memory(self) -> None:
        """The resident memory once more MEMORY_EVERY events have gone by (printed at once, so a
        long run can be watched)."""
        events = self.figures["events"]
        if events < self.memory_at:
            return
        self.memory_at += MEMORY_EVERY
        found = resident_mb()
        if found is not None:
            tidied = self.app.tidy.baseline
            print(f"resident after {events:>7,} events: {found[0]:7.1f} MB"
                  + (f" ({found[1]} worker processes counted in; the window's own {found[3]:.1f} MB)" if found[1] else "")
                  + f", proportional {found[2]:.1f} MB"
                  # The window's size swings by up to tidy.GROWTH_MB between two tidies; what it
                  # keeps shows in its size just after the last one.
                  + ("" if tidied is None else f"; the window {tidied:.1f} MB after its last tidy"), flush=True)

    def breach(self, text: str) -> None:
        self.figures["breaches"] += 1
        if len(self.breaches) < 10:
            self.breaches.append(text)

    # ---- the run ----

    def run(self, events: int, deadline: float) -> None:
        while self.figures["events"] < events and time.monotonic() < deadline:
            scene = self.table()
            log, curtain, screen = len(scene.game.log), scene.session.curtain_for, scene.session.at_screen
            batch = [self.event(scene) for _ in range(self.rng.randint(1, 8))]
            if self.rng.random() < 0.3:
                batch[self.rng.randrange(len(batch)):0] = self.drag(scene)
            for e in batch:
                pygame.event.post(e)
            self.clock.now += 0.1
            self.app.run_frames(1)
            self.figures["events"] += len(batch)
            self.note_memory()
            self.figures["frames"] += 1
            self.frames_here += 1
            if self.app.scene is not scene:
                continue  # the Menu was clicked, or the scores shown: a new game next
            if curtain is None and scene.session.curtain_for is not None:
                self.figures["curtains"] += 1
            if curtain is not None and scene.session.curtain_for is None:
                self.figures["lifts"] += 1
                if len(scene.game.log) < log:
                    self.figures["undos on the curtain"] += 1
            self.figures["moves"] += max(0, len(scene.game.log) - log)
            self.check(scene, screen, batch)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("events", type=int, nargs="?", default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=60.0, help="stop after this long, whatever the count")
    args = parser.parse_args()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as home:
        fuzz = Fuzz(args.seed, home)
        failed = None
        try:
            fuzz.run(args.events, started + args.minutes * 60)
        except Exception:  # the point of the run: any exception is reported, with its traceback
            failed = traceback.format_exc()
        fuzz.app.close()
    seconds = time.monotonic() - started
    for name, value in fuzz.figures.items():
        print(f"{name:>24}: {value}")
    print(f"{'seconds':>24}: {seconds:.0f}")
    print(f"{'peak memory (MB)':>24}: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}")
    for text in fuzz.breaches:
        print("BREACH:", text)
    if failed:
        print("EXCEPTION:\n" + failed)
    return 1 if failed or fuzz.breaches else 0


if __name__ == "__main__":
    sys.exit(main())
