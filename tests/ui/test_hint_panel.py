"""The hint as a person sees it: a suggested placement drawn where it would go (the tile on its
space, turned as the hint would place it, ghosted, with its number in the middle of that space),
and the panel showing all three ideas without a scroll bar at 1280x800, whatever the number of
players and however long the reasons."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.ai.bots.easy import EasyBot  # noqa: E402
from keydesk.ai.teaching.reasons import reason_for  # noqa: E402
from keydesk.ai.teaching.suggest import Suggestion, beyond_roads  # noqa: E402
from keydesk.ai.teaching.variety import varied  # noqa: E402
from keydesk.rules import Game, Place  # noqa: E402
from keydesk.rules.describe import describe_action  # noqa: E402
from keydesk.rules.hexgrid import corners, edge_at, neighbour  # noqa: E402
from keydesk.ui.table.hints import BADGE, LOG_LEFT  # noqa: E402
from keydesk.ui.table.picture import Target  # noqa: E402
from tests.ai.test_placement import yard_to_place  # noqa: E402
from tests.ui.helpers import at_table, frames_until, key  # noqa: E402

HERE = os.path.dirname(__file__)
AUTUMN_4P = os.path.join(HERE, "..", "..", "docs", "screenshots", "autumn-4p.yaml")


def edge_samples(surface, rect) -> list:
    """The colour drawn just inside each of the six edges of the hex in `rect`, by the rim
    where a road meets the edge (outside the printed plate)."""
    c, radius = rect.center, rect.h / 2
    pts = corners(c, radius * 0.93)
    out = []
    for d in range(6):
        a, b = pts[d], pts[(d + 1) % 6]
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        x, y = mid[0] + (c[0] - mid[0]) * 0.03, mid[1] + (c[1] - mid[1]) * 0.03
        out.append(tuple(surface.get_at((round(x), round(y)))[:3]))
    return out


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


def test_a_placement_hint_draws_each_tile_ghosted_on_its_space_turned_as_it_would_go(app):
    game = yard_to_place()
    scene = at_table(app, game, ["human", "easy"])
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    app.run_frames(1)
    app.draw()
    surface, pal = app.screen, scene.picture.pal
    tips = scene.hints.tips
    assert len(tips) == 3 and all(isinstance(t.action, Place) for t in tips)
    assert len({(t.action.q, t.action.r) for t in tips}) == 3
    spec = game.comps.tiles["stone_yard"]
    shown = {(t.action.q, t.action.r) for t in tips}
    for rank, tip in enumerate(tips, 1):
        a = tip.action
        rect = scene.picture.rect_of(Target("hex", None, 0, q=a.q, r=a.r))
        ring = (rect.centerx + 9, rect.centery)  # the numbered disc's rim, in the middle of the space
        assert tuple(surface.get_at(ring)[:3]) == BADGE[rank - 1]
        drawn = edge_samples(surface, rect)
        apart = [d for d in range(6) if neighbour((a.q, a.r), d) not in shown]  # no other ghost beside
        roads = [drawn[d] for d in apart if edge_at(spec.edges, a.rot, d) == "road"]
        fields = [drawn[d] for d in apart if edge_at(spec.edges, a.rot, d) == "field"]
        assert roads and fields, f"hint {rank}: no road and field edge to compare"
        assert all(distance(c, roads[0]) < 4 for c in roads) and all(distance(c, fields[0]) < 4 for c in fields)
        road_minus_field = [x - y for x, y in zip(pal.road, pal.seasons[spec.season])]
        seen = [x - y for x, y in zip(roads[0], fields[0])]
        assert sum(x * y for x, y in zip(seen, road_minus_field)) > 0 and distance(roads[0], fields[0]) > 8, \
            f"hint {rank}: the ghost's roads are not where its turn {a.rot} puts them"
    scene.hints.clear()
    app.draw()
    rect = scene.picture.rect_of(Target("hex", None, 0, q=tips[0].action.q, r=tips[0].action.r))
    assert tuple(surface.get_at((rect.centerx + 9, rect.centery))[:3]) != BADGE[0]  # gone with the hint


# ---- the panel ----

def play_to(players: int, seed: int, phase: str) -> Game:
    """Easy bots play a seeded game until P1 is to move in autumn's `phase` (placing: the first
    placing P1 has a tile for, from summer on, when villages have grown)."""
    game = Game.new(players=players, seed=seed)
    bot, rng = EasyBot(), random.Random(seed)
    seasons = ("summer", "autumn", "winter") if phase == "place" else ("autumn",)
    while not (game.season in seasons and game.phase == phase and 0 in game.to_move):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rng))
    return game


def longest_tips(game) -> list:
    """Three different ideas among P1's legal moves, those whose line and reason are the longest,
    as hints with the widest value; a placement's reason with the longest ending a hint gives."""
    view, names = game.view(0), game.state.names
    said = []
    for action in game.legal_actions(0):
        reason = reason_for(view, game.comps, action)
        if isinstance(action, Place):
            reason += " " + beyond_roads(12.3)
        line = describe_action(action, game.comps, names, game.state)
        said.append((len(line) + len(reason), Suggestion(action, -12.3, reason)))
    said.sort(key=lambda s: -s[0])
    return varied([tip for _, tip in said], 3)  # three ideas, as a hint shows them


MOMENTS = [(players, phase) for players in (2, 3, 4, 5, 6) for phase in ("actions", "place")]


@pytest.mark.parametrize("players, phase", MOMENTS, ids=[f"{n}p-{phase}" for n, phase in MOMENTS])
def test_the_hint_panel_shows_all_three_ideas_without_a_scroll_bar(app, players, phase):
    game = play_to(players, seed=80 + players, phase=phase)
    scene = at_table(app, game, ["human"] + ["easy"] * (players - 1))
    hints = scene.hints
    hints.asker, hints.asked_at, hints.tips = 0, game.state, longest_tips(game)
    app.run_frames(1)
    box = hints.box
    assert box is not None and box.scroll_bar is None, "the hint needs a scroll bar"
    assert box.text_box_layout.layout_rect.h <= box.text_wrap_rect.h
    log = scene.log_column.box.get_abs_rect()
    assert box.get_abs_rect().bottom <= log.top and log.h >= LOG_LEFT  # the log keeps a column of its own


def test_the_four_player_autumn_hint_that_needed_a_scroll_now_shows_whole(app):
    """The moment of docs/screenshots/hint.png: P1 on turn in the 4-player autumn."""
    game = Game.load(AUTUMN_4P)
    while game.log and not game.log[-1].startswith("P4"):
        game.undo()
    scene = at_table(app, game, ["human", "easy", "easy", "easy"])
    frames_until(app, lambda: scene.session.me() == 0)
    scene.hints.simulations = 40
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    app.run_frames(1)
    assert len(scene.hints.tips) == 3 and scene.hints.box.scroll_bar is None
