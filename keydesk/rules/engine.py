"""The turn structure: who may act now, what they may do, and applying one action to a state.

`step` mutates a state in place, and only once the action has been checked completely: a
refused action raises IllegalAction and leaves the state exactly as it was (the fuzz test in
tests/rules/test_atomic_step.py holds it to that).  Search bots call `step` directly on their
own copies; their playouts use `apply_built`, which checks nothing, for the actions their
policy built from the very state it is applied to.  The bids and uses of a season's turn are generated in season_moves.py.
"""

from __future__ import annotations

from itertools import combinations

from keydesk.rules.actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.bidding import apply_bid, apply_built_bid
from keydesk.rules.components import RESOURCES
from keydesk.rules.domain import check_domain
from keydesk.rules.errors import IllegalAction
from keydesk.rules.fitting import spots_of
from keydesk.rules.hexgrid import neighbours
from keydesk.rules.workers import has_power
from keydesk.rules.production import apply_built_use, apply_use
from keydesk.rules import season_moves, shared_actions
from keydesk.rules.seasons import (
    apply_boat, apply_built_boat, apply_built_place, apply_built_winter, apply_free_flip, apply_place,
    apply_winter, boats_on_offer, end_season, finish,
)
from keydesk.rules.transport import apply_built_move, apply_built_upgrade, apply_move, apply_upgrade, payments, roads_join

PHASE_ACTIONS = {
    "boats": "choose a boat",
    "place": "place your new tiles",
    "winter_select": "choose winter tiles",
    "flipper": "make the Flipper's free flip or be done",
}


def to_move(state) -> list:
    """The players who must act now (several during simultaneous steps)."""
    phase = state.phase
    if phase == "actions":
        return [state.pending.player if state.pending else state.turn]
    if phase == "boats":
        return state.boat_queue[:1]
    if phase == "place":
        return [p for p in range(state.n) if state.to_place[p]]
    if phase == "winter_select":
        return [p for p in range(state.n) if state.winter_chosen[p] is None]
    if phase == "flipper":
        return [state.flipper]
    return []


def step(state, comps, action) -> None:
    """Validate and apply one action; a refusal changes nothing (see module docstring)."""
    if state.phase == "over":
        raise IllegalAction("The game is over.")
    check_domain(state, comps, action)
    p = action.player
    movers = to_move(state)
    if p not in movers:
        who = ", ".join(f"P{m + 1}" for m in movers)
        raise IllegalAction(f"It is not P{p + 1}'s turn: waiting for {who}.")
    apply_checked(state, comps, action)


def apply_checked(state, comps, action) -> None:
    """`step` for an action known to be well-formed and by a player who is to move: one taken
    from `legal_actions`, or built by a bot's playout policy for the player on turn.

    It skips only the domain and turn checks, which such actions pass by construction (they
    cost a playout a tenth of its rules time); every rule is still checked before anything
    changes, so a refusal raises IllegalAction and leaves the state as it was.
    """
    _apply(state, comps, action, _CHECKED)


def apply_built(state, comps, action) -> None:
    """`step` for an action built as a legal one from this very state: taken from
    `legal_actions(state, ...)`, or made by a bot's playout policy from `state` (which checks
    what it does not build legal by construction).  No rule is checked again: an action
    from anywhere else, such as a move of the player's real game tried in a guessed world,
    must go through `step`, which refuses what breaks a rule.

    A playout spends about a third of its rules time re-checking the actions its policy just
    built; tests/rules/test_apply_built.py holds this path to `step`'s results.
    """
    _apply(state, comps, action, _BUILT)


# How each kind of action is applied: with its rule checked (step, apply_checked) or not.
_CHECKED = {
    Bid: apply_bid, Use: apply_use, Move: apply_move, Upgrade: apply_upgrade, Place: apply_place,
    BoatChoice: apply_boat, WinterChoice: apply_winter, "flip": apply_free_flip,
}
_BUILT = {
    Bid: apply_built_bid, Use: apply_built_use, Move: apply_built_move, Upgrade: apply_built_upgrade,
    Place: apply_built_place, BoatChoice: apply_built_boat, WinterChoice: apply_built_winter,
    "flip": lambda state, comps, a: apply_free_flip(state, comps, a, built=True),
}


