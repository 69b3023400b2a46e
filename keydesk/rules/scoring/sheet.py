"""Game end scoring (rulebook: *Game end scoring*, *Boats*, *Summer boats*, *Winter tiles*).

`score_player` turns one finished village into a `ScoreSheet`: the total, one `ScoreLine` per
thing that scored, and the choices made on the player's behalf (Scholar skill type, Village
hall colour, Watermill resource type, and the purple start-player marker's declaration).
`score_total` is the same total without the lines, for the bots' evaluation, which asks for
it thousands of times a decision.

The allocation is exact, not greedy (allocation.py solves each domain of items).  Pure Python;
never imports pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from keydesk.rules.scoring.allocation import DOMAIN_OF_TYPE, DOMAIN_TYPES, Domain
from keydesk.rules.components import COLOURS, RESOURCES, SKILLS, load_components
from keydesk.rules.hexgrid import neighbour
from keydesk.rules.scoring.purple_marker import declared, purple_types
from keydesk.rules.scoring import labels as labels
from keydesk.rules.scoring.village_graph import best_closed_trail, component, links

__all__ = ["PlacedTile", "ScoreLine", "ScoreSheet", "VillageFacts", "score_player", "score_total"]


@dataclass(frozen=True)
class PlacedTile:
    """One tile of a finished village: its current side (`flipped`: the back counts) and the
    resources standing on it."""

    tile: str
    pos: tuple
    rot: int = 0
    flipped: bool = False
    resources: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class ScoreLine:
    source: str  # tile id, or "gold", or "purple"
    label: str  # plain English
    points: int
    items: Mapping[str, int]  # what was allocated to it, by type


@dataclass(frozen=True)
class ScoreSheet:
    total: int
    lines: tuple
    choices: Mapping[str, str]


def _side(spec, flipped: bool):
    return spec.back if flipped and spec.back is not None else spec.front


# The village read for scoring
# ---------------------------------------------------------------------------------------------

def _add_scorer(doms, geo, pt, spec, side, sc) -> None:
    """File one tile's scorer with the item domain it takes from, or with the shape scorers."""
    if sc.kind == "resources_on_tile":
        doms["resources"].yards[pt.tile] = (sc.resource or "any", sc.points)
    elif sc.kind in ("groups", "sets", "each", "chosen_type"):
        of = sc.of
        dname = of if of in DOMAIN_TYPES else DOMAIN_OF_TYPE.get(of)
        if dname is None:
            raise ValueError(f"{pt.tile}: cannot score {sc.kind} of {of!r}")
        dom = doms[dname]
        if sc.kind == "groups":
            dom.groups.append((pt.tile, sc.size, sc.points))
        elif sc.kind == "sets":
            dom.sets.append((pt.tile, tuple(sc.items), sc.points))
        elif sc.kind == "each":
            dom.eaches.append((pt.tile, of, sc.points))
        else:
            dom.chosen.append((pt.tile, sc.points))
    elif sc.kind != "free_flip":  # the flip itself happens before scoring; its points are printed
        if sc.kind not in SHAPE_KINDS:
            raise ValueError(f"{pt.tile}: unknown scoring kind {sc.kind!r}")
        geo.append((pt, spec, side, sc))


def _scorer_domain(sc):
    """The item domain a scorer takes from (see `_add_scorer`), or None."""
    if sc.kind == "resources_on_tile":
        return "resources"
    if sc.kind in ("groups", "sets", "each", "chosen_type"):
        return sc.of if sc.of in DOMAIN_TYPES else DOMAIN_OF_TYPE.get(sc.of)
    return None


