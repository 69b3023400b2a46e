"""Plain-English text for people: a game's setup, and log lines derived from the notation."""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.words import with_article


def _workers(workers) -> str:
    return " and ".join(f"{n} {c}" for c, n in workers)


def describe_action(action, comps, names, before=None) -> str:
    """One log line, e.g. "Ann bids 2 red on the Woodcutter (moving outbid workers from the Stable)".

    With `before` (the state the action was played on) a bid that adds to the player's own bid
    says so, with the new total: "Ann adds 2 blue to their bid on the Windmill (4 in all)" reads
    unlike a fresh bid of 2.
    """
    who = names[action.player]
    name = lambda t: comps.tiles[t].name if t in comps.tiles else t  # noqa: E731
    if isinstance(action, (Bid, Use)):
        had = before.bid_of(action.tile, action.player) if isinstance(action, Bid) and before else None
        if had:
            text = (f"{who} adds {_workers(action.workers)} to their bid on the {name(action.tile)} "
                    f"({had.count + action.count} in all)")
        elif isinstance(action, Bid):
            text = f"{who} bids {_workers(action.workers)} on the {name(action.tile)}"
        else:
            text = f"{who} uses the {name(action.tile)} with {_workers(action.workers)}"
        if action.sources:
            text += " (moving outbid workers from the " + ", ".join(name(s) for s in action.sources) + ")"
        if isinstance(action, Use) and action.choice:
            text += _choice_text(action.choice)
        return text
    if isinstance(action, Pass):
        return f"{who} passes"
    if isinstance(action, Done):  # it ends one step, not the player's season
        if before is not None and before.phase == "flipper":
            return f"{who} lets the Flipper's free upgrade go"
        return f"{who} finishes transporting and upgrading"
    if isinstance(action, Move):
        return f"{who} moves {with_article(action.resource)} from the {name(action.source)} to the {name(action.target)}"
    if isinstance(action, Upgrade):
        paid = f", paying {', '.join(action.pay)}" if action.pay else ""
        return f"{who} upgrades the {name(action.tile)}{paid}"
    if isinstance(action, BoatChoice):
        return f"{who} takes the {name(action.boat)}"
    if isinstance(action, Place):
        return f"{who} places the {name(action.tile)}"
    if isinstance(action, WinterChoice):
        return f"{who} puts forward {len(action.tiles)} winter tile{'s' if len(action.tiles) > 1 else ''}"
    return str(action)


def describe_setup(game) -> str:
    """The set-up as text (what `make run` shows until the table UI is there)."""
    s, comps = game.state, game.comps
    lines = [f"Keyflower, {s.n} players, seed {s.seed}. Season: {s.season}."]
    for p in range(s.n):
        workers = ", ".join(f"{s.screens[p][c]} {c}" for c in COLOURS if s.screens[p][c])
        start = "  (start player)" if p == s.start else ""
        lines.append(f"  {s.names[p]}: {comps.tiles[s.homes[p]].name}; workers {workers}{start}")
        lines.append(f"      winter hand: {', '.join(comps.tiles[t].name for t in s.winter_hands[p])}")
    lines.append("Boats:")
    for boat in s.boats:
        workers, skills = s.cargo[boat]
        w = ", ".join(f"{k} {c}" for c, k in zip(COLOURS, workers) if k)
        k = ", ".join(f"{v} {sk}" for sk, v in zip(SKILLS, skills) if v)
        lines.append(f"  {comps.tiles[boat].name}: {w}; skills {k}")
    lines.append("Turn order: " + ", ".join(
        comps.tiles[t].name + (" (start player)" if start else "") for t, start in s.order_tiles))
    lines.append("On offer: " + ", ".join(comps.tiles[t].name for t in s.auction))
    lines.append(f"Bag: {sum(s.bag.values())} workers; green supply {s.greens}.")
    return "\n".join(lines)


def _choice_text(choice: str) -> str:
    """A use's choice in words that say which way it goes: a resource taken, a skill given up
    or a worker colour discarded ("choosing pickaxe" read as if the pickaxe were gained)."""
    if choice in RESOURCES:
        return f", taking {choice}"
    if choice in SKILLS:
        return f", giving up {with_article(choice)}"
    return f", discarding {with_article(choice)} worker"
