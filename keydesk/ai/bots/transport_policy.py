"""Spending a transport use the way a player would: follow the conversion plan.

After using a home tile or a transport tile, a sensible player flips what they can pay for and
carries resources, one road step at a time, toward the tile the plan (potential.py) means them
for; once nothing useful is left they say Done.  Hard's playouts use this instead of passing
the transport by, so a transport use in a simulated future is worth what it really brings.

Hard's own transports are judged by where this policy would take them (`finish_transport`):
valued one step at a time, a transport still open is credited with the plan it can still
carry out, so any move that leaves the plan within reach outranked Done, and Hard carried a
gold back and forth between two tiles until the transport ran out.  A use that opens a
transport (`transport_opened`) after which Hard would say Done at once is not considered at all.
"""

from __future__ import annotations

from keydesk.rules import shared_actions
from keydesk.rules.actions import Upgrade, Use
from keydesk.rules.engine import apply_built, step
from keydesk.rules.errors import IllegalAction
from keydesk.rules.production import current_side
from keydesk.rules.transport import payments

from keydesk.ai.evaluation.potential import distances, plan
from keydesk.ai.evaluation.weights import weights


def transport_action(state, comps, player: int):
    """The next Upgrade or Move of the player's pending transport, or Done."""
    pending = state.pending
    budget = plan(state, comps, player, (), pending.capacity, pending.upgrades, weights()["evaluation"]["step_cost"])
    if pending.upgrades:
        for tile in budget.upgrades:
            if payments(state, comps, player, tile):
                return shared_actions.upgrade(player, tile, None)
    if pending.capacity and budget.routes:
        dist = distances(state, comps, player)  # looked up only for a move: the plan is most often remembered
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


def policy_first(state, comps, player: int, legal: list) -> list:
    """`legal` with the policy's own next step of the pending transport first (its upgrade in
    any payment), the rest in their order: finished by the policy, a detour that comes back
    is worth as much as the straight way, and ties go to the first."""
    if state.pending is None:  # the Flipper's free upgrade: no transport under way
        return legal
    lead = transport_action(state, comps, player)
    same = [a for a in legal if a == lead or (isinstance(lead, Upgrade) and isinstance(a, Upgrade) and a.tile == lead.tile)]
    return same[:1] + [a for a in legal if a not in same[:1]]


def finish_transport(state, comps, player: int) -> None:
    """Carry the player's pending transport, if any, through to Done by this policy (in place)."""
    while state.pending is not None and state.pending.player == player:
        apply_built(state, comps, transport_action(state, comps, player))


def transport_opened(state, comps, action):
    """The state after `action` if it is a use whose only gift is a transport (a home, a
    transport tile), with that transport open; else None."""
    if not isinstance(action, Use):
        return None
    use = current_side(state, comps, action.tile).use
    if use is None or not use.transport or use.resources or use.resource_choice or use.workers or use.greens \
            or use.skills:
        return None
    after = state.clone()
    try:
        step(after, comps, action)
    except IllegalAction:
        return None
    return after if after.pending is not None else None
