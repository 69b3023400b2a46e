"""The real loop (keydesk/ui/loop.py) on simulated time: an idle window draws nothing, and each
kind of change draws a frame.

The loop is given a clock that only moves when it waits, and a wait that takes the next event
from pygame's queue or else lets the time asked for pass; so a simulated second takes no real
second and the frames it draws are counted exactly.  Only the bots' answers are waited for in
real time, as they really come from another thread.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.ui.background import Job  # noqa: E402
from keydesk.ui.bot_runner import BotRunner  # noqa: E402
from keydesk.ui.frames import WAKE, animating_until, wake  # noqa: E402
from keydesk.ui.loop import AFTER_INPUT, CURSOR_STEP, FPS, JUDGING_FPS, LONGEST_REST, Loop  # noqa: E402
from keydesk.ui.notice import SECONDS as NOTICE_SECONDS  # noqa: E402
from keydesk.ui.scenes.table import MESSAGE_SECONDS  # noqa: E402
from keydesk.ui.tidy import GAP_SECONDS  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, click, find, key, post  # noqa: E402


class SimulatedTime:
    """The loop's clock and wait: `waits` lists every timeout the loop asked to wait for."""

    def __init__(self):
        self.now = self.end = 1000.0  # run_for moves `end` on
        self.waits: list = []

    def clock(self) -> float:
        return self.now

    def wait(self, timeout):
        self.waits.append(timeout)
        event = pygame.event.poll()
        if event.type != pygame.NOEVENT:
            return event
        self.now = min(self.end, self.now + timeout)
        return None


def resting_loop(app):
    """A loop on simulated time that has drawn its first frames and come to rest (the tidy that
    leaving the last scene asked for has come too: keydesk/ui/tidy.py)."""
    pygame.event.get()
    sim = SimulatedTime()
    loop = Loop(app, clock=sim.clock, wait=sim.wait, flip=lambda: None)
    run_for(loop, sim, max(AFTER_INPUT, GAP_SECONDS) + 1.0)
    assert loop.frames > 0 and not app.tidy.left
    return loop, sim


def run_for(loop, sim, seconds: float) -> int:
    """Step the loop for `seconds` of simulated time; the frames it drew meanwhile."""
    before = loop.frames
    sim.end = sim.now + seconds
    while sim.now < sim.end:
        loop.step()
    return loop.frames - before


def human_to_move(app, players=2):
    if players == 2:
        game = two_player()
        return at_table(app, game, ["human", "easy"])
    game = Game.new(players=players, seed=3, names=["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:players])
    seats = ["easy"] * players
    seats[game.to_move[0]] = "human"
    return at_table(app, game, seats)


def test_an_idle_menu_draws_no_frame_and_waits_for_an_event(app):
    loop, sim = resting_loop(app)
    waits = len(sim.waits)
    assert run_for(loop, sim, 10.0) == 0
    assert sim.waits[waits:] == [LONGEST_REST] * round(10.0 / LONGEST_REST)  # nothing to wait for but events


def test_an_idle_table_with_a_person_to_move_draws_no_frame(app):
    for players in (2, 6):
        scene = human_to_move(app, players)
        assert scene.session.me() is not None
        loop, sim = resting_loop(app)
        assert run_for(loop, sim, 10.0) == 0


def test_a_scene_left_wakes_the_resting_window_once_for_its_tidy(app):
    loop, sim = resting_loop(app)  # at the menu
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))
    loop.step(), loop.step()  # its frame, which counts the rest before it in its time
    app.tidy.tidy()  # a tidy just now: the next request waits for the gap
    app.show("statistics")  # the menu left
    run_for(loop, sim, AFTER_INPUT + 0.5)  # the new scene's frames
    assert app.tidy.left
    assert run_for(loop, sim, GAP_SECONDS) == 1 and not app.tidy.left
    assert run_for(loop, sim, 10.0) == 0


def test_an_input_event_draws_at_once_then_frames_for_a_while_then_rest(app):
    loop, sim = resting_loop(app)
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))
    assert loop.step() is False  # the wait hands over the event
    assert loop.step() is True  # and its frame is drawn at once
    after = run_for(loop, sim, 2 * AFTER_INPUT)
    assert abs(after - AFTER_INPUT * FPS) <= 2  # pygame_gui's hover and tooltips get their frames
    assert run_for(loop, sim, 1.0) == 0


def test_while_the_judge_searches_the_frames_after_input_come_ten_a_second_and_input_at_once(app, monkeypatch):
    loop, sim = resting_loop(app)
    monkeypatch.setattr(app.scene, "judging", lambda: True)  # a hint or a review running
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))
    assert loop.step() is False and loop.step() is True  # input still drawn at once
    after = run_for(loop, sim, AFTER_INPUT)
    assert abs(after - AFTER_INPUT * JUDGING_FPS) <= 1
    post(pygame.MOUSEMOTION, pos=(310, 300), rel=(1, 0), buttons=(0, 0, 0))
    assert loop.step() is False and loop.step() is True


