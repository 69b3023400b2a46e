"""The learned evaluation: a player's final score predicted from their position's features.

A linear model per season (the season whose weights apply, evaluate.weight_season) over the
features of features.py, fitted by bench/fit_learned.py on self-play games
(bench/selfplay.py) and kept in data/ai/learned.yaml with the commands, seeds, sizes and fit
figures that made it.  Once the game is over only the exact score is left.

`learned_margin` has the signature of evaluate.field_margin, so Hard's simulations can end on
it instead (HardBot's `margin`): the player's predicted final score less the opponents'
average.  Each player's prediction reads only what that player may see (features.py).
"""

from __future__ import annotations

import math
from functools import lru_cache

import yaml

from keydesk.files import read_text
from keydesk.paths import shipped

from .evaluate import village_score, weight_season
from .features import NAMES, features

LEARNED_FILE = shipped("data") / "ai" / "learned.yaml"
SEASONS = ("spring", "summer", "autumn", "winter")


class LearnedError(ValueError):
    """A learned-evaluation file that cannot be used; the message names the file and the field."""


def _finite(path, field: str, value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise LearnedError(f"{path}: {field} must be a finite number, not {value!r}")
    return float(value)


def parse_learned(data, path) -> dict:
    """{season: (intercept, [coefficient per features.NAMES])}, checked field by field.

    Every feature the extractor gives must have a coefficient and no other name may appear,
    so a file fitted on another feature set is refused instead of read askew."""
    if not isinstance(data, dict) or not isinstance(data.get("seasons"), dict):
        raise LearnedError(f"{path}: missing section 'seasons'")
    out = {}
    for season in SEASONS:
        model = data["seasons"].get(season)
        if not isinstance(model, dict):
            raise LearnedError(f"{path}: seasons.{season} is missing")
        intercept = _finite(path, f"seasons.{season}.intercept", model.get("intercept"))
        coef = model.get("coef")
        if not isinstance(coef, dict):
            raise LearnedError(f"{path}: seasons.{season}.coef must map each feature to a number")
        unknown = sorted(set(coef) - set(NAMES))
        if unknown:
            raise LearnedError(f"{path}: seasons.{season}.coef.{unknown[0]} is not a known feature")
        missing = [name for name in NAMES if name not in coef]
        if missing:
            raise LearnedError(f"{path}: seasons.{season}.coef.{missing[0]} is missing")
        out[season] = (intercept, [_finite(path, f"seasons.{season}.coef.{n}", coef[n]) for n in NAMES])
    return out


def load_learned(path=LEARNED_FILE) -> dict:
    """The model of a file, validated; LearnedError names what is wrong."""
    try:
        text = read_text(path)  # a regular file only: a pipe is refused at once
    except OSError as exc:
        raise LearnedError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise LearnedError(f"{path}: not valid YAML ({exc})") from None
    return parse_learned(data, path)


@lru_cache(maxsize=1)
def learned_model() -> dict:
    """The shipped model (read once per process)."""
    return load_learned()


def predict(state, comps, player: int, cache=None, model=None) -> float:
    """The player's predicted final score (the exact score once the game is over)."""
    season = weight_season(state)
    if season == "over":
        return float(village_score(state, comps, player))
    intercept, coef = (model or learned_model())[season]
    return intercept + sum(c * x for c, x in zip(coef, features(state, comps, player, cache)))


def learned_margin(state, comps, player: int, cache=None, w=None, model=None) -> float:
    """The player's predicted final score less the opponents' average (evaluate.field_margin's
    counterpart; `w`, the hand weights, is accepted for the same signature and not used)."""
    mine = predict(state, comps, player, cache, model)
    others = [predict(state, comps, q, cache, model) for q in range(state.n) if q != player]
    return mine - sum(others) / len(others)
