"""The words of whole games: in the log and in every reason, "a" and "an" go before the words
they are said before ("an iron", "an anvil", never "a iron"), and the log column draws no blank
row between a move and its reason or between two moves.

Whole seeded games of 2, 4 and 6 players, P1 playing random legal moves (every kind of move
comes up: transport, upgrades, uses with a choice) and Easy bots the other seats.  Before every
move the bot's reason and the hint's reason for the move and a few other legal ones are read;
the log is read whole at the end, and shown in the table's log box every few moves, where the
rows the box lays out are checked.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random  # noqa: E402
import re  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect  # noqa: E402
from pygame_gui.elements import UITextBox  # noqa: E402

from keydesk.ai.bots.easy import EasyBot  # noqa: E402
from keydesk.ai.teaching.reasons import bot_reason, reason_for  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.rules.words import article  # noqa: E402
from keydesk.ui.table.log import LOG_W  # noqa: E402
from keydesk.ui.table.text import log_html, log_line, season_notes  # noqa: E402
from keydesk.ui.text_rows import set_rows  # noqa: E402

ARTICLE = re.compile(r"\b(a|an)\s+([\w'-]+)", re.IGNORECASE)
OTHER_REASONS = 6  # legal moves besides the one played whose hint reason is read at each decision
SHOW_EVERY = 12  # moves between two looks at the log box


def wrong_articles(text: str) -> list:
    return [m.group(0) for m in ARTICLE.finditer(text) if article(m.group(2)) != m.group(1).lower()]


def test_the_article_follows_the_sound_of_the_word():
    assert [article(w) for w in ("iron", "anvil", "autumn", "8", "11", "18", "wood", "saw", "1", "6", "use", "one")] \
        == ["an", "an", "an", "an", "an", "an", "a", "a", "a", "a", "a", "a"]
    assert wrong_articles("Bob moves a iron and an wood, giving up an anvil") == ["a iron", "an wood"]


def blank_rows(box) -> int:
    """Rows the box laid out with nothing on them but a line break."""
    return sum(all(isinstance(item, LineBreakLayoutRect) or not (getattr(item, "text", "") or "").strip()
                   for item in row.items) for row in box.text_box_layout.layout_rows)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_whole_games_say_a_and_an_rightly_and_the_log_has_no_blank_row(app, players):
    game = Game.new(players=players, seed=70 + players)
    bot, chooser = EasyBot(), random.Random(players)
    box = UITextBox("", pygame.Rect(0, 0, LOG_W, 700), app.ui)
    explains, said, looks = {}, [], 0
    while not game.is_over:
        p = game.to_move[0]
        view, legal = game.view(p), game.legal_actions(p)
        if p == 0:
            action = chooser.choice(legal)
            explain = bot_reason(view, game.comps, action)
        else:
            action = bot.choose(view, legal, chooser)
            explain = bot.explain
        others = chooser.sample(legal, min(OTHER_REASONS, len(legal)))
        said += [explain] + [reason_for(view, game.comps, a) for a in [action, *others]]
        game.apply(action)
        explains[len(game.log) - 1] = explain
        if len(game.log) % SHOW_EVERY == 0 or game.is_over:
            set_rows(box, log_html(game, explains, bots_play=True))
            assert blank_rows(box) == 0, f"a blank row in the log after move {len(game.log)}"
            looks += 1
    said += ["".join(log_line(game, i)) for i in range(len(game.log))]
    said += [line for lines in season_notes(game).values() for line in lines]
    assert looks >= 8 and len(said) > 20 * players
    wrong = [(text, bad) for text in said for bad in wrong_articles(text)]
    assert not wrong, wrong[:5]
    assert any(re.search(r"\ban (iron|anvil|autumn)\b", text) for text in said)  # the words that need "an" came up
