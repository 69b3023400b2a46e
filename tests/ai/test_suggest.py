"""suggest(): the n best moves for the player on turn, each with a value and a plain reason."""

import random

from keydesk.ai import Suggestion, suggest
from keydesk.rules.actions import Done, Pass, Place, Upgrade, WinterChoice
from keydesk.rules.engine import legal_actions, step, to_move

from .helpers import random_position


def _first(players, seed, phase):
    game = random_position(players, seed, actions=0, phase=phase)
    p = to_move(game.state)[0]
    return game, p, legal_actions(game.state, game.comps, p)


def test_three_distinct_legal_suggestions_best_first():
    game, p, legal = _first(2, 3, "actions")
    tips = suggest(game.view(p), legal, n=3)
    assert len(tips) == 3
    assert all(isinstance(t, Suggestion) and t.action in legal for t in tips)
    assert len({t.action for t in tips}) == 3
    assert [t.value for t in tips] == sorted((t.value for t in tips), reverse=True)
    for t in tips:
        assert isinstance(t.value, float)
        assert t.reason and "\n" not in t.reason and t.reason.endswith(".")


def test_n_caps_and_one_legal_move_gives_one():
    game, p, legal = _first(3, 5, "actions")
    assert len(suggest(game.view(p), legal, n=1)) == 1
    only = [Pass(p)]
    tips = suggest(game.view(p), only, n=3)
    assert [t.action for t in tips] == only
    assert suggest(game.view(p), [], n=3) == []


def test_an_upgrade_worth_points_is_advised_over_done():
    """After a transport use with a payable upgrade, Done must not be the first advice."""
    rng = random.Random(2)
    for seed in range(40):
        game = random_position(2, seed, actions=0)
        state = game.state
        for _ in range(400):
            if state.phase == "over":
                break
            p = rng.choice(to_move(state))
            legal = legal_actions(state, game.comps, p)
            upgrades = [a for a in legal if isinstance(a, Upgrade)]
            if upgrades and any(isinstance(a, Done) for a in legal):
                spec = game.comps.tiles[upgrades[0].tile]
                if spec.back.points > spec.front.points:
                    tips = suggest(game.view(p), legal, n=2)
                    assert not isinstance(tips[0].action, Done)
                    return
            step(state, game.comps, rng.choice(legal))
    raise AssertionError("no position with a paying upgrade was reached")


def test_placements_and_winter_offers_are_advised():
    game, p, legal = _first(2, 7, "place")
    tips = suggest(game.view(p), legal, n=2)
    assert all(isinstance(t.action, Place) and t.action in legal for t in tips)
    game, p, legal = _first(2, 7, "winter_select")
    tips = suggest(game.view(p), legal, n=2)
    assert all(isinstance(t.action, WinterChoice) and t.action in legal for t in tips)
    assert "Offer" in tips[0].reason
