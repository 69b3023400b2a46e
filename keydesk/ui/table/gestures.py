"""The hand of the person at the table: press, drag, drop and the carry held between them.

A press picks something up (workers from a screen, a new tile, a resource) or clicks it (a boat,
a tile to upgrade, a winter tile); moving the mouse with the button down makes it a drag, and
letting go over a target turns the carry into an Action through keydesk/ui/intents.py.  A press
that does not move keeps the carry in hand ("click-selected") until a second click drops it.
This class only decides which Action a gesture means; the TableScene applies it, so the game is
changed in one place and a refusal's reason always reaches the status line the same way.
"""

from __future__ import annotations

import pygame

from keydesk.rules import Place
from keydesk.rules.workers import has_power
from keydesk.ui import intents
from keydesk.ui.table.picture import Ghost, Target

DRAG_START = 6  # pixels the mouse must move, button down, before a press becomes a drag


class Gestures:
    def __init__(self, scene):
        self.scene = scene
        self.carry = None  # intents.Carry being dragged or click-selected
        self.carry_from = None  # the Target it was picked up from
        self.pressed_at = None  # mouse position of the press that picked it up, while held
        self.dragging = False
        self.mouse = (0, 0)
        self._joinable: dict = {}  # (state id, carry) -> whether other outbid groups can join it

    # ---- events ----

    def handle(self, event, consumed: bool) -> bool:
        """Take a mouse or key event that belongs to the hand; True when it was one."""
        if event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.carry is not None:
            self.change_carry(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and not consumed and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and not consumed and event.button == 3 and self.carry is not None:
            self.drop_carry()  # right-click lets go; with empty hands it is the scene's (a tile's page)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.KEYDOWN and self.on_key(event.key):
            return True
        else:
            return False
        return True

    def on_key(self, key) -> bool:
        if key == pygame.K_ESCAPE and self.carry is not None:
            self.drop_carry()
        elif key == pygame.K_r and self.carry is not None:
            self.change_carry(1)
        elif pygame.K_1 <= key <= pygame.K_9 and self.carry is not None and self.carry.kind == "workers":
            self.set_arriving(key - pygame.K_0)
        else:
            return False
        return True

    def on_motion(self, pos) -> None:
        self.mouse = pos
        if self.carry is not None and self.carry.kind == "tile":
            self.carry = intents.fit_rotation(self.scene.legal(), self.carry, self.scene.picture.hit(pos))
        if self.carry is not None and self.pressed_at is not None and not self.dragging:
            self.dragging = self._moved_from_press(pos)

    def _moved_from_press(self, pos) -> bool:
        dx, dy = pos[0] - self.pressed_at[0], pos[1] - self.pressed_at[1]
        return dx * dx + dy * dy > DRAG_START * DRAG_START

    def on_press(self, pos) -> None:
        self.mouse = pos
        scene = self.scene
        actor = scene.session.me()
        if actor is None:
            scene.say("The game is over." if scene.game.is_over else "Please wait: the bots are playing.")
            return
        target = scene.picture.hit(pos)
        legal = scene.legal()
        state = scene.game.state
        carry, reason = intents.pick_up(state, legal, actor, target)
        if self.carry is not None:  # a click-selected source: this click adds to it or drops it
            if target == self.carry_from:
                self.drop_carry()
                return
            more = intents.take_more(state, legal, self.carry, target)
            if more is not None:  # held down, the press can still become a drag to the target
                self.carry, self.pressed_at, self.dragging = more, pos, False
                return
            if carry is None or target.tile in self.carry.sources:
                self.drop(target)
                return
        if carry is not None:
            self.carry, self.carry_from = carry, target
            self.pressed_at, self.dragging = pos, False
            scene.close_tooltip()
            return
        clicks = intents.click_actions(legal, actor, target)
        if clicks:
            name = scene.game.comps.tiles[target.tile].name
            scene.decide(clicks, f"Upgrade the {name}", f"How do you pay to upgrade the {name}?")
        elif target is not None and target.kind == "winter" and scene.game.phase == "winter_select":
            scene.input.toggle_winter(actor, target.tile)
        elif reason:
            scene.say(reason)
            scene.callout.show(reason, pos)

    def on_release(self, pos) -> None:
        self.mouse = pos
        if self.carry is None or self.pressed_at is None:
            return
        moved = self.dragging or self._moved_from_press(pos)
        self.pressed_at = None
        if moved:
            self.drop(self.scene.picture.hit(pos))

    # ---- letting go ----

    def drop(self, target) -> None:
        """Let go of the carry over `target` (see _drop); a refusal is told in the status line and
        again in a callout where the hand let go, where the person is looking."""
        scene = self.scene
        said = scene.message_until
        self._drop(target)
        if scene.message and scene.message_until != said:
            scene.callout.show(scene.message, self.mouse)

    def _drop(self, target) -> None:
        """Let go of the carry over `target`: apply the legal action, ask, or explain the refusal.

        Carried outbid groups dropped on another of your outbid groups of their colour take it
        along instead (the carry stays in hand, to be dropped by a click)."""
        scene = self.scene
        carry = self.carry
        legal = scene.legal()
        if carry.groups and intents.joinable(legal, carry, target):
            self.carry = intents.take_more(scene.game.state, legal, carry, target)
            self.pressed_at, self.dragging = None, False
            return
        self.drop_carry()
        carry = intents.fit_rotation(legal, carry, target)
        if carry.kind == "workers":
            target = self.whole_tile(target)
        actions = intents.drop_actions(legal, carry, target)
        if len(actions) == 1:
            scene.apply(actions[0])
            return
        if actions:  # only a tile's use can ask for a choice
            name = scene.game.comps.tiles[actions[0].tile].name
            scene.decide(actions, f"Use the {name}", intents.choice_question(actions)
                         or f"The {name} asks for a choice. Which do you want?")
            return
        if intents.wrong_side(carry, target):
            scene.say(f"That is {scene.names[target.player]}'s side of the tile: bid on your own side.")
            return
        action = intents.intended(carry, target)
        if action is None and carry.kind == "tile" and target is not None and target.kind == "hex":
            scene.say(f"That space is beside {scene.names[target.player]}'s village: "
                      "drop the tile on a lit space beside yours.")
            return
        if action is None:
            scene.say({"workers": "The outbid workers stay where they were." if carry.groups
                       else "The workers go back behind your screen.",
                       "tile": "Drop the tile on one of the lit spaces next to your village.",
                       "resource": "Drop the resource on a lit neighbouring tile."}[carry.kind])
            return
        if not scene.apply(action):  # refused: the rules model's reason shows in the status line
            have = scene.game.state.screens[carry.player][carry.colour] if carry.kind == "workers" else 0
            fits = intents.count_that_fits(legal, carry, target, have)
            if fits is not None:
                keys = f"press {fits} or turn the wheel" if fits <= 9 else "turn the wheel"
                scene.say(f"{scene.message} {fits} would do: {keys} while carrying.")

    def whole_tile(self, target):
        """Workers let go anywhere on a village tile (its name, a resource counter) mean its use:
        the use glow lights the whole tile, not just the centre that is its hit region."""
        if target is not None and target.kind in ("village_tile", "resource"):
            use = Target("use", target.tile, target.player)
            if self.scene.picture.rect_of(use) is not None:
                return use
        return target

    def drop_carry(self) -> None:
        self.carry, self.carry_from, self.pressed_at, self.dragging = None, None, None, False

    # ---- changing what is carried ----

    def change_carry(self, step: int) -> None:
        c = self.carry
        if c.kind == "workers":
            self.set_arriving(c.arriving + step)
        elif c.kind == "tile":
            target = self.scene.picture.hit(self.mouse)
            hex_target = target if target is not None and target.kind == "hex" else None
            self.carry = intents.Carry("tile", c.player, tile=c.tile,
                                       rot=intents.next_rotation(self.scene.legal(), c, hex_target, step))

    def set_arriving(self, n: int) -> None:
        c = self.carry
        have = self.scene.game.state.screens[c.player][c.colour]
        self.carry = intents.with_count(c, n - (c.arriving - c.count), have)

    # ---- what the hand shows ----

    def held(self) -> frozenset:
        """Every place the carry was gathered from, framed while it is carried."""
        c = self.carry
        if c is None:
            return frozenset()
        out = {self.carry_from}
        if c.kind == "workers":
            out |= {Target("group", tile, c.player) for tile in c.sources}
            out |= {Target("screen", None, c.player, colour) for colour, _ in intents.carried_workers(c)
                    if colour != c.colour or c.count}
        return frozenset(out)

    def ghost(self):
        c = self.carry
        if c is None:
            return None
        if c.kind == "workers":
            split = intents.carried_workers(c)
            return Ghost("workers", self.mouse, colour=c.colour, count=c.arriving,
                         split=split if len(split) > 1 else ())
        if c.kind == "tile":
            return Ghost("tile", self.mouse, tile=c.tile, rot=c.rot)
        return Ghost("resource", self.mouse, resource=c.resource)

    def preview(self, legal):
        """A carried tile shown in place, turned as it would be, over a hex where it fits."""
        c = self.carry
        if c is None or c.kind != "tile":
            return None
        target = self.scene.picture.hit(self.mouse)
        if target is None or target.kind != "hex":
            return None
        actions = intents.drop_actions(legal, c, target)
        if not actions:
            return None
        a = actions[0]
        return (a.player, a.tile, a.q, a.r, a.rot)

    def prompt(self) -> str:
        """The status line while something is carried: what it is and what to do with it."""
        c = self.carry
        if c.kind == "workers":
            return self.workers_prompt(c)
        if c.kind == "tile":
            return self.tile_prompt(c)
        return f"Drop the {c.resource} on a lit neighbouring tile. Esc cancels."

    def tile_prompt(self, c) -> str:
        """Over a space: how many ways the tile fits there, so a turn that changes nothing
        (only one rotation fits) is not a mystery."""
        target = self.scene.picture.hit(self.mouse)
        if target is not None and target.kind == "hex":
            rots = {a.rot for a in self.scene.legal() if isinstance(a, Place) and a.tile == c.tile
                    and (a.q, a.r) == (target.q, target.r)}
            if len(rots) == 1:
                return "Only one rotation fits here: let go to place the tile. Esc cancels."
            if rots:
                return f"{len(rots)} rotations fit here: the wheel or R turns the tile; let go to place it. Esc cancels."
        return "Drop the tile on a lit space; the wheel or R turns it. Esc cancels."

    def workers_prompt(self, c) -> str:
        """What carried workers are made of, and the gestures that change or drop them."""
        game = self.scene.game
        held = " + ".join(f"{k} {colour}" for colour, k in intents.carried_workers(c))
        if c.groups:
            held += " (outbid from the " + ", ".join(game.comps.tiles[t].name for t, _ in c.groups) + ")"
        more = []
        key = (id(game.state), c)
        if key not in self._joinable:  # the status line is drawn every frame
            legal = self.scene.legal()
            self._joinable = {key: any(intents.joinable(legal, c, t) for t in self.scene.picture.targets())}
        if self._joinable[key]:
            more.append("your other outbid groups")
        if has_power(game.state, game.comps, c.player, "4b"):
            more.append("another colour on your screen")
        elif c.others:
            return f"{held}: workers of several colours go together only with summer boat 4b. Esc cancels."
        add = f"click {' or '.join(more)} to add them; " if more else ""
        return f"{held}: drop on a lit side to bid, on a lit centre to use it. Wheel or 1-9: how many; {add}Esc cancels."
