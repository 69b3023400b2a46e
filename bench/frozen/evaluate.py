"""FROZEN COPY (bench yardstick, commit dd0db70): A hand-tuned value of a position for one player, in victory points.

The value is what the village would score now (the rules model's exact scoring, with tiles
won but not yet placed counted as standing apart) plus what the player's means are likely to
turn into before the end: workers, skills and resources are worth more early, a production
tile is worth its use once per season still to come, a tile the player is winning is counted
as won.  Medium compares these values one step ahead; Hard uses them at the end of its
truncated playouts.  The weights are guesses that made the bots play sensibly, not a model.
"""

from __future__ import annotations

from keydesk.rules.components import RESOURCES
from keydesk.rules.workers import is_losing
from keydesk.rules.scoring.sheet import PlacedTile, score_player

# Seasons still to come after the current one; the future is worth nothing once it is over.
SEASONS_LEFT = {"spring": 3, "summer": 2, "autumn": 1, "winter": 0, "over": 0}
# What one worker (and one skill, one non-gold resource) is worth, by season.
WORKER = {"spring": 1.0, "summer": 0.9, "autumn": 0.75, "winter": 0.45, "over": 0.0}
SKILL = {"spring": 0.7, "summer": 0.7, "autumn": 0.6, "winter": 0.0, "over": 0.0}
RESOURCE = {"spring": 0.5, "summer": 0.5, "autumn": 0.5, "winter": 0.1, "over": 0.0}
WINNING_ODDS = 0.8  # a tile bid on now may still be lost
TURN_ORDER_TILE = 1.5  # an earlier boat choice, maybe the start player
PENDING_UPGRADE = 0.8  # an upgrade still to spend from a transport use


def use_worth(use) -> float:
    """Rough points one use of a production side brings (before paying the workers)."""
    if use is None:
        return 0.0
    gain = 0.6 * sum(use.resources.values()) + 0.6 * bool(use.resource_choice)
    gain += 0.9 * use.workers + 1.2 * use.greens + 0.6 * use.skills
    gain += 0.15 * use.transport + 1.0 * use.upgrades
    gain -= 0.6 * bool(use.pay_skill) + 0.8 * bool(use.pay_worker)
    return max(gain, 0.0)


def _shown_side(spec, flipped: bool):
    return spec.back if flipped and spec.back else spec.front


def tile_worth(comps, tile: str, season: str, flipped: bool = False) -> float:
    """A village tile's points plus its future uses and a share of its upgrade."""
    spec = comps.tiles[tile]
    side = _shown_side(spec, flipped)
    worth = side.points + 0.5 * use_worth(side.use) * SEASONS_LEFT[season]
    if spec.upgrade and not flipped and SEASONS_LEFT[season]:
        worth += 0.35 * (spec.back.points - spec.front.points)
    return worth


def village_score(state, comps, player: int, extra=(), cache=None) -> int:
    """The exact end-game score of the village as it stands; `extra` tiles count unplaced.

    `cache` (a dict owned by one decision) remembers scores by everything they depend on:
    most look-ahead steps leave most villages unchanged, and scoring is the costly part.
    """
    loose = tuple(state.to_place[player]) + tuple(extra)
    village = tuple((t, pos, rot, flip, state.res.get(t)) for t, pos, rot, flip in state.village_tiles(player))
    key = None
    if cache is not None:
        key = (village, loose, tuple(state.screens[player].values()), tuple(state.skills[player].values()),
               state.purple == player)
        if key in cache:
            return cache[key]
    tiles = [PlacedTile(t, pos, rot, flip, state.resources_on(t)) for t, pos, rot, flip, _ in village]
    tiles += [PlacedTile(t, (100 + 2 * i, 100)) for i, t in enumerate(loose)]
    total = score_player(tiles, state.screens[player], state.skills[player], state.purple == player, comps).total
    if cache is not None:
        cache[key] = total
    return total


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


def _winning(state, comps, player: int, base_score: int, cache) -> float:
    """Value of the tiles the player is winning right now (auction and turn order)."""
    worth = 0.0
    season = state.season
    order = {t for t, _ in state.order_tiles}
    winter_won = []
    for tile in state.bids:
        if state.winner(tile) != player:
            continue
        if tile in order:
            worth += TURN_ORDER_TILE
        elif comps.tiles[tile].season == "winter":
            winter_won.append(tile)
        else:
            worth += WINNING_ODDS * tile_worth(comps, tile, season)
    if winter_won:
        worth += WINNING_ODDS * (village_score(state, comps, player, winter_won, cache) - base_score)
    return worth


def _means(state, comps, player: int) -> float:
    season = state.season
    workers = sum(state.screens[player].values()) + _workers_coming_back(state, player)
    skills = sum(state.skills[player].values())
    resources = 0
    tiles = 0.0
    for tile in state.villages[player].values():
        counts = state.res.get(tile)
        if counts:
            resources += sum(counts) - counts[RESOURCES.index("gold")]
        flipped = tile in state.flipped
        tiles += tile_worth(comps, tile, season, flipped) - _shown_side(comps.tiles[tile], flipped).points
    for tile in state.to_place[player]:
        tiles += tile_worth(comps, tile, season) - comps.tiles[tile].front.points
    pending = state.pending
    if pending and pending.player == player:
        tiles += PENDING_UPGRADE * pending.upgrades
    return WORKER[season] * workers + SKILL[season] * skills + RESOURCE[season] * resources + tiles


def value(state, comps, player: int, cache=None) -> float:
    """The player's position in points: exact score so far plus the likely worth of their means."""
    score = village_score(state, comps, player, cache=cache)
    if state.phase == "over":
        return float(score)
    return score + _means(state, comps, player) + _winning(state, comps, player, score, cache)


def relative_value(state, comps, player: int, cache=None) -> float:
    """The player's value minus the best opponent's: what a bot tries to raise."""
    mine = value(state, comps, player, cache)
    best_other = max(value(state, comps, q, cache) for q in range(state.n) if q != player)
    return mine - best_other