class _Village:
    """One village's sides, its three item domains with their scorers, and its shape scorers."""

    def __init__(self, tiles, workers, skills, comps):
        self.tiles, self.comps = tiles, comps
        self.specs = [comps.tiles[pt.tile] for pt in tiles]
        self.sides = [_side(s, pt.flipped) for s, pt in zip(self.specs, tiles)]
        self.powers = {s.power for s in self.specs if s.power}
        self.doms = {"workers": Domain("workers"), "skills": Domain("skills"),
                     "resources": Domain("resources", "any" if "3b" in self.powers else "gold")}
        self.geo = []  # (tile, spec, side, scoring) of the village-shape scorers
        self._by_pos = None
        for pt, spec, side in zip(tiles, self.specs, self.sides):
            if side.scoring is not None:
                _add_scorer(self.doms, self.geo, pt, spec, side, side.scoring)
        self._add_items(workers, skills)

    def _add_items(self, workers, skills) -> None:
        doms = self.doms
        for c in COLOURS:
            if workers.get(c, 0):
                doms["workers"].buckets.append([c, None, False, int(workers[c])])
        for s in SKILLS:
            if skills.get(s, 0):
                doms["skills"].buckets.append([s, None, False, int(skills[s])])
        pool = {r: 0 for r in RESOURCES}
        res_dom = doms["resources"]
        for pt in self.tiles:
            if not pt.resources:  # most tiles hold none
                continue
            for r in RESOURCES:
                n = int(pt.resources.get(r, 0) or 0)
                if not n:
                    continue
                if pt.tile in res_dom.yards:
                    res_dom.buckets.append([r, pt.tile, False, n])
                else:
                    pool[r] += n
        for r in RESOURCES:
            if pool[r]:
                res_dom.buckets.append([r, None, False, pool[r]])

    def shape_score(self, pt, sc) -> tuple:
        """(what a village-shape scorer counts, its points)."""
        comps, kind = self.comps, sc.kind
        if self._by_pos is None:
            self._by_pos = {tuple(p.pos): p for p in self.tiles}
        by_pos = self._by_pos
        if kind == "adjacent_tiles":
            n = sum(1 for d in range(6) if neighbour(pt.pos, d) in by_pos)
        elif kind == "transport_capacity":
            n = sum(side.use.transport for side in self.sides if side.use is not None and side.use.transport)
            return n, n * sc.points * (2 if "2b" in self.powers else 1)
        elif kind == "road_loop":
            n = best_closed_trail(links(by_pos, comps, "road"))
        else:  # river_boats
            home = next((p for p, t in by_pos.items() if comps.tiles[t.tile].kind == "home"), None)
            n = 0
            if home is not None:
                for p in component(links(by_pos, comps, "water"), home):
                    spec = comps.tiles[by_pos[p].tile]
                    n += spec.kind == "boat" or bool(spec.power)
        return n, n * sc.points


SHAPE_KINDS = ("adjacent_tiles", "transport_capacity", "road_loop", "river_boats")


# ---------------------------------------------------------------------------------------------
# score_player
# ---------------------------------------------------------------------------------------------

def score_player(tiles: Sequence[PlacedTile], workers: Mapping[str, int], skills: Mapping[str, int],
                 has_purple: bool, comps=None) -> ScoreSheet:
    """Score one village at the end of the game with the best possible allocation.

    ``tiles``: the whole village with each tile's current side and the resources on it.
    ``workers``/``skills``: everything the player owns (winter workers already returned).
    ``has_purple``: the player holds the purple start-player marker, declared here as the one
    resource, skill or worker that scores best.
    """
    comps = comps or load_components()
    village = _Village(tiles, workers, skills, comps)
    solved = _solve(village.doms, has_purple)
    names = {pt.tile: spec.name for pt, spec in zip(tiles, village.specs)}
    sheet = _Lines()
    for name, dom in village.doms.items():
        sheet.add_domain(name, dom, solved[name][1], names)
    if has_purple:
        sheet.choices["purple"] = sheet.purple_declared or "none"
    for pt, spec, side, sc in village.geo:  # the village-shape scorers
        n, pts = village.shape_score(pt, sc)
        sheet.by_tile[pt.tile] = ScoreLine(pt.tile, labels.shape_label(spec.name, sc, n, "2b" in village.powers), pts, {})
    lines = []
    for pt, spec, side in zip(tiles, village.specs, village.sides):  # the sheet runs tile by tile
        if side.points:
            lines.append(ScoreLine(pt.tile, f"{spec.name}: {labels.pts(side.points)} printed", side.points, {}))
        if pt.tile in sheet.by_tile:
            lines.append(sheet.by_tile.pop(pt.tile))
    lines += [line for line in (sheet.gold, sheet.purple) if line is not None]
    return ScoreSheet(sum(line.points for line in lines), tuple(lines), sheet.choices)


def _solve(doms: dict, has_purple: bool) -> dict:
    """{domain name: (score, plan)}, each domain solved; with the purple marker, the one
    declaration (in whichever domain) that gains most is made, and that domain replaced."""
    solved = {name: dom.solve() for name, dom in doms.items()}
    if has_purple:
        best = None
        for name, dom in doms.items():
            for typ in purple_types(dom):
                trial = dom.with_purple(typ)
                score, plan = trial.solve()
                gain = score - solved[name][0]
                if best is None or gain > best[0]:
                    best = (gain, name, trial, score, plan)
        _, name, trial, score, plan = best
        doms[name] = trial
        solved[name] = (score, plan)
    return solved


