"""Does the review agree with the hint, how long does it take, and how noisy is the judge?

    python bench/review_agreement.py --noise 12      # the judge's noise threshold (judge.NOISE)
    python bench/review_agreement.py --games 10      # hint-follower games reviewed
    python bench/review_agreement.py --hard 10       # Hard-vs-Hard games, Hard's decisions reviewed
    python bench/review_agreement.py --save docs/saves/finished-2p.yaml   # one save's review, timed

--noise: positions from seeded random 2-player games; at each the judge's two best moves are
compared (judge.compare) under ten different seeds, and the spread of one comparison around the
mean of the ten is collected.  The 95th percentile of that spread is the noise: a difference
within it is what the same comparison can show by chance.

--games: P1 plays the hint's first move at every decision (the judge at its real budget), P2 is
Medium; then the default review of P1.  Prints per game the decisions flagged above 1 point, the
points given away in all, and the review's time, then the means.

--hard: both seats Hard at its default time budget (its own random stream, not the judge's);
then P1's decisions reviewed.  The mean points given away per game is the floor below which the
review cannot tell a strong player from the judge.

--save: the default review of P1 of one save, its wall-clock and CPU seconds (the CPU time is
the figure to compare on a machine shared with other work).

Review times are printed as wall-clock and CPU seconds of this process.  --minutes bounds the
run: no new game or position is started after it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import _path  # noqa: F401  (puts the project on sys.path)

from keydesk.ai import make_bot, suggest

from keydesk.ai.teaching import judge
from keydesk.ai.bots.medium import MediumBot
from keydesk.ai.teaching.review import review_game
from keydesk.rules import Game
from keydesk.rules.actions import Place
from keydesk.rules.engine import legal_actions, step, to_move


def percentile(values, share: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(share * len(values)))]


def noise(positions: int, deadline: float, seeds: int = 10) -> None:
    spreads = []
    done = 0
    for k in range(positions * 4):
        if done >= positions or time.perf_counter() > deadline:
            break
        game = Game.new(players=2, seed=1000 + k)
        chooser = random.Random(k)
        for _ in range(chooser.randrange(5, 80)):
            if game.state.phase == "over":
                break
            p = chooser.choice(to_move(game.state))
            step(game.state, game.comps, chooser.choice(legal_actions(game.state, game.comps, p)))
        if game.state.phase == "over":
            continue
        p = to_move(game.state)[0]
        legal = legal_actions(game.state, game.comps, p)
        if len(legal) < 2 or isinstance(legal[0], Place):
            continue
        view = game.view(p)
        ranked = judge.rank(view, legal)
        if len(ranked) < 2:
            continue
        diffs = [judge.compare(view, ranked[0][0], ranked[1][0], seed=s) for s in range(seeds)]
        mean = statistics.fmean(diffs)
        spreads += [abs(d - mean) for d in diffs]
        done += 1
        print(f"position {done} ({game.state.season}): top two differ by {mean:+.2f}, "
              f"spread up to {max(abs(d - mean) for d in diffs):.2f}", flush=True)
    print(f"noise over {done} positions x {seeds} seeds, {judge.CHECK_ROUNDS} paired rounds each: "
          f"median spread {statistics.median(spreads):.2f}, 95th percentile {percentile(spreads, 0.95):.2f} points")


def play(seed: int, p1, p2) -> Game:
    game = Game.new(players=2, seed=seed, names=["P1", "P2"])
    rngs = [random.Random(seed * 10), random.Random(seed * 10 + 1)]
    while not game.is_over:
        for p in game.to_move:
            chooser = p1 if p == 0 else p2
            game.apply(chooser(game.view(p), game.legal_actions(p), rngs[p]))
    return game


def hint_first(view, legal, rng):
    return suggest(view, legal, n=1)[0].action


def reviewed(label: str, games: int, p1, p2, deadline: float) -> None:
    totals, flagged, times = [], [], []
    for g in range(games):
        if time.perf_counter() > deadline:
            print(f"stopped at the time limit after {g} games")
            break
        game = play(500 + g, p1, p2)
        started, cpu = time.perf_counter(), time.process_time()
        decisions = review_game(game, 0)
        took, cpu = time.perf_counter() - started, time.process_time() - cpu
        lost = sum(d.loss for d in decisions)
        over = sum(1 for d in decisions if d.loss > 1.0)
        totals.append(lost)
        flagged.append(over)
        times.append(cpu)
        print(f"{label} game {g + 1}: {len(decisions)} decisions, {over} flagged above 1.0, "
              f"{lost:.1f} points given away in all, review {took:.1f} s ({cpu:.1f} s CPU)", flush=True)
    if totals:
        print(f"{label}: {len(totals)} games; points given away per game mean {statistics.fmean(totals):.2f} "
              f"(max {max(totals):.1f}); decisions above 1.0 per game mean {statistics.fmean(flagged):.2f}; "
              f"review CPU time per game mean {statistics.fmean(times):.1f} s (max {max(times):.1f})")


def timed_save(path: str) -> None:
    game = Game.load(path)
    started, cpu = time.perf_counter(), time.process_time()
    decisions = review_game(game, 0)
    took, cpu = time.perf_counter() - started, time.process_time() - cpu
    print(f"{path}: P1's {len(decisions)} decisions reviewed in {took:.1f} s ({cpu:.1f} s CPU); "
          f"{sum(d.loss for d in decisions):.1f} points given away, "
          f"{sum(1 for d in decisions if not d.agreed)} mistakes above the noise")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--noise", type=int, default=0, help="positions for the noise measurement")
    parser.add_argument("--games", type=int, default=0, help="hint-follower games against Medium")
    parser.add_argument("--hard", type=int, default=0, help="Hard-vs-Hard games")
    parser.add_argument("--save", default=None, help="time the default review of P1 of this save")
    parser.add_argument("--minutes", type=float, default=60.0)
    args = parser.parse_args()
    deadline = time.perf_counter() + 60 * args.minutes
    print(f"judge: {judge.SIMULATIONS} simulations a ranking, {judge.CHECK_ROUNDS} paired rounds a check, "
          f"noise threshold {judge.NOISE:.1f} points")
    if args.save:
        timed_save(args.save)
    if args.noise:
        noise(args.noise, deadline)
    if args.games:
        medium = MediumBot()
        reviewed("hint vs Medium", args.games, hint_first, medium.choose, deadline)
    if args.hard:
        reviewed("Hard vs Hard", args.hard, make_bot("hard").choose, make_bot("hard").choose, deadline)


if __name__ == "__main__":
    main()
