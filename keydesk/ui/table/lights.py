"""Which places on the table are lit or ringed, worked out from the legal actions and the log.

Functions of the game and the renderer's targets only, so the table scene just caches them."""

from __future__ import annotations

from keydesk.rules import Bid, parse_action
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


def bot_moves(log, targets, is_human, viewer=None) -> dict:
    """What the bots did since the viewer last acted (with no viewer: since any person did), as
    {Target: bot}: each tile, boat or turn-order tile a bot acted on, and the bid side it bid on.
    Bot moves come a tenth of a second apart, too fast to watch, so they stay ringed on the
    table, each in its bot's colour, until the person acts; at a shared screen the moves of
    the others in between do not hide what the bots did before them."""
    acted, sides = {}, set()
    for line in reversed(log):
        action = parse_action(line)
        if action.player == viewer or (viewer is None and is_human(action.player)):
            break
        if is_human(action.player):
            continue
        tile = intents.acted_on(action)
        if tile is not None:
            acted.setdefault(tile, action.player)
            if isinstance(action, Bid):
                sides.add((tile, action.player))
    rings = {t: acted[t.tile] for t in targets if t.kind in ("use", "order", "boat") and t.tile in acted}
    rings.update({t: t.player for t in targets if t.kind == "bid" and (t.tile, t.player) in sides})
    return rings
