"""Positions: any moment of a game written out completely, as a YAML document.

A save is a set-up plus the action log, so it can only describe a game from its start.  A
position describes one moment directly — season, phase, who acts, every village, the auction
and turn-order rows with their bids, boats, screens, bag, supplies, unused tiles and the random
generator — so a moment can be shared, drawn and played on without the actions before it.
The format is documented in docs/positions.md; `position_load.py` reads and validates it.

A game that starts from a position saves as that position plus the actions played since
(`actions:`), so its undo, replay and screenshots all start at the position.
"""

from __future__ import annotations

import yaml

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS

FORMAT_KEY = "keydesk_position"
FORMAT_VERSION = 1


def player(p: int) -> str:
    return f"P{p + 1}"


def _counts(values: dict, names) -> dict:
    """Only the non-zero counts, in the components' order (zeros are implied on load)."""
    return {k: values[k] for k in names if values.get(k)}


def _tuple_counts(values: tuple, names) -> dict:
    return {k: v for k, v in zip(names, values) if v}


def _bid_text(entry) -> str:
    return f"{entry.count} {entry.colour}" + (" flat" if entry.flat else "")


def _use_doc(usage) -> dict:
    return {"colour": usage.colour, "last": usage.last, "workers": _tuple_counts(usage.workers, COLOURS)}


def _bids_doc(state, tile) -> dict:
    entries = state.bids.get(tile) or ()
    return {player(p): _bid_text(e) for p, e in enumerate(entries) if e}


def _village_doc(state, p: int) -> list:
    out = []
    for pos, tile in state.villages[p].items():
        entry = {"tile": tile, "at": [pos[0], pos[1]], "rot": state.placed[tile][2]}
        entry["face"] = "back" if tile in state.flipped else "front"
        resources = _tuple_counts(state.res.get(tile, (0, 0, 0, 0)), RESOURCES)
        if resources:
            entry["resources"] = resources
        if tile in state.uses:
            entry["use"] = _use_doc(state.uses[tile])
        out.append(entry)
    return out


def _row_doc(state, tiles, extra=None) -> list:
    out = []
    for tile in tiles:
        entry = {"tile": tile}
        if extra is not None:
            entry["start"] = extra[tile]
        bids = _bids_doc(state, tile)
        if bids:
            entry["bids"] = bids
        if tile in state.uses:
            entry["use"] = _use_doc(state.uses[tile])
        out.append(entry)
    return out


def _screen_doc(state, p: int) -> dict:
    doc = {"workers": _counts(state.screens[p], COLOURS)}
    seen = _tuple_counts(state.screen_record[p], COLOURS)  # public: kept when shared
    if seen:
        doc["seen"] = seen
    doc["skills"] = _counts(state.skills[p], SKILLS)
    doc["winter_hand"] = list(state.winter_hands[p])
    if state.winter_chosen[p] is not None:
        doc["winter_chosen"] = list(state.winter_chosen[p])
    if state.to_place[p]:
        doc["to_place"] = list(state.to_place[p])
    if state.order_won[p]:
        doc["turn_order_won"] = list(state.order_won[p])
    if state.boat_of[p] is not None:
        doc["boat"] = state.boat_of[p]
    return doc


def position_document(state, seats=None) -> dict:
    """The whole state as a position document (every hidden part written out)."""
    if state.rng is None:
        raise ValueError("a masked view hides parts of the game; export the full state")
    n = state.n
    doc = {FORMAT_KEY: FORMAT_VERSION, "players": n, "names": list(state.names)}
    if seats and any(kind != "human" for kind in seats):
        doc["seats"] = {player(p): kind for p, kind in enumerate(seats) if kind != "human"}
    if state.seed is not None:
        doc["seed"] = state.seed
    doc["rng_state"] = state.rng.state
    doc["season"] = state.season
    doc["phase"] = state.phase
    doc["start_player"] = player(state.start)
    doc["purple"] = player(state.purple)
    if state.start_passes_left:
        doc["start_passes_left"] = True
    doc["turn"] = player(state.turn)
    doc["passes"] = state.passes
    if state.pending is not None:
        pend = state.pending
        doc["pending"] = {
            "player": player(pend.player), "tile": pend.tile,
            "capacity": pend.capacity, "upgrades": pend.upgrades,
        }
    if state.boat_queue:
        doc["boat_queue"] = [player(p) for p in state.boat_queue]
    if state.flipper is not None:
        doc["flipper"] = player(state.flipper)
    doc["villages"] = {player(p): _village_doc(state, p) for p in range(n)}
    doc["auction"] = _row_doc(state, state.auction)
    doc["turn_order"] = _row_doc(state, [t for t, _ in state.order_tiles], dict(state.order_tiles))
    doc["boats"] = [
        {"tile": boat, "taken": True} if state.cargo.get(boat) is None else {
            "tile": boat,
            "workers": _tuple_counts(state.cargo[boat][0], COLOURS),
            "skills": _tuple_counts(state.cargo[boat][1], SKILLS),
        }
        for boat in state.boats
    ]
    doc["screens"] = {player(p): _screen_doc(state, p) for p in range(n)}
    doc["bag"] = _counts(state.bag, COLOURS)
    doc["green_supply"] = state.greens
    doc["supply"] = _counts(state.supply, RESOURCES)
    doc["skill_pile"] = _counts(state.pile, SKILLS)
    doc["unused_tiles"] = {
        "summer": list(state.pools.get("summer", [])),
        "autumn": list(state.pools.get("autumn", [])),
        "winter": list(state.winter_box),
    }
    return doc


def position_text(state, seats=None, actions=None) -> str:
    """The YAML text of a position file (with `actions` when a game continued from it)."""
    doc = position_document(state, seats)
    if actions:
        doc["actions"] = list(actions)
    head = ("# keydesk position: one moment of a game, complete. It holds hidden information: every\n"
            "# screen and winter hand, the bag, the skill pile, the unused tiles and the generator;\n"
            "# to share it, export with --as P1..P6 instead (see docs/positions.md).\n")
    return head + yaml.safe_dump(doc, sort_keys=False, default_flow_style=None, width=100)


def shared_position_text(state, viewer: int, seats=None) -> str:
    """The YAML text of a position holding only what `viewer` may see, to share a question
    with an opponent or a forum without giving away hidden parts."""
    head = (f"# keydesk position: one moment of a game as {player(viewer)} sees it. The hidden parts are\n"
            "# left out and drawn afresh from what remains when it is loaded (see docs/positions.md).\n")
    return head + yaml.safe_dump(shared_document(state, viewer, seats), sort_keys=False,
                                 default_flow_style=None, width=100)


def shared_document(state, viewer: int, seats=None) -> dict:
    """position_document without what `viewer` cannot see (as `GameState.masked` hides it):
    other screens' colours and skills and their winter hands become counts, their winter
    choices are left out, and so are the bag, the skill pile, the unused tiles, the seed and
    the generator (which would rebuild every hidden part).  Loading fills them in
    (position_fill), so the file is still a whole, legal game."""
    doc = position_document(state, seats)
    for key in ("seed", "rng_state", "bag", "skill_pile", "unused_tiles"):
        doc.pop(key, None)
    for q in range(state.n):
        if q == viewer:
            continue
        screen = doc["screens"][player(q)]
        screen["workers"] = sum(state.screens[q].values())
        screen["skills"] = sum(state.skills[q].values())
        screen["winter_hand"] = len(state.winter_hands[q])
        screen.pop("winter_chosen", None)
    return doc


def is_position(doc) -> bool:
    return isinstance(doc, dict) and FORMAT_KEY in doc
