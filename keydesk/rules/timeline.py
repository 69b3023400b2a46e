"""A game's timeline: the state after every number of moves, and a new game cut back to any of them
(the replay viewer, the post-game review and "Play from here" all look back this way)."""

from __future__ import annotations


def states_of(game) -> list:
    """The state after each number of moves, 0 (the set-up) to len(game.log)."""
    if len(game.states_before) != len(game.log):  # rebuild from the set-up when the history is missing
        again = type(game)(game.initial.clone(), game.comps)
        for line in game.log:
            again.play(line)
        game = again
    return list(game.states_before) + [game.state]


def branch_at(game, moves: int):
    """A new Game that is `game` after its first `moves` actions; `game` itself is untouched."""
    branch = game.clone()
    while len(branch.log) > moves:
        branch.undo()
    return branch
