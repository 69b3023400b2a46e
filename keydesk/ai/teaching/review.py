"""Post-game review: for each decision one player made, the judge's preferred move and the points
the move played is estimated to have given away, biggest mistakes first.

    decisions = review_game(game, player)      # in game order
    for d in worst_first(decisions): d.index, d.played, d.best, d.loss, d.reason, d.lead

Each decision is judged from that player's own masked view at the time (what they could know)
by the very search that gives the hint (judge.rank, with the hint's budget): the review's
preferred move is the hint's first move at every position, whatever was played.  The move
played is valued apart: where it is not the judge's first choice, `judge.compare` plays the
two in the same fresh guessed worlds with the same seeds, and only a difference larger than
the judge's measured noise (`judge.NOISE`) counts as points given away; within it the played
move is as good as the judge can tell.  So a move that followed the hint is never a mistake.
`simulations` lowers the judge's budget (tests).  Forced moves (one legal action) are not
decisions and are left out.  Pure Python: no pygame.

`judged_moves` yields the decisions one at a time, for a review that is kept as it goes
(kept_review.py) and continued where it stopped.
"""

from __future__ import annotations

from dataclasses import dataclass

from keydesk.rules import parse_action
from keydesk.rules.actions import Place
from keydesk.rules.describe import describe_action
from keydesk.rules.engine import legal_actions
from keydesk.rules.timeline import states_of

from keydesk.ai.teaching import judge as judge_
from keydesk.ai.teaching.accuracy import accuracy
from keydesk.ai.teaching.reasons import reason_for
from keydesk.ai.teaching.workers import Cancelled

MIN_ROUNDS = 8  # paired rounds of the check, however small the judge


@dataclass(frozen=True)
class Decision:
    index: int  # the action's place in the log: the moment before it is after `index` moves
    season: str
    played: object
    best: object  # the judge's preferred move, or the played one when it is as good
    loss: float  # estimated points the played move gave away against `best` (0: as good)
    reason: str  # what `best` does, in a player's words
    lead: float = 0.0  # the judge's estimate of the player's lead at the end after the move played (judge.lead)
    preferred: object = None  # the judge's first choice: the hint's first move at this moment

    @property
    def agreed(self) -> bool:
        return self.played == self.best

    @property
    def number(self) -> int:
        """The move's number as the log, the replay and the review show it (1 is the first)."""
        return self.index + 1


def decision_indices(game, player: int) -> list:
    """Where in the log `player` acted (forced moves included; review_game drops them)."""
    return [i for i, line in enumerate(game.log) if parse_action(line).player == player]


def judged_moves(game, player: int, simulations: int | None = None, workers=None, stop=None, since: int = 0):
    """(log index, Decision or None for a forced move) for each move of `player` from log index
    `since` on, in game order, judged one at a time.  `workers` play the judge's rounds on the
    machine's cores; `stop()` True ends it (workers.Cancelled from the move being judged)."""
    simulations = simulations or judge_.SIMULATIONS
    states = states_of(game)
    for i in decision_indices(game, player):
        if i >= since:
            if stop is not None and stop():  # a move the judge ranks without searching would not ask
                raise Cancelled
            yield i, judge(game.comps, states[i], player, parse_action(game.log[i]), i, simulations, workers, stop)


def review_game(game, player: int, simulations: int | None = None, job=None, workers=None) -> list:
    """The Decisions of `player`, in game order.  `job` (keydesk.ui.background.Job or anything
    with `cancelled` and `report(fraction)`) is told the progress and may stop the review early:
    the decisions judged so far are returned.  `simulations` None: the judge's own budget."""
    total = len(decision_indices(game, player))
    stop = (lambda: job.cancelled) if job is not None else None
    out = []
    try:
        for k, (_, decision) in enumerate(judged_moves(game, player, simulations, workers, stop)):
            if decision is not None:
                out.append(decision)
            if job is not None:
                job.report((k + 1) / total)
    except Cancelled:
        pass
    return out


