"""The exceptions of playing a game: a refused action, and a line that is not notation."""


class IllegalAction(ValueError):
    """An action the rules forbid; the message is a sentence naming the rule.

    Whenever it is raised through `Game.apply` the game is left exactly as it was.
    """


class NotationError(ValueError):
    """A line that is not valid notation; the message points at the bad word."""
