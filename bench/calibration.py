"""Is the judge's lead honest?  Its estimate from the mover's view against Hard-against-Hard
continuations from the true position.

    nice -n 10 python bench/calibration.py --measure                # the judge on the cached outcomes (minutes)
    nice -n 10 python bench/calibration.py --measure --fit-band     # ... and write data/ai/lead_band.yaml
    nice -n 10 python bench/calibration.py --minutes 60             # play what is missing first (hours for all of it)

What is measured.  Hard against Hard at `--sims` simulations a decision (100 by default; every
seat searches exactly that many, so the load of the machine does not change a game) plays
`--games 2P,4P` games of 2 and 4 players, the i-th on seed `--seeds` + i.  In each game one
decision of each season is drawn at random among the mover's real decisions (more than one
legal move).  From the true state after the move played, `--runs` continuations are played to
the end by Hard against Hard at the same simulations, each with its own generator for all that
is still undrawn (the bag, the tiles still to come, the boats' faces) and its own random
streams for the bots; the mover's final margin in each (their score less the rivals' average,
the quantity the judge estimates) is kept.

The Hard that plays is the frozen one of commit 4396052 (bench/frozen/hard_2026_11_27), not the
shipped one: the games and continuations are then a fixed sample of strong play that later work
on the bots does not move, and a cache played at one time can be added to at another.

The games and the continuations' final scores are kept in `--cache` (bench/calibration_outcomes.json):
they do not depend on the judge, so after a change to the judge only the estimates are made
again (`--measure`, minutes); the estimates are kept there too, per judge (its version,
evaluation and budget: `judge_key`), so the same judge is not asked twice.  Before measuring,
every cached game is replayed under today's rules and left out, saying why, if its scores have
moved.  A run stopped by `--minutes` or by an interruption goes on where it stopped: the cache
is written after every game, continuation and estimate.

The estimate is the review's lead after the move the player then made (`review.judge`, whose
`Decision.lead` is `judge.lead`): what the review's graph draws after that move.  The
continuations start from the state that move made, so estimate and outcome speak of the same
position.  (The value of the judge's best move would carry the winner's curse, the largest of
several noisy estimates, and its continuations would start from a state the game never
reached.)  `--lead ranking` reads the lead as the review did before `judge.lead`, for the
figures before.

Figures, by season (the season of the decision) and number of players, and in all: positions;
the mean bias (estimate less the mean of the position's continuations) with a 95% interval over
positions (one position per season per game, so the positions of a season are independent
games); the correlation of estimate and mean outcome; the share of single continuations inside
the band the graph now draws (keydesk/ai/teaching/lead_band.py, data/ai/lead_band.yaml); the
mean spread of a position's continuations.  `--fit-band` fits each season's band (the 10th and
90th percentiles of single outcome less estimate), prints how often the band so fitted on one
half of the games holds the other half's continuations (even and odd seeds both ways, then
random halves, to show how far a half's figure moves by chance), and writes it.

`--procs` plays or judges that many at a time (the machine is shared: 1 by default).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from datetime import date
from multiprocessing import Pool
from pathlib import Path

import yaml

import _path  # noqa: F401  (puts the project on sys.path)
from frozen.hard_2026_11_27 import make_frozen_hard

from keydesk.ai.teaching import judge, review
from keydesk.ai.teaching.lead_band import BAND_FILE, band, load_band
from keydesk.files import write_atomically
from keydesk.rules import Game, parse_action
from keydesk.rules.actions import Place
from keydesk.rules.components import load_components
from keydesk.rules.engine import legal_actions, to_move
from keydesk.rules.rng import Rng
from keydesk.rules.timeline import states_of

CACHE = Path(__file__).resolve().parent / "calibration_outcomes.json"
SEASONS = ("spring", "summer", "autumn", "winter")
NO_CAP = 3600.0  # the time budget beside a simulation count: the count decides alone
BAND = (0.10, 0.90)  # the band's edges, as shares of the single outcomes below them
SPLITS = 200  # random halves of the games in the band's check
ABOUT = "bench/calibration.py: games and continuations of the frozen Hard of 4396052 against itself"


# ---- playing ----

def play_on(state, sims: int, seed: int) -> tuple:
    """The frozen Hard against itself at `sims` from `state` (changed in place) to the end:
    (final scores, the log, CPU seconds).  `seed` draws the bots' random streams."""
    started = time.process_time()
    comps = load_components()
    streams = random.Random(seed)
    bots = [make_frozen_hard(NO_CAP, simulations=sims) for _ in range(state.n)]
    rngs = [random.Random(streams.getrandbits(64)) for _ in range(state.n)]
    game = Game(state, comps)
    while not game.is_over:
        for p in to_move(game.state):
            legal = legal_actions(game.state, comps, p)
            action = legal[0] if len(legal) == 1 else bots[p].choose(game.state.masked(p), legal, rngs[p])
            game.apply(action)
    return [sheet.total for sheet in game.scores()], game.log, time.process_time() - started


