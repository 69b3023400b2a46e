"""A person's rating on the bots' ladder (ladder.py), fitted from their finished games against bots.

Each bot seat of a finished game is one result for the person: a win when their final score is
higher, a loss when it is lower, half a win when equal, as bench/ladder.py reads a game.  With
the bots' ratings held fixed, the person's rating R is the one that makes those results most
likely under the ladder's Elo model, P(win against a bot rated B) = 1 / (1 + 10^((B − R) / 400)).

One drawn game against the lowest level on the ladder (Easy, the anchor) is added as a prior:
a newcomer is presumed a beginner until their games say otherwise.  So someone who has won every
game still gets a finite figure, and one who has only lost never reads above the lowest level:
a prior at each level met (as this fit once had) put a player who lost one game by 50 points to
Hard at 1794, above Medium.  Below `SETTLED_GAMES` games the rating is provisional, and the
words shown say so.  The 95% interval is ±1.96 standard errors from the curvature of the
log-likelihood at the fit.  The bots' own intervals are not added in, and several bots at one
table are not independent results, so the interval is somewhat too narrow; it is a guide, not a
measurement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SCALE = 400 / math.log(10)  # Elo points per unit of natural log-strength, as bench/ladder.py
PRIOR_DRAWS = 1.0  # drawn games added against the lowest level on the ladder
SETTLED_GAMES = 5  # fewer games than this: the rating is provisional
Z95 = 1.96
SPAN = 4000.0  # the fit is searched this far either side of the bots' ratings


@dataclass(frozen=True)
class PersonRating:
    """A person's rating, its 95% interval, and the number of games it rests on."""
    rating: float
    low: float
    high: float
    games: int

    @property
    def provisional(self) -> bool:
        return self.games < SETTLED_GAMES


def win_chance(rating: float, opponent: float) -> float:
    """The Elo chance that a player rated `rating` beats one rated `opponent`."""
    return 1 / (1 + math.exp((opponent - rating) / SCALE))


def fit_rating(results: list, prior_at: float) -> tuple:
    """(rating, half-width of its 95% interval) from [(opponent's rating, share)], a share being
    1 for a win, 0 for a loss, 0.5 for a draw; the prior draws, against a bot rated `prior_at`,
    are added here.

    The log-likelihood's slope, the sum of share − chance, falls as the rating rises, so the
    maximum is where it crosses zero, found by halving the interval around it."""
    weighted = [(opponent, share, 1.0) for opponent, share in results]
    weighted.append((prior_at, 0.5, PRIOR_DRAWS))

    def slope(r: float) -> float:
        return sum(w * (share - win_chance(r, opponent)) for opponent, share, w in weighted)

    low, high = min(o for o, _, _ in weighted) - SPAN, max(o for o, _, _ in weighted) + SPAN
    while high - low > 1e-9:
        middle = (low + high) / 2
        if slope(middle) > 0:
            low = middle
        else:
            high = middle
    rating = (low + high) / 2
    information = sum(w * win_chance(rating, o) * (1 - win_chance(rating, o)) for o, _, w in weighted)
    return rating, Z95 * SCALE / math.sqrt(information)


def person_rating(games: list, ratings: dict) -> PersonRating | None:
    """The person's rating from `games`, each a list of (bot level, share) for the bot seats of
    one finished game, against `ratings` ({level: rating}), the prior at the lowest of them.  A
    result against a level with no rating is left out, and a game with none left does not count;
    None when no game counts."""
    counted = [[(ratings[level], share) for level, share in game if level in ratings] for game in games]
    counted = [game for game in counted if game]
    if not counted:
        return None
    rating, half = fit_rating([result for game in counted for result in game], min(ratings.values()))
    return PersonRating(rating, rating - half, rating + half, len(counted))
