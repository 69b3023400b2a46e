"""Regenerate the challenge and statistics screenshots:
python docs/screenshots/make_challenge_screenshots.py

The real app runs headless on a throw-away home folder: the Challenges list (with one best
result kept), the table of "The last winter", its result screen after bots played it out, and
the Statistics screen after eight recorded games of random play (seats and levels varied).
"""

import random
import tempfile

from headless import shot


from keydesk.ai import make_bot  # noqa: E402
from keydesk.challenges import load_challenges  # noqa: E402
from keydesk.history import keep_game, record_game  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.challenges import ChallengeResultScene, ChallengesScene, ChallengeTableScene  # noqa: E402
from keydesk.ui.scenes.statistics import StatisticsScene  # noqa: E402



def main(home: str) -> None:
    app = App((1280, 800), home=home, bot_delay=0)
    challenge = load_challenges()[-1]
    game = challenge.new_game()
    app.switch(ChallengeTableScene(app, challenge, game))
    shot(app, "challenge-table.png")
    app.switch(ChallengesScene(app))  # stops the table's bots before the game is played out
    bot, rng = make_bot("medium"), random.Random(5)
    while not game.is_over:
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    app.switch(ChallengeResultScene(app, challenge, game))
    shot(app, "challenge-result.png")
    record_game(home, game, when=1_789_900_000, kind="challenge", file=keep_game(home, game, when=1_789_900_000))
    app.switch(ChallengesScene(app))
    shot(app, "challenges.png")
    levels = ("easy", "medium", "hard")
    for i in range(8):
        players = 2 + i % 3
        game = Game.new(players=players, seed=40 + i)
        game.seats = ["human"] + [levels[(i + k) % 3] for k in range(players - 1)]
        rng = random.Random(i)
        while not game.is_over:
            options = game.legal_actions(game.to_move[0])
            game.apply(options[rng.randrange(len(options))])
        when = 1_790_000_000 + i * 86400
        record_game(home, game, when=when, file=keep_game(home, game, when=when))
    app.switch(StatisticsScene(app))
    shot(app, "statistics.png")
    app.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        main(home)
