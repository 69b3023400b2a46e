"""Every level returns a legal action at every decision of complete games, 2 to 6 players."""

import pytest

from keydesk.ai import make_bot
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.ratings.tournament import play_game, seat_levels

from .helpers import play_bots


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_easy_and_medium_play_whole_games(players):
    bots = [make_bot("easy" if p % 2 else "medium") for p in range(players)]
    game, kinds = play_bots(bots, seed=300 + players)
    assert game.is_over
    assert {"Bid", "Pass", "BoatChoice", "Place", "WinterChoice"} <= kinds


@pytest.mark.parametrize("players", [2, 4])
def test_hard_plays_whole_games_at_a_tiny_budget(players):
    bots = [HardBot(budget=0.02)] + [make_bot("easy") for _ in range(players - 1)]
    game, kinds = play_bots(bots, seed=400 + players)
    assert game.is_over


def test_medium_beats_easy():
    """A strength sanity check: eight seeded games, seats alternating (the bots are
    deterministic given a seed).  Over 100 games (bench/strength.py --levels medium,easy
    --games 100 --seed 3000) Medium won 72% against Easy."""
    wins, margin = 0, 0
    for i in range(8):
        seats = seat_levels(["medium", "easy"], 2, i)
        totals = play_game(seats, seed=1 + i, budget=None, timings={"medium": [], "easy": []})
        medium = seats.index("medium")
        wins += totals[medium] > totals[1 - medium]
        margin += totals[medium] - totals[1 - medium]
    assert wins >= 5 and margin > 0