class _Lines:
    """The sheet's lines of the domains' scorers, written from each domain's solved plan: one
    line per scoring tile (by_tile), the loose gold, the purple marker counted as gold, and the
    choices made (a chosen type per tile, the purple declaration)."""

    def __init__(self):
        self.by_tile: dict = {}
        self.choices: dict = {}
        self.gold = self.purple = self.purple_declared = None

    def add_domain(self, name: str, dom, plan, names) -> None:
        for (tile, _), ch in zip(dom.chosen, plan["choice"]):
            self.choices[tile] = ch
        per_dest = self._per_destination(name, dom, plan)

        def line(tile, label, points, parts):
            self.by_tile[tile] = ScoreLine(tile, label, points, labels.count(parts))

        for (tile, items_wanted, pts), m in zip(dom.sets, plan["sets"]):
            parts = per_dest.get(tile, [])
            subs = sum(p[3] for p in parts if p[0] != p[4])
            line(tile, f"{names[tile]}: {labels.plural(m, 'set')} of {'+'.join(items_wanted)}"
                       f"{labels.note(dom, parts, subs, 'other types')}", m * pts, parts)
        for (tile, size, pts), k in zip(dom.groups, plan["groups"]):
            parts = per_dest.get(tile, [])
            line(tile, f"{names[tile]}: {labels.plural(k, 'group')} of {size} {name}{labels.note(dom, parts, 0)}",
                 k * pts, parts)
        for tile, of, pts in dom.eaches:
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            subs = sum(p[3] for p in parts if of in dom.types and p[0] != of)
            line(tile, f"{names[tile]}: {labels.noun(n, of)} × {pts}{labels.note(dom, parts, subs, of)}", n * pts, parts)
        for (tile, pts), ch in zip(dom.chosen, plan["choice"]):
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            subs = sum(p[3] for p in parts if p[0] != ch)
            line(tile, f"{names[tile]}: {labels.noun(n, ch)} × {pts}{labels.note(dom, parts, subs, ch, f'{ch} chosen')}",
                 n * pts, parts)
        for tile, (res, pts) in dom.yards.items():
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            what = "resources" if res == "any" else res
            subs = 0 if res == "any" else sum(p[3] for p in parts if p[0] != res)
            line(tile, f"{names[tile]}: {labels.noun(n, what)} on the tile × {pts}{labels.note(dom, parts, subs, what)}",
                 n * pts, parts)
        if name == "resources":
            parts = per_dest.get("gold", [])
            n = sum(p[3] for p in parts if not p[2])
            if n:
                self.gold = ScoreLine("gold", f"Gold: {n} gold × 1", n, {"gold": n})
            if any(p[2] for p in parts):
                self.purple = ScoreLine("purple", "Start player marker as 1 gold × 1", 1, {"gold": 1})

    def _per_destination(self, name: str, dom, plan) -> dict:
        """{destination: [(type, location, is purple, count, counted as)]} of the plan's
        allocation; the purple marker is named as the type it was declared."""
        per_dest = {}
        for dest, parts in plan["alloc"].items():
            for i, n, as_type in parts:
                typ, loc, is_purple, _ = dom.buckets[i]
                if is_purple:
                    typ = declared(dom, dest, typ, as_type, plan["choice"])
                    self.purple_declared = f"{labels.SINGULAR[name]}:{typ}"
                per_dest.setdefault(dest, []).append((typ, loc, is_purple, n, as_type))
        return per_dest


def score_total(tiles: Sequence[PlacedTile], workers: Mapping[str, int], skills: Mapping[str, int],
                has_purple: bool, comps=None) -> int:
    """`score_player(...).total` without building the lines (tests hold the two equal)."""
    return VillageFacts(tiles, comps or load_components()).total(workers, skills, has_purple)


