"""Where the winter-tile points go: a match between two levels, summed over its winters.

    python bench/winter_split.py --levels hard,frozen-hard --games 30 --sims 100 --seed 1000
    python bench/winter_split.py --levels hard,frozen-hard --games 20 --budget 0.5 --cpu-clock --seed 1000

Seats, seeds and random streams are those of bench/strength.py (the same command there plays
the same games at a fixed --sims), and each game prints strength.py's score line, so the two
can be paired.  Per level, a game's average of:

* the winter-tile points it scored, and its workers and skills when winter's actions start;
* its winter hand as dealt (the points each tile would add to its village when it chooses the
  offer, summed and the best one), the tiles it offered and what they would add to its own
  village and to the rival's when winter's actions start (the rival's worth is read from the
  true game, which a bot never sees);
* the winter tiles it won (from its own offer and from the rival's), the workers its winning
  bids paid, and what the tiles it won, and those the rival won, were worth to it at the start
  of winter's actions.

Two players only: "the rival" is the other seat.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import _path  # noqa: F401  (puts the project on sys.path)

from strength import ALL_LEVELS, build_bot, match_options, seat_record
from keydesk.ai.bots.candidates import winter_gains
from keydesk.ai.evaluation.evaluate import village_score
from keydesk.ai.ratings.tournament import seat_levels
from keydesk.rules import Game
from keydesk.rules.actions import WinterChoice

FIGURES = (
    ("score", "final score"),
    ("winter", "winter-tile points"),
    ("workers", "workers when winter's actions start"),
    ("skills", "skills when winter's actions start"),
    ("hand", "hand: points its tiles would add, summed"),
    ("hand_best", "hand: the best tile's points"),
    ("offered", "tiles offered"),
    ("offered_own", "offered: worth to itself"),
    ("offered_rival", "offered: worth to the rival"),
    ("won", "winter tiles won"),
    ("won_own", "won from its own offer"),
    ("won_rival", "won from the rival's offer"),
    ("paid", "workers paid for them"),
    ("won_worth", "worth to it of the tiles it won"),
    ("lost_worth", "worth to it of the tiles the rival won"),
)


def winter_game(seats: list, seed: int, sims, budget, clock=time.perf_counter) -> tuple:
    """Play one game; (per-seat figures, per-seat strength records).  `clock` times budgets."""
    game = Game.new(players=2, seed=seed)
    comps = game.comps
    bots = [build_bot(level, budget, sims, clock) for level in seats]
    rngs = [random.Random(seed * 10 + p) for p in range(2)]
    hands, offers, worth, screens, skills, final_bids = {}, {}, None, None, None, {}
    while not game.is_over:
        state = game.state
        if state.season == "winter" and state.phase == "actions":
            if worth is None:
                worth = [{t: village_score(state, comps, p, (t,)) - village_score(state, comps, p)
                          for t in state.auction} for p in range(2)]
                screens = [sum(state.screens[p].values()) for p in range(2)]
                skills = [sum(state.skills[p].values()) for p in range(2)]
            final_bids = {t: [e.count if e else 0 for e in entries] for t, entries in state.bids.items()}
        for p in game.to_move:
            legal = game.legal_actions(p)
            if isinstance(legal[0], WinterChoice):
                hands[p] = winter_gains(game.view(p), comps, p)
            action = bots[p].choose(game.view(p), legal, rngs[p])
            if isinstance(action, WinterChoice):
                offers[p] = action.tiles
            game.apply(action)
    state, sheets = game.state, game.scores()
    records = [seat_record(game, sheets[p], p) for p in range(2)]
    offered_by = {t: p for p in range(2) for t in offers[p]}
    out = []
    for p in range(2):
        rival = 1 - p
        won = [t for t in worth[p] if state.owner(t) == p]
        lost = [t for t in worth[p] if state.owner(t) == rival]
        out.append({
            "score": records[p]["score"], "winter": records[p]["cats"]["winter"],
            "workers": screens[p], "skills": skills[p],
            "hand": sum(hands[p].values()), "hand_best": max(hands[p].values()),
            "offered": len(offers[p]), "offered_own": sum(hands[p][t] for t in offers[p]),
            "offered_rival": sum(worth[rival][t] for t in offers[p]),
            "won": len(won), "won_own": sum(offered_by[t] == p for t in won),
            "won_rival": sum(offered_by[t] == rival for t in won),
            "paid": sum(final_bids[t][p] for t in won),
            "won_worth": sum(worth[p][t] for t in won), "lost_worth": sum(worth[p][t] for t in lost),
        })
    return out, records


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Play a 2-player match and print where the winter-tile points went.")
    match_options(ap)
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    if len(levels) != 2 or any(x not in ALL_LEVELS for x in levels):
        ap.error(f"--levels must name two levels from {', '.join(ALL_LEVELS)}")
    if args.games < 1:
        ap.error("--games must be at least 1")
    figures = {level: {key: [] for key, _ in FIGURES} for level in levels}
    for i in range(args.games):
        seats = seat_levels(levels, 2, i)
        seed = args.seed + i
        clock = time.process_time if args.cpu_clock else time.perf_counter
        per_seat, records = winter_game(seats, seed, args.sims, args.budget, clock)
        for level, got in zip(seats, per_seat):
            for key, value in got.items():
                figures[level][key].append(value)
        line = "  ".join(f"{s} {r['score']}" for s, r in zip(seats, records))
        print(f"game {i + 1:3d} (seed {seed}): {line}", flush=True)
    print(f"\nper game, {args.games} games{'' if levels[0] != levels[1] else ' (both seats)'}")
    print(f"{'':44}" + "".join(f"{level:>14}" for level in dict.fromkeys(levels)))
    for key, label in FIGURES:
        print(f"{label:44}" + "".join(f"{statistics.mean(figures[level][key]):>14.2f}" for level in dict.fromkeys(levels)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
