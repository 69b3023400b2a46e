"""No bot reason and no log line tells the table what it may not see.

Whole seeded bot games of 2 to 6 players (50 in all): before every action, the bot's reason
(`bot.explain`, shown in the log) and the action's log line (`describe_action`) are checked
against what is hidden from the other players at that moment:

- winter tiles in a hand, put forward before the reveal, or left in the box (by name);
- the colours and skills behind the screens (a reason may name a colour or a skill only if the
  action's own public line names it, as a bid does);
- the bag (a reason never speaks of it).
"""

import random
import re

import pytest

from keydesk.ai import make_bot
from keydesk.ai.bots.hard import HardBot
from keydesk.rules import Game
from keydesk.rules.components import COLOURS, SKILLS
from keydesk.rules.describe import describe_action


def hidden_winter_names(state, comps) -> set:
    """Names of the winter tiles whose whereabouts are secret: in a hand (chosen or not) or the box."""
    secret = [t for hand in state.winter_hands for t in hand] + list(state.winter_box)
    return {comps.tiles[t].name for t in secret}


def names_in(text: str, names) -> list:
    return [n for n in names if re.search(rf"\b{re.escape(n)}\b", text, re.IGNORECASE)]


def leaks(state, comps, reason: str, line: str) -> list:
    """What `reason` or `line` gives away about `state` (the state the action is played on)."""
    found = [f"winter tile {n!r}" for n in names_in(reason + " / " + line, hidden_winter_names(state, comps))]
    public_words = set(re.findall(r"[a-z]+", line.lower()))
    printed = re.sub(r"\bgreen workers?\b", "", reason)  # what a tile makes is printed on the tile
    found += [f"{w!r} (behind a screen)" for w in names_in(printed, COLOURS + SKILLS) if w not in public_words]
    found += ["the bag"] if re.search(r"\bbag\b", reason, re.IGNORECASE) else []
    return found


def play_and_check(bots, seed: int) -> int:
    """Play a whole game; return the number of lines checked, failing on the first leak."""
    game = Game.new(players=len(bots), seed=seed, names=[f"Bot{p}" for p in range(len(bots))])
    rngs = [random.Random(seed * 10 + p) for p in range(len(bots))]
    checked = 0
    while not game.is_over:
        for p in game.to_move:
            before = game.state
            action = bots[p].choose(game.view(p), game.legal_actions(p), rngs[p])
            line = describe_action(action, game.comps, before.names, before)
            found = leaks(before, game.comps, bots[p].explain, line)
            assert not found, (f"seed {seed}, {bots[p].level} bot: {line!r} / {bots[p].explain!r} "
                               f"gives away {', '.join(found)}")
            game.apply(action)
            checked += 1
    return checked


def easy(players):
    return [make_bot("easy") for _ in range(players)]


def one_medium(players):
    return [make_bot("medium")] + [make_bot("easy") for _ in range(players - 1)]


def one_skilled(players):
    return [make_bot("skilled")] + [make_bot("easy") for _ in range(players - 1)]


def one_hard(players):
    return [HardBot(budget=0.01, simulations=4)] + [make_bot("easy") for _ in range(players - 1)]


GAMES = ([(easy, 2 + i % 5, 1000 + i) for i in range(40)]
         + [(one_medium, 2 + i % 5, 2000 + i) for i in range(5)]
         + [(one_hard, 2 + i % 5, 3000 + i) for i in range(5)]
         + [(one_skilled, 2 + i % 5, 4000 + i) for i in range(3)])


@pytest.mark.parametrize("seats", [easy, one_medium, one_skilled, one_hard], ids=["easy", "medium", "skilled", "hard"])
def test_no_reason_or_log_line_names_anything_hidden(seats):
    games = [(players, seed) for make, players, seed in GAMES if make is seats]
    checked = sum(play_and_check(seats(players), seed) for players, seed in games)
    assert checked > 100 * len(games)  # whole games, every decision looked at


def test_the_check_catches_a_winter_leak():
    """The old Easy winter reason named the offered tile; the check must see that."""
    game = Game.new(players=3, seed=5)
    state = game.state
    tile = state.winter_hands[1][0]
    name = game.comps.tiles[tile].name
    assert leaks(state, game.comps, f"Offered the {name}: it scores best here.", "P2 puts forward 1 winter tile")
    assert leaks(state, game.comps, "Kept my red workers back.", "P2 passes")
    assert leaks(state, game.comps, "The bag is nearly empty.", "P2 passes")
    assert not leaks(state, game.comps, "Bid on the Woodcutter: nobody wants it yet.", "P2 bids 1 red on the Woodcutter")
    assert not leaks(state, game.comps, "Outbid with red.", "P2 bids 2 red on the Woodcutter")
