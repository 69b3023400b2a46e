"""Post-game review: for each decision one player made, the bots' preferred move and the points
the move played is estimated to have given away, biggest mistakes first.

    decisions = review_game(game, player, budget=None)      # in game order
    for d in worst_first(decisions): d.index, d.played, d.best, d.loss, d.reason

Each decision is judged from that player's own masked view at the time (what they could know),
with `keydesk.ai.suggest`: its best move, and the value of the move played, both estimated on
the same sampled hidden information so the two values compare.  `budget` None uses the quick
one-step look-ahead (a whole game in seconds); a budget in seconds per decision uses Hard's
search (stronger, and that much slower per decision).  Forced moves (one legal action) are not
decisions and are left out.  Pure Python: no pygame.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from keydesk.rules import parse_action
from keydesk.rules.describe import describe_action
from keydesk.rules.engine import legal_actions
from keydesk.rules.timeline import states_of

from .suggest import suggest


@dataclass(frozen=True)
class Decision:
    index: int  # the action's place in the log: the moment before it is after `index` moves
    season: str
    played: object
    best: object  # the bots' preferred move (the played one when they agree)
    loss: float  # estimated points the played move gave away against `best` (0: as good)
    reason: str  # the bots' one-line reason for `best`

    @property
    def agreed(self) -> bool:
        return self.played == self.best


def decision_indices(game, player: int) -> list:
    """Where in the log `player` acted (forced moves included; review_game drops them)."""
    return [i for i, line in enumerate(game.log) if parse_action(line).player == player]


def review_game(game, player: int, budget: float | None = None, seed: int = 0, job=None) -> list:
    """The Decisions of `player`, in game order.  `job` (keydesk.ui.background.Job or anything
    with `cancelled` and `report(fraction)`) is told the progress and may stop the review early:
    the decisions judged so far are returned."""
    states = states_of(game)
    indices = decision_indices(game, player)
    out = []
    for k, i in enumerate(indices):
        if job is not None and job.cancelled:
            break
        decision = judge(game.comps, states[i], player, parse_action(game.log[i]), i, budget, seed)
        if decision is not None:
            out.append(decision)
        if job is not None:
            job.report((k + 1) / len(indices))
    return out


def judge(comps, state, player: int, played, index: int, budget, seed: int):
    """One decision: None when the move was forced."""
    legal = legal_actions(state, comps, player)
    if len(legal) <= 1:
        return None
    view = state.masked(player)
    draw = (seed * 1_000_003 + index) & 0xFFFFFFFF  # the same hidden sample for both estimates
    best = suggest(view, legal, n=1, budget=budget, rng=random.Random(draw))[0]
    if best.action == played:
        return Decision(index, state.season, played, played, 0.0, best.reason)
    mine = suggest(view, [played], n=1, budget=budget, rng=random.Random(draw))[0]
    if mine.value >= best.value:  # the bots' shortlist missed a move at least as good
        return Decision(index, state.season, played, played, 0.0, mine.reason)
    return Decision(index, state.season, played, best.action, round(best.value - mine.value, 1), best.reason)


def points_lost(d) -> str:
    """"-2.4" for a decision that gave away points, " 0.0" for one as good as the bots' own."""
    return f"-{d.loss:.1f}" if d.loss else " 0.0"


def worst_first(decisions) -> list:
    """Biggest estimated losses first; equal losses in game order."""
    return sorted(decisions, key=lambda d: (-d.loss, d.index))


def describe(game, states, action, index: int) -> str:
    names = game.state.names
    return describe_action(action, game.comps, names, states[index])


def review_text(game, player: int, decisions, budget=None, limit: int | None = None) -> str:
    """The review as plain text, as `main.py review` prints it."""
    states = states_of(game)
    name = game.state.names[player]
    how = "Medium's one-step look-ahead" if not budget else f"Hard's search, {budget:g} s per decision"
    lost = sum(d.loss for d in decisions)
    agreed = sum(1 for d in decisions if d.agreed)
    lines = [f"Review of {name} (P{player + 1}): {len(decisions)} decisions judged by {how}.",
             f"The bots agreed with {agreed}; estimated points given away in all: {lost:.1f}.", ""]
    shown = worst_first(decisions)[:limit] if limit else worst_first(decisions)
    for d in shown:
        played = describe(game, states, d.played, d.index)
        head = f"move {d.index + 1:3d} ({d.season}), {points_lost(d)}: {played}"
        lines.append(head)
        if not d.agreed:
            lines.append(f"    the bots prefer: {describe(game, states, d.best, d.index)} — {d.reason}")
    return "\n".join(lines)
