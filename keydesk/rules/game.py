"""Game: the rules model's public face (docs/architecture.md, "The rules model").

A Game owns the current GameState, the states before each action (for undo) and the action
log in notation.  `step` leaves a state unchanged when it refuses an action; `apply` still
steps a clone, because the state before each action is kept for `undo` (and the UI may hold on
to the state object it was drawing).
"""

from __future__ import annotations

from keydesk.rules.actions import format_action, parse_action
from keydesk.rules.components import load_components
from keydesk.rules.engine import legal_actions, step, to_move
from keydesk.rules.errors import IllegalAction
from keydesk.rules.limits import check_names, check_seed
from keydesk.rules.formats.position_load import load_position
from keydesk.rules.formats.saves import load_game, save_game
from keydesk.rules.rng import fresh_seed
from keydesk.rules.formats.scenario import load_scenario
from keydesk.rules.setup import build_state


class Game:
    def __init__(self, state, comps=None):
        self.comps = comps or load_components()
        self.state = state
        self.initial = state.clone()
        self.states_before: list = []  # the state before each action, for undo
        self.log: list = []
        # Who sits in each seat: "human" or a bot level; saved so a resumed game keeps its bots.
        self.seats: list = ["human"] * state.n
        # Started from a position file: saves then write that position plus the log.
        self.starts_at_position = False
        # Hints asked for at the table, {player: count}; saved so the final scores of a resumed
        # game still tell them (the table fills in its humans, the rules never read it).
        self.hints_used: dict = {}

    # ---- construction ----

    @classmethod
    def new(cls, players: int = 4, seed: int | None = None, names=None) -> "Game":
        """A standard random set-up; the same seed gives the same game."""
        if names is not None:
            names = check_names(list(names))
            if len(names) != players:
                raise ValueError(f"{players} players need {players} names, got {len(names)}")
        if not 2 <= players <= 6:
            raise ValueError(f"Keyflower is for 2 to 6 players, not {players}")
        seed = fresh_seed() if seed is None else check_seed(seed)
        names = names or [f"P{i + 1}" for i in range(players)]
        return cls(build_state(load_components(), players, seed, names))

    @classmethod
    def from_scenario(cls, source) -> "Game":
        """A set-up from a scenario document or YAML file (see scenario.py)."""
        return load_scenario(source, cls)

    @classmethod
    def from_position(cls, source) -> "Game":
        """A game starting at a position document or file (see position.py)."""
        return load_position(source, cls)

    @classmethod
    def load(cls, path) -> "Game":
        return load_game(path, cls)

    def save(self, path) -> None:
        save_game(self, path)

    # ---- playing ----

    def apply(self, action) -> None:
        """Validate and apply an action, or raise IllegalAction and change nothing."""
        new = self.state.clone()
        step(new, self.comps, action)
        self.states_before.append(self.state)
        self.state = new
        self.log.append(format_action(action))

    def play(self, line: str) -> None:
        """Apply one notation line, e.g. "P2 bid woodcutter 2 red"."""
        self.apply(parse_action(line))

    def undo(self) -> None:
        """Take back the last action (the generator comes back too, so redraws are identical)."""
        if not self.states_before:
            raise IllegalAction("There is nothing to undo.")
        self.state = self.states_before.pop()
        self.log.pop()

    def legal_actions(self, player=None) -> list:
        players = to_move(self.state) if player is None else [player]
        return [a for p in players for a in legal_actions(self.state, self.comps, p)]

    # ---- reading ----

    @property
    def to_move(self) -> list:
        return to_move(self.state)

    @property
    def season(self) -> str:
        return self.state.season

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def players(self) -> int:
        return self.state.n

    def view(self, player=None):
        """What `player` may see (None: a public view with every screen hidden)."""
        return self.state.masked(player)

    def scores(self) -> list:
        """Per player, a ScoreSheet with the best allocation (see scoring.py)."""
        from keydesk.rules.scoring.sheet import PlacedTile, score_player
        from keydesk.rules.scoring.purple_marker import marker_declarer

        s = self.state
        declarer = marker_declarer(s, self.comps)
        return [
            score_player(
                [PlacedTile(t, pos, rot, flipped, s.resources_on(t)) for t, pos, rot, flipped in s.village_tiles(p)],
                s.screens[p], s.skills[p], declarer == p, self.comps,
            )
            for p in range(s.n)
        ]

    def clone(self) -> "Game":
        g = object.__new__(Game)
        g.comps, g.state, g.initial = self.comps, self.state.clone(), self.initial
        g.states_before, g.log = list(self.states_before), list(self.log)
        g.seats = list(self.seats)
        g.starts_at_position = self.starts_at_position
        g.hints_used = dict(self.hints_used)
        return g
