"""Challenges driven as a person would: Menu -> Challenges -> Play, the game to its end, the
result screen with its stars, and the best result kept in the home folder."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


from keydesk.ai import make_bot  # noqa: E402
from keydesk.challenges import load_best  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.challenges import ChallengeResultScene, ChallengesScene, ChallengeTableScene  # noqa: E402
from tests.ui.helpers import click_button  # noqa: E402


def test_a_challenge_from_the_menu_to_its_result(tmp_path):
    app = App((1280, 800), home=tmp_path, bot_delay=0)
    try:
        click_button(app, app.scene.buttons["challenges"])
        assert isinstance(app.scene, ChallengesScene)
        challenge = app.scene.challenges[-1]  # The last winter: a position in the winter choice
        click_button(app, app.scene.play_buttons[challenge.id])
        table = app.scene
        assert isinstance(table, ChallengeTableScene) and table.game.season == "winter"
        assert table.game.seats == list(challenge.seats)
        # Play the human seat with a bot too, through the rules, and let the scene see the end.
        bot, rng = make_bot("easy"), random.Random(2)
        for _ in range(400):
            game = table.game
            if game.is_over:
                break
            p = game.to_move[0]
            if game.seats[p] == "human":
                game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
            app.run_frames(1)
        for _ in range(50):
            if isinstance(app.scene, ChallengeResultScene):
                break
            app.run_frames(1)
        result = app.scene
        assert isinstance(result, ChallengeResultScene)
        assert result.value == result.game.scores()[0].total
        assert load_best(tmp_path)[challenge.id] == {"value": result.value, "stars": challenge.stars_for(result.value)}
        click_button(app, result.buttons["list"])
        assert isinstance(app.scene, ChallengesScene)
    finally:
        app.close()