def play_game(job) -> dict | None:
    """One whole game of the sample: its log, its scores and the decisions drawn from it
    (None past the deadline)."""
    players, seed, k, per_game, sims, deadline = job
    if time.time() > deadline:
        return None
    game = Game.new(players=players, seed=seed)
    scores, log, cpu = play_on(game.state.clone(), sims, seed)
    game = Game.new(players=players, seed=seed)
    for line in log:
        game.play(line)
    seasons = [SEASONS[(k * per_game + j) % len(SEASONS)] for j in range(per_game)]
    positions = [p for p in draw_positions(game, random.Random(seed)) if p["season"] in seasons]
    return {"id": game_id(players, seed), "players": players, "seed": seed, "log": log, "scores": scores,
            "cpu": round(cpu, 1), "positions": positions}


def game_id(players: int, seed: int) -> str:
    return f"{players}p{seed}"


def draw_positions(game, rng) -> list:
    """One real decision of each season, drawn at random: [(index in the log, mover, season)]."""
    states = states_of(game)
    by_season = {s: [] for s in SEASONS}
    for i, line in enumerate(game.log):
        state, player = states[i], parse_action(line).player
        if state.season in by_season and len(legal_actions(state, game.comps, player)) > 1:
            by_season[state.season].append((i, player))
    return [{"index": i, "player": p, "season": s} for s in SEASONS if by_season[s]
            for i, p in [rng.choice(by_season[s])]]


def play_continuation(job) -> dict | None:
    """One continuation from the true state after a position's move (None past the deadline)."""
    key, state, k, sims, seed, deadline = job
    if time.time() > deadline:
        return None
    state.rng = Rng(seed)  # its own draws of everything still undrawn
    scores, _, cpu = play_on(state, sims, seed ^ 0xC0FFEE)
    return {"key": key, "run": k, "seed": seed, "scores": scores, "cpu": round(cpu, 1)}


def after_move(game_doc: dict, comps) -> list:
    """The states of a cached game: after each number of moves."""
    game = Game.new(players=game_doc["players"], seed=game_doc["seed"])
    for line in game_doc["log"]:
        game.play(line)
    return states_of(game)


def key_of(gid: str, index: int) -> str:
    return f"{gid}:{index}"


def load_cache(path: Path) -> dict:
    """The cache at `path`, {} if there is none; ValueError if it is not one of this bench."""
    if not path.exists():
        return {}
    cache = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(cache, dict) or not {"sims", "games", "outcomes"} <= set(cache):
        raise ValueError("not a mapping with sims, games and outcomes")
    return cache


def save_cache(path: Path, cache: dict) -> None:
    write_atomically(path, json.dumps(cache, indent=None, separators=(",", ":")))


def wanted(args) -> list:
    """(players, seed, k, decisions drawn) of each game the arguments ask for."""
    return [(players, first + k, k, per_game)
            for players, count, first, per_game in zip((2, 4), args.games, args.seeds, args.per_game)
            for k in range(count)]


def sample(cache: dict, args) -> list:
    """The cached games the arguments ask for (a cache may hold more)."""
    ids = {game_id(players, seed) for players, seed, _, _ in wanted(args)}
    return [g for g in cache["games"] if g["id"] in ids]


