"""FROZEN COPY (bench yardstick, keydesk/ai at commit 77d288b): The bots' weights, read once from data/ai/weights.yaml and checked field by field.

Weights are data, not code: they are guesses to be tuned or fitted (bench/tune_weights.py),
and a bad edit must name the file and the field instead of surfacing as a strange move
mid-game.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

WEIGHTS_FILE = Path(__file__).with_name("weights.yaml")  # the weights as they stood, frozen with the code
SEASONS = ("spring", "summer", "autumn", "winter")
SCALARS = {
    "evaluation": ("pending_share", "step_cost", "use_share", "unpaid_share", "winning_odds", "turn_order_tile"),
    "playout": ("pass_chance", "tries", "bid_share", "carry_chance", "aim_chance"),
}
BY_SEASON = {"evaluation": ("worker", "skill", "resource", "potential"), "playout": ("bid_cost",)}
SHARES = {"pending_share", "use_share", "unpaid_share", "winning_odds", "pass_chance", "bid_share", "carry_chance", "aim_chance"}


class WeightsError(ValueError):
    """A weights file that cannot be used; the message names the file and the field."""


def _number(path, field: str, value, share: bool) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise WeightsError(f"{path}: {field} must be a number, not {value!r}")
    if value < 0 or (share and value > 1):
        raise WeightsError(f"{path}: {field} must be {'between 0 and 1' if share else 'at least 0'}, not {value}")
    return float(value)


def parse_weights(data, path) -> dict:
    """The validated weights as {section: {name: number or {season: number}}}."""
    if not isinstance(data, dict):
        raise WeightsError(f"{path}: expected sections {', '.join(SCALARS)}")
    out = {}
    for section, names in SCALARS.items():
        given = data.get(section)
        if not isinstance(given, dict):
            raise WeightsError(f"{path}: missing section {section!r}")
        unknown = set(given) - set(names) - set(BY_SEASON[section])
        if unknown:
            raise WeightsError(f"{path}: {section}.{sorted(unknown)[0]} is not a known weight")
        got = {}
        for name in names:
            if name not in given:
                raise WeightsError(f"{path}: {section}.{name} is missing")
            got[name] = _number(path, f"{section}.{name}", given[name], name in SHARES)
        for name in BY_SEASON[section]:
            table = given.get(name)
            if not isinstance(table, dict) or set(table) != set(SEASONS):
                raise WeightsError(f"{path}: {section}.{name} must give a number for each of {', '.join(SEASONS)}")
            got[name] = {s: _number(path, f"{section}.{name}.{s}", table[s], False) for s in SEASONS}
            got[name]["over"] = 0.0
        out[section] = got
    return out


def load_weights(path=WEIGHTS_FILE) -> dict:
    """The weights of a file, validated; WeightsError names what is wrong."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise WeightsError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise WeightsError(f"{path}: not valid YAML ({exc})") from None
    return parse_weights(data, path)


@lru_cache(maxsize=1)
def weights() -> dict:
    """The shipped weights (read once per process)."""
    return load_weights()
