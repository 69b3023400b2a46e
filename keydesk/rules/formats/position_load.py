"""Reading a position document into a GameState, checking every field against the components.

Every tile may appear once; every worker, resource and skill count must add up to what the box
holds; villages must be a home at [0, 0] with tiles joined to it; bids and workers on tiles must
be possible.  A wrong field raises PositionError naming the file and the field, like scenario
errors do.  Hidden parts may be left out and are then drawn from what remains (docs/positions.md).
"""

from __future__ import annotations

from keydesk.rules.components import COLOURS, RESOURCES, SEASONS, SKILLS
from keydesk.rules.hexgrid import neighbours
from keydesk.rules.formats.position import FORMAT_KEY, FORMAT_VERSION
from keydesk.rules.limits import names_problem, seed_problem
from keydesk.rules.rng import Rng, fresh_seed
from keydesk.rules.formats.fields import Fields, replay
from keydesk.rules.formats.scenario import ScenarioError
from keydesk.rules.seat_kinds import SEAT_KINDS
from keydesk.rules.state import PHASES, BidEntry, GameState, Pending, Usage
from keydesk.rules.words import with_article

KEYS = (
    FORMAT_KEY, "players", "names", "seats", "seed", "rng_state", "season", "phase", "start_player",
    "purple", "start_passes_left", "turn", "passes", "pending", "boat_queue", "flipper", "villages",
    "auction", "turn_order", "boats", "screens", "bag", "green_supply", "supply", "skill_pile",
    "unused_tiles", "hints", "actions",
)
VILLAGE_KINDS = ("home", "village", "boat", "turn_order")


class PositionError(ScenarioError):
    """A position that cannot be loaded; the message names the file and the field."""


class _Reader(Fields):
    """The field checks, plus what a position needs: its player count and the tiles seen so far."""

    def __init__(self, name: str, comps, n: int = 6):
        super().__init__(name, PositionError)
        self.comps, self.n = comps, n
        self.seen: dict = {}  # physical tile -> the field that placed it

    def seat(self, value, field: str) -> int:
        return self.player(value, self.n, field)

    def all_counts(self, value, names, field: str) -> dict:
        """Counts for every one of `names`: those the file leaves out (or the whole field) are 0."""
        return dict.fromkeys(names, 0) | self.counts(value or {}, names, field)

    def tile(self, value, field: str, kinds=None, season=None) -> str:
        spec = self.comps.tiles.get(value) if isinstance(value, str) else None
        if spec is None:
            self.fail(field, "a known tile id", value)
        if kinds is not None and spec.kind not in kinds:
            self.fail(field, f"a tile of kind {' or '.join(kinds)}", value)
        if season is not None and spec.season != season:
            self.fail(field, f"{with_article(season)} tile", value)
        physical = spec.pair or value
        if physical in self.seen:
            self.fail(field, f"a tile not already used (it is also in {self.seen[physical]})", value)
        self.seen[physical] = field
        return value

    def pool_tile(self, value, field: str, season: str) -> str:
        """A tile in a face-down pile: summer boats are named by their physical tile."""
        if isinstance(value, str) and value in {t.pair for t in self.comps.tiles.values() if t.pair}:
            if value in self.seen:
                self.fail(field, f"a tile not already used (it is also in {self.seen[value]})", value)
            self.seen[value] = field
            return value
        return self.tile(value, field, ("village",), season)


def _bid(r: _Reader, text, field: str) -> BidEntry:
    parts = str(text).split()
    if len(parts) not in (2, 3) or not (parts[0].isascii() and parts[0].isdigit()) or int(parts[0]) < 1 or parts[1] not in COLOURS:
        r.fail(field, "a bid like '2 red' (or '1 blue flat')", text)
    if len(parts) == 3 and parts[2] != "flat":
        r.fail(field, "a bid like '2 red' (or '1 blue flat')", text)
    return BidEntry(parts[1], int(parts[0]), len(parts) == 3)


def _bids(r: _Reader, value, field: str, n: int) -> tuple:
    entries = [None] * n
    for key, text in r.mapping(value or {}, field).items():
        entries[r.seat(key, field)] = _bid(r, text, f"{field}.{key}")
    standing = {e.colour for e in entries if e and not e.flat}
    if len(standing) > 1:
        r.fail(field, "bids of one colour (only a summer boat 4a counter-bid lies flat)", value)
    return tuple(entries)


def _use(r: _Reader, value, field: str) -> Usage:
    r.mapping(value, field, ("colour", "last", "workers"))
    colour = value.get("colour")
    if colour not in COLOURS:
        r.fail(f"{field}.colour", f"one of {', '.join(COLOURS)}", colour)
    workers = r.all_counts(value.get("workers"), COLOURS, f"{field}.workers")
    total = sum(workers.values())
    if not 1 <= total <= r.comps.max_workers_per_tile:
        r.fail(f"{field}.workers", f"1 to {r.comps.max_workers_per_tile} workers on a tile", total)
    last = r.count(value.get("last"), f"{field}.last", 1)
    if last > total:
        r.fail(f"{field}.last", f"at most the {total} workers on the tile", last)
    return Usage(colour, last, total, tuple(workers[c] for c in COLOURS))


