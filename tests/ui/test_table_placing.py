"""Placing won tiles: the tray keeps each tile where it was while the others are placed, and
where only one rotation fits, turning the tile (R or the wheel) says so."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules import Place  # noqa: E402
from tests.rules.helpers import put_tile, two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, drag, find, key, post, wheel  # noqa: E402


def two_to_place():
    """Ann has won the woodcutter and the stable and places them; a Brewer already in her
    village (at 1 -1, turned once) leaves the stable only one way to lie at 1 0."""
    game = two_player(actions=["P1 bid woodcutter 1 red", "P2 pass", "P1 bid stable 1 red", "P2 pass", "P1 pass"])
    while game.phase != "place":
        game.apply(game.legal_actions()[0])
    game.state.pools["summer"].remove("brewer")
    put_tile(game, 0, "brewer", (1, -1), 1)
    assert game.state.to_place[0] == ["woodcutter", "stable"]
    return game


def rotations(scene, tile, q, r):
    return {a.rot for a in scene.legal() if isinstance(a, Place) and (a.tile, a.q, a.r) == (tile, q, r)}


def test_the_next_tile_stays_under_the_mouse_after_a_placement(app):
    game = two_to_place()
    scene = at_table(app, game, ["human", "easy"])
    stable = find(app, "village_tile", tile="stable", player=0)
    before = scene.picture.rect_of(stable)
    spot = next(t for t in scene.picture.targets() if t.kind == "hex" and t.player == 0
                and rotations(scene, "woodcutter", t.q, t.r))
    drag(app, find(app, "village_tile", tile="woodcutter", player=0), spot)
    assert game.log[-1].startswith(f"P1 place woodcutter {spot.q} {spot.r}")
    app.draw()
    assert scene.picture.rect_of(stable) == before  # the same slot, the same size
    assert scene.picture.hit(before.center) == stable


def carry_stable_to_the_one_way_spot(app, scene):
    a = centre(app, find(app, "village_tile", tile="stable", player=0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] - 20, a[1] + 20), rel=(-20, 20), buttons=(1, 0, 0))
    app.run_frames(1)
    b = centre(app, find(app, "hex", player=0, q=1, r=0))
    post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    return b


def test_r_or_the_wheel_where_only_one_rotation_fits_says_so(app):
    game = two_to_place()
    scene = at_table(app, game, ["human", "easy"])
    (only,) = rotations(scene, "stable", 1, 0)
    b = carry_stable_to_the_one_way_spot(app, scene)
    assert scene.carry.rot == only
    assert scene.status().startswith("Only one rotation fits here")
    key(app, pygame.K_r)
    assert scene.carry.rot == only and scene.status().startswith("Only one rotation fits here")
    pygame.event.post(wheel(1))
    app.run_frames(1)
    assert scene.carry.rot == only and scene.status().startswith("Only one rotation fits here")
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    app.run_frames(1)
    assert game.log[-1] == f"P1 place stable 1 0 rot {only}"


def test_where_several_rotations_fit_r_turns_the_tile_and_the_status_counts_them(app):
    game = two_to_place()
    scene = at_table(app, game, ["human", "easy"])
    spot = next(t for t in scene.picture.targets() if t.kind == "hex" and t.player == 0
                and len(rotations(scene, "woodcutter", t.q, t.r)) > 1)
    fits = rotations(scene, "woodcutter", spot.q, spot.r)
    drag_to = centre(app, spot)
    a = centre(app, find(app, "village_tile", tile="woodcutter", player=0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    post(pygame.MOUSEMOTION, pos=(a[0] - 20, a[1] + 20), rel=(-20, 20), buttons=(1, 0, 0))
    app.run_frames(1)
    post(pygame.MOUSEMOTION, pos=drag_to, rel=(0, 0), buttons=(1, 0, 0))
    app.run_frames(1)
    first = scene.carry.rot
    key(app, pygame.K_r)
    assert scene.carry.rot != first and scene.carry.rot in fits
    assert scene.status().startswith(f"{len(fits)} rotations fit here")
