"""The rules engine's speed figures (bench/rule_speed.py) as instruction counts, which the machine's load does not move.

    python bench/instructions.py [ROW ...]     rows: playouts2 playouts4 playouts6 hard2 hard4

Each row runs a workload twice under valgrind's cachegrind (no cache simulation,
PYTHONHASHSEED=0, the sources compiled beforehand) and divides the difference in instructions
by the difference in units, so start-up and component loading cancel out:
- playoutsN: `rule_speed.playout_rate` over 10 (2p), 5 (4p) or 3 (6p) seeded random games
  against the same process with no game played; the unit is one rule action.
- hard2 / hard4: one `HardBot(simulations=300)` decision against one at 1 simulation, on
  rule_speed's seed-1 game at the 2p spring opening / the first 4p autumn turn; the unit is
  one simulation.
Slow (minutes a row under valgrind); run by hand, never by the tests.
"""

import os
import random
import re
import subprocess
import sys

import _path  # puts the project on sys.path

ROWS = {
    "playouts2": ("playouts", 2, 10),
    "playouts4": ("playouts", 4, 5),
    "playouts6": ("playouts", 6, 3),
    "hard2": ("hard", 2, "spring"),
    "hard4": ("hard", 4, "autumn"),
}
HARD_SIMULATIONS = 300


def workload(kind: str, players: int, arg: str, full: bool) -> int:
    """Run one side of a row in this process; returns its units (actions or simulations)."""
    import rule_speed  # bench/ is on sys.path when this file runs as a script
    from keydesk.ai.bots.hard import HardBot
    from keydesk.rules import Game

    Game.new(players=players, seed=0)  # load the components in both sides alike
    if kind == "playouts":
        games = int(arg)
        if not full:
            return 0
        rate = rule_speed.playout_rate(players, games)
        return round(rate[2] * games)
    game = rule_speed.game_at(players, 1, arg)
    p = game.to_move[0]
    bot = HardBot(budget=1e6, simulations=HARD_SIMULATIONS if full else 1)
    bot.choose(game.view(p), game.legal_actions(p), random.Random(1))
    return bot.last_simulations


def counted(row: str, full: bool) -> tuple:
    """(instructions, units) of one side of a row, run under cachegrind."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, __file__, "--side", row, "full" if full else "base"]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or not found:
        sys.exit(f"cachegrind run of {row} failed:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main(rows: list) -> None:
    unknown = [r for r in rows if r not in ROWS]
    if unknown:
        sys.exit(f"Unknown row {', '.join(unknown)}; the rows are {', '.join(ROWS)}.")
    # Compile the sources first: in a fresh tree the first side run would otherwise also count
    # compiling every module it imports, which the second side finds done.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(_path.ROOT / "keydesk"), str(_path.ROOT / "bench")],
                   check=False, capture_output=True)
    for row in rows or list(ROWS):
        instr, units = counted(row, True)
        base_instr, base_units = counted(row, False)
        per = (instr - base_instr) / (units - base_units)
        unit = "action" if ROWS[row][0] == "playouts" else "simulation"
        print(f"{row}: {per:,.0f} instructions per {unit} ({units - base_units:,} {unit}s)", flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--side"]:
        kind, players, arg = ROWS[sys.argv[2]]
        print(workload(kind, players, str(arg), sys.argv[3] == "full"))
    else:
        main(sys.argv[1:])
