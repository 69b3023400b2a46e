"""Position files: export -> load -> export round trips, continuing from a position, hand-written
positions with hidden parts left out, and refusals that name the field."""

import random

import pytest
import yaml

from keydesk.rules import Game
from keydesk.rules.components import load_components
from keydesk.rules.formats.position import position_document, position_text
from keydesk.rules.formats.position_load import PositionError, read_position

COMPS = load_components()


def random_game(players: int, seed: int) -> Game:
    """A seeded game of random legal actions, played through Game.apply so the log is kept."""
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    while not game.is_over:
        movers = game.to_move
        p = movers[chooser.randrange(len(movers))]
        options = game.legal_actions(p)
        game.apply(options[chooser.randrange(len(options))])
    return game


def reload(doc):
    """A position document through YAML text and back into a state."""
    state, _ = read_position(yaml.safe_load(yaml.safe_dump(doc, sort_keys=False)), "test", COMPS)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_export_load_export_is_identical_in_every_season_and_phase(players):
    game = random_game(players, 300 + players)
    moments = set()
    while True:
        s = game.state
        key = (s.season, s.phase)
        if key not in moments or len(game.log) % 23 == 0:
            moments.add(key)
            doc = position_document(s)
            again = reload(doc)
            assert position_document(again) == doc, f"after {len(game.log)} actions ({key})"
            assert again.workers_total() == s.workers_total()
        if not game.log:
            break
        game.undo()
    for season in ("spring", "summer", "autumn", "winter"):
        for phase in ("actions", "boats", "place"):
            assert (season, phase) in moments
    assert ("winter", "winter_select") in moments and ("over", "over") in moments


@pytest.mark.parametrize("players,seed,cut", [(2, 41, 30), (3, 42, 90), (4, 43, 150), (5, 44, 45), (6, 45, 200)])
def test_a_game_continued_from_a_position_ends_with_the_same_scores(players, seed, cut, tmp_path):
    original = random_game(players, seed)
    actions = list(original.log)
    at_cut = original.clone()
    while len(at_cut.log) > cut:
        at_cut.undo()
    path = tmp_path / "cut.yaml"
    path.write_text(position_text(at_cut.state), encoding="utf-8")
    resumed = Game.load(path)
    assert resumed.log == [] and resumed.starts_at_position
    for line in actions[cut:]:
        resumed.play(line)
    assert resumed.is_over
    assert [s.total for s in resumed.scores()] == [s.total for s in original.scores()]
    assert position_document(resumed.state) == position_document(original.state)
    # Its save is the position plus the actions since, and loads back to the same game.
    resumed.save(tmp_path / "resumed.yaml")
    again = Game.load(tmp_path / "resumed.yaml")
    assert again.log == actions[cut:]
    assert position_document(again.initial) == position_document(at_cut.state)
    assert [s.total for s in again.scores()] == [s.total for s in original.scores()]
    again.undo()
    assert position_document(again.state) == position_document(original.states_before[-1])


HAND_WRITTEN = """
keydesk_position: 1
players: 2
names: [Ann, Bob]
seed: 9
season: autumn
phase: actions
start_player: P2
turn: P2
villages:
  P1:
  - {tile: home_1, at: [0, 0], resources: {wood: 2}}
  - {tile: woodcutter, at: [1, 0], rot: 0, resources: {wood: 1}}
  - {tile: quarryman, at: [0, 1], rot: 3, face: back}
  P2:
  - {tile: home_2, at: [0, 0]}
auction:
- {tile: barn, bids: {P1: 2 red}}
- {tile: wainwright}
turn_order:
- {tile: turn_order_1, start: true}
boats:
- {tile: boat_keyflower, workers: {red: 1, blue: 2}, skills: {saw: 1}}
- {tile: boat_sea_bastion, workers: {yellow: 2}}
screens:
  P1: {workers: {red: 4, blue: 1}, skills: {anvil: 1}}
"""


def hand_written(**changes):
    doc = yaml.safe_load(HAND_WRITTEN)
    for path, value in changes.items():
        target = doc
        keys = path.split("/")
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = int(keys[-1]) if isinstance(target, list) else keys[-1]
        target[last] = value
    return doc


def test_a_hand_written_position_with_hidden_parts_left_out_loads_and_plays_to_the_end():
    game = Game.from_position(hand_written())
    s = game.state
    # Bob's screen was left out: the set-up's 8 workers drawn from the bag; no skills.
    assert sum(s.screens[1].values()) == COMPS.start_workers and s.screens[1]["green"] == 0
    for colour in ("blue", "red", "yellow", "green"):
        on_table = s.bag[colour] + s.screens[0][colour] + s.screens[1][colour]
        on_table += sum(c[0][("blue", "red", "yellow", "green").index(colour)] for c in s.cargo.values() if c)
        on_table += 2 if colour == "red" else 0  # Ann's bid on the barn
        on_table += s.greens if colour == "green" else 0
        assert on_table == COMPS.workers[colour]
    assert s.resources_total() == sum(COMPS.resources.values())
    assert s.skills_total() == sum(COMPS.skills.values())
    assert len(s.winter_hands[0]) == len(s.winter_hands[1]) == COMPS.setups[2].winter_hand
    assert "woodcutter" not in s.pools["summer"] and "barn" not in s.pools["autumn"]
    assert s.homes == ["home_1", "home_2"] and "quarryman" in s.flipped
    assert game.to_move == [1]
    chooser = random.Random(3)
    while not game.is_over:
        p = game.to_move[0]
        options = game.legal_actions(p)
        game.apply(options[chooser.randrange(len(options))])
    assert len(game.scores()) == 2


