"""The score sheet's lines, word for word: printed points, gold from every tile, neighbours,
transport capacity, sets and groups, per-item, chosen-type and on-the-tile scorers, summer boat
3b's stand-ins and the purple marker; and scoring without components given."""

from dataclasses import replace

import pytest

from keydesk.rules.components import load_components
from keydesk.rules.scoring.sheet import PlacedTile, score_player

COMPS = load_components()


def lines(sheet) -> list:
    return [(line.source, line.label, line.points, line.items) for line in sheet.lines]


def test_printed_points_and_the_gold_on_every_tile():
    tiles = [PlacedTile("home_1", (0, 0), 0, False, {"gold": 2}),
             PlacedTile("woodcutter", (1, 0), 0, True, {"gold": 3, "wood": 1})]
    sheet = score_player(tiles, {}, {}, False)  # the shipped components when none are given
    assert lines(sheet) == [("woodcutter", "Woodcutter: 3 points printed", 3, {}),
                            ("gold", "Gold: 5 gold × 1", 5, {"gold": 5})]
    assert sheet.total == 8


def test_neighbouring_tiles_and_transport_capacity():
    tiles = [PlacedTile("home_1", (0, 0)), PlacedTile("turn_order_1", (1, 0)), PlacedTile("woodcutter", (0, 1)),
             PlacedTile("stable", (-1, 1)), PlacedTile("boat_keyflower", (-1, 0))]
    assert lines(score_player(tiles, {}, {}, False, COMPS)) == [
        ("turn_order_1", "Turn order 1: 2 neighbouring tiles × 1", 2, {}),
        ("boat_keyflower", "Keyflower: transport capacity 4 × 1", 4, {}),
    ]


def test_set_and_group_lines_say_how_many_of_what():
    home = PlacedTile("home_1", (0, 0))
    sheet = score_player([home, PlacedTile("craftsmans_guild", (100, 100)), PlacedTile("apothecary", (102, 100))],
                         {"red": 4, "blue": 3, "yellow": 1, "green": 1}, {}, False, COMPS)
    assert [line.label for line in sheet.lines] == ["Craftsman's guild: 1 set of blue+red+yellow",
                                                     "Apothecary: 1 group of 5 workers"]
    sheet = score_player([home, PlacedTile("apothecary", (100, 100))], {"red": 10, "blue": 1}, {}, False, COMPS)
    assert [line.label for line in sheet.lines] == ["Apothecary: 2 groups of 5 workers"]


HOME = PlacedTile("home_1", (0, 0))
BOAT_3B = PlacedTile("summer_boat_3b", (20, 20))


def at(tile, x, flipped=False, **resources):
    """A tile standing on its own at (x, 10), away from the home and from every other tile."""
    return PlacedTile(tile, (x, 10), 0, flipped, resources)


def home(**resources):
    return PlacedTile("home_1", (0, 0), 0, False, resources)


def sheet_of(tiles, workers=None, skills=None, purple=False, comps=COMPS):
    return score_player(tiles, workers or {}, skills or {}, purple, comps)


def test_per_item_lines_name_what_they_count():
    sheet = sheet_of([home(gold=2), at("boat_white_wind", 10), at("key_market", 20), at("jeweller", 30)],
                     {"red": 2, "blue": 1, "green": 2})
    # The green workers earn 2 each at the Key market rather than 1 on the White Wind.
    assert lines(sheet) == [("boat_white_wind", "White Wind: 3 workers × 1", 3, {"blue": 1, "red": 2}),
                            ("key_market", "Key market: 2 green workers × 2", 4, {"green": 2}),
                            ("jeweller", "Jeweller: 2 gold × 2", 4, {"gold": 2})]
    assert sheet.total == 11


def test_summer_boat_3b_stand_ins_are_counted_as_the_type_they_stand_for():
    sheet = sheet_of([home(iron=2, gold=1), at("jeweller", 10), BOAT_3B])
    assert lines(sheet) == [("jeweller", "Jeweller: 3 gold × 2 (2 counted as gold by summer boat 3b)", 6,
                             {"gold": 1, "iron": 2})]
    sheet = sheet_of([home(wood=2, stone=1), at("watermill", 10), BOAT_3B])
    assert lines(sheet) == [("watermill", "Watermill: 3 wood × 1 (wood chosen; 1 counted as wood by summer boat 3b)",
                             3, {"stone": 1, "wood": 2})]
    sheet = sheet_of([home(), at("blacksmith", 10, stone=2, iron=1), BOAT_3B])
    assert lines(sheet) == [("blacksmith", "Blacksmith: 3 iron on the tile × 2 (2 counted as iron by summer boat 3b)",
                             6, {"iron": 1, "stone": 2})]
    sheet = sheet_of([home(iron=3), at("mercers_guild", 10), BOAT_3B])
    assert lines(sheet) == [("mercers_guild",
                             "Mercer's guild: 1 set of iron+stone+wood (2 counted as other types by summer boat 3b)",
                             5, {"iron": 3})]


