"""keydesk.rules — the Keyflower rules model, pure Python (no pygame below this package).

What scripts, bots, the UI and tests use:
    Game.new(players, seed, names) · Game.from_scenario(doc_or_path) · Game.load(path)
    game.legal_actions(player) · game.apply(action) · game.play(line) · game.undo()
    game.to_move · game.season · game.phase · game.is_over · game.view(player) · game.scores()
    game.save(path) · game.log
"""

from keydesk.rules.actions import (
    Bid, BoatChoice, Done, Move, NotationError, Pass, Place, Upgrade, Use, WinterChoice,
    format_action, parse_action,
)
from keydesk.rules.components import DataError, load_components
from keydesk.rules.errors import IllegalAction
from keydesk.rules.game import Game
from keydesk.rules.formats.scenario import ScenarioError

__all__ = [
    "Bid", "BoatChoice", "DataError", "Done", "Game", "IllegalAction", "Move", "NotationError",
    "Pass", "Place", "ScenarioError", "Upgrade", "Use", "WinterChoice", "format_action",
    "load_components", "parse_action",
]
