"""The judge: one way of ranking a player's moves, shared by the hint and the review.

A learner hears about the same position from the hint ("play this"), the review ("that gave
away 2 points") and the bots' words; if each asked a different search they would contradict
each other.  So all of them ask `rank`:

* the same search as Hard's (hard.HardBot: a one-step shortlist, then paired simulations to the
  end of the season with sequential halving), ending every simulation in the evaluation Hard
  reads (learned.shipped_evaluation: the learned evaluation, or the hand-built one if its file
  cannot be used) as the plain margin in points, where Hard's own search bends it towards its
  own points once a game is decided (objective.py);
* the same budget rule: a count of simulations, `SIMULATIONS`, not seconds, with `TIME_LIMIT`
  only as a guard, so the answer does not depend on how busy the machine is;
* the same sample of hidden information for the same position: the guesses at what is hidden
  are drawn from a generator seeded by a digest of the player's own view (`seed_of`), so
  asking twice about one position gives the same ranking, and the review of a move that
  followed the hint sees the very ranking the hint showed.

Values are points ahead of the opponents at the end of the game, estimated (with one opponent,
ahead of the rival; with more, of their average).  Placements are ranked one step ahead by the
evaluation (placement.py), as Hard places.

`compare` is the review's check of a move against the judge's preferred one: fresh paired
simulations of the two in the same guessed worlds with the same seeds, so the winner's curse of
the search (the best value is the largest of noisy estimates) does not count as a loss.  A
difference within `NOISE`, the spread of that check measured at this budget, is no mistake.
Pure Python: no pygame.
"""

from __future__ import annotations

import hashlib
import random
import time

from keydesk.rules.actions import Place
from keydesk.rules.components import load_components

from .determinize import determinize
from .hard import HardBot, simulate
from .learned import shipped_evaluation
from .placement import ranked_placements

SIMULATIONS = 500  # simulations per ranking: about a second in spring, more in autumn
TIME_LIMIT = 30.0  # seconds: a guard against a runaway only, far above a busy machine's time, so the ranking depends on the position alone
CHECK_ROUNDS = 120  # paired rounds of `compare` (two simulations each)
NOISE = 1.8  # points: the 95th percentile of the spread of `compare`, 1.75 over 40 positions with the learned evaluation as with the hand-built one (bench/review_agreement.py --noise 40)
UNIT = "points ahead of the best rival at the end, estimated"
HOW = (f"Each value is the average, over {SIMULATIONS} simulated games to the end of the season from "
       "guesses at the hidden workers and tiles, of how far ahead of the rivals the move leaves you, "
       "valued by the same evaluation the Hard bot plays with.")


def _canonical(value):
    """A form of a state field that does not depend on the order a dict or set was filled in."""
    if isinstance(value, dict):
        return tuple(sorted(((repr(k), _canonical(v)) for k, v in value.items())))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(repr(v) for v in value))
    if isinstance(value, (list, tuple)):
        return tuple(_canonical(v) for v in value)
    return repr(value)


def seed_of(view) -> int:
    """A seed drawn from everything `view` shows: one position, one seed, whoever asks when."""
    fields = tuple(_canonical(getattr(view, name)) for name in type(view).__slots__ if name != "rng")
    return int.from_bytes(hashlib.sha256(repr(fields).encode()).digest()[:4], "big")


def check_seed(view) -> int:
    """The seed `compare` draws its worlds from for a position unless told: one position, one
    check, so an exercise made from a review (keydesk.practice) can ask the very same check."""
    return seed_of(view) ^ 0x5EED


def rank(view, legal: list, also=(), simulations: int = SIMULATIONS, evaluation=None) -> list:
    """[(action, value)] for the player on turn, best first and in order of value.

    Only moves the judge weighed are listed (Hard's searched shortlist, every placement); `also`
    are searched whatever their one-step rank (the review passes the move played).
    `simulations` lowers the budget (tests)."""
    if not legal:
        return []
    comps = load_components()
    if isinstance(legal[0], Place):
        return ranked_placements(view, comps, legal)
    bot = HardBot(TIME_LIMIT, simulations=simulations, evaluation=evaluation or shipped_evaluation()[0])
    ranked = bot.ranked(view, legal, random.Random(seed_of(view)), also=tuple(also))
    weighed = ranked[:max(1, bot.last_searched)]
    if weighed[0][1] is None:  # one sensible move: nothing to weigh it against
        return [(weighed[0][0], 0.0)]
    return sorted(weighed, key=lambda av: -av[1])  # stable: the search's order breaks ties


def compare(view, preferred, played, rounds: int = CHECK_ROUNDS, evaluation=None,
            seed: int | None = None) -> float:
    """Points `played` gives away against `preferred`, estimated by paired simulations of both
    in the same guessed worlds with the same seeds (negative: `played` did better).  `seed`
    None: the position's own seed, so the check too is the same every time it is asked."""
    comps = load_components()
    evaluation = evaluation or shipped_evaluation()[0]
    player = played.player
    rng = random.Random(check_seed(view) if seed is None else seed)
    deadline = time.perf_counter() + TIME_LIMIT
    cache: dict = {}
    diffs = []
    for _ in range(rounds):
        world = determinize(view, comps, rng)
        seed_ = rng.getrandbits(32)
        a = simulate(world, comps, player, preferred, seed_, cache, deadline, time.perf_counter, evaluation)
        b = simulate(world, comps, player, played, seed_, cache, deadline, time.perf_counter, evaluation)
        if a is False or b is False:
            break
        if a is not None and b is not None:
            diffs.append(a - b)
    return sum(diffs) / len(diffs) if diffs else 0.0
