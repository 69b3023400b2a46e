"""The one exception a refused action raises."""


class IllegalAction(ValueError):
    """An action the rules forbid; the message is a sentence naming the rule.

    Whenever it is raised through `Game.apply` the game is left exactly as it was.
    """
