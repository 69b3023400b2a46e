"""Hard: determinized Monte Carlo search over the best few moves, stopped by a time budget.

The candidates are Medium's one-step ranking cut to the best few, so the search spends its
time telling good moves apart rather than refuting bad ones.  Passing is searched only when it
ranks among them: the playouts never let a rival pass while it holds workers, so a simulated
pass reads as a free tempo rather than "the season may end now", and with enough simulations
a pass added to the arms won searches it should have lost (Hard passed with 22 workers and let
a 12-point winter tile go for one red worker).  Winter offers are searched among the rule's offer, each tile alone and
the whole hand; a placement is chosen by the evaluation one step ahead (placement.py: a short
playout cannot tell spots apart); a transport is spent by the one-step value, which sees the conversion plan,
each move valued with the rest of the transport carried out as the playouts carry it out; a use
that would open a transport with nothing to carry is no candidate (transport_policy.py), nor a
use of a tile still on offer that the player is not winning, or is winning by a single worker
while a rival may well hold the workers to go over it (`stakes_workers`).

The search is paired: each round deals one guess at everything hidden (determinize.py) and
one random seed, and plays every surviving candidate in that same world with that same seed
(the cheap policy of playout.py to the end of the season, then the evaluation: the learned
one, fitted on self-play games, with the hand-built one as its fallback, read as objective.py
says: the margin over the opponents' average while the game is in the balance, Hard's own
points once it is not; learned.shipped_objective).  A lucky
deal then lifts every candidate alike instead of whichever happened to be tried in it, so a
handful of rounds tells moves apart that unpaired simulations could not.  Every few rounds
the weaker half of the candidates is dropped (sequential halving), so the time goes to the
moves still in contention; once one is left the decision is made.

A simulation from autumn stops at winter's start too, where the learned model guesses the
rest: played out, the winter cost half the simulations, and the guess won 60.5% of 100 games
against the Hard of 4396052, which played it out (docs/strength.md).

Timing: the bot reads the clock before every simulation and every playout step, and a round
cut short by the deadline is thrown away whole, so a decision overruns its budget by at most
one rules step and one evaluation.
"""

from __future__ import annotations

import math
import random
import time

from keydesk.rules.actions import Done, Move, Place, Use, WinterChoice
from keydesk.rules.components import load_components
from keydesk.rules.engine import legal_actions, step
from keydesk.rules.errors import IllegalAction

from keydesk.ai.bots.candidates import shortlist, winter_options
from keydesk.ai.bots.collector import collector_paused
from keydesk.ai.bots.determinize import chance_behind, determinize
from keydesk.ai.evaluation.learned import shipped_objective
from keydesk.ai.bots.medium import rank_one_step
from keydesk.ai.bots.placement import valued_placement
from keydesk.ai.bots.playout import playout
from keydesk.ai.teaching.reasons import bot_reason
from keydesk.ai.bots.transport_policy import finish_transport, policy_first, transport_action, transport_opened

DEFAULT_BUDGET = 1.0  # seconds per decision
SEARCH_SHARE = 0.9  # stop starting simulations after this share of the budget
RANKING_SHARE = 0.35  # the one-step ranking may use at most this share
ARMS = 10  # candidates searched
HORIZON = 400  # a cap only: playouts normally stop when the season ends
MIN_ROUNDS = 1  # paired rounds before a halving, however short its share of the budget
RAISE_RISK = 0.3  # with one rival, a use led by one is left out from this chance of a raise


def _transporting(legal: list) -> bool:
    """Spending a transport: moves and upgrades touch only the player's own village, where
    nothing is hidden, so they are ranked one step ahead, each followed by the rest of the
    transport as the playouts' policy would carry it out (transport_policy.finish_transport:
    valued as it stood, an open transport made any move outrank Done, and Hard shuttled
    resources), and a search at a few simulations would only add noise."""
    return any(isinstance(a, Done) for a in legal)


def simulate(world, comps, player: int, action, seed: int, cache: dict, deadline: float, clock, objective,
             weights=None):
    """One simulation: `action` in a copy of the guessed `world`, the cheap playout seeded
    with `seed`, then `objective` for `player`.  None when the action is refused in this
    world; False when the deadline came first."""
    state = world.clone()
    try:
        step(state, comps, action)
        if not playout(state, comps, random.Random(seed), HORIZON, deadline, clock):
            return False
        return objective(state, comps, player, cache, weights)
    except IllegalAction:
        return None


def rank_transport(state, comps, player: int, cache: dict, w=None, deadline=None, clock=None) -> list:
    """rank_one_step of the moves, upgrades and Done of the player's open transport, each
    followed by the rest of the transport as the playouts carry it out, the policy's own next
    step first among equals (transport_policy.py)."""
    options = policy_first(state, comps, player, legal_actions(state, comps, player))
    return rank_one_step(state, comps, player, options, cache, deadline, clock, w, finish_transport)


