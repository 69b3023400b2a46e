"""The road and river graphs of a village, for the scorers that count its shape (Key guild's
road loops, the home river's boats).  Pure Python."""

from __future__ import annotations

from .hexgrid import edge_at, neighbour, opposite


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


def on_cycles(adj):
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


def component(adj, start):
    seen, stack = {start}, [start]
    while stack:
        a = stack.pop()
        for b in adj[a]:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return seen
