"""Regenerate the hint (a move's and a placement's), live score, review (with its graph) and
replay screenshots: python docs/screenshots/make_review_screenshots.py

The real app runs headless on a throw-away home folder; each picture is the window as drawn.
"""

import random
import tempfile
import time

from headless import HERE, shot

import pygame  # noqa: E402

from keydesk.ai import make_bot  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402

FINISHED = HERE.parent / "saves" / "finished-2p.yaml"


def until(app: App, condition) -> None:
    while not condition():
        app.run_frames(1)
        time.sleep(0.01)


def hint(home: str) -> None:
    """Autumn of the 4-player save, P1 on turn, the three hints lit."""
    game = Game.load(HERE / "autumn-4p.yaml")
    while game.log and not game.log[-1].startswith("P4"):
        game.undo()
    game.seats = ["human", "easy", "easy", "easy"]
    app = App((1280, 800), home=home, bot_delay=0)
    app.switch(TableScene(app, game))
    until(app, lambda: app.scene.session.me() == 0)
    app.scene.hints.toggle()
    until(app, lambda: app.scene.hints.tips)
    shot(app, "hint.png")
    app.close()


def placement_hint(home: str) -> None:
    """The same 4-player game played on by Easy bots to P1's autumn placing: the three spots
    hinted, each tile ghosted on its space as it would be turned, numbered in the middle."""
    game = Game.load(HERE / "autumn-4p.yaml")
    bot, rng = make_bot("easy"), random.Random(1)
    while not (game.phase == "place" and 0 in game.to_move):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    game.seats = ["human", "easy", "easy", "easy"]
    app = App((1280, 800), home=home, bot_delay=60)  # the bots wait: the picture stays still
    app.switch(TableScene(app, game))
    app.run_frames(2)
    app.scene.hints.toggle()
    until(app, lambda: app.scene.hints.tips)
    shot(app, "hint-placement.png")
    app.close()


def live_score(home: str) -> None:
    """The 2-player spring save, the tooltip over the rival's labelled live score."""
    game = Game.load(HERE / "spring-2p.yaml")
    game.seats = ["human", "easy"]
    app = App((1280, 800), home=home, bot_delay=0)
    app.switch(TableScene(app, game))
    until(app, lambda: app.scene.session.me() == 0)
    app.run_frames(2)
    target = next(t for t in app.scene.picture.targets() if t.kind == "score" and t.player == 1)
    pos = app.scene.picture.rect_of(target).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(1)
    app.run_frames(1, dt=1.0)
    shot(app, "live-score.png")
    app.close()


def review_and_replay(home: str) -> None:
    """The review of the shipped finished game, then its worst decision opened in the replay."""
    app = App((1280, 800), home=home, bot_delay=0)
    app.switch(ReviewScene(app, Game.load(FINISHED)))
    until(app, lambda: app.scene.decisions is not None)
    shot(app, "review.png")
    app.scene.show(app.scene.decisions[0])
    assert isinstance(app.scene, ReplayScene)
    shot(app, "replay.png")
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        hint(home)
        placement_hint(home)
        live_score(home)
        review_and_replay(home)
    print("wrote hint.png, hint-placement.png, live-score.png, review.png, replay.png in", HERE)
