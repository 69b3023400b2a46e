"""The band around the judge's lead: read from data/ai/lead_band.yaml, refused field by field."""

import copy
import re

import pytest
import yaml

from keydesk.ai.teaching import lead_band
from keydesk.ai.teaching.lead_band import BAND_FILE, SEASONS, LeadBandError, band, load_band, parse_band


def _shipped() -> dict:
    return yaml.safe_load(BAND_FILE.read_text(encoding="utf-8"))


def test_the_shipped_band_holds_the_estimate_in_every_season():
    table = load_band()
    assert set(table) == set(SEASONS)
    for season, (low, high) in table.items():
        assert low < 0 < high, season
        assert band(season, 4.0) == (4.0 + low, 4.0 + high)


def test_the_band_is_narrower_as_the_game_nears_its_end():
    """Less of the game is left to play in winter than in spring, so less can move the result."""
    table = load_band()
    widths = [table[s][1] - table[s][0] for s in SEASONS]
    assert widths[-1] < widths[0]


@pytest.mark.parametrize("change,message", [
    (lambda d: d["seasons"].pop("summer"), "field 'seasons.summer': expected a band (low and high) (it is missing)"),
    (lambda d: d["seasons"]["autumn"].update(low="wide"), "field 'seasons.autumn.low': expected a number, got 'wide'"),
    (lambda d: d["seasons"]["winter"].update(low=3.0),
     "field 'seasons.winter.low': expected a number 0 or less (points below the estimate), got 3.0"),
    (lambda d: d["seasons"]["spring"].update(high=-1.0), "field 'seasons.spring.high': expected a number 0 or more, got -1.0"),
    (lambda d: d["seasons"]["spring"].update(middle=0.0), "field 'seasons.spring.middle': expected one of low, high, got 'middle'"),
    (lambda d: d["seasons"].update(over={"low": -1, "high": 1}), "field 'seasons.over': expected one of spring, summer"),
    (lambda d: d.pop("seasons"), "field 'seasons': expected a band for each season (it is missing)"),
])
def test_a_bad_field_is_named(change, message):
    data = copy.deepcopy(_shipped())
    change(data)
    with pytest.raises(LeadBandError, match=re.escape(message)) as err:
        parse_band(data, "lead_band.yaml")
    assert str(err.value).startswith("lead_band.yaml: ")


def test_a_band_file_that_cannot_be_used_leaves_the_line_alone_and_says_why(tmp_path, monkeypatch):
    bad = tmp_path / "lead_band.yaml"
    bad.write_text("seasons: [unclosed", encoding="utf-8")
    monkeypatch.setattr(lead_band, "load_band", lambda: load_band(bad))
    lead_band._shipped.cache_clear()
    try:
        assert band("spring", 0.0) is None
        assert lead_band.problem().startswith(f"The lead graph draws no band: {bad}: not valid YAML")
    finally:
        lead_band._shipped.cache_clear()
