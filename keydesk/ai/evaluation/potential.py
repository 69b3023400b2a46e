"""What a village's resources could still become: upgrades paid and yards filled.

Keyflower's big scores come from carrying resources along roads onto tiles that turn them
into points: the cost of an upgrade (paid from resources standing on the tile being flipped)
or a yard or Barn that scores what stands on it at the end.  The exact scorer only sees where
resources stand today, so a bot that judged positions by it alone would never want to move
anything.  This module plans, greedily, the conversions the player could still make from what
the village holds: the upgrades it can pay (nearest resources first, gold as a last resort
since gold scores on its own) and then the yards the leftover resources can reach.

The plan is an estimate, not a search: roads are walked as they are (tiles won but not yet
placed are assumed a couple of steps from everything), each step costs a little, and a
transport budget (`capacity`, `upgrades`) limits it when the player is in the middle of one.
"""

from __future__ import annotations

import math
from collections import deque
from typing import NamedTuple

from keydesk.rules.components import RESOURCES, SKILLS
from keydesk.rules.hexgrid import direction_between
from keydesk.rules.workers import has_power
from keydesk.rules.production import current_side
from keydesk.rules.transport import roads_join

from keydesk.ai.bots.memo import Memo
from keydesk.ai.bots.uses import use_worth

UNPLACED_STEPS = 2  # assumed distance between a tile still to place and the rest of the village
FAR = 99  # farther than any road, and no limit on a plan's steps or upgrades
STEP_COST = 0.3  # points a transport step costs a plan unless the caller names its own
SEASONS_BEFORE_WINTER = ("spring", "summer", "autumn")


class Plan(NamedTuple):
    gain: float  # points the conversions would add, net of step and gold costs
    steps: int  # transport steps they take
    upgrades: tuple  # tiles flipped, in order
    committed: int  # non-gold resources the plan spends or stores
    routes: tuple  # (tile, resource, target tile) of every resource the plan carries


def _storages(comps) -> dict:
    """{tile: (what a yard or Barn keeps on its front and points each or None, the same of its
    back)}, read once per set of components: every plan asks it of every tile twice."""
    table = _STORAGE.table(comps)
    if not table:
        table.update({t: (_read_storage(comps, t, False), _read_storage(comps, t, True)) for t in comps.tiles})
    return table


_STORAGE = Memo()  # tile -> (_read_storage of its front, of its back)


def _read_storage(comps, tile: str, flipped: bool):
    spec = comps.tiles[tile]
    side = spec.back if flipped and spec.back else spec.front
    rule = side.scoring
    if rule is None or rule.kind != "resources_on_tile":
        return None
    return (rule.resource or "any"), rule.points


def _accepts(kind: str, resource: str) -> bool:
    return resource != "gold" and kind in ("any", resource)


def distances(state, comps, player: int, extra=()) -> dict:
    """{tile: {tile: road steps}} over the player's village; `extra` tiles sit apart.

    Memoised by the village's layout (tiles, places, turns), the summer boat 2a and `extra`:
    villages change only when a tile is placed, so playouts and evaluations ask for the same
    few again and again.  The answer is shared: callers only read it.
    """
    placed = state.placed
    free_roads = has_power(state, comps, player, "2a")
    key = (tuple([(t, placed[t]) for t in state.villages[player].values()]), free_roads, tuple(extra))
    memo = _DISTANCES.table(comps)
    out = memo.get(key)
    if out is None:
        out = memo[key] = _walk_roads(state, comps, player, free_roads, extra)
    return out


# (village layout, summer boat 2a, extra tiles) -> distances(); see there.  An entry is a dict per
# tile of the village, 2 KB or more late in a game: 3,000 hold the 750-1,500 a 500-simulation
# decision asks twice over.
_DISTANCES = Memo(3000)


def _walk_roads(state, comps, player: int, free_roads: bool, extra) -> dict:
    tiles = list(state.villages[player].values())
    links = {t: [] for t in tiles}
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            if direction_between(state.placed[a][1], state.placed[b][1]) is None:
                continue
            if free_roads or roads_join(state, comps, a, b):
                links[a].append(b)
                links[b].append(a)
    out = {}
    for start in tiles:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt in links[here]:
                if nxt not in seen:
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        out[start] = seen
    for t in extra:
        out[t] = {t: 0}
        for s in tiles:
            out[t][s] = UNPLACED_STEPS
            out[s][t] = UNPLACED_STEPS
    return out


