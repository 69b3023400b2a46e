"""One wording for a wrong field in every keydesk file format, and one replay of a file's actions."""

import pytest

from keydesk.challenges import CHALLENGE_DIR, ChallengeError, parse_challenge
from keydesk.rules import Game, ScenarioError
from keydesk.rules.actions import format_action
from keydesk.rules.components import DataError, parse_components
from keydesk.rules.formats.fields import FieldError, Fields, player_index, replay
from keydesk.rules.formats.position import position_document
from keydesk.rules.formats.position_load import PositionError
from tests.rules.test_components import raw_docs

NEGATIVE = "field '{}': expected a whole number 0 or more, got -1"


def message(error, load) -> str:
    with pytest.raises(error) as caught:
        load()
    assert isinstance(caught.value, FieldError)
    return str(caught.value)


def test_a_negative_count_reads_the_same_in_every_format():
    scenario = {"players": 2, "rng_state": -1}
    assert message(ScenarioError, lambda: Game.from_scenario(scenario)) == (
        "scenario: " + NEGATIVE.format("rng_state"))
    position = Game.new(players=2, seed=3)
    doc = position_document(position.state, position.seats)
    doc["passes"] = -1
    assert message(PositionError, lambda: Game.from_position(doc)) == "position: " + NEGATIVE.format("passes")
    tiles, setup = raw_docs()
    tiles["tiles"]["woodcutter"]["number"] = -1
    assert message(DataError, lambda: parse_components(tiles, setup)) == (
        "data/tiles.yaml: tile 'woodcutter', " + NEGATIVE.format("number"))
    challenge = {"title": "T", "goal": "G", "deal": {"players": 2, "seed": -1}, "stars": [1]}
    assert message(ChallengeError, lambda: parse_challenge(challenge, "c.yaml", "c", CHALLENGE_DIR)) == (
        "c.yaml: " + NEGATIVE.format("deal.seed"))


def test_the_checks_return_what_they_approve_and_name_the_path_of_what_they_refuse():
    fields = Fields("f.yaml")
    assert fields.counts({"red": 2}, ("red", "blue"), "screens.P1.workers") == {"red": 2}
    with pytest.raises(FieldError, match=r"^f\.yaml: field 'screens\.P1\.workers\.green': expected one of red, blue, got 'green'$"):
        fields.counts({"green": 1}, ("red", "blue"), "screens.P1.workers")
    with pytest.raises(FieldError, match=r"field 'tiles': expected a mapping, got \[1\]"):
        fields.mapping([1], "tiles")
    with pytest.raises(FieldError, match=r"field 'odd': expected one of a, b, got 'odd'$"):
        fields.mapping({"odd": None}, "", ("a", "b"))
    assert fields.player("P3", 3, "turn") == 2
    with pytest.raises(FieldError, match=r"field 'turn': expected a player P1\.\.P3, got 'P4'"):
        fields.player("P4", 3, "turn")
    assert fields.lines(None, "actions") == []
    with pytest.raises(FieldError, match=r"field 'actions': expected a list of notation lines"):
        fields.lines(["P1 pass", 3], "actions")
    assert [player_index(k, 2) for k in ("P1", "P2", "P3", "p1", "P²")] == [0, 1, None, None, None]


def test_replay_plays_every_line_and_names_the_first_that_cannot_be_played():
    game, fields = Game.new(players=2, seed=5), Fields("s.yaml", ScenarioError)
    line = format_action(game.legal_actions()[0])
    replay(game, [line], fields)
    assert game.log == [line]
    second = format_action(game.legal_actions()[0])
    with pytest.raises(ScenarioError, match=r"^s\.yaml: field 'actions\[1\]' \('P1 fly'\): "):
        replay(game, [second, "P1 fly"], fields)
    assert game.log == [line, second]  # the line before the bad one was played
