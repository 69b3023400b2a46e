"""data/ai/ladder.yaml, the bot levels' ratings: the shipped file as bench/ladder.py wrote it,
every wrong field named, and a file that cannot be used handed back as a sentence, never raised."""

import copy
import os
import re

import pytest
import yaml

from keydesk.rules.seat_kinds import BOT_LEVELS
from keydesk.ai.ratings.ladder import LadderError, LevelRating, load_ladder, parse_ladder, shipped_ladder
from tests.fixtures import FIXTURES
from tests.test_special_files import at_once


def _example():
    return yaml.safe_load((FIXTURES / "ladders" / "easy-medium.yaml").read_text(encoding="utf-8"))


def test_the_shipped_ladder_loads_with_easy_as_the_anchor_and_rates_every_level_in_order():
    ladder = load_ladder()
    assert ladder.ratings["easy"] == LevelRating(1000, 1000, 1000, ladder.ratings["easy"].pairings)
    assert all(r.low <= r.rating <= r.high and r.pairings > 0 for r in ladder.ratings.values())
    assert list(ladder.ratings) == list(BOT_LEVELS)
    assert [ladder.ratings[level].rating for level in BOT_LEVELS] == sorted(r.rating for r in ladder.ratings.values())
    assert ladder.command.startswith("python bench/ladder.py --levels ") and ladder.games >= 1


def test_a_ladder_of_easy_and_medium_reads_as_bench_ladder_wrote_it():
    ladder = load_ladder(FIXTURES / "ladders" / "easy-medium.yaml")
    assert ladder.ratings == {"easy": LevelRating(1000, 1000, 1000, 50), "medium": LevelRating(1367, 1213, 1521, 50)}
    assert ladder.games == 20 and ladder.date == "2026-11-26"  # Hard is not rated: it is simply absent
    assert ladder.command == ("python bench/ladder.py --levels easy,medium --games 10 --players 2,4 --seed 8000 "
                              "--write data/ai/ladder.yaml")


@pytest.mark.parametrize("change,message", [
    (lambda d: d["ratings"].update(expert={"rating": 1900, "low": 1800, "high": 2000, "pairings": 9}),
     "field 'ratings.expert': expected one of easy, medium, skilled, hard, got 'expert'"),
    (lambda d: d["ratings"]["medium"].update(low=1400), "field 'ratings.medium.low': expected a whole number no more "
                                                        "than the rating 1367, got 1400"),
    (lambda d: d["ratings"]["medium"].update(high=1300), "field 'ratings.medium.high': expected a whole number no "
                                                         "less than the rating 1367, got 1300"),
    (lambda d: d["ratings"]["medium"].update(rating=1367.5), "field 'ratings.medium.rating': expected a whole number "
                                                             "0 or more, got 1367.5"),
    (lambda d: d["ratings"]["easy"].update(pairings=True), "field 'ratings.easy.pairings': expected a whole number "
                                                           "0 or more, got True"),
    (lambda d: d["ratings"]["medium"].pop("high"), "field 'ratings.medium.high': expected a whole number (it is missing)"),
    (lambda d: d["ratings"]["medium"].update(spread=3), "field 'ratings.medium.spread': expected one of rating, low, "
                                                        "high, pairings, got 'spread'"),
    (lambda d: d["ratings"].update(hard=1650), "field 'ratings.hard': expected a mapping, got 1650"),
    (lambda d: d.update(ratings=[1000, 1367]), "field 'ratings': expected a mapping, got [1000, 1367]"),
    (lambda d: d.pop("ratings"), "field 'ratings': expected a rating for each level rated (it is missing)"),
    (lambda d: d.update(games=0), "field 'games': expected a whole number 1 or more, got 0"),
    (lambda d: d.pop("command"), "field 'command': expected the command that made the ratings (it is missing)"),
    (lambda d: d.update(date=""), "field 'date': expected a non-empty text, got ''"),
])
def test_a_bad_field_is_named(change, message):
    data = copy.deepcopy(_example())
    change(data)
    with pytest.raises(LadderError, match=re.escape(message)) as err:
        parse_ladder(data, "ladder.yaml")
    assert str(err.value).startswith("ladder.yaml: ")


def test_a_level_may_be_left_out_and_a_date_written_without_quotes_is_read(tmp_path):
    path = tmp_path / "ladder.yaml"
    path.write_text("command: python bench/ladder.py\ndate: 2026-11-26\ngames: 4\n"
                    "ratings:\n  easy: {rating: 1000, low: 1000, high: 1000, pairings: 4}\n", encoding="utf-8")
    ladder = load_ladder(path)
    assert ladder.date == "2026-11-26" and list(ladder.ratings) == ["easy"]


def test_bad_files_get_one_sentence(tmp_path):
    with pytest.raises(LadderError, match=r"none\.yaml: cannot be read"):
        load_ladder(tmp_path / "none.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("ratings: [unclosed", encoding="utf-8")
    with pytest.raises(LadderError, match="not valid YAML"):
        load_ladder(bad)
    bad.write_bytes(b"command: \xff\xfe\n")
    with pytest.raises(LadderError, match="not UTF-8 text"):
        load_ladder(bad)
    with pytest.raises(LadderError, match="expected a mapping"):
        bad.write_text("- easy\n", encoding="utf-8")
        load_ladder(bad)


def test_a_pipe_in_place_of_the_ladder_is_refused_at_once(tmp_path):
    pipe = tmp_path / "ladder.yaml"
    os.mkfifo(pipe)
    with pytest.raises(LadderError, match="a named pipe, not a file"):
        at_once(load_ladder, pipe)  # opening a pipe to read would wait for a writer for ever


def test_a_ladder_that_cannot_be_used_is_handed_back_as_a_sentence(tmp_path):
    broken = tmp_path / "ladder.yaml"
    broken.write_text("games: 3\n", encoding="utf-8")
    ladder, problem = shipped_ladder(broken)
    assert ladder is None
    assert problem == (f"The bots' ratings are not shown: {broken}: field 'command': "
                       "expected the command that made the ratings (it is missing)")
    assert shipped_ladder()[0] == load_ladder()  # the shipped file is another matter
