"""data/ai/weights.yaml is validated on load: a bad field is named, never a traceback later."""

import pytest
import yaml

from keydesk.ai.weights import WEIGHTS_FILE, WeightsError, load_weights, parse_weights


def _shipped():
    return yaml.safe_load(WEIGHTS_FILE.read_text(encoding="utf-8"))


def test_shipped_weights_load_with_every_season_and_nothing_after_the_game():
    w = load_weights()
    raw = _shipped()
    assert w["evaluation"]["worker"]["spring"] == raw["evaluation"]["worker"]["spring"]
    assert w["evaluation"]["potential"]["over"] == 0.0
    assert w["playout"]["tries"] == raw["playout"]["tries"]


@pytest.mark.parametrize("section,field,bad,message", [
    ("evaluation", "winning_odds", 1.5, "evaluation.winning_odds must be between 0 and 1"),
    ("evaluation", "step_cost", "lots", "evaluation.step_cost must be a number"),
    ("evaluation", "step_cost", True, "evaluation.step_cost must be a number"),
    ("playout", "tries", -1, "playout.tries must be at least 0"),
    ("evaluation", "potential", {"spring": 1.0}, "evaluation.potential must give a number for each of"),
])
def test_a_bad_field_is_named(section, field, bad, message):
    data = _shipped()
    data[section][field] = bad
    with pytest.raises(WeightsError, match=message) as err:
        parse_weights(data, "weights.yaml")
    assert str(err.value).startswith("weights.yaml: ")


def test_missing_and_unknown_fields_and_bad_files(tmp_path):
    data = _shipped()
    del data["playout"]["bid_share"]
    with pytest.raises(WeightsError, match="playout.bid_share is missing"):
        parse_weights(data, "w.yaml")
    data = _shipped()
    data["evaluation"]["mystery"] = 1
    with pytest.raises(WeightsError, match="evaluation.mystery is not a known weight"):
        parse_weights(data, "w.yaml")
    with pytest.raises(WeightsError, match="missing section 'playout'"):
        parse_weights({"evaluation": _shipped()["evaluation"]}, "w.yaml")
    broken = tmp_path / "w.yaml"
    broken.write_text("evaluation: [unclosed", encoding="utf-8")
    with pytest.raises(WeightsError, match="not valid YAML"):
        load_weights(broken)
    with pytest.raises(WeightsError, match="cannot be read"):
        load_weights(tmp_path / "absent.yaml")
