"""Hard: determinized Monte Carlo search with UCB1 at the root, stopped by a time budget.

Each simulation deals a fresh guess at everything hidden (determinize.py), applies one
candidate move, plays the cheap policy (playout.py) to the end of the season or a fixed
number of actions, and scores the result with the hand-tuned evaluation, relative to the best
opponent.  UCB1 spreads the simulations over the candidates, so the promising ones get most.

The candidates are Medium's one-step ranking cut to the best few (plus passing, which one
step always undervalues), so the search spends its time telling good moves apart rather than
refuting bad ones.  Winter offers are searched among the rule's offer, each tile alone and
the whole hand; placement uses Medium's rule (a short playout cannot tell spots apart).

Timing: the bot reads the clock before every simulation and every playout step, and a
simulation cut short by the deadline is thrown away, so a decision overruns its budget by at
most one rules step and one evaluation.
"""

from __future__ import annotations

import math
import time

from keydesk.rules.actions import Done, Pass, Place, WinterChoice
from keydesk.rules.components import load_components
from keydesk.rules.engine import step
from keydesk.rules.errors import IllegalAction

from .candidates import shortlist, winter_options
from .determinize import determinize
from .evaluate import relative_value
from .medium import heuristic_choice, rank_one_step
from .playout import playout

DEFAULT_BUDGET = 1.0  # seconds per decision
SEARCH_SHARE = 0.9  # stop starting simulations after this share of the budget
RANKING_SHARE = 0.35  # the one-step ranking may use at most this share
ARMS = 10  # candidates searched
HORIZON = 200  # a cap only: playouts normally stop when the season ends
EXPLORATION = 3.0  # UCB1 constant, in points


def _transporting(legal: list) -> bool:
    """Spending a transport: moves and upgrades touch only the player's own village, where
    nothing is hidden, so the one-step value (which sees the conversion plan) ranks them and
    a search at a few simulations would only add noise."""
    return any(isinstance(a, Done) for a in legal)


class _Arm:
    __slots__ = ("action", "visits", "total")

    def __init__(self, action, prior: float):
        self.action = action
        self.visits = 1  # the one-step value counts as one visit
        self.total = prior

    @property
    def mean(self) -> float:
        return self.total / self.visits


class HardBot:
    level = "hard"

    def __init__(self, budget: float | None = None, simulations: int | None = None, clock=time.perf_counter,
                 weights=None):
        """`simulations` caps the search (tests use it to make a decision repeatable);
        `weights`: the evaluation weights (default: the shipped ones)."""
        self.comps = load_components()
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.simulations = simulations
        self.clock = clock
        self.weights = weights
        self.explain = ""
        self.last_simulations = 0

    def choose(self, view, legal: list, rng):
        if isinstance(legal[0], Place):
            action, self.explain = heuristic_choice(view, self.comps, legal)
            self.last_simulations = 0
            return action
        ranked = self.ranked(view, legal, rng)
        best, value = ranked[0]
        if len(ranked) == 1:
            self.explain = "The only sensible move."
        elif self.last_simulations == 0 and value is None:
            self.explain = "Out of time before any move was weighed; took the first."
        else:
            self.explain = (f"Best of {len(ranked)} moves over {self.last_simulations} simulated futures "
                            f"({value:+.1f} points against the leader).")
        return best

    def ranked(self, view, legal: list, rng) -> list:
        """[(action, points against the leader or None if unweighed)] best first.

        The search's own ordering of the moves it considered; `choose` takes the first and
        `suggest` shows a few.  Placements are not searched (see the module docstring).
        """
        started = self.clock()
        self.last_simulations = 0
        if isinstance(legal[0], WinterChoice):
            options = winter_options(view, self.comps, legal[0].player, legal)
        else:
            options = shortlist(legal)
        if len(options) == 1:
            return [(options[0], None)]
        player = legal[0].player
        cache: dict = {}
        first_guess = determinize(view, self.comps, rng)
        ranked = rank_one_step(first_guess, self.comps, player, options, cache,
                               started + RANKING_SHARE * self.budget, self.clock, self.weights)
        if not ranked:
            return [(options[0], None)]
        arms = [_Arm(action, v) for v, _, action in ranked[:ARMS]]
        passing = next(((v, a) for v, _, a in ranked[ARMS:] if isinstance(a, Pass)), None)
        if passing:
            arms.append(_Arm(passing[1], passing[0]))
        if len(arms) > 1 and not _transporting(legal):
            self._search(view, player, arms, rng, cache, started + SEARCH_SHARE * self.budget)
        order = sorted(range(len(arms)), key=lambda i: (-arms[i].mean, i))
        searched = [(arms[i].action, arms[i].mean) for i in order]
        rest = [(a, v) for v, _, a in ranked[ARMS:] if not (passing and a == passing[1])]
        return searched + rest

    def _search(self, view, player: int, arms: list, rng, cache: dict, deadline: float) -> None:
        while self.simulations is None or self.last_simulations < self.simulations:
            if self.clock() > deadline:
                return
            arm = self._select(arms)
            state = determinize(view, self.comps, rng)
            try:
                step(state, self.comps, arm.action)
                if not playout(state, self.comps, rng, HORIZON, deadline, self.clock):
                    return
                reward = relative_value(state, self.comps, player, cache, self.weights)
            except IllegalAction:
                reward = arm.mean  # refused in this guessed world: it teaches nothing
            arm.visits += 1
            arm.total += reward
            self.last_simulations += 1

    @staticmethod
    def _select(arms: list):
        total = sum(arm.visits for arm in arms)
        log_total = math.log(total)
        return max(arms, key=lambda arm: arm.mean + EXPLORATION * math.sqrt(log_total / arm.visits))
