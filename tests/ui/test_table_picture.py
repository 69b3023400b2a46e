"""The table renderer, headless: it draws every phase, and every hit region answers to its own centre."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.rules.actions import Pass  # noqa: E402
from keydesk.rules.engine import legal_actions, step, to_move  # noqa: E402
from keydesk.ui.drawing.auction import bid_labels, short_names  # noqa: E402
from keydesk.ui.palette import PALETTES  # noqa: E402
from keydesk.ui.table.picture import Ghost, TablePicture, Target  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]


def play_until(players, seed, done, busy=0.85):
    """Random legal play (mostly not passing, so the table fills up) until done(state)."""
    game = Game.new(players=players, seed=seed)
    state, comps = game.state, game.comps
    rnd = random.Random(seed)
    while not done(state):
        movers = to_move(state)
        p = movers[rnd.randrange(len(movers))]
        options = legal_actions(state, comps, p)
        active = [a for a in options if not isinstance(a, Pass)]
        if active and rnd.random() < busy:
            options = active
        step(state, comps, options[rnd.randrange(len(options))])
    return game


@pytest.fixture(scope="module")
def comps():
    pygame.font.init()
    return Game.new(players=2, seed=1).comps


@pytest.fixture(scope="module")
def midgame():
    """Summer, bids and uses on the table."""
    return play_until(4, 5, lambda s: s.season == "summer" and s.phase == "actions" and sum(
        1 for e in s.bids.values() for b in e if b) >= 3)


@pytest.fixture(scope="module")
def placing():
    return play_until(4, 8, lambda s: s.phase == "place")


def draw(comps, state, viewer=None, size=(1600, 900), palette="standard", **kw):
    view = TablePicture(comps, size, palette=palette)
    surface = pygame.Surface(size)
    view.draw(surface, state, viewer, **kw)
    return view, surface


def of_kind(view, kind):
    return [t for t in view.targets() if t.kind == kind]


@pytest.mark.parametrize("palette", sorted(PALETTES))
@pytest.mark.parametrize("size", SIZES)
def test_new_game_has_every_target(comps, palette, size):
    game = Game.new(players=4, seed=3)
    state = game.state.masked(0)
    view, _ = draw(comps, state, 0, size, palette)
    targets = set(view.targets())
    for tile in state.auction:
        assert Target("use", tile) in targets
        for p in range(4):
            assert Target("bid", tile, p) in targets
    for tile, _ in state.order_tiles:
        assert Target("order", tile) in targets
        assert all(Target("bid", tile, p) in targets for p in range(4))
    assert {t.tile for t in of_kind(view, "boat")} == set(state.boats)
    assert {t.colour for t in of_kind(view, "screen")} == {"blue", "red", "yellow", "green"}
    assert all(t.player == 0 for t in of_kind(view, "screen"))
    for p in range(4):
        home = state.homes[p]
        assert Target("use", home, p) in targets and Target("village_tile", home, p) in targets
    for t in view.targets():  # everything lies on the surface
        assert pygame.Rect((0, 0), size).contains(view.rect_of(t)), t


@pytest.mark.parametrize("kind", ["bid", "use", "screen", "boat", "order", "village_tile", "resource"])
def test_hit_at_rect_of_returns_the_target(comps, midgame, kind):
    view, _ = draw(comps, midgame.state.masked(1), 1)
    targets = of_kind(view, kind)
    if kind == "bid":  # an outbid group lies on top of its side; hit(kinds=...) reaches the side
        groups = {(t.tile, t.player) for t in of_kind(view, "group")}
        for t in targets:
            centre = view.rect_of(t).center
            assert view.hit(centre, kinds={"bid"}) == t
            expected = Target("group", t.tile, t.player) if (t.tile, t.player) in groups else t
            assert view.hit(centre) == expected
        return
    if kind == "village_tile":  # the centre is the "use" target; the rim is the tile
        for t in targets:
            rect = view.rect_of(t)
            assert view.hit((rect.centerx, rect.top + rect.h * 0.12)) == t
        return
    assert targets, f"no {kind} targets drawn"
    for t in targets:
        assert view.hit(view.rect_of(t).center) == t, t


def test_bid_sides_and_offer_tiles_do_not_overlap(comps, midgame):
    for size in SIZES + [(1600, 900)]:
        view, _ = draw(comps, midgame.state.masked(None), None, size)
        for kind in ("bid", "use", "boat", "screen"):
            rects = [view.rect_of(t) for t in of_kind(view, kind) if t.player is None or kind != "use"]
            for i, a in enumerate(rects):
                assert a.collidelist(rects[i + 1:]) == -1, (size, kind, a)


def test_hexes_to_place_and_preview(comps, placing):
    state = placing.state
    p = next(q for q in range(state.n) if state.to_place[q])
    tile = state.to_place[p][0]
    view, _ = draw(comps, state.masked(p), p)
    hexes = [t for t in of_kind(view, "hex") if t.player == p]
    assert hexes
    for t in hexes:
        assert view.hit(view.rect_of(t).center) == t
    assert Target("village_tile", tile, p) in view.targets()
    spot = hexes[0]
    view2, surface = draw(comps, state.masked(p), p, highlights=frozenset(hexes),
                          selected={Target("village_tile", tile, p)},
                          preview=(p, tile, spot.q, spot.r, 2), ghost=Ghost("tile", (300, 300), tile=tile, rot=1))
    assert surface.get_at(view2.rect_of(spot).center) != pygame.Surface((1, 1)).get_at((0, 0))


def test_highlights_change_pixels(comps, midgame):
    state = midgame.state.masked(0)
    view, plain = draw(comps, state, 0)
    lit = frozenset(of_kind(view, "bid")[:3] + of_kind(view, "boat")[:1])
    view2, glowing = draw(comps, state, 0, highlights=lit, selected={of_kind(view, "screen")[0]},
                          ghost=Ghost("workers", (500, 500), colour="red", count=3), status="P1: bid or pass")
    assert view2.targets() == view.targets()
    rect = view.rect_of(next(iter(t for t in lit if t.kind == "boat")))
    edge = (rect.left - 1, rect.centery)  # the glow frames the card
    assert plain.get_at(edge) != glowing.get_at(edge)
    draw(comps, state, 0, ghost=Ghost("resource", (10, 10), resource="gold"))


def test_private_view_shows_only_the_viewers_screen(comps, midgame):
    state = midgame.state.masked(1)
    assert state.screens[0] is None and state.screens[1] is not None
    view, _ = draw(comps, state, 1)
    assert {t.player for t in of_kind(view, "screen")} == {1}
    text = view.tooltip(of_kind(view, "screen")[0], state)
    assert text.startswith(f"{state.names[1]}'s screen")
    public, _ = draw(comps, midgame.state.masked(None), None)
    assert of_kind(public, "screen") == []


def test_winter_hand_targets(comps):
    game = play_until(3, 4, lambda s: s.phase == "winter_select")
    state = game.state.masked(2)
    view, _ = draw(comps, state, 2, (1280, 720))
    assert {t.tile for t in of_kind(view, "winter")} == set(state.winter_hands[2])
    for t in of_kind(view, "winter"):
        assert view.hit(view.rect_of(t).center) == t


def test_margins_keep_the_table_clear(comps, midgame):
    view, _ = draw(comps, midgame.state.masked(0), 0, (1600, 900), top_margin=48, right_margin=320)
    clear = pygame.Rect(0, 48, 1600 - 320, 900 - 48)
    for t in view.targets():
        assert clear.contains(view.rect_of(t)), t
    view.resize((1920, 1080))
    view.draw(pygame.Surface((1920, 1080)), midgame.state.masked(0), 0)
    assert max(view.rect_of(t).right for t in view.targets()) > 1600


def test_tooltip_names_both_sides(comps, midgame):
    state = midgame.state.masked(0)
    view, _ = draw(comps, state, 0)
    tile = state.auction[0]
    text = view.tooltip(Target("use", tile), state)
    assert comps.tiles[tile].name in text
    if comps.tiles[tile].back is not None:
        assert "Front" in text and "Back" in text
    assert "bid" in view.tooltip(Target("bid", tile, 0), state)
    assert view.tooltip(None, state) is None


def test_boat_choice_and_the_end_of_the_game(comps):
    game = play_until(2, 3, lambda s: s.phase == "boats")
    view, _ = draw(comps, game.state.masked(None), None, (1280, 720))
    assert {t.tile for t in of_kind(view, "boat")} == set(game.state.boats)
    game = play_until(2, 3, lambda s: s.phase == "over")
    view, _ = draw(comps, game.state.masked(0), 0, (1280, 720), palette="colourblind")
    assert of_kind(view, "bid") == [] and len(of_kind(view, "village_tile")) >= 2


@pytest.mark.parametrize("size", [(300, 200), (700, 1400), (3840, 2160)])
def test_odd_window_sizes_still_draw(comps, midgame, size):
    view, _ = draw(comps, midgame.state.masked(0), 0, size)
    assert of_kind(view, "screen") and of_kind(view, "bid")


def _ink_rects(surface, background, area):
    """Bounding rects (in surface coordinates) of what differs from `background` inside `area`."""
    sub = surface.subsurface(area)
    if isinstance(background, pygame.Surface):
        diff = sub.copy()
        diff.blit(background.subsurface(area), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        other = background.subsurface(area).copy()
        other.blit(sub, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        mask = pygame.mask.from_threshold(diff, (0, 0, 0), (8, 8, 8, 255))
    else:
        mask = pygame.mask.from_threshold(sub, background, (8, 8, 8, 255))
    mask.invert()
    return [r.move(area.topleft) for r in mask.get_bounding_rects()]


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
def test_the_status_line_never_overlaps_the_screen_panel(comps, midgame, size):
    """As the table scene draws it (toolbar on top, game log on the right), a long prompt or
    refusal goes on one or two lines after the screen's skill counts, inside the bar."""
    w, h = size
    state = midgame.state.masked(0)
    margins = dict(top_margin=48, right_margin=300)
    view, plain = draw(comps, state, 0, size, **margins)
    screens = [view.rect_of(t) for t in of_kind(view, "screen")]
    row = screens[0].unionall(screens[1:])
    bar_right = w - 300 - 10
    fill = plain.get_at((bar_right - 20, row.centery))
    band = pygame.Rect(row.x, row.y, bar_right - 14 - row.x, row.h)
    skills_right = max(r.right for r in _ink_rects(plain, fill, band))
    for status in ("Ann's turn: drag workers from your screen to a tile's side to bid, or to its centre to use "
                   "it; or Pass.",
                   "Outbid workers must stay together: the whole group moves, so count all of them (3 red) "
                   "among the arriving workers, and a few more words to make it really long indeed."):
        _, shown = draw(comps, state, 0, size, status=status, **margins)
        bar = pygame.Rect(0, row.bottom - h // 8, w - 300, h // 8 + 12).clip(shown.get_rect())
        ink = _ink_rects(shown, plain, bar)
        assert ink, "the status was not drawn"
        text = ink[0].unionall(ink[1:])
        assert text.left > skills_right and text.right < w - 300, (text, skills_right)
        assert text.height >= 8  # still text, not specks


def test_every_bid_side_shows_a_short_name_readable_at_six_players(comps):
    names = ("Ann", "Bob", "Cleo", "Dirk", "Edda", "Finn")
    state = Game.new(players=6, seed=5, names=list(names)).state
    view, _ = draw(comps, state.masked(0), 0, (1280, 720), top_margin=48, right_margin=300)
    slot = view.rect_of(Target("bid", state.auction[0], 5))
    labels, size = bid_labels(names, slot.w - 8, slot.h)
    assert labels == names and size >= 9
    assert short_names(("Player 1", "Player 2", "Bot A", "Bot B"), 4) == ("P1", "P2", "BotA", "BotB")
    assert short_names(("Cleopatra", "Dirk"), 3) == ("Cle", "Dir")


def test_an_outbid_side_is_hatched_and_a_leading_one_is_not():
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 bid woodcutter 2 red"])
    view, surface = draw(game.comps, game.state)

    def changes(target):
        """Colour changes along a row near the top of a side, above its worker and count."""
        rect = view.rect_of(target)
        row = [surface.get_at((x, rect.y + 3)) for x in range(rect.x + 8, rect.right - 4)]
        return sum(1 for a, b in zip(row, row[1:]) if a != b)

    assert Target("group", "woodcutter", 0) in view.targets()
    assert changes(Target("bid", "woodcutter", 0)) >= 6
    assert changes(Target("bid", "woodcutter", 1)) <= 1
