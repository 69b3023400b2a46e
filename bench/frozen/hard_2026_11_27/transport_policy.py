"""FROZEN COPY (bench yardstick, keydesk/ai at commit 4396052): Spending a transport use the way a player would: follow the conversion plan.

After using a home tile or a transport tile, a sensible player flips what they can pay for and
carries resources, one road step at a time, toward the tile the plan (potential.py) means them
for; once nothing useful is left they say Done.  Hard's playouts use this instead of passing
the transport by, so a transport use in a simulated future is worth what it really brings.
"""

from __future__ import annotations

from keydesk.rules import shared_actions
from keydesk.rules.transport import payments

from .potential import distances, plan
from .weights import weights


def transport_action(state, comps, player: int):
    """The next Upgrade or Move of the player's pending transport, or Done."""
    pending = state.pending
    dist = distances(state, comps, player)
    budget = plan(state, comps, player, (), pending.capacity, pending.upgrades,
                  weights()["evaluation"]["step_cost"], dist=dist)
    if pending.upgrades:
        for tile in budget.upgrades:
            if payments(state, comps, player, tile):
                return shared_actions.upgrade(player, tile, None)
    if pending.capacity and budget.routes:
        for source, resource, target in budget.routes:
            hop = _next_hop(dist, source, target)
            if hop is not None:
                return shared_actions.move(player, resource, source, hop)
    return shared_actions.done(player)


def _next_hop(dist: dict, source: str, target: str):
    """A neighbour of `source` one road step nearer `target`, or None if none is placed."""
    here = dist.get(source, {}).get(target)
    if not here:
        return None
    for tile, steps in dist[source].items():
        if steps == 1 and dist[tile].get(target) == here - 1:
            return tile
    return None
