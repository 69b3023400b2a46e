"""The judge: one way of ranking a player's moves, shared by the hint and the review.

A learner hears about the same position from the hint ("play this"), the review ("that gave
away 2 points") and the bots' words; if each asked a different search they would contradict
each other.  So all of them ask `rank`:

* the same search as Hard's (hard.HardBot: a one-step shortlist, then paired simulations to the
  end of the season with sequential halving), ending every simulation in the evaluation Hard
  reads (learned.shipped_margin: the learned evaluation, or the hand-built one if its file
  cannot be used) as the plain margin in points, where Hard's own search bends it towards its
  own points once a game is decided (objective.py);
* the same budget rule: a count of simulations, `SIMULATIONS`, not seconds, with `TIME_LIMIT`
  only as a guard, so the answer does not depend on how busy the machine is;
* the same sample of hidden information for the same position: the guesses at what is hidden
  are drawn from generators seeded by a digest of the player's own view (`seed_of`), so
  asking twice about one position gives the same ranking, and the review, which asks exactly
  as the hint does, prefers the hint's first move at every position.

Hard draws its paired rounds one after another from one generator; the judge numbers them and
deals each from a seed of its own (rounds.py), so the machine's cores can play them in worker
processes (workers.py) and the ranking is the same, to the bit, with any number of them.

Values are points ahead of the opponents at the end of the game, estimated (with one opponent,
ahead of the rival; with more, of their average).  Placements are ranked one step ahead by the
evaluation (placement.py), as Hard places.

`compare` is the review's check of the move played against the judge's preferred one, whether
or not the search weighed it: fresh paired simulations of the two in the same guessed worlds
with the same seeds, so the winner's curse of the search (the best value is the largest of
noisy estimates) does not count as a loss.  A difference within `NOISE`, the spread of that
check measured at this budget, is no mistake.  `VERSION` names what the judge says; a review
kept by another version is judged again (kept_review.py).  Pure Python: no pygame.

`lead` is the review's estimate of where the player stands after the move played (its graph):
the search's value of the move, or the preferred move's less the check's loss; a move the search
does not simulate (a placement, a transport's step, a lone sensible move) has a value in another
unit or none, so it is valued as searched moves are, by the mean of `LEAD_ROUNDS` simulations,
and every point of the graph is in the same unit.
"""

from __future__ import annotations

import hashlib
import math
import random

from keydesk.rules.actions import Done, Place
from keydesk.rules.components import load_components

from keydesk.ai.bots.hard import HardBot
from keydesk.ai.evaluation.learned import learned_margin, shipped_margin
from keydesk.ai.bots.placement import ranked_placements
from keydesk.ai.teaching.workers import PARALLEL_FROM, play

# Raise VERSION with any change that moves what the judge says (its search, the playouts, the
# evaluation's code, the budget, the noise): reviews kept by another version are judged again.
# 1: one stream of rounds, the move played searched with the others; 2: numbered rounds, one search;
# 3: the playouts' rivals contest tiles carrying workers, a transport valued as the playouts spend it;
# 4: the lead after a move the search does not simulate (a placement, a transport's step, a lone move) simulated.
VERSION = 4
SIMULATIONS = 500  # simulations per ranking: about a second in spring, more in autumn
TIME_LIMIT = 30.0  # seconds: a guard against a runaway only, far above a busy machine's time, so the ranking depends on the position alone
CHECK_ROUNDS = 120  # paired rounds of `compare` (two simulations each)
LEAD_ROUNDS = 60  # simulations valuing, for `lead`, a move the search did not simulate
NOISE = 1.8  # points: the 95th percentile of the spread of `compare`, 1.75 over 40 positions with the learned evaluation as with the hand-built one (bench/review_agreement.py --noise 40)
UNIT = "points ahead of the best rival at the end, estimated"
HOW = (f"Each value is the average, over {SIMULATIONS} simulated games to the end of the season from "
       "guesses at the hidden workers and tiles, of how far ahead of the rivals the move leaves you, "
       "valued by the same evaluation the Hard bot plays with.")


def identity(simulations: int | None = None) -> dict:
    """Which judge says what it says: its version, the evaluation its simulations end on (the
    learned one, or the hand-built one when the model file cannot be used) and the budget
    (None: the hint's).  A kept review records it (kept_review.py)."""
    learned = shipped_margin()[0] is learned_margin
    return {"version": VERSION, "evaluation": "learned" if learned else "hand-built",
            "simulations": simulations or SIMULATIONS}


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


