"""data/tiles.yaml and data/setup.yaml: the reference's numbers, and refusal of bad data."""

import copy

import pytest
import yaml

from keydesk.rules.components import DATA_DIR, DataError, load_components, parse_components

C = load_components()


def raw_docs():
    tiles = yaml.safe_load((DATA_DIR / "tiles.yaml").read_text())
    setup = yaml.safe_load((DATA_DIR / "setup.yaml").read_text())
    return copy.deepcopy(tiles), copy.deepcopy(setup)


def test_tile_counts():
    kinds = [t.kind for t in C.tiles.values()]
    assert kinds.count("home") == 6 and kinds.count("boat") == 6 and kinds.count("turn_order") == 4
    for season in ("spring", "summer", "autumn", "winter"):
        assert len(C.season_pool(season)) == 12
    assert [C.faces(f"summer_boat_{i}") for i in range(1, 5)] == [
        (f"summer_boat_{i}a", f"summer_boat_{i}b") for i in range(1, 5)
    ]


def test_woodcutter_numbers():
    t = C.tiles["woodcutter"]
    assert t.season == "spring"
    assert dict(t.front.use.resources) == {"wood": 2}
    assert dict(t.back.use.resources) == {"wood": 1, "gold": 1}
    assert dict(t.upgrade.skills) == {"saw": 1} and not t.upgrade.resources
    assert (t.front.points, t.back.points) == (0, 3)


def test_stable_numbers():
    t = C.tiles["stable"]
    assert (t.front.use.transport, t.front.use.upgrades) == (2, 1)
    assert (t.back.use.transport, t.back.use.upgrades) == (4, 2)
    assert dict(t.upgrade.resources) == {"wood": 1, "iron": 1}
    assert t.back.points == 5


WINTER = {
    "apothecary": ("groups", "workers", 5, (), 3),
    "craftsmans_guild": ("sets", "workers", 0, ("blue", "red", "yellow"), 3),
    "jeweller": ("each", "gold", 0, (), 2),
    "key_guild": ("groups", "skills", 5, (), 10),
    "key_market": ("each", "green", 0, (), 2),
    "mercers_guild": ("sets", "resources", 0, ("iron", "stone", "wood"), 5),
    "scholar": ("chosen_type", "skills", 0, (), 3),
    "scribes": ("sets", "skills", 0, ("anvil", "pickaxe", "saw"), 10),
    "village_hall": ("chosen_type", "workers", 0, (), 1),
    "watermill": ("chosen_type", "resources", 0, (), 1),
    "windmill": ("groups", "resources", 5, (), 5),
}


def test_every_winter_tile():
    assert set(C.season_pool("winter")) == set(WINTER) | {"keythedral"}
    assert C.tiles["keythedral"].front.points == 12 and C.tiles["keythedral"].front.scoring is None
    for tile, (kind, of, size, items, points) in WINTER.items():
        s = C.tiles[tile].front.scoring
        assert (s.kind, s.of, s.size, s.items, s.points) == (kind, of, size, items, points), tile
        assert C.tiles[tile].upgrade is None and C.tiles[tile].front.use is None


@pytest.mark.parametrize("group, roads", [("spring", 4), ("summer", 3), ("autumn", 2), ("winter", 1)])
def test_road_counts_per_season(group, roads):
    for t in C.tiles.values():
        if t.season == group and not t.power:
            assert t.edges.count("road") == roads, t.id


def test_home_and_boat_edges():
    for home in C.homes:
        assert C.tiles[home].edges.count("road") == 5 and C.tiles[home].edges.count("water") == 1
    for t in C.tiles.values():
        if t.power or t.kind == "boat":
            assert t.edges.count("road") == 0 and t.edges.count("water") == 2


def test_setup_tables():
    for n, (boats, order, tiles, hand) in {2: (2, 1, 6, 3), 3: (3, 2, 7, 3), 4: (4, 3, 8, 3),
                                            5: (5, 4, 9, 2), 6: (6, 4, 10, 2)}.items():
        s = C.setups[n]
        assert (len(s.boats), len(s.turn_order), s.season_tiles, s.winter_hand) == (boats, order, tiles, hand)
        assert all(C.tiles[b].boat.min_players <= n for b in s.boats)
    assert dict(C.workers) == {"blue": 40, "red": 40, "yellow": 40, "green": 20}
    assert sum(C.resources.values()) == 120 and C.resources["gold"] == 48
    assert dict(C.skills) == {"anvil": 16, "pickaxe": 16, "saw": 16}
    assert C.tiles["boat_keyflower"].boat.cargo == {"A": (7, 1), "B": (3, 2)}


def broken(mutate):
    tiles, setup = raw_docs()
    mutate(tiles, setup)
    with pytest.raises(DataError) as err:
        parse_components(tiles, setup)
    return str(err.value)


def test_negative_count_is_named():
    msg = broken(lambda t, s: t["tiles"]["woodcutter"]["front"]["use"]["resources"].update(wood=-1))
    assert "data/tiles.yaml" in msg and "tile 'woodcutter'" in msg and "front.use.resources.wood" in msg


def test_unknown_tile_in_setup_is_named():
    msg = broken(lambda t, s: s["players"][3]["boats"].__setitem__(0, "boat_titanic"))
    assert "data/setup.yaml" in msg and "player count 3" in msg and "boats" in msg


def test_missing_key_is_named():
    msg = broken(lambda t, s: t["tiles"]["stable"].pop("edges"))
    assert "tile 'stable'" in msg and "'edges'" in msg


def test_wrong_edges_are_named():
    msg = broken(lambda t, s: t["tiles"]["keywood"].__setitem__("edges", ["road"] * 5))
    assert "tile 'keywood'" in msg and "6 edges" in msg
    msg = broken(lambda t, s: t["tiles"]["keywood"].__setitem__("edges", ["road"] * 6))
    assert "4 roads for a spring tile" in msg


def test_unknown_key_is_named():
    msg = broken(lambda t, s: t["tiles"]["alehouse"].__setitem__("colour", "red"))
    assert "tile 'alehouse'" in msg and "'colour'" in msg
