"""Command line: `python main.py [table | setup | simulate | screenshot | replay | position | review | practice] ...`.

With no sub-command the table opens.  Every sub-command that does not draw runs without a
display, so all of them work headless and in CI.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import time

from keydesk import cli_args as argtypes
from keydesk.rules import Game, ScenarioError
from keydesk.rules.describe import describe_setup
from keydesk.rules.engine import legal_actions, step, to_move


def play_random_game(players: int, seed: int):
    """Play one game of uniformly random legal actions; returns (game, actions played)."""
    game = Game.new(players=players, seed=seed)
    chooser = random.Random(seed)
    state, comps = game.state, game.comps
    played = 0
    while state.phase != "over":
        movers = to_move(state)
        p = movers[chooser.randrange(len(movers))]
        options = legal_actions(state, comps, p)
        step(state, comps, options[chooser.randrange(len(options))])
        played += 1
    return game, played


def cmd_simulate(args) -> int:
    problem = argtypes.seeds_fit(args.seed, args.games)
    if problem:
        print(f"error: {problem}")
        return 2
    if args.bots:
        from keydesk.ai.ratings.tournament import run_tournament

        return run_tournament(args)
    total_actions, started = 0, time.perf_counter()
    for i in range(args.games):
        game, played = play_random_game(args.players, args.seed + i)
        total_actions += played
        sheets = game.scores()
        line = "  ".join(f"{game.state.names[p]} {sheet.total:3d}" for p, sheet in enumerate(sheets))
        print(f"game {i + 1:3d} (seed {args.seed + i}): {line}   ({played} actions)")
    elapsed = time.perf_counter() - started
    print(f"{args.games} games, {total_actions} rule actions in {elapsed:.2f} s: "
          f"{total_actions / elapsed:,.0f} rule actions per second")
    return 0


def cmd_setup(args) -> int:
    game = Game.new(players=args.players, seed=args.seed)
    print(describe_setup(game))
    return 0


def cmd_table(args) -> int:
    import pygame

    from keydesk.session.home_folder import home_dir
    from keydesk.ui.app import run_app
    from keydesk.ui.preferences import load_preferences
    from keydesk.ui.window import opening_size

    pygame.display.init()
    remembered = load_preferences(home_dir(None))["window"]
    return run_app(size=opening_size(args.size, remembered, pygame.display.get_desktop_sizes()))


def cmd_screenshot(args) -> int:
    from keydesk.ui.screenshot import screenshot_command

    return screenshot_command(args)


def load_or_say(path):
    """The game in a save, scenario or position file, or None after saying what is wrong
    (naming the file once)."""
    try:
        return Game.load(path)
    except ScenarioError as exc:
        print(f"error: cannot load {path}: {exc.reason(path)}")
        return None


def cmd_replay(args) -> int:
    game = load_or_say(args.save)
    if game is None:
        return 2
    for i, line in enumerate(game.log):
        print(f"{i + 1:4d}  {line}")
    print(f"{len(game.log)} actions; season {game.season}, phase {game.phase}")
    return 0


def cmd_position(args) -> int:
    """Write the position after move N of a save or position file (default: its last moment):
    the whole of it, or with --as only what that player may see."""
    from keydesk.files import WriteError, write_atomically
    from keydesk.overwrite import POSITION, output_problem
    from keydesk.rules.formats.position import position_text, shared_position_text
    from keydesk.ui.screenshot import game_at, parse_viewer

    problem = output_problem(args.output, [args.source], POSITION, (".yaml", ".yml"),
                             "a position is YAML: -o must end in .yaml or .yml", args.force)
    if problem:
        print(f"error: {problem}")
        return 2
    game = load_or_say(args.source)
    if game is None:
        return 2
    total = len(game.log)
    try:
        viewer = parse_viewer(args.viewer, game.players)
        game = game_at(game, args.move, "file")
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    if viewer is None:
        text = position_text(game.state, game.seats)
    else:
        text = shared_position_text(game.state, viewer, game.seats)
    try:
        write_atomically(args.output, text)
    except WriteError as exc:
        print(f"error: {exc}")
        return 1  # as screenshot: 2 means the arguments or the file were wrong, 1 that writing failed
    seen = "every hidden part included" if viewer is None else f"only what P{viewer + 1} sees"
    print(f"wrote {args.output}: {game.season}, phase {game.phase}, after {len(game.log)} of {total} actions, {seen}")
    return 0


def cmd_review(args) -> int:
    from keydesk.ai.teaching.kept_review import judge_rest, resume_review, write_kept_review
    from keydesk.ai.teaching.review import review_text
    from keydesk.ai.teaching.workers import JudgeWorkers
    from keydesk.files import WriteError
    from keydesk.history import review_file
    from keydesk.ui.screenshot import check_output, parse_viewer

    game = load_or_say(args.save)
    if game is None:
        return 2
    try:
        player = parse_viewer(args.player, game.players) if args.player else default_player(game)
        if args.graph:  # refused before the review's work, as screenshot refuses its -o
            check_output(args.graph, args.save, args.force, what="the graph")
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    started = time.perf_counter()
    path = review_file(args.save, player) if args.keep else None
    kept, note = resume_review(path, game, player, args.simulations)
    if note:
        print(note)
    already = kept.reached
    keep = (lambda k: write_kept_review(path, k)) if path is not None else None
    try:
        if not kept.complete:
            with JudgeWorkers() as workers:
                judge_rest(kept, game, args.simulations, workers, keep=keep)
    except WriteError as exc:
        print(f"error: {exc}")
        return 1
    decisions = kept.decisions
    print(review_text(game, player, decisions, args.top, args.simulations))
    how = (f"read from {path}" if kept.reached == already else f"kept in {path}") if path is not None else "reviewed"
    print(f"\n({len(decisions)} decisions of {len(game.log)} moves {how} in {time.perf_counter() - started:.1f} s)")
    if args.graph:
        return write_graph(args.graph, game, player, decisions)
    return 0


def cmd_practice(args) -> int:
    """The exercises a game yields for one player (its decisions that gave away more than the
    threshold, keydesk.practice), or with --try N MOVE the judge's grade of MOVE at exercise N."""
    import datetime

    from keydesk.ai.teaching.workers import JudgeWorkers
    from keydesk.practice import decisions_of, exercises_from
    from keydesk.history import review_file
    from keydesk.ui.screenshot import parse_viewer

    game = load_or_say(args.save)
    if game is None:
        return 2
    try:
        player = parse_viewer(args.player, game.players) if args.player else default_player(game)
        number, move = parse_attempt(args.attempt, player) if args.attempt else (None, None)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    with JudgeWorkers() as workers:  # a review kept beside the save is read, not judged again
        decisions = decisions_of(game, player, args.simulations, review_file(args.save, player), workers)
    exercises = exercises_from(game, player, decisions, args.simulations, datetime.date.today())
    if number is None:
        print(practice_list(game, player, decisions, exercises, args))
        return 0
    if number > len(exercises):
        print(f"error: --try {number}: this game gives P{player + 1} {len(exercises)} exercise"
              f"{'s' * (len(exercises) != 1)}" + (f", numbered 1 to {len(exercises)}" if exercises else ""))
        return 2
    exercise = exercises[number - 1]
    problem = illegal_at(exercise.start(), move)
    if problem:
        print(f"error: --try {number}: {problem}")
        return 2
    print(grade_text(exercise, number, exercise.grade(move)))
    return 0


