"""Plain text for the tooltip over a table target: a tile's both sides, what stands on it, a
bid, a screen.  From the shown (masked) state only, so a tooltip tells nothing hidden."""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS
from keydesk.session.rest import done_words

from keydesk.ui.tile_words import tile_text


def tooltip_text(comps, target, state, users=None):
    """Plain text about a target: a tile's both sides, what stands on it (whose workers, from
    `users` = {tile: [(player, colour, count)]} when known), a bid, a screen."""
    if target is None:
        return None
    names = state.names
    if target.kind == "screen":
        k = (state.screens[target.player] or {}).get(target.colour, 0)
        return f"{names[target.player]}'s screen: {k} {target.colour} worker{'s' if k != 1 else ''}"
    if target.kind == "score":
        return score_text(names[target.player], state.screens[target.player] is not None, state.viewer == target.player)
    if target.kind == "rest":
        return done_words(names[target.player])
    if target.kind == "hex":
        return f"An empty space beside {names[target.player]}'s village: won tiles are placed here"
    if target.tile is None or target.tile not in comps.tiles:
        return None
    spec = comps.tiles[target.tile]
    lines = []
    if target.kind in ("bid", "group"):
        entry = state.bid_of(target.tile, target.player)
        who = names[target.player]
        lines.append(f"{who}'s bid: {entry.count} {entry.colour}" + (" (outbid)" if target.kind == "group" else "")
                     if entry else f"{who}'s side: no bid")
    if target.kind == "hand":
        lines.append(f"In {names[target.player]}'s winter hand (only they see it); "
                     "put forward in winter to be bid for")
    if target.kind == "resource":
        k = state.resources_on(target.tile)[target.resource]
        lines.append(f"{k} {target.resource} on the {spec.name}")
    lines.append(tile_text(spec, target.tile in state.flipped))
    if target.tile in state.flipped:
        lines.append("Upgraded: its back side is up (the gold frame marks upgraded tiles)")
    res = state.resources_on(target.tile)
    if any(res.values()) and target.kind != "resource":
        lines.append("On it: " + ", ".join(f"{k} {r}" for r, k in res.items() if k))
    usage = state.uses.get(target.tile)
    if usage and usage.total:
        used = ", ".join(f"{k} {c}" for c, k in zip(COLOURS, usage.workers) if k)
        if (users or {}).get(target.tile):
            used = ", ".join(f"{names[p]} ({k} {c})" for p, c, k in users[target.tile])
        lines.append(f"Being used by: {used}")
    if spec.kind == "boat" and state.cargo.get(target.tile):
        workers, skills = state.cargo[target.tile]
        cargo = [f"{k} {c}" for c, k in zip(COLOURS, workers) if k] + [f"{k} {s}" for s, k in zip(SKILLS, skills) if k]
        lines.append("Cargo: " + ", ".join(cargo))
    return "\n".join(lines)


def score_text(name: str, screen_seen: bool, own: bool) -> str:
    """What a village's live score counts (keydesk/rules/scoring/live.py), and what it leaves out."""
    lines = [f"{name}'s score now: the points the village would score if the game ended now,"
             " counting its tiles (upgraded or not), the resources on them and the winter tiles as they stand"]
    if own:
        lines.append("For your own village: with what is behind your screen (your workers and skills count"
                     " for the winter tiles that score them)")
    elif screen_seen:
        lines.append("With the workers and skills behind the screen, as this view shows them")
    else:
        lines.append("Leaves out what is hidden from you: the workers and skills behind their screen and the"
                     " winter tiles in their hand, so the final score is often much higher")
    lines.append("Tiles still to be won and placed will add to it")
    return "\n".join(lines)
