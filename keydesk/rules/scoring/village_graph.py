"""The road and river graphs of a village, for the scorers that count its shape (Sea Bastion's
road loop, the home river's boats).  Pure Python."""

from __future__ import annotations

from keydesk.rules.hexgrid import edge_at, neighbour, opposite


def links(by_pos, comps, kind):
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


def loop_edges(adj):
    """The adjacency kept to edges that lie on some closed loop (every edge but the bridges)."""
    kept = {p: set() for p in adj}
    for u in adj:
        for v in adj[u]:
            if u < v and _reachable_without(adj, u, v):
                kept[u].add(v)
                kept[v].add(u)
    return kept


def _reachable_without(adj, u, v) -> bool:
    """Is v reachable from u without the edge u-v?"""
    seen, stack = {u}, [u]
    while stack:
        a = stack.pop()
        for b in adj[a]:
            if (a == u and b == v) or b in seen:
                continue
            if b == v:
                return True
            seen.add(b)
            stack.append(b)
    return False


def best_closed_trail(adj) -> int:
    """The most distinct positions on one closed trail: a route that returns to its start and
    uses no edge twice, though it may pass a position twice (a figure eight).

    Sea Bastion's traveller walks one such route, so two separate loops score only the larger.
    A trail never crosses a bridge, so the search runs on each piece left when the bridges are
    removed.  Any connected part of a piece in which every position has an even number of
    edges can be walked whole (Euler), which gives a first best; then every trail is tried,
    from each start in turn, and a start is set aside once tried (any later trail through it
    was already found from it).  Village graphs are small, and a branch that cannot beat the
    best so far is cut, so the search ends quickly even for a village of roads only."""
    loops = loop_edges(adj)
    best, done = 0, set()
    for p in sorted(loops):
        if p in done or not loops[p]:
            continue
        piece = component(loops, p)
        done |= piece
        if len(piece) <= best:
            continue
        best = max(best, _even_part(loops, piece))
        removed = set()
        for start in sorted(piece):
            if len(piece) - len(removed) <= best:
                break
            best = _walk(loops, start, start, set(), {start: 1}, removed, best)
            removed.add(start)
    return best


def _even_part(adj, piece) -> int:
    """The positions of the largest connected part left when the piece's odd positions are
    made even by dropping the roads of a shortest path between each pair of them: a closed
    trail that is often the best, found without a search."""
    edges = {(a, b) for a in piece for b in adj[a] if a < b}
    odd = sorted(q for q in piece if len(adj[q]) % 2)
    while odd:
        path = _shortest_path(adj, odd[0], set(odd[1:]))
        odd = [q for q in odd if q not in (path[0], path[-1])]
        edges ^= {(a, b) if a < b else (b, a) for a, b in zip(path, path[1:])}
    even = {q: set() for q in piece}
    for a, b in edges:
        even[a].add(b)
        even[b].add(a)
    return max((len(component(even, q)) for q in piece if even[q]), default=0)


def _shortest_path(adj, start, targets) -> list:
    """A shortest path from `start` to the nearest of `targets` (one is always reachable)."""
    came = {start: None}
    queue = [start]
    for a in queue:
        if a in targets:
            path = [a]
            while came[path[-1]] is not None:
                path.append(came[path[-1]])
            return path[::-1]
        for b in sorted(adj[a]):
            if b not in came:
                came[b] = a
                queue.append(b)
    raise ValueError("an odd position with no other odd position in its piece")


def _most_within_reach(adj, start, at, used, seen, removed) -> int:
    """At most how many distinct positions the trail can have when it closes: those on it now
    and those reachable from `at` along unused roads, leaving out any that has fewer than two
    unused roads (the trail could enter it but not leave) until none is left out; 0 when
    `start` cannot be reached again."""
    free = {}
    for a in adj:
        if a not in removed:
            free[a] = {b for b in adj[a] if b not in removed and ((a, b) if a < b else (b, a)) not in used}
    stuck = [a for a in free if a not in seen and len(free[a]) < 2]
    while stuck:
        a = stuck.pop()
        for b in free.pop(a, ()):
            free[b].discard(a)
            if b not in seen and len(free[b]) == 1:
                stuck.append(b)
    found, stack, reached = 0, [at], {at}
    while stack:
        a = stack.pop()
        for b in free.get(a, ()):
            if b not in reached:
                reached.add(b)
                found += b not in seen
                stack.append(b)
    return len(seen) + found if start in reached else 0


def _walk(adj, start, at, used, seen, removed, best) -> int:
    """The best of `best` and every closed trail that continues the one walked so far
    (`used` edges, `seen` positions with how often each is on it) from `at` back to `start`."""
    if _most_within_reach(adj, start, at, used, seen, removed) <= best:
        return best  # nothing this trail can still reach would beat the best
    for nxt in adj[at]:
        edge = (at, nxt) if at < nxt else (nxt, at)
        if nxt in removed or edge in used:
            continue
        if nxt == start:
            best = max(best, len(seen))
        used.add(edge)
        seen[nxt] = seen.get(nxt, 0) + 1
        best = _walk(adj, start, nxt, used, seen, removed, best)
        seen[nxt] -= 1
        if not seen[nxt]:
            del seen[nxt]
        used.discard(edge)
    return best


def component(adj, start):
    seen, stack = {start}, [start]
    while stack:
        a = stack.pop()
        for b in adj[a]:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return seen
