"""A value of a position for one player, in victory points, with weights from data/ai.

The value is what the village would score now (the rules model's exact scorer, with tiles won
but not yet placed counted as standing apart, so every scoring rule counts what it would count
today) plus what the player's means are likely to turn into before the end:

* workers and skills, and resources no plan has a use for, are worth more early;
* a production tile is worth a share of its use once per season still to come;
* the conversion plan (potential.py) counts the upgrades the village can pay and the yards its
  resources can reach by road, a share by season, since carrying them costs workers, and only
  as many road steps as the player's own transport tiles can still carry with the workers it
  has (potential.carry_budget); a transport already paid for counts almost fully, so a
  transport use is worth what it brings;
* an upgrade no plan can pay yet keeps a small share of its points;
* a tile the player is winning is counted as won, at odds, with what it adds to the plan.

Once a season's actions are over (boats, placing) its workers can do nothing more in it, so the
weights of the next season apply; after winter's last pass only the exact score is left, and a
worker or resource kept back for nothing is worth nothing.

Medium compares these values one step ahead; Hard uses them at the end of its playouts.  The
weights live in data/ai/weights.yaml; they were set by hand and each change kept only if a
measured match said so (docs/strength.md, which also tells what the self-play tuner
bench/tune_weights.py and the regression fit bench/fit_evaluation.py found).
"""

from __future__ import annotations

from keydesk.rules.components import RESOURCES
from keydesk.rules.scoring.purple_marker import marker_declarer
from keydesk.rules.workers import is_losing
from keydesk.rules.scoring.sheet import PlacedTile, VillageFacts

from keydesk.ai.bots.memo import Memo
from keydesk.ai.evaluation.objective import objective
from keydesk.ai.evaluation.potential import FAR, carry_budget, plan, winter_won
from keydesk.ai.bots.uses import use_worth
from keydesk.ai.evaluation.weights import weights

# Seasons still to come after the current one; the future is worth nothing once it is over.
SEASONS_LEFT = {"spring": 3, "summer": 2, "autumn": 1, "winter": 0, "over": 0}
NEXT = {"spring": "summer", "summer": "autumn", "autumn": "winter", "winter": "over", "over": "over"}
ACTING = ("actions", "winter_select")  # phases in which the season's workers can still be placed
TURN_ORDER_TILE = weights()["evaluation"]["turn_order_tile"]  # Easy reads it too


def _shown_side(spec, flipped: bool):
    return spec.back if flipped and spec.back else spec.front


def tile_worth(comps, tile: str, season: str, flipped: bool = False, paid: bool = False, w=None) -> float:
    """A village tile's points plus its future uses and a small share of an unpaid upgrade.

    `paid`: the conversion plan pays this upgrade, and counts it itself.  `w`: the evaluation
    weights (default: the shipped ones).  Memoised: every evaluation asks it of every tile.
    """
    w = w or weights()["evaluation"]
    key = (tile, season, flipped, paid, w["use_share"], w["unpaid_share"])
    memo = _TILE_WORTH.table(comps)
    worth = memo.get(key)
    if worth is None:
        worth = memo[key] = _tile_worth(comps, tile, season, flipped, paid, w)
    return worth


_TILE_WORTH = Memo()  # tile_worth()'s arguments -> its value


def _tile_worth(comps, tile: str, season: str, flipped: bool, paid: bool, w) -> float:
    spec = comps.tiles[tile]
    side = _shown_side(spec, flipped)
    worth = side.points + w["use_share"] * use_worth(side.use) * SEASONS_LEFT[season]
    if spec.upgrade and not flipped and not paid and SEASONS_LEFT[season]:
        worth += w["unpaid_share"] * (spec.back.points - spec.front.points)
    return worth


def village_score(state, comps, player: int, extra=(), facts=None) -> int:
    """The exact end-game score of the village as it stands; `extra` tiles count unplaced.

    Scoring is the costly part of an evaluation, and most look-ahead steps change only the
    screens, so each village's facts (scoring.VillageFacts) are kept by its layout, resources
    and tiles still to place, with the `extra` tiles tried added to them, and only the workers
    and skills are scored afresh.  `facts`: the village's facts (_village_facts), when the
    caller has them already.
    """
    facts = facts or _village_facts(state, comps, player)
    if extra:
        facts = facts.with_apart(tuple(extra))
    return facts.total(state.screens[player], state.skills[player], marker_declarer(state, comps) == player)


def village_gains(state, comps, player: int, tiles, facts=None) -> dict:
    """{tile: what it would add to the player's village standing apart}: `village_score` with
    the tile less without it, the village's facts looked up once for all the tiles (the
    playouts ask it of every winter tile for every player).  `facts`: the village's facts
    (_village_facts), when the caller has them already."""
    facts = facts or _village_facts(state, comps, player)
    screen, skills, purple = state.screens[player], state.skills[player], marker_declarer(state, comps) == player
    base = facts.total(screen, skills, purple)
    return {t: facts.with_apart((t,)).total(screen, skills, purple) - base for t in tiles}


