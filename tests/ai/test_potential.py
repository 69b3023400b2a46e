"""The conversion plan (keydesk/ai/evaluation/potential.py) and the transport policy that follows it.

Each position is written by hand: a small village, resources on its tiles, skills behind the
screen; the plan must find the upgrades and yards those resources can really reach by road.
"""

import pytest

from keydesk.ai.bots.medium import rank_one_step
from keydesk.ai.evaluation.potential import plan
from keydesk.ai.bots.transport_policy import transport_action
from keydesk.rules import Game
from keydesk.rules.actions import Done, Move, Upgrade
from keydesk.rules.transport import roads_join


def position(p1_tiles, skills=None, pending=None):
    doc = {
        "keydesk_position": 1, "players": 2, "names": ["Ann", "Bob"], "seed": 5,
        "season": "summer", "phase": "actions", "start_player": "P1", "turn": "P1",
        "villages": {"P1": p1_tiles, "P2": [{"tile": "home_2", "at": [0, 0]}]},
        "screens": {"P1": {"workers": {"red": 4}, "skills": skills or {}}},
    }
    if pending:
        doc["pending"] = pending
    return Game.from_position(doc)


def joined_rotation(tile: str, joined: bool) -> int:
    """A rotation of `tile` at [1, 0] whose road meets (or misses) the home's road."""
    for rot in range(6):
        game = position([{"tile": "home_1", "at": [0, 0]}, {"tile": tile, "at": [1, 0], "rot": rot}])
        if roads_join(game.state, game.comps, "home_1", tile) == joined:
            return rot
    raise AssertionError(f"no rotation of {tile} with joined={joined}")


def yard_village(joined: bool, pending=None):
    rot = joined_rotation("stone_yard", joined)
    return position([{"tile": "home_1", "at": [0, 0], "resources": {"stone": 2}},
                     {"tile": "stone_yard", "at": [1, 0], "rot": rot}], pending=pending)


def test_resources_a_road_away_from_a_yard_are_planned_onto_it():
    game = yard_village(joined=True)
    got = plan(game.state, game.comps, 0, step_cost=0.3)
    assert got.routes == (("home_1", "stone", "stone_yard"),) * 2
    assert got.steps == 2 and got.committed == 2 and got.upgrades == ()
    assert got.gain == pytest.approx(2 * (2 - 0.3))


def test_without_a_road_the_yard_cannot_be_reached():
    game = yard_village(joined=False)
    got = plan(game.state, game.comps, 0)
    assert got.routes == () and got.gain == 0


def test_a_transport_budget_limits_the_plan():
    game = yard_village(joined=True)
    got = plan(game.state, game.comps, 0, capacity=1, step_cost=0.3)
    assert got.steps == 1 and got.gain == pytest.approx(1.7)


def test_an_upgrade_is_planned_only_when_its_skill_is_behind_the_screen():
    tiles = [{"tile": "home_1", "at": [0, 0]}, {"tile": "keystone_quarry", "at": [1, 0]}]
    with_skill = position(tiles, skills={"pickaxe": 1})
    got = plan(with_skill.state, with_skill.comps, 0, use_weight=0.0)
    assert got.upgrades == ("keystone_quarry",) and got.gain == 3
    without = position(tiles)
    assert plan(without.state, without.comps, 0).upgrades == ()


def test_gold_pays_an_upgrade_only_as_a_last_resort_and_costs_its_point():
    rot = joined_rotation("workshop", True)
    game = position([{"tile": "home_1", "at": [0, 0], "resources": {"wood": 1}},
                     {"tile": "workshop", "at": [1, 0], "rot": rot, "resources": {"gold": 1}}])
    got = plan(game.state, game.comps, 0, step_cost=0.3, use_weight=0.0)
    # Workshop: 2 resources of any kind, 3 points; the wood walks one step, the gold is spent.
    assert got.upgrades == ("workshop",)
    assert got.routes == (("home_1", "wood", "workshop"),)
    assert got.gain == pytest.approx(3 - 0.3 - 1)


