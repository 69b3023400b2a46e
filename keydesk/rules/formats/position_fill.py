"""The hidden half of a position: screens, hands, bag, supplies, piles and unused tiles.

Whatever a position gives is checked against the box; whatever it leaves out is drawn (or
counted) from what remains, with the position's own generator, so a position typed by hand to
show one village is still a complete, legal game.  Defaults (docs/positions.md): a screen left
out holds the set-up's 8 workers drawn from the bag and no skills; a winter hand left out is
dealt while winter tiles are still to be chosen; the bag, green supply, resource supply, skill
pile and unused tiles left out hold everything that is nowhere else.
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, RESOURCES, SEASONS, SKILLS
from keydesk.rules.unseen import certain_behind, deal, skills_on_boats, workers_on_table

SCREEN_KEYS = ("workers", "seen", "skills", "winter_hand", "winter_chosen", "to_place", "turn_order_won", "boat")


def _player_text(p: int) -> str:
    return f"P{p + 1}"


def _draw(r, state, pool: dict, names, k: int, field: str) -> dict:
    """k items drawn at random from the multiset `pool` (taken out of it) by the game's generator."""
    if k > sum(pool[x] for x in names):
        r.fail(field, f"at most the {sum(pool[x] for x in names)} still unaccounted for", k)
    return deal(pool, names, k, state.rng.below)


def _take(r, pool: dict, given: dict, field: str, what: str) -> None:
    for key, k in given.items():
        if k > pool[key]:
            r.fail(field, f"at most {pool[key]} more {key} {what} (the game has {r.box[key]} in all)", k)
        pool[key] -= k


def fill_hidden(r, state, doc) -> None:
    screens = r.mapping(doc.get("screens") or {}, "screens")
    for key in screens:
        r.seat(key, "screens")
        r.mapping(screens[key], f"screens.{key}", SCREEN_KEYS)
    specs = [screens.get(_player_text(p), {}) for p in range(state.n)]
    _fill_workers(r, state, doc, specs)
    _fill_skills(r, state, doc, specs)
    _fill_resources(r, state, doc)
    _fill_tiles(r, state, doc, specs)
    _check_phase(r, state)


def _fill_workers(r, state, doc, specs) -> None:
    r.box = dict(r.comps.workers)
    pool = dict(r.box)
    _take(r, pool, workers_on_table(state), "villages, auction, turn_order and boats", "workers")
    hidden = []
    for p, spec in enumerate(specs):
        field = f"screens.P{p + 1}.workers"
        value = spec.get("workers", r.comps.start_workers)
        state.screen_record[p] = _record(r, spec, f"screens.P{p + 1}.seen")
        if isinstance(value, dict):
            state.screens[p] = r.all_counts(value, COLOURS, field)
            _take(r, pool, state.screens[p], field, "workers")
            _check_record(r, state, p, state.screens[p])
        else:
            hidden.append((p, r.count(value, field), field))
    bag = r.all_counts(doc["bag"], COLOURS, "bag") if "bag" in doc else None
    if bag is not None:
        _take(r, pool, bag, "bag", "workers")
    greens = r.count(doc["green_supply"], "green_supply") if "green_supply" in doc else None
    if greens is not None:
        _take(r, pool, {"green": greens}, "green_supply", "workers")
    drawable = [c for c in COLOURS if c != "green"]
    # Every screen's certain part first, so no draw takes a worker another record says is there.
    certain = {p: certain_behind(state.screen_record[p]) for p, _, _ in hidden}
    for p, k, field in hidden:
        _take(r, pool, certain[p], f"screens.P{p + 1}.seen", "workers")
        if sum(certain[p].values()) > k:
            r.fail(f"screens.P{p + 1}.seen", f"no more workers seen going in than the screen's {k}",
                   sum(certain[p].values()))
    for p, k, field in hidden:
        got = _draw(r, state, pool, drawable, k - sum(certain[p].values()), field)
        state.screens[p] = {c: certain[p][c] + got.get(c, 0) for c in COLOURS}
    if bag is None:  # everything unaccounted for is in the bag; spare greens stay in the supply
        bag = {c: pool[c] for c in drawable}
        bag["green"] = 0
        pool.update(dict.fromkeys(drawable, 0))
        if greens is not None:
            bag["green"], pool["green"] = pool["green"], 0
    if greens is None:
        greens, pool["green"] = pool["green"], 0
    for c in COLOURS:
        if pool[c]:
            r.fail("bag", f"every worker somewhere: {pool[c]} {c} workers are unaccounted for")
    state.bag, state.greens = bag, greens


