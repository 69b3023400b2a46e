"""The words of a score sheet: the plain-English labels of its lines ("Key guild: 2 groups of 5
skills", "Gold: 3 gold × 1") and the remarks after them (stand-ins, the purple marker)."""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS

SINGULAR = {"workers": "worker", "skills": "skill", "resources": "resource"}


def plural(n, word):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def pts(n):
    return plural(n, "point")


def shape_label(name: str, sc, n: int, doubled: bool) -> str:
    kind = sc.kind
    if kind == "adjacent_tiles":
        return f"{name}: {plural(n, 'neighbouring tile')} × {sc.points}"
    if kind == "transport_capacity":
        return f"{name}: transport capacity {n} × {sc.points}" + (", doubled by summer boat 2b" if doubled else "")
    if kind == "road_loop":
        return f"{name}: {plural(n, 'tile')} on one closed road route × {sc.points}"
    return f"{name}: {plural(n, 'boat')} on the home river × {sc.points}"


def count(parts) -> dict:
    out = {}
    for typ, _, _, n, _ in parts:
        out[typ] = out.get(typ, 0) + n
    return out


def noun(n, what) -> str:
    """'3 workers', '1 green worker', '2 saws', '4 iron', '1 resource'."""
    if what in SINGULAR:
        return plural(n, SINGULAR[what])
    if what in COLOURS:
        return plural(n, f"{what} worker")
    if what in SKILLS:
        return plural(n, what)
    return f"{n} {what}"


def note(dom, parts, subs, as_what=None, lead=None) -> str:
    """The bracketed remarks after a line: stand-ins, and where the purple marker went."""
    notes = [lead] if lead else []
    if subs:
        if dom.mode == "any":
            notes.append(f"{subs} counted as {as_what or 'other types'} by summer boat 3b")
        else:
            notes.append(f"{subs} gold standing in")
    marker = [p for p in parts if p[2]]
    if marker:
        notes.append(f"start player marker as {marker[0][0]}")
    return f" ({'; '.join(notes)})" if notes else ""
