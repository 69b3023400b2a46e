"""GameState: everything on the table, in plain containers that are cheap to clone.

The state holds counts, not wooden pieces: workers by colour in the bag, behind each screen,
on each tile and in each bid; resources by type on each tile and in the supply; skills by type
in the pile, behind screens and on boats.  Records that change as a whole (a tile's usage, a
bid, the resources on a tile) are immutable tuples replaced on change, so `clone()` copies
only the outer containers — search bots clone thousands of states a second.

Players are 0-based indices here; P1 in the notation is player 0.
"""

from __future__ import annotations

from typing import NamedTuple

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.rng import Rng

PHASES = ("actions", "boats", "place", "winter_select", "flipper", "over")


_COLOUR_AT = {c: i for i, c in enumerate(COLOURS)}


class Usage(NamedTuple):
    """Workers placed on a tile this season to use it."""

    colour: str  # the standing colour every later use and bid must match
    last: int  # workers in the most recent use (the next use needs more)
    total: int  # workers on the tile (at most 6)
    workers: tuple  # counts per colour, in COLOURS order (flat 4b workers included)


class BidEntry(NamedTuple):
    """One player's workers beside one tile."""

    colour: str
    count: int
    flat: bool = False  # summer boat 4a: a counter-bid lying down in another colour


class Pending(NamedTuple):
    """Transport and upgrades still to spend after using a home or transport tile."""

    player: int
    tile: str
    capacity: int
    upgrades: int


def zero_workers() -> dict:
    return {c: 0 for c in COLOURS}


def zero_skills() -> dict:
    return {s: 0 for s in SKILLS}


NO_RESOURCES = (0, 0, 0, 0)


def _copy(container):
    """A one-level copy that keeps None (views hide some containers entirely)."""
    return None if container is None else container.copy()


