"""One plain-English line saying what a move does and why it may be worth it (for suggest)."""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.workers import tile_name
from keydesk.rules.production import current_side

from .candidates import placement_contacts, winter_gains


def _workers(workers) -> str:
    return " and ".join(f"{n} {colour}" for colour, n in workers)


def _produces(use) -> str:
    """What one use of a production side gives, in a few words."""
    parts = [f"{n} {res}" for res, n in use.resources.items()]
    if use.resource_choice:
        parts.append("a resource of your choice")
    for count, word in ((use.workers, "worker"), (use.greens, "green worker"), (use.skills, "skill")):
        if count:
            parts.append(f"{count} {word}{'s' if count > 1 else ''}")
    if use.transport:
        parts.append(f"{use.transport} transport moves")
    if use.upgrades:
        parts.append(f"{use.upgrades} upgrade{'s' if use.upgrades > 1 else ''}")
    return ", ".join(parts) or "its effect"


def _bid(view, comps, a: Bid) -> str:
    name = tile_name(comps, a.tile)
    if any(a.tile == t for t, _ in view.order_tiles):
        return f"Bid {_workers(a.workers)} on the {name}: an earlier boat choice next season."
    lead = view.top_bid(a.tile)
    spec = comps.tiles[a.tile]
    what = f"{spec.front.points} points" + (f", {spec.back.points} upgraded" if spec.back else "")
    verb = "Outbid the others for" if lead else "Open the bidding on"
    return f"{verb} the {name} with {_workers(a.workers)} ({what})."


def _use(view, comps, a: Use) -> str:
    use = current_side(view, comps, a.tile).use
    gives = _produces(use) if use else "its effect"
    return f"Use the {tile_name(comps, a.tile)} with {_workers(a.workers)} for {gives}."


def _upgrade(comps, a: Upgrade) -> str:
    spec = comps.tiles[a.tile]
    gain = (spec.back.points - spec.front.points) if spec.back else 0
    return f"Upgrade the {tile_name(comps, a.tile)}: {gain:+d} points and its better side."


def _counted(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _place(view, comps, a: Place) -> str:
    roads, touching = placement_contacts(view, comps, a)
    joins = f"joins {_counted(roads, 'road')} of your village" if roads else "joins none of your roads"
    return f"Place the {tile_name(comps, a.tile)} here: it {joins} and touches {_counted(touching, 'tile')}."


def reason_for(view, comps, action) -> str:
    """A one-line reason for `action`, from the player's own view."""
    if isinstance(action, Bid):
        return _bid(view, comps, action)
    if isinstance(action, Use):
        return _use(view, comps, action)
    if isinstance(action, Pass):
        return "Pass: keep the workers behind your screen for later."
    if isinstance(action, Move):
        article = "an" if action.resource[0] in "aeiou" else "a"
        return (f"Move {article} {action.resource} from the {tile_name(comps, action.source)} "
                f"to the {tile_name(comps, action.target)}.")
    if isinstance(action, Upgrade):
        return _upgrade(comps, action)
    if isinstance(action, Done):
        return "Finish: nothing more worth moving or upgrading now."
    if isinstance(action, BoatChoice):
        cargo = view.cargo.get(action.boat)
        load = f" with {sum(cargo[0])} workers and {sum(cargo[1])} skills" if cargo else ""
        return f"Take the {tile_name(comps, action.boat)}{load}."
    if isinstance(action, Place):
        return _place(view, comps, action)
    if isinstance(action, WinterChoice):
        gains = winter_gains(view, comps, action.player)
        names = ", ".join(tile_name(comps, t) for t in action.tiles)
        total = sum(gains[t] for t in action.tiles)
        return f"Offer {names}: worth about {total} points in your village as it stands."
    return "A legal move."
