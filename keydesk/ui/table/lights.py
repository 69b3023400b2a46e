"""Which places on the table are lit or ringed, worked out from the legal actions and the log.

Functions of the game and the renderer's targets only, so the table scene just caches them."""

from __future__ import annotations

from keydesk.rules import parse_action
from keydesk.ui import intents

SKIPPED = ("screen", "group", "bid", "use", "order", "hex")  # lit only while carrying


def clickable(state, actor, legal, targets, winter_picks) -> frozenset:
    """Without a carry: what can be clicked or picked up now (boats, new tiles, resources,
    tiles to upgrade) and the winter tiles already chosen."""
    out = set()
    for t in targets:
        if t.kind in SKIPPED:
            continue
        if t.kind == "winter":
            if t.tile in winter_picks:
                out.add(t)
        elif intents.click_actions(legal, actor, t) or intents.pick_up(state, legal, actor, t)[0]:
            out.add(t)
    return frozenset(out)


def bot_moves(log, targets, is_human) -> dict:
    """What the bots did since a person last acted, as {Target: bot}: each tile, boat or
    turn-order tile a bot acted on.  Bot moves come a tenth of a second apart, too fast to
    watch, so they stay ringed on the table (in the bot's colour) until the person acts."""
    acted = {}
    for line in reversed(log):
        action = parse_action(line)
        if is_human(action.player):
            break
        tile = intents.acted_on(action)
        if tile is not None:
            acted.setdefault(tile, action.player)
    return {t: acted[t.tile] for t in targets if t.kind in ("use", "order", "boat") and t.tile in acted}
