"""Gestures to Actions: what the mouse carries, where it may go, and the Action a drop means.

The table never decides legality itself.  Every glow comes from `game.legal_actions(p)`:
an action is mapped to the table target it would be dropped on, and a target glows when some
legal action matches what is being carried.  A drop that matches nothing still becomes the
Action it means (`intended`), so the rules model can refuse it with its own reason.

Pure logic over renderer `Target`s (read by attribute only), so it is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from keydesk.rules import Bid, BoatChoice, Move, Place, Upgrade, Use
from keydesk.rules.actions import CHOICE_WORDS, canonical_workers
from keydesk.rules.words import with_article

WORKER_DROPS = ("bid", "use", "order", "group")  # targets a carried worker group can land on
SIDES = ("bid", "order", "group")  # a player's side of a tile (a group lies on its owner's side)
TILE_DROPS = ("village_tile", "resource", "use")  # a resource lands anywhere on a village tile


@dataclass(frozen=True)
class Carry:
    """What the player has picked up (by dragging, or by clicking a source first).

    kind "workers": `count` workers of `colour` from behind the screen, plus the outbid groups
    `groups` ((tile, count), ...) of that colour moving as one (the rulebook: outbid workers
    move together, optionally joined by other losing groups and screen workers), plus `others`
    ((colour, count), ...): screen workers of other colours, which only summer boat 4b allows.
    The wheel and number keys change `count`.
    kind "tile": a won tile from the to-place tray, turned `rot` steps.
    kind "resource": one `resource` from the village tile `tile`.
    """

    kind: str
    player: int
    colour: str | None = None
    count: int = 0
    groups: tuple = ()
    others: tuple = ()
    tile: str | None = None
    rot: int = 0
    resource: str | None = None

    @property
    def sources(self) -> tuple:
        """The tiles whose outbid groups are carried (an Action's `sources`)."""
        return tuple(tile for tile, _ in self.groups)

    @property
    def group(self) -> int:
        """Workers in the carried outbid groups."""
        return sum(k for _, k in self.groups)

    @property
    def arriving(self) -> int:
        """Workers that arrive at the drop: the number written in the notation."""
        return self.count + self.group + sum(k for _, k in self.others)


def carried_workers(carry: Carry) -> tuple:
    """The carry as an Action's `workers`: ((colour, count), ...) in canonical order."""
    return canonical_workers(((carry.colour, carry.count + carry.group),) + carry.others)


def landing(carry: Carry, tile: str) -> Carry:
    """The carry as it arrives at `tile`: a carried group that already stands there does not
    arrive (so picking up your losing group B, then dropping everything back on B, moves the rest
    onto B)."""
    return replace(carry, groups=tuple(g for g in carry.groups if g[0] != tile))


# ---- which targets accept what ----

def _worker_matches(action, carry: Carry) -> bool:
    return (
        isinstance(action, (Bid, Use))
        and action.player == carry.player
        and action.workers == carried_workers(carry)
        and set(action.sources) == set(carry.sources)
    )


def drop_actions(legal, carry: Carry, target) -> list:
    """The legal actions that dropping `carry` on `target` would make (several: a choice)."""
    if target is None:
        return []
    if carry.kind == "workers":
        if wrong_side(carry, target):
            return []
        if target.kind in SIDES:
            carry = landing(carry, target.tile)
        kind = Use if target.kind == "use" else Bid
        return [a for a in legal if isinstance(a, kind) and a.tile == target.tile and _worker_matches(a, carry)]
    if carry.kind == "tile" and target.kind == "hex" and target.player == carry.player:
        return [a for a in legal if isinstance(a, Place) and a.tile == carry.tile
                and (a.q, a.r) == (target.q, target.r) and a.rot == carry.rot]
    if carry.kind == "resource" and target.kind in TILE_DROPS:
        return [a for a in legal if isinstance(a, Move) and a.resource == carry.resource
                and a.source == carry.tile and a.target == target.tile]
    return []


def accepts(legal, carry: Carry, target) -> bool:
    """Would some drop of this carry on this target be legal (for tiles: in any rotation)?"""
    if carry.kind == "tile" and target.kind == "hex":
        return target.player == carry.player and bool(rotations(legal, carry.tile, target.q, target.r))
    if carry.groups and joinable(legal, carry, target):
        return True
    return bool(drop_actions(legal, carry, target))


def lit_targets(targets, legal, carry: Carry) -> frozenset:
    """Every target on the table that the carry may legally be dropped on (or that joins it)."""
    return frozenset(t for t in targets if accepts(legal, carry, t))


def intended(carry: Carry, target):
    """The Action a drop means even when it is illegal (so the rules model can say why), or
    None when the drop means nothing at all (the empty table, a button)."""
    if target is None:
        return None
    if carry.kind == "workers" and target.kind in WORKER_DROPS:
        if target.kind in SIDES:
            carry = landing(carry, target.tile)
        if carry.arriving == 0:
            return None
        kind = Use if target.kind == "use" else Bid
        return kind(carry.player, target.tile, carried_workers(carry), carry.sources)
    if carry.kind == "tile" and target.kind == "hex" and target.player == carry.player:
        return Place(carry.player, carry.tile, target.q, target.r, carry.rot)  # not another's space at these q, r
    if carry.kind == "resource" and target.kind in TILE_DROPS and target.tile != carry.tile:
        return Move(carry.player, carry.resource, carry.tile, target.tile)
    return None


def wrong_side(carry: Carry, target) -> bool:
    """A bid dropped on another player's side of a tile (the table refuses it itself)."""
    return (carry.kind == "workers" and target is not None and target.kind in SIDES
            and target.player is not None and target.player != carry.player)


# ---- picking things up ----

def pick_up(state, legal, player: int, target):
    """The Carry a press on `target` starts, or (None, reason) if it is not a source now."""
    if target is None:
        return None, None
    kind = target.kind
    if kind == "screen" and target.player == player:
        if not any(isinstance(a, (Bid, Use)) for a in legal):
            return None, "You cannot place workers now."
        have = state.screens[player][target.colour]
        if have == 0:
            return None, f"You have no {target.colour} workers behind your screen."
        carry = Carry("workers", player, colour=target.colour, count=1)
        return replace(carry, count=min_count(legal, carry, have)), None
    if kind == "group" and target.player == player:
        entry = state.bid_of(target.tile, player)
        if entry is None or not any(_from_group(a, target.tile) for a in legal):
            return None, "Only an outbid group can be moved, on your turn."
        return Carry("workers", player, colour=entry.colour, groups=((target.tile, entry.count),)), None
    if kind == "village_tile" and target.tile in (state.to_place[player] or ()):
        if not any(isinstance(a, Place) and a.tile == target.tile for a in legal):
            return None, "You cannot place that tile now."
        rot = next(a.rot for a in legal if isinstance(a, Place) and a.tile == target.tile)
        return Carry("tile", player, tile=target.tile, rot=rot), None
    if kind == "resource" and target.player == player:
        if any(isinstance(a, Move) and a.source == target.tile and a.resource == target.resource for a in legal):
            return Carry("resource", player, tile=target.tile, resource=target.resource), None
    return None, None


def _from_group(action, tile) -> bool:
    return isinstance(action, (Bid, Use)) and tile in action.sources


def joinable(legal, carry: Carry, target) -> bool:
    """Is `target` another of the carrier's outbid groups, free to move, of the carried colour?"""
    return (carry.kind == "workers" and target is not None and target.kind == "group"
            and target.player == carry.player and target.tile not in carry.sources
            and any(_from_group(a, target.tile) and a.workers[0][0] == carry.colour for a in legal))


def take_more(state, legal, carry: Carry, target):
    """The carry grown by a click on `target`, or None when the click does not add to it.

    Another of your outbid groups of the carried colour joins the carry; a colour on your screen
    adds one worker of it (another colour than the carried one is only any use with summer
    boat 4b; without it the rules model refuses the drop and says why)."""
    if carry.kind != "workers":
        return None
    if joinable(legal, carry, target):
        entry = state.bid_of(target.tile, carry.player)
        return replace(carry, groups=carry.groups + ((target.tile, entry.count),))
    if target is None or target.kind != "screen" or target.player != carry.player:
        return None
    have = state.screens[carry.player][target.colour]
    if target.colour == carry.colour:
        return replace(carry, count=min(have, carry.count + 1))
    others = dict(carry.others)
    others[target.colour] = min(have, others.get(target.colour, 0) + 1)
    return replace(carry, others=tuple((c, k) for c, k in others.items() if k))


def min_count(legal, carry: Carry, have: int) -> int:
    """The smallest screen count that some legal bid or use accepts (1 when none does)."""
    counts = [a.count - carry.group for a in legal if isinstance(a, (Bid, Use))
              and a.workers == ((carry.colour, a.count),) and set(a.sources) == set(carry.sources)]
    return max(1, min([c for c in counts if c <= have], default=1))


def with_count(carry: Carry, count: int, have: int) -> Carry:
    """Change how many workers of the carried colour come from behind the screen, within what is
    there (none only when something else is carried)."""
    return replace(carry, count=max(_fewest(carry), min(have, count)))


def _fewest(carry: Carry) -> int:
    """The fewest workers of the carried colour from behind the screen: none only when outbid
    groups or other colours are carried too."""
    return 0 if carry.groups or carry.others else 1


# ---- clicks that are whole decisions ----

def click_actions(legal, player: int, target) -> list:
    """Legal actions a plain click on `target` makes: a boat, or an upgrade/flip of a tile."""
    if target is None:
        return []
    if target.kind == "boat":
        return [a for a in legal if isinstance(a, BoatChoice) and a.boat == target.tile]
    if target.kind in TILE_DROPS:
        return [a for a in legal if isinstance(a, Upgrade) and a.tile == target.tile]
    return []


def rotations(legal, tile: str, q: int, r: int) -> list:
    """The legal rotations of a tile at one hex, in order."""
    return sorted({a.rot for a in legal if isinstance(a, Place) and a.tile == tile and (a.q, a.r) == (q, r)})


def next_rotation(legal, carry: Carry, hex_target, step: int = 1) -> int:
    """Turn a carried tile: through the legal rotations of the hex under the mouse, else 0-5."""
    options = rotations(legal, carry.tile, hex_target.q, hex_target.r) if hex_target is not None else []
    if not options:
        return (carry.rot + step) % 6
    if carry.rot not in options:
        return options[0]
    return options[(options.index(carry.rot) + step) % len(options)]


def fit_rotation(legal, carry: Carry, target) -> Carry:
    """A carried tile over a lit hex where its current turn does not fit, turned to the first
    turn that does: the hex glows because *some* turn fits, so the drop must not be refused
    (and the preview must not vanish) just because the tile was picked up turned another way."""
    if carry.kind != "tile" or target is None or target.kind != "hex" or target.player != carry.player:
        return carry
    options = rotations(legal, carry.tile, target.q, target.r)
    if not options or carry.rot in options:
        return carry
    return replace(carry, rot=options[0])


def _choice_word(action) -> str | None:
    return next((w for w, names in CHOICE_WORDS.items() if action.choice in names), None)


CHOICE_LABELS = {"take": "take 1 {choice}", "give": "hand in {a_choice} skill tile", "discard": "give up 1 {choice} worker"}
CHOICE_QUESTIONS = {
    "take": "Which resource do you take?",
    "give": "Which skill tile do you hand in?",
    "discard": "Which worker from behind your screen do you give up?",
}


def choice_label(action) -> str:
    """How a choice between otherwise equal actions reads on a dialog button."""
    if isinstance(action, Use):
        word = _choice_word(action)
        return CHOICE_LABELS[word].format(choice=action.choice, a_choice=with_article(action.choice)) if word else "use it"
    if isinstance(action, Upgrade):
        return "pay " + ", ".join(action.pay) if action.pay else "flip it"
    return str(action)


def choice_question(actions) -> str | None:
    """The question a tile's choice asks, in the words of the choice (None: not a tile's choice)."""
    words = {_choice_word(a) for a in actions if isinstance(a, Use) and a.choice is not None}
    return CHOICE_QUESTIONS[words.pop()] if len(words) == 1 else None


def count_that_fits(legal, carry: Carry, target, have: int):
    """Carried workers dropped where their number is refused (a second use needs two): the
    number of arriving workers that this drop would accept, within what is behind the screen,
    or None.  The table says it, so the player knows to turn the wheel rather than guess."""
    if carry.kind != "workers" or target is None:
        return None
    for n in range(_fewest(carry), have + 1):
        other = replace(carry, count=n)
        if n != carry.count and drop_actions(legal, other, target):
            return other.arriving  # as the ghost counts them, and as the number keys set them
    return None


def acted_on(action):
    """The tile, boat or turn-order tile an action was about (None for pass, done, winter)."""
    if isinstance(action, (Bid, Use, Upgrade, Place)):
        return action.tile
    if isinstance(action, Move):
        return action.target
    if isinstance(action, BoatChoice):
        return action.boat
    return None
