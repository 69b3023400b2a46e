"""The score sheet's lines, word for word: printed points, gold from every tile, neighbours,
transport capacity, sets and groups; and scoring without components given."""

from keydesk.rules.components import load_components
from keydesk.rules.scoring import PlacedTile, score_player

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
