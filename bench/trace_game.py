"""Trace one bot game: every decision, Medium's best alternatives, and what was left unused.

    python bench/trace_game.py --levels medium,easy --seed 3000
    python bench/trace_game.py --levels hard,medium --seed 4006 --sims 20 --season winter

For finding out why a bot wastes its means: each season starts with the workers and skills
behind every screen; each decision prints the bot's own one-line reason, and for Medium and
Hard the values of Medium's four best one-step options (Hard's shortlist is drawn from that
ranking), so a pass preferred to a use that gains shows up; the end prints each seat's score
sheet, the workers and skills left behind the screen (split into those never placed in winter,
outbid, and back from the tiles of the seat's own village) and the resources left standing in
the village.  Seats and random streams are those of bench/strength.py, so a game seen there
can be replayed here.
"""

from __future__ import annotations

import argparse
import random
import sys

import _path  # noqa: F401  (puts the project on sys.path)

from strength import build_bot
from keydesk.ai.bots.candidates import shortlist
from keydesk.ai.bots.determinize import determinize
from keydesk.ai.bots.medium import heuristic_choice, rank_one_step
from keydesk.rules import Game
from keydesk.rules.describe import describe_action
from keydesk.rules.workers import is_losing

SEASONS = ("spring", "summer", "autumn", "winter")


def alternatives(game, p: int, legal: list, names: list) -> str:
    """Medium's four best one-step options with their values, or '' where it uses a rule."""
    view = game.view(p)
    options = shortlist(legal)
    if heuristic_choice(view, game.comps, legal) or len(options) < 2:
        return ""
    guess = determinize(view, game.comps, random.Random(0))
    ranked = rank_one_step(guess, game.comps, p, options, {})
    return "  | " + "; ".join(f"{describe_action(a, game.comps, names)} {v:+.2f}" for v, _, a in ranked[:4])


def winter_workers(state) -> list:
    """Per seat, while winter's actions last: (behind the screen, in losing bids, on tiles of
    the seat's own village).  All three are behind the screen when the game ends (rulebook: a
    worker used in one's own village in winter is retained), so the last such snapshot splits
    the unused workers into those never placed, those outbid and those spent at home."""
    out = []
    for p in range(state.n):
        losing = sum(e.count for tile, entries in state.bids.items() if (e := entries[p]) and is_losing(state, tile, p))
        home = sum(usage.total for tile, usage in state.uses.items() if state.owner(tile) == p)
        out.append((sum(state.screens[p].values()), losing, home))
    return out


def trace(levels: list, seed: int, sims, season_filter) -> None:
    game = Game.new(players=len(levels), seed=seed)
    bots = [build_bot(level, None, sims) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    names = [f"{level}{p}" for p, level in enumerate(levels)]
    state_season, last_winter = None, None
    while not game.is_over:
        state = game.state
        if state.season == "winter" and state.phase == "actions":
            last_winter = winter_workers(state)
        if state.season != state_season:
            state_season = state.season
            print(f"=== {state.season}: workers {[sum(state.screens[p].values()) for p in range(state.n)]}, "
                  f"skills {[sum(state.skills[p].values()) for p in range(state.n)]}")
        for p in game.to_move:
            legal = game.legal_actions(p)
            shown = season_filter in (None, game.season)
            # Hard's shortlist is Medium's one-step ranking: show it for both levels.
            extra = alternatives(game, p, legal, names) if shown and levels[p] in ("medium", "hard") else ""
            action = bots[p].choose(game.view(p), legal, rngs[p])
            if shown:
                print(f"[{game.season[:2]}] {names[p]} ({sum(game.state.screens[p].values())} workers): "
                      f"{describe_action(action, game.comps, names)} — {bots[p].explain}{extra}")
            game.apply(action)
    state = game.state
    for p, sheet in enumerate(game.scores()):
        left = {}
        for tile, _, _, _ in state.village_tiles(p):
            count = sum(n for r, n in state.resources_on(tile).items() if r != "gold")
            if count:
                left[tile] = count
        print(f"{names[p]}: {sheet.total} points; unused workers {dict(state.screens[p])}, "
              f"skills {dict(state.skills[p])}; resources left (not gold) {left}")
        if last_winter:
            kept, losing, home = last_winter[p]
            new = sum(state.screens[p].values()) - kept - losing - home
            print(f"    unused workers: {kept} never placed in winter, {losing} outbid, {home} back from "
                  f"tiles of its own village (anyone's workers), {new} new at the end")
        for line in sheet.lines:
            print(f"    {line.points:3d}  {line.label}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Print every decision of one bot game and what was left unused.")
    ap.add_argument("--levels", default="medium,easy", help="comma-separated bot levels, one per seat")
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--sims", type=int, default=20, help="simulations per Hard decision")
    ap.add_argument("--season", choices=SEASONS, default=None, help="print the decisions of this season only")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    if not 2 <= len(levels) <= 6:
        ap.error("--levels must name 2 to 6 seats")
    try:
        trace(levels, args.seed, args.sims, args.season)
    except ValueError as exc:
        ap.error(str(exc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
