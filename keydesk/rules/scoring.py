"""Game end scoring (rulebook: *Game end scoring*, *Boats*, *Summer boats*, *Winter tiles*).

`score_player` turns one finished village into a `ScoreSheet`: the total, one `ScoreLine` per
thing that scored, and the choices made on the player's behalf (Scholar skill type, Village
hall colour, Watermill resource type, and the purple start-player marker's declaration).

The allocation is exact, not greedy.  Workers, skills and resources are three independent
domains (the purple marker is the only link: it joins exactly one of them), each solved like
this:

* every item has a *standalone value*: the best it can earn on its own (a gold counter 1, the
  Jeweller 2 per gold, the chosen Watermill/Village hall/Scholar type, Key market, White Wind,
  or the yard/barn it stands on);
* the "bulk" scorers (sets: Mercer's guild, Craftsman's guild, Scribes; groups of N: Windmill,
  Apothecary, Key guild) are enumerated by how many sets/groups they make;
* for fixed counts, the items spent on them must contain a complete filling of the set slots,
  i.e. span the transversal matroid of "items matchable into set slots".  The items *kept
  out* (which earn their standalone value) are then exactly the independent sets of the dual
  matroid, and the most valuable one of any given size is a prefix of the greedy order by
  standalone value.  One greedy pass per (chosen types, set counts) prices every group count.

The choices (chosen types, purple declaration) are enumerated outright.  Pure Python; never
imports pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate, product
from typing import Mapping, Sequence

from .components import COLOURS, RESOURCES, SKILLS, load_components
from .hexgrid import edge_at, neighbour, opposite

__all__ = ["PlacedTile", "ScoreLine", "ScoreSheet", "score_player"]

DOMAIN_TYPES = {"workers": tuple(COLOURS), "skills": tuple(SKILLS), "resources": tuple(RESOURCES)}
_DOMAIN_OF_TYPE = {t: d for d, ts in DOMAIN_TYPES.items() for t in ts}
_SINGULAR = {"workers": "worker", "skills": "skill", "resources": "resource"}


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


# ---------------------------------------------------------------------------------------------
# The item domains
# ---------------------------------------------------------------------------------------------

class _Domain:
    """One domain's items and scorers, ready to solve.

    ``buckets``: [type, loc, purple, count] with loc None (behind the screen / anywhere in the
    village) or the id of the yard or barn the resources stand on.
    ``mode``: which item may fill another type's place in a set: "none", "gold" (gold stands in
    for any resource) or "any" (summer boat 3b: any resource for any other).
    """

    __slots__ = ("name", "types", "buckets", "sets", "groups", "eaches", "chosen", "yards",
                 "mode", "gold_point")

    def __init__(self, name, mode="none"):
        self.name = name
        self.types = DOMAIN_TYPES[name]
        self.buckets = []
        self.sets = []  # (tile, items, points)
        self.groups = []  # (tile, size, points)
        self.eaches = []  # (tile, of, points)
        self.chosen = []  # (tile, points)
        self.yards = {}  # tile -> (resource, points)
        self.mode = mode
        self.gold_point = name == "resources"

    def with_item(self, typ, loc):
        d = _Domain.__new__(_Domain)
        for s in _Domain.__slots__:
            setattr(d, s, getattr(self, s))
        d.buckets = self.buckets + [[typ, loc, True, 1]]
        return d

    def yard_takes(self, yard, typ) -> bool:
        res = self.yards[yard][0]
        return self.mode == "any" or res == "any" or typ == res or typ == "gold"

    # ---- standalone values ----

    def standalone(self, typ, loc, choice):
        """(value, destination) of one item that joins no set or group.

        On a tie the more specific scorer takes the item: its yard or barn, then a scorer of
        its own type (Key market, Jeweller), then a chosen type, then one for any item of the
        domain (White Wind), and last the plain point for a gold counter.
        """
        best, rank = (0, None), -1
        if loc is not None and loc in self.yards and self.yard_takes(loc, typ):
            best, rank = (self.yards[loc][1], loc), 4
        any_type = self.mode == "any"
        for tile, of, pts in self.eaches:
            if of == typ or (any_type and of in self.types):
                r = 3
            elif of == self.name:
                r = 1
            else:
                continue
            if (pts, r) > (best[0], rank):
                best, rank = (pts, tile), r
        for (tile, pts), ch in zip(self.chosen, choice):
            if (typ == ch or any_type) and (pts, 2) > (best[0], rank):
                best, rank = (pts, tile), 2
        if self.gold_point and typ == "gold" and (1, 0) > (best[0], rank):
            best = (1, "gold")
        return best

    # ---- feasibility of set slots ----

    def max_removable(self, typ, counts, demand):
        """How many items of ``typ`` can leave ``counts`` while the set slots stay fillable."""
        if self.mode == "any":
            return sum(counts.values()) - sum(demand.values())
        if self.mode == "gold":
            slack = counts["gold"] - demand.get("gold", 0)
            for t in self.types:
                if t != "gold":
                    short = demand.get(t, 0) - counts[t]
                    if short > 0:
                        slack -= short
            if typ == "gold":
                return slack
            return max(0, counts[typ] - demand.get(typ, 0)) + slack
        return counts[typ] - demand.get(typ, 0)

    def feasible(self, counts, demand) -> bool:
        if self.mode == "any":
            return sum(counts.values()) >= sum(demand.values())
        if self.mode == "gold":
            spare = counts["gold"] - demand.get("gold", 0)
            return spare >= sum(max(0, demand.get(t, 0) - counts[t]) for t in self.types if t != "gold")
        return all(counts[t] >= demand.get(t, 0) for t in self.types)

    # ---- solving ----

    def _choices(self, counts):
        """Candidate types for the chosen-type scorers.

        Only types the player holds are worth choosing (a type held zero times adds nothing);
        with summer boat 3b every resource counts as the chosen type, so one candidate does.
        """
        if not self.chosen:
            return [()]
        held = [t for t in self.types if counts[t] > 0]
        if self.name == "resources":
            plain = [t for t in self.types if t != "gold"]
            held = [t for t in plain if t in held] + (["gold"] if "gold" in held else [])
            if self.mode == "any" or not held:
                held = [max(plain, key=lambda t: counts[t])]
        elif not held:
            held = [self.types[0]]
        return list(product(held, repeat=len(self.chosen)))

    def _set_combos(self, counts):
        """Every vector of set counts whose slots the items can fill."""
        out = []
        n = len(self.sets)

        def rec(j, ms, demand):
            if j == n:
                out.append((tuple(ms), dict(demand)))
                return
            _, items, _ = self.sets[j]
            m = 0
            while True:
                d = dict(demand)
                for t in items:
                    d[t] = d.get(t, 0) + m
                if not self.feasible(counts, d):
                    break
                rec(j + 1, ms + [m], d)
                m += 1

        rec(0, [], {})
        return out

    def _group_combos(self, free):
        """Every vector of group counts that fits in ``free`` items: [(counts, items used, points)]."""
        if not self.groups:
            return [((), 0, 0)]
        if len(self.groups) == 1:
            _, size, pts = self.groups[0]
            return [((k,), size * k, pts * k) for k in range(free // size + 1)]
        out = []
        n = len(self.groups)

        def rec(j, ks, used, pts):
            if j == n:
                out.append((tuple(ks), used, pts))
                return
            _, size, p = self.groups[j]
            k = 0
            while used + size * k <= free:
                rec(j + 1, ks + [k], used + size * k, pts + p * k)
                k += 1

        rec(0, [], 0, 0)
        return out

    def _exclusions(self, order, counts, demand):
        """Greedy: items kept out of the sets/groups, best first, as [(bucket, n)]."""
        c = dict(counts)
        out = []
        buckets = self.buckets
        for i in order:
            typ, _, _, cnt = buckets[i]
            x = self.max_removable(typ, c, demand)
            if x > cnt:
                x = cnt
            if x > 0:
                c[typ] -= x
                out.append((i, x))
        return out

    def solve(self):
        """Best (score, plan) for this domain."""
        counts = {t: 0 for t in self.types}
        for typ, _, _, cnt in self.buckets:
            counts[typ] += cnt
        total_items = sum(counts.values())
        set_combos = self._set_combos(counts)
        best_key, best_plan = None, None
        for choice in self._choices(counts):
            values = [self.standalone(b[0], b[1], choice) for b in self.buckets]
            order = sorted(range(len(self.buckets)), key=lambda i: -values[i][0])
            # Ties: prefer the type held most (reads better), and never gold for a resource.
            held = (-sum(ch == "gold" for ch in choice), sum(counts[ch] for ch in choice))
            for ms, demand in set_combos:
                excl = self._exclusions(order, counts, demand)
                flat = []
                for i, x in excl:
                    flat += [values[i][0]] * x
                pref = [0]
                pref += accumulate(flat)
                free = total_items - sum(demand.values())
                if free >= len(pref):  # cannot happen: greedy reaches a basis of the dual
                    raise AssertionError("scoring: greedy exclusion came up short")
                set_pts = 0
                for m, st in zip(ms, self.sets):
                    set_pts += m * st[2]
                for ks, used, gpts in self._group_combos(free):
                    key = (set_pts + gpts + pref[free - used], held)
                    if best_key is None or key > best_key:
                        best_key = key
                        best_plan = (choice, ms, demand, ks, free - used)
        return best_key[0], self._allocate(counts, best_plan)

    def _allocate(self, counts, plan):
        """Turn a plan into allocations: {scorer: [(bucket, n, as_type)]} and choices."""
        choice, ms, demand, ks, keep = plan
        values = [self.standalone(b[0], b[1], choice) for b in self.buckets]
        order = sorted(range(len(self.buckets)), key=lambda i: -values[i][0])
        excl = self._exclusions(order, counts, demand)
        remaining = [b[3] for b in self.buckets]
        alloc = {}  # dest -> list of (bucket index, n, counted as type)

        def give(dest, i, n, as_type):
            if n:
                alloc.setdefault(dest, []).append((i, n, as_type))
                remaining[i] -= n

        left = keep
        for i, x in excl:
            if left <= 0:
                break
            n = min(x, left)
            left -= n
            val, dest = values[i]
            if dest is not None and val > 0:
                give(dest, i, n, self.buckets[i][0])
            else:
                remaining[i] -= n  # unused
                alloc.setdefault(None, []).append((i, n, self.buckets[i][0]))
        # Fill the set slots: own type first, then stand-ins.
        need = []
        for (tile, items, _), m in zip(self.sets, ms):
            for t in items:
                want = m
                for i, b in enumerate(self.buckets):
                    if want == 0:
                        break
                    if b[0] == t and remaining[i]:
                        n = min(want, remaining[i])
                        give(tile, i, n, t)
                        want -= n
                if want:
                    need.append((tile, t, want))
        for tile, t, want in need:
            for i, b in enumerate(self.buckets):
                if want == 0:
                    break
                if remaining[i] and (self.mode == "any" or b[0] == "gold"):
                    n = min(want, remaining[i])
                    give(tile, i, n, t)
                    want -= n
            if want:
                raise AssertionError("scoring: set slots could not be filled")
        for (tile, size, _), k in zip(self.groups, ks):
            want = size * k
            for i in range(len(self.buckets)):
                if want == 0:
                    break
                if remaining[i]:
                    n = min(want, remaining[i])
                    give(tile, i, n, self.buckets[i][0])
                    want -= n
            if want:
                raise AssertionError("scoring: group slots could not be filled")
        return {"choice": choice, "sets": ms, "groups": ks, "alloc": alloc}


# ---------------------------------------------------------------------------------------------
# Village geometry
# ---------------------------------------------------------------------------------------------

def _links(by_pos, comps, kind):
    """Adjacency of tiles whose touching edges are both ``kind`` (road or water)."""
    adj = {p: set() for p in by_pos}
    for p, pt in by_pos.items():
        edges = comps.tiles[pt.tile].edges
        for d in range(3):  # each neighbouring pair once: directions 0..2 from one side
            q = neighbour(p, d)
            other = by_pos.get(q)
            if other is None:
                continue
            if (edge_at(edges, pt.rot, d) == kind
                    and edge_at(comps.tiles[other.tile].edges, other.rot, opposite(d)) == kind):
                adj[p].add(q)
                adj[q].add(p)
    return adj


def _on_cycles(adj):
    """Positions incident to a non-bridge edge, i.e. lying on some closed loop."""
    on = set()
    for u in adj:
        for v in adj[u]:
            if u >= v or (u in on and v in on):
                continue
            # Is v still reachable from u without the edge u-v?
            seen, stack = {u}, [u]
            found = False
            while stack and not found:
                a = stack.pop()
                for b in adj[a]:
                    if (a == u and b == v) or (a == v and b == u) or b in seen:
                        continue
                    if b == v:
                        found = True
                        break
                    seen.add(b)
                    stack.append(b)
            if found:
                on.add(u)
                on.add(v)
    return on


def _component(adj, start):
    seen, stack = {start}, [start]
    while stack:
        a = stack.pop()
        for b in adj[a]:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return seen


# ---------------------------------------------------------------------------------------------
# Labels
# ---------------------------------------------------------------------------------------------

def _plural(n, word):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _pts(n):
    return _plural(n, "point")


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
    specs = [comps.tiles[pt.tile] for pt in tiles]
    sides = [_side(s, pt.flipped) for s, pt in zip(specs, tiles)]
    powers = {s.power for s in specs if s.power}
    mode_res = "any" if "3b" in powers else "gold"

    doms = {"workers": _Domain("workers"), "skills": _Domain("skills"),
            "resources": _Domain("resources", mode_res)}
    names = {pt.tile: spec.name for pt, spec in zip(tiles, specs)}
    geo = []  # (tile, side, scoring) of the village-shape scorers
    lines_printed = []
    for pt, spec, side in zip(tiles, specs, sides):
        if side.points:
            lines_printed.append((pt.tile, ScoreLine(
                pt.tile, f"{spec.name}: {_pts(side.points)} printed", side.points, {})))
        sc = side.scoring
        if sc is None:
            continue
        if sc.kind == "resources_on_tile":
            doms["resources"].yards[pt.tile] = (sc.resource or "any", sc.points)
        elif sc.kind in ("groups", "sets", "each", "chosen_type"):
            of = sc.of
            dname = of if of in DOMAIN_TYPES else _DOMAIN_OF_TYPE.get(of)
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
        else:
            geo.append((pt, spec, side, sc))

    # Items.
    for c in COLOURS:
        if workers.get(c, 0):
            doms["workers"].buckets.append([c, None, False, int(workers[c])])
    for s in SKILLS:
        if skills.get(s, 0):
            doms["skills"].buckets.append([s, None, False, int(skills[s])])
    pool = {r: 0 for r in RESOURCES}
    res_dom = doms["resources"]
    for pt in tiles:
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

    # Solve each domain, then try each purple declaration in its domain.
    solved = {name: dom.solve() for name, dom in doms.items()}
    if has_purple:
        best = None
        for name, dom in doms.items():
            for typ in _purple_types(dom):
                loc = None
                if name == "resources":
                    takers = [y for y in dom.yards if dom.yard_takes(y, typ)]
                    if takers:
                        loc = max(takers, key=lambda y: dom.yards[y][1])
                trial = dom.with_item(typ, loc)
                score, plan = trial.solve()
                gain = score - solved[name][0]
                if best is None or gain > best[0]:
                    best = (gain, name, trial, score, plan)
        _, name, trial, score, plan = best
        doms[name] = trial
        solved[name] = (score, plan)

    # ---- lines ----
    lines = []
    choices = {}
    printed = {}
    for tile, line in lines_printed:
        printed.setdefault(tile, []).append(line)

    dom_lines = {}
    gold_line = None
    purple_line = None
    purple_decl = None
    for name, dom in doms.items():
        _, plan = solved[name]
        for (tile, _), ch in zip(dom.chosen, plan["choice"]):
            choices[tile] = ch
        alloc = plan["alloc"]
        per_dest = {}
        for dest, parts in alloc.items():
            for i, n, as_type in parts:
                typ, loc, is_purple, _ = dom.buckets[i]
                if is_purple:
                    typ = _declared(dom, dest, typ, as_type, plan["choice"])
                    purple_decl = f"{_SINGULAR[name]}:{typ}"
                per_dest.setdefault(dest, []).append((typ, loc, is_purple, n, as_type))
        for (tile, items_wanted, pts), m in zip(dom.sets, plan["sets"]):
            parts = per_dest.get(tile, [])
            subs = sum(p[3] for p in parts if p[0] != p[4])
            label = f"{names[tile]}: {_plural(m, 'set')} of {'+'.join(items_wanted)}{_note(dom, parts, subs, 'other types')}"
            dom_lines[tile] = ScoreLine(tile, label, m * pts, _count(parts))
        for (tile, size, pts), k in zip(dom.groups, plan["groups"]):
            parts = per_dest.get(tile, [])
            label = f"{names[tile]}: {_plural(k, 'group')} of {size} {name}{_note(dom, parts, 0)}"
            dom_lines[tile] = ScoreLine(tile, label, k * pts, _count(parts))
        for tile, of, pts in dom.eaches:
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            subs = sum(p[3] for p in parts if of in dom.types and p[0] != of)
            label = f"{names[tile]}: {_noun(n, of)} × {pts}{_note(dom, parts, subs, of)}"
            dom_lines[tile] = ScoreLine(tile, label, n * pts, _count(parts))
        for (tile, pts), ch in zip(dom.chosen, plan["choice"]):
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            subs = sum(p[3] for p in parts if p[0] != ch)
            label = f"{names[tile]}: {_noun(n, ch)} × {pts}{_note(dom, parts, subs, ch, f'{ch} chosen')}"
            dom_lines[tile] = ScoreLine(tile, label, n * pts, _count(parts))
        for tile, (res, pts) in dom.yards.items():
            parts = per_dest.get(tile, [])
            n = sum(p[3] for p in parts)
            what = "resources" if res == "any" else res
            subs = 0 if res == "any" else sum(p[3] for p in parts if p[0] != res)
            label = f"{names[tile]}: {_noun(n, what)} on the tile × {pts}{_note(dom, parts, subs, what)}"
            dom_lines[tile] = ScoreLine(tile, label, n * pts, _count(parts))
        if name == "resources":
            parts = per_dest.get("gold", [])
            n = sum(p[3] for p in parts if not p[2])
            if n:
                gold_line = ScoreLine("gold", f"Gold: {n} gold × 1", n, {"gold": n})
            if any(p[2] for p in parts):
                purple_line = ScoreLine("purple", "Start player marker as 1 gold × 1", 1, {"gold": 1})

    if has_purple:
        choices["purple"] = purple_decl or "none"

    # Village-shape scorers.
    by_pos = {tuple(pt.pos): pt for pt in tiles}
    for pt, spec, side, sc in geo:
        k = sc.kind
        if k == "adjacent_tiles":
            n = sum(1 for d in range(6) if neighbour(pt.pos, d) in by_pos)
            line = ScoreLine(pt.tile, f"{spec.name}: {_plural(n, 'neighbouring tile')} × {sc.points}",
                             n * sc.points, {})
        elif k == "transport_capacity":
            cap = 0
            for s2 in sides:
                use = s2.use
                if use is not None and getattr(use, "transport", 0):
                    cap += use.transport
            doubled = "2b" in powers
            pts = cap * sc.points * (2 if doubled else 1)
            label = f"{spec.name}: transport capacity {cap} × {sc.points}"
            if doubled:
                label += ", doubled by summer boat 2b"
            line = ScoreLine(pt.tile, label, pts, {})
        elif k == "road_loop":
            on = _on_cycles(_links(by_pos, comps, "road"))
            n = len(on)
            line = ScoreLine(pt.tile, f"{spec.name}: {_plural(n, 'tile')} on closed road loops × {sc.points}",
                             n * sc.points, {})
        elif k == "river_boats":
            home = next((p for p, t in by_pos.items() if comps.tiles[t.tile].kind == "home"), None)
            n = 0
            if home is not None:
                comp = _component(_links(by_pos, comps, "water"), home)
                for p in comp:
                    s3 = comps.tiles[by_pos[p].tile]
                    if s3.kind == "boat" or s3.power:
                        n += 1
            line = ScoreLine(pt.tile, f"{spec.name}: {_plural(n, 'boat')} on the home river × {sc.points}",
                             n * sc.points, {})
        elif k == "free_flip":
            continue  # the flip itself happens before scoring; the 2 points are printed
        else:
            raise ValueError(f"{pt.tile}: unknown scoring kind {k!r}")
        dom_lines[pt.tile] = line

    for pt in tiles:
        for line in printed.get(pt.tile, ()):
            lines.append(line)
        if pt.tile in dom_lines:
            lines.append(dom_lines.pop(pt.tile))
    if gold_line is not None:
        lines.append(gold_line)
    if purple_line is not None:
        lines.append(purple_line)
    total = sum(line.points for line in lines)
    return ScoreSheet(total, tuple(lines), choices)


def _purple_types(dom):
    """Declarations worth trying for the purple marker in one domain.

    A resource declared gold does everything another type would: every yard and barn takes
    gold, gold fills any gap in a set, and gold already earns 1 point (2 with the Jeweller) on
    its own.  Only a chosen-type or per-type scorer paying more than that could make another
    type better, so those types are tried too.  With summer boat 3b all resources are alike.
    The declaration is renamed afterwards to what the marker actually stood for.
    """
    if dom.name != "resources":
        return dom.types
    if dom.mode == "any":
        return ("gold",)
    extra = [of for _, of, pts in dom.eaches if of in dom.types and of != "gold" and pts > 1]
    if any(pts > 1 for _, pts in dom.chosen):
        extra = [t for t in dom.types if t != "gold"]
    return ("gold",) + tuple(t for t in dom.types if t in extra)


def _declared(dom, dest, typ, as_type, choice) -> str:
    """The type to declare the purple marker as, given where it ended up."""
    if dest is None or dest == "gold":
        return typ
    if dest in dom.yards:
        res = dom.yards[dest][0]
        return typ if res == "any" else res
    for tile, of, _ in dom.eaches:
        if tile == dest:
            return of if of in dom.types else typ
    for (tile, _), ch in zip(dom.chosen, choice):
        if tile == dest:
            return ch
    return as_type


def _count(parts) -> dict:
    out = {}
    for typ, _, _, n, _ in parts:
        out[typ] = out.get(typ, 0) + n
    return out


def _noun(n, what) -> str:
    """'3 workers', '1 green worker', '2 saws', '4 iron', '1 resource'."""
    if what in _SINGULAR:
        return _plural(n, _SINGULAR[what])
    if what in COLOURS:
        return _plural(n, f"{what} worker")
    if what in SKILLS:
        return _plural(n, what)
    return f"{n} {what}"


def _note(dom, parts, subs, as_what=None, lead=None) -> str:
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