def test_the_transport_policy_carries_toward_the_yard_then_says_done():
    pending = {"player": "P1", "tile": "home_1", "capacity": 2, "upgrades": 1}
    game = yard_village(joined=True, pending=pending)
    state, comps = game.state, game.comps
    for _ in range(2):
        action = transport_action(state, comps, 0)
        assert action == Move(0, "stone", "home_1", "stone_yard")
        game.apply(action)
        state = game.state
    assert state.resources_on("stone_yard")["stone"] == 2
    assert state.pending is None or transport_action(state, comps, 0) == Done(0)


def test_the_transport_policy_upgrades_what_it_can_pay():
    pending = {"player": "P1", "tile": "home_1", "capacity": 2, "upgrades": 1}
    game = position([{"tile": "home_1", "at": [0, 0]}, {"tile": "keystone_quarry", "at": [1, 0]}],
                    skills={"pickaxe": 1}, pending=pending)
    assert transport_action(game.state, game.comps, 0) == Upgrade(0, "keystone_quarry")


def test_one_step_ahead_a_move_onto_the_yard_beats_saying_done():
    pending = {"player": "P1", "tile": "home_1", "capacity": 2, "upgrades": 1}
    game = yard_village(joined=True, pending=pending)
    options = [Done(0), Move(0, "stone", "home_1", "stone_yard")]
    ranked = rank_one_step(game.state, game.comps, 0, options, {})
    assert ranked[0][2] == Move(0, "stone", "home_1", "stone_yard")
    assert ranked[0][0] > ranked[1][0]


def test_resources_counted_by_winter_tiles_stay_where_they_are_unless_a_yard_pays_more():
    rot = joined_rotation("stone_yard", True)
    tiles = [{"tile": "home_1", "at": [0, 0], "resources": {"stone": 2}},
             {"tile": "stone_yard", "at": [1, 0], "rot": rot}]
    # Mercer's guild: 5 points a set of iron, stone and wood, about 1.67 a stone; the yard's 2
    # points less one step's cost still beat it.
    mercer = position(tiles + [{"tile": "mercers_guild", "at": [-1, 0], "rot": 1}])
    got = plan(mercer.state, mercer.comps, 0, step_cost=0.3)
    assert got.routes == (("home_1", "stone", "stone_yard"),) * 2
    assert got.gain == pytest.approx(2 * (2 - 5 / 3 - 0.3))
    # With the Windmill too (5 points a group of 5 resources) a stone is worth more at home.
    both = position(tiles + [{"tile": "mercers_guild", "at": [-1, 0], "rot": 1},
                             {"tile": "windmill", "at": [0, -1], "rot": 2}])
    assert plan(both.state, both.comps, 0).routes == ()


def _walked_pair_by_pair(state, comps, player: int, free_roads: bool) -> list:
    """Road steps between a village's tiles the plain way: every pair of tiles tried for a
    road, then a walk from each tile; [(tile, [(tile, steps), ...]), ...] in walking order."""
    from collections import deque

    from keydesk.rules.hexgrid import direction_between
    from keydesk.rules.transport import roads_join

    tiles = list(state.villages[player].values())
    links = {t: [] for t in tiles}
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            if direction_between(state.placed[a][1], state.placed[b][1]) is not None and (
                    free_roads or roads_join(state, comps, a, b)):
                links[a].append(b)
                links[b].append(a)
    out = []
    for start in tiles:
        seen, queue = {start: 0}, deque([start])
        while queue:
            here = queue.popleft()
            for nxt in links[here]:
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        out.append((start, list(seen.items())))
    return out


