"""What a tile says as icon rows, for the tile faces drawn on the table.

Built from the TileSpec in data/tiles.yaml, as the words of tile_words.py are, so a tile drawn on
the table, its tooltip and its compendium page can never disagree with the rules model.  Icons
stand for words wherever one will do (an upgrade arrow, not "flip"; a small hex for "each tile
beside it"; a "?" counter for any resource): a word must be drawn large enough to read, which
a small face has no room for, while an icon reads at any size.
"""

from __future__ import annotations

POWER_SHORT = {
    "1a": [("text", "+2"), ("worker", "bag")], "1b": [("text", "+1"), ("worker", "green")],
    "2a": [("text", "free roads")], "2b": [("cart",), ("up",), ("text", "×2")],
    "3a": [("up",), ("res", "gold"), ("text", "="), ("res", "any")],
    "3b": [("vp", 0), ("res", "gold"), ("text", "="), ("res", "any")],
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
        return [vp, ("text", "/"), ("res", sc.resource)]
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
        return [vp, ("text", "/"), ("hex",)]
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
        return [("up",), ("arrow",), ("vp", spec.back.points)]  # a tile worth upgrading only
    return []


def cost_items(cost) -> list:
    """An upgrade cost: [up] then what it takes."""
    if cost is None:
        return []
    items = [("up",)]
    for kind, k in cost.resources.items():
        items += _counted(("res", kind), k)
    if cost.any_resources:
        items += _counted(("res", "any"), cost.any_resources)
    for kind, k in cost.skills.items():
        items += _counted(("skill", kind), k)
    if cost.any_skills:
        items += _counted(("skill", "any"), cost.any_skills)
    return items
