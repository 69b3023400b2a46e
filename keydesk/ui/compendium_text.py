"""What the compendium says: the catalogue of every tile, its search and filters, and each page
as text.  No pygame here, so the catalogue is tested without a window.

A tile's page is built from its TileSpec (data/tiles.yaml) with the same sentences as the table's
tooltips (tile_words), plus a few words on how that kind of effect works at the table, so the
compendium and the rules model can never disagree on numbers.
"""

from __future__ import annotations

import html

from keydesk.rules.components import SEASONS

from keydesk.ui.tile_words import POWERS, cost_text, side_lines

KINDS = {"village": "Village tiles", "summer_boat": "Summer boats", "home": "Home tiles", "boat": "Boats",
         "turn_order": "Turn-order tiles"}
ALL = "All"


def kind_of(spec) -> str:
    """The compendium's kind: village, summer_boat, home, boat or turn_order."""
    return "summer_boat" if spec.power else spec.kind


def catalogue(comps) -> list:
    """Every tile spec, in the order a game meets them: season tiles (spring to winter), then
    homes, boats and turn-order tiles; alphabetical within each."""
    order = {kind: i for i, kind in enumerate(("village", "summer_boat", "home", "boat", "turn_order"))}

    def key(spec):
        season = SEASONS.index(spec.season) if spec.season in SEASONS else len(SEASONS)
        return (season, order[kind_of(spec)], spec.number, spec.name.lower())

    return sorted(comps.tiles.values(), key=key)


def matches(spec, query: str = "", season: str = ALL, kind: str = ALL) -> bool:
    """Does the tile pass the search (a part of its name or id, any case) and both filters?
    `season` is a season name or All; `kind` a KINDS key or All."""
    q = query.strip().lower()
    if q and q not in spec.name.lower() and q not in spec.id.replace("_", " "):
        return False
    if season != ALL and spec.season != season:
        return False
    return kind == ALL or kind_of(spec) == kind


def other_face(comps, spec):
    """A summer boat's other face (the two faces are two specs of one physical tile), else None."""
    if not spec.pair:
        return None
    return next((comps.tiles[t] for t in comps.faces(spec.pair) if t != spec.id), None)


def subtitle(spec) -> str:
    kind = kind_of(spec)
    if kind == "village":
        return f"{spec.season.capitalize()} tile"
    if kind == "summer_boat":
        return "Summer tile · summer boat"
    return {"home": "Home tile", "boat": "Boat (taken at the end of winter)", "turn_order": "Turn-order tile"}[kind]


def _points(side) -> int:
    return side.points if side is not None else 0


def facts(spec) -> list:
    """(label, value) lines: season, upgrade cost, points on each side."""
    rows = [("Season", spec.season.capitalize() if spec.season else "—")]
    if spec.power:
        rows.append(("Upgrade", "never (a summer boat does not flip)"))
    elif spec.upgrade is not None:
        rows.append(("Upgrade cost", cost_text(spec.upgrade)))
    else:
        rows.append(("Upgrade", "cannot be upgraded"))
    rows.append(("Points", f"{_points(spec.front)} VP" + (f" front · {_points(spec.back)} VP upgraded"
                                                         if spec.back is not None else " printed")))
    if spec.boat is not None:
        cargo = " · ".join(f"face {face}: {w} workers, {s} skill{'s' if s != 1 else ''}"
                           for face, (w, s) in spec.boat.cargo.items())
        rows.append(("Cargo", cargo))
        rows.append(("Players", f"used with {spec.boat.min_players} or more"))
    return rows


def how_it_works(spec) -> list:
    """Sentences on how this tile's kind of effect plays at the table (the numbers are above)."""
    notes = []
    sides = [s for s in (spec.front, spec.back) if s is not None]
    uses = [s.use for s in sides if s.use is not None]
    if spec.power:
        notes.append("Nobody places workers on a summer boat: its owner simply has the power, from the moment "
                     "the tile is won.")
    if uses:
        notes.append("Use it with 1 worker, then 2, then 3 of the colour already there (6 at most a season); "
                     "anyone may use it, in any village or on offer.")
    if any(u.resources or u.resource_choice for u in uses):
        notes.append("Resources made in your own village stay on this tile; made anywhere else they go to "
                     "your home tile.")
    if any(u.transport or u.upgrades for u in uses):
        notes.append("Transport moves your resources along roads in your own village, one road step per "
                     "point; upgrades flip tiles of your own village, paying with resources on the tile "
                     "and skills from behind your screen.")
    if any(u.pay_skill or u.pay_worker for u in uses):
        notes.append("The skill or worker you give up goes back to the pile or the bag.")
    if any(s.scoring is not None for s in sides):
        notes.append("Scores at the end of the game; each worker, skill and resource counts for one "
                     "scoring tile only.")
    if spec.kind == "turn_order":
        notes.append("Bid for it to choose a boat's cargo early; the tile with the purple worker makes its "
                     "winner the next start player. Won in winter, it joins the village.")
    if spec.season == "winter" and not spec.power:
        notes.append("Winter tiles start in the players' hands; each puts some forward to be bid for. "
                     "They are never used or upgraded.")
    return notes


def page_html(comps, spec) -> str:
    """The tile's page for a pygame_gui text box: effect of each side, facts and notes."""
    e = html.escape
    out = [f"<b>{e(spec.name)}</b> — {e(subtitle(spec))}"]
    for label, value in facts(spec):
        out.append(f"<b>{e(label)}:</b> {e(value)}")
    out.append("")
    if spec.power:
        other = other_face(comps, spec)
        out.append(f"<b>This face ({spec.power}):</b> {e(POWERS[spec.power])}")
        if other is not None:
            out.append(f"<b>Other face ({other.power}):</b> {e(POWERS[other.power])}")
    else:
        heads = ("Front", "Upgraded side") if spec.back is not None else ("Effect",)
        for head, side in zip(heads, (spec.front, spec.back)):
            out.append(f"<b>{head}:</b> " + e("; ".join(side_lines(side))))
    out.append("")
    out += [f"<i>{e(note)}</i>" for note in how_it_works(spec)]
    return "<br>".join(out)


def topic_html(topic) -> str:
    """A rules topic, then each ruling of docs/rulings.md that decides one of its ambiguities."""
    e = html.escape
    out = [f"<b>{e(topic.title)}</b>", ""]
    for p in topic.paragraphs:
        out += [e(p), ""]
    if topic.rulings:
        out.append("<b>keydesk's rulings</b>: how this table settles what the rulebook leaves open")
        for r in topic.rulings:
            body = e(r.text).replace("\n", "<br>")
            out += [f"<b>{r.id}. {e(r.title)}</b>", body, ""]
    return "<br>".join(out)