def _village(r: _Reader, state, p: int, value, field: str) -> None:
    seen_home = None
    for i, entry in enumerate(r.listing(value, field)):
        where = f"{field}[{i}]"
        r.mapping(entry, where, ("tile", "at", "rot", "face", "resources", "use"))
        tile = r.tile(entry.get("tile"), f"{where}.tile", VILLAGE_KINDS)
        spec = r.comps.tiles[tile]
        at = entry.get("at")
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in at)):
            r.fail(f"{where}.at", "a hex [q, r]", at)
        pos = (at[0], at[1])
        if pos in state.villages[p]:
            r.fail(f"{where}.at", f"an empty hex ({state.villages[p][pos]} is already there)", at)
        rot = entry.get("rot", 0)
        if isinstance(rot, bool) or rot not in range(6):
            r.fail(f"{where}.rot", "a rotation 0-5", rot)
        if spec.kind == "home":
            if seen_home or pos != (0, 0):
                r.fail(f"{where}", "one home tile per village, at [0, 0]", tile)
            seen_home = tile
        face = entry.get("face", "front")
        if face not in ("front", "back") or (face == "back" and spec.back is None):
            r.fail(f"{where}.face", "front" + (" or back" if spec.back else " (this tile has no back)"), face)
        state.villages[p][pos] = tile
        state.placed[tile] = (p, pos, rot)
        if face == "back":
            state.flipped.add(tile)
        res = r.all_counts(entry.get("resources"), RESOURCES, f"{where}.resources")
        state.res[tile] = tuple(res[k] for k in RESOURCES)
        if "use" in entry:
            state.uses[tile] = _use(r, entry["use"], f"{where}.use")
    if seen_home is None:
        r.fail(field, "a village with its home tile at [0, 0]", value)
    state.homes[p] = seen_home
    _check_joined(r, state.villages[p], field)


def _check_joined(r: _Reader, village: dict, field: str) -> None:
    reached, todo = {(0, 0)}, [(0, 0)]
    while todo:
        for nb in neighbours(todo.pop()):
            if nb in village and nb not in reached:
                reached.add(nb)
                todo.append(nb)
    for i, pos in enumerate(village):
        if pos not in reached:
            r.fail(f"{field}[{i}].at", "a hex joined to the village (tiles touch the village)", list(pos))


def read_position(doc: dict, name: str, comps):
    """(state, seats) from a validated position document; raises PositionError."""
    from keydesk.rules.formats.position_fill import fill_hidden

    r = _Reader(name, comps)
    r.mapping(doc, "position", KEYS)
    if doc.get(FORMAT_KEY) != FORMAT_VERSION:
        r.fail(FORMAT_KEY, f"format version {FORMAT_VERSION}", doc.get(FORMAT_KEY))
    names = doc.get("names")
    n = doc.get("players", len(names) if isinstance(names, list) else None)
    if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= 6:
        r.fail("players", "a player count 2-6", n)
    r.n = n
    if names is None:
        names = [f"P{i + 1}" for i in range(n)]
    if not isinstance(names, list) or len(names) != n or names_problem(names):
        r.fail("names", f"a list of {n} player names ({names_problem(names) or f'{n} of them'})", names)
    seats = ["human"] * n
    for key, kind in r.mapping(doc.get("seats") or {}, "seats").items():
        if kind not in SEAT_KINDS:
            r.fail(f"seats.{key}", f"one of {', '.join(SEAT_KINDS)}", kind)
        seats[r.seat(key, "seats")] = kind
    seed = doc.get("seed")
    if seed is not None and seed_problem(seed):
        r.fail("seed", seed_problem(seed), seed)
    state = GameState(n, names, r.count(seed, "seed") if seed is not None else 0)
    state.seed = seed
    if "rng_state" in doc:
        state.rng = Rng(r.count(doc["rng_state"], "rng_state"))
    elif seed is None:
        state.rng = Rng(fresh_seed())
    _read_flow(r, state, doc)
    _read_table(r, state, doc)
    fill_hidden(r, state, doc)
    return state, seats


