"""Who may sit in a seat: a person, or a bot of one of the levels, weakest first.

The one list of them: saves, scenarios, positions, challenges, preferences, the New game form,
the player's record and `keydesk.ai.make_bot` all read it, so a new level is added here once.
It lives in the rules because the rules' files (saves, positions) name the seats' kinds."""

BOT_LEVELS = ("easy", "medium", "skilled", "hard")  # weakest first
SEAT_KINDS = ("human", *BOT_LEVELS)