def _village_facts(state, comps, player: int):
    loose = tuple(state.to_place[player])
    placed, flipped, res = state.placed, state.flipped, state.res
    laid = tuple([(t, placed[t], t in flipped, res.get(t)) for t in state.villages[player].values()])
    key = (laid, loose)
    table = _FACTS.table(comps)
    facts = table.get(key)
    if facts is None:
        home = state.homes[player]
        tiles = sorted([_placed_tile(comps, where) for where in laid], key=lambda pt: pt.tile != home)  # home first
        tiles += [PlacedTile(t, (100 + 2 * i, 100)) for i, t in enumerate(loose)]
        facts = table[key] = VillageFacts(tiles, comps, len(loose))
    return facts


_FACTS = Memo(2000)  # (village laid out with its resources, tiles to place) -> scoring.VillageFacts


def _placed_tile(comps, where: tuple) -> PlacedTile:
    """The scorer's PlacedTile of (tile, its placing, flipped, the resources on it): a village
    new to the facts' memo differs from one already read by a tile or two, so the tiles are
    kept, not built again (building them was a fifth of reading a village's facts)."""
    table = _PLACED.table(comps)
    found = table.get(where)
    if found is None:
        tile, (_, pos, rot), flip, counts = where
        found = table[where] = PlacedTile(tile, pos, rot, flip, {} if counts is None else dict(zip(RESOURCES, counts)))
    return found


_PLACED = Memo(5000)  # (tile, placing, flipped, resources) -> PlacedTile; nothing changes a PlacedTile


def _workers_coming_back(state, player: int) -> int:
    """Workers that will be behind the screen after this season: losing bids, own tiles used."""
    total = 0
    for tile, entries in state.bids.items():
        e = entries[player]
        if e and is_losing(state, tile, player):
            total += e.count
    for tile, usage in state.uses.items():
        owner = state.owner(tile)
        if owner == player or (owner is None and state.winner(tile) == player):
            total += usage.total
    return total


def _free_workers(state, player: int) -> int:
    """Workers the player could still bid with this season: behind the screen or in losing bids.
    (Screen sizes are public; only their colours are hidden.)"""
    total = sum(state.screens[player].values())
    for tile, entries in state.bids.items():
        e = entries[player]
        if e and is_losing(state, tile, player):
            total += e.count
    return total


def _winning(state, comps, player: int, base_score: int, base_plan, carry, cache, w, threat=None) -> float:
    """Value of the tiles the player is winning right now (auction and turn order).

    A tile no opponent has the workers left to outbid is as good as won; any other may still
    be lost, so it counts at `winning_odds`.  `threat`: the most workers an opponent could
    still bid (_free_workers), when the caller has them already."""
    worth = 0.0
    season = state.season
    share = w["potential"][weight_season(state)]
    order = {t for t, _ in state.order_tiles}
    if threat is None:
        threat = max((_free_workers(state, q) for q in range(state.n) if q != player), default=0)
    safe_winter, open_winter = [], []
    for tile in state.won_by(player):
        odds = 1.0 if threat <= state.bids[tile][player].count else w["winning_odds"]
        if tile in order:
            worth += w["turn_order_tile"]
        elif comps.tiles[tile].season == "winter":
            (safe_winter if odds == 1.0 else open_winter).append(tile)
        else:
            with_tile = _plan(state, comps, player, w, (tile,), cache, carry)
            extra = share * (with_tile.gain - base_plan.gain)
            worth += odds * (tile_worth(comps, tile, season, paid=tile in with_tile.upgrades, w=w) + extra)
    if safe_winter or open_winter:
        safe = village_score(state, comps, player, safe_winter) if safe_winter else base_score
        both = village_score(state, comps, player, safe_winter + open_winter) if open_winter else safe
        worth += (safe - base_score) + w["winning_odds"] * (both - safe)
    return worth


def _plan(state, comps, player: int, w, extra=(), cache=None, budget=None):
    """The conversion plan (potential.plan) of the village plus the tiles still to place."""
    extra = tuple(state.to_place[player]) + tuple(extra)
    key = None
    if cache is not None:
        placed, res, flipped = state.placed, state.res, state.flipped
        key = ("plan", id(w), player,  # the village's tiles, where they stand and how they are turned
               tuple([(t, placed[t], res.get(t), t in flipped) for t in state.villages[player].values()]),
               extra, budget, tuple(state.skills[player].values()),
               winter_won(state, comps, player))  # the tiles being won that a plan reads
        if key in cache:
            return cache[key]
    capacity, upgrades = budget or (FAR, FAR)
    result = plan(state, comps, player, extra, capacity, upgrades, w["step_cost"], w["use_share"])
    if cache is not None:
        cache[key] = result
    return result


