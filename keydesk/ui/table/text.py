"""The words the table shows: the status-line prompt for the person on turn and the game log.

Plain functions of the game, so the table and the replay viewer word things the same way.
"""

from __future__ import annotations

import html
from functools import lru_cache

from keydesk.rules import Upgrade, parse_action
from keydesk.rules.describe import describe_action
from keydesk.rules.season_summary import boat_lines, season_ends, season_summary, summary_lines
from keydesk.rules.tile_users import tile_users as users_of

LOG_LINES = 40  # rebuilding a pygame_gui text box costs time per line; older lines are in saves
# Actions are immutable, so one parse per notation line serves every redraw of the log.
parsed = lru_cache(maxsize=8192)(parse_action)


def turn_prompt(game, p, winter_picks, legal) -> str:
    """What player p, on turn and holding nothing, is asked to do in this phase."""
    state, name = game.state, game.state.names[p]
    phase = state.phase
    if phase == "actions" and state.pending:
        return transport_prompt(name, state.pending, legal)
    if phase == "actions" and state.screens[p] is not None and not any(state.screens[p].values()):
        return f"{name}'s turn: no workers are left behind your screen, so Pass."
    if phase == "actions":
        return (f"{name}'s turn: drag workers from your screen to a tile's side to bid, or to its centre "
                "to use it; or Pass.")
    if phase == "boats":
        return f"{name}: choose a boat; click a lit boat."
    if phase == "place":
        return f"{name}: drag each new tile from your tray onto a lit space; the wheel or R turns it."
    if phase == "winter_select":
        picked = ", ".join(game.comps.tiles[t].name for t in winter_picks) or "none yet"
        return f"{name}: click winter tiles to put forward (chosen: {picked}), then Confirm."
    if phase == "flipper":
        return f"{name}: the Flipper lets you flip one tile for free: click a lit tile, or Done."
    return ""


def transport_prompt(name, pend, legal) -> str:
    """Only what is left of a tile's transport and upgrades, and whether anything can be
    upgraded now (so nobody hunts for a glow that is not there)."""
    parts = []
    if pend.capacity:
        parts.append(f"{pend.capacity} move{'s' if pend.capacity != 1 else ''} left: drag resources along roads")
    if pend.upgrades:
        ups = f"{pend.upgrades} upgrade{'s' if pend.upgrades != 1 else ''}"
        parts.append(f"{ups} left: click a lit tile" if any(isinstance(a, Upgrade) for a in legal)
                     else f"{ups} left, but nothing can be upgraded now")
    return f"{name}: " + "; ".join(parts + ["Done to finish."])


def log_line(game, i: int) -> tuple:
    """(player name, the rest of the sentence) for the i-th entry of the game's log."""
    names = game.state.names
    action = parsed(game.log[i])
    name = names[action.player]
    before = game.states_before[i] if len(game.states_before) == len(game.log) else None
    return name, describe_action(action, game.comps, names, before).removeprefix(name)


def game_records(game) -> tuple:
    """(states before each action and the current one, the actions), or None without history
    (a game whose earlier states were not kept)."""
    if len(game.states_before) != len(game.log):
        return None
    return game.states_before + [game.state], [parsed(line) for line in game.log]


def summaries(game) -> list:
    """The end-of-season summaries of the game so far, oldest first."""
    records = game_records(game)
    if records is None:
        return []
    states, actions = records
    return [season_summary(states, actions, i) for i in season_ends(states)]


def tile_users(game) -> dict:
    """{tile: [(player, colour, count)]}: whose workers stand on each tile this season."""
    records = game_records(game)
    return users_of(*records) if records else {}


def season_notes(game) -> dict:
    """{log index: summary sentences to show after that action}: the season's results after
    the last pass, the boats and the start player after the last boat choice."""
    notes: dict = {}
    names = game.state.names
    for s in summaries(game):
        notes.setdefault(s.ended_at, []).extend(summary_lines(s, game.comps, names, boats=False))
        if s.boats_done_at is not None:
            notes.setdefault(s.boats_done_at, []).extend(boat_lines(s, game.comps, names))
    return notes


def season_results(game) -> tuple:
    """The summary sentences of the season just ended, while its boats are chosen and its
    tiles placed; () at any other time."""
    state = game.state
    if state.phase not in ("boats", "place"):
        return ()
    done = summaries(game)
    if not done or done[-1].season != state.season:
        return ()
    return tuple(summary_lines(done[-1], game.comps, state.names))


def log_html(game, explains: dict, bots_play: bool) -> str:
    """The game log in plain English, newest first, bot reasons in italics, each season's
    results in a block after the pass that ended it."""
    lines = []
    start = max(0, len(game.log) - LOG_LINES)
    notes = season_notes(game)
    for i in range(len(game.log) - 1, start - 1, -1):
        if i in notes:
            lines.append("<font color='#2e5a8a'>" + "<br>".join(html.escape(t) for t in notes[i]) + "</font>")
        name, text = log_line(game, i)
        line = f"<font color='#8a5a2e'>{i + 1}.</font> <b>{html.escape(name)}</b>{html.escape(text)}"
        if i in explains:
            line += f"<br><i><font color='#7a6650'>{html.escape(explains[i])}</font></i>"
        lines.append(line)
    head = ["<b>Game log</b>" + (" — newest first" if lines else "")]
    if bots_play:
        head.append("<i><font color='#7a6650'>What the bots did since your last move is ringed in their "
                    "colour.</font></i>")
    return "<br>".join(head + (lines or ["No actions yet."]))
