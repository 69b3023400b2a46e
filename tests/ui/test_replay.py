"""The replay viewer driven with real keys, clicks and the view menu, on shipped saves."""

import hashlib
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.rules.describe import describe_action  # noqa: E402
from keydesk.rules import parse_action  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.replay import ReplayScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.ui.test_compendium import choose_option  # noqa: E402
from tests.ui.helpers import key  # noqa: E402
from tests.ui.test_scenes_play import mouse_click  # noqa: E402
from tests.fixtures import FIXTURES  # noqa: E402
from tests.ui.images import TOLERANCE, difference, thumbnail  # noqa: E402

FINISHED = FIXTURES / "finished-2p.yaml"
AUTUMN = FIXTURES / "autumn-4p.yaml"


def digest(path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def open_replay_from_the_load_dialog(app, path):
    """Menu -> Load -> type the path -> the Replay button, all with the mouse."""
    assert isinstance(app.scene, MenuScene)
    mouse_click(app, app.scene.buttons["load"].rect.center)
    dialog = app.scene.dialog
    dialog.entry.set_text(str(path))
    replay = next(b for b in dialog.others if b.text == "Replay")
    mouse_click(app, replay.rect.center)
    assert isinstance(app.scene, ReplayScene)
    return app.scene


def test_the_arrow_keys_reach_every_move_of_a_save_each_with_its_log_line(app):
    scene = open_replay_from_the_load_dialog(app, AUTUMN)
    game = Game.load(AUTUMN)
    assert scene.move == scene.total == len(game.log) == 124
    key(app, pygame.K_HOME)
    assert scene.move == 0 and scene.moment_text().startswith("Set-up")
    for i in range(1, scene.total + 1):
        key(app, pygame.K_RIGHT)
        assert scene.move == i
        line = describe_action(parse_action(game.log[i - 1]), game.comps, game.state.names, game.states_before[i - 1])
        assert scene.moment_text().endswith(line)
        assert scene.moment()[0].season == game.states_before[i].season if i < scene.total else game.state.season
    key(app, pygame.K_RIGHT)  # past the end stays at the end
    assert scene.move == scene.total
    key(app, pygame.K_LEFT)
    assert scene.move == scene.total - 1
    key(app, pygame.K_END)
    assert scene.move == scene.total


def test_page_keys_jump_by_season_and_the_slider_follows(app):
    scene = open_replay_from_the_load_dialog(app, AUTUMN)
    key(app, pygame.K_HOME)
    key(app, pygame.K_PAGEDOWN)
    summer = scene.move
    assert scene.states[summer].season == "summer" and scene.states[summer - 1].season == "spring"
    assert round(scene.slider.get_current_value()) == summer
    key(app, pygame.K_PAGEDOWN)
    assert scene.states[scene.move].season == "autumn"
    key(app, pygame.K_PAGEUP)
    assert scene.move == summer
    mouse_click(app, scene.buttons["prev"].rect.center)
    assert scene.move == summer - 1 and scene.season_label.text == "Spring"


def test_any_players_view_or_the_public_view(app):
    scene = open_replay_from_the_load_dialog(app, AUTUMN)
    assert scene.viewer is None and all(s is None for s in scene.moment()[0].screens)
    choose_option(app, scene.view_menu, "As P2")
    assert scene.viewer == 1
    shown = scene.moment()[0]
    assert shown.screens[1] is not None and shown.screens[0] is None


def test_play_from_here_starts_a_branch_and_leaves_the_save_unchanged(app):
    before = digest(FINISHED)
    scene = open_replay_from_the_load_dialog(app, FINISHED)
    key(app, pygame.K_HOME)
    for _ in range(30):
        key(app, pygame.K_RIGHT)
    original = scene.game
    mouse_click(app, scene.buttons["play"].rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.game is not original
    assert table.game.log == original.log[:30] and len(original.log) == len(Game.load(FINISHED).log) > 30
    assert table.status() == "A new game, played on from move 30 of the replay; the replayed game is kept as it was."
    assert digest(FINISHED) == before
    assert Game.load(FINISHED).log == original.log


def test_the_finished_game_opens_in_the_replay_from_the_final_scores_and_f12_saves_the_moment(app):
    game = Game.load(FINISHED)
    app.switch(FinalScoresScene(app, game))
    app.run_frames(1)
    mouse_click(app, app.scene.replay.rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.game is game and scene.move == len(game.log)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_F12)
    shots = list((app.home / "screenshots").glob("replay-*.png"))
    assert len(shots) == 1 and pygame.image.load(str(shots[0])).get_size() == app.size
    assert difference(thumbnail(shots[0]), thumbnail(app.screen)) <= TOLERANCE  # the moment as shown
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, FinalScoresScene)


def test_play_from_here_on_an_autosave_branches_into_its_own_autosave_and_leaves_the_file_unchanged(app):
    from keydesk.session.home_folder import unfinished_autosaves
    from tests.rules.helpers import two_player
    from tests.ui.helpers import at_table, frames_until, leave_for_menu

    game = two_player()
    table = at_table(app, game, ["human", "easy"])
    key(app, pygame.K_p)  # Ann passes; the bot answers
    frames_until(app, lambda: len(game.log) >= 2 and table.session.me() == 0)
    key(app, pygame.K_p)
    frames_until(app, lambda: len(game.log) >= 4 and table.session.me() == 0)
    leave_for_menu(app)
    autosave, = unfinished_autosaves(app.home)
    before, played = digest(autosave), list(game.log)
    scene = open_replay_from_the_load_dialog(app, autosave)
    assert scene.game.log == played
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    mouse_click(app, scene.buttons["play"].rect.center)
    branch = app.scene
    assert isinstance(branch, TableScene) and branch.game.log == played[:2]
    key(app, pygame.K_p)  # Ann plays on in the branch, which autosaves as she does
    frames_until(app, lambda: len(branch.game.log) >= 3)
    assert digest(autosave) == before and Game.load(autosave).log == played
    saves = unfinished_autosaves(app.home)
    assert len(saves) == 2 and autosave in saves
    other, = [p for p in saves if p != autosave]
    assert Game.load(other).log[:3] == branch.game.log[:3]
