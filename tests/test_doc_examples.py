"""The examples in docs/architecture.md do what the page says they do.

A newcomer copies them first, so the notation lines must parse and print back the same, and
the worked example of the rules API must refuse with the sentence the page quotes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from keydesk.rules import Game, IllegalAction, parse_action
from keydesk.rules.actions import format_action
from keydesk.rules.formats.position import position_text

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text(encoding="utf-8")


def _notation_lines():
    block = PAGE.split("## The notation", 1)[1].split("```")[1]
    lines = []
    for row in block.strip().splitlines():
        if row.startswith("P"):
            lines.append(re.split(r"\s{2,}", row.strip())[0].replace("[", "").replace("]", ""))
    return lines


def test_the_page_shows_every_kind_of_action():
    verbs = {line.split()[1] for line in _notation_lines()}
    assert verbs == {"bid", "use", "move", "upgrade", "done", "pass", "boat", "place", "winter"}


@pytest.mark.parametrize("line", _notation_lines())
def test_each_notation_line_round_trips(line):
    assert format_action(parse_action(line)) == line


def test_the_worked_example_refuses_as_the_page_says():
    game = Game.new(players=3, seed=5, names=["Ann", "Bob", "Cy"])
    assert game.to_move == [0]
    assert parse_action("P1 bid keywood 2 red") in game.legal_actions(0)
    game.play("P1 bid keywood 2 red")
    before = position_text(game.state)
    with pytest.raises(IllegalAction) as refusal:
        game.play("P2 bid keywood 2 blue")
    assert str(refusal.value) == "Red workers are already on the Keywood: a bid there must be red."
    assert str(refusal.value) in PAGE
    assert position_text(game.state) == before
    assert game.log == ["P1 bid keywood 2 red"]


def test_the_practice_schedule_example_reads_as_the_page_says():
    import datetime

    import yaml

    from keydesk.practice.schedule import Entry, _entries

    block = PAGE.split("# practice/schedule.yaml", 1)[1].split("```")[0]
    entries = _entries(yaml.safe_load(block))
    assert entries == {"2a54fe914fe246bf-P1-94": Entry(datetime.date(2026, 11, 30), 1, 2),
                       "2a54fe914fe246bf-P1-30": Entry(None, 3, 3)}
    assert entries["2a54fe914fe246bf-P1-30"].retired
