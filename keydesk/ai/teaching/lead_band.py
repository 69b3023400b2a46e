"""How far from the judge's estimated lead a game may still end: the band that holds 8 in 10.

The judge's lead (judge.lead, the review's graph) is a mean over simulated games from guesses at
what the player cannot see.  Real games end far from it: the other players' hidden workers,
skills and winter tiles, the draws still to come and every move still to be made.  So the graph
shows, around each estimate, the range in which 80% of games from such positions ended: per
season, the 10th and 90th percentiles of (final margin less estimate) measured by
bench/calibration.py over Hard-against-Hard continuations from the true position, kept in
data/ai/lead_band.yaml with the command and date that fitted them.

The file is checked field by field on load; if it cannot be used, `band` answers None, the graph
draws no band, and `problem` says why in one sentence.  Pure Python: no pygame.
"""

from __future__ import annotations

from functools import lru_cache

from keydesk.documents import read_yaml
from keydesk.paths import shipped
from keydesk.rules.formats.fields import FieldError, Fields

BAND_FILE = shipped("data") / "ai" / "lead_band.yaml"
SEASONS = ("spring", "summer", "autumn", "winter")
SHARE = 80  # percent of outcomes the band holds


class LeadBandError(FieldError):
    """A band file that cannot be used; the message names the file and the field."""


def parse_band(data, path) -> dict:
    """{season: (low, high)}: points below and above the estimate, low ≤ 0 ≤ high."""
    c = Fields(str(path), LeadBandError)
    seasons = c.mapping(c.present(c.mapping(data, "(the whole file)"), "seasons", "seasons",
                                  "a band for each season"), "seasons", SEASONS)
    out = {}
    for season in SEASONS:
        field = f"seasons.{season}"
        edges = c.mapping(c.present(seasons, season, field, "a band (low and high)"), field, ("low", "high"))
        low = c.number(c.present(edges, "low", f"{field}.low", "points below the estimate"), f"{field}.low")
        if low > 0:
            c.fail(f"{field}.low", "a number 0 or less (points below the estimate)", low)
        high = c.number(c.present(edges, "high", f"{field}.high", "points above the estimate"), f"{field}.high", 0)
        out[season] = (low, high)
    return out


def load_band(path=BAND_FILE) -> dict:
    """The band of a file, validated; LeadBandError names what is wrong."""
    return parse_band(read_yaml(path, "lead band", LeadBandError), path)  # a regular file only: a pipe is refused at once


@lru_cache(maxsize=1)
def _shipped() -> tuple:
    """(the shipped band or None, the sentence saying why it cannot be used or None)."""
    try:
        return load_band(), None
    except LeadBandError as exc:
        return None, f"The lead graph draws no band: {exc}"


def band(season: str, lead: float):
    """(low, high): where 80% of games end from a position of `season` the judge puts at `lead`,
    or None when the shipped band cannot be used (`problem` says why)."""
    table = _shipped()[0]
    if table is None or season not in table:
        return None
    low, high = table[season]
    return lead + low, lead + high


def problem():
    """Why the shipped band cannot be used, or None."""
    return _shipped()[1]
