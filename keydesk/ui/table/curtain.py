"""The window's mouse and keys as the curtain's events (keydesk/session/curtain.py).

The rules of the curtain and of the settle after it lifts live in the session, over abstract
events; this is the one place that says which pygame events they are: the left button is the
main one, Enter, keypad Enter and Space with no modifier held lift, Ctrl+Z (without Shift)
takes a move back.  Pointer motion is none of them: the window follows the pointer whatever
the curtain does.
"""

from __future__ import annotations

import pygame

from keydesk.session import FocusLost, Key, KeyUp, Press, Release, Wheel
from keydesk.session.curtain import LIFT, UNDO

LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_NOT_PLAIN = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_SHIFT


def curtain_event(event):
    """The session's event for a pygame event, or None for one it has no say over (motion, the
    gui's own events)."""
    if event.type == pygame.KEYDOWN:
        return Key(event.key, _meaning(event.key, event.mod))
    if event.type == pygame.KEYUP:
        return KeyUp(event.key)
    if event.type == pygame.MOUSEBUTTONDOWN:
        return Press(main=event.button == 1)
    if event.type == pygame.MOUSEBUTTONUP:
        return Release(main=event.button == 1)
    if event.type == pygame.MOUSEWHEEL:
        return Wheel()
    if event.type == pygame.WINDOWFOCUSLOST:
        return FocusLost()
    return None


def _meaning(key, mod):
    if key == pygame.K_z and mod & pygame.KMOD_CTRL and not mod & pygame.KMOD_SHIFT:
        return UNDO
    if key in LIFT_KEYS and not mod & _NOT_PLAIN:
        return LIFT
    return None