def test_a_key_press_reaches_the_scene_through_the_loop(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    assert scene.log_column.shown()
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    run_for(loop, sim, 0.1)
    assert not scene.log_column.shown()


def test_a_wake_from_another_thread_draws_one_frame(app):
    loop, sim = resting_loop(app)
    wake()
    assert run_for(loop, sim, 1.0) == 1  # no input: no frames after it


def test_a_bots_answer_wakes_the_window():
    pygame.display.init()
    pygame.event.get()
    runner = BotRunner()
    try:
        game = two_player()
        runner.submit("easy", 0, game.view(0), game.legal_actions(0), seed=1)
        event = pygame.event.wait(60_000)  # generous for a loaded machine: no check of speed
        assert event.type == WAKE
        answer = runner.poll()
        assert answer is not None and answer.action in game.legal_actions(0)
    finally:
        runner.close()


def test_a_bots_move_is_played_from_rest_and_the_table_rests_again(app):
    game = two_player()
    scene = at_table(app, game, ["easy", "human"])  # the bot is to move: it thinks on its thread
    pygame.event.get()
    loop = Loop(app, flip=lambda: None)  # real time: the bot's thread must really answer
    start = pygame.time.get_ticks()
    while not game.log:
        loop.step()
        assert pygame.time.get_ticks() - start < 60_000, "the bot's move was never played"
    while loop.due(loop.clock()) is not None:
        loop.step()
    assert scene.session.me() == 1 and loop.app.next_frame(loop.clock()) is None


def test_a_message_at_the_table_draws_one_frame_when_it_goes(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    scene.message, scene.message_until = "That tile is not yours.", sim.now + MESSAGE_SECONDS  # as say() does
    assert run_for(loop, sim, 1.0) == 0
    assert run_for(loop, sim, MESSAGE_SECONDS) == 1
    assert run_for(loop, sim, 5.0) == 0


def test_a_refusals_callout_draws_one_frame_when_it_goes(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    scene.callout.clock = sim.clock
    scene.callout.show("That tile is not yours.", (200, 200))
    seconds = scene.callout.animating_until - sim.now
    assert run_for(loop, sim, seconds - 0.5) == 0
    assert run_for(loop, sim, 1.0) == 1 and scene.callout.showing == ""
    assert run_for(loop, sim, 5.0) == 0


def test_a_notice_draws_one_frame_when_it_goes(app):
    loop, sim = resting_loop(app)
    app.notice.until = sim.now + NOTICE_SECONDS  # shown now on the simulated clock
    app.notice.text = "The preferences could not be written."
    assert run_for(loop, sim, NOTICE_SECONDS + 1.0) == 1


def test_the_bots_pause_ends_with_a_frame(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    scene.session.bots.wait = 0.8
    assert run_for(loop, sim, 2.0) == 1
    assert scene.session.bots.wait == 0.0


def test_resize_and_expose_each_draw(app):
    loop, sim = resting_loop(app)
    post(pygame.VIDEORESIZE, size=(1200, 760), w=1200, h=760)
    run_for(loop, sim, 0.1)
    assert app.window.size == (1200, 760)
    run_for(loop, sim, AFTER_INPUT + 1.0)
    post(pygame.WINDOWEXPOSED)
    assert run_for(loop, sim, 0.05) >= 1


def test_an_animating_scene_gets_every_frame_until_it_stops(app):
    loop, sim = resting_loop(app)
    until = sim.now + 0.5
    app.scene.next_frame = lambda now: animating_until(until, now)
    drawn = run_for(loop, sim, 1.5)
    assert abs(drawn - 0.5 * FPS) <= 2
    assert run_for(loop, sim, 1.0) == 0


def test_a_carried_piece_gets_every_frame_until_it_is_put_down(app):
    scene = human_to_move(app)
    click(app, find(app, "screen", player=0, colour="blue"))  # a click picks the workers up
    loop, sim = resting_loop(app)
    assert scene.carry is not None
    assert abs(run_for(loop, sim, 1.0) - FPS) <= 2
    key(app, pygame.K_ESCAPE)
    assert scene.carry is None
    run_for(loop, sim, AFTER_INPUT + 0.1)
    assert run_for(loop, sim, 1.0) == 0


def test_a_resting_pointer_still_opens_the_tables_tooltip(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    post(pygame.MOUSEMOTION, pos=centre(app, find(app, "use", tile="woodcutter")), rel=(0, 0), buttons=(0, 0, 0))
    run_for(loop, sim, 0.3)
    assert scene.hover.tip is None
    run_for(loop, sim, 0.7)  # no more events: the frames after the motion let it open
    assert scene.hover.tip is not None and scene.hover.tip.alive()


def test_a_focused_text_field_gets_frames_for_its_cursor_only(app):
    app.show("new_game")
    loop, sim = resting_loop(app)
    app.ui.set_focus_set(app.scene.seed_entry)
    assert abs(run_for(loop, sim, 2.0) - 2.0 / CURSOR_STEP) <= 1
    app.ui.set_focus_set(None)
    run_for(loop, sim, 0.2)
    assert run_for(loop, sim, 2.0) == 0


def test_a_thinking_bots_dots_step_three_times_a_second(app):
    scene = human_to_move(app)
    loop, sim = resting_loop(app)
    scene.bots.runner.busy_with = 1  # as while Bob's move is thought about on the bots' thread
    assert abs(run_for(loop, sim, 3.0) - 9) <= 1
    scene.bots.runner.busy_with = None
    run_for(loop, sim, 0.5)
    assert run_for(loop, sim, 2.0) == 0


def test_a_finished_background_job_wakes_the_window():
    pygame.display.init()
    pygame.event.get()
    job = Job(lambda job: 42)
    event = pygame.event.wait(60_000)
    assert event.type == WAKE and job.done and job.result == 42