def fill(cache: dict, path: Path, args, deadline: float) -> None:
    """Play the missing games, then the missing continuations, within the deadline."""
    done = {g["id"] for g in cache["games"]}
    jobs = [(*w, args.sims, deadline) for w in wanted(args) if game_id(w[0], w[1]) not in done]
    with Pool(args.procs) if args.procs > 1 else _Serial() as pool:
        for game in pool.imap_unordered(play_game, jobs):
            if game is None:
                continue
            cache["games"].append(game)
            cache["games"].sort(key=lambda g: (g["players"], g["seed"]))
            for pos in game["positions"]:
                cache["outcomes"].setdefault(key_of(game["id"], pos["index"]), [])
            save_cache(path, cache)
            print(f"game {game['id']} ({game['players']} players, seed {game['seed']}): {len(game['log'])} moves, "
                  f"scores {game['scores']}, {game['cpu']} CPU-s", flush=True)
        comps = load_components()
        jobs = []
        for game in sample(cache, args):
            states = None
            for pos in game["positions"]:
                key = key_of(game["id"], pos["index"])
                have = {r["run"] for r in cache["outcomes"].setdefault(key, [])}
                for k in range(args.runs):
                    if k not in have:
                        states = states or after_move(game, comps)
                        seed = random.Random(f"{game['seed']}:{pos['index']}:{k}").getrandbits(64)
                        jobs.append((key, states[pos["index"] + 1].clone(), k, args.sims, seed, deadline))
        jobs.sort(key=lambda job: job[2])  # every position's first run before any second: a run cut short still covers all
        print(f"{len(jobs)} continuations to play", flush=True)
        played = 0
        for run in pool.imap_unordered(play_continuation, jobs):
            if run is None:
                continue
            played += 1
            key = run.pop("key")
            cache["outcomes"][key].append(run)
            cache["outcomes"][key].sort(key=lambda r: r["run"])
            save_cache(path, cache)
            print(f"continuation {played}/{len(jobs)} of position {key}: scores {run['scores']}, {run['cpu']} CPU-s",
                  flush=True)


class _Serial:
    """Pool's imap_unordered in this process (--procs 1)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def imap_unordered(self, fn, jobs):
        return map(fn, jobs)


# ---- measuring ----

def margin(scores: list, player: int) -> float:
    """The player's score less the rivals' average: the judge's unit."""
    others = [s for q, s in enumerate(scores) if q != player]
    return scores[player] - sum(others) / len(others)


def estimate(job) -> dict:
    """The judge's estimate at one position (see the module docstring)."""
    key, state, player, played, index, sims, how = job
    comps = load_components()
    legal = legal_actions(state, comps, player)
    view = state.masked(player)
    ranked = judge.rank(view, legal, simulations=sims)
    if how == "judge":  # as the review draws it: its Decision.lead
        value = review.judge(comps, state, player, played, index, sims).lead
    else:  # the review's lead before judge.lead: the ranking's value of the move, whatever its unit
        values = dict(ranked)
        value = values.get(played)
        if value is None:
            value = ranked[0][1] - judge.compare(view, ranked[0][0], played, rounds=review.check_rounds(sims))
    return {"key": key, "estimate": round(value, 2), "kind": kind(legal, played, ranked)}


def kind(legal: list, played, ranked: list) -> str:
    """How the judge's search values the move: simulated, or not (a placement, a transport's
    step, a lone sensible move)."""
    if judge.searched(legal, ranked):
        return "searched"
    if isinstance(ranked[0][0], Place):
        return "placement"
    return "lone" if len(ranked) == 1 else "transport"


def judge_key(sims: int, how: str) -> str:
    """Which judge made a cached estimate: its identity, its budget and how the lead was read."""
    who = judge.identity(sims)
    return f"version {who['version']}, {who['evaluation']} evaluation, {who['simulations']} simulations, lead {how}"


def replayed(cache: dict, games: list) -> list:
    """The cached games whose logs no longer replay to their cached scores under today's rules
    (their positions and outcomes would then be of another game): [(id, why)]."""
    wrong = []
    for game in games:
        try:
            final = after_move(game, load_components())[-1]
            scores = [sheet.total for sheet in Game(final, load_components()).scores()]
        except Exception as exc:  # a log line today's rules refuse
            wrong.append((game["id"], f"does not replay: {exc}"))
            continue
        if scores != game["scores"]:
            wrong.append((game["id"], f"scores {scores}, cached {game['scores']}"))
    return wrong