def stakes_workers(view, comps, action, player: int) -> bool:
    """Would `action` use a tile still on offer that the player may not win?  Whoever wins
    the tile takes the workers on it.  The simulations judged the risk worth the production
    (about one use in seven lost its workers), a person outbids such a tile on purpose, and
    leaving these uses out played as strong (52.5% of 100 games against the Hard of 4396052,
    53.5% of 200 with them) while the workers lost fell from 0.66 to 0.22 a game.

    With two rivals or more, leading the tile by one worker is not enough: any rival takes it
    by adding two, and at 4 players 9 of 22 such uses lost their workers where none of 6 made
    two ahead did.  Asking for a lead of two there took the workers lost at 4 players from 0.47
    to 0.07 a game and won 45.0% of 60 games with three of the Hard of 4396052 (docs/strength.md).

    With one rival, a lead of one is enough unless the rival may well hold the workers to go
    over it: in 51 games against the Hard of 4396052 (150 simulations a decision), 7 of the
    27 uses led by one where the rival's chance of holding the raise (`chance_behind`) was
    RAISE_RISK or more lost their workers, 4 of the 58 below it did.  Leaving out only those
    took the workers lost at 2 players from 0.48 to 0.25 a game (66.5% of 100 games won against
    that Hard), where a lead of two everywhere gave up about 3 points a game against Medium:
    most uses led by one pay."""
    if not (isinstance(action, Use) and action.tile in view.auction):
        return False
    if view.winner(action.tile) != player:
        return True
    entries = view.bids[action.tile]
    mine = entries[player]
    best_other = max((e.count for q, e in enumerate(entries) if e and q != player), default=0)
    if mine.count - best_other >= 2:
        return False
    if view.n > 2:
        return True
    return chance_behind(view, comps, 1 - player, mine.colour, mine.count + 1 - best_other) >= RAISE_RISK


