"""bench/model_credit.py: the learned model's credit for one more tile and one more worker."""

import pickle

import pytest

from keydesk.ai.evaluation.learned import predict
from keydesk.rules import Game

from .helpers import load_bench


@pytest.fixture(scope="module")
def credit():
    return load_bench("model_credit")


def test_a_tile_credit_is_the_prediction_with_the_tile_less_without_and_the_state_is_put_back(credit):
    game = Game.new(players=2, seed=7)
    state, comps = game.state, game.comps
    on_offer = [t for t in credit.TILES if t in state.auction]
    before = (list(state.to_place[0]), predict(state, comps, 0))
    got = credit.tile_credits(state, comps, 0)
    assert (list(state.to_place[0]), predict(state, comps, 0)) == before
    assert set(got) == set(credit.TILES) - set(on_offer)  # a tile on offer is not added twice
    tile = next(iter(got))
    state.to_place[0].append(tile)
    assert got[tile] == pytest.approx(predict(state, comps, 0) - before[1])


def test_a_worker_credit_is_asked_only_of_the_colours_held_and_the_screen_is_put_back(credit):
    game = Game.new(players=2, seed=7)
    state, comps = game.state, game.comps
    screen = dict(state.screens[1])
    got = credit.worker_credits(state, comps, 1)
    assert state.screens[1] == screen
    assert set(got) == {c for c, k in screen.items() if k > 0}
    colour = next(iter(got))
    base = predict(state, comps, 1)
    state.screens[1][colour] -= 1
    assert got[colour] == pytest.approx(base - predict(state, comps, 1))


def test_only_positions_at_the_season_start_asked_are_read_up_to_the_limit(credit, tmp_path):
    games = [Game.new(players=2, seed=s) for s in (1, 2, 3)]
    data = {"command": "test", "games": [{"positions": [("season", g.state), ("decision", g.state)]} for g in games]}
    path = tmp_path / "selfplay.pkl"
    path.write_bytes(pickle.dumps(data))
    assert len(list(credit.season_starts([str(path)], "spring", 2))) == 2
    assert list(credit.season_starts([str(path)], "winter", 5)) == []


def test_a_file_that_is_not_self_play_gets_a_sentence(credit, tmp_path, capsys):
    path = tmp_path / "notes.pkl"
    path.write_bytes(b"not a pickle")
    assert credit.main(["--data", str(path)]) == 1
    assert "could not be read" in capsys.readouterr().err
