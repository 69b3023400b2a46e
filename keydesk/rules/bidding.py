"""Bids on village tiles and turn-order tiles (rulebook: Bidding)."""

from __future__ import annotations

from keydesk.rules.errors import IllegalAction
from keydesk.rules.workers import check_sources, has_power, screen_need, take_workers, tile_colour, tile_name
from keydesk.rules.state import BidEntry


def biddable(state, tile: str) -> bool:
    return tile in state.auction or any(t == tile for t, _ in state.order_tiles)


def bid_colour_ok(state, comps, player: int, tile: str, colour: str):
    """Returns whether the bid would lie flat (4a), or raises with the colour rule."""
    mine = state.bid_of(tile, player)
    if mine:
        if colour != mine.colour:
            raise IllegalAction(
                f"Your bid on the {tile_name(comps, tile)} is {mine.colour}: add {mine.colour} workers to it."
            )
        return mine.flat
    locked = tile_colour(state, tile)
    if locked is None or colour == locked:
        return False
    others_bid = any(e and not e.flat and p != player for p, e in enumerate(state.bids[tile]))
    if (
        has_power(state, comps, player, "4a")
        and tile in state.auction
        and locked != "green"
        and others_bid
    ):
        return True
    raise IllegalAction(
        f"{locked.capitalize()} workers are already on the {tile_name(comps, tile)}: a bid there must be {locked}."
    )


def check_bid(state, comps, action) -> tuple:
    tile, player = action.tile, action.player
    if not biddable(state, tile):
        raise IllegalAction(f"The {tile_name(comps, tile)} is not up for auction this season.")
    if len(action.workers) != 1:
        raise IllegalAction("All the workers in a bid must be one colour.")
    colour, count = action.workers[0]
    entries = state.bids[tile]
    mine = entries[player]
    if mine and colour == mine.colour:  # adding to one's own bid: its colour stands
        flat = mine.flat
    else:
        flat = bid_colour_ok(state, comps, player, tile, colour)
    total = count + (mine.count if mine else 0)
    best_other = 0
    for p, e in enumerate(entries):
        if e and p != player and e.count > best_other:
            best_other = e.count
    if total <= best_other:
        raise IllegalAction(
            f"The highest bid on the {tile_name(comps, tile)} is {best_other}: "
            f"your bid must total at least {best_other + 1}."
        )
    need = check_sources(state, comps, player, action.workers, action.sources, tile)
    return colour, total, flat, need


def apply_bid(state, comps, action) -> None:
    _put_bid(state, action, *check_bid(state, comps, action))


def apply_built_bid(state, comps, action) -> None:
    """`apply_bid` for a bid built as a legal one from this very state (engine.apply_built):
    what `check_bid` would return, read without its checks.  A legal bid adds to the player's
    own bid in its colour, or opens one that lies flat only if its colour differs from the
    tile's standing colour (summer boat 4a)."""
    tile, player = action.tile, action.player
    colour, count = action.workers[0]
    mine = state.bids[tile][player]
    if mine:
        flat, total = mine.flat, count + mine.count
    else:
        flat, total = tile_colour(state, tile) not in (None, colour), count
    _put_bid(state, action, colour, total, flat, screen_need(state, player, action.workers, action.sources))


def _put_bid(state, action, colour: str, total: int, flat: bool, need: dict) -> None:
    take_workers(state, action.player, need, action.sources)
    entries = list(state.bids[action.tile])
    entries[action.player] = BidEntry(colour, total, flat)
    state.bids[action.tile] = tuple(entries)