def upgrade_gain(comps, tile: str, stored: int = 0, use_weight: float = 0.0) -> float:
    """Points an upgrade adds: printed points, a yard's better rate on what it holds, better uses.

    Memoised: a plan asks it of every tile it could flip, again after each upgrade it picks."""
    key = (tile, stored, use_weight)
    memo = _UPGRADE_GAINS.table(comps)
    gain = memo.get(key)
    if gain is None:
        gain = memo[key] = _upgrade_gain(comps, tile, stored, use_weight)
    return gain


_UPGRADE_GAINS = Memo()  # upgrade_gain()'s arguments -> its points


def _upgrade_gain(comps, tile: str, stored: int, use_weight: float) -> float:
    spec = comps.tiles[tile]
    gain = spec.back.points - spec.front.points
    if spec.front.scoring and spec.back.scoring and spec.front.scoring.kind == "resources_on_tile":
        gain += (spec.back.scoring.points - spec.front.scoring.points) * stored
    return gain + use_weight * (use_worth(spec.back.use) - use_worth(spec.front.use))


def keep_values(state, comps, player: int, extra=(), won=None) -> dict:
    """Points one more resource of each kind is worth where it stands, to the winter tiles the
    player has, has won or is winning that count resources anywhere in the village (Mercer's
    guild, Windmill, Watermill, Jeweller).  Each resource scores for one tile at most, so
    spending one on an upgrade or storing it on a yard gives this up.  `won`: winter_won's
    answer when the caller has it already.  Remembered by those tiles, which change far less
    often than the resources on them; the answer is shared: callers only read it."""
    if won is None:
        won = winter_won(state, comps, player)
    key = (tuple(state.villages[player].values()), tuple(extra), won)
    memo = _KEEPS.table(comps)
    keep = memo.get(key)
    if keep is None:
        keep = memo[key] = _keep_values(comps, key[0] + key[1] + won)
    return keep


_KEEPS = Memo()  # (village tiles, extra tiles, winter tiles being won) -> keep_values()


def _keep_values(comps, tiles: tuple) -> dict:
    keep = dict.fromkeys(RESOURCES, 0.0)
    for tile in tiles:
        rule = comps.tiles[tile].front.scoring
        if rule is None or rule.of not in ("resources", "gold"):
            continue
        if rule.kind == "sets":
            for item in rule.items:
                keep[item] += rule.points / len(rule.items)
        elif rule.kind == "groups":
            for r in RESOURCES:
                keep[r] += rule.points / rule.size
        elif rule.kind == "chosen_type":
            for r in RESOURCES:
                keep[r] += rule.points / 2
        elif rule.kind == "each":
            keep[rule.of if rule.of in RESOURCES else "gold"] += rule.points
    return keep


def winter_won(state, comps, player: int) -> tuple:
    """The winter tiles the player is the top bidder on, in bidding order.  In spring, summer
    and autumn only the season's own tiles are on offer (a position file is held to that too),
    so there are none, and the bids need not be read: plans are asked for thousands of times a
    decision."""
    if state.season in SEASONS_BEFORE_WINTER:
        return ()
    return tuple([t for t in state.won_by(player) if comps.tiles[t].season == "winter"])


def plan(state, comps, player: int, extra=(), capacity: int = FAR, upgrades: int = FAR,
         step_cost: float = STEP_COST, use_weight: float = 0.0, dist=None) -> Plan:
    """The greedy conversion plan of the player's village plus `extra` tiles still to place.

    A conversion must beat what its resources are worth where they stand (keep_values).
    `dist`: the village's road distances (distances()) when the caller has them already.

    Memoised by everything the plan reads: the village's layout, resources and flipped tiles,
    the tiles waiting to be placed (summer boat 2a), `extra` (tiles not yet placed hold no
    resources), the player's skills, the winter tiles they are winning, and the budget.  The
    same villages come back across the playouts and evaluations of a decision, and a plan costs
    as much as several rules steps.
    """
    placed, res, flipped = state.placed, state.res, state.flipped
    won = winter_won(state, comps, player)
    key = (tuple([(t, placed[t], res.get(t), t in flipped) for t in state.villages[player].values()]),
           tuple(extra), tuple(state.to_place[player]), tuple(state.skills[player].values()), won,
           capacity, upgrades, step_cost, use_weight)
    memo = _PLANS.table(comps)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _greedy_plan(state, comps, player, extra, capacity, upgrades, step_cost, use_weight,
                                         dist, won)
    return found


_PLANS = Memo()  # plan()'s inputs -> its Plan; see there


