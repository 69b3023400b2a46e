"""Hard never runs past its time budget by more than 20%.

Checked on the bot's own deadline logic under a fake clock that only moves when read, so
machine load cannot matter; the wall-clock figures (median and worst decision against the
budget) are printed by bench/bot_latency.py, as timing belongs in bench/, not in a test.
"""

import random

from keydesk.ai.bots.hard import HardBot

from .helpers import random_position

BUDGET = 0.2


def decisions(count: int):
    """Positions with many choices: 4 players in spring, someone to act in the seasons."""
    out, seed = [], 900
    while len(out) < count:
        game = random_position(4, seed=seed, actions=3)
        if game.phase == "actions" and len(game.legal_actions(game.to_move[0])) > 20:
            out.append(game)
        seed += 1
    return out


class TickingClock:
    """A clock that moves forward a fixed step each time it is read."""

    def __init__(self, tick: float):
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_deadline_logic_with_a_fake_clock():
    for tick in (0.0001, 0.003):
        clock = TickingClock(tick)
        bot = HardBot(budget=BUDGET, clock=clock)
        for game in decisions(2):
            p = game.to_move[0]
            clock.now = 0.0
            bot.choose(game.view(p), game.legal_actions(p), random.Random(0))
            assert clock.now <= 1.2 * BUDGET
            if tick < 0.001:  # 2000 clock reads: room for whole rounds of simulations
                assert bot.last_simulations > 0
