"""Solo challenges: every shipped one loads and plays to its end; bad files name the field;
best results are kept in the home folder and only replaced by better ones."""

import random

import pytest
import yaml

from keydesk.ai import make_bot
from keydesk.challenges import CHALLENGE_DIR, ChallengeError, load_best, load_challenges, parse_challenge, record_result

SHIPPED = load_challenges()


def test_at_least_ten_challenges_ship_with_rising_thresholds():
    assert len(SHIPPED) >= 10
    assert sum(1 for ch in SHIPPED if ch.position is not None) >= 3
    for ch in SHIPPED:
        assert ch.seats[0] == "human" and all(s in ("easy", "medium", "hard") for s in ch.seats[1:])
        assert list(ch.stars) == sorted(set(ch.stars))


@pytest.mark.parametrize("challenge", SHIPPED, ids=[ch.id for ch in SHIPPED])
def test_every_shipped_challenge_is_played_to_its_end_by_bots(challenge):
    game = challenge.new_game()
    assert game.players == challenge.players and game.seats == list(challenge.seats)
    bot, rng = make_bot("easy"), random.Random(1)
    while not game.is_over:
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    totals = [s.total for s in game.scores()]
    value = challenge.result(game)
    assert value == (totals[0] if challenge.measure == "score" else totals[0] - max(totals[1:]))
    assert challenge.stars_for(value) == sum(value >= t for t in challenge.stars)


GOOD = {"title": "T", "goal": "G", "measure": "score", "deal": {"players": 3, "seed": 4},
        "seats": {"P2": "hard"}, "stars": [10, 20, 30]}


@pytest.mark.parametrize("change,field", [
    ({"stars": [30, 20]}, "stars"),
    ({"stars": []}, "stars"),
    ({"seats": {"P2": "grandmaster"}}, "seats.P2"),
    ({"seats": {"P1": "hard"}}, "seats.P1"),
    ({"measure": "luck"}, "measure"),
    ({"deal": {"players": 9, "seed": 1}}, "deal.players"),
    ({"position": "nowhere.yaml"}, "deal"),
    ({"colour": "red"}, "colour"),
])
def test_a_bad_challenge_is_refused_with_the_field_named(change, field):
    doc = dict(GOOD, **change)
    with pytest.raises(ChallengeError) as err:
        parse_challenge(doc, "c.yaml", "c", CHALLENGE_DIR)
    assert f"field '{field}'" in str(err.value), str(err.value)


def challenge_folder(tmp_path, text: str):
    """A challenge folder holding one good challenge and `text` as a second file."""
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(GOOD), encoding="utf-8")
    (tmp_path / "b.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_the_folder_is_read_challenge_by_challenge(tmp_path):
    folder = challenge_folder(tmp_path, yaml.safe_dump(dict(GOOD, title="Second")))
    assert [(ch.id, ch.title, ch.stars) for ch in load_challenges(folder)] == [("a", "T", (10, 20, 30)),
                                                                              ("b", "Second", (10, 20, 30))]


def test_an_oversized_challenge_file_is_refused_in_one_sentence_before_it_is_parsed(tmp_path):
    padding = "# " + "x" * 98 + "\n"
    folder = challenge_folder(tmp_path, yaml.safe_dump(GOOD) + padding * 700)  # about 70 KB
    with pytest.raises(ChallengeError) as err:
        load_challenges(folder)
    assert str(err.value) == (f"{folder / 'b.yaml'}: larger than 64 KB, too large for a keydesk file "
                              "(a whole six-player game saves in about 10 KB)")


@pytest.mark.parametrize("text,words", [
    ("title: " + "[" * 40 + "]" * 40 + "\n", "nested more than 16 deep at line 1; not a keydesk file"),
    ("title: [unclosed\n", "not valid YAML at line 2"),
    ("- a list\n", "expected a mapping of challenge fields at the top"),
])
def test_a_challenge_file_that_is_no_challenge_is_refused_naming_it(tmp_path, text, words):
    folder = challenge_folder(tmp_path, text)
    with pytest.raises(ChallengeError) as err:
        load_challenges(folder)
    assert str(err.value) == f"{folder / 'b.yaml'}: {words}"


def test_best_results_are_kept_and_only_beaten_by_better_ones(tmp_path):
    ch = parse_challenge(GOOD, "c.yaml", "c", CHALLENGE_DIR)
    assert record_result(tmp_path, ch, 22) == (2, True)
    assert record_result(tmp_path, ch, 15) == (1, False)
    assert load_best(tmp_path) == {"c": {"value": 22, "stars": 2}}
    assert record_result(tmp_path, ch, 31) == (3, True)
    assert yaml.safe_load((tmp_path / "challenges.yaml").read_text()) == {"c": {"value": 31, "stars": 3}}
    (tmp_path / "challenges.yaml").write_text("- not a mapping\n")
    assert load_best(tmp_path) == {}