def _greedy_plan(state, comps, player: int, extra, capacity: int, upgrades: int, step_cost: float,
                 use_weight: float, dist, won=None) -> Plan:
    gain, steps, done, committed, routes = 0.0, 0, [], 0, []
    for net, k, upgraded, spent, carried in _conversions(state, comps, player, extra, capacity, upgrades,
                                                          step_cost, use_weight, dist, won):
        gain += net
        steps += k
        if upgraded:
            done.append(upgraded)
        committed += spent
        routes += carried
    return Plan(gain, steps, tuple(done), committed, tuple(routes))


def gains_a_point(state, comps, player: int, won=None) -> bool:
    """`plan(state, comps, player).gain >= 1.0`, without always working out the whole plan.

    Every conversion the plan makes adds a positive net, so once those made so far reach a
    point the rest can only add to it; the playouts ask this of nearly every turn.  `won`:
    winter_won's answer when the caller has it already.
    """
    gain = 0.0
    for net, *_ in _conversions(state, comps, player, (), FAR, FAR, STEP_COST, 0.0, None, won, enough=1.0):
        gain += net
        if gain >= 1.0:
            return True
    return False


def _conversions(state, comps, player: int, extra, capacity: int, upgrades: int, step_cost: float,
                 use_weight: float, dist, won, enough: float = math.inf):
    """The greedy plan's conversions in the order it makes them, each as (net points, road
    steps, the tile upgraded or None for a resource stored on a yard, non-gold resources
    spent, [(tile, resource, target tile) carried]): first the best-paying upgrade while
    one pays, then the yards, best points a step first.

    `enough`: for a caller that only asks whether the nets add up to this much (gains_a_point),
    the first upgrade found that would bring them there stands in for the best one, which
    would bring them at least as far: the other tiles need not be priced.  The caller stops
    there; the rest of the plan would not be the greedy one."""
    keep = keep_values(state, comps, player, extra, won)
    dist = dist or distances(state, comps, player, extra)
    tiles = list(dist)
    flipped = state.flipped
    storages = _storages(comps)
    units = []  # [tile, resource] of every resource free to move
    stored_on = {}
    for tile in tiles:
        counts = state.res.get(tile)
        if not counts:
            continue
        store = storages[tile][tile in flipped]
        for resource, k in zip(RESOURCES, counts):
            if not k:
                continue
            if store and _accepts(store[0], resource):
                stored_on[tile] = stored_on.get(tile, 0) + k
                continue
            units += [(tile, resource)] * k
    skills = dict(state.skills[player])
    steps, done, gained = 0, [], 0.0
    costs = [(tile, comps.tiles[tile].upgrade) for tile in tiles if tile not in flipped]
    costs = [(tile, cost) for tile, cost in costs if cost is not None]  # the tiles that could be upgraded
    while upgrades > len(done):
        best, runs = None, _runs(units)
        for tile, cost in costs:
            if tile in done:
                continue
            paid = _pay(cost, tile, runs, skills, dist)
            if paid is None:
                continue
            chosen, cost_steps, golds = paid
            if steps + cost_steps > capacity:
                continue
            given_up = golds + sum(keep[units[i][1]] for i in chosen)
            net = upgrade_gain(comps, tile, stored_on.get(tile, 0), use_weight) - step_cost * cost_steps - given_up
            if net > 0 and (best is None or net > best[0]):
                best = (net, tile, chosen, cost_steps)
                if gained + net >= enough:
                    break
        if best is None:
            break
        net, tile, chosen, cost_steps = best
        gained += net
        steps += cost_steps
        done.append(tile)
        yield (net, cost_steps, tile, sum(1 for i in chosen if units[i][1] != "gold"),
               [(units[i][0], units[i][1], tile) for i in sorted(chosen) if units[i][0] != tile])
        units = [u for i, u in enumerate(units) if i not in chosen]
        _spend_skills(comps.tiles[tile].upgrade, skills)
    yards = [(t, storages[t][t in flipped or t in done]) for t in tiles]
    yards = [(t, s) for t, s in yards if s]
    moves = []
    for _, (tile, resource), n in _runs(units):  # equal units go to the same yard
        options = [(points - keep[resource] - step_cost * dist[tile].get(yard, FAR), dist[tile].get(yard, FAR), yard)
                   for yard, (kind, points) in yards if _accepts(kind, resource)]
        options = [o for o in options if o[0] > 0]
        if options:
            net, k, yard = max(options)
            moves += [(net, k, (tile, resource, yard))] * n
    for net, k, route in sorted(moves, key=lambda m: m[0] / max(m[1], 1), reverse=True):
        if steps + k > capacity:
            continue
        steps += k
        yield net, k, None, 1, [route]