def parse_attempt(values, player: int) -> tuple:
    """(exercise number, Action) from --try N MOVE; ValueError with a sentence otherwise.  The
    move's player may be left out: it is the player the exercises are for."""
    from keydesk.rules import parse_action
    from keydesk.rules.errors import NotationError

    text, line = values
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise ValueError(f"--try expects an exercise number 1 or more, then a move; got {text!r}")
    if not re.match(r"\s*[Pp][1-6]\b", line):
        line = f"P{player + 1} {line}"
    try:
        action = parse_action(line)
    except NotationError as exc:
        raise ValueError(f"--try: {line!r} is not a move in the game's notation: {exc}") from None
    if action.player != player:
        raise ValueError(f"--try: {line!r} is P{action.player + 1}'s move, and the exercises are P{player + 1}'s")
    return int(text), action


def illegal_at(game, move) -> str | None:
    """Why `move` cannot be played at the start of an exercise (the rule's reason), or None."""
    from keydesk.rules import IllegalAction, format_action

    if move in game.legal_actions(move.player):
        return None
    try:
        game.apply(move)
    except IllegalAction as exc:
        return f"{format_action(move)!r} cannot be played there: {exc}"
    return f"{format_action(move)!r} is not one of the moves there"


def practice_list(game, player: int, decisions, exercises, args) -> str:
    from keydesk.ai.teaching.accuracy import accuracy
    from keydesk.practice import THRESHOLD

    name = game.state.names[player]
    budget = f"{args.simulations} simulated games a decision" if args.simulations else "the hint's judge"
    lines = [f"Exercises for {name} (P{player + 1}) in {args.save}: {len(exercises)} of {len(decisions)} "
             f"decisions gave away more than {THRESHOLD:.1f} points (judged with {budget}).",
             f"{accuracy(decisions).words().capitalize()}.", ""]
    if exercises:
        lines.append("  N  position          season  at stake  played")
    for n, e in enumerate(exercises, 1):
        lines.append(f"{n:3d}  after {e.move - 1:3d} moves  {e.season:<7} {e.stake:5.1f} pts  {e.describe(e.played)}")
    if exercises:
        lines += ["", f"Each is the moment before its move as P{player + 1} saw it (main.py position SAVE --move M "
                      f"--as P{player + 1} writes the position after M moves); grade a move with --try N MOVE."]
    return "\n".join(lines)


