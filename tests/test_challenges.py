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


def test_best_results_are_kept_and_only_beaten_by_better_ones(tmp_path):
    ch = parse_challenge(GOOD, "c.yaml", "c", CHALLENGE_DIR)
    assert record_result(tmp_path, ch, 22) == (2, True)
    assert record_result(tmp_path, ch, 15) == (1, False)
    assert load_best(tmp_path) == {"c": {"value": 22, "stars": 2}}
    assert record_result(tmp_path, ch, 31) == (3, True)
    assert yaml.safe_load((tmp_path / "challenges.yaml").read_text()) == {"c": {"value": 31, "stars": 3}}
    (tmp_path / "challenges.yaml").write_text("- not a mapping\n")
    assert load_best(tmp_path) == {}
