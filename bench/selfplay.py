"""Self-play games for the learned evaluation: positions with the final scores they led to.

    python bench/selfplay.py --games 400 --seed 100000 --out gen1.pkl --procs 2
    python bench/selfplay.py --games 200 --seed 200000 --mix hard-learned --out gen2.pkl

Each game draws its table from its seed: 2 to 6 players, each seat Hard at a fixed number of
simulations (`--sims LO-HI`, so a run is repeatable on a busy machine), Medium or Easy (`--mix`
says in what shares, and which Hard: "hard" is Hard's search on the hand-built evaluation, as
the first generation was played, "hard-learned" on the learned model in data/ai/learned.yaml
at the time of the run, as Hard plays now).  The game is played to the end and these positions are
kept, whole (every hidden part), with every player's final score:

* "season": the first position of summer, autumn and winter, which is where Hard's
  simulations from the season before end and the evaluation judges them;
* "decision": about one decision in DECISION_SHARE, the position a player moved from.

bench/fit_learned.py reads the file, computes each player's features from what that player
may see (keydesk/ai/evaluation/features.py) and fits the model.  The file is written atomically after
every CHECKPOINT games, so a run stopped early keeps what it played.
"""

from __future__ import annotations

import argparse
import pickle
import random
import sys
import time
from multiprocessing import Pool

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot
from keydesk.ai.evaluation.evaluate import field_margin
from keydesk.ai.bots.hard import HardBot
from keydesk.ai.evaluation.learned import learned_margin
from keydesk.files import WriteError, write_atomically
from keydesk.rules import Game

DECISION_SHARE = 0.04
CHECKPOINT = 10
PLAYERS = (2, 2, 2, 3, 3, 4, 4, 5, 6)  # drawn uniformly: two-player games are the main use
MIXES = {  # seat level -> weight
    "hard": {"hard": 0.55, "medium": 0.35, "easy": 0.10},
    "hard-learned": {"hard-learned": 0.45, "hard": 0.2, "medium": 0.25, "easy": 0.10},
}


def _bot(level: str, sims: int):
    if level == "hard":
        return HardBot(3600.0, simulations=sims, objective=field_margin)
    if level == "hard-learned":
        return HardBot(3600.0, simulations=sims, objective=learned_margin)
    return make_bot(level)


def table(seed: int, mix: str, sims: tuple) -> tuple:
    """(seat levels, Hard's simulations) of game `seed`, drawn from the seed alone."""
    r = random.Random(seed)
    n = r.choice(PLAYERS)
    names, shares = zip(*MIXES[mix].items())
    return [r.choices(names, shares)[0] for _ in range(n)], r.randint(*sims)


def play(job) -> dict:
    """One game: {"seed", "levels", "sims", "scores", "positions": [(kind, state)], "seconds"}."""
    seed, mix, sims_range = job
    started = time.process_time()
    levels, sims = table(seed, mix, sims_range)
    game = Game.new(players=len(levels), seed=seed)
    bots = [_bot(level, sims) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    keep = random.Random(-seed)
    positions, season = [], game.state.season
    while not game.is_over:
        for p in game.to_move:
            if keep.random() < DECISION_SHARE:
                positions.append(("decision", game.state.clone()))
            game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rngs[p]))
            if game.state.season != season and not game.is_over:
                season = game.state.season
                positions.append(("season", game.state.clone()))
    return {"seed": seed, "levels": levels, "sims": sims, "scores": [s.total for s in game.scores()],
            "positions": positions, "seconds": time.process_time() - started}


def save(path: str, games: list, command: str) -> None:
    try:
        write_atomically(path, pickle.dumps({"command": command, "games": games}))
    except WriteError as exc:
        print(f"could not save {path}: {exc}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Play self-play games and keep positions with final scores.")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--out", required=True, help="pickle file to write")
    ap.add_argument("--mix", default="hard", choices=sorted(MIXES))
    ap.add_argument("--sims", default="8-20", help="Hard's simulations a decision, drawn per game from LO-HI")
    ap.add_argument("--procs", type=int, default=1, choices=(1, 2))
    ap.add_argument("--minutes", type=float, default=None, help="stop starting games after this long")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    try:
        lo, hi = (int(x) for x in args.sims.split("-"))
        if not 1 <= lo <= hi:
            raise ValueError
    except ValueError:
        ap.error(f"--sims must be LO-HI with 1 <= LO <= HI, not {args.sims!r}")
    command = "python bench/selfplay.py " + " ".join(argv if argv is not None else sys.argv[1:])
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    games = []
    jobs = [(args.seed + i, args.mix, (lo, hi)) for i in range(args.games)]
    with Pool(args.procs) as pool:
        for game in pool.imap_unordered(play, jobs):
            games.append(game)
            kinds = [k for k, _ in game["positions"]]
            print(f"game {len(games):4d} seed {game['seed']} {','.join(game['levels'])} sims {game['sims']}: "
                  f"scores {game['scores']}, {kinds.count('season')} season + {kinds.count('decision')} decision "
                  f"positions, {game['seconds']:.1f} CPU-s", flush=True)
            if len(games) % CHECKPOINT == 0:
                save(args.out, games, command)
            if deadline and time.monotonic() > deadline:
                pool.terminate()
                break
    save(args.out, games, command)
    print(f"{len(games)} games, {sum(len(g['positions']) for g in games)} positions written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