@pytest.mark.parametrize("changes,field", [
    ({"screens/P1/workers": {"red": 40}}, "screens.P1.workers"),
    ({"bag": {"red": 1}}, "bag"),
    ({"supply": {"wood": 1}}, "supply"),
    ({"villages/P1/1/tile": "sawmill_deluxe"}, "villages.P1[1].tile"),
    ({"auction/1/tile": "woodcutter"}, "auction[1].tile"),
    ({"villages/P1/2/at": [3, 3]}, "villages.P1[2].at"),
    ({"villages/P1/2/at": [1, 0]}, "villages.P1[2].at"),
    ({"villages/P1/0/at": [1, 1]}, "villages.P1[0]"),
    ({"villages/P1/1/face": "sideways"}, "villages.P1[1].face"),
    ({"boats/1/tile": "boat_flipper"}, "boats[1].tile"),
    ({"turn_order/0/tile": "turn_order_3"}, "turn_order[0].tile"),
    ({"auction/0/bids": {"P1": "2 red", "P2": "3 blue"}}, "auction[0].bids"),
    ({"phase": "place"}, "phase"),
    ({"turn": "P3"}, "turn"),
    ({"screens/P1/winter_hand": ["scribes", "jeweller", "key_guild", "builders_guild"]}, "screens.P1.winter_hand"),
    ({"screens/P1/winter_hand": 4}, "screens.P1.winter_hand"),
    ({"screens/P1/seen": {"red": "many"}}, "screens.P1.seen.red"),
    ({"screens/P1/seen": {"purple": 1}}, "screens.P1.seen.purple"),
    ({"screens/P1/seen": {"red": 5}}, "screens.P1.seen.red"),  # Ann holds 4 red
    ({"screens/P2": {"workers": 3, "seen": {"yellow": 4}}}, "screens.P2.seen"),
])
def test_a_broken_position_is_refused_with_the_field_named(changes, field):
    with pytest.raises(PositionError) as err:
        Game.from_position(hand_written(**changes))
    assert f"field '{field}'" in str(err.value), str(err.value)


def test_a_winter_hand_is_never_more_than_the_set_ups_deal():
    """R1's set-up deals each player two or three winter tiles by the number of players, and a
    hand only shrinks from there (docs/rulings.md)."""
    with pytest.raises(PositionError, match="at most the 3 winter tiles a player is dealt at 2 players"):
        Game.from_position(hand_written(**{"screens/P1/winter_hand": 4}))
    three = ["scribes", "jeweller", "key_guild"]
    assert Game.from_position(hand_written(**{"screens/P1/winter_hand": three})).state.winter_hands[0] == three


def test_a_position_file_loads_everywhere_a_save_does(tmp_path):
    from keydesk.cli import main

    game = random_game(4, 77)
    save = tmp_path / "game.yaml"
    game.save(save)
    out = tmp_path / "pos.yaml"
    assert main(["position", str(save), "--move", "100", "-o", str(out)]) == 0
    at_100 = Game.load(save)
    while len(at_100.log) > 100:
        at_100.undo()
    assert position_document(Game.load(out).state) == position_document(at_100.state)
    again = tmp_path / "again.yaml"
    assert main(["position", str(out), "-o", str(again)]) == 0
    assert again.read_text() == out.read_text()
    assert main(["replay", str(out)]) == 0
    assert main(["position", str(save), "--move", "9999", "-o", str(out)]) == 2


def test_position_cli_names_a_bad_file(tmp_path, capsys):
    from keydesk.cli import main

    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(hand_written(**{"villages/P1/1/tile": "nonesuch"})), encoding="utf-8")
    assert main(["position", str(bad), "-o", str(tmp_path / "out.yaml")]) == 2
    assert "field 'villages.P1[1].tile'" in capsys.readouterr().out


def test_the_documented_example_loads():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "positions.md").read_text(encoding="utf-8")
    example = text.split("```yaml\n", 1)[1].split("```", 1)[0]
    game = Game.from_position(yaml.safe_load(example))
    assert game.season == "autumn" and game.to_move == [1] and game.seats == ["human", "hard"]
    assert game.state.uses["woodcutter"].total == 3 and "quarryman" in game.state.flipped


def test_position_cli_reports_a_failed_write_with_exit_1(tmp_path, capsys):
    from keydesk.cli import main

    save = tmp_path / "game.yaml"
    Game.new(players=2, seed=4).save(save)
    (tmp_path / "out").write_text("a file, not a folder")
    assert main(["position", str(save), "-o", str(tmp_path / "out" / "pos.yaml")]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"error: Could not write {tmp_path / 'out' / 'pos.yaml'}: ") and out.count("\n") == 1
    assert (tmp_path / "out").read_text() == "a file, not a folder"


def test_a_screen_holds_what_the_table_saw_go_in():
    """`seen`: the screen's public record; a screen left as a count is drawn around it."""
    doc = hand_written(**{"screens/P2": {"workers": 6, "seen": {"yellow": 3, "green": 1, "red": -2}}})
    for seed in range(5):
        doc["seed"] = seed
        state = Game.from_position(doc).state
        assert state.screen_record[1] == [0, -2, 3, 1]  # blue, red, yellow, green
        assert sum(state.screens[1].values()) == 6
        assert state.screens[1]["yellow"] >= 3 and state.screens[1]["green"] >= 1
        assert state.masked(0).screen_record == state.screen_record
        assert position_document(state)["screens"]["P2"]["seen"] == {"red": -2, "yellow": 3, "green": 1}
