"""The table's session without a window: it imports with pygame unimportable, says "done this
season" in the player's words, paces the bots and asks each with its own view only."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from keydesk.rules import Bid, Game, Pass
from keydesk.session import Key, Press, Release, TableSession
from keydesk.session.curtain import GUARD_SECONDS, LIFT, SETTLE_SECONDS
from keydesk.session.rest import NOTE
from tests.rules.helpers import two_player

ROOT = Path(__file__).resolve().parents[2]


def test_the_session_imports_and_plays_with_pygame_unimportable():
    script = textwrap.dedent("""
        import json, pkgutil, sys
        sys.modules["pygame"] = None  # any import of it now fails
        sys.modules["pygame_gui"] = None
        import keydesk.session
        from keydesk.rules import Game
        names = [m.name for m in pkgutil.iter_modules(keydesk.session.__path__, "keydesk.session.")]
        for name in names:
            __import__(name)
        game = Game.new(players=2, seed=3)
        session = keydesk.session.TableSession(game)
        session.update(0.0)
        print(json.dumps({"modules": names, "at_screen": session.at_screen, "log": game.log}))
    """)
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert {"keydesk.session.curtain", "keydesk.session.session", "keydesk.session.keeping"} <= set(report["modules"])
    assert report["at_screen"] is None and report["log"] == []


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def sit_down(session, clock) -> None:
    """The next person lifts the curtain after the guard, and the table settles."""
    clock.now += GUARD_SECONDS
    assert session.input(Press()) and session.input(Release())
    assert session.curtain_for is None
    clock.now += SETTLE_SECONDS


def done_this_season(session) -> None:
    me, season = session.me(), session.game.state.season
    assert session.act(Pass(me)) is None
    session.rest.start(me, season)


def test_done_this_season_is_said_on_the_curtain_in_the_players_words_until_the_season_ends():
    game = two_player(actions=["P1 bid keywood 1 red"])  # Bob to move
    clock = Clock()
    session = TableSession(game, clock=clock)
    session.update(0.0)
    sit_down(session, clock)
    assert session.act(next(a for a in game.legal_actions(1) if isinstance(a, Bid))) is None  # Ann's turn
    session.update(0.0)
    sit_down(session, clock)
    done_this_season(session)  # Ann is done for the season
    session.update(0.0)
    page = session.curtain_page()
    assert page.to == "Bob" and page.leaver_line == (
        "Ann is done for this season: the table passes for them, and asks them again if a bid of theirs is topped.")
    assert session.resting() == {0}
    sit_down(session, clock)
    assert session.act(Pass(1)) is None  # Bob passes too: everyone has passed, the season ends
    session.update(0.0)
    assert game.phase == "boats" and session.resting() == frozenset()


def test_with_a_bot_between_them_the_curtain_still_says_who_is_done_and_the_table_passes_for_them():
    game = Game.from_scenario({"players": 3, "seed": 11, "names": ["Ann", "Bob", "Cleo"]})
    game.seats = ["human", "easy", "human"]
    clock, asked = Clock(), []
    session = TableSession(game, clock=clock, ask_bot=asked.append)

    def bot_bids() -> None:
        question = session.bots.asked
        session.bots.answered(question, next(a for a in question.legal if isinstance(a, Bid)))
        session.update(0.0)

    session.update(0.0)
    if session.curtain_for is None:  # Bob (a bot) starts
        bot_bids()
    first = session.curtain_for
    sit_down(session, clock)
    done_this_season(session)
    session.update(0.0)
    if session.curtain_for is None:  # the bot moves between them
        bot_bids()
    page = session.curtain_page()
    assert page.leaver_line.startswith(f"{game.state.names[first]} is done for this season")
    sit_down(session, clock)
    other = session.me()
    assert session.act(next(a for a in game.legal_actions(other) if isinstance(a, Bid))) is None
    session.update(0.0)
    while game.log[-1] != f"P{first + 1} pass":  # the bot bids; on the resting person's turn the table passes
        bot_bids()
    assert session.explains[len(game.log) - 1] == NOTE and session.curtain_for is None


def test_a_bot_is_asked_with_its_own_view_and_its_answer_waits_for_the_pause_and_empty_hands():
    game = two_player()
    game.seats = ["human", "easy"]
    asked = []
    session = TableSession(game, bot_delay=0.5, ask_bot=asked.append)
    session.act(Pass(0))
    session.update(0.0)
    question, = asked
    assert question.player == 1 and question.view.viewer == 1 and question.view.screens[0] is None
    session.bots.answered(question, question.legal[0])
    session.update(0.1, holding=True)  # Ann holds something: nothing changes under her hand
    assert len(game.log) == 1
    session.update(0.1)
    assert len(game.log) == 2 and session.bots.wait == 0.5  # played; the next bot move waits


def test_only_the_person_at_the_screen_may_act_and_not_while_the_table_settles():
    game = two_player()
    clock = Clock()
    session = TableSession(game, clock=clock)
    session.update(0.0)
    assert session.act(Pass(0)) == "Please wait: it is not your move."  # the curtain is down
    clock.now += GUARD_SECONDS
    assert session.input(Key("enter", LIFT))
    assert session.act(Pass(0)) == "The screen has just been handed over: a moment before acting."
    assert session.act(Pass(1)) == "Please wait: it is not your move."
    clock.now += SETTLE_SECONDS
    assert session.act(Pass(0)) is None and game.log == ["P1 pass"]
