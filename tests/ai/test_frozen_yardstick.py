"""The frozen Hard of bench/frozen/hard_2026_11: a fixed yardstick that later work cannot move."""

import ast
import random
from pathlib import Path

from keydesk.rules import Game

from .helpers import BENCH, load_bench

FROZEN = BENCH / "frozen" / "hard_2026_11"


def test_the_copy_imports_nothing_of_the_shipped_bots_nor_their_weights():
    for path in sorted(FROZEN.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("keydesk.ai"), f"{path.name} imports {node.module}"
                assert node.module != "keydesk.paths", f"{path.name} reads the shipped data folder"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("keydesk.ai") for a in node.names), path.name
    strength = load_bench("strength")
    assert strength.make_frozen_hard.__globals__["HardBot"].__module__ == "frozen.hard_2026_11.hard"
    from frozen.hard_2026_11.weights import WEIGHTS_FILE
    assert Path(WEIGHTS_FILE) == FROZEN / "weights.yaml"


def test_the_strength_bench_plays_it_as_a_level():
    strength = load_bench("strength")
    assert "hard-2026-11" in strength.ALL_LEVELS
    bot = strength.build_bot("hard-2026-11", None, 4)
    game = Game.new(players=2, seed=3)
    p = game.to_move[0]
    legal = game.legal_actions(p)
    assert bot.choose(game.view(p), legal, random.Random(1)) in legal
    assert bot.last_simulations == 4
