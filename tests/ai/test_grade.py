"""Grading a move at an exercise (keydesk.ai.teaching.grade) where the review values moves without a
check: placements, ranked one step ahead as the review ranks them."""

from keydesk.ai.teaching import judge
from keydesk.ai.teaching.grade import grade
from keydesk.ai.teaching.judge import NOISE
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions
from keydesk.rules.timeline import states_of
from tests.fixtures import FIXTURES


def test_a_placement_is_graded_by_the_rankings_difference_without_noise():
    game = Game.load(FIXTURES / "finished-2p.yaml")
    state = states_of(game)[45]  # P1 places the Carpenter: its places differ by the roads they make
    view, legal = state.masked(0), legal_actions(state, game.comps, 0)
    ranked = judge.rank(view, legal)
    (best, top), (worst, bottom) = ranked[0], ranked[-1]
    assert top - bottom > 1  # not every place is as good
    graded = grade(view, legal, worst, best, seed=0)
    assert graded.loss == round(top - bottom, 1) and graded.solved == (graded.loss <= NOISE)
    assert graded.best == best and "Carpenter" in graded.reason
    assert grade(view, legal, best, best, seed=0).loss == 0
