"""Every spring, summer and autumn tile's use, front and back, with the numbers written out
from the components reference (§5-§7), not read from data/tiles.yaml.

Each case puts the tile in P1's village (flipped for the back), uses it with one worker and
checks the exact change: resources on the tile, workers and skills behind the screen, green
workers from the supply, the bag, and any transport/upgrades opened.
"""

import pytest

from keydesk.rules import Game
from tests.rules.helpers import put_tile

# tile: (front, back); each side: (choice, effect).  Effect keys: res (on the tile),
# workers (net change behind the screen, the placed worker not counted), greens, skills (net),
# bag (net), transport, upgrades.
EFFECTS = {
    "alehouse": ((None, {"workers": 1, "bag": -1}), (None, {"workers": 2, "bag": -2})),
    "apprentice_hall": ((None, {"skills": 1}), (None, {"skills": 2})),
    "gold_mine": ((None, {"res": {"gold": 1}}), (None, {"res": {"gold": 2}})),
    "key_mine": ((None, {"res": {"iron": 1}}), (None, {"res": {"iron": 3}})),
    "keystone_quarry": ((None, {"res": {"stone": 1}}), (None, {"res": {"stone": 3}})),
    "keywood": ((None, {"res": {"wood": 1}}), (None, {"res": {"wood": 3}})),
    "miner": ((None, {"res": {"iron": 2}}), (None, {"res": {"iron": 1, "gold": 1}})),
    "peddler": ((None, {"yellow": -1, "greens": 1, "bag": 1}), (None, {"yellow": -1, "greens": 2, "bag": 1})),
    "quarryman": ((None, {"res": {"stone": 2}}), (None, {"res": {"stone": 1, "gold": 1}})),
    "stable": ((None, {"transport": 2, "upgrades": 1}), (None, {"transport": 4, "upgrades": 2})),
    "woodcutter": ((None, {"res": {"wood": 2}}), (None, {"res": {"wood": 1, "gold": 1}})),
    "workshop": (("iron", {"res": {"iron": 1}}), (None, {"res": {"iron": 1, "stone": 1, "wood": 1}})),
    "brewer": (("saw", {"saw": -1, "workers": 2, "bag": -2}), ("anvil", {"anvil": -1, "workers": 3, "bag": -3})),
    "carpenter": ((None, {"saw": -1, "res": {"wood": 3}}), (None, {"saw": -1, "res": {"gold": 3}})),
    "farrier": ((None, {"transport": 3, "upgrades": 1}), (None, {"transport": 5, "upgrades": 2})),
    "hiring_fair": (("anvil", {"skills": 1}), ("pickaxe", {"skills": 2})),
    "mason": ((None, {"pickaxe": -1, "res": {"stone": 3}}), (None, {"pickaxe": -1, "res": {"gold": 3}})),
    "smelter": ((None, {"anvil": -1, "res": {"iron": 3}}), (None, {"anvil": -1, "res": {"gold": 3}})),
    "store": ((None, {"blue": -1, "greens": 1, "bag": 1}), (None, {"blue": -1, "greens": 2, "bag": 1})),
    "tavern": (("yellow", {"workers": 1, "bag": -1}), ("yellow", {"workers": 2, "bag": -2})),
    "fair": ((None, {"red": -1, "greens": 1, "bag": 1}), (None, {"red": -1, "greens": 2, "bag": 1})),
    "inn": ((None, {"workers": 2, "bag": -2}), (None, {"workers": 3, "bag": -3})),
    "wainwright": ((None, {"transport": 4, "upgrades": 1}), (None, {"transport": 6, "upgrades": 2})),
}

WORKER_COLOUR = {"fair": "blue"}  # the Fair asks for a red worker, so use it with blue


def game_with(tile: str, back: bool):
    game = Game.from_scenario({
        "players": 2, "seed": 4, "homes": {"P1": "home_1", "P2": "home_2"},
        "screens": {
            "P1": {"workers": {"red": 3, "blue": 3, "yellow": 2}, "skills": {"anvil": 1, "pickaxe": 1, "saw": 1}},
            "P2": {"workers": {"red": 8}},
        },
        "auction": ["woodcutter", "alehouse", "keywood", "stable", "workshop", "miner"],
    })
    put_tile(game, 0, tile, (1, 0))
    if back:
        game.state.flipped.add(tile)
    return game


@pytest.mark.parametrize("back", [False, True], ids=["front", "back"])
@pytest.mark.parametrize("tile", sorted(EFFECTS))
def test_tile_use_gives_the_reference_benefit(tile, back):
    choice, effect = EFFECTS[tile][back]
    game = game_with(tile, back)
    s = game.state
    colour = WORKER_COLOUR.get(tile, "red")
    before_screen = dict(s.screens[0])
    before_skills = dict(s.skills[0])
    before_bag, before_greens = sum(s.bag.values()), s.greens
    line = f"P1 use {tile} 1 {colour}"
    if choice:
        word = {"iron": "take", "yellow": "discard"}.get(choice, "give")
        line += f" {word} {choice}"
    game.play(line)

    on_tile = {r: k for r, k in game.state.resources_on(tile).items() if k}
    assert on_tile == effect.get("res", {})
    s = game.state
    screen = s.screens[0]
    # Net change behind the screen, not counting the worker placed on the tile.
    moved = {c: screen[c] - before_screen[c] + (1 if c == colour else 0) for c in screen}
    assert sum(moved.values()) == effect.get("workers", 0) + effect.get("greens", 0) + sum(
        effect.get(c, 0) for c in ("blue", "red", "yellow")
    )
    for c in ("blue", "red", "yellow"):
        if c in effect:
            assert moved[c] == effect[c]
    assert moved["green"] == effect.get("greens", 0)
    assert s.greens == before_greens - effect.get("greens", 0)
    assert sum(s.bag.values()) == before_bag + effect.get("bag", 0)
    skills_delta = {k: s.skills[0][k] - before_skills[k] for k in before_skills}
    assert sum(skills_delta.values()) == effect.get("skills", 0) + sum(
        effect.get(k, 0) for k in ("anvil", "pickaxe", "saw")
    )
    for k in ("anvil", "pickaxe", "saw"):
        if k in effect:
            assert skills_delta[k] == effect[k]
    if "transport" in effect:
        assert (s.pending.capacity, s.pending.upgrades) == (effect["transport"], effect["upgrades"])
    else:
        assert s.pending is None
    assert s.workers_total() == 140 and s.resources_total() == 120 and s.skills_total() == 48


def test_every_usable_non_home_tile_has_a_case():
    comps = Game.new(2, seed=1).comps
    usable = {t for t, spec in comps.tiles.items()
              if spec.kind == "village" and spec.season in ("spring", "summer", "autumn")
              and spec.front.use is not None}
    assert usable == set(EFFECTS)
