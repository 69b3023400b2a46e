"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): The bots' weights, read once from data/ai/weights.yaml and checked field by field.

Weights are data, not code: they are guesses to be tuned or fitted (bench/tune_weights.py),
and a bad edit must name the file and the field instead of surfacing as a strange move
mid-game.
"""

from __future__ import annotations

from functools import lru_cache


from pathlib import Path
from keydesk.documents import read_yaml
from keydesk.rules.formats.fields import FieldError, Fields

WEIGHTS_FILE = Path(__file__).with_name("weights.yaml")  # the weights as they stood, frozen with the code
SEASONS = ("spring", "summer", "autumn", "winter")
SCALARS = {
    "evaluation": ("pending_share", "step_cost", "use_share", "unpaid_share", "winning_odds", "turn_order_tile"),
    "playout": ("pass_chance", "tries", "bid_share", "carry_chance", "aim_chance"),
}
BY_SEASON = {"evaluation": ("worker", "skill", "resource", "potential"), "playout": ("bid_cost",)}
SHARES = {"pending_share", "use_share", "unpaid_share", "winning_odds", "pass_chance", "bid_share", "carry_chance", "aim_chance"}


class WeightsError(FieldError):
    """A weights file that cannot be used; the message names the file and the field."""


def parse_weights(data, path) -> dict:
    """The validated weights as {section: {name: number or {season: number}}}."""
    c = Fields(str(path), WeightsError)
    c.mapping(data, "(the whole file)")
    out = {}
    for section, names in SCALARS.items():
        given = c.mapping(c.present(data, section, section, "a section of weights"), section,
                          names + BY_SEASON[section])
        got = {}
        for name in names:
            field = f"{section}.{name}"
            got[name] = c.number(c.present(given, name, field, "a number"), field, 0, 1 if name in SHARES else None)
        for name in BY_SEASON[section]:
            field = f"{section}.{name}"
            table = c.mapping(c.present(given, name, field, f"a number for each of {', '.join(SEASONS)}"), field, SEASONS)
            got[name] = {s: c.number(c.present(table, s, f"{field}.{s}", "a number"), f"{field}.{s}", 0) for s in SEASONS}
            got[name]["over"] = 0.0
        out[section] = got
    return out


def load_weights(path=WEIGHTS_FILE) -> dict:
    """The weights of a file, validated; WeightsError names what is wrong."""
    return parse_weights(read_yaml(path, "weights", WeightsError), path)  # a regular file only: a pipe is refused at once


@lru_cache(maxsize=1)
def weights() -> dict:
    """The shipped weights (read once per process)."""
    return load_weights()