def spent_for_nothing(state, comps, action, cache: dict, w=None) -> bool:
    """Would `action` open a transport that brings nothing Done at once would not?  Its workers
    would be spent for nothing (Hard once used its home with nothing to move).  The policy's
    own way, carried out to Done, is weighed against Done at once, one step ahead as Hard's
    transports are (ties: nothing gained); ranking every move, as the transport itself is
    ranked, cost 8% of a 4-player autumn decision's simulations."""
    after = transport_opened(state, comps, action)
    if after is None:
        return False
    lead = transport_action(after, comps, action.player)
    if isinstance(lead, Done):
        return True
    ranked = rank_one_step(after, comps, action.player, [Done(action.player), lead], cache, w=w,
                           settle=finish_transport)
    return bool(ranked) and isinstance(ranked[0][2], Done)


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
                 weights=None, objective=None):
        """`simulations` caps the search (tests use it to make a decision repeatable);
        `weights`: the evaluation weights (default: the shipped ones); `objective`: what the
        search raises, the value of a position at the end of each simulation,
        `f(state, comps, player, cache, weights)` (default: learned.shipped_objective; the judge
        passes the plain margin, learned.shipped_margin, which is in points, and the bench
        others to compare)."""
        self.comps = load_components()
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.simulations = simulations
        self.clock = clock
        self.weights = weights
        self.objective = objective or shipped_objective()
        self.explain = ""
        self.last_simulations = 0
        self.last_searched = 0  # how many moves at the head of the last ranking were searched
        self.carried: dict = {}  # player -> (season, {(resource, source, target) moved this season})

    def choose(self, view, legal: list, rng):
        if isinstance(legal[0], Place):
            with collector_paused():
                action, self.explain = valued_placement(view, self.comps, legal, self.weights)
            self.last_simulations = 0
            return action
        ranked = self.ranked(view, legal, rng)
        best = self._not_back(view, [a for a, _ in ranked])
        self.explain = bot_reason(view, self.comps, best)
        return best

    def _not_back(self, view, ranked: list):
        """The first of `ranked` that does not carry a resource back along a road this bot
        carried it this season.  The conversion plan is made afresh after every move with the
        capacity left, and with less capacity it may choose another conversion that wants the
        resource back where it came from; carried back and forth, it costs the capacity and
        brings nothing (Hard shuttled a gold between two tiles).  The ranking itself (and the
        hint, which reads it) knows nothing of earlier moves: the view has no record of them."""
        player = ranked[0].player
        season, moved = self.carried.get(player, (None, set()))
        if season != view.season:
            moved = set()
        best = next((a for a in ranked if not (isinstance(a, Move) and (a.resource, a.target, a.source) in moved)),
                    ranked[0])
        if isinstance(best, Move):
            moved.add((best.resource, best.source, best.target))
        self.carried[player] = (view.season, moved)
        return best

    def ranked(self, view, legal: list, rng) -> list:
        """[(action, its value by `evaluation` or None if unweighed)] best first.

        The search's own ordering of the moves it considered; `choose` takes the first and
        the judge (judge.py) ranks with it.  Placements are not searched (see the module
        docstring).  The first `last_searched` of the ranking were searched, the rest are ranked
        one step ahead only.

        The whole decision runs with the cycle collector paused (collector.py), the one-step
        ranking as well as the search: a full collection that landed in it would count
        against the budget, and one of a large heap takes most of a second.
        """
        with collector_paused():
            return self._ranked(view, legal, rng)

    def _ranked(self, view, legal: list, rng) -> list:
        started = self.clock()
        self.last_simulations = self.last_searched = 0
        if isinstance(legal[0], WinterChoice):
            options = winter_options(view, self.comps, legal[0].player, legal)
        else:
            options = shortlist(legal)
        if len(options) == 1:
            return [(options[0], None)]
        player = legal[0].player
        cache: dict = {}
        first_guess = determinize(view, self.comps, rng)
        transporting = _transporting(legal)
        deadline = started + RANKING_SHARE * self.budget
        if transporting:
            ranked = rank_transport(first_guess, self.comps, player, cache, self.weights, deadline, self.clock)
        else:
            useful = [a for a in options if not stakes_workers(view, self.comps, a, player)
                      and not spent_for_nothing(first_guess, self.comps, a, cache, self.weights)]
            ranked = rank_one_step(first_guess, self.comps, player, useful or options, cache, deadline, self.clock,
                                   self.weights)
        if not ranked:
            return [(options[0], None)]
        arms = [_Arm(action, v) for v, _, action in ranked[:ARMS]]
        if len(arms) > 1 and not transporting:
            self._search(view, player, arms, rng, cache, started + SEARCH_SHARE * self.budget)
        order = sorted(range(len(arms)), key=lambda i: (-arms[i].mean, i))
        searched = [(arms[i].action, arms[i].mean) for i in order]
        self.last_searched = len(searched)
        weighed = {arm.action for arm in arms}
        rest = [(a, v) for v, _, a in ranked if a not in weighed]
        return searched + rest

    def _search(self, view, player: int, arms: list, rng, cache: dict, deadline: float) -> None:
        """Sequential halving spread over the whole budget (time, or the simulation cap).

        The budget left is split evenly over the halvings still to come; each phase plays
        paired rounds over the surviving arms until its share is spent (at least MIN_ROUNDS
        rounds), then drops the weaker half.  The last two arms get what is left.
        """
        alive = list(arms)
        while len(alive) > 1:
            phases = math.ceil(math.log2(len(alive)))
            now = self.clock()
            phase_end = now + (deadline - now) / phases
            sims_end = None
            if self.simulations is not None:
                sims_end = self.last_simulations + (self.simulations - self.last_simulations) / phases
            rounds = 0
            while True:
                if not self._round(view, player, alive, rng, cache, deadline):
                    return
                rounds += 1
                if rounds >= MIN_ROUNDS and (self.clock() >= phase_end
                                             or (sims_end is not None and self.last_simulations >= sims_end)):
                    break
            alive.sort(key=lambda arm: -arm.mean)
            alive = alive[:max(1, len(alive) // 2)]

    def _round(self, view, player: int, alive: list, rng, cache: dict, deadline: float) -> bool:
        """One guessed world and one seed for every surviving arm; False once out of budget.

        A round the deadline cuts short is thrown away whole: kept, it would give the arms
        played first in it (the leaders) a sample in a world their rivals never saw, which
        breaks the pairing just where the decision is made.  The simulation cap stops a round
        between arms as before (a fixed count keeps its exact number of simulations).
        """
        world = determinize(view, self.comps, rng)
        seed = rng.getrandbits(32)
        rewards = []
        for arm in alive:
            if self.simulations is not None and self.last_simulations + len(rewards) >= self.simulations:
                break
            if self.clock() > deadline:
                return False
            reward = simulate(world, self.comps, player, arm.action, seed, cache, deadline, self.clock,
                              self.objective, self.weights)
            if reward is False:
                return False
            rewards.append(arm.mean if reward is None else reward)  # refused in this world: it teaches nothing
        for arm, reward in zip(alive, rewards):
            arm.visits += 1
            arm.total += reward
        self.last_simulations += len(rewards)
        return len(rewards) == len(alive)
