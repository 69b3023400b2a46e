"""Actions — every decision a player makes — and their one-line text notation.

An Action is an intent: the UI, the bots, scenario files and saved games all speak these,
and the rules model validates and applies them.  The notation (docs/architecture.md, "The
notation"), with the words a rule needs for a choice:

    P1 bid woodcutter 2 red [from keywood stable]   workers arriving; moved outbid groups
    P2 use workshop 1 blue [from X] [take stone | give saw | discard red]
    P2 use mason 2 red 1 blue                       several colours (summer boat 4b only)
    P2 move wood keywood home_2    P2 upgrade keywood [with wood gold saw]    P2 done
    P3 pass    P1 boat boat_sea_bastion    P1 place woodcutter 1 -1 rot 2
    P2 winter mercers_guild scribes

Players are P1..P6 in the text and 0..5 inside.  `parse(format(a)) == a` for every action.
"""

from __future__ import annotations

from dataclasses import dataclass

from keydesk.rules.components import COLOURS, RESOURCES, SKILLS
from keydesk.rules.errors import NotationError

CHOICE_WORDS = {"take": RESOURCES, "give": SKILLS, "discard": COLOURS[:4]}


Workers = tuple  # ((colour, count), ...) sorted by colour order, counts > 0


def workers_total(workers: Workers) -> int:
    if len(workers) == 1:  # one colour, as all but summer boat 4b's uses: asked of every use applied
        return workers[0][1]
    return sum(n for _, n in workers)


@dataclass(frozen=True)
class Bid:
    player: int
    tile: str
    workers: Workers
    sources: tuple = ()

    @property
    def count(self) -> int:
        return workers_total(self.workers)


@dataclass(frozen=True)
class Use:
    player: int
    tile: str
    workers: Workers
    sources: tuple = ()
    choice: str | None = None

    @property
    def count(self) -> int:
        return workers_total(self.workers)


@dataclass(frozen=True)
class Pass:
    player: int


@dataclass(frozen=True)
class Move:
    player: int
    resource: str
    source: str
    target: str


@dataclass(frozen=True)
class Upgrade:
    player: int
    tile: str
    pay: tuple | None = None  # resource and skill names spent; None lets the engine choose


@dataclass(frozen=True)
class Done:
    player: int


@dataclass(frozen=True)
class BoatChoice:
    player: int
    boat: str


@dataclass(frozen=True)
class Place:
    player: int
    tile: str
    q: int
    r: int
    rot: int


@dataclass(frozen=True)
class WinterChoice:
    player: int
    tiles: tuple


def canonical_workers(pairs) -> Workers:
    """Merge (colour, n) pairs into the canonical sorted form used inside Actions."""
    totals = {}
    for colour, n in pairs:
        totals[colour] = totals.get(colour, 0) + n
    return tuple((c, totals[c]) for c in COLOURS if totals.get(c))


def _player_text(p: int) -> str:
    return f"P{p + 1}"


def _workers_text(workers: Workers) -> str:
    return " ".join(f"{n} {c}" for c, n in workers)


def format_action(a) -> str:
    """The notation line for an action."""
    head = _player_text(a.player)
    if isinstance(a, (Bid, Use)):
        words = [head, "bid" if isinstance(a, Bid) else "use", a.tile, _workers_text(a.workers)]
        if a.sources:
            words += ["from", *a.sources]
        if isinstance(a, Use) and a.choice is not None:
            words += [_choice_word(a.choice), a.choice]
        return " ".join(words)
    if isinstance(a, Pass):
        return f"{head} pass"
    if isinstance(a, Done):
        return f"{head} done"
    if isinstance(a, Move):
        return f"{head} move {a.resource} {a.source} {a.target}"
    if isinstance(a, Upgrade):
        return f"{head} upgrade {a.tile}" + (f" with {' '.join(a.pay)}" if a.pay else "")
    if isinstance(a, BoatChoice):
        return f"{head} boat {a.boat}"
    if isinstance(a, Place):
        return f"{head} place {a.tile} {a.q} {a.r} rot {a.rot}"
    if isinstance(a, WinterChoice):
        return f"{head} winter {' '.join(a.tiles)}"
    raise TypeError(f"not an action: {a!r}")


def _choice_word(choice: str) -> str:
    for word, names in CHOICE_WORDS.items():
        if choice in names:
            return word
    raise ValueError(f"unknown choice {choice!r}")


