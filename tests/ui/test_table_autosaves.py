"""One autosave per game: two games started one after the other are both resumable; a game's
autosave goes when the game ends.  Driven by real mouse and key events."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules import Game  # noqa: E402
from keydesk.session.home_folder import unfinished_autosaves  # noqa: E402
from keydesk.ui.scenes.dialogs import LoadDialog  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from keydesk.ui.scenes.final_scores import FinalScoresScene  # noqa: E402
from tests.ui.helpers import at_table, frames_until, key, leave_for_menu, pick_in_list, press, sit_down  # noqa: E402



def to_menu(app):
    app.run_frames(1)
    if app.scene.session.curtain_for is not None:
        sit_down(app)  # the next person takes the screen and goes to the menu
    leave_for_menu(app)
    app.run_frames(1)
    assert isinstance(app.scene, MenuScene)


def test_two_games_started_one_after_the_other_are_both_resumable(app, tmp_path):
    first = two_player()
    at_table(app, first, ["human", "human"])
    sit_down(app)
    key(app, pygame.K_p)  # Ann passes
    to_menu(app)
    second = Game.new(players=3, seed=4, names=["Cleo", "Dev", "Eve"])
    at_table(app, second, ["human", "human", "human"])
    sit_down(app)
    key(app, pygame.K_p)
    key(app, pygame.K_p)  # the curtain for Dev only lifts
    assert len(second.log) == 1
    to_menu(app)
    saves = unfinished_autosaves(tmp_path)
    assert len(saves) == 2 and saves[0].name.startswith("Cleo-Dev-Eve-") and saves[1].name.startswith("Ann-Bob-")
    press(app, app.scene.buttons["resume"])
    dialog = app.scene.dialog
    assert isinstance(dialog, LoadDialog) and len(dialog.paths) == 2
    pick_in_list(app, dialog, "Ann-Bob-")
    press(app, dialog.ok)
    app.run_frames(1)
    assert isinstance(app.scene, TableScene) and app.scene.game.log == first.log == ["P1 pass"]
    to_menu(app)
    press(app, app.scene.buttons["resume"])
    pick_in_list(app, app.scene.dialog, "Cleo-Dev-Eve-")
    press(app, app.scene.dialog.ok)
    app.run_frames(1)
    assert app.scene.game.log == second.log and app.scene.game.state.names == ("Cleo", "Dev", "Eve")
    assert len(unfinished_autosaves(tmp_path)) == 2  # resuming writes on in the same file


def test_a_finished_game_leaves_no_autosave_behind(app, tmp_path):
    game = two_player()
    scene = at_table(app, game, ["human", "easy"])
    assert len(unfinished_autosaves(tmp_path)) == 1
    while not game.is_over:  # play it out through the rules; the table saves after each change
        game.apply(game.legal_actions()[0])
    scene.game_changed()
    frames_until(app, lambda: isinstance(app.scene, FinalScoresScene))
    assert unfinished_autosaves(tmp_path) == []  # gone once the game is kept in the record
    kept, = (f for f in (tmp_path / "games").iterdir() if ".review-" not in f.name)  # its reviews are kept beside it
    assert Game.load(kept).log == game.log


def test_the_new_game_form_opens_as_it_was_last_started(app):
    import pygame_gui

    from tests.ui.helpers import post
    app.switch(MenuScene(app))
    app.run_frames(1)
    press(app, app.scene.buttons["new"])
    form = app.scene
    form.count_menu.selected_option = ("2", "2")
    post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=form.count_menu, text="2")
    app.run_frames(1)
    form.name_entries[1].set_text("Zed")
    press(app, form.start)
    assert isinstance(app.scene, TableScene) and app.scene.game.state.names == ("Ann", "Zed")
    to_menu(app)
    press(app, app.scene.buttons["new"])
    assert app.scene.players == 2 and [e.get_text() for e in app.scene.name_entries] == ["Ann", "Zed"]
    assert len(unfinished_autosaves(app.home)) == 1  # the game just left stays resumable
