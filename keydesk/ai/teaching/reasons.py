"""One plain-English line saying what a move does for the player: the tile, what it makes or
scores, the workers it spends or keeps.  The hint shows it under each move and the bots say it
after theirs (`bot_reason`, which never names a secret winter offer).  It speaks of the game
only: how the judge weighed the move is the value's business, not the reason's."""

from __future__ import annotations

from keydesk.rules.actions import Bid, BoatChoice, Done, Move, Pass, Place, Upgrade, Use, WinterChoice
from keydesk.rules.workers import tile_name
from keydesk.rules.scoring.live import live_score
from keydesk.rules.scoring.sheet import PlacedTile
from keydesk.rules.scoring.village_graph import links
from keydesk.rules.production import current_side
from keydesk.rules.words import with_article

from keydesk.ai.bots.candidates import placement_contacts, winter_gains


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


def _side_words(side) -> str:
    """What one side of a tile gives: its production, its scoring, its points."""
    parts = []
    if side.use:
        parts.append(f"makes {_produces(side.use)}")
    if side.scoring:
        parts.append("scores for your village at the end")
    if side.points:
        parts.append(f"is worth {_counted(side.points, 'point')}")
    return " and ".join(parts)


def tile_offer(comps, tile: str) -> str:
    """What winning `tile` gives, e.g. "it makes 1 wood; upgraded it is worth 3 points"."""
    spec = comps.tiles[tile]
    front, back = _side_words(spec.front), _side_words(spec.back) if spec.back else ""
    words = f"it {front}" if front else ""
    if back:
        words += ("; upgraded it " if words else "upgraded it ") + back
    return words or "it joins your village"


def _bid(view, comps, a: Bid) -> str:
    name = tile_name(comps, a.tile)
    if any(a.tile == t for t, _ in view.order_tiles):
        return f"Bid {_workers(a.workers)} on the {name}: an earlier boat choice next season."
    lead = view.top_bid(a.tile)
    verb = "Outbid the others for" if lead else "Open the bidding on"
    return f"{verb} the {name} with {_workers(a.workers)}: {tile_offer(comps, a.tile)}."


def _use(view, comps, a: Use) -> str:
    use = current_side(view, comps, a.tile).use
    gives = _produces(use) if use else "its effect"
    return f"Use the {tile_name(comps, a.tile)} with {_workers(a.workers)} for {gives}."


def _upgrade(comps, a: Upgrade) -> str:
    spec = comps.tiles[a.tile]
    back = _side_words(spec.back) if spec.back else ""
    return f"Upgrade the {tile_name(comps, a.tile)}: " + (f"upgraded it {back}." if back else "its better side.")


def _counted(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


SIDES = ("above right", "right", "below right", "below left", "left", "above left")  # directions 0-5
SIDE_OF = tuple(f"{side} of" for side in SIDES)


def _road_steps(view, comps, a: Place) -> dict:
    """{village tile: road steps from the placed tile} for every tile its roads would reach."""
    by_pos = {pos: PlacedTile(t, pos, rot) for t, pos, rot, _ in view.village_tiles(a.player)}
    start = (a.q, a.r)
    by_pos[start] = PlacedTile(a.tile, start, a.rot)
    adj = links(by_pos, comps, "road")
    steps, frontier = {start: 0}, [start]
    for pos in frontier:  # breadth first: the list grows while it is read
        for nxt in adj[pos]:
            if nxt not in steps:
                steps[nxt] = steps[pos] + 1
                frontier.append(nxt)
    return {by_pos[pos].tile: k for pos, k in steps.items() if pos != start}


def _nearest_resources(view, comps, a: Place) -> str:
    """The resources closest by road to the placed tile (what can be sent to it, or from it),
    or that none can come, when the village has some."""
    held = {t: view.resources_on(t) for t, *_ in view.village_tiles(a.player)}
    held = {t: res for t, res in held.items() if any(res.values())}
    if not held:
        return ""
    reach = {t: k for t, k in _road_steps(view, comps, a).items() if t in held}
    if not reach:
        return "no resource of yours can reach it by road"
    tile = min(reach, key=lambda t: (reach[t], list(held).index(t)))
    goods = _listed([f"{n} {r}" for r, n in held[tile].items() if n])
    return f"{_counted(reach[tile], 'road step')} from the {goods} on your {tile_name(comps, tile)}"


def _listed(words) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _place(view, comps, a: Place) -> str:
    """Where the tile goes, said from a tile already there ("right of your Home 4", which no
    other spot can also be), the roads it joins, where its open road ends point (which tells
    two turns on one space apart), the resources nearest to it by road and the points it adds
    to the score now: so the spots a hint offers never read alike."""
    c = placement_contacts(view, comps, a)
    anchor, side = c.beside[0] if c.beside else (None, None)
    where = f"{SIDE_OF[side]} your {tile_name(comps, anchor)}" if anchor else "here"
    if c.roads:
        joins = [f"joins {_listed([f'the {tile_name(comps, t)}' for t in c.roads])}'s road{'s' * (len(c.roads) > 1)}"]
    else:
        joins = [f"touches {_counted(len(c.beside), 'tile')}, joins no road"]
    if c.river:
        joins.append(f"its water meets {_listed([f'the {tile_name(comps, t)}' for t in c.river])}'s")
    ends = len(c.open_roads)
    joins.append(f"open road end{'s' * (ends > 1)} {_listed([SIDES[d] for d in c.open_roads])}" if ends
                 else "no road end left open")
    resources = _nearest_resources(view, comps, a)
    if resources:
        joins.append(resources)
    gain = live_score(view, comps, a.player, a) - live_score(view, comps, a.player)
    if gain > 0:
        joins.append(f"adds {_counted(gain, 'point')} to your score now")
    return f"Place the {tile_name(comps, a.tile)} {where}: {'; '.join(joins)}."


def reason_for(view, comps, action) -> str:
    """A one-line reason for `action`, from the player's own view."""
    if isinstance(action, Bid):
        return _bid(view, comps, action)
    if isinstance(action, Use):
        return _use(view, comps, action)
    if isinstance(action, Pass):
        return "Pass: keep the workers behind your screen for later."
    if isinstance(action, Move):
        return (f"Move {with_article(action.resource)} from the {tile_name(comps, action.source)} "
                f"to the {tile_name(comps, action.target)}.")
    if isinstance(action, Upgrade):
        return _upgrade(comps, action)
    if isinstance(action, Done):
        return "Finish: no resource worth moving and no tile worth upgrading now."
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
        worth = f"worth about {_counted(total, 'point')} in your village as it stands" if total > 0 \
            else "keeps your options for the winter auction"
        return f"Offer {names}: {worth}."
    return "A legal move."


def bot_reason(view, comps, action) -> str:
    """A bot's reason for its move: what the hint would say of it, except that a winter offer
    stays secret until everyone has chosen, so its reason names no tile."""
    if isinstance(action, WinterChoice):
        count = len(action.tiles)
        return f"Offered {_counted(count, 'winter tile')} that score well in its village."
    return reason_for(view, comps, action)
