"""The end-of-season summary: who won what with which bid, where the workers went, the boats
and the new start player — for a scripted spring and for every season of seeded bot games."""

import random

import pytest

from keydesk.ai import make_bot
from keydesk.rules import Game
from keydesk.rules.actions import parse_action
from keydesk.rules.season_summary import season_ends, season_summary, summary_lines

SPRING = ["P3 bid miner 2 red", "P1 bid miner 3 red", "P2 bid turn_order_2 1 blue",
          "P3 use gold_mine 1 yellow", "P1 bid woodcutter 1 blue", "P2 pass",
          "P3 use woodcutter 1 blue", "P1 pass", "P2 pass", "P3 pass"]


def records(game):
    return game.states_before + [game.state], [parse_action(line) for line in game.log]


def scripted_spring():
    game = Game.new(players=3, seed=7, names=["Ann", "Bob", "Cy"])
    assert game.state.start == 2 and game.state.auction[:4] == ["miner", "woodcutter", "stable", "gold_mine"]
    for line in SPRING:
        game.play(line)
    return game


def test_the_summary_of_a_scripted_spring():
    game = scripted_spring()
    states, actions = records(game)
    assert season_ends(states) == [len(SPRING) - 1]
    summary = season_summary(states, actions, len(SPRING) - 1)
    won = {(r.tile, r.winner, r.colour, r.count, r.workers_on) for r in summary.tiles if r.winner is not None}
    assert won == {("miner", 0, "red", 3, 0), ("woodcutter", 0, "blue", 1, 1), ("turn_order_2", 1, "blue", 1, 0)}
    gold = next(r for r in summary.tiles if r.tile == "gold_mine")
    assert gold.winner is None and gold.workers_on == 1
    assert summary.returned == [0, 0, 2]  # Cy's 2 red on the Miner, outbid
    assert summary.paid == [4, 1, 0]
    assert summary.collected == [1, 0, 0]  # Cy's blue on the Woodcutter goes with the tile to Ann
    assert summary.start is None and summary.boats == [None, None, None]  # boats not chosen yet
    lines = summary_lines(summary, game.comps, game.state.names)
    assert "Ann wins the Miner with 3 red" in lines
    assert "Cy's workers: 2 back from losing bids" in lines
    assert not any(line.startswith("Boats") for line in lines)

    order = list(game.state.boat_queue)
    assert order == [1, 2, 0]  # Bob won a turn-order tile and is the new start player
    taken = []
    for p in order:
        boat = next(b for b in game.state.boats if game.state.cargo[b])
        taken.append(boat)
        game.play(f"P{p + 1} boat {boat}")
    summary = season_summary(*records(game), len(SPRING) - 1)
    assert summary.boats == [taken[2], taken[0], taken[1]]
    assert summary.start == 1 and summary.start_before == 2
    lines = summary_lines(summary, game.comps, game.state.names)
    assert lines[-1] == "Bob is the start player now"
    assert lines[-2].startswith("Boats: Ann the ")


@pytest.mark.parametrize("players,seed", [(2, 11), (5, 12)])
def test_summaries_agree_with_the_screens_over_whole_games(players, seed):
    """Every season of a bot game: each screen grows by exactly the workers the summary says
    came back or were collected, and the winners are the players who place those tiles."""
    game = Game.new(players=players, seed=seed)
    bots = [make_bot("easy") for _ in range(players)]
    rng = random.Random(seed)
    while not game.is_over:
        for p in game.to_move:
            game.apply(bots[p].choose(game.view(p), game.legal_actions(p), rng))
    states, actions = records(game)
    ends = season_ends(states)
    assert [states[i].season for i in ends] == ["spring", "summer", "autumn", "winter"]
    for i in ends:
        summary = season_summary(states, actions, i)
        before, after = states[i], states[i + 1]
        for p in range(players):
            gained = sum(after.screens[p].values()) - sum(before.screens[p].values())
            assert gained == summary.returned[p] + summary.collected[p]
            won = [r.tile for r in summary.tiles if r.winner == p and r.tile in before.auction]
            assert sorted(won) == sorted(t for t in after.to_place[p] if t in before.auction)
        assert summary.start is not None and all(summary.boats)
