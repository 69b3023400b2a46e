"""Perft for keydesk: seeded random games whose every legal-action list is recorded.

Like a chess engine's perft, this guards move generation while it is rewritten for speed: for
each seeded game, at every step the golden file holds, for each player to move, how many legal
actions there are and a checksum of their notation, then the action a seeded chooser took, and
at the end every player's score.  The chooser picks from the sorted notation lines, so the
order in which `legal_actions` lists them does not matter — only the set.

    python -m tests.rules.perft            rewrite tests/rules/perft_golden.txt
    python -m tests.rules.perft --check    print the first difference, if any
"""

from __future__ import annotations

import random
import sys
import zlib
from pathlib import Path

from keydesk.rules import Game
from keydesk.rules.actions import format_action
from keydesk.rules.engine import legal_actions, step, to_move

GOLDEN = Path(__file__).with_name("perft_golden.txt")

# 30 games: six each for 2, 3, 4, 5 and 6 players.
GAMES = [(players, seed) for players in (2, 3, 4, 5, 6) for seed in range(1, 7)]


def play(players: int, seed: int) -> list:
    """The golden lines of one game: a header, one line per step, the final scores."""
    game = Game.new(players=players, seed=seed)
    state, comps = game.state, game.comps
    chooser = random.Random(seed * 1000 + players)
    lines = [f"game {players} {seed}"]
    while state.phase != "over":
        movers = to_move(state)
        counts, chosen_from = [], None
        p = chooser.choice(movers)
        for m in movers:
            notation = sorted(format_action(a) for a in legal_actions(state, comps, m))
            counts.append(f"P{m + 1}:{len(notation)}:{zlib.crc32(' | '.join(notation).encode()):08x}")
            if m == p:
                chosen_from = notation
        text = chooser.choice(chosen_from)
        action = next(a for a in legal_actions(state, comps, p) if format_action(a) == text)
        step(state, comps, action)
        lines.append(f"{' '.join(counts)} > {text}")
    lines.append("scores " + " ".join(str(sheet.total) for sheet in game.scores()))
    return lines


def all_lines() -> list:
    return [line for players, seed in GAMES for line in play(players, seed)]


def main(argv) -> int:
    lines = all_lines()
    if "--check" in argv:
        golden = GOLDEN.read_text().splitlines()
        for i, (want, got) in enumerate(zip(golden, lines)):
            if want != got:
                print(f"line {i + 1} differs:\n  golden: {want}\n  now:    {got}")
                return 1
        if len(golden) != len(lines):
            print(f"golden has {len(golden)} lines, now {len(lines)}")
            return 1
        print(f"perft: {len(lines)} lines identical")
        return 0
    GOLDEN.write_text("\n".join(lines) + "\n")
    print(f"wrote {GOLDEN} ({len(lines)} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
