"""Domain: how many groups of several group scorers one pile of items makes, checked against
counting every possibility; a domain that nothing scores; the exact plan `solve` returns; and
where the score sheet says each item went, the purple marker included."""

import random
from itertools import product

from keydesk.rules.scoring.allocation import Domain
from keydesk.rules.components import COLOURS, load_components
from keydesk.rules.scoring.sheet import PlacedTile, score_player

COMPS = load_components()


def best_groups_by_counting(groups, items: int) -> int:
    """Every way to make k_j groups of each scorer out of `items` items, the best points."""
    ranges = [range(items // size + 1) for _, size, _ in groups]
    return max(sum(k * points for k, (_, _, points) in zip(ks, groups))
               for ks in product(*ranges) if sum(k * size for k, (_, size, _) in zip(ks, groups)) <= items)


def test_two_group_scorers_share_five_workers_best():
    dom = Domain("workers")
    dom.groups += [("pairs", 2, 3), ("triples", 3, 5)]
    dom.buckets.append(["red", None, False, 5])
    assert dom.best() == 8  # one pair and one triple, not two pairs (6) or one triple (5)
    assert dom.value() == 8


def test_several_group_scorers_make_the_best_number_of_groups_of_each():
    rng = random.Random(7)
    for _ in range(150):
        dom = Domain("workers")
        dom.groups += [(f"g{j}", rng.randint(1, 4), rng.randint(1, 9)) for j in range(rng.randint(2, 3))]
        held = {c: rng.randint(0, 4) for c in COLOURS}
        dom.buckets += [[c, None, False, k] for c, k in held.items() if k]
        assert dom.best() == best_groups_by_counting(dom.groups, sum(held.values())), (dom.groups, held)


def test_a_domain_nothing_scores_is_worth_nothing_with_or_without_the_marker():
    dom = Domain("workers")
    dom.buckets.append(["blue", None, False, 4])
    assert dom.scores_nothing() and (dom.value(), dom.value(True), dom.best()) == (0, 0, 0)
    gold = Domain("resources")  # only gold counts, a point each, and the marker as gold adds one
    gold.buckets += [["gold", None, False, 3], ["iron", None, False, 2]]
    assert (gold.value(), gold.value(True), gold.best()) == (3, 4, 3)


def test_the_plan_lists_only_the_items_each_scorer_takes():
    """Five red workers make one Apothecary group: all five go to it and nothing is listed as
    kept out; with six, the sixth is kept out (it earns nothing on its own)."""
    dom = Domain("workers")
    dom.groups.append(("apothecary", 5, 3))
    dom.buckets.append(["red", None, False, 5])
    assert dom.solve() == (3, {"choice": (), "sets": (), "groups": (1,), "alloc": {"apothecary": [(0, 5, "red")]}})
    dom.buckets.append(["blue", None, False, 1])
    assert dom.solve() == (3, {"choice": (), "sets": (), "groups": (1,),
                               "alloc": {None: [(0, 1, "red")], "apothecary": [(0, 4, "red"), (1, 1, "blue")]}})


def test_the_plan_lists_an_item_kept_out_of_a_set_once_and_the_set_items_only_in_the_set():
    dom = Domain("workers")
    dom.sets.append(("craftsmans_guild", ("blue", "red", "yellow"), 3))
    dom.buckets += [[colour, None, False, 1] for colour in COLOURS]  # blue, red, yellow, green
    assert dom.solve() == (3, {"choice": (), "sets": (1,), "groups": (), "alloc": {
        None: [(3, 1, "green")], "craftsmans_guild": [(0, 1, "blue"), (1, 1, "red"), (2, 1, "yellow")]}})


def lines(tiles, workers=None, purple=False):
    sheet = score_player(tiles, workers or {}, {}, purple, COMPS)
    return [(line.source, line.label, line.points, line.items) for line in sheet.lines], sheet.choices


def at(tile, x, flipped=False, **resources):
    return PlacedTile(tile, (x, 10), 0, flipped, resources)


HOME = PlacedTile("home_1", (0, 0))


def test_the_marker_stands_on_the_yard_that_pays_most_for_it():
    """As gold it may stand on either yard; the back of the Blacksmith pays 3, the Timber yard 2."""
    assert lines([HOME, at("blacksmith", 10, True), at("timber_yard", 20)], purple=True) == (
        [("blacksmith", "Blacksmith: 1 iron on the tile × 3 (start player marker as iron)", 3, {"iron": 1}),
         ("timber_yard", "Timber yard: 0 wood on the tile × 2", 0, {})],
        {"purple": "resource:iron"})


def test_gold_on_a_barn_scores_on_the_barn_line_not_as_a_gold_counter():
    """Both pay 1: on a tie the more specific scorer, the barn it stands on, takes the gold."""
    assert lines([HOME, at("barn", 10, gold=1, iron=1)]) == (
        [("barn", "Barn: 2 resources on the tile × 1", 2, {"gold": 1, "iron": 1})], {})


def test_the_marker_in_a_group_or_a_set_is_declared_as_the_item_it_stands_for():
    assert lines([HOME, at("apothecary", 10)], {"red": 4}, purple=True) == (
        [("apothecary", "Apothecary: 1 group of 5 workers (start player marker as blue)", 3, {"red": 4, "blue": 1})],
        {"purple": "worker:blue"})
    home = PlacedTile("home_1", (0, 0), 0, False, {"iron": 1, "stone": 1})
    assert lines([home, at("mercers_guild", 10)], purple=True) == (
        [("mercers_guild", "Mercer's guild: 1 set of iron+stone+wood (start player marker as wood)", 5,
          {"iron": 1, "stone": 1, "wood": 1})],
        {"purple": "resource:wood"})


def test_with_summer_boat_3b_any_resources_fill_a_set_and_the_best_paid_stay_on_their_yard():
    """Three iron make the Mercer's set by themselves (two counted as stone and wood), so both
    stones stay on the Stone yard at 2 each: 5 + 4, not a stone taken into the set (5 + 2)."""
    home = PlacedTile("home_1", (0, 0), 0, False, {"iron": 3})
    assert lines([home, at("mercers_guild", 10), at("stone_yard", 20, stone=2), at("summer_boat_3b", 30)]) == (
        [("mercers_guild", "Mercer's guild: 1 set of iron+stone+wood (2 counted as other types by summer boat 3b)", 5,
          {"iron": 3}),
         ("stone_yard", "Stone yard: 2 stone on the tile × 2", 4, {"stone": 2})],
        {})


def test_the_watermill_chooses_the_type_that_earns_most_not_the_type_held_most():
    """Three stones pay 2 each on the Stone yard; the Watermill takes the two wood instead (8, not 6)."""
    home = PlacedTile("home_1", (0, 0), 0, False, {"wood": 2})
    assert lines([home, at("watermill", 10), at("stone_yard", 20, stone=3)]) == (
        [("watermill", "Watermill: 2 wood × 1 (wood chosen)", 2, {"wood": 2}),
         ("stone_yard", "Stone yard: 3 stone on the tile × 2", 6, {"stone": 3})],
        {"watermill": "wood"})


def test_with_only_gold_held_the_watermill_chooses_gold():
    home = PlacedTile("home_1", (0, 0), 0, False, {"gold": 2})
    assert lines([home, at("watermill", 10)]) == (
        [("watermill", "Watermill: 2 gold × 1 (gold chosen)", 2, {"gold": 2})], {"watermill": "gold"})


def test_on_a_tie_the_watermill_names_a_plain_resource_rather_than_gold():
    """The iron earns more on the Blacksmith and the gold a point each anyway: choosing iron or
    gold scores the same 4, and the sheet names the iron."""
    home = PlacedTile("home_1", (0, 0), 0, False, {"gold": 2})
    assert lines([home, at("watermill", 10), at("blacksmith", 20, iron=1)]) == (
        [("watermill", "Watermill: 0 iron × 1 (iron chosen)", 0, {}),
         ("blacksmith", "Blacksmith: 1 iron on the tile × 2", 2, {"iron": 1}),
         ("gold", "Gold: 2 gold × 1", 2, {"gold": 2})],
        {"watermill": "iron"})


def test_with_summer_boat_3b_the_watermill_names_the_resource_held_most():
    home = PlacedTile("home_1", (0, 0), 0, False, {"iron": 2, "stone": 1})
    assert lines([home, at("watermill", 10), at("summer_boat_3b", 30)]) == (
        [("watermill", "Watermill: 3 iron × 1 (iron chosen; 1 counted as iron by summer boat 3b)", 3,
          {"iron": 2, "stone": 1})],
        {"watermill": "iron"})


def test_with_nothing_to_count_a_chosen_type_names_the_first_type():
    assert lines([HOME, at("village_hall", 10), at("scholar", 20)]) == (
        [("village_hall", "Village hall: 0 blue workers × 1 (blue chosen)", 0, {}),
         ("scholar", "Scholar: 0 anvils × 3 (anvil chosen)", 0, {})],
        {"village_hall": "blue", "scholar": "anvil"})


def test_the_score_sheet_names_the_workers_each_scorer_takes():
    """A set and a group in one domain (Craftsman's guild, Apothecary), and a group beside a
    per-worker scorer (Key market): each line lists exactly the items it counts, by colour."""
    home = PlacedTile("home_1", (0, 0))
    sheet = score_player([home, PlacedTile("craftsmans_guild", (100, 100)), PlacedTile("apothecary", (102, 100))],
                         {"red": 4, "blue": 3, "yellow": 1, "green": 1}, {}, False, COMPS)
    assert [(line.source, line.points, line.items) for line in sheet.lines] == [
        ("craftsmans_guild", 3, {"blue": 1, "red": 1, "yellow": 1}),
        ("apothecary", 3, {"blue": 1, "red": 3, "green": 1}),
    ]
    sheet = score_player([home, PlacedTile("apothecary", (100, 100)), PlacedTile("key_market", (102, 100))],
                         {"red": 3, "blue": 2, "green": 3}, {}, False, COMPS)
    assert [(line.source, line.points, line.items) for line in sheet.lines] == [
        ("apothecary", 3, {"blue": 2, "red": 3}), ("key_market", 6, {"green": 3}),
    ]
