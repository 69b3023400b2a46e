"""The learned evaluation: features from the player's view only, a model file checked field by
field, and Hard able to end its simulations on it."""

import copy
import os
import random
import re
from types import SimpleNamespace

import pytest
import yaml

from keydesk.ai.bots.determinize import determinize
from keydesk.ai.evaluation.evaluate import village_gains, village_score
from keydesk.ai.evaluation.features import NAMES, PublicSides, _idle_tiles, features
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.teaching import judge
from keydesk.ai.evaluation import learned
from keydesk.ai.evaluation.evaluate import field_margin, field_objective
from keydesk.ai.evaluation.learned import (LEARNED_FILE, LearnedError, learned_margin, learned_objective, load_learned,
                                parse_learned, predict, shipped_margin)
from keydesk.rules import Game
from keydesk.rules.engine import legal_actions, step, to_move
from tests.test_special_files import at_once

from .helpers import random_position
from .test_hidden_information import p1_to_act, twin_views


def _shipped():
    return yaml.safe_load(LEARNED_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("players,actions", [(2, 30), (3, 90), (4, 160), (5, 210), (6, 130)])
def test_features_read_only_what_the_player_may_see(players, actions):
    """Every player's features are the same in the real game and in any world filled in from
    that player's view: nothing hidden from them (other screens' colours, other winter hands,
    the bag) moves a feature."""
    game = random_position(players, seed=90 + players, actions=actions)
    for p in range(players):
        truth = features(game.state, game.comps, p)
        assert len(truth) == len(NAMES)
        for k in range(3):
            world = determinize(game.state.masked(p), game.comps, random.Random(k))
            assert features(world, game.comps, p) == truth


def _bare_score(state, comps, player: int) -> int:
    """The village's score with nobody behind its screen and no skill: its public score."""
    bare = copy.deepcopy(state)
    bare.screens[player] = dict.fromkeys(bare.screens[player], 0)
    bare.skills[player] = dict.fromkeys(bare.skills[player], 0)
    return village_score(bare, comps, player)


@pytest.mark.parametrize("players,actions", [(4, 60), (4, 250), (6, 200), (3, 330)])
def test_shared_public_sides_give_each_player_their_own_features(players, actions):
    """learned_standing reads every village once for all the players it judges (features.PublicSides):
    each player's features with the shared sides are those read for that player alone, and
    each is checked against its own reading (sides read for the wrong seat would not pass)."""
    game = random_position(players, seed=40 + actions, actions=actions)
    s, c = game.state, game.comps
    sides = PublicSides(s, c)
    alone = [features(s, c, p) for p in range(players)]
    assert [features(s, c, p, sides=sides) for p in range(players)] == alone
    for p, f in enumerate(alone):
        named = dict(zip(NAMES, f))
        others = [_bare_score(s, c, q) for q in range(players) if q != p]
        assert named["score_now"] == village_score(s, c, p)
        assert (named["field_score"], named["field_best"]) == (pytest.approx(sum(others) / len(others)), max(others))
        gains = village_gains(s, c, p, s.winter_hands[p] or ())
        assert named["winter_best"] == max(gains.values(), default=0)


def test_winter_hands_count_for_their_holder_only():
    game = random_position(3, seed=5, actions=10)
    state = game.state
    while state.season != "winter" and state.phase != "over":
        p = random.Random(len(state.placed)).choice(to_move(state))
        step(state, game.comps, legal_actions(state, game.comps, p)[-1])
    mine = dict(zip(NAMES, features(state, game.comps, 0)))
    assert mine["winter_hand"] == len(state.winter_hands[0]) > 0
    assert mine["winter_best"] >= 0 and mine["winter_sum"] >= mine["winter_best"]


def _idle(state, comps, player: int, upgrades=(), routes=()) -> int:
    return _idle_tiles(state, comps, player, SimpleNamespace(upgrades=dict.fromkeys(upgrades), routes=list(routes)))


def test_a_tile_that_can_give_nothing_more_is_counted_idle_until_something_uses_it():
    """A Peddler waiting to be placed gives nothing by its print: idle.  Holding a resource,
    upgraded, upgraded by the conversion plan or on one of its routes, it can still give
    something, and a summer boat (its power) never counts; `tiles` counts them all alike."""
    game = Game.new(players=2, seed=1)
    s, c = game.state, game.comps
    s.to_place[0] = ["peddler", "summer_boat_1a"]
    s.res["peddler"] = (0, 0, 0, 0)
    named = dict(zip(NAMES, features(s, c, 0)))
    assert (named["tiles"], named["tiles_idle"]) == (3, 1)
    assert dict(zip(NAMES, features(s, c, 1)))["tiles_idle"] == 0
    assert _idle(s, c, 0) == 1
    assert _idle(s, c, 0, upgrades=["peddler"]) == 0
    assert _idle(s, c, 0, routes=[("peddler", 1, "home_6")]) == 0
    assert _idle(s, c, 0, routes=[("home_6", 1, "peddler")]) == 0
    s.res["peddler"] = (0, 1, 0, 0)
    assert _idle(s, c, 0) == 0
    s.res["peddler"] = (0, 0, 0, 0)
    s.flipped.add("peddler")
    assert _idle(s, c, 0) == 0


def test_the_shipped_model_loads_and_predicts_the_exact_score_once_over():
    model = load_learned()
    assert set(model) == {"spring", "summer", "autumn", "winter"}
    assert all(len(coef) == len(NAMES) for _, coef in model.values())
    game = random_position(2, seed=3, actions=100000)
    assert game.state.phase == "over"
    for p in (0, 1):
        assert predict(game.state, game.comps, p) == village_score(game.state, game.comps, p)
    exact = village_score(game.state, game.comps, 0) - village_score(game.state, game.comps, 1)
    assert learned_margin(game.state, game.comps, 0) == exact


def test_the_margin_is_the_prediction_less_the_opponents_average():
    game = random_position(3, seed=8, actions=40)
    s, c = game.state, game.comps
    assert learned_margin(s, c, 1) == pytest.approx(predict(s, c, 1) - (predict(s, c, 0) + predict(s, c, 2)) / 2)


@pytest.mark.parametrize("change,message", [
    (lambda d: d["seasons"].pop("autumn"), "field 'seasons.autumn': expected a model (it is missing)"),
    (lambda d: d["seasons"]["summer"].update(intercept="x"), "field 'seasons.summer.intercept': expected a number, got 'x'"),
    (lambda d: d["seasons"]["winter"]["coef"].update(score_now=float("nan")),
     "field 'seasons.winter.coef.score_now': expected a number, got nan"),
    (lambda d: d["seasons"]["spring"]["coef"].pop("lead"), "field 'seasons.spring.coef.lead': expected a number (it is missing)"),
    (lambda d: d["seasons"]["spring"]["coef"].update(charm=1.0),
     "field 'seasons.spring.coef.charm': expected a known feature name, got 'charm'"),
    (lambda d: d.pop("seasons"), "field 'seasons': expected a model for each season (it is missing)"),
])
def test_a_bad_field_is_named(change, message):
    data = copy.deepcopy(_shipped())
    change(data)
    with pytest.raises(LearnedError, match=re.escape(message)) as err:
        parse_learned(data, "learned.yaml")
    assert str(err.value).startswith("learned.yaml: ")


def test_bad_files_get_one_sentence(tmp_path):
    with pytest.raises(LearnedError, match="cannot be read"):
        load_learned(tmp_path / "none.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("seasons: [unclosed", encoding="utf-8")
    with pytest.raises(LearnedError, match="not valid YAML"):
        load_learned(bad)


@pytest.mark.parametrize("players", [2, 4])
def test_hard_on_the_learned_evaluation_decides_from_the_view(players):
    game = p1_to_act(players, seed=40 + players, actions=2)
    view_a, view_b, legal = twin_views(game)
    a = HardBot(budget=30, simulations=25, objective=learned_margin).choose(view_a, legal, random.Random(5))
    b = HardBot(budget=30, simulations=25, objective=learned_margin).choose(view_b, legal, random.Random(5))
    assert a == b and a in legal


def test_a_pipe_in_place_of_the_model_is_refused_at_once(tmp_path):
    pipe = tmp_path / "learned.yaml"
    os.mkfifo(pipe)
    with pytest.raises(LearnedError, match="a named pipe, not a file"):
        at_once(load_learned, pipe)  # opening a pipe to read would wait for a writer for ever


def test_hard_and_the_judge_end_their_simulations_on_the_learned_evaluation():
    assert shipped_margin() == (learned_margin, None)
    assert HardBot(simulations=5).objective is learned_objective  # the margin bent towards own points
    game = p1_to_act(2, seed=42, actions=2)
    view, legal = game.view(0), game.legal_actions(0)
    # The judge's ranking is the one it gets when handed the learned evaluation, not the hand-built one.
    by_default = judge.rank(view, legal, simulations=40)
    assert by_default == judge.rank(view, legal, simulations=40, objective=learned_margin)
    assert by_default != judge.rank(view, legal, simulations=40, objective=field_margin)


@pytest.mark.usefixtures("fresh_model_caches")
def test_a_model_file_that_cannot_be_used_leaves_hard_on_the_hand_built_evaluation(tmp_path, monkeypatch):
    data = _shipped()
    data["seasons"]["autumn"]["intercept"] = "lots"
    bad = tmp_path / "learned.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setattr(learned, "LEARNED_FILE", bad)
    objective, problem = shipped_margin()
    assert objective is field_margin
    assert problem == (f"Hard and the hints judge positions by hand-built weights: {bad}: "
                       "field 'seasons.autumn.intercept': expected a number, got 'lots'")
    assert HardBot(simulations=5).objective is field_objective
