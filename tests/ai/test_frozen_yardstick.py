"""The frozen Hards of bench/frozen/: fixed yardsticks that later work cannot move."""

import ast
import random
from pathlib import Path

import pytest

from keydesk.rules import Game
from keydesk.rules.actions import format_action

from .helpers import BENCH, load_bench, random_position

COPIES = {"hard-2026-11": BENCH / "frozen" / "hard_2026_11", "hard-2026-11-27": BENCH / "frozen" / "hard_2026_11_27"}


@pytest.mark.parametrize("level", sorted(COPIES))
def test_the_copy_imports_nothing_of_the_shipped_bots_nor_their_data(level):
    folder = COPIES[level]
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("keydesk.ai"), f"{path.name} imports {node.module}"
                assert node.module != "keydesk.paths", f"{path.name} reads the shipped data folder"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("keydesk.ai") for a in node.names), path.name
                assert not any(a.name == "keydesk.paths" for a in node.names), path.name
    strength = load_bench("strength")
    bot = strength.build_bot(level, None, 4)
    assert type(bot).__module__ == f"frozen.{folder.name}.hard"
    weights = __import__(f"frozen.{folder.name}.weights", fromlist=["WEIGHTS_FILE"])
    assert Path(weights.WEIGHTS_FILE) == folder / "weights.yaml"


def test_the_hard_of_4396052_reads_its_own_learned_model():
    load_bench("strength")  # puts the frozen package in sys.modules
    learned = __import__("frozen.hard_2026_11_27.learned", fromlist=["LEARNED_FILE"])
    assert Path(learned.LEARNED_FILE) == COPIES["hard-2026-11-27"] / "learned.yaml"
    assert set(learned.learned_model()) == {"spring", "summer", "autumn", "winter"}


@pytest.mark.parametrize("level", sorted(COPIES))
def test_the_strength_bench_plays_it_as_a_level(level):
    strength = load_bench("strength")
    assert level in strength.ALL_LEVELS
    bot = strength.build_bot(level, None, 4)
    game = Game.new(players=2, seed=3)
    p = game.to_move[0]
    legal = game.legal_actions(p)
    assert bot.choose(game.view(p), legal, random.Random(1)) in legal
    assert bot.last_simulations == 4


# The frozen Hard of 4396052 at 40 simulations, asked with random.Random(1): its three best
# moves and their values, as the shipped Hard of that commit ranked them (the same to the
# last digit when the copy was made).  A change that moves them moved the yardstick.
RANKINGS = [
    ((2, 3, 0), [("P2 bid quarryman 1 blue", 10.682261), ("P2 bid miner 1 red", 10.301919),
                 ("P2 bid key_mine 1 red", 9.132102)]),
    ((3, 11, 25), [("P1 use quarryman 1 yellow", 12.724952), ("P1 bid mason 1 red", 11.364649),
                   ("P1 bid mason 1 blue", 9.731703)]),
]


@pytest.mark.parametrize("position,expected", RANKINGS)
def test_the_hard_of_4396052_ranks_as_it_did_when_frozen(position, expected):
    strength = load_bench("strength")
    game = random_position(*position)
    p = game.to_move[0]
    bot = strength.build_bot("hard-2026-11-27", None, 40)
    ranked = bot.ranked(game.view(p), game.legal_actions(p), random.Random(1))
    assert [(format_action(a), round(v, 6)) for a, v in ranked[:3]] == expected