def grade_text(exercise, number: int, grade) -> str:
    from keydesk.ai.teaching.judge import NOISE

    head = (f"Exercise {number} (move {exercise.move}, {exercise.season}, {exercise.stake:.1f} points at stake): "
            f"{exercise.describe(grade.move)}")
    if grade.solved:
        same = "the judge's own move" if grade.move == grade.best else f"within {NOISE:.1f} points of the judge's move"
        return f"{head}\nSolved: {same}."
    return (f"{head}\nNot yet: it gives away about {grade.loss:.1f} points against the judge's move, "
            f"{exercise.describe(grade.best)} — {grade.reason}")


def write_graph(path, game, player: int, decisions) -> int:
    """The review's lead graph as a PNG at `path` (drawn offscreen)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the review's output, not pygame's greeting
    from keydesk.files import WriteError, write_atomically
    from keydesk.rules.timeline import states_of
    from keydesk.ui.drawing.lead_graph import graph_png

    seasons = [s.season for s in states_of(game)]
    title = f"{game.state.names[player]} (P{player + 1}): estimated lead at the end after each move"
    try:
        write_atomically(path, graph_png(decisions, len(game.log), seasons, title))
    except WriteError as exc:
        print(f"error: {exc}")
        return 1
    print(f"wrote {path}")
    return 0


def default_player(game) -> int:
    """Whom a review is for unless --as says: the first person at the table, else P1."""
    return next((p for p, kind in enumerate(game.seats) if kind == "human"), 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="keydesk — a Keyflower table")
    sub = parser.add_subparsers(dest="command")
    force_help = "replace an existing file of the same kind (never the file being read, nor a save)"
    table = sub.add_parser("table", help="open the table (the default)")
    table.add_argument("--size", type=argtypes.size(argtypes.MIN_SIZE, argtypes.MAX_SIZE), default=None,
                       help="the window's size, e.g. 1280x800 (default: as it was last time, within the display)")
    setup = sub.add_parser("setup", help="print a new game's setup as text")
    setup.add_argument("--players", type=int, default=4, choices=range(2, 7), help="2 to 6 players (default: 4)")
    setup.add_argument("--seed", type=argtypes.seed, default=1, help="the game's seed (default: 1)")
    sim = sub.add_parser("simulate", help="play games headless and print scores and speed")
    sim.add_argument("--players", type=int, default=4, choices=range(2, 7), help="2 to 6 players (default: 4)")
    sim.add_argument("--games", type=argtypes.at_least(1), default=20, help="how many games (default: 20)")
    sim.add_argument("--seed", type=argtypes.seed, default=1,
                     help="the first game's seed; each next game takes the next one (default: 1)")
    sim.add_argument("--bots", default=None,
                     help="comma-separated levels, one per seat, e.g. hard,medium; fewer are repeated to fill the seats")
    sim.add_argument("--budget", type=argtypes.seconds, default=None, help="seconds per Hard decision")
    shot = sub.add_parser("screenshot", help="render a saved game to a PNG, headless")
    shot.add_argument("save", help="a save, scenario or position file")
    shot.add_argument("-o", "--output", required=True, help="the PNG to write (a name ending in .png)")
    shot.add_argument("--move", type=argtypes.at_least(0), default=None, help="show the game after this many actions")
    shot.add_argument("--size", type=argtypes.size(argtypes.SHOT_MIN_SIZE, argtypes.MAX_SIZE), default=(1600, 900),
                      help="picture size WIDTHxHEIGHT (default: 1600x900)")
    shot.add_argument("--as", dest="viewer", default=None, help="P1..P6 for that player's private view")
    shot.add_argument("--force", action="store_true", help=force_help)
    replay = sub.add_parser("replay", help="list a saved game's actions")
    replay.add_argument("save", help="a save, scenario or position file")
    pos = sub.add_parser("position", help="export one moment of a save or position file as a position")
    pos.add_argument("source", help="a save, scenario or position file")
    pos.add_argument("--move", type=argtypes.at_least(0), default=None, help="the moment after this many actions (default: the last)")
    pos.add_argument("-o", "--output", required=True, help="the position file to write (a name ending in .yaml)")
    pos.add_argument("--as", dest="viewer", default=None,
                     help="P1..P6: write only what that player may see, to share (default: everything, hidden parts included)")
    pos.add_argument("--force", action="store_true", help=force_help)
    review = sub.add_parser("review", help="a player's decisions against the bots' choices, worst first")
    review.add_argument("save", help="a save, scenario or position file")
    review.add_argument("--as", dest="player", default=None, help="P1..P6 (default: the first human seat)")
    review.add_argument("--simulations", type=argtypes.at_least(1), default=None,
                        help="simulated games per decision (default: the hint's own, so the two agree)")
    review.add_argument("--graph", default=None, help="also write the estimated lead over the game to this PNG")
    review.add_argument("--force", action="store_true",
                        help="let --graph replace an earlier PNG (never the save, nor a file of another kind)")
    review.add_argument("--top", type=argtypes.at_least(1), default=None, help="print only this many decisions")
    review.add_argument("--keep", action="store_true",
                        help="read and write the review kept beside the save (NAME.review-P1.yaml): a kept review "
                             "prints at once, one cut short goes on where it stopped")
    practice = sub.add_parser("practice", help="the exercises a game's biggest mistakes make, and grading a move at one")
    practice.add_argument("save", help="a save, scenario or position file (a kept game: games/... in the keydesk folder)")
    practice.add_argument("--as", dest="player", default=None, help="P1..P6 (default: the first human seat)")
    practice.add_argument("--try", dest="attempt", nargs=2, metavar=("N", "MOVE"), default=None,
                          help="grade MOVE, a line of the game's notation (e.g. 'P1 bid woodcutter 1 red'; "
                               "the player may be left out), at exercise N of the list")
    practice.add_argument("--simulations", type=argtypes.at_least(1), default=None,
                          help="simulated games per decision of the review (default: the hint's own)")
    return parser


COMMANDS = {
    "table": cmd_table, "setup": cmd_setup, "simulate": cmd_simulate,
    "screenshot": cmd_screenshot, "replay": cmd_replay, "position": cmd_position, "review": cmd_review,
    "practice": cmd_practice,
}


def run() -> None:
    """The `keydesk` command that `pip install .` makes (pyproject.toml), and main.py's.

    Output piped into a reader that stops early (`| head`) or Ctrl+C ends the command quietly,
    as command-line tools do, instead of with a traceback."""
    try:
        code = main(sys.argv[1:])
    except KeyboardInterrupt:
        code = 130
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        code = 1
    sys.exit(code)


def main(argv) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["table", *argv])
    return COMMANDS[args.command](args)