def test_chosen_type_lines_say_the_choice():
    sheet = sheet_of([home(wood=3, stone=1), at("village_hall", 10), at("scholar", 20), at("watermill", 30)],
                     {"red": 3, "blue": 1}, {"saw": 2, "anvil": 1})
    assert lines(sheet) == [("village_hall", "Village hall: 3 red workers × 1 (red chosen)", 3, {"red": 3}),
                            ("scholar", "Scholar: 2 saws × 3 (saw chosen)", 6, {"saw": 2}),
                            ("watermill", "Watermill: 3 wood × 1 (wood chosen)", 3, {"wood": 3})]
    assert sheet.choices == {"village_hall": "red", "scholar": "saw", "watermill": "wood"}


def test_resources_on_a_tile_lines_name_the_resource_and_the_gold_standing_in():
    sheet = sheet_of([home(), at("barn", 10, iron=1, wood=2), at("blacksmith", 20, True, iron=2, gold=1),
                      at("stone_yard", 30, stone=1)])
    assert lines(sheet) == [("barn", "Barn: 3 resources on the tile × 1", 3, {"iron": 1, "wood": 2}),
                            ("blacksmith", "Blacksmith: 3 iron on the tile × 3 (1 gold standing in)", 9,
                             {"gold": 1, "iron": 2}),
                            ("stone_yard", "Stone yard: 1 stone on the tile × 2", 2, {"stone": 1})]


def test_the_marker_alone_is_one_gold_on_its_own_line():
    sheet = sheet_of([HOME], purple=True)
    assert lines(sheet) == [("purple", "Start player marker as 1 gold × 1", 1, {"gold": 1})]
    assert sheet.choices == {"purple": "resource:gold"}


def test_on_a_tie_the_marker_joins_the_first_domain_that_gains_most():
    """As a red worker it adds 1 at the Village hall, as gold 1 on its own: workers come first."""
    sheet = sheet_of([HOME, at("village_hall", 10)], {"red": 2, "blue": 1}, purple=True)
    assert lines(sheet) == [("village_hall", "Village hall: 3 red workers × 1 (red chosen; start player marker as red)",
                             3, {"red": 3})]
    assert sheet.choices == {"village_hall": "red", "purple": "worker:red"}


def test_transport_capacity_is_multiplied_by_the_scorers_points():
    keyflower = COMPS.tiles["boat_keyflower"]
    front = replace(keyflower.front, scoring=replace(keyflower.front.scoring, points=2))
    comps = replace(COMPS, tiles={**COMPS.tiles, "boat_keyflower": replace(keyflower, front=front)})
    sheet = sheet_of([HOME, at("boat_keyflower", 10)], comps=comps)  # the home tile carries 2
    assert lines(sheet) == [("boat_keyflower", "Keyflower: transport capacity 2 × 2", 4, {})]


def test_without_a_home_tile_no_boat_is_on_the_home_river():
    sheet = sheet_of([at("boat_sea_breese", 10)])
    assert lines(sheet) == [("boat_sea_breese", "Sea Breese: 0 boats on the home river × 4", 0, {})]


@pytest.mark.parametrize("kind,of,words", [("bogus", None, "woodcutter: unknown scoring kind 'bogus'"),
                                           ("each", "coins", "woodcutter: cannot score each of 'coins'")])
def test_a_scorer_the_scoring_does_not_know_is_refused_naming_the_tile(kind, of, words):
    woodcutter = COMPS.tiles["woodcutter"]
    scoring = replace(COMPS.tiles["barn"].front.scoring, kind=kind, of=of)
    comps = replace(COMPS, tiles={**COMPS.tiles, "woodcutter": replace(woodcutter, front=replace(woodcutter.front,
                                                                                                  scoring=scoring))})
    with pytest.raises(ValueError) as err:
        sheet_of([HOME, at("woodcutter", 10)], comps=comps)
    assert str(err.value) == words