def rank(view, legal: list, simulations: int = SIMULATIONS, objective=None, workers=None, stop=None,
         seed: int | None = None) -> list:
    """[(action, value)] for the player on turn, best first and in order of value.

    Only moves the judge weighed are listed (Hard's searched shortlist, every placement).
    `simulations` lowers the budget (tests); `workers` (workers.JudgeWorkers) play the rounds
    on the machine's cores, with the same answer as without; `stop()` True cancels the search
    (raises workers.Cancelled); `seed` None: the position's own (seed_of), as the hint and the
    review ask (the benches ask others)."""
    if not legal:
        return []
    comps = load_components()
    if isinstance(legal[0], Place):
        return ranked_placements(view, comps, legal)
    search = _Search(simulations, objective or shipped_margin()[0], _parallel(workers, simulations), stop)
    ranked = search.ranked(view, legal, random.Random(seed_of(view) if seed is None else seed))
    weighed = ranked[:max(1, search.last_searched)]
    if weighed[0][1] is None:  # one sensible move: nothing to weigh it against
        return [(weighed[0][0], 0.0)]
    return sorted(weighed, key=lambda av: -av[1])  # stable: the search's order breaks ties


class _Search(HardBot):
    """Hard's search (hard.py: the shortlist, the one-step ranking, sequential halving over
    paired rounds), with its rounds numbered and each dealt from a seed of its own (rounds.py),
    so worker processes can play them and the answer does not depend on how many there are.

    A halving phase is a fixed number of whole rounds, from the simulation count alone: the
    budget left is shared evenly over the phases still to come, as in Hard's search.  A move
    refused in a round's world teaches nothing there and is not counted."""

    def __init__(self, simulations: int, objective, workers, stop):
        super().__init__(TIME_LIMIT, simulations=simulations, objective=objective)
        self.workers, self.stop = workers, stop

    def _search(self, view, player: int, arms: list, rng, cache: dict, deadline: float) -> None:
        base = rng.getrandbits(64)
        alive, first = list(arms), 0
        while len(alive) > 1:
            phases = math.ceil(math.log2(len(alive)))
            share = (self.simulations - self.last_simulations) / phases
            rounds = range(first, first + max(1, math.ceil(share / len(alive))))
            first = rounds.stop
            played = play(self.workers, view, player, [arm.action for arm in alive], base, rounds,
                          self.objective, deadline - self.clock(), self.stop, cache)
            for values in played:
                for arm, value in zip(alive, values):
                    if value is not None:
                        arm.visits += 1
                        arm.total += value
            self.last_simulations += len(played) * len(alive)
            if len(played) < len(rounds):  # the guard's deadline
                return
            alive.sort(key=lambda arm: -arm.mean)
            alive = alive[:max(1, len(alive) // 2)]


def _parallel(workers, simulations: int):
    """The workers to use for a search of `simulations`, or None: play in this thread."""
    if workers is not None and (workers.closed or (workers.parallel and simulations >= PARALLEL_FROM)):
        return workers  # closed workers cancel the search: their owner is going
    return None


def compare(view, preferred, played, rounds: int = CHECK_ROUNDS, objective=None, seed: int | None = None,
            workers=None, stop=None) -> float:
    """Points `played` gives away against `preferred`, estimated by paired simulations of both
    in the same guessed worlds with the same seeds (negative: `played` did better).  `seed`
    None: the position's own seed, so the check too is the same every time it is asked.
    `workers` and `stop` as for `rank`."""
    objective = objective or shipped_margin()[0]
    base = check_seed(view) if seed is None else seed
    values = play(_parallel(workers, 2 * rounds), view, played.player, [preferred, played], base, range(rounds),
                  objective, TIME_LIMIT, stop)
    diffs = [a - b for a, b in values if a is not None and b is not None]
    return sum(diffs) / len(diffs) if diffs else 0.0


def searched(legal: list, ranked: list) -> bool:
    """Are the values of `rank`'s answer `ranked` means of simulations to the end of the season?
    Not for placements and a transport's steps (ranked one step ahead by the evaluation, Hard's
    `_transporting`), nor for a lone sensible move (given 0)."""
    return len(ranked) > 1 and not isinstance(ranked[0][0], Place) and not any(isinstance(a, Done) for a in legal)


def lead(view, legal: list, played, ranked: list, loss: float = 0.0, rounds: int = LEAD_ROUNDS, objective=None,
         workers=None, stop=None) -> float:
    """The judge's estimate of the player's lead at the end after `played`, from `rank`'s answer
    `ranked` and `loss`, the points `compare` says `played` gave away against the first of it.

    Where the search simulated the moves, the played move's value, or the first's less `loss`
    when the search did not weigh it.  Elsewhere `played` is simulated `rounds` times to the end
    of the season in guessed worlds, as the search values its moves, from a seed of the
    position's own, so the figure is the same every time it is asked.  `workers` and `stop` as
    for `rank`."""
    if searched(legal, ranked):
        values = dict(ranked)
        return values[played] if played in values else ranked[0][1] - loss
    values = play(_parallel(workers, rounds), view, played.player, [played], seed_of(view) ^ 0x1EAD, range(rounds),
                  objective or shipped_margin()[0], TIME_LIMIT, stop)
    found = [v[0] for v in values if v[0] is not None]
    return sum(found) / len(found) if found else dict(ranked).get(played, ranked[0][1] - loss)
