"""Set-up for 2-6 players, notation round-trips, scenarios and saved games."""

from pathlib import Path

import pytest
import yaml
from hypothesis import given, strategies as st

from keydesk.rules import (
    Bid, BoatChoice, Done, Game, Move, NotationError, Pass, Place, ScenarioError, Upgrade, Use,
    WinterChoice, format_action, parse_action,
)
from keydesk.rules.components import COLOURS, RESOURCES, SKILLS

EXPECTED = {  # players: (boats, turn-order tiles, season tiles, winter hand)
    2: (2, 1, 6, 3), 3: (3, 2, 7, 3), 4: (4, 3, 8, 3), 5: (5, 4, 9, 2), 6: (6, 4, 10, 2),
}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_new_game_matches_the_rulebook_setup(players):
    g = Game.new(players=players, seed=players)
    s = g.state
    boats, order, season_tiles, hand = EXPECTED[players]
    assert len(set(s.homes)) == players
    assert len(s.boats) == boats
    assert len(s.order_tiles) == order and sum(start for _, start in s.order_tiles) == 1
    assert s.order_tiles[-1][1] is True  # the start-player tile is the highest in play
    assert len(s.auction) == season_tiles
    assert all(g.comps.tiles[t].season == "spring" for t in s.auction)
    assert all(len(h) == hand for h in s.winter_hands)
    assert all(sum(screen.values()) == 8 and screen["green"] == 0 for screen in s.screens)
    for boat in s.boats:
        spec = g.comps.tiles[boat].boat
        assert (sum(s.cargo[boat][0]), sum(s.cargo[boat][1])) == spec.cargo["A"]
    # Conservation: workers in bag + screens + boats + green supply = 140 (purple apart).
    assert sum(s.bag.values()) + sum(sum(x.values()) for x in s.screens) + s.greens + sum(
        sum(c[0]) for c in s.cargo.values()) == 140
    assert s.resources_total() == 120
    assert s.skills_total() == 48
    lowest = min(range(players), key=lambda p: g.comps.tiles[s.homes[p]].number)
    assert s.start == s.purple == lowest
    assert g.to_move == [lowest]


def test_same_seed_same_game_and_different_seed_differs():
    a, b, c = Game.new(4, seed=9), Game.new(4, seed=9), Game.new(4, seed=10)
    assert a.state.snapshot() == b.state.snapshot()
    assert a.state.snapshot() != c.state.snapshot()


def all_action_examples():
    return [
        Bid(0, "woodcutter", (("red", 2),)),
        Bid(2, "stable", (("red", 3),), ("woodcutter", "keywood")),
        Use(1, "home_2", (("blue", 1),)),
        Use(1, "workshop", (("yellow", 2),), ("alehouse",), "stone"),
        Use(3, "brewer", (("green", 1),), (), "saw"),
        Use(3, "tavern", (("blue", 1),), (), "red"),
        Use(0, "mason", (("blue", 1), ("red", 2))),
        Pass(5), Done(4),
        Move(1, "wood", "keywood", "home_2"),
        Upgrade(1, "keywood"), Upgrade(1, "workshop", ("gold", "wood")),
        BoatChoice(0, "boat_sea_bastion"),
        Place(0, "woodcutter", 1, -1, 2),
        WinterChoice(1, ("mercers_guild", "scribes")),
    ]


@pytest.mark.parametrize("action", all_action_examples(), ids=format_action)
def test_every_action_type_round_trips(action):
    assert parse_action(format_action(action)) == action


@given(
    player=st.integers(0, 5), count=st.integers(1, 20), colour=st.sampled_from(COLOURS),
    tile=st.sampled_from(["woodcutter", "key_mine", "home_3", "turn_order_2"]),
    sources=st.lists(st.sampled_from(["alehouse", "stable", "miner"]), unique=True, max_size=2),
    verb=st.sampled_from(["bid", "use"]), q=st.integers(-9, 9), r=st.integers(-9, 9), rot=st.integers(0, 5),
)
def test_generated_actions_round_trip(player, count, colour, tile, sources, verb, q, r, rot):
    cls = Bid if verb == "bid" else Use
    for a in (cls(player, tile, ((colour, count),), tuple(sources)), Place(player, tile, q, r, rot)):
        assert parse_action(format_action(a)) == a


