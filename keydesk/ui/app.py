"""The window: one pygame-ce display, one pygame_gui manager, and the current scene.

`App` is steppable so tests drive it without a real loop: `handle(event)`, `update(dt)`,
`draw()`, or `run_frames(n)` which does all three for the events in pygame's queue.
`run_app` is the real loop behind `make run`: it draws only when something changed (loop.py),
asking `next_frame` when the scene or the notice next changes by itself (frames.py).

Scenes never import one another: a scene names where to go next, `app.show("table", game=g)`
(or `app.show_over(...)` to come back later), and the App looks the name up in SCENES.  So only
this module knows every scene.
"""

from __future__ import annotations

import os

import pygame
import pygame_gui

from keydesk.ai.bots.memo import Memo
from keydesk.ai.teaching.workers import JudgeWorkers
from keydesk.files import WriteError, remove_stale_temps
from keydesk.paths import shipped
from keydesk.practice.folder import exercises_dir, schedule_path
from keydesk.history import GAMES_DIR
from keydesk.rules import Game, ScenarioError
from keydesk.rules import caches as rules_caches
from keydesk.session.home_folder import autosaves_dir, home_dir, is_autosave, load_path, saves_dir, screenshots_dir

from keydesk.ui.frames import WAKE, soonest
from keydesk.ui.loop import FPS, Loop
from keydesk.ui.notice import Notice
from keydesk.ui.preferences import read_preferences, save_preferences
from keydesk.ui.review_keeper import ReviewKeeper
from keydesk.ui.scenes.challenges import ChallengesScene
from keydesk.ui.scenes.compendium import CompendiumScene
from keydesk.ui.scenes.final_scores import FinalScoresScene
from keydesk.ui.scenes.learn import LearnScene
from keydesk.ui.scenes.menu import MenuScene
from keydesk.ui.scenes.new_game import NewGameScene
from keydesk.ui.scenes.practice import PracticeScene
from keydesk.ui.scenes.replay import ReplayScene
from keydesk.ui.scenes.review import ReviewScene
from keydesk.ui.scenes.statistics import StatisticsScene
from keydesk.ui.scenes.table import TableScene
from keydesk.ui.scenes.tutorial import tutorial_scene
from keydesk.ui import text_caches
from keydesk.ui.tidy import Tidy
from keydesk.ui.window import Window
THEME = shipped("assets") / "theme.json"
# Every scene by the name scenes ask for it with (App.show): a class or a function that takes
# the app and the options and gives the scene.
SCENES = {
    "menu": MenuScene, "new_game": NewGameScene, "learn": LearnScene, "table": TableScene,
    "final_scores": FinalScoresScene, "replay": ReplayScene, "review": ReviewScene,
    "compendium": CompendiumScene,
    "tutorial": tutorial_scene, "challenges": ChallengesScene, "statistics": StatisticsScene,
    "practice": PracticeScene,
}


# Scenes at whose showing the judge's workers are renewed, once they have played some ten hints'
# worth, and the bots' and the rules' caches emptied: a game begins, or the window is back at the
# menu after one (an evening of games keeps fresh workers and caches, not the last game's).
RENEWING = ("table", "menu")


