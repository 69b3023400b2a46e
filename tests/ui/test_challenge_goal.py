"""A challenge's goal and the player's standing on it stay in sight during the game."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from dataclasses import replace  # noqa: E402

from keydesk.challenges import load_challenges  # noqa: E402
from keydesk.ui.scenes.challenges import ChallengeTableScene  # noqa: E402
from keydesk.ui.table.goal import standing  # noqa: E402


def test_the_standing_is_measured_as_the_result_will_be():
    challenge = load_challenges()[0]
    assert standing(replace(challenge, measure="score", stars=(40, 50, 60)), {0: 23, 1: 30}) == \
        "Now: 23 points · stars at 40, 50, 60"
    assert standing(replace(challenge, measure="margin", stars=(1, 10, 20)), {0: 23, 1: 30, 2: 12}) == \
        "Now: -7 over the best rival · stars at 1, 10, 20"


def test_the_goal_is_drawn_on_the_challenge_table(app):
    challenge = next(c for c in load_challenges() if c.measure == "margin")
    scene = ChallengeTableScene(app, challenge, challenge.new_game())
    app.switch(scene)
    app.run_frames(2)
    w, h = app.size
    app.draw()
    assert app.screen.get_at((w - 6 - 144, h - 7))[:3] == scene.picture.pal.gold_border  # the plate's foot
    assert standing(challenge, scene.live_scores()).startswith("Now: +0 over the best rival")


def test_a_first_result_without_stars_is_not_cheered_as_a_new_best(app, monkeypatch):
    from keydesk.challenges import Challenge
    from keydesk.cli import play_random_game
    from keydesk.ui.scenes.challenges import ChallengeResultScene

    challenge = next(c for c in load_challenges() if c.players == 2)
    game, _ = play_random_game(players=2, seed=3)
    for value, cheered in ((challenge.stars[0] - 50, False), (challenge.stars[0], True)):
        monkeypatch.setattr(Challenge, "result", lambda self, g, v=value: v)
        app.switch(ChallengeResultScene(app, challenge, game))
        texts = " ".join(getattr(e, "html_text", "") for e in app.ui.get_sprite_group().sprites())
        assert app.scene.new_best and ("A new best!" in texts) == cheered
