"""What happened at the end of a season, told to the players (rulebook: End of season).

The rules apply the end of a season in one step (seasons.end_season), so nobody sees who won
which tile with what, where the workers went, or that the start player changed.  This module
reads it back from two things the table already has: the states before each action and the
actions themselves.  Everything it reports was on the table in plain view (bids, workers used
on tiles, boat choices), so it is safe to show every player.
"""

from __future__ import annotations

from typing import NamedTuple

from keydesk.rules.actions import BoatChoice


class TileResult(NamedTuple):
    tile: str
    winner: int | None  # None: nobody bid, the tile left the game
    colour: str | None  # the winning bid's colour
    count: int  # the winning bid's size
    workers_on: int  # workers used on the tile: to the winner, or to the bag if nobody won


class SeasonSummary(NamedTuple):
    season: str
    tiles: list  # TileResult per auction tile, then per turn-order tile, in row order
    returned: list  # per player: workers of losing bids back behind the screen
    collected: list  # per player: workers from the tiles won and from their own village tiles
    paid: list  # per player: workers of winning bids gone into the bag
    boats: list  # per player: the boat (or boat tile in winter) taken; None until chosen
    start: int | None  # the start player once the boats are taken; None until then
    start_before: int
    ended_at: int  # index of the action that ended the bidding
    boats_done_at: int | None  # index of the last boat choice; None while boats are being chosen


def season_ends(states: list) -> list:
    """Indices i where the action played on states[i] ended a season's bidding."""
    return [i for i in range(len(states) - 1)
            if states[i].phase == "actions" and states[i + 1].phase == "boats"]


def season_summary(states: list, actions: list, i: int) -> SeasonSummary:
    """The summary of the season whose bidding ended with actions[i] (played on states[i]).

    `states` are the states before each action followed by the current one; `actions` the
    actions played, so states[k + 1] is states[k] after actions[k].
    """
    before = states[i]
    n = before.n
    tiles = [_result(before, t) for t in before.auction]
    tiles += [_result(before, t) for t, _ in before.order_tiles]
    returned, paid, collected = [0] * n, [0] * n, [0] * n
    for tile, entries in before.bids.items():
        win = before.winner(tile)
        for p, e in enumerate(entries):
            if e:
                (paid if p == win else returned)[p] += e.count
    for tile, usage in before.uses.items():
        owner = before.owner(tile)
        taker = owner if owner is not None else before.winner(tile)
        if taker is not None:
            collected[taker] += usage.total
    boats, start, done = [None] * n, None, None
    k = i + 1
    while k < len(actions) and states[k].phase == "boats":
        if isinstance(actions[k], BoatChoice):
            boats[actions[k].player] = actions[k].boat
        k += 1
    if k < len(states) and states[k].phase != "boats":
        start, done = states[k].start, k - 1
    return SeasonSummary(before.season, tiles, returned, collected, paid, boats, start, before.start, i, done)


def _result(state, tile: str) -> TileResult:
    usage = state.uses.get(tile)
    on = usage.total if usage else 0
    win = state.winner(tile)
    if win is None:
        return TileResult(tile, None, None, 0, on)
    bid = state.bids[tile][win]
    return TileResult(tile, win, bid.colour, bid.count, on)


def summary_lines(summary: SeasonSummary, comps, names, boats: bool = True) -> list:
    """The summary as log sentences, e.g. "Ann wins the Woodcutter with 2 red" (the boats and
    the new start player too, unless `boats` is False)."""
    name = lambda t: comps.tiles[t].name  # noqa: E731
    lines = [f"End of {summary.season}:"]
    for r in summary.tiles:
        if r.winner is not None:
            extra = f", and takes the {r.workers_on} worker{'s' * (r.workers_on != 1)} on it" if r.workers_on else ""
            lines.append(f"{names[r.winner]} wins the {name(r.tile)} with {r.count} {r.colour}{extra}")
    unbid = [r for r in summary.tiles if r.winner is None and r.tile in comps.tiles
             and comps.tiles[r.tile].kind != "turn_order"]
    if unbid:
        lost = sum(r.workers_on for r in unbid)
        tail = (f"; {lost} worker{'s' * (lost != 1)} on them {'go' if lost != 1 else 'goes'} to the bag"
                if lost else "")
        lines.append("Nobody bid for the " + ", the ".join(name(r.tile) for r in unbid) + f": they leave the game{tail}")
    for p in range(len(names)):
        parts = []
        if summary.returned[p]:
            parts.append(f"{summary.returned[p]} back from losing bids")
        if summary.collected[p]:
            parts.append(f"{summary.collected[p]} collected from tiles")
        if summary.paid[p]:
            parts.append(f"{summary.paid[p]} paid into the bag")
        if parts:
            lines.append(f"{names[p]}'s workers: " + ", ".join(parts))
    return lines + boat_lines(summary, comps, names) if boats else lines


def boat_lines(summary: SeasonSummary, comps, names) -> list:
    """The boats taken and the new start player (once every boat is chosen)."""
    if summary.start is None:
        return []
    taken = [f"{names[p]} the {comps.tiles[b].name}" for p, b in enumerate(summary.boats) if b]
    lines = ["Boats: " + ", ".join(taken)] if taken else []
    if summary.start != summary.start_before:
        lines.append(f"{names[summary.start]} is the start player now")
    else:
        lines.append(f"{names[summary.start]} stays the start player")
    return lines


__all__ = ["SeasonSummary", "TileResult", "boat_lines", "season_ends", "season_summary", "summary_lines"]