class _Words:
    """A cursor over the words of one line, producing errors that point at a word."""

    def __init__(self, line: str):
        self.line = line
        self.words = line.split()
        self.i = 0

    def fail(self, expected: str, at: int | None = None):
        i = self.i if at is None else at
        got = f"'{self.words[i]}'" if i < len(self.words) else "the end of the line"
        raise NotationError(f"{self.line!r}: word {i + 1}: expected {expected}, got {got}")

    def peek(self):
        return self.words[self.i] if self.i < len(self.words) else None

    def take(self, expected: str) -> str:
        if self.i >= len(self.words):
            self.fail(expected)
        self.i += 1
        return self.words[self.i - 1]

    def name(self, expected: str = "a tile id") -> str:
        word = self.take(expected)
        if not word.replace("_", "").isalnum() or not word[0].isalpha():
            self.fail(expected, self.i - 1)
        return word

    def integer(self, expected: str) -> int:
        word = self.take(expected)
        try:
            return int(word)
        except ValueError:
            self.fail(expected, self.i - 1)

    def one_of(self, names, expected: str) -> str:
        word = self.take(expected)
        if word not in names:
            self.fail(expected, self.i - 1)
        return word

    def end(self):
        if self.i < len(self.words):
            self.fail("the end of the line")


def _parse_workers(w: _Words) -> Workers:
    pairs = []
    while True:
        n = w.integer("a number of workers")
        if n <= 0:
            w.fail("a number of workers above 0", w.i - 1)
        pairs.append((w.one_of(COLOURS, "a worker colour (blue, red, yellow, green)"), n))
        if not (w.peek() or "").lstrip("-").isdigit():
            break
    colours = [c for c, _ in pairs]
    if len(set(colours)) != len(colours):
        w.fail("each colour once")
    return canonical_workers(pairs)


def parse_action(line: str):
    """Parse one notation line into an Action; NotationError names the bad word."""
    w = _Words(line)
    head = w.take("a player (P1..P6)")
    if len(head) != 2 or head[0] not in "Pp" or head[1] not in "123456":
        w.fail("a player (P1..P6)", 0)
    p = int(head[1]) - 1
    verb = w.one_of(
        ("bid", "use", "pass", "done", "move", "upgrade", "boat", "place", "winter"),
        "an action (bid, use, pass, done, move, upgrade, boat, place, winter)",
    )
    if verb in ("bid", "use"):
        tile = w.name()
        workers = _parse_workers(w)
        sources = ()
        choice = None
        if w.peek() == "from":
            w.take("from")
            names = []
            while w.peek() is not None and w.peek() not in CHOICE_WORDS:
                names.append(w.name())
            if not names:
                w.fail("a tile id after 'from'")
            sources = tuple(names)
        if verb == "use" and w.peek() in CHOICE_WORDS:
            word = w.take("a choice")
            choice = w.one_of(CHOICE_WORDS[word], f"one of {', '.join(CHOICE_WORDS[word])}")
        w.end()
        if verb == "bid":
            return Bid(p, tile, workers, sources)
        return Use(p, tile, workers, sources, choice)
    if verb == "pass":
        w.end()
        return Pass(p)
    if verb == "done":
        w.end()
        return Done(p)
    if verb == "move":
        res = w.one_of(RESOURCES, "a resource (gold, iron, stone, wood)")
        a = Move(p, res, w.name(), w.name())
        w.end()
        return a
    if verb == "upgrade":
        tile = w.name()
        pay = None
        if w.peek() == "with":
            w.take("with")
            items = []
            while w.peek() is not None:
                items.append(w.one_of(RESOURCES + SKILLS, "a resource or skill to pay with"))
            if not items:
                w.fail("what to pay with")
            pay = tuple(sorted(items))
        w.end()
        return Upgrade(p, tile, pay)
    if verb == "boat":
        a = BoatChoice(p, w.name("a boat id"))
        w.end()
        return a
    if verb == "place":
        tile = w.name()
        q = w.integer("the q coordinate")
        r = w.integer("the r coordinate")
        w.one_of(("rot",), "'rot'")
        rot = w.integer("a rotation 0-5")
        if not 0 <= rot <= 5:
            w.fail("a rotation 0-5", w.i - 1)
        w.end()
        return Place(p, tile, q, r, rot)
    # winter
    tiles = []
    while w.peek() is not None:
        tiles.append(w.name())
    if not tiles:
        w.fail("at least one winter tile")
    return WinterChoice(p, tuple(tiles))
