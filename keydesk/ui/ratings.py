"""The bots' ratings and the person's own, in the words the New game form and Statistics show.

The ratings come from data/ai/ladder.yaml (keydesk/ai/ratings/ladder.py).  If that file cannot be
used, no rating is shown and the window says why once, not on every visit to the form."""

from __future__ import annotations

from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.ai.ratings.ladder import shipped_ladder
from keydesk.ai.ratings.player_rating import SETTLED_GAMES, person_rating

SCALE_NOTE = "Elo scale: 200 points more wins about 3 games in 4; in brackets, the 95% range."

def bot_ratings(app) -> dict:
    """{level: LevelRating} for the levels rated; {} when the ladder cannot be read (told once)."""
    ladder, problem = shipped_ladder()
    if problem:
        app.report_once(problem)
    return ladder.ratings if ladder else {}


def level_words(level: str, ratings: dict) -> str:
    """What the form shows beside a seat's choice: "rating 1367 (1213–1521)", "rating 1000
    (anchor)" for the level the others are measured from, "not rated yet"; nothing for a
    person, or when no ratings could be read."""
    if level not in BOT_LEVELS or not ratings:
        return ""
    r = ratings.get(level)
    if r is None:
        return "not rated yet"
    if r.low == r.rating == r.high:
        return f"rating {r.rating} (anchor)"
    return f"rating {r.rating} ({r.low}–{r.high})"


def person_words(games: list, ratings: dict) -> list:
    """Statistics' lines on the person's rating, from `games` (record.bot_results) and the
    bots' ratings: the figure and how many games it rests on, and what the scale means; or why
    there is no figure yet."""
    if not ratings:
        return ["<b>Your rating</b> is not shown: the bots' ratings could not be read."]
    met = {level for game in games for level, _ in game}
    unrated = [level.capitalize() for level in (*BOT_LEVELS, *sorted(met - set(BOT_LEVELS)))
               if level in met and level not in ratings]
    if not games:
        return ["<b>Your rating</b> appears here once you have finished a game against a bot."]
    person = person_rating(games, {level: r.rating for level, r in ratings.items()})
    if person is None:
        return [f"<b>Your rating</b> appears here once you have finished a game against a rated bot "
                f"({' and '.join(unrated)} {'is' if len(unrated) == 1 else 'are'} not rated yet)."]
    scale = ", ".join(f"{level.capitalize()} {ratings[level].rating}" for level in BOT_LEVELS if level in ratings)
    lowest = min(ratings, key=lambda level: ratings[level].rating).capitalize()
    note = (f"On the bots' scale ({scale}); 200 points more wins about 3 games in 4. Fitted from "
            f"your wins and losses against the bots, starting from {lowest}'s level as if you had "
            f"drawn one game with it.")
    if unrated:
        they = "it is" if len(unrated) == 1 else "they are"
        note += f" Your games against {' or '.join(unrated)} count once {they} rated."
    games_words = f"from {person.games} game{'s' * (person.games != 1)} against bots"
    if person.provisional:
        return [f"<b>Your rating (provisional):</b> {person.rating:.0f} ({person.low:.0f}–{person.high:.0f}), "
                f"{games_words}; it settles after {SETTLED_GAMES}", f"<i>{note}</i>"]
    return [f"<b>Your rating:</b> {person.rating:.0f} ({person.low:.0f}–{person.high:.0f}), {games_words}",
            f"<i>{note}</i>"]
