"""Regenerate the practice screenshots:
python docs/screenshots/make_practice_screenshots.py [--simulations N]

The real app runs headless on a throw-away home folder.  Six 2-player games are played by the
bots (P1, the "person", by Easy, then Medium, then Hard, two games each; P2 Medium), kept in
the record and reviewed for P1 with the judge (its own budget unless --simulations says) on
the day it was played, so their exercises and accuracies are kept as a review at the table
keeps them; the exercises of the first four games were practised yesterday (every other one
found, the rest not yet); then the shipped finished game is reviewed in the review
screen today.  Pictures: Statistics with the accuracy game
by game, the Practice list with the exercises due, the biggest exercise at the table, the move
that was played made again and graded "not yet", and the judge's move shown on the table.
"""

import argparse
import datetime
import random
import tempfile
import time

from headless import HERE, shot

from keydesk.ai import make_bot  # noqa: E402
from keydesk.ai.bots.hard import HardBot  # noqa: E402
from keydesk.ai.teaching.review import review_game  # noqa: E402
from keydesk.practice import open_practice, save_schedule, take_review  # noqa: E402
from keydesk.history import keep_game, record_game  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.exercise import ExerciseTableScene  # noqa: E402
from keydesk.ui.scenes.practice import PracticeScene  # noqa: E402
from keydesk.ui.scenes.review import ReviewScene  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402

FINISHED = HERE.parent / "saves" / "finished-2p.yaml"
TODAY = datetime.date(2026, 11, 27)


def until(app: App, condition) -> None:
    while not condition():
        app.run_frames(1)
        time.sleep(0.01)


def _bot(level: str):
    """P1's bot; Hard at a fixed count of simulations, so the games, and the pictures, are the
    same every time (a budget in seconds would make them depend on the machine's load)."""
    return HardBot(budget=600.0, simulations=40) if level == "hard" else make_bot(level)


def played_games(home: str, simulations) -> None:
    """Six games of P1 getting better (Easy, Medium, Hard), each kept and reviewed."""
    for i, level in enumerate(("easy", "easy", "medium", "medium", "hard", "hard")):
        game = Game.new(players=2, seed=60 + i, names=["Ann", "Bob"])
        game.seats = ["human", "medium"]
        bots, rng = {0: _bot(level), 1: make_bot("medium")}, random.Random(i)
        while not game.is_over:
            p = game.to_move[0]
            game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rng))
        day = TODAY - datetime.timedelta(days=12 - 2 * i)
        when = time.mktime(day.timetuple())
        record_game(home, game, when=when, file=keep_game(home, game, when=when))
        take_review(home, game, 0, review_game(game, 0, simulations=simulations), simulations, today=day)
    practice = open_practice(home)
    for k, exercise in enumerate(e for e in practice.exercises if e.made < TODAY - datetime.timedelta(days=4)):
        practice.record(exercise, k % 2 == 0, TODAY - datetime.timedelta(days=1))
    save_schedule(home, practice)


def main(home: str, simulations) -> None:
    played_games(home, simulations)
    app = App((1280, 800), home=home, bot_delay=0)
    game = Game.load(FINISHED)
    record_game(home, game, when=time.mktime(TODAY.timetuple()), file=keep_game(home, game))
    app.switch(ReviewScene(app, game, simulations=simulations))
    until(app, lambda: app.scene.decisions is not None)
    app.switch(StatisticsScene(app))
    shot(app, "statistics-accuracy.png")
    app.switch(PracticeScene(app, today=TODAY))
    shot(app, "practice.png")
    scene = app.scene
    worst = max(scene.due, key=lambda e: e.stake)
    app.switch(ExerciseTableScene(app, worst, scene.practice, [e for e in scene.due if e is not worst], TODAY))
    shot(app, "exercise-table.png")
    table = app.scene
    table.apply(worst.played)  # the move made in the game, made again
    until(app, lambda: table.grade is not None)
    shot(app, "exercise-not-yet.png")
    table.show_judges_move()
    shot(app, "exercise-judges-move.png")
    app.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--simulations", type=int, default=None, help="the judge's budget (default: its own)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        main(home, args.simulations)
    print("wrote statistics-accuracy.png, practice.png, exercise-table.png, exercise-not-yet.png and "
          "exercise-judges-move.png in", HERE)