def estimates(cache: dict, path: Path, games: list, procs: int, sims: int, how: str) -> list:
    """Each position's estimate (made now, or cached by the same judge) and its continuations'
    margins.  Estimates are kept in the cache per judge (`judge_key`), so a judge asked again
    on the same positions is not run again."""
    comps = load_components()
    kept = cache.setdefault("estimates", {}).setdefault(judge_key(sims, how), {})
    jobs = []
    for game in games:
        states = None
        for pos in game["positions"]:
            key = key_of(game["id"], pos["index"])
            if key not in kept and cache["outcomes"].get(key):
                states = states or after_move(game, comps)
                jobs.append((key, states[pos["index"]], pos["player"], parse_action(game["log"][pos["index"]]),
                             pos["index"], sims, how))
    print(f"{len(jobs)} estimates to make, {sum(len(g['positions']) for g in games) - len(jobs)} cached", flush=True)
    with Pool(procs) if procs > 1 else _Serial() as pool:
        for k, row in enumerate(pool.imap_unordered(estimate, jobs)):
            kept[row.pop("key")] = row
            save_cache(path, cache)
            print(f"estimate {k + 1}/{len(jobs)}", flush=True) if (k + 1) % 10 == 0 else None
    rows = []
    for game in games:
        for pos in game["positions"]:
            key = key_of(game["id"], pos["index"])
            runs = cache["outcomes"].get(key, [])
            if runs and key in kept:
                rows.append({"key": key, "season": pos["season"], "players": game["players"], "seed": game["seed"],
                             **kept[key], "outcomes": [margin(r["scores"], pos["player"]) for r in runs]})
    return rows


def interval(values: list) -> tuple:
    """(mean, half-width of its 95% interval) over independent values (t quantile)."""
    n = len(values)
    mean = statistics.fmean(values)
    if n < 2:
        return mean, math.inf
    t = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26}.get(n - 1, 2.0 if n < 40 else 1.96)
    if 10 <= n - 1 < 40:
        t = 2.23 - 0.0075 * (n - 11)  # close enough to the t table from 10 to 40 degrees of freedom
    return mean, t * statistics.stdev(values) / math.sqrt(n)


def correlation(xs: list, ys: list) -> float:
    if len(xs) < 3 or statistics.pstdev(xs) == 0 or statistics.pstdev(ys) == 0:
        return float("nan")
    return statistics.correlation(xs, ys)


def inside(rows: list, band_of) -> float:
    """Share of single continuations inside the band `band_of(row)` = (low, high) around the estimate."""
    hits = total = 0
    for row in rows:
        low, high = band_of(row)
        for y in row["outcomes"]:
            hits += low <= y <= high
            total += 1
    return hits / total if total else float("nan")


def report(rows: list, title: str) -> None:
    print(f"\n{title}")
    print(f"{'season':8} {'players':>7} {'pos':>4} {'runs':>5} {'bias':>7} {'95% int':>15} {'corr':>6} "
          f"{'in band':>8} {'sd run':>7}")
    groups = [(s, pc) for s in SEASONS for pc in (None, 2, 4)] + [("all", None)]
    for season, pc in groups:
        sel = [r for r in rows if (season == "all" or r["season"] == season) and (pc is None or r["players"] == pc)]
        if not sel:
            continue
        means = [statistics.fmean(r["outcomes"]) for r in sel]
        bias, half = interval([r["estimate"] - m for r, m in zip(sel, means)])
        spreads = [statistics.stdev(r["outcomes"]) for r in sel if len(r["outcomes"]) > 1]
        spread = statistics.fmean(spreads) if spreads else float("nan")
        held = inside(sel, lambda r: band(r["season"], r["estimate"]) or (math.nan, math.nan))
        print(f"{season:8} {pc or 'both':>7} {len(sel):4d} {sum(len(r['outcomes']) for r in sel):5d} {bias:+7.2f} "
              f"{bias - half:+7.2f}–{bias + half:+.2f} {correlation([r['estimate'] for r in sel], means):6.2f} "
              f"{100 * held:7.1f}% {spread:7.2f}")
    for name in ("searched", "placement", "transport", "lone"):
        sel = [r for r in rows if r["kind"] == name]
        if sel:
            bias, half = interval([r["estimate"] - statistics.fmean(r["outcomes"]) for r in sel])
            print(f"{name} moves: {len(sel)} positions, bias {bias:+.2f} ± {half:.2f}")


