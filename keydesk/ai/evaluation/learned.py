"""The learned evaluation: a player's final score predicted from their position's features.

A linear model per season (the season whose weights apply, evaluate.weight_season) over the
features of features.py, fitted by bench/fit_learned.py on self-play games
(bench/selfplay.py) and kept in data/ai/learned.yaml with the commands, seeds, sizes and fit
figures that made it.  Once the game is over only the exact score is left.

`learned_margin` has the signature of evaluate.field_margin: the player's predicted final score
less the opponents' average.  Each player's prediction reads only what that player may see
(features.py).  The judge (hint and review) ends its simulations on it (`shipped_margin`);
Hard ends them on `learned_objective`, the same predictions passed through objective.py
(`shipped_objective`).  If the model file cannot be used both fall back to the hand-built
counterparts (field_margin, field_objective), and the table says why once.

Two names for two things: a *margin* is in points (mine less the field's average), an
*objective* is what Hard's search raises (objective.py); each comes learned or hand-built
(`field_`), and `shipped_` picks the one in use.
"""

from __future__ import annotations

from functools import lru_cache

from keydesk.paths import shipped
from keydesk.documents import read_yaml
from keydesk.rules.formats.fields import FieldError, Fields

from keydesk.ai.evaluation.evaluate import field_margin, field_objective, village_score, weight_season
from keydesk.ai.evaluation.features import NAMES, PublicSides, features
from keydesk.ai.evaluation.objective import objective

LEARNED_FILE = shipped("data") / "ai" / "learned.yaml"
SEASONS = ("spring", "summer", "autumn", "winter")


class LearnedError(FieldError):
    """A learned-evaluation file that cannot be used; the message names the file and the field."""


def parse_learned(data, path) -> dict:
    """{season: (intercept, [coefficient per features.NAMES])}, checked field by field.

    Every feature the extractor gives must have a coefficient and no other name may appear,
    so a file fitted on another feature set is refused instead of read askew."""
    c = Fields(str(path), LearnedError)
    seasons = c.mapping(c.present(c.mapping(data, "(the whole file)"), "seasons", "seasons", "a model for each season"),
                        "seasons")
    out = {}
    for season in SEASONS:
        field = f"seasons.{season}"
        model = c.mapping(c.present(seasons, season, field, "a model"), field)
        intercept = c.number(c.present(model, "intercept", f"{field}.intercept", "a number"), f"{field}.intercept")
        coef = c.mapping(c.present(model, "coef", f"{field}.coef", "a number for each feature"), f"{field}.coef")
        for name in coef:
            if name not in NAMES:
                c.fail(f"{field}.coef.{name}", "a known feature name", name)
        out[season] = (intercept, [c.number(c.present(coef, n, f"{field}.coef.{n}", "a number"), f"{field}.coef.{n}")
                                   for n in NAMES])
    return out


def load_learned(path=LEARNED_FILE) -> dict:
    """The model of a file, validated; LearnedError names what is wrong."""
    return parse_learned(read_yaml(path, "learned model", LearnedError), path)  # a regular file only: a pipe is refused at once


@lru_cache(maxsize=1)
def learned_model() -> dict:
    """The shipped model (read once per process)."""
    return load_learned(LEARNED_FILE)


def predict(state, comps, player: int, cache=None, model=None, sides=None) -> float:
    """The player's predicted final score (the exact score once the game is over).
    `sides`: the position's features.PublicSides, when every player of it is judged."""
    season = weight_season(state)
    if season == "over":
        return float(village_score(state, comps, player))
    intercept, coef = (model or learned_model())[season]
    return intercept + sum(c * x for c, x in zip(coef, features(state, comps, player, cache, sides)))


def learned_standing(state, comps, player: int, cache=None, model=None) -> tuple:
    """(the player's predicted final score, the opponents' average)."""
    sides = PublicSides(state, comps) if weight_season(state) != "over" else None
    mine = predict(state, comps, player, cache, model, sides)
    others = [predict(state, comps, q, cache, model, sides) for q in range(state.n) if q != player]
    return mine, sum(others) / len(others)


def learned_margin(state, comps, player: int, cache=None, w=None, model=None) -> float:
    """The player's predicted final score less the opponents' average (evaluate.field_margin's
    counterpart; `w`, the hand weights, is accepted for the same signature and not used)."""
    mine, field = learned_standing(state, comps, player, cache, model)
    return mine - field


def learned_objective(state, comps, player: int, cache=None, w=None, model=None) -> float:
    """What Hard's search raises (objective.py), on the learned predictions."""
    return objective(*learned_standing(state, comps, player, cache, model))


@lru_cache(maxsize=1)
def shipped_margin() -> tuple:
    """(the evaluation Hard and the judge end their simulations on, None), or (the hand-built
    field_margin, the sentence saying why the learned model of LEARNED_FILE cannot be used)."""
    try:
        learned_model()
    except LearnedError as exc:
        return field_margin, f"Hard and the hints judge positions by hand-built weights: {exc}"
    return learned_margin, None


def shipped_objective():
    """What Hard's simulations end on: objective.py's value on the shipped evaluation
    (learned_objective, or field_objective when the model file cannot be used)."""
    return learned_objective if shipped_margin()[0] is learned_margin else field_objective
