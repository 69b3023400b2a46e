"""What a tile says, two ways: icon rows for the tile face and plain text for tooltips.

Both are built from the TileSpec in data/tiles.yaml, so a tile drawn on the table and its
tooltip can never disagree with the rules model.
"""

from __future__ import annotations

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
POWER_SHORT = {
    "1a": [("text", "+2"), ("worker", "bag")], "1b": [("text", "+1"), ("worker", "green")],
    "2a": [("text", "free roads")], "2b": [("cart",), ("up",), ("text", "×2")],
    "3a": [("up",), ("res", "gold"), ("text", "=any")], "3b": [("vp", 0), ("res", "gold"), ("text", "=any")],
    "4a": [("text", "counter-bid")], "4b": [("text", "any colour")],
}


def _counted(icon, k: int) -> list:
    return [icon] if k == 1 else [("text", str(k)), icon]


def use_items(use) -> list:
    """A use as an icon row, e.g. [saw] -> 3 [wood]; [cart] 2 [up] 1."""
    items = []
    if use.pay_skill:
        items += [("skill", use.pay_skill), ("arrow",)]
    if use.pay_worker:
        items += [("worker", "bag" if use.pay_worker == "any" else use.pay_worker), ("arrow",)]
    for kind, k in use.resources.items():
        items += _counted(("res", kind), k)
    if use.resource_choice:
        for i, kind in enumerate(use.resource_choice):
            items += ([("text", "/")] if i else []) + [("res", kind)]
    if use.workers:
        items += _counted(("worker", "bag"), use.workers)
    if use.greens:
        items += _counted(("worker", "green"), use.greens)
    if use.skills:
        items += _counted(("skill", "any"), use.skills)
    if use.transport:
        items += [("cart",), ("text", str(use.transport))]
    if use.upgrades:
        items += [("up",), ("text", str(use.upgrades))]
    return items


def _of_icon(of: str):
    return {"workers": ("worker", "bag"), "skills": ("skill", "any"), "resources": ("res", "stone"),
            "gold": ("res", "gold"), "green": ("worker", "green")}[of]


def scoring_items(sc) -> list:
    """End-game scoring as an icon row, e.g. (2) / [iron]."""
    vp = ("vp", sc.points)
    if sc.kind == "resources_on_tile":
        return [vp, ("text", "/"), ("text", "any") if sc.resource == "any" else ("res", sc.resource)]
    if sc.kind == "groups":
        return [vp, ("text", f"/{sc.size}"), _of_icon(sc.of)]
    if sc.kind == "sets":
        icon = {"workers": "worker", "skills": "skill", "resources": "res"}[sc.of]
        return [vp, ("text", "/")] + [(icon, i) for i in sc.items]
    if sc.kind == "each":
        return [vp, ("text", "/"), _of_icon(sc.of)]
    if sc.kind == "chosen_type":
        return [vp, ("text", "/ one"), _of_icon(sc.of)]
    if sc.kind == "adjacent_tiles":
        return [vp, ("text", "/ neighbour")]
    if sc.kind == "transport_capacity":
        return [vp, ("text", "/"), ("cart",)]
    if sc.kind == "road_loop":
        return [vp, ("text", "/ road in loop")]
    if sc.kind == "river_boats":
        return [vp, ("text", "/ boat on river")]
    if sc.kind == "free_flip":
        return [("up",), ("text", "free")]
    return []


def side_items(spec, side) -> list:
    """The main line of one side of a tile (its use, or its scoring, or a summer boat's power)."""
    if spec.power:
        return POWER_SHORT[spec.power]
    if side is None:
        return []
    if side.use is not None:
        return use_items(side.use)
    if side.scoring is not None:
        return scoring_items(side.scoring)
    if side is spec.front and spec.back is not None and spec.back.points:
        return [("text", "flip"), ("arrow",), ("vp", spec.back.points)]  # a tile worth flipping only
    return []


def cost_items(cost) -> list:
    """An upgrade cost: [up] then what it takes."""
    if cost is None:
        return []
    items = [("up",)]
    for kind, k in cost.resources.items():
        items += _counted(("res", kind), k)
    if cost.any_resources:
        items += [("text", str(cost.any_resources)), ("text", "any")]
    for kind, k in cost.skills.items():
        items += _counted(("skill", kind), k)
    if cost.any_skills:
        items += _counted(("skill", "any"), cost.any_skills)
    return items


# ---- plain text (tooltips) ----

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
    "road_loop": "VP per tile on a closed road loop",
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


def _side_lines(side) -> list:
    lines = []
    if side.use is not None:
        lines.append("Use: " + use_text(side.use))
    if side.scoring is not None:
        lines.append("Scores: " + scoring_text(side.scoring))
    if side.points:
        lines.append(f"Worth {side.points} VP")
    return lines or ["No use"]


def _cost_text(cost) -> str:
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
        lines += ["  " + line for line in _side_lines(spec.front)]
        lines.append(f"Upgrade: {_cost_text(spec.upgrade)}" if spec.upgrade else "Cannot be upgraded")
        lines.append("Back" + (" (showing)" if flipped else "") + ":")
        lines += ["  " + line for line in _side_lines(spec.back)]
    else:
        lines += _side_lines(spec.front)
    return "\n".join(lines)
