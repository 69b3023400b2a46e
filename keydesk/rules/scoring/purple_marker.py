"""The purple start-player marker at game end: who may declare it (ruling R9), which
declarations are worth trying in a domain of items, and what it is declared as once the
allocation has placed it (rulebook: *Game end scoring*).

`marker_declarer` is the one place that says who scores the marker: the final scorer
(`Game.scores`), the live score on the name bars and the bots' evaluation all ask it, so a
bot never counts a point the rules will not give."""

from __future__ import annotations


def marker_declarer(state, comps):
    """The player who may declare the purple marker in the final scoring, or None.

    *Game end scoring*: it "may be declared by the player who successfully bid for it" — the
    winner of the winter start-player tile (ruling R9).  When nobody won that tile the marker
    still passes left for turn order, but its new holder did not bid for it and scores nothing;
    before winter's turn order is settled nobody may declare it yet.
    """
    for p, won in enumerate(state.order_won):  # empty for all until winter's turn order is settled
        if won and next(t for t, shows in comps.setups[state.n].turn_order if shows) in won:
            return p
    return None


def purple_types(dom):
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


def declared(dom, dest, typ, as_type, choice) -> str:
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
