"""A game finished at the table goes into the player's history once; a finished game opened to
look at, and the scores shown again, add nothing."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


from keydesk.history import load_history  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.ui.helpers import at_table, frames_until  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402

FINISHED = FIXTURES / "finished-2p.yaml"


def test_the_last_move_at_the_table_records_the_game_once(app):
    game = Game.load(FINISHED)
    while game.log[-1].startswith("P1"):  # leave the bot the last move(s) of the game
        game.undo()
    game.undo()
    assert not game.is_over
    game.seats = ["human", "easy"]
    scene = TableScene(app, game)
    app.switch(scene)
    frames_until(app, lambda: isinstance(app.scene, FinalScoresScene))
    history = load_history(app.home)
    assert len(history) == 1 and history[0]["seats"][0]["seat"] == "human"
    scene.show_scores()  # the scores shown again from the same table
    assert len(load_history(app.home)) == 1


def test_a_finished_game_opened_to_look_at_is_not_recorded_again(app):
    scene = at_table(app, Game.load(FINISHED), ["human", "easy"])
    scene.show_scores()
    assert load_history(app.home) == []