def _read_flow(r: _Reader, state, doc) -> None:
    season = doc.get("season", "spring")
    if season not in SEASONS + ("over",):
        r.fail("season", f"one of {', '.join(SEASONS)}, over", season)
    phase = doc.get("phase", "actions")
    if phase not in PHASES or (phase == "over") != (season == "over"):
        r.fail("phase", f"one of {', '.join(PHASES)} (over exactly when the season is over)", phase)
    state.season, state.phase = season, phase
    state.start = r.seat(doc.get("start_player", "P1"), "start_player")
    state.purple = r.seat(doc.get("purple", player_text(state.start)), "purple")
    flag = doc.get("start_passes_left", False)
    if not isinstance(flag, bool):
        r.fail("start_passes_left", "true or false", flag)
    state.start_passes_left = flag
    state.turn = r.seat(doc.get("turn", player_text(state.start)), "turn")
    state.passes = r.count(doc.get("passes", 0), "passes")
    if phase == "actions" and state.passes >= state.n:
        r.fail("passes", f"fewer passes in succession than the {state.n} players", state.passes)
    if "pending" in doc:
        pend = r.mapping(doc["pending"], "pending", ("player", "tile", "capacity", "upgrades"))
        if pend.get("tile") not in r.comps.tiles:
            r.fail("pending.tile", "a known tile id", pend.get("tile"))
        state.pending = Pending(
            r.seat(pend.get("player"), "pending.player"), pend.get("tile"),
            r.count(pend.get("capacity", 0), "pending.capacity"), r.count(pend.get("upgrades", 0), "pending.upgrades"),
        )
        if phase != "actions":
            r.fail("pending", "no transport in progress outside the actions phase", doc["pending"])
    state.boat_queue = [r.seat(p, f"boat_queue[{i}]") for i, p in enumerate(r.listing(doc.get("boat_queue", []), "boat_queue"))]
    if (phase == "boats") != bool(state.boat_queue):
        r.fail("boat_queue", "players still to choose a boat exactly in the boats phase", doc.get("boat_queue"))
    if "flipper" in doc:
        state.flipper = r.seat(doc["flipper"], "flipper")
    if (phase == "flipper") != (state.flipper is not None):
        r.fail("flipper", "the Flipper's owner exactly in the flipper phase", doc.get("flipper"))


def player_text(p: int) -> str:
    return f"P{p + 1}"


def _read_table(r: _Reader, state, doc) -> None:
    n, comps = state.n, r.comps
    villages = r.mapping(doc.get("villages"), "villages")
    for p in range(n):
        key = player_text(p)
        if key not in villages:
            r.fail(f"villages.{key}", "every player's village (at least the home tile)")
        _village(r, state, p, villages[key], f"villages.{key}")
    for key in villages:
        r.seat(key, "villages")
    for i, entry in enumerate(r.listing(doc.get("auction", []), "auction")):
        where = f"auction[{i}]"
        r.mapping(entry, where, ("tile", "bids", "use"))
        season = state.season if state.season in SEASONS else None
        tile = r.tile(entry.get("tile"), f"{where}.tile", ("village",), season)
        state.auction.append(tile)
        state.bids[tile] = _bids(r, entry.get("bids"), f"{where}.bids", n)
        if "use" in entry:
            state.uses[tile] = _use(r, entry["use"], f"{where}.use")
    for i, entry in enumerate(r.listing(doc.get("turn_order", []), "turn_order")):
        where = f"turn_order[{i}]"
        r.mapping(entry, where, ("tile", "start", "bids"))
        tile = r.tile(entry.get("tile"), f"{where}.tile", ("turn_order",))
        shows_start = dict(comps.setups[n].turn_order).get(tile)
        if shows_start is None:
            r.fail(f"{where}.tile", f"one of the turn-order tiles of {with_article(n)}-player game", tile)
        if entry.get("start", shows_start) != shows_start:
            r.fail(f"{where}.start", f"{str(shows_start).lower()} (set by the tile)", entry.get("start"))
        state.order_tiles.append((tile, shows_start))
        state.bids[tile] = _bids(r, entry.get("bids"), f"{where}.bids", n)
    if state.phase == "actions" and state.season == "spring" and not state.order_tiles:
        r.fail("turn_order", "the turn-order tiles on offer during the seasons")
    for i, entry in enumerate(r.listing(doc.get("boats", []), "boats")):
        where = f"boats[{i}]"
        r.mapping(entry, where, ("tile", "workers", "skills", "taken"))
        boat = r.tile(entry.get("tile"), f"{where}.tile", ("boat",))
        if boat not in comps.setups[n].boats:
            r.fail(f"{where}.tile", f"one of the boats of {with_article(n)}-player game", boat)
        state.boats.append(boat)
        if entry.get("taken"):
            state.cargo[boat] = None
        else:
            w = r.all_counts(entry.get("workers"), COLOURS, f"{where}.workers")
            s = r.all_counts(entry.get("skills"), SKILLS, f"{where}.skills")
            state.cargo[boat] = (tuple(w[c] for c in COLOURS), tuple(s[k] for k in SKILLS))
    if state.pending is not None and state.pending.tile not in state.placed and state.pending.tile not in state.auction:
        r.fail("pending.tile", "a tile in a village or the auction", state.pending.tile)


def load_position(source, game_cls):
    """A Game that starts at the position (its undo and log start there), then its `actions`."""
    from keydesk.rules.components import load_components
    from keydesk.rules.formats.scenario import scenario_document

    doc, name = scenario_document(source)
    name = "position" if isinstance(source, dict) else name
    comps = load_components()
    state, seats = read_position(doc, name, comps)
    game = game_cls(state, comps)
    game.seats = seats
    game.starts_at_position = True
    fields = Fields(name, PositionError)
    replay(game, fields.lines(doc.get("actions"), "actions"), fields)
    return game