@pytest.mark.parametrize("line, word", [
    ("P7 pass", "word 1"),
    ("P1 dance", "word 2"),
    ("P1 bid woodcutter two red", "word 4"),
    ("P1 bid woodcutter 2 purple", "word 5"),
    ("P1 place woodcutter 1 -1 rot 9", "word 7"),
    ("P1 move mud keywood home_1", "word 3"),
    ("P1 pass now", "word 3"),
])
def test_malformed_lines_point_at_the_bad_word(line, word):
    with pytest.raises(NotationError, match=word):
        parse_action(line)


def played_game():
    g = Game.new(players=3, seed=21)
    import random
    chooser = random.Random(4)
    for _ in range(120):
        p = chooser.choice(g.to_move)
        g.apply(chooser.choice(g.legal_actions(p)))
    return g


def test_save_then_load_gives_an_identical_game(tmp_path):
    g = played_game()
    path = tmp_path / "game.yaml"
    g.save(path)
    loaded = Game.load(path)
    assert loaded.state.snapshot() == g.state.snapshot()
    assert loaded.log == g.log
    assert loaded.initial.snapshot() == g.initial.snapshot()
    loaded.undo()
    g.undo()
    assert loaded.state.snapshot() == g.state.snapshot()


def test_save_is_atomic_and_keeps_the_old_file_on_failure(tmp_path, monkeypatch):
    g = played_game()
    path = tmp_path / "game.yaml"
    g.save(path)
    before = path.read_text()
    import keydesk.rules.formats.saves as records

    def broken_dump(*args, **kwargs):
        raise RuntimeError("disk full")

    g.play(f"P{g.to_move[0] + 1} pass") if g.phase == "actions" else None
    monkeypatch.setattr(records.yaml, "safe_dump", broken_dump)
    with pytest.raises(RuntimeError):
        g.save(path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.yaml"]


def test_scenario_fixes_contents_and_plays_actions():
    g = Game.from_scenario({
        "players": 3, "seed": 7, "homes": {"P1": "home_1", "P2": "home_2", "P3": "home_3"},
        "screens": {"P1": {"workers": {"red": 3, "blue": 3, "yellow": 2}, "skills": {"saw": 1}}},
        "boats": {"boat_keyflower": {"workers": {"red": 1, "yellow": 2}, "skills": ["anvil"]}},
        "auction": ["woodcutter", "quarryman", "alehouse", "stable", "keywood", "workshop", "miner"],
        "winter_hands": {"P1": ["scribes", "jeweller", "key_guild"]},
        "actions": ["P1 bid woodcutter 1 red"],
    })
    s = g.state
    assert s.screens[0] == {"blue": 3, "red": 2, "yellow": 2, "green": 0}
    assert s.skills[0]["saw"] == 1
    assert s.cargo["boat_keyflower"] == ((0, 1, 2, 0), (1, 0, 0))
    assert s.winter_hands[0] == ["scribes", "jeweller", "key_guild"]
    assert s.bid_of("woodcutter", 0).count == 1
    assert s.workers_total() == 140 and s.skills_total() == 48


@pytest.mark.parametrize("doc, message", [
    ({"players": 3, "auction": ["woodcuter"]}, "field 'auction[0]'"),
    ({"players": 3, "screens": {"P1": {"workers": {"red": -2}}}}, "field 'screens.P1.workers.red'"),
    ({"seed": 3}, "field 'players'"),
    ({"players": 9}, "field 'players'"),
    ({"players": 2, "homes": {"P3": "home_1"}}, "field 'homes'"),
    ({"players": 2, "colour": "red"}, "field 'colour'"),
    ({"players": 2, "screens": {"P1": {"workers": {"red": 41}}}}, "only 40 are left"),
    ({"players": 2, "actions": ["P1 place woodcutter 0 1 rot 0"]}, "actions[0]"),
    ({"players": 2, "actions": ["P1 fly"]}, "actions[0]"),
])
def test_bad_scenarios_are_refused_with_the_field_named(doc, message):
    with pytest.raises(ScenarioError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Game.from_scenario(doc)


def test_bad_files_name_the_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [unclosed\n")
    with pytest.raises(ScenarioError, match="bad.yaml: not valid YAML"):
        Game.load(bad)
    missing = tmp_path / "missing.yaml"
    with pytest.raises(ScenarioError, match="missing.yaml: cannot be read"):
        Game.load(missing)
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(yaml.safe_dump({"players": 2, "winter_hands": {"P1": ["woodcutter"]}}))
    with pytest.raises(ScenarioError, match=r"wrong.yaml: field 'winter_hands.P1\[0\]'"):
        Game.load(wrong)
    greedy = tmp_path / "greedy.yaml"
    greedy.write_text(yaml.safe_dump({"players": 5, "winter_hands": {"P2": ["scribes", "jeweller", "key_guild"]}}))
    with pytest.raises(ScenarioError, match=r"greedy.yaml: field 'winter_hands.P2'.*at most the 2 winter tiles"):
        Game.load(greedy)


def test_view_hides_other_screens_and_hands():
    g = Game.new(players=3, seed=2)
    v = g.view(0)
    assert v.screens[0] == g.state.screens[0]
    assert v.screens[1] is None and v.screen_count(1) == 8
    assert v.winter_hands[1] is None and v.winter_hands[0] == g.state.winter_hands[0]
    assert v.bag is None and v.bag_count() == sum(g.state.bag.values())
    assert v.rng is None and v.seed is None  # the seed would rebuild every hidden draw
    public = g.view(None)
    assert all(s is None for s in public.screens)
    assert set(RESOURCES) == set(v.supply) and set(SKILLS) == set(g.state.pile)


def test_seats_round_trip_and_bad_seat_named(tmp_path):
    from keydesk.rules import ScenarioError

    game = Game.new(players=3, seed=2)
    game.seats = ["human", "hard", "easy"]
    path = tmp_path / "seats.yaml"
    game.save(path)
    assert Game.load(path).seats == ["human", "hard", "easy"]
    with pytest.raises(ScenarioError, match=r"seats\.P2.*one of human, easy, medium, skilled, hard"):
        Game.from_scenario({"players": 2, "seats": {"P2": "genius"}})


def test_hints_used_round_trip_in_saves_and_position_saves_and_a_bad_count_is_named(tmp_path):
    from keydesk.rules import ScenarioError

    game = Game.new(players=3, seed=2)
    game.play(f"P{game.to_move[0] + 1} pass")
    game.hints_used = {0: 2, 2: 0}
    path = tmp_path / "hints.yaml"
    game.save(path)
    again = Game.load(path)
    assert again.hints_used == {0: 2, 2: 0} and again.log == game.log
    assert yaml.safe_load(path.read_text())["hints"] == {"P1": 2, "P3": 0}
    positioned = again.clone()
    positioned.starts_at_position = True
    positioned.save(path)  # a game begun at a position saves its hints the same way
    assert "position" in path.read_text() and Game.load(path).hints_used == {0: 2, 2: 0}
    Game.new(players=2, seed=1).save(path)
    assert "hints" not in yaml.safe_load(path.read_text()) and Game.load(path).hints_used == {}
    for bad in ("{P1: -1}", "{P4: 1}", "[1, 2]", "{P1: yes}"):
        path.write_text(f"players: 3\nseed: 2\nhints: {bad}\n")
        with pytest.raises(ScenarioError, match=r"hints\.yaml: field 'hints': expected a count 0 or more"):
            Game.load(path)


@pytest.mark.parametrize("path", sorted((Path(__file__).parents[2] / "data" / "scenarios").glob("*.yaml")),
                         ids=lambda p: p.name)
def test_shipped_scenarios_load_and_play_on(path):
    game = Game.from_scenario(path)
    assert game.phase == "actions" and game.legal_actions()
    if path.name == "outbid-group.yaml":
        game.play("P2 bid stable 3 red from woodcutter")
        assert game.state.bid_of("stable", 1).count == 3
        assert game.state.bid_of("woodcutter", 1) is None
        assert game.state.screens[1]["red"] == 2
