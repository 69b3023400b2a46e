"""The rules reference: topics load with their rulings, and a bad topics file is refused with a
sentence naming the file and the field."""

import re

import pytest

from keydesk.rules.components import DataError
from keydesk.rules.reference import RULINGS_FILE, load_reference, parse_rulings, parse_topics

RULINGS = parse_rulings(RULINGS_FILE.read_text(encoding="utf-8"))


def test_every_ruling_of_the_rulings_file_is_read_with_its_decision():
    headings = re.findall(r"^## (R\d+)\.", RULINGS_FILE.read_text(encoding="utf-8"), re.M)
    assert sorted(RULINGS) == sorted(headings) and len(headings) >= 16
    assert RULINGS["R6"].title == "Outbid workers cannot return to the tile they left"
    assert RULINGS["R6"].text.startswith('"Elsewhere" excludes the tile the group was outbid on')
    assert "**" not in RULINGS["R1"].text and "`" not in RULINGS["R1"].text


def test_the_shipped_topics_cover_the_game_and_name_real_rulings():
    topics = load_reference()
    ids = [t.id for t in topics]
    assert {"bidding", "using", "transport", "placing", "winter", "scoring"} <= set(ids)
    bidding = topics[ids.index("bidding")]
    assert [r.id for r in bidding.rulings] == ["R6", "R7"] and bidding.paragraphs


@pytest.mark.parametrize("doc, words", [
    ({"topics": []}, "'topics' must be a non-empty list"),
    ({"topics": [{"id": "a", "title": "A", "text": "x", "rulings": ["R99"]}]}, "topics[0].rulings: 'R99'"),
    ({"topics": [{"id": "a", "title": "A", "text": ""}]}, "topics[0].text: expected some text"),
    ({"topics": [{"id": "a", "title": "A", "text": "x"}, {"id": "a", "title": "B", "text": "y"}]},
     "topics[1].id: 'a' is used by another topic"),
    ({"topics": [{"id": "a", "title": "A", "text": "x", "colour": 1}]}, "unknown field(s) colour"),
])
def test_a_bad_topics_file_names_the_file_and_field(doc, words):
    with pytest.raises(DataError) as err:
        parse_topics(doc, RULINGS, "data/rules_reference.yaml")
    assert str(err.value).startswith("data/rules_reference.yaml") and words in str(err.value)