def quantile(values: list, share: float) -> float:
    values = sorted(values)
    x = share * (len(values) - 1)
    lo = math.floor(x)
    hi = min(lo + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (x - lo)


def fit_band(rows: list) -> dict:
    """{season: (low, high)}: the 10th and 90th percentiles of single outcome less estimate."""
    out = {}
    for season in SEASONS:
        resid = [y - r["estimate"] for r in rows if r["season"] == season for y in r["outcomes"]]
        out[season] = ((round(quantile(resid, BAND[0]), 1), round(quantile(resid, BAND[1]), 1)) if resid
                       else (math.nan, math.nan))
    return out


def held_out(fit_rows: list, held: list) -> dict:
    """{season: share of `held`'s single continuations inside the band fitted on `fit_rows`}."""
    fitted = fit_band(fit_rows)
    return {s: inside([r for r in held if r["season"] == s],
                      lambda r: (r["estimate"] + fitted[s][0], r["estimate"] + fitted[s][1])) for s in SEASONS}


def game_of(row: dict) -> str:
    return row["key"].split(":")[0]


def leave_one_out(rows: list) -> dict:
    """{season: share of single continuations inside the band fitted on every other game}:
    each game counted against a band that never saw it, pooled over all the games, so the
    figure uses every continuation (a half's figure moves by chance with the half drawn)."""
    hits = {s: 0 for s in SEASONS}
    total = dict(hits)
    for g in sorted({game_of(r) for r in rows}):
        held = [r for r in rows if game_of(r) == g]
        shares = held_out([r for r in rows if game_of(r) != g], held)
        for s in SEASONS:
            n = sum(len(r["outcomes"]) for r in held if r["season"] == s)
            if n:
                hits[s] += shares[s] * n
                total[s] += n
    return {s: hits[s] / total[s] if total[s] else float("nan") for s in SEASONS}


def check_band(rows: list, splits: int = SPLITS) -> None:
    """Fit on the even games, count on the odd ones, and the other way round; then the same
    over `splits` random halves of the games, to show how far a half's figure moves by chance;
    then each game against the band fitted on all the others."""
    print("\nthe band fitted on one half of the games, counted on the other:")
    for name, fit_on in (("even", 0), ("odd", 1)):
        shares = held_out([r for r in rows if r["seed"] % 2 == fit_on], [r for r in rows if r["seed"] % 2 != fit_on])
        print(f"  fitted on the {name} games: " + ", ".join(f"{s} {100 * v:.1f}%" for s, v in shares.items()))
    games = sorted({game_of(r) for r in rows})
    rng = random.Random(0)
    found = {s: [] for s in SEASONS}
    for _ in range(splits):
        half = set(rng.sample(games, len(games) // 2))
        shares = held_out([r for r in rows if game_of(r) in half], [r for r in rows if game_of(r) not in half])
        for s, v in shares.items():
            found[s].append(100 * v)
    print(f"  over {splits} random halves (mean, 10th-90th percentile): " + ", ".join(
        f"{s} {statistics.fmean(v):.1f}% ({quantile(v, 0.1):.1f}-{quantile(v, 0.9):.1f})" for s, v in found.items()))
    print("  each game against the band fitted on all the others: " + ", ".join(
        f"{s} {100 * v:.1f}%" for s, v in leave_one_out(rows).items()))


def pair(text: str, what: str) -> tuple:
    """Two whole numbers written "a,b" (for games of 2 and of 4 players)."""
    try:
        a, b = (int(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} takes two whole numbers, for 2 and for 4 players, as 25,10; "
                                         f"not {text!r}") from None
    if min(a, b) < 0:
        raise argparse.ArgumentTypeError(f"{what} cannot be negative: {text!r}")
    return a, b


def write_band(fitted: dict, rows: list, who: str, path: Path = BAND_FILE) -> None:
    """The fitted band to data/ai/lead_band.yaml, with what made it, then read back as the table reads it."""
    doc = {
        "about": "The band around the judge's estimated lead that holds 80% of final margins (keydesk/ai/teaching/lead_band.py): "
                 "per season, points below (low) and above (high) the estimate, the 10th and 90th percentiles of "
                 "a Hard-against-Hard continuation's final margin less the judge's estimate.",
        "fitted_by": "python bench/calibration.py --measure --fit-band",
        "judge": who,
        "date": date.today().isoformat(),
        "positions": len(rows),
        "continuations": sum(len(r["outcomes"]) for r in rows),
        "seasons": {s: {"low": low, "high": high} for s, (low, high) in fitted.items()},
    }
    write_atomically(path, yaml.safe_dump(doc, sort_keys=False, width=100))
    load_band(path)
    print(f"wrote {path}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, default=CACHE)
    ap.add_argument("--games", type=lambda t: pair(t, "--games"), default=(28, 10),
                    help="games of 2 players and of 4 players (default 28,10)")
    ap.add_argument("--seeds", type=lambda t: pair(t, "--seeds"), default=(4500, 4520),
                    help="the first seed of the games of 2 players and of 4 players (default 4500,4520)")
    ap.add_argument("--per-game", type=lambda t: pair(t, "--per-game"), default=(4, 2),
                    help="decisions drawn from each game of 2 and of 4 players, each from another season (default 4,2)")
    ap.add_argument("--runs", type=int, default=6, help="continuations per position")
    ap.add_argument("--sims", type=int, default=100, help="Hard's simulations a decision in games and continuations")
    ap.add_argument("--minutes", type=float, default=300.0, help="start nothing new after this")
    ap.add_argument("--procs", type=int, default=1)
    ap.add_argument("--measure", action="store_true", help="only measure the judge on the cached outcomes")
    ap.add_argument("--judge-sims", type=int, default=judge.SIMULATIONS, help="the judge's simulations (default: its own)")
    ap.add_argument("--lead", choices=("judge", "ranking"), default="judge",
                    help="judge: the review's Decision.lead (judge.lead); ranking: the lead as the review read it "
                         "before judge.lead, the ranking's value of the move played (one step ahead for a placement "
                         "or a transport's step, 0 for a lone move) or the first's less the check's loss")
    ap.add_argument("--rows", type=Path, default=None, help="also write each position's estimate and outcomes (JSON)")
    ap.add_argument("--fit-band", action="store_true", help="fit the 80%% band and write it to data/ai/lead_band.yaml")
    args = ap.parse_args()
    if max(args.per_game) > len(SEASONS):
        ap.error(f"--per-game: at most {len(SEASONS)} decisions a game, one of each season")
    try:
        cache = load_cache(args.cache)
    except (OSError, ValueError) as exc:
        ap.error(f"{args.cache} cannot be read as a cache of this bench: {exc}")
    if cache and cache["sims"] != args.sims:
        ap.error(f"{args.cache} was played at {cache['sims']} simulations, not {args.sims}")
    cache = cache or {"about": ABOUT, "sims": args.sims,
                      "games": [], "outcomes": {}}
    if not args.measure:
        fill(cache, args.cache, args, time.time() + 60 * args.minutes)
    games = sample(cache, args)
    for gid, why in replayed(cache, games):
        print(f"game {gid} is left out: its log {why}")
        games = [g for g in games if g["id"] != gid]
    started = time.process_time()
    rows = estimates(cache, args.cache, games, args.procs, args.judge_sims, args.lead)
    print(f"judge: {judge_key(args.judge_sims, args.lead)}; {len(rows)} positions with continuations; "
          f"estimates took {time.process_time() - started:.0f} CPU-s in this process")
    if args.rows:
        write_atomically(args.rows, json.dumps(rows, indent=1))
    report(rows, "the judge's estimate against Hard-against-Hard continuations "
                 f"(Hard at {cache['sims']} simulations)")
    if args.fit_band:
        check_band(rows)
        fitted = fit_band(rows)
        print("band fitted on all games:", fitted)
        write_band(fitted, rows, judge_key(args.judge_sims, args.lead))


if __name__ == "__main__":
    main()