def _runs(units: list) -> list:
    """[(index of the first, (tile, resource), how many)] of each run of equal units in a row:
    a tile's resources of one kind stand together, and each run is priced once, not per unit."""
    out = []
    i, n = 0, len(units)
    while i < n:
        unit, j = units[i], i + 1
        while j < n and units[j] == unit:
            j += 1
        out.append((i, unit, j - i))
        i = j
    return out


def _pay(cost, tile: str, unit_runs: list, skills: dict, dist: dict):
    """(unit indexes, steps, gold used) paying the cost nearest first, or None if it cannot.
    `unit_runs`: the runs of equal units (_runs), made once for every tile a plan prices."""
    for s, k in cost.skills.items():
        if skills.get(s, 0) < k:
            return None
    if cost.any_skills and sum(skills.values()) - sum(cost.skills.values()) < cost.any_skills:
        return None
    near = dist.get(tile, {})
    # The runs nearest first and gold last among equals; a pick takes the next unit of the
    # first run that fits, which is the nearest such unit, without sorting every unit.
    runs = []  # [steps, is gold, next unit index, resource, units left]
    for i, (source, resource), k in unit_runs:
        d = near.get(source, FAR)
        if d < FAR:
            runs.append([d, resource == "gold", i, resource, k])
    runs.sort()
    chosen, total, golds = set(), 0, 0

    def take(fits) -> bool:
        nonlocal total, golds
        for run in runs:
            if run[4] and fits(run[3]):
                chosen.add(run[2])
                total += run[0]
                golds += run[1]
                run[2] += 1
                run[4] -= 1
                return True
        return False

    for resource, k in cost.resources.items():
        for _ in range(k):
            if not take(resource.__eq__) and not take("gold".__eq__):
                return None
    for _ in range(cost.any_resources):
        if not take("gold".__ne__) and not take(lambda r: True):
            return None
    return chosen, total, golds


def _spend_skills(cost, skills: dict) -> None:
    for s, k in cost.skills.items():
        skills[s] -= k
    for _ in range(cost.any_skills):
        richest = max(SKILLS, key=lambda s: skills.get(s, 0))
        skills[richest] -= 1


FUTURE_CARRY_WORKERS = 3  # workers a player can spare for transport in each season still to come


def carry_budget(state, comps, player: int, workers: int, seasons_after: int, this_season: bool = True,
                 later=()):
    """(steps, upgrades) the player's own transport tiles can still give before the end.

    A plan that needs more steps than this is out of reach: a Keyflower transport moves one
    resource one road per point of capacity, and each further use of a tile in a season costs
    one more worker.  This season (`this_season`) the uses left on each tile of the village
    are bought cheapest first with `workers`; each season after it FUTURE_CARRY_WORKERS more,
    on the village's tiles and the `later` ones (won or being won, not yet placed).

    Memoised by what it reads: the village's tiles, which are flipped and their uses this
    season, the workers, the seasons and `later` (every evaluation asks it, of villages that
    recur across the simulations of a decision).
    """
    tiles = tuple(state.villages[player].values())
    flipped = state.flipped
    key = (tiles, tuple([t in flipped for t in tiles]), tuple(map(state.uses.get, tiles)), workers, seasons_after,
           this_season, tuple(later))
    memo = _CARRY_BUDGETS.table(comps)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _carry_budget(state, comps, tiles, workers, seasons_after, this_season, later)
    return found


_CARRY_BUDGETS = Memo()  # carry_budget()'s inputs -> its (steps, upgrades)


def _carry_budget(state, comps, village: tuple, workers: int, seasons_after: int, this_season: bool, later):
    def transport(tile):
        use = current_side(state, comps, tile).use
        return (tile, use.transport, use.upgrades) if use is not None and use.transport else None

    tiles = [t for t in map(transport, village) if t]
    future = tiles + [t for t in map(transport, later) if t]
    steps = upgrades = 0
    if this_season:
        offers = []
        for tile, cap, ups in tiles:
            usage = state.uses.get(tile)
            last, total = (usage.last, usage.total) if usage else (0, 0)
            while total + last + 1 <= comps.max_workers_per_tile:
                last += 1
                total += last
                offers.append((last, cap, ups))
        for cost, cap, ups in sorted(offers, key=lambda o: (o[0], -o[1])):
            if cost > workers:
                break
            workers -= cost
            steps += cap
            upgrades += ups
    offers = sorted(((cost, cap, ups) for _, cap, ups in future for cost in (1, 2)), key=lambda o: (o[0], -o[1]))
    for _ in range(seasons_after):
        left = FUTURE_CARRY_WORKERS
        for cost, cap, ups in offers:
            if cost <= left:
                left -= cost
                steps += cap
                upgrades += ups
    return steps, upgrades