def _apply(state, comps, action, appliers: dict) -> None:
    phase = state.phase
    if phase == "actions":
        _season_action(state, comps, action, appliers)
    elif phase == "boats" and isinstance(action, BoatChoice):
        appliers[BoatChoice](state, comps, action)
    elif phase == "place" and isinstance(action, Place):
        appliers[Place](state, comps, action)
    elif phase == "winter_select" and isinstance(action, WinterChoice):
        appliers[WinterChoice](state, comps, action)
    elif phase == "flipper" and isinstance(action, Upgrade):
        appliers["flip"](state, comps, action)
    elif phase == "flipper" and isinstance(action, Done):
        finish(state)
    else:
        raise IllegalAction(f"Now is the time to {PHASE_ACTIONS[phase]}.")


def _season_action(state, comps, action, appliers: dict) -> None:
    if state.pending:
        if isinstance(action, (Move, Upgrade)):
            appliers[type(action)](state, comps, action)
        elif isinstance(action, Done):
            state.pending = None
        else:
            raise IllegalAction("Finish this transport first: move resources, upgrade tiles, or be done.")
        pend = state.pending
        if pend and pend.capacity == 0 and pend.upgrades == 0:
            state.pending = None
        if state.pending is None:
            _next_turn(state)
        return
    if isinstance(action, (Bid, Use)):
        appliers[type(action)](state, comps, action)
    elif isinstance(action, Pass):
        state.passes += 1
        if state.passes == state.n:
            end_season(state, comps)
        else:
            state.turn = (state.turn + 1) % state.n
        return
    else:
        raise IllegalAction("On your turn: bid, use a tile, or pass.")
    state.passes = 0
    if state.pending is None:
        _next_turn(state)


def _next_turn(state) -> None:
    state.turn = (state.turn + 1) % state.n


# ---- legal actions ----

def legal_actions(state, comps, player: int) -> list:
    if player not in to_move(state):
        return []
    phase = state.phase
    if phase == "actions":
        if state.pending:
            return _transport_actions(state, comps, player)
        return season_moves.bids_and_uses(state, comps, player)
    if phase == "boats":
        return [BoatChoice(player, b) for b in boats_on_offer(state)]
    if phase == "place":
        out = []
        for tile, where in spots_of(state, comps, player, dict.fromkeys(state.to_place[player])).items():
            out += shared_actions.places(player, tile, where)
        return out
    if phase == "winter_select":
        hand = state.winter_hands[player]
        return [WinterChoice(player, combo) for k in range(1, len(hand) + 1) for combo in combinations(hand, k)]
    if phase == "flipper":
        return [Done(player)] + [
            Upgrade(player, t, None)
            for t in state.villages[player].values()
            if comps.tiles[t].upgrade and t not in state.flipped
        ]
    return []


def _transport_actions(state, comps, player: int) -> list:
    pend = state.pending
    out = [Done(player)]
    village = state.villages[player]
    free_roads = has_power(state, comps, player, "2a")
    if pend.capacity:
        for pos, tile in village.items():
            counts = state.res.get(tile, (0, 0, 0, 0))
            if not any(counts):
                continue
            for nb in neighbours(pos):
                other = village.get(nb)
                if other and (free_roads or roads_join(state, comps, tile, other)):
                    for resource, k in zip(RESOURCES, counts):
                        if k:
                            out.append(shared_actions.move(player, resource, tile, other))
    if pend.upgrades:
        for tile in village.values():
            if comps.tiles[tile].upgrade and tile not in state.flipped:
                out += [shared_actions.upgrade(player, tile, pay) for pay in payments(state, comps, player, tile)]
    return out
