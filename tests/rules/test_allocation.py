"""Domain: how many groups of several group scorers one pile of items makes, checked against
counting every possibility; and a domain that nothing scores."""

import random
from itertools import product

from keydesk.rules.allocation import Domain
from keydesk.rules.components import COLOURS


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
    assert dom.scores_nothing() and (dom.value(), dom.value(True)) == (0, 0)
    gold = Domain("resources")  # only gold counts, a point each, and the marker as gold adds one
    gold.buckets += [["gold", None, False, 3], ["iron", None, False, 2]]
    assert (gold.value(), gold.value(True)) == (3, 4)


def test_the_score_sheet_names_the_workers_each_scorer_takes():
    """A set and a group in one domain (Craftsman's guild, Apothecary), and a group beside a
    per-worker scorer (Key market): each line lists exactly the items it counts, by colour."""
    from keydesk.rules.components import load_components
    from keydesk.rules.scoring import PlacedTile, score_player

    comps = load_components()
    home = PlacedTile("home_1", (0, 0))
    sheet = score_player([home, PlacedTile("craftsmans_guild", (100, 100)), PlacedTile("apothecary", (102, 100))],
                         {"red": 4, "blue": 3, "yellow": 1, "green": 1}, {}, False, comps)
    assert [(line.source, line.points, line.items) for line in sheet.lines] == [
        ("craftsmans_guild", 3, {"blue": 1, "red": 1, "yellow": 1}),
        ("apothecary", 3, {"blue": 1, "red": 3, "green": 1}),
    ]
    sheet = score_player([home, PlacedTile("apothecary", (100, 100)), PlacedTile("key_market", (102, 100))],
                         {"red": 3, "blue": 2, "green": 3}, {}, False, comps)
    assert [(line.source, line.points, line.items) for line in sheet.lines] == [
        ("apothecary", 3, {"blue": 2, "red": 3}), ("key_market", 6, {"green": 3}),
    ]