def judge(comps, state, player: int, played, index: int, simulations: int = judge_.SIMULATIONS, workers=None,
          stop=None):
    """One decision: None when the move was forced."""
    legal = legal_actions(state, comps, player)
    if len(legal) <= 1:
        return None
    view = state.masked(player)
    ranked = judge_.rank(view, legal, simulations=simulations, workers=workers, stop=stop)
    values = dict(ranked)
    best, best_value = ranked[0]
    if best == played:
        loss = 0.0
    elif isinstance(played, Place) and played in values:
        loss = best_value - values[played]  # placements of a tile are all valued one step ahead, without noise
    else:
        loss = judge_.compare(view, best, played, rounds=check_rounds(simulations), workers=workers, stop=stop)
    lead = round(judge_.lead(view, legal, played, ranked, loss, lead_rounds(simulations), workers=workers, stop=stop),
                 2)  # as kept
    loss = round(loss, 1)  # as shown
    if loss <= judge_.NOISE:
        return Decision(index, state.season, played, played, 0.0, reason_for(view, comps, played), lead, best)
    return Decision(index, state.season, played, best, loss, reason_for(view, comps, best), lead, best)


def check_rounds(simulations: int) -> int:
    """Paired rounds of the check of a move against the judge's preferred one: a smaller judge
    checks less (tests), never fewer than MIN_ROUNDS."""
    return max(MIN_ROUNDS, judge_.CHECK_ROUNDS * simulations // judge_.SIMULATIONS)


def lead_rounds(simulations: int) -> int:
    """Simulations valuing the lead after a move the search did not simulate: a smaller judge
    simulates fewer (tests), never fewer than MIN_ROUNDS."""
    return max(MIN_ROUNDS, judge_.LEAD_ROUNDS * simulations // judge_.SIMULATIONS)


def points_lost(d) -> str:
    """"-2.4" for a decision that gave away points, " 0.0" for one as good as the judge's own."""
    return f"-{d.loss:.1f}" if d.loss else " 0.0"


def worst_first(decisions) -> list:
    """Biggest estimated losses first; equal losses in game order."""
    return sorted(decisions, key=lambda d: (-d.loss, d.index))


def describe(game, states, action, index: int) -> str:
    names = game.state.names
    return describe_action(action, game.comps, names, states[index])


def header(name: str, player: int, decisions, simulations: int | None = None) -> list:
    """The review's first lines: what judged it, the noise threshold, the totals.  `simulations`
    is the budget the review was given (None: the judge's own, the hint's)."""
    lost = sum(d.loss for d in decisions)
    agreed = sum(1 for d in decisions if d.agreed)
    if simulations is None or simulations == judge_.SIMULATIONS:
        how = f"judged as the hint judges ({judge_.SIMULATIONS} simulated games a decision)"
    else:
        how = (f"judged more roughly than the hint ({simulations} simulated games a decision, "
               f"the hint's {judge_.SIMULATIONS})")
    return [f"Review of {name} (P{player + 1}): {len(decisions)} decisions, {how}.",
            f"A move counts as a mistake only when it gives away more than {judge_.NOISE:.1f} points, "
            "the judge's own noise.",
            f"As good as the judge's choice: {agreed}; estimated points given away in all: {lost:.1f}.",
            f"{accuracy(decisions).words().capitalize()}."]


def review_text(game, player: int, decisions, limit: int | None = None, simulations: int | None = None) -> str:
    """The review as plain text, as `main.py review` prints it (`simulations`: as review_game's)."""
    states = states_of(game)
    lines = header(game.state.names[player], player, decisions, simulations) + [""]
    shown = worst_first(decisions)[:limit] if limit else worst_first(decisions)
    for d in shown:
        played = describe(game, states, d.played, d.index)
        lines.append(f"move {d.number:3d} ({d.season}), {points_lost(d)}: {played}")
        if not d.agreed:
            lines.append(f"    better: {describe(game, states, d.best, d.index)} — {d.reason}")
    return "\n".join(lines)
