"""The public face the UI codes against: make_bot, BOT_LEVELS, choose, level, explain."""

import random
import threading

import pytest

from keydesk.ai import make_bot
from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.rules import Game

from .helpers import random_position


def test_levels_and_factory():
    assert BOT_LEVELS == ("easy", "medium", "skilled", "hard")
    for level in BOT_LEVELS:
        bot = make_bot(level, budget=0.05)
        assert bot.level == level
        assert bot.explain == ""
    assert make_bot("hard").budget == 1.0
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_first_move_is_legal_and_explained(level):
    game = Game.new(players=3, seed=4)
    p = game.to_move[0]
    legal = game.legal_actions(p)
    bot = make_bot(level, budget=0.05)
    assert bot.choose(game.view(p), legal, random.Random(0)) in legal
    assert bot.explain


def test_bots_run_side_by_side_in_threads():
    """Worker threads, as the UI uses them: each bot decides for its own seat at the same time."""
    game = random_position(4, seed=9, actions=6)
    results, errors = {}, []

    def decide(level, p):
        try:
            legal = game.legal_actions(p)
            results[level] = (make_bot(level, budget=0.1).choose(game.view(p), legal, random.Random(1)), legal)
        except Exception as exc:  # reported below, with the level
            errors.append((level, exc))

    p = game.to_move[0]
    threads = [threading.Thread(target=decide, args=(level, p)) for level in BOT_LEVELS]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert all(action in legal for action, legal in results.values())
