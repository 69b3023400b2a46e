"""Keys and clicks at the table, offered in a fixed order, and the toolbar's turn commands.

An event goes first to the session, before even the gui sees it (TableScene.takes_first): while
the curtain is down it takes every press, release, key and wheel (only Ctrl+Z, to take a move
back, or a deliberate "I have sat down" count: keydesk/session/curtain.py), and for a moment
after it lifts the table settles and takes none.  What is left goes to an open dialog, then to
the toolbar, then to the zoom (Ctrl+wheel, Z, Esc while zoomed: table.zoom), then to the hand
(press, drag, drop: gestures.py), and last to the keyboard shortcuts and right-click.  Kept
apart from the table scene so that this order and every shortcut can be read in one place; the
commands themselves (undo, hint, save...) stay with the parts that own them.
"""

from __future__ import annotations

import pygame
import pygame_gui

from keydesk.rules import Done, Pass, WinterChoice


class TableInput:
    """Routes one table scene's events; `pass_turn`, `done` and the winter picks are the moves
    made by a key, a toolbar button or a click rather than by carrying something."""

    def __init__(self, scene):
        self.scene = scene

    def handle(self, event, consumed) -> None:
        scene = self.scene
        if scene.session.curtain_for is not None:
            return  # the pointer's moves under the curtain: nothing to show them on
        if scene.dialog_open():
            scene.dialog.handle(event)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            scene.on_button(event.ui_element)
        elif scene.zoom.handle(event):
            return  # Ctrl+wheel, Z or Esc zoomed in or out (table_zoom.py)
        elif scene.gestures.handle(event, consumed):
            return  # the hand took it: a press, drag, drop or a key that changes the carry
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not consumed:
            self.on_right_click(event.pos)

    def on_key(self, event) -> None:
        scene, key, mods = self.scene, event.key, event.mod
        if mods & pygame.KMOD_CTRL and (key == pygame.K_y or (key == pygame.K_z and mods & pygame.KMOD_SHIFT)):
            scene.redo()
        elif key == pygame.K_z and mods & pygame.KMOD_CTRL:
            scene.undo()
        elif key == pygame.K_F12:
            scene.files.screenshot()
        elif key == pygame.K_h or (key == pygame.K_ESCAPE and (scene.hints.thinking or scene.hints.tips)):
            scene.hints.toggle()
        elif key == pygame.K_l:
            scene.toggle_log()
        elif key == pygame.K_F1:
            scene.open_compendium(None)
        elif key == pygame.K_p and mods & pygame.KMOD_SHIFT:
            self.done_this_season()
        elif key == pygame.K_p:
            self.pass_turn()
        elif key == pygame.K_d:
            self.done()

    def on_right_click(self, pos) -> None:
        """With empty hands (a carry is let go of by Gestures) right-click opens the tile's page."""
        scene = self.scene
        target = scene.picture.hit(pos)
        if target is not None and target.tile in scene.game.comps.tiles:
            scene.open_compendium(target.tile)

    def pass_turn(self) -> bool:
        game, season = self.scene.game, self.scene.game.state.season
        if self._move(Pass):
            if game.phase == "actions" and game.state.season == season:  # the season goes on
                self.scene.say("You pass. You may act again while others go on "
                               "(Shift+P or \"Done this season\": the table passes for you until the season ends).")
            return True
        return False

    def done_this_season(self) -> None:
        """Pass, and let the table pass for this person until the season ends or a bid of theirs
        is topped (keydesk/session/rest.py)."""
        session = self.scene.session
        actor, season = session.me(), self.scene.game.state.season
        if self._move(Pass):
            session.rest.start(actor, season)
            if actor in session.resting():
                self.scene.say("You are done this season: the table passes for you until it ends "
                               "or one of your bids is topped.")

    def done(self) -> None:
        self._move(Done)

    def _move(self, kind) -> bool:
        actor = self.scene.session.me()
        if actor is None:
            self.say_not_now()
            return False
        return self.scene.apply(kind(actor))

    def say_not_now(self) -> None:
        """A key pressed while nobody at the screen may act is answered, not dropped."""
        scene = self.scene
        scene.say("The game is over." if scene.game.is_over else "Please wait: the bots are playing.")

    def toggle_winter(self, actor, tile) -> None:
        """A click on a winter tile in the hand picks it, or puts it back (confirmed later)."""
        picks = self.scene.winter_picks
        if tile not in (self.scene.game.state.winter_hands[actor] or ()):
            return
        if tile in picks:
            picks.remove(tile)
        else:
            picks.append(tile)

    def confirm_winter(self) -> None:
        scene = self.scene
        actor = scene.session.me()
        if actor is None or not scene.winter_picks:
            return
        hand = scene.game.state.winter_hands[actor]
        if scene.apply(WinterChoice(actor, tuple(t for t in hand if t in scene.winter_picks))):
            scene.winter_picks = []