def weight_season(state) -> str:
    """The season whose weights apply: once a season's actions are over its workers can do
    nothing more in it, so the boats and placing phases look ahead to the next season, and
    after winter's last pass nothing but the exact score is left."""
    return state.season if state.phase in ACTING else NEXT[state.season]


def _carry(state, comps, player: int, workers: int):
    """The transport the player can still afford (potential.carry_budget): this season's uses
    only while its actions last, then one more season's worth per season to come."""
    acting = state.phase in ACTING
    later = list(state.to_place[player]) + [t for t in state.won_by(player) if t in comps.tiles]
    return carry_budget(state, comps, player, workers, SEASONS_LEFT[state.season], acting, later)


def held_resources(state, player: int) -> int:
    """Resources other than gold standing on the player's village tiles."""
    gold = RESOURCES.index("gold")
    return sum(sum(counts) - counts[gold] for tile in state.villages[player].values()
               if (counts := state.res.get(tile)))


def tile_futures(state, comps, player: int, paid_upgrades, w) -> float:
    """What the player's tiles (placed or waiting) are worth beyond the points they show: their
    uses to come and their upgrades, paid or not by the plan (`paid_upgrades`)."""
    futures = 0.0
    for tile in state.villages[player].values():
        flipped = tile in state.flipped
        worth = tile_worth(comps, tile, state.season, flipped, paid=tile in paid_upgrades, w=w)
        futures += worth - _shown_side(comps.tiles[tile], flipped).points
    for tile in state.to_place[player]:
        futures += tile_worth(comps, tile, state.season, paid=tile in paid_upgrades, w=w) - comps.tiles[tile].front.points
    return futures


def _means(state, comps, player: int, cache, w) -> tuple:
    """Workers, skills, loose resources, tiles' futures and the conversions still to make."""
    season = weight_season(state)
    workers = sum(state.screens[player].values()) + _workers_coming_back(state, player)
    skills = sum(state.skills[player].values())
    resources = held_resources(state, player)
    carry = _carry(state, comps, player, workers)
    pending = state.pending
    if pending and pending.player == player:
        carry = (carry[0] + pending.capacity, carry[1] + pending.upgrades)
    full = _plan(state, comps, player, w, cache=cache, budget=carry)
    tiles = tile_futures(state, comps, player, full.upgrades, w)
    potential = w["potential"][season]
    converting = potential * full.gain
    if pending and pending.player == player:
        now = _plan(state, comps, player, w, cache=cache, budget=(pending.capacity, pending.upgrades))
        converting = w["pending_share"] * now.gain + potential * max(0.0, full.gain - now.gain)
    loose = max(0, resources - full.committed)
    return (w["worker"][season] * workers + w["skill"][season] * skills + w["resource"][season] * loose
            + tiles + converting), full, carry


def value(state, comps, player: int, cache=None, w=None) -> float:
    """The player's position in points: exact score so far plus the likely worth of their means.

    `w`: the evaluation weights (default: the shipped ones; the tuner passes others).
    """
    w = w or weights()["evaluation"]
    score = village_score(state, comps, player)
    if state.phase == "over":
        return float(score)
    means, full, carry = _means(state, comps, player, cache, w)
    return score + means + _winning(state, comps, player, score, full, carry, cache, w)


def _standing(state, comps, player: int, cache, w) -> tuple:
    """(the player's value, [each opponent's value])."""
    mine = value(state, comps, player, cache, w)
    return mine, [value(state, comps, q, cache, w) for q in range(state.n) if q != player]


def relative_value(state, comps, player: int, cache=None, w=None) -> float:
    """The player's value minus the best opponent's: what a bot tries to raise."""
    mine, others = _standing(state, comps, player, cache, w)
    return mine - max(others)


def field_margin(state, comps, player: int, cache=None, w=None) -> float:
    """The player's value minus the opponents' average: what Hard's search raises.

    With one opponent it is relative_value.  With more, the leader-relative reward counts a
    point taken from the leading rival the same as a point the player gains, although it lifts
    the other rivals just as much; and which rival leads at the end of a simulated season
    changes from one guessed world to the next, which adds noise.  Against the average, a
    point taken from one of three rivals counts a third.  In 4 players against three Medium
    opponents Hard scored 5.5 ± 1.7 points a game more with it (docs/strength.md, the record
    of what was tried).
    """
    mine, field = _field_standing(state, comps, player, cache, w)
    return mine - field


def field_objective(state, comps, player: int, cache=None, w=None) -> float:
    """What Hard's search raises (objective.py) on the hand-built values, when the learned
    model cannot be used."""
    return objective(*_field_standing(state, comps, player, cache, w))


def _field_standing(state, comps, player: int, cache, w) -> tuple:
    """(the player's value, the opponents' average)."""
    mine, others = _standing(state, comps, player, cache, w)
    return mine, sum(others) / len(others)
