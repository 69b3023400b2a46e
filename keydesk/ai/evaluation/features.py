"""Numbers that describe one player's position, for the learned evaluation (learned.py).

Each feature reads only what the player may see: their own screen, skills and winter hand,
everything on the table, and of each opponent only what is public (their villages, the
resources on them, their bids, and how many workers and skills they hold, not which).  So the
features of a player are the same in the real game, in the player's view filled in any way
consistent with it (determinize.py), and in the guessed worlds Hard's simulations end in;
tests/ai/test_learned.py checks this.

The hand-built evaluation (evaluate.py) is among the features, with its parts: the learned
model starts from what the hand weights already say and corrects it where the games disagree.
"""

from __future__ import annotations

from itertools import chain

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.scoring.purple_marker import marker_declarer
from keydesk.rules.workers import is_losing

from keydesk.ai.bots.memo import Memo
from keydesk.ai.bots.uses import use_worth
from keydesk.ai.evaluation.evaluate import (_free_workers, _means, _village_facts, _winning, _workers_coming_back,
                                            held_resources, village_gains, village_score)
from keydesk.ai.evaluation.weights import weights

CAP = 12  # a transport budget beyond this is "as much as wanted" (potential.FAR is huge)
PLAYER_COUNTS = (2, 3, 4, 5, 6)

OWN = (
    ("score_now", "the village's exact score as it stands"),
    ("hand_value", "the hand-built evaluation (evaluate.value)"),
    ("hand_means", "its part for workers, skills, loose resources, tiles' futures and the plan"),
    ("hand_winning", "its part for the tiles being won"),
    ("plan_gain", "points the conversion plan adds (potential.plan, within the carry budget)"),
    ("plan_committed", "resources the plan spends or stores"),
    ("plan_upgrades", "upgrades the plan pays"),
    ("carry_steps", "road steps the own transport tiles can still give (capped)"),
    ("carry_upgrades", "upgrades the own transport tiles can still give (capped)"),
    *((f"workers_{c}", f"{c} workers behind the screen") for c in COLOURS),
    ("workers_back", "workers coming back this season (losing bids, own tiles used)"),
    *((f"skill_{s}", f"{s} skill tiles") for s in SKILLS),
    *((f"res_{r}", f"{r} on the village's tiles") for r in RESOURCES),
    ("loose_resources", "non-gold resources no plan uses"),
    ("upgraded", "village tiles upgraded"),
    ("tiles", "village tiles placed or waiting to be placed"),
    ("tiles_idle", "of those, the tiles that can give nothing more (_idle_tiles)"),
    ("bidding", "tiles the player bids on and is winning now"),
    ("winter_hand", "winter tiles in the hand"),
    ("winter_best", "what the best winter tile of the hand would add to the village's score"),
    ("winter_sum", "what the hand's winter tiles would add, each alone, summed"),
    ("purple", "holds the start player's purple worker"),
)
FIELD = (
    ("field_score", "the opponents' average public score (villages as they stand, no screens)"),
    ("field_best", "the best opponent's public score"),
    ("field_workers", "the opponents' average workers behind the screen"),
    ("field_skills", "the opponents' average skill tiles"),
    ("field_resources", "the opponents' average resources on their villages"),
    ("field_tiles", "the opponents' average village tiles"),
    ("lead", "the player's score now less the best opponent's public score"),
)
SEATS = tuple((f"players_{n}", f"{n} players at the table") for n in PLAYER_COUNTS)
NAMES = tuple(name for name, _ in OWN + FIELD + SEATS)


NO_WORKERS = dict.fromkeys(COLOURS, 0)
NO_SKILLS = dict.fromkeys(SKILLS, 0)


def _bidding(state, player: int) -> int:
    return sum(1 for tile, entries in state.bids.items() if entries[player] and not is_losing(state, tile, player))


def _resources(state, player: int) -> list:
    totals = [0] * len(RESOURCES)
    for tile in state.villages[player].values():
        counts = state.res.get(tile)
        if counts:
            totals = [a + b for a, b in zip(totals, counts)]
    return totals


IDLE_USE = 0.5  # a use worth less than one resource (uses.use_worth) gives next to nothing