def _record(r, spec, field: str) -> list:
    """A screen's public record (`GameState.screen_record`) from `seen`: by colour, the workers
    the table saw go behind the screen less those it saw come out (below 0 when more came out)."""
    seen = r.mapping(spec.get("seen") or {}, field, COLOURS)
    for c, k in seen.items():
        if isinstance(k, bool) or not isinstance(k, int):
            r.fail(f"{field}.{c}", "a whole number (below 0 when more came out than went in)", k)
    return [seen.get(c, 0) for c in COLOURS]


def _check_record(r, state, p: int, screen: dict) -> None:
    """What the table saw go in and stay must be behind the screen."""
    for c, k in zip(COLOURS, state.screen_record[p]):
        if k > screen[c]:
            r.fail(f"screens.P{p + 1}.seen.{c}", f"at most the {screen[c]} {c} behind the screen", k)


def _fill_skills(r, state, doc, specs) -> None:
    r.box = dict(r.comps.skills)
    pool = dict(r.box)
    _take(r, pool, skills_on_boats(state), "boats", "skills")
    hidden = []
    for p, spec in enumerate(specs):
        field = f"screens.P{p + 1}.skills"
        value = spec.get("skills", {})
        if isinstance(value, dict):
            state.skills[p] = r.all_counts(value, SKILLS, field)
            _take(r, pool, state.skills[p], field, "skills")
        else:
            hidden.append((p, r.count(value, field), field))
    pile = r.all_counts(doc["skill_pile"], SKILLS, "skill_pile") if "skill_pile" in doc else None
    if pile is not None:
        _take(r, pool, pile, "skill_pile", "skills")
    for p, k, field in hidden:
        got = _draw(r, state, pool, list(SKILLS), k, field)
        state.skills[p] = {s: got.get(s, 0) for s in SKILLS}
    if pile is None:
        pile, pool = dict(pool), dict.fromkeys(SKILLS, 0)
    for s in SKILLS:
        if pool[s]:
            r.fail("skill_pile", f"every skill somewhere: {pool[s]} {s} are unaccounted for")
    state.pile = pile


def _fill_resources(r, state, doc) -> None:
    r.box = dict(r.comps.resources)
    pool = dict(r.box)
    for tile, counts in state.res.items():
        _take(r, pool, dict(zip(RESOURCES, counts)), "villages (resources on tiles)", "")
    if "supply" in doc:
        supply = r.all_counts(doc["supply"], RESOURCES, "supply")
        _take(r, pool, supply, "supply", "")
        for k in RESOURCES:
            if pool[k]:
                r.fail("supply", f"every resource somewhere: {pool[k]} {k} are unaccounted for")
        state.supply = supply
    else:
        state.supply = pool


def _tile_list(r, value, field: str) -> list:
    return list(r.listing(value, field))


