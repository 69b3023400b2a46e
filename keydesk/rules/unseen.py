"""Pieces nobody shows, counted and dealt: the one place for "deal what is hidden".

Two parts of keydesk put hidden pieces back where they could be: a bot looking ahead from a
masked view (keydesk/ai/bots/determinize.py) and a position typed with parts left out
(keydesk/rules/formats/position_fill.py).  Both must deal only pieces that could really be
there: the box's totals less every piece on the table, and behind a screen at least what its
public record makes certain.  What the table shows everyone — workers on tiles in use, in bids
and on the boats; skills on the boats; what went in and out of each screen — is counted here,
and the dealing from a multiset is written here once, with whichever generator the caller
plays by (a bot its own `random.Random`, a position the game's generator, so a loaded position
is the same every time).
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, SKILLS


def workers_on_table(state) -> dict:
    """{colour: workers} on tiles in use, in bids and on the boats: what every view shows."""
    out = dict.fromkeys(COLOURS, 0)
    for usage in state.uses.values():
        for c, k in zip(COLOURS, usage.workers):
            out[c] += k
    for entries in state.bids.values():
        for e in entries:
            if e:
                out[e.colour] += e.count
    for cargo in state.cargo.values():
        if cargo:
            for c, k in zip(COLOURS, cargo[0]):
                out[c] += k
    return out


def skills_on_boats(state) -> dict:
    """{skill: tiles} on the boats, the only skills every view shows."""
    out = dict.fromkeys(SKILLS, 0)
    for cargo in state.cargo.values():
        if cargo:
            for s, k in zip(SKILLS, cargo[1]):
                out[s] += k
    return out


def known_behind(record, size: int, pool: dict) -> dict:
    """{colour: workers} certainly behind a screen holding `size` workers whose public record
    (`GameState.screen_record`) is `record`: what was seen going in and not coming out (a
    colour seen coming out more often came from the draws nobody saw).  Taken out of `pool`,
    the workers nobody sees, so the rest of the screen is dealt from what is left; never more
    than `pool` or the screen holds."""
    known = certain_behind(record)
    for c in COLOURS:
        known[c] = min(known[c], pool[c], size)
        size -= known[c]
        pool[c] -= known[c]
    return known


def certain_behind(record) -> dict:
    """{colour: workers} a screen's public record makes certain, however many it holds."""
    return {c: max(0, k) for c, k in zip(COLOURS, record)}


def deal(pool: dict, names, k: int, below) -> dict:
    """`k` pieces drawn at random from the multiset `pool` among `names` (taken out of it), as
    {name: count} over every key of the pool; `below(n)` gives a uniform whole number in
    [0, n), one call per piece.  The caller makes sure the pool holds `k`."""
    got = dict.fromkeys(pool, 0)
    for _ in range(k):
        x = below(sum(pool[name] for name in names))
        for name in names:
            if x < pool[name]:
                break
            x -= pool[name]
        pool[name] -= 1
        got[name] += 1
    return got