class App:
    def __init__(self, size=(1280, 800), home=None, bot_delay: float | None = None):
        # The window is drawn in software and shown as drawn.  SDL would show it through an
        # OpenGL renderer, which costs a board drawn only when it changes about 100 MB resident
        # (under Xvfb: 175 MB at the main menu, 78 MB without); set the variable to override.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("keydesk — Keyflower")
        self.window = Window(size)  # below 1280×720 the scenes draw on a canvas scaled into it
        self.ui = pygame_gui.UIManager(self.size, str(THEME))
        self._scale_gui_mouse()
        # Bold and italic text in the log and score sheets (the theme loads the rest).
        self.ui.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
                               for size, style in ((14, "bold"), (14, "italic"), (15, "bold"), (15, "italic"),
                                                   (18, "bold"))])
        self.home = home_dir(home)
        self.notice = Notice()
        self.reported = set()  # sentences told once a run (report_once)
        # Writes cut short by a crash or a kill leave temporary files; they are never needed again.
        remove_stale_temps(self.home, saves_dir(self.home), autosaves_dir(self.home), screenshots_dir(self.home),
                           self.home / "tutorial", self.home / GAMES_DIR, schedule_path(self.home).parent,
                           exercises_dir(self.home))
        prefs, problem = read_preferences(self.home)
        if problem:  # a damaged file costs only the preferences it spoils, and is told
            self.notice.show(problem)
        # Seconds between bot moves, so people can follow them (tests pass 0 to run at full speed).
        self.bot_delay = prefs["bot_delay"] if bot_delay is None else bot_delay
        self.palette = prefs["palette"]
        # The New game form as it was last started: (players, names, seat kinds), or None.
        self.last_setup = prefs["new_game"]
        # Whether the table shows its log column (L folds it away); kept from one table to the next.
        self.log_shown = True
        self.running = True
        # The judge's worker processes (the hint, the reviews): started at the first search that
        # needs them, ended by close().
        self.judge_workers = JudgeWorkers()
        self.reviews = ReviewKeeper(self.home, self.judge_workers, hold=self.playing)  # judged in the background, kept
        self.tidy = Tidy()  # gives memory back when the window has grown (tidy.py)
        self.scene = None
        self.show("menu")

    def playing(self) -> bool:
        """Is a game being played at the table (not one finished and looked at)?  Reviews judged
        in the background wait meanwhile (review_keeper.py); read from their thread."""
        scene = self.scene
        return isinstance(scene, TableScene) and not scene.game.is_over

    def remember_preferences(self) -> None:
        """Keep the current bot speed, palette, last New game set-up and window size for the next
        start."""
        self.write(save_preferences, self.home, self.bot_delay, self.palette, self.last_setup, self.window.size)

    def write(self, writer, *args) -> bool:
        """Call `writer(*args)`, which writes a file; if it cannot, say so in the window (and on
        the command line) and carry on.  True when the file was written."""
        try:
            writer(*args)
        except WriteError as exc:
            self.report(str(exc))
            return False
        return True

    def report(self, text: str) -> None:
        """Show a sentence over whatever scene is showing (see notice.py)."""
        self.notice.show(text)

    def report_once(self, text: str) -> None:
        """Report a lasting problem (a shipped file that cannot be used) the first time only,
        not on every visit to the screen it spoils."""
        if text not in self.reported:
            self.reported.add(text)
            self.report(text)

    @property
    def screen(self) -> pygame.Surface:
        """What the scenes draw on: the window, or the canvas a small window shows scaled."""
        return self.window.canvas

    @property
    def size(self):
        return self.screen.get_size()

    def _scale_gui_mouse(self) -> None:
        """pygame_gui maps window positions onto the canvas itself (events and the pointer)."""
        self.ui.mouse_pos_scale_factor = [1 / self.window.scale, 1 / self.window.scale]

    def show(self, name: str, **options) -> None:
        """Switch to the scene registered as `name`, built with `options` (e.g. game=...)."""
        if name in RENEWING:  # the judge's workers start afresh once they have grown (JudgeWorkers.renew),
            self.judge_workers.renew()  # and what the bots and the rules remembered of the last game goes
            Memo.empty_all()
            rules_caches.empty_all()
            text_caches.empty_all()  # and the last game's labels and log lines drawn
        self.switch(SCENES[name](self, **options))

    def show_over(self, name: str, **options) -> None:
        """Visit the scene registered as `name` over the current one (see visit)."""
        self.visit(SCENES[name](self, **options))

    def open_game(self, game, autosave_file=None) -> None:
        """A loaded game at its table (going on in `autosave_file` if it came from one), or at its
        scores if it is over."""
        if game.is_over:
            self.show("final_scores", game=game)
        else:
            self.show("table", game=game, autosave_file=autosave_file)

    def open_save(self, text, how: str = "play") -> str | None:
        """Open the save typed or picked (see load_path) to play on, or with how="replay" in the
        replay viewer or how="review" in the post-game review; if it cannot be loaded, the reason
        for the player instead."""
        path = load_path(self.home, str(text))
        if not path.exists():
            return f"There is no save at {path}."
        try:
            game = Game.load(path)  # a pipe, a device or a folder is refused at once, with a sentence
        except Exception as exc:  # a save is outside data: any failure is the file's fault
            reason = exc.reason(path) if isinstance(exc, ScenarioError) else str(exc)
            return f"{path.name} could not be loaded: {reason.strip() or type(exc).__name__}"
        if how == "replay":
            self.show_over(how, game=game)  # Back comes back here
        elif how == "review":
            self.show_over(how, game=game, source=path)  # a game of the record has its review kept beside it
        else:
            self.open_game(game, path if is_autosave(path) else None)
        return None

    def switch(self, scene) -> None:
        """Make `scene` the current one.  Every scene not coming back leaves: the current one
        and the scenes it was opened over (a table behind the compendium), unless `scene` is
        one of them (going back to it)."""
        left = self.scene
        while left is not None and left is not scene:
            left.leave()
            left = left.return_to
            self.tidy.soon()  # what it held is free once this frame is over
        self.ui.clear_and_reset()
        self.scene = scene
        scene.build()

    def visit(self, scene) -> None:
        """Show `scene` while keeping the current one as it is (not left: its bot thread and
        state stay) until the visitor calls `back()`; the compendium opens over the table so."""
        scene.return_to = self.scene
        self.ui.clear_and_reset()
        self.scene = scene
        scene.build()

    def back(self) -> None:
        """Leave a visiting scene for the one it was opened from (the menu if none)."""
        target = self.scene.return_to
        if target is None:
            self.show("menu")
        else:
            self.switch(target)

    def handle(self, event) -> None:
        if event.type == WAKE:  # only there to start a frame, whose update collects the answer
            return
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        on_canvas = self.window.for_scenes(event)
        if self.scene.takes_first(on_canvas):
            return
        consumed = self.ui.process_events(event)  # in window positions: the gui scales them
        self.scene.handle(on_canvas, consumed)

    def resize(self, size) -> None:
        """Follow the window down to 1024×600 (smaller sizes are set back); below 1280×720 the
        table is laid out at 1280×720 or more and shown scaled (see window.py)."""
        self.window.open(size)
        self.remember_preferences()
        self._scale_gui_mouse()
        self.ui.set_window_resolution(self.size)
        self.ui.clear_and_reset()
        self.scene.resize()

    def next_frame(self, now: float):
        """When the window next changes by itself, without an event (see frames.py)."""
        return soonest(self.scene.next_frame(now), self.notice.next_frame(now), self.tidy.next_frame(now))

    def judging(self) -> bool:
        return self.scene.judging()

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.ui.update(dt)
        self.tidy.after(dt)
        if isinstance(self.scene, SCENES["menu"]):  # the reviews begun when the game ended may have
            self.judge_workers.renew()  # held the workers when the menu opened; a finished one wakes it

    def draw(self) -> None:
        self.scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        draw_over = getattr(self.scene, "draw_over", None)
        if draw_over:
            draw_over(self.screen)
        self.notice.draw(self.screen)
        self.window.present()

    def run_frames(self, n: int = 1, dt: float = 1 / FPS) -> None:
        """Process queued events, update and draw, n times (tests step the app this way)."""
        for _ in range(n):
            for event in pygame.event.get():
                self.handle(event)
            self.update(dt)
            self.draw()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        scene = self.scene
        while scene is not None:  # a visitor's hosts (a table behind the compendium) leave too
            scene.leave()
            scene = scene.return_to
        self.reviews.close()
        self.judge_workers.close()
        pygame.display.quit()


def run_app(size=(1280, 800)) -> int:
    app = App(size)
    Loop(app).run()
    app.close()
    return 0