def _fill_tiles(r, state, doc, specs) -> None:
    comps = r.comps
    for p, spec in enumerate(specs):
        base = f"screens.P{p + 1}"
        for i, tile in enumerate(_tile_list(r, spec.get("to_place", []), f"{base}.to_place")):
            state.to_place[p].append(r.tile(tile, f"{base}.to_place[{i}]", ("village", "boat", "turn_order")))
        for i, tile in enumerate(_tile_list(r, spec.get("turn_order_won", []), f"{base}.turn_order_won")):
            if tile not in comps.turn_order_tiles or r.seen.get(tile) is None:
                r.fail(f"{base}.turn_order_won[{i}]", "a turn-order tile now in this village or to place", tile)
            state.order_won[p].append(tile)
        if "boat" in spec:
            if spec["boat"] not in comps.boats or r.seen.get(spec["boat"]) is None:
                r.fail(f"{base}.boat", "a boat tile now in this village or to place", spec["boat"])
            state.boat_of[p] = spec["boat"]
    unused = r.mapping(doc.get("unused_tiles") or {}, "unused_tiles", ("summer", "autumn", "winter"))
    for season in ("summer", "autumn"):
        if season in unused:
            field = f"unused_tiles.{season}"
            state.pools[season] = [
                r.pool_tile(t, f"{field}[{i}]", season) for i, t in enumerate(_tile_list(r, unused[season], field))
            ]
    box = None
    if "winter" in unused:
        field = "unused_tiles.winter"
        box = [r.tile(t, f"{field}[{i}]", ("village",), "winter") for i, t in enumerate(_tile_list(r, unused["winter"], field))]
    _fill_hands(r, state, specs)
    for season in ("summer", "autumn"):
        if season not in unused:
            state.pools[season] = [t for t in comps.season_pool(season) if t not in r.seen]
            r.seen.update({t: f"unused_tiles.{season}" for t in state.pools[season]})
    if box is None:
        box = sorted(t for t in comps.season_pool("winter") if t not in r.seen)
    state.winter_box = box


def _fill_hands(r, state, specs) -> None:
    comps = r.comps
    dealing = state.season in SEASONS[:3] or state.phase == "winter_select"
    later = []
    for p, spec in enumerate(specs):
        base = f"screens.P{p + 1}"
        if "winter_chosen" in spec:
            if state.season not in ("winter", "over"):
                r.fail(f"{base}.winter_chosen", "winter tiles chosen only in winter")
        hand = spec.get("winter_hand")
        dealt = comps.setups[state.n].winter_hand  # a hand only ever shrinks from the set-up's deal (rulings.md)
        if isinstance(hand, list):
            if len(hand) > dealt:
                r.fail(f"{base}.winter_hand", f"at most the {dealt} winter tiles a player is dealt at {state.n} players",
                       hand)
            state.winter_hands[p] = [r.tile(t, f"{base}.winter_hand[{i}]", ("village",), "winter") for i, t in enumerate(hand)]
        else:
            k = dealt if hand is None and dealing else (hand or 0)
            if r.count(k, f"{base}.winter_hand") > dealt:
                r.fail(f"{base}.winter_hand", f"at most the {dealt} winter tiles a player is dealt at {state.n} players", k)
            later.append((p, k))
        if "winter_chosen" in spec:
            chosen = _tile_list(r, spec["winter_chosen"], f"{base}.winter_chosen")
            # After the choice the chosen tiles are in the auction, a village, or out of the game.
            known = hand if state.phase == "winter_select" else list(comps.season_pool("winter"))
            if not chosen or len(set(chosen)) != len(chosen) or not isinstance(known, list) or not set(chosen) <= set(known):
                r.fail(f"{base}.winter_chosen", "winter tiles of this player's hand (or in play), each once", chosen)
            state.winter_chosen[p] = tuple(chosen)
    for p, k in later:
        left = [t for t in comps.season_pool("winter") if t not in r.seen]
        if k > len(left):
            r.fail(f"screens.P{p + 1}.winter_hand", f"at most the {len(left)} winter tiles left", k)
        for _ in range(k):
            tile = left.pop(state.rng.below(len(left)))
            state.winter_hands[p].append(r.tile(tile, f"screens.P{p + 1}.winter_hand"))


def _check_phase(r, state) -> None:
    waiting = [p for p in range(state.n) if state.to_place[p]]
    if state.phase == "place" and not waiting:
        r.fail("phase", "'place' only while someone has tiles to place (screens.Pn.to_place)", "place")
    if state.phase in ("actions", "winter_select", "over") and waiting:
        r.fail(f"screens.P{waiting[0] + 1}.to_place", f"no tiles waiting to be placed in the {state.phase} phase")
    if state.phase == "winter_select":
        if all(c is not None for c in state.winter_chosen):
            r.fail("phase", "'winter_select' only while someone still has to choose winter tiles", "winter_select")
        for p in range(state.n):
            if state.winter_chosen[p] is None and not state.winter_hands[p]:
                r.fail(f"screens.P{p + 1}.winter_hand", "winter tiles to choose from during the winter choice")