class VillageFacts:
    """What one village (its tiles, where they stand and the resources on them) scores with
    any workers and skills behind its screen.

    A bot scores the same village thousands of times a decision while only the screen changes,
    so the printed points, the shape scorers and the resources are worked out once here and the
    worker and skill domains are remembered by their counts (`total`).  Each domain's values
    are kept with the domain (`_values`), so a village with a tile apart (`with_apart`), which
    changes one domain at most, reads the others' from the village it was made from.
    """

    def __init__(self, tiles: Sequence[PlacedTile], comps, loose: int = 0):
        """`loose`: how many of the last tiles stand apart, at (100, 100), (102, 100) and so on."""
        self.tiles, self.comps, self.loose = list(tiles), comps, loose
        village = _Village(tiles, {}, {}, comps)
        self.fixed = sum(side.points for side in village.sides)
        self.fixed += sum(village.shape_score(pt, sc)[1] for pt, _, _, sc in village.geo)
        self.doms = village.doms
        self._values = {name: {} for name in self.doms}  # domain -> {(counts, purple): its value}
        self._totals, self._apart = {}, {}

    def with_apart(self, extra: tuple) -> "VillageFacts":
        """This village with the `extra` tiles standing apart too (remembered).

        A tile standing apart touches nothing, so it adds its printed points and its scorer to
        one item domain, and the rest is shared; a tile with a power, a transport use or a shape
        scorer changes what other tiles count, and the village is read again whole."""
        facts = self._apart.get(extra)
        if facts is None:
            facts = self._apart[extra] = self._plus(extra) or VillageFacts(
                self.tiles + [PlacedTile(t, (100 + 2 * (self.loose + i), 100)) for i, t in enumerate(extra)],
                self.comps, self.loose + len(extra))
        return facts

    def _plus(self, extra: tuple):
        facts = VillageFacts.__new__(VillageFacts)
        facts.tiles, facts.comps, facts.loose, facts.fixed = list(self.tiles), self.comps, self.loose, self.fixed
        facts.doms, facts._values, facts._totals, facts._apart = self.doms, dict(self._values), {}, {}
        for t in extra:
            spec = self.comps.tiles[t]
            side, sc = spec.front, spec.front.scoring
            if spec.power or (side.use is not None and side.use.transport) or (sc is not None and sc.kind in SHAPE_KINDS):
                return None
            pt = _apart_tile(t, facts.loose)
            facts.tiles.append(pt)
            facts.loose += 1
            facts.fixed += side.points
            if sc is not None:
                facts.doms = dict(facts.doms)
                name = _scorer_domain(sc)
                if name is not None:
                    facts.doms[name] = facts.doms[name].copy()
                    facts._values[name] = {}
                _add_scorer(facts.doms, None, pt, spec, side, sc)
        return facts

    def total(self, workers: Mapping[str, int], skills: Mapping[str, int], has_purple: bool) -> int:
        """The village's score with these workers and skills (`score_total`)."""
        key = (tuple([workers.get(c, 0) for c in COLOURS]), tuple([skills.get(s, 0) for s in SKILLS]), has_purple)
        total = self._totals.get(key)
        if total is None:
            scoring = [("resources", ())]
            for name, counts in (("workers", key[0]), ("skills", key[1])):
                if not self.doms[name].scores_nothing():  # else it scores nothing, purple marker or not
                    scoring.append((name, counts))
            values = [self._value(name, counts, False) for name, counts in scoring]
            total = self.fixed + sum(values)
            if has_purple:
                gains = [0] * (3 - len(scoring))  # what the marker adds to a domain that scores nothing
                total += max(gains + [self._value(name, counts, True) - best
                                      for (name, counts), best in zip(scoring, values)])
            self._totals[key] = total
        return total

    def _value(self, name: str, counts: tuple, purple: bool) -> int:
        """One domain's value (Domain.value) with these counts of workers or skills (the
        resources domain holds its own items: no counts)."""
        values = self._values[name]
        found = values.get((counts, purple))
        if found is None:
            dom = self.doms[name]
            if name != "resources":
                types = COLOURS if name == "workers" else SKILLS
                dom = dom.with_buckets([[t, None, False, int(n)] for t, n in zip(types, counts) if n])
            found = values[(counts, purple)] = dom.value(purple)
        return found


def _apart_tile(tile: str, loose: int) -> PlacedTile:
    """The PlacedTile of `tile` standing apart after `loose` others, kept: the bots try each
    winter tile apart in every village they weigh."""
    found = _APART.get((tile, loose))
    if found is None:
        if len(_APART) > 10_000:  # a bounded memo: a few dozen tiles, a few places apart
            _APART.clear()
        found = _APART[(tile, loose)] = PlacedTile(tile, (100 + 2 * loose, 100))
    return found


_APART: dict = {}  # (tile, tiles apart before it) -> PlacedTile; nothing changes a PlacedTile
