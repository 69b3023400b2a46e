"""Fit the evaluation weights (data/ai/weights.yaml) by self-play, one weight at a time.

    python bench/tune_weights.py --rounds 2 --pairs 40 --seed 5000           # prints, writes nothing
    python bench/tune_weights.py --rounds 2 --pairs 40 --seed 5000 --write   # keeps what it found

The method is the coordinate search chess and card-game engines use to tune an evaluation
against itself: for each weight in turn, a challenger (the weight scaled up or down) plays
Medium against the incumbent over `--pairs` seeds, each seed twice with the seats swapped, so
the deal's luck cancels out.  The challenger replaces the incumbent when its mean score margin
is at least `--z` standard errors above zero.  Medium looks one step ahead with nothing but the
evaluation, so what it learns here is what the evaluation is worth; Hard uses the same
evaluation at the end of its simulations.

Game i of a round uses seed `--seed + i` (the same seeds for every challenger, so results are
reproducible); `--procs 2` plays two games at a time.  With `--write` the improved values are
written into data/ai/weights.yaml in place (comments kept), atomically.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import re
import statistics
import sys
from multiprocessing import Pool

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai.bots.medium import MediumBot
from keydesk.ai.evaluation.weights import SEASONS, SHARES, WEIGHTS_FILE, load_weights
from keydesk.files import write_atomically
from keydesk.rules import Game

FACTORS = (0.6, 1.5)  # a challenger scales one weight by each of these in turn
NUDGE = 0.1  # a weight at zero is tried at this value instead


def knobs(evaluation: dict) -> list:
    """Every tunable number of the evaluation as (name, season or None)."""
    out = []
    for name, value in evaluation.items():
        if isinstance(value, dict):
            out += [(name, s) for s in SEASONS]
        else:
            out.append((name, None))
    return out


def get(evaluation: dict, knob) -> float:
    name, season = knob
    return evaluation[name][season] if season else evaluation[name]


def with_value(evaluation: dict, knob, value: float) -> dict:
    changed = copy.deepcopy(evaluation)
    name, season = knob
    if season:
        changed[name][season] = value
    else:
        changed[name] = value
    return changed


def bounded(knob, value: float) -> float:
    """Shares stay within 0..1 (the loader's rule); everything else at least 0."""
    value = max(0.0, round(value, 3))
    return min(1.0, value) if knob[0] in SHARES else value


def play(job) -> float:
    """One game, challenger against incumbent: the challenger's score minus the incumbent's."""
    challenger, incumbent, seed, challenger_seat = job
    game = Game.new(players=2, seed=seed)
    bots = [None, None]
    bots[challenger_seat] = MediumBot(weights=challenger)
    bots[1 - challenger_seat] = MediumBot(weights=incumbent)
    rngs = [random.Random(seed * 10 + p) for p in range(2)]
    while not game.is_over:
        for p in game.to_move:
            game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rngs[p]))
    totals = [sheet.total for sheet in game.scores()]
    return totals[challenger_seat] - totals[1 - challenger_seat]


def duel(pool, challenger: dict, incumbent: dict, seed: int, pairs: int) -> tuple:
    """(mean margin, standard error) of the challenger over `pairs` seeds, both seatings."""
    jobs = [(challenger, incumbent, seed + i, seat) for i in range(pairs) for seat in (0, 1)]
    margins = pool.map(play, jobs)
    per_seed = [(margins[2 * i] + margins[2 * i + 1]) / 2 for i in range(pairs)]
    mean = statistics.mean(per_seed)
    error = statistics.stdev(per_seed) / math.sqrt(pairs) if pairs > 1 else float("inf")
    return mean, error


def write_weights(evaluation: dict, path=WEIGHTS_FILE) -> None:
    """Put the evaluation's values into the weights file in place, keeping its comments."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    section = None
    for i, line in enumerate(lines):
        if re.match(r"^\w", line):
            section = line.split(":")[0]
            continue
        match = re.match(r"^(\s+)(\w+):\s*(\{[^}]*\}|[-\d.]+)(.*)$", line.rstrip("\n"))
        if section != "evaluation" or not match or match.group(2) not in evaluation:
            continue
        indent, name, _, rest = match.groups()
        value = evaluation[name]
        text = ("{" + ", ".join(f"{s}: {value[s]:g}" for s in SEASONS) + "}") if isinstance(value, dict) else f"{value:g}"
        lines[i] = f"{indent}{name}: {text}{rest}\n"
    write_atomically(path, "".join(lines))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Fit the evaluation weights by self-play (coordinate search).")
    ap.add_argument("--rounds", type=int, default=1, help="passes over every weight")
    ap.add_argument("--pairs", type=int, default=40, help="seeds per duel (each played in both seats)")
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--z", type=float, default=1.5, help="standard errors a challenger must win by")
    ap.add_argument("--only", default="", help="comma-separated weight names to tune (default: all)")
    ap.add_argument("--procs", type=int, default=1, choices=(1, 2))
    ap.add_argument("--write", action="store_true", help="write the result into data/ai/weights.yaml")
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.pairs < 2:
        ap.error("--rounds must be at least 1 and --pairs at least 2")
    incumbent = load_weights()["evaluation"]
    for table in incumbent.values():
        if isinstance(table, dict):
            table.pop("over", None)
    only = {x.strip() for x in args.only.split(",") if x.strip()}
    unknown = only - set(incumbent)
    if unknown:
        ap.error(f"unknown weight(s) {', '.join(sorted(unknown))}; choose from {', '.join(incumbent)}")
    todo = [k for k in knobs(incumbent) if not only or k[0] in only]
    print(f"tuning {len(todo)} weights, {args.rounds} round(s), {args.pairs} seeds x 2 seats per duel, "
          f"seeds {args.seed}-{args.seed + args.pairs - 1}, accept at z >= {args.z}", flush=True)
    with Pool(args.procs) as pool:
        for rnd in range(args.rounds):
            for knob in todo:
                now = get(incumbent, knob)
                for factor in FACTORS:
                    tried = bounded(knob, now * factor if now else NUDGE)
                    if tried == now:
                        continue
                    challenger = with_value(incumbent, knob, tried)
                    mean, error = duel(pool, _complete(challenger), _complete(incumbent), args.seed, args.pairs)
                    kept = mean >= args.z * error and mean > 0
                    label = f"{knob[0]}.{knob[1]}" if knob[1] else knob[0]
                    print(f"round {rnd + 1} {label:<22} {now:g} -> {tried:g}: margin {mean:+.2f} ± {error:.2f}"
                          f" {'KEPT' if kept else ''}", flush=True)
                    if kept:
                        incumbent = challenger
                        break
    print("result:", {k: v for k, v in incumbent.items()})
    if args.write:
        write_weights(incumbent)
        print(f"written to {WEIGHTS_FILE}")
    return 0


def _complete(evaluation: dict) -> dict:
    """The evaluation as the bots read it: every by-season table also says 0 once it is over."""
    out = copy.deepcopy(evaluation)
    for table in out.values():
        if isinstance(table, dict):
            table["over"] = 0.0
    return out


if __name__ == "__main__":
    sys.exit(main())
