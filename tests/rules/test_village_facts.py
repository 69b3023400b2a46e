"""The bots' shortcuts through scoring give exactly the full scorer's totals.

`VillageFacts` reads a village once and scores it with any workers and skills, and with tiles
added standing apart (a winter tile tried in the village); `Domain.best` prices a domain with a
single worker or skill scorer in closed form.  Each is compared here with the full reading
(`score_player`) or the full search on villages from seeded random games and on random domains.
"""

import random

import pytest

from keydesk.rules import Game
from keydesk.rules.scoring.allocation import Domain
from keydesk.rules.components import COLOURS, SKILLS, load_components
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.scoring.sheet import PlacedTile, VillageFacts, score_player


def _village(state, player):
    tiles = [PlacedTile(t, pos, rot, flipped, state.resources_on(t))
             for t, pos, rot, flipped in state.village_tiles(player)]
    loose = state.to_place[player]
    return tiles + [PlacedTile(t, (100 + 2 * i, 100)) for i, t in enumerate(loose)], len(loose)


def _apart(tiles, loose, extra):
    return tiles + [PlacedTile(t, (100 + 2 * (loose + i), 100)) for i, t in enumerate(extra)]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_facts_with_tiles_apart_score_as_the_whole_village_read_afresh(players):
    game = Game.new(players=players, seed=300 + players)
    state, comps = game.state, game.comps
    winter = sorted(t for t, spec in comps.tiles.items() if spec.season == "winter")
    # Tiles that change what others count: a transport use, a shape scorer, a summer boat's power.
    awkward = ["turn_order_1", "boat_keyflower", "boat_sea_breese", "woodcutter", "summer_boat_2b", "summer_boat_3b"]
    chooser, picker = random.Random(players), random.Random(players + 1)
    compared = ticks = 0
    while state.phase != "over":
        p = chooser.choice(to_move(state))
        step(state, comps, chooser.choice(legal_actions(state, comps, p)))
        ticks += 1
        if ticks % 11:
            continue
        for q in range(players):
            tiles, loose = _village(state, q)
            facts = VillageFacts(tiles, comps, loose)
            owned = {pt.tile for pt in tiles}
            choices = [t for t in winter + awkward if t not in owned]
            extras = [(t,) for t in picker.sample(choices, 4)] + [tuple(picker.sample(choices, 2))]
            screens = [state.screens[q], state.screens[(q + 1) % players]]  # the facts serve any screen
            for extra in extras:
                for screen in screens:
                    for purple in (False, True):
                        whole = score_player(_apart(tiles, loose, extra), screen, state.skills[q], purple, comps)
                        assert facts.with_apart(extra).total(screen, state.skills[q], purple) == whole.total
                        compared += 1
            for purple in (False, True):
                assert facts.total(state.screens[q], state.skills[q], purple) == \
                    score_player(tiles, state.screens[q], state.skills[q], purple, comps).total
    assert compared > 200


def _random_domain(rng, name):
    types = COLOURS if name == "workers" else SKILLS
    dom = Domain(name)
    kind = rng.choice(["groups", "sets", "chosen"])
    if kind == "groups":
        dom.groups.append(("g", rng.randint(1, 6), rng.randint(1, 10)))
    elif kind == "sets":
        items = tuple(rng.choice(types) for _ in range(rng.randint(1, 4)))
        dom.sets.append(("s", items, rng.randint(1, 10)))
    else:
        dom.chosen.append(("c", rng.randint(1, 3)))
    for typ in types:
        if rng.random() < 0.7:
            dom.buckets.append([typ, None, False, rng.randint(1, 9)])
    return dom


def test_a_single_worker_or_skill_scorer_in_closed_form_equals_the_search():
    rng = random.Random(12)
    for _ in range(3000):
        dom = _random_domain(rng, rng.choice(["workers", "skills"]))
        if rng.random() < 0.3:
            dom = dom.with_purple(rng.choice(dom.types))
        assert dom._single_scorer() is not None
        assert dom.best() == dom._search()[0]


def test_tiles_apart_are_remembered_chain_and_leave_the_village_they_were_added_to_as_it_was():
    """Barn and blacksmith score resources on themselves (added to one domain); the stable's
    transport changes what others count (the village is read again whole)."""
    game = Game.new(players=2, seed=7)
    tiles, loose = _village(game.state, 0)
    facts = VillageFacts(tiles, game.comps, loose)
    workers, skills = {"red": 2, "blue": 1}, {"saw": 1}
    before = facts.total(workers, skills, True)
    domains = {name: dom.key() for name, dom in facts.doms.items()}
    for extra in [("barn",), ("barn", "blacksmith"), ("stable",), ("barn", "stable"), ("stable", "barn")]:
        apart = facts.with_apart(extra)
        assert apart is facts.with_apart(extra)  # remembered, not read again
        whole = score_player(_apart(tiles, loose, extra), workers, skills, True, game.comps).total
        assert apart.total(workers, skills, True) == whole
        assert facts.with_apart(extra[:1]).with_apart(extra[1:]).total(workers, skills, True) == whole
        assert facts.with_apart(extra[:1]).with_apart(extra[1:]).loose == loose + len(extra)
    assert facts.total(workers, skills, True) == before
    assert {name: dom.key() for name, dom in facts.doms.items()} == domains  # no scorer added to them
    fresh = VillageFacts(tiles, game.comps, loose)
    assert facts.total({"yellow": 3}, {"anvil": 2}, False) == fresh.total({"yellow": 3}, {"anvil": 2}, False)


def test_tiles_added_apart_one_by_one_touch_neither_each_other_nor_the_village():
    """A barn added apart, then a turn-order tile (it counts its neighbours, so the village is
    read again whole): every tile apart scores as if it stood far from all the others."""
    comps = load_components()
    tiles = [PlacedTile("home_1", (0, 0)), PlacedTile("woodcutter", (1, 0))]
    loose = [PlacedTile("craftsmans_guild", (100, 100))]  # one tile already waiting to be placed
    facts = VillageFacts(tiles + loose, comps, 1).with_apart(("barn",)).with_apart(("turn_order_1",))
    far_apart = tiles + [PlacedTile(t, (40 + 10 * i, -40)) for i, t in enumerate(("craftsmans_guild", "barn",
                                                                                  "turn_order_1"))]
    workers = {"blue": 1, "red": 1, "yellow": 1}
    whole = score_player(far_apart, workers, {}, False, comps)
    assert [line.label for line in whole.lines if line.source == "turn_order_1"] == [
        "Turn order 1: 0 neighbouring tiles × 1"]
    assert facts.total(workers, {}, False) == whole.total
    assert [pt.tile for pt in facts.tiles] == ["home_1", "woodcutter", "craftsmans_guild", "barn", "turn_order_1"]