def _idle_by_print(comps) -> frozenset:
    """The tiles whose front gives nothing by itself: no summer boat's power, no points, no
    scoring and a use worth less than a resource.  Read once per set of components, since
    every evaluation asks it of every tile in the village."""
    table = _IDLE_BY_PRINT.table(comps)
    if not table:
        table["tiles"] = frozenset(
            t for t, spec in comps.tiles.items()
            if not (spec.power or spec.front.points or spec.front.scoring or use_worth(spec.front.use) >= IDLE_USE))
    return table["tiles"]


_IDLE_BY_PRINT = Memo()  # "tiles" -> _idle_by_print's set


def _idle_tiles(state, comps, player: int, plan) -> int:
    """The player's tiles that can give nothing more: unupgraded, giving nothing by their print
    (_idle_by_print: a Peddler, Store or Fair; an autumn tile that only scores once upgraded),
    holding no resource, and neither upgraded nor used on a route by the conversion plan.

    Why: `tiles` credits every tile alike, so a lone one-worker bid for a tile that gives
    nothing looked as good as any, and such tiles were most of those Hard won and never used;
    a count of its own lets a fit give them what they are worth in self-play."""
    idle = _idle_by_print(comps)
    held = [t for t in chain(idle.intersection(state.villages[player].values()), idle.intersection(state.to_place[player]))
            if t not in state.flipped and not any(state.res.get(t) or ())]
    if not held:  # most evaluations: the plan's tiles need not be read
        return 0
    planned = {*plan.upgrades, *(r[0] for r in plan.routes), *(r[2] for r in plan.routes)}
    return sum(t not in planned for t in held)


class PublicSides:
    """What every player's features read of each player's public side, read once a position.

    Each player's features need every opponent's public score, resources, village and free
    workers, so a position judged for all its players (learned.learned_standing, at the end of
    every simulation) would otherwise read each of them once per player: at 4 players twelve
    public scores where four do."""

    __slots__ = ("facts", "declarer", "public", "resources", "tiles", "free")

    def __init__(self, state, comps):
        players = range(state.n)
        self.facts = [_village_facts(state, comps, q) for q in players]  # scoring.VillageFacts
        self.declarer = marker_declarer(state, comps)
        # each village's score counting no worker and no skill: what every player can reckon
        self.public = [f.total(NO_WORKERS, NO_SKILLS, self.declarer == q) for q, f in enumerate(self.facts)]
        self.resources = [_resources(state, q) for q in players]
        self.tiles = [len(state.villages[q]) + len(state.to_place[q]) for q in players]
        self.free = [_free_workers(state, q) for q in players]


def features(state, comps, player: int, cache=None, sides: PublicSides | None = None) -> list:
    """The player's features, in NAMES order (a full state: the real one or a guessed world).
    `sides`: the position's PublicSides, when the caller judges every player of it."""
    w = weights()["evaluation"]
    sides = sides or PublicSides(state, comps)
    facts = sides.facts[player]
    score = village_score(state, comps, player, facts=facts)
    means, full, carry = _means(state, comps, player, cache, w)
    threat = max(f for q, f in enumerate(sides.free) if q != player)
    winning = _winning(state, comps, player, score, full, carry, cache, w, threat)
    screen = state.screens[player]
    hand = [t for t in (state.winter_hands[player] or ()) if t in comps.tiles]
    gains = sorted(village_gains(state, comps, player, hand, facts).values(), reverse=True) if hand else []
    village = list(state.villages[player].values())
    own = [
        score, score + means + winning, means, winning,
        full.gain, full.committed, len(full.upgrades), min(carry[0], CAP), min(carry[1], CAP),
        *(screen[c] for c in COLOURS), _workers_coming_back(state, player),
        *(state.skills[player][s] for s in SKILLS), *sides.resources[player],
        max(0, held_resources(state, player) - full.committed),
        sum(t in state.flipped for t in village), len(village) + len(state.to_place[player]),
        _idle_tiles(state, comps, player, full),
        _bidding(state, player), len(hand), gains[0] if gains else 0, sum(gains), int(state.purple == player),
    ]
    others = [q for q in range(state.n) if q != player]
    public = [sides.public[q] for q in others]
    k = len(others)
    field = [
        sum(public) / k, max(public),
        sum(state.screen_count(q) for q in others) / k, sum(state.skill_count(q) for q in others) / k,
        sum(sum(sides.resources[q]) for q in others) / k, sum(sides.tiles[q] for q in others) / k,
        score - max(public),
    ]
    seats = [int(state.n == n) for n in PLAYER_COUNTS]
    return own + field + seats