class GameState:
    __slots__ = (
        "n", "names", "seed", "rng", "season", "phase", "start", "purple", "start_passes_left", "turn", "passes",
        "bag", "greens", "supply", "pile", "screens", "skills", "homes", "villages", "placed",
        "flipped", "res", "uses", "auction", "order_tiles", "bids", "boats", "cargo", "pools",
        "winter_hands", "winter_chosen", "winter_box", "to_place", "boat_queue", "boat_of",
        "order_won", "pending", "flipper", "viewer", "hidden", "screen_record",
    )

    def __init__(self, n: int, names, seed: int):
        self.n = n
        self.names = tuple(names)
        self.seed = seed
        self.rng: Rng | None = Rng(seed)
        self.season = "spring"
        self.phase = "actions"
        self.start = 0
        self.purple = 0  # who holds the purple start-player worker
        self.start_passes_left = False  # nobody won the start tile: the marker moves after the boats
        self.turn = 0
        self.passes = 0
        self.bag = zero_workers()
        self.greens = 0
        self.supply = {r: 0 for r in RESOURCES}
        self.pile = zero_skills()
        self.screens = [zero_workers() for _ in range(n)]
        self.skills = [zero_skills() for _ in range(n)]
        self.homes: list = [None] * n
        self.villages: list = [dict() for _ in range(n)]  # pos -> tile id
        self.placed: dict = {}  # tile id -> (owner, pos, rot)
        self.flipped: set = set()
        self.res: dict = {}  # tile id -> resources tuple in RESOURCES order
        self.uses: dict = {}  # tile id -> Usage (this season)
        self.auction: list = []  # this season's village tiles on offer
        self.order_tiles: list = []  # [(turn-order tile id, shows the start player)]
        self.bids: dict = {}  # tile id -> tuple of BidEntry|None per player
        self.boats: list = []  # boat tiles still on the boat row, in row order
        self.cargo: dict = {}  # boat id -> (workers by COLOURS, skills by SKILLS); None once taken
        self.pools: dict = {}  # season -> tile ids still in the pile (summer, autumn)
        self.winter_hands = [[] for _ in range(n)]
        self.winter_chosen: list = [None] * n
        self.winter_box: list = []  # winter tiles never dealt
        self.to_place = [[] for _ in range(n)]
        self.boat_queue: list = []  # players still to choose a boat, in order
        self.boat_of: list = [None] * n  # the boat tile each player took at the end of winter
        self.order_won = [[] for _ in range(n)]
        self.pending: Pending | None = None
        self.flipper: int | None = None  # player who may still make the Flipper's free flip
        self.viewer = None  # on views: the player whose view this is, or "public"
        self.hidden = None  # on views: counts of what the viewer may not see (see masked)
        # Per player, a list by colour in COLOURS order: how each screen changed in plain sight
        # (workers placed, paid, returned, taken from boats and tiles; not drawn from the bag),
        # what a person across the table counts.  A view keeps it: it is public.
        self.screen_record = [[0] * len(COLOURS) for _ in range(n)]

    def note_screen(self, player: int, colour: str, k: int) -> None:
        """Record `k` workers of `colour` going behind (k > 0) or out from (k < 0) a screen in
        plain sight (see `screen_record`).  In place: the playouts call it with every bid."""
        self.screen_record[player][_COLOUR_AT[colour]] += k

    def clone(self) -> "GameState":
        c = object.__new__(GameState)
        c.n, c.names, c.seed = self.n, self.names, self.seed
        c.rng = self.rng.clone() if self.rng is not None else None
        c.season, c.phase, c.start, c.purple = self.season, self.phase, self.start, self.purple
        c.start_passes_left = self.start_passes_left
        c.turn, c.passes = self.turn, self.passes
        c.bag = _copy(self.bag)
        c.greens = self.greens
        c.supply = dict(self.supply)
        c.pile = _copy(self.pile)
        c.screens = [_copy(s) for s in self.screens]
        c.skills = [_copy(s) for s in self.skills]
        c.homes = list(self.homes)
        c.villages = [dict(v) for v in self.villages]
        c.placed = dict(self.placed)
        c.flipped = set(self.flipped)
        c.res = dict(self.res)
        c.uses = dict(self.uses)
        c.auction = list(self.auction)
        c.order_tiles = list(self.order_tiles)
        c.bids = dict(self.bids)
        c.boats = list(self.boats)
        c.cargo = dict(self.cargo)
        c.pools = {k: list(v) for k, v in self.pools.items()}
        c.winter_hands = [_copy(h) for h in self.winter_hands]
        c.winter_chosen = list(self.winter_chosen)
        c.winter_box = _copy(self.winter_box)
        c.to_place = [list(t) for t in self.to_place]
        c.boat_queue = list(self.boat_queue)
        c.boat_of = list(self.boat_of)
        c.order_won = [list(t) for t in self.order_won]
        c.pending = self.pending
        c.flipper = self.flipper
        c.viewer = self.viewer
        c.hidden = self.hidden
        c.screen_record = [r.copy() for r in self.screen_record]
        return c

    def masked(self, player) -> "GameState":
        """The state as `player` may see it (None: what any onlooker sees).

        Hidden: the colours behind other screens and their skills, the bag's colours, the skill
        pile's types, other players' winter hands and choices, the winter tiles left in the box,
        and the generator and seed (which would reveal the set-up and every future draw).  Their sizes stay visible in
        `hidden`, as at the table: "players are permitted to feel the contents of the bag".  Each
        screen's record of what went in and out of it in plain sight (`screen_record`) stays.
        """
        v = self.clone()
        v.viewer = "public" if player is None else player
        v.rng = None
        v.seed = None  # the seed would rebuild the whole hidden set-up
        others = [q for q in range(self.n) if q != player]
        v.hidden = {
            "screens": {q: sum(self.screens[q].values()) for q in others},
            "skills": {q: sum(self.skills[q].values()) for q in others},
            "hands": {q: len(self.winter_hands[q]) for q in others},
            "chosen": {q: len(self.winter_chosen[q]) for q in others if self.winter_chosen[q]},
            "bag": sum(self.bag.values()),
            "pile": sum(self.pile.values()),
            "box": len(self.winter_box),
        }
        for q in others:
            v.screens[q] = None
            v.skills[q] = None
            v.winter_hands[q] = None
            if self.winter_chosen[q] is not None:
                v.winter_chosen[q] = ()
        v.bag = None
        v.pile = None
        v.winter_box = None
        return v

    def screen_count(self, player: int) -> int:
        """Workers behind a screen, whether or not the colours are visible."""
        if self.screens[player] is None:
            return self.hidden["screens"][player]
        return sum(self.screens[player].values())

    def skill_count(self, player: int) -> int:
        if self.skills[player] is None:
            return self.hidden["skills"][player]
        return sum(self.skills[player].values())

    def bag_count(self) -> int:
        return self.hidden["bag"] if self.bag is None else sum(self.bag.values())

    def pile_count(self) -> int:
        return self.hidden["pile"] if self.pile is None else sum(self.pile.values())

    # ---- read-only accessors (used by the UI, bots, scoring and tests) ----

    def owner(self, tile: str):
        """The player whose village holds the tile, or None (auction, turn-order row, box)."""
        entry = self.placed.get(tile)
        return entry[0] if entry else None

    def resources_on(self, tile: str) -> dict:
        return dict(zip(RESOURCES, self.res.get(tile, NO_RESOURCES)))

    def village_tiles(self, player: int):
        """[(tile, pos, rot, flipped)] of one village, home first."""
        out = []
        for pos, tile in self.villages[player].items():
            out.append((tile, pos, self.placed[tile][2], tile in self.flipped))
        out.sort(key=lambda t: (t[0] != self.homes[player],))
        return out

    def bid_of(self, tile: str, player: int):
        entries = self.bids.get(tile)
        return entries[player] if entries else None

    def top_bid(self, tile: str) -> int:
        entries = self.bids.get(tile)
        return max((e.count for e in entries if e), default=0) if entries else 0

    def winner(self, tile: str):
        """The player with the highest bid on a tile, or None if nobody bid."""
        entries = self.bids.get(tile)
        if not entries:
            return None
        best, who = 0, None
        for p, e in enumerate(entries):
            if e and e.count > best:
                best, who = e.count, p
        return who

    def won_by(self, player: int) -> tuple:
        """The tiles the player is the top bidder on, in bidding order.

        The same as asking `winner` tile by tile (the first of the highest bids wins), but it
        looks only at the tiles the player bid on: bots ask it of every position they weigh."""
        out = []
        for tile, entries in self.bids.items():
            mine = entries[player]
            if not mine or mine.count < 1:
                continue
            k = mine.count
            for q, e in enumerate(entries):
                if e and q != player and (e.count > k or (e.count == k and q < player)):
                    break
            else:
                out.append(tile)
        return tuple(out)

    def workers_total(self) -> int:
        """Every blue, red, yellow and green worker in the game, wherever it is (conservation checks)."""
        total = sum(self.bag.values()) + self.greens + sum(sum(s.values()) for s in self.screens)
        total += sum(sum(u.workers) for u in self.uses.values())
        total += sum(e.count for entries in self.bids.values() for e in entries if e)
        total += sum(sum(c[0]) for c in self.cargo.values() if c)
        return total

    def resources_total(self) -> int:
        return sum(self.supply.values()) + sum(sum(r) for r in self.res.values())

    def skills_total(self) -> int:
        total = sum(self.pile.values()) + sum(sum(s.values()) for s in self.skills)
        return total + sum(sum(c[1]) for c in self.cargo.values() if c)

    def snapshot(self) -> tuple:
        """A comparable summary of every field (for tests: 'the state did not change')."""
        out = []
        for name in GameState.__slots__:
            value = getattr(self, name)
            if name == "rng":
                value = value.state if value else None
            elif isinstance(value, set):
                value = sorted(value)
            out.append(repr(value))
        return tuple(out)
