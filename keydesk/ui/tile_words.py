"""What a tile says in plain words: tooltips at the table and the compendium's pages.

Built from the TileSpec in data/tiles.yaml, as the icon rows of drawing/labels.py are, so a tile's
words and its face can never disagree with the rules model.  The tooltip (tile_text) and the
compendium (side_lines, cost_text, POWERS) share these sentences, so a tile reads the same in
both places.
"""

from __future__ import annotations

# What each summer boat's power does, by the name data/tiles.yaml gives it.
POWERS = {
    "1a": "At each boat choice, draw 2 extra workers from the bag.",
    "1b": "At each boat choice, take 1 green worker from the supply.",
    "2a": "Resources move across fields too; new tiles ignore edge matching.",
    "2b": "Transport and upgrades doubled; the Keyflower boat scores double.",
    "3a": "Any resource may pay for any other when upgrading.",
    "3b": "Any resource counts as any other at the end-game scoring.",
    "4a": "May counter-bid in another colour (laid flat).",
    "4b": "May use a tile already in use with workers of any colour.",
}


def _amounts(counts) -> str:
    return ", ".join(f"{k} {name}" for name, k in counts.items() if k)


def use_text(use) -> str:
    parts = []
    if use.pay_skill:
        parts.append(f"give up 1 {'skill of any type' if use.pay_skill == 'any' else use.pay_skill}")
    if use.pay_worker:
        parts.append(f"give up 1 {'worker of any colour' if use.pay_worker == 'any' else use.pay_worker + ' worker'}")
    gains = []
    if use.resources:
        gains.append(_amounts(use.resources))
    if use.resource_choice:
        gains.append("1 " + " or ".join(use.resource_choice))
    if use.workers:
        gains.append(f"{use.workers} worker{'s' if use.workers > 1 else ''} from the bag")
    if use.greens:
        gains.append(f"{use.greens} green worker{'s' if use.greens > 1 else ''}")
    if use.skills:
        gains.append(f"{use.skills} random skill{'s' if use.skills > 1 else ''}")
    if use.transport:
        gains.append(f"transport {use.transport}")
    if use.upgrades:
        gains.append(f"{use.upgrades} upgrade{'s' if use.upgrades > 1 else ''}")
    text = ", ".join(gains)
    return f"{' and '.join(parts)}, get {text}" if parts else text  # the tooltip font has no arrow glyph


# Scoring rules whose sentence needs only the points.
_PER_POINT_TEXT = {
    "adjacent_tiles": "VP per neighbouring tile",
    "transport_capacity": "VP per point of transport capacity",
    "road_loop": "VP per tile on one closed road route",
    "river_boats": "VP per boat joined to home by river",
}


def scoring_text(sc) -> str:
    p = sc.points
    if sc.kind in _PER_POINT_TEXT:
        return f"{p} {_PER_POINT_TEXT[sc.kind]}"
    if sc.kind == "resources_on_tile":
        what = "resource" if sc.resource == "any" else sc.resource
        return f"{p} VP per {what} on this tile"
    if sc.kind == "groups":
        return f"{p} VP per group of {sc.size} {sc.of}"
    if sc.kind == "sets":
        return f"{p} VP per set of {' + '.join(sc.items)}"
    if sc.kind == "each":
        return f"{p} VP per {'green worker' if sc.of == 'green' else sc.of if sc.of == 'gold' else 'worker'}"
    if sc.kind == "chosen_type":
        return f"{p} VP per {sc.of[:-1]} of one chosen type"
    if sc.kind == "free_flip":
        return "one free upgrade at the end of the game"
    return sc.kind


def side_lines(side) -> list:
    """One side of a tile: its use, its scoring and its points, a line each."""
    lines = []
    if side.use is not None:
        lines.append("Use: " + use_text(side.use))
    if side.scoring is not None:
        lines.append("Scores: " + scoring_text(side.scoring))
    if side.points:
        lines.append(f"Worth {side.points} VP")
    return lines or ["No use"]


def cost_text(cost) -> str:
    """An upgrade cost in words, e.g. "1 wood, 1 saw"."""
    parts = [_amounts(cost.resources), _amounts(cost.skills)]
    if cost.any_resources:
        parts.append(f"{cost.any_resources} resources of any type")
    if cost.any_skills:
        parts.append(f"{cost.any_skills} skill{'s' if cost.any_skills > 1 else ''} of any type")
    return ", ".join(p for p in parts if p)


def tile_text(spec, flipped: bool = False) -> str:
    """Everything on a tile, both sides, as a few lines of text."""
    kind = {"home": "home tile", "boat": "boat", "turn_order": "turn-order tile"}.get(spec.kind)
    head = f"{spec.name} ({kind or spec.season + ' tile'})"
    if spec.power:
        return f"{head}\nSummer boat {spec.power}: {POWERS[spec.power]}\nNever used or upgraded."
    lines = [head]
    if spec.back is not None:
        lines.append("Front" + (" (showing)" if not flipped else "") + ":")
        lines += ["  " + line for line in side_lines(spec.front)]
        lines.append(f"Upgrade: {cost_text(spec.upgrade)}" if spec.upgrade else "Cannot be upgraded")
        lines.append("Back" + (" (showing)" if flipped else "") + ":")
        lines += ["  " + line for line in side_lines(spec.back)]
    else:
        lines += side_lines(spec.front)
    return "\n".join(lines)
