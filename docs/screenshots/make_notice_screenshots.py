"""Regenerate the screenshots of what the table tells a person:
python docs/screenshots/make_notice_screenshots.py

The real app runs headless on a throw-away home folder, driven by mouse and key events as a
person would: Ann and Bob at one screen with a bot, Ann tops Bob's bid, the curtain tells Bob
what happened since his last turn, his table marks the tile; then a drop the rules refuse, explained where the
hand let go.  In a second game Ann says she is done this season (Shift+P): the curtain tells Bob
what the table will do for her, and her name bar carries the mark, its tooltip open.
"""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from keydesk.session.curtain import GUARD_SECONDS, SETTLE_SECONDS  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402

HERE = Path(__file__).resolve().parent
SCENARIO = {
    "players": 3, "seed": 11, "names": ["Ann", "Bob", "Cleo"],
    "screens": {"P1": {"workers": {"red": 4, "blue": 4}}, "P2": {"workers": {"red": 3, "yellow": 5}},
                "P3": {"workers": {"green": 4, "blue": 4}}},
    "auction": ["woodcutter", "alehouse", "keywood", "stable", "workshop", "miner"],
}


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, attrs))


def centre(app, target):
    return app.scene.picture.rect_of(target).center


def drag(app, source, target, wheel=0):
    a, b = centre(app, source), centre(app, target)
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] + 10, a[1] + 10), rel=(10, 10), buttons=(1, 0, 0))
    app.run_frames(1)
    for _ in range(wheel):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(2)


def sit_down(app):
    """Half a second after the curtain fell, the next person clicks on it, and looks at their
    table while it settles."""
    curtain = app.scene.session.curtain
    lifted = curtain.clock() + GUARD_SECONDS
    curtain.clock = lambda: lifted
    post(pygame.MOUSEBUTTONDOWN, pos=(640, 700), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(640, 700), button=1)
    app.run_frames(2)
    curtain.clock = lambda: lifted + SETTLE_SECONDS


def shot(app, name: str) -> None:
    app.draw()
    pygame.image.save(app.screen, str(HERE / name))


def key(app, k, mod=0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.run_frames(1)


def done_this_season(app) -> None:
    """Bob bids, Ann bids and says she is done this season; the bot moves; the curtain tells Bob;
    at his table Ann's name bar is marked, and pointing at the mark explains it."""
    game = Game.from_scenario(SCENARIO)
    game.seats = ["human", "human", "easy"]
    app.switch(TableScene(app, game))
    app.run_frames(2)
    sit_down(app)  # Bob starts
    drag(app, Target("screen", None, 1, "yellow"), Target("bid", "woodcutter", 1))
    while app.scene.session.curtain_for is None:
        app.run_frames(1)
    sit_down(app)
    drag(app, Target("screen", None, 0, "red"), Target("bid", "keywood", 0))
    while app.scene.session.curtain_for is None:
        app.run_frames(1)
    sit_down(app)
    drag(app, Target("screen", None, 1, "yellow"), Target("bid", "alehouse", 1))
    while app.scene.session.curtain_for is None:
        app.run_frames(1)
    sit_down(app)
    key(app, pygame.K_LSHIFT, pygame.KMOD_LSHIFT)
    key(app, pygame.K_p, pygame.KMOD_LSHIFT)  # Ann: done this season
    while app.scene.session.curtain_for is None:
        app.run_frames(1)
    shot(app, "done-this-season-curtain.png")
    sit_down(app)
    mark = app.scene.picture.rect_of(Target("rest", None, 0))
    post(pygame.MOUSEMOTION, pos=mark.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(4, dt=0.3)
    shot(app, "done-this-season-name-bar.png")


def main(home: str) -> None:
    app = App((1280, 800), home=home, bot_delay=0)
    game = Game.from_scenario(SCENARIO)
    game.seats = ["human", "human", "easy"]
    app.switch(TableScene(app, game))
    app.run_frames(2)
    sit_down(app)  # Bob starts
    drag(app, Target("screen", None, 1, "red"), Target("bid", "keywood", 1))  # Bob bids 1 red
    while app.scene.session.curtain_for is None:
        app.run_frames(1)  # Cleo (a bot) plays, then the screen goes to Ann
    sit_down(app)
    drag(app, Target("screen", None, 0, "red"), Target("bid", "keywood", 0), wheel=1)  # Ann tops it
    while app.scene.session.curtain_for is None:
        app.run_frames(1)
    shot(app, "curtain-since-your-last-turn.png")
    sit_down(app)
    post(pygame.MOUSEMOTION, pos=(900, 560), rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    shot(app, "outbid-notice.png")
    drag(app, Target("screen", None, 1, "red"), Target("bid", "keywood", 1))  # 1 more red makes 2: no more than Ann's
    shot(app, "refusal-callout.png")
    done_this_season(app)
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        main(home)
