"""data/ai/weights.yaml is validated on load: a bad field is named, never a traceback later."""

import re

import pytest
import yaml

from keydesk.ai.evaluation.weights import WEIGHTS_FILE, WeightsError, load_weights, parse_weights


def _shipped():
    return yaml.safe_load(WEIGHTS_FILE.read_text(encoding="utf-8"))


def test_shipped_weights_load_with_every_season_and_nothing_after_the_game():
    w = load_weights()
    raw = _shipped()
    assert w["evaluation"]["worker"]["spring"] == raw["evaluation"]["worker"]["spring"]
    assert w["evaluation"]["potential"]["over"] == 0.0
    assert w["playout"]["tries"] == raw["playout"]["tries"]


@pytest.mark.parametrize("section,field,bad,message", [
    ("evaluation", "winning_odds", 1.5, "field 'evaluation.winning_odds': expected a number from 0 to 1, got 1.5"),
    ("evaluation", "step_cost", "lots", "field 'evaluation.step_cost': expected a number 0 or more, got 'lots'"),
    ("evaluation", "step_cost", True, "field 'evaluation.step_cost': expected a number 0 or more, got True"),
    ("playout", "tries", -1, "field 'playout.tries': expected a number 0 or more, got -1"),
    ("evaluation", "potential", {"spring": 1.0}, "field 'evaluation.potential.summer': expected a number (it is missing)"),
])
def test_a_bad_field_is_named(section, field, bad, message):
    data = _shipped()
    data[section][field] = bad
    with pytest.raises(WeightsError, match=re.escape(message)) as err:
        parse_weights(data, "weights.yaml")
    assert str(err.value).startswith("weights.yaml: ")


def test_missing_and_unknown_fields_and_bad_files(tmp_path):
    data = _shipped()
    del data["playout"]["bid_share"]
    with pytest.raises(WeightsError, match=re.escape("field 'playout.bid_share': expected a number (it is missing)")):
        parse_weights(data, "w.yaml")
    data = _shipped()
    data["evaluation"]["mystery"] = 1
    with pytest.raises(WeightsError, match="field 'evaluation.mystery': expected one of pending_share, "):
        parse_weights(data, "w.yaml")
    with pytest.raises(WeightsError, match=re.escape("field 'playout': expected a section of weights (it is missing)")):
        parse_weights({"evaluation": _shipped()["evaluation"]}, "w.yaml")
    broken = tmp_path / "w.yaml"
    broken.write_text("evaluation: [unclosed", encoding="utf-8")
    with pytest.raises(WeightsError, match="not valid YAML"):
        load_weights(broken)
    with pytest.raises(WeightsError, match="cannot be read"):
        load_weights(tmp_path / "absent.yaml")
