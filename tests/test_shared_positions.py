"""`main.py position … --as P1`: a position to share holds only what P1 may see; loading it
draws the hidden parts from what remains, and the game goes on to a legal end."""

import random

import pytest

from tests.fixtures import FIXTURES
from keydesk.cli import main
from keydesk.rules import Game
from keydesk.rules.components import COLOURS
from keydesk.rules.formats.position import shared_document

SAVE = FIXTURES / "finished-2p.yaml"


def play_to_the_end(game, seed: int) -> None:
    chooser = random.Random(seed)
    while not game.is_over:
        p = chooser.choice(game.to_move)
        game.apply(chooser.choice(game.legal_actions(p)))


@pytest.mark.parametrize("move", [0, 40, 90])
def test_a_position_exported_as_p1_hides_p2_s_hand_and_the_unused_tiles(tmp_path, capsys, move):
    out = tmp_path / "share.yaml"
    assert main(["position", str(SAVE), "--move", str(move), "--as", "P1", "-o", str(out)]) == 0
    assert "only what P1 sees" in capsys.readouterr().out
    full = Game.load(SAVE)
    while len(full.log) > move:
        full.undo()
    s = full.state
    secret = set(s.winter_hands[1]) | set(s.winter_box) | set(s.pools.get("summer", [])) | set(s.pools.get("autumn", []))
    assert secret, "the moment must have something to hide"
    text = out.read_text(encoding="utf-8")
    assert not [tile for tile in secret if tile in text]
    for field in ("rng_state", "seed:", "bag:", "skill_pile", "unused_tiles"):
        assert field not in text
    assert "as P1 sees it" in text.splitlines()[0]

    shared = Game.load(out)
    assert shared.state.villages == s.villages and shared.state.screens[0] == s.screens[0]
    assert shared.state.winter_hands[0] == s.winter_hands[0]
    assert sum(shared.state.screens[1].values()) == sum(s.screens[1].values())
    assert len(shared.state.winter_hands[1]) == len(s.winter_hands[1])
    assert shared.to_move == full.to_move and shared.season == full.season
    play_to_the_end(shared, move)
    assert shared.is_over and len(shared.scores()) == 2


def test_the_full_export_says_it_holds_hidden_information(tmp_path):
    out = tmp_path / "all.yaml"
    assert main(["position", str(SAVE), "--move", "40", "-o", str(out)]) == 0
    head = out.read_text(encoding="utf-8").splitlines()[:3]
    assert "It holds hidden information" in head[0] and "--as" in head[2]


def test_a_choice_made_in_secret_during_the_winter_choice_is_left_to_be_made_again(tmp_path):
    import yaml

    game = Game.load(SAVE)
    while not (game.phase == "winter_select" and None in game.state.winter_chosen
               and any(c is not None for c in game.state.winter_chosen)):
        game.undo()
    chose = next(p for p, c in enumerate(game.state.winter_chosen) if c is not None)
    viewer = 1 - chose
    doc = shared_document(game.state, viewer, game.seats)
    seen = dict(zip(COLOURS, game.state.screen_record[chose]))
    assert doc["screens"][f"P{chose + 1}"] == {"workers": sum(game.state.screens[chose].values()),
                                               "seen": {c: k for c, k in seen.items() if k},
                                               "skills": sum(game.state.skills[chose].values()),
                                               "winter_hand": len(game.state.winter_hands[chose])}
    path = tmp_path / "winter.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    shared = Game.load(path)
    assert sorted(shared.to_move) == [0, 1]  # the secret choice is made again, from a hand drawn afresh
    play_to_the_end(shared, 5)
    assert shared.is_over


def test_a_shared_position_can_be_shared_again(tmp_path):
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    assert main(["position", str(SAVE), "--move", "40", "--as", "P2", "-o", str(first)]) == 0
    assert main(["position", str(first), "--as", "P2", "-o", str(second)]) == 0
    assert Game.load(second).state.villages == Game.load(first).state.villages
