"""The curtain's machine on its own: what lifts it, and the settle after it lifts, driven by the
events a person's hand makes at the times they make them (a double click is two clicks 120 ms
apart).  keydesk/session/curtain.py; the window's mapping of pygame events onto these is
tested through the real table in tests/ui/test_table_settle.py."""

from keydesk.session import FocusLost, Key, KeyUp, Press, Release, Wheel
from keydesk.session.curtain import GUARD_SECONDS, LIFT, SETTLE_SECONDS, UNDO, Curtain


class Clock:
    def __init__(self):
        self.now = 10.0

    def __call__(self):
        return self.now


def fallen(after_move=True):
    clock = Clock()
    curtain = Curtain(clock)
    curtain.fell(after_move)
    return curtain, clock


def lift_by_click(curtain) -> None:
    assert curtain.decide(Press()) is None
    assert curtain.decide(Release()) == LIFT
    curtain.lifted()


def test_a_double_click_lifts_with_its_first_click_and_its_second_lands_on_nothing():
    curtain, clock = fallen()
    clock.now += GUARD_SECONDS
    lift_by_click(curtain)
    taken = []
    for event in (Press(), Release()):  # the double click's second click, 120 ms and 240 ms on
        clock.now += 0.12
        taken.append(curtain.holds(event))
    assert taken == [True, True]
    clock.now += SETTLE_SECONDS  # settled: the next click is the table's
    assert [curtain.holds(Press()), curtain.holds(Release())] == [False, False]


def test_a_press_made_while_settling_is_not_the_tables_even_when_released_after_it():
    curtain, clock = fallen()
    clock.now += GUARD_SECONDS
    lift_by_click(curtain)
    clock.now += SETTLE_SECONDS - 0.05
    assert curtain.holds(Press())
    clock.now += 0.5
    assert curtain.holds(Release())  # never completes as a click on the table
    assert not curtain.holds(Press()) and not curtain.holds(Release())


def test_a_press_held_while_the_curtain_falls_and_lifts_never_clicks_on_the_next_table():
    clock = Clock()
    curtain = Curtain(clock)
    assert not curtain.holds(Press())  # pressed on Ann's table (on a toolbar button, say)
    curtain.fell(after_move=True)  # the game moves on under her hand: Bob's turn
    clock.now += GUARD_SECONDS
    assert curtain.decide(Key("enter", LIFT)) == LIFT  # Bob lifts it with Enter
    curtain.lifted()
    clock.now += 2 * SETTLE_SECONDS
    assert curtain.holds(Release())  # Ann's press ends on Bob's table: no click there


def test_while_settling_keys_and_the_wheel_are_taken_and_a_key_held_through_the_lift_repeats_into_nothing():
    curtain, clock = fallen()
    clock.now += GUARD_SECONDS
    assert curtain.decide(Key("space", LIFT)) == LIFT
    curtain.lifted()
    assert curtain.holds(Key("p")) and curtain.holds(KeyUp("p")) and curtain.holds(Wheel())
    clock.now += SETTLE_SECONDS
    assert curtain.holds(Key("space", LIFT))  # Space still held from the lift: a repeat
    assert not curtain.holds(KeyUp("space"))
    assert not curtain.holds(Key("space", LIFT)) and not curtain.holds(Key("p")) and not curtain.holds(Wheel())


def test_the_guard_after_a_move_keeps_the_leavers_second_press_from_lifting_it():
    curtain, clock = fallen()
    assert curtain.decide(Key("p")) is None  # the leaver's P again
    assert curtain.decide(Key("enter", LIFT)) is None  # within the guard
    assert curtain.decide(Press()) is None and curtain.decide(Release()) is None  # a double click's second
    clock.now += GUARD_SECONDS
    assert curtain.decide(Release()) is None  # the release of a press made in the guard
    assert curtain.decide(Key("enter", LIFT)) is None  # Enter still held from the guard: a repeat
    assert curtain.decide(KeyUp("enter")) is None and curtain.decide(Key("enter", LIFT)) == LIFT


def test_ctrl_z_takes_the_move_back_whenever_it_is_pressed_afresh_and_a_lost_focus_forgets_held_keys():
    curtain, clock = fallen()
    assert curtain.decide(Key("z", UNDO)) == UNDO  # the guard does not stop the leaver's own undo
    assert curtain.decide(Key("z", UNDO)) is None  # its repeat does nothing more
    curtain.decide(FocusLost())  # the release went to another window
    assert curtain.decide(Key("z", UNDO)) == UNDO


def test_the_first_curtain_has_no_guard_and_another_button_never_lifts():
    curtain, clock = fallen(after_move=False)  # nobody moved: the game has just been set out
    assert curtain.decide(Press(main=False)) is None and curtain.decide(Release(main=False)) is None
    assert curtain.decide(Key("enter", LIFT)) == LIFT
