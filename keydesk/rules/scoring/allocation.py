"""The exact allocation of one domain of items (workers, skills or resources) to its scorers.

Workers, skills and resources are three independent domains (the purple marker is the only
link: it joins exactly one of them), each solved like this:

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

The choices (chosen types, purple declaration) are enumerated outright.  scoring.py builds the
domains from a village and turns their plans into score lines.
"""

from __future__ import annotations

from itertools import accumulate, product

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.scoring.purple_marker import purple_types

DOMAIN_TYPES = {"workers": tuple(COLOURS), "skills": tuple(SKILLS), "resources": tuple(RESOURCES)}
DOMAIN_OF_TYPE = {t: d for d, ts in DOMAIN_TYPES.items() for t in ts}


class Domain:
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

    def with_buckets(self, buckets):
        """The same scorers with these items instead (the lists are shared, not copied)."""
        d = Domain.__new__(Domain)
        d.name, d.types, d.buckets, d.mode, d.gold_point = self.name, self.types, buckets, self.mode, self.gold_point
        d.sets, d.groups, d.eaches, d.chosen, d.yards = self.sets, self.groups, self.eaches, self.chosen, self.yards
        return d

    def copy(self):
        """The same domain with scorer lists of its own, to add scorers to."""
        d = self.with_buckets(list(self.buckets))
        d.sets, d.groups, d.eaches, d.chosen = list(self.sets), list(self.groups), list(self.eaches), list(self.chosen)
        d.yards = dict(self.yards)
        return d

    def with_item(self, typ, loc):
        return self.with_buckets(self.buckets + [[typ, loc, True, 1]])

    def with_purple(self, typ):
        """The domain with the purple marker declared as `typ`: a resource stands on the yard
        or barn that pays most for it (the first such), anything else behind the screen."""
        loc = None
        if self.name == "resources":
            takers = [y for y in self.yards if self.yard_takes(y, typ)]
            if takers:
                loc = max(takers, key=lambda y: self.yards[y][1])
        return self.with_item(typ, loc)

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

    # The two enumerations below recurse through methods, not nested functions: a nested
    # function that calls itself holds itself in its closure, a reference cycle that only the
    # cycle collector frees, and with it the lists it built.  The bots score thousands of
    # villages a decision with the collector paused (keydesk/ai/bots/collector.py), so each such
    # cycle used to outlive the search and bloat the heap a later full collection must walk.

    def _set_combos(self, counts):
        """Every vector of set counts whose slots the items can fill."""
        out = []
        self._extend_set_combos(counts, 0, [], {}, out)
        return out

    def _extend_set_combos(self, counts, j, ms, demand, out) -> None:
        """Append to `out` every completion of the set counts `ms` chosen for sets before `j`."""
        if j == len(self.sets):
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
            self._extend_set_combos(counts, j + 1, ms + [m], d, out)
            m += 1

    def _group_combos(self, free):
        """Every vector of group counts that fits in ``free`` items: [(counts, items used, points)]."""
        if not self.groups:
            return [((), 0, 0)]
        if len(self.groups) == 1:
            _, size, pts = self.groups[0]
            return [((k,), size * k, pts * k) for k in range(free // size + 1)]
        out = []
        self._extend_group_combos(free, 0, [], 0, 0, out)
        return out

    def _extend_group_combos(self, free, j, ks, used, pts, out) -> None:
        """Append to `out` every completion of the group counts `ks` chosen for groups before `j`."""
        if j == len(self.groups):
            out.append((tuple(ks), used, pts))
            return
        _, size, p = self.groups[j]
        k = 0
        while used + size * k <= free:
            self._extend_group_combos(free, j + 1, ks + [k], used + size * k, pts + p * k, out)
            k += 1

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

    def key(self) -> tuple:
        """Everything the domain's values depend on, as a hashable tuple."""
        return (self.name, self.mode, tuple(map(tuple, self.buckets)), tuple(self.sets), tuple(self.groups),
                tuple(self.eaches), tuple(self.chosen), tuple(self.yards.items()))

    def value(self, purple: bool = False) -> int:
        """The best score, plus the most the purple marker adds when `purple`; remembered by
        `key`: a bot's evaluation scores the same few domains again and again while the rest
        of a village changes (workers come and go, a winter tile is tried in the village)."""
        if self.scores_nothing():  # only gold counters earn, and the marker as gold adds one
            if not self.gold_point:
                return 0
            return sum(b[3] for b in self.buckets if b[0] == "gold") + purple
        key = (self.key(), purple)
        found = _VALUES.get(key)
        if found is None:
            if len(_VALUES) >= _VALUES_LIMIT:
                _VALUES.clear()
            if purple:
                found = max(self.with_purple(typ).best() for typ in purple_types(self))
            else:
                found = self.best()
            _VALUES[key] = found
        return found

    def scores_nothing(self) -> bool:
        """No scorer takes this domain's items: only gold counters earn (1 point each)."""
        return not (self.sets or self.groups or self.eaches or self.chosen or self.yards)

    def best(self) -> int:
        """The domain's best score, as `solve` finds it, without building the allocation."""
        if self.scores_nothing():
            return sum(b[3] for b in self.buckets if b[0] == "gold") if self.gold_point else 0
        single = self._single_scorer()
        return single if single is not None else self._search()[0]

    def _single_scorer(self):
        """The best score in closed form when one scorer takes workers or skills (a Key guild's
        groups, a Scribes set, a Village hall's chosen colour), or None: the bots score such
        villages thousands of times a decision, and the search's set-up is most of the cost.
        Nothing stands in for another type here, so the counts by type decide everything."""
        if self.name == "resources" or self.eaches or self.yards:
            return None
        if len(self.groups) + len(self.sets) + len(self.chosen) != 1:
            return None
        counts = dict.fromkeys(self.types, 0)
        for typ, _, _, n in self.buckets:
            counts[typ] += n
        if self.groups:
            _, size, pts = self.groups[0]
            return sum(counts.values()) // size * pts
        if self.chosen:
            return max(counts.values()) * self.chosen[0][1]
        _, items, pts = self.sets[0]
        if not items or not all(t in counts for t in items):
            return None
        return min(counts[t] // items.count(t) for t in items) * pts

    def solve(self):
        """Best (score, plan) for this domain."""
        score, plan, counts = self._search()
        return score, self._allocate(counts, plan)

    def _search(self):
        """(best score, its plan, item counts by type): every choice and set count priced."""
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
        return best_key[0], best_plan, counts

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


_VALUES = {}  # (Domain.key(), purple) -> Domain.value(purple)
_VALUES_LIMIT = 20000