def test_memoised_plans_and_distances_match_fresh_ones_along_bot_games():
    """plan(), distances(), keep_values() and carry_budget() remember answers by what they
    read; along Hard-style playouts (villages growing, resources carried, tiles flipped, bids
    changing hands) every remembered answer must equal one worked out afresh, or the memo's
    key misses something."""
    import random

    from keydesk.ai.evaluation import potential
    from keydesk.ai.bots.playout import policy_action
    from keydesk.rules.engine import apply_checked, to_move

    checked = 0
    for players in (2, 4):
        game = Game.new(players=players, seed=players + 30)
        state, comps, rng = game.state, game.comps, random.Random(players)
        while state.phase != "over":
            for p in range(players):
                free = potential.has_power(state, comps, p, "2a")
                fresh = potential._walk_roads(state, comps, p, free, ())
                assert potential.distances(state, comps, p) == fresh
                walked = _walked_pair_by_pair(state, comps, p, free)
                assert [(t, list(d.items())) for t, d in fresh.items()] == walked  # orders too: plans read them
                for budget in ((potential.FAR, potential.FAR), (2, 1)):
                    remembered = plan(state, comps, p, (), *budget)
                    assert remembered == potential._greedy_plan(state, comps, p, (), *budget, 0.3, 0.0, None)
                    checked += 1
                assert potential.gains_a_point(state, comps, p) == (plan(state, comps, p).gain >= 1.0)
                won = potential.winter_won(state, comps, p)
                every = tuple(state.villages[p].values()) + tuple(state.to_place[p]) + won
                assert potential.keep_values(state, comps, p, state.to_place[p]) == potential._keep_values(comps, every)
                later = state.to_place[p]
                for workers, seasons, acting in ((sum(state.screens[p].values()), 1, True), (3, 2, False)):
                    village = tuple(state.villages[p].values())
                    fresh_carry = potential._carry_budget(state, comps, village, workers, seasons, acting, later)
                    assert potential.carry_budget(state, comps, p, workers, seasons, acting, later) == fresh_carry
            apply_checked(state, comps, policy_action(state, comps, to_move(state)[0], rng))
    assert checked > 500


def test_a_payment_takes_the_nearest_units_and_gold_only_when_nothing_else_fits():
    """potential._pay: each resource from the nearest unit of its kind (the earlier one among
    equals), gold in place of a missing kind, and an 'any resource' from the nearest non-gold."""
    from keydesk.ai.evaluation.potential import _pay, _runs
    from keydesk.rules.components import Cost

    units = [("far", "stone"), ("far", "stone"), ("near", "gold"), ("near", "stone"), ("near", "wood"),
             ("home", "wood"), ("home", "gold")]
    units = _runs(units)
    dist = {"home": {"home": 0, "near": 1, "far": 3}}
    stone_wood = Cost(resources={"stone": 2, "wood": 1}, skills={}, any_resources=0, any_skills=0)
    assert _pay(stone_wood, "home", units, {}, dist) == ({3, 0, 5}, 1 + 3 + 0, 0)
    three_stone = Cost(resources={"stone": 4}, skills={}, any_resources=0, any_skills=0)
    assert _pay(three_stone, "home", units, {}, dist) == ({3, 0, 1, 6}, 1 + 3 + 3 + 0, 1)
    any_two = Cost(resources={}, skills={}, any_resources=2, any_skills=0)
    chosen, steps, golds = _pay(any_two, "home", units, {}, dist)
    assert chosen == {5, 3} and (steps, golds) == (1, 0)
    assert _pay(Cost(resources={"iron": 3}, skills={}, any_resources=0, any_skills=0), "home", units, {}, dist) is None


def test_remembered_answers_tell_apart_villages_that_differ_only_in_a_tiles_turn():
    """The carry check's table outlives a game and the evaluation's lives through a decision:
    the same tiles on the same spots, turned so the road misses, must not reuse the answer."""
    from keydesk.ai.evaluation.evaluate import _plan
    from keydesk.ai.bots.playout import _worth_carrying
    from keydesk.ai.evaluation.weights import weights

    joined, apart = yard_village(joined=True), yard_village(joined=False)
    own = ["home_1", "stone_yard"]
    assert _worth_carrying(joined.state, joined.comps, 0, own) is True
    assert _worth_carrying(apart.state, apart.comps, 0, own) is False
    cache, w = {}, weights()["evaluation"]
    assert _plan(joined.state, joined.comps, 0, w, cache=cache).gain > 0
    assert _plan(apart.state, apart.comps, 0, w, cache=cache).gain == 0
