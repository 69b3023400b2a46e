"""A scene left is let go of: once another scene has taken over, nothing the App, the gui
manager, a worker thread or a cache keeps still holds it, so its gui elements, surfaces, game
and undo states go with it.  A table left open all evening plays many games one after
another; a scene kept per game would keep every game's table.

Each test drives a scene as a person would, leaves it, and checks that a weak reference to it
is dead after a collection (and that its worker threads have ended)."""

import gc
import threading
import weakref

import pygame

from keydesk.rules import Game
from keydesk.ui.scenes.menu import MenuScene
from keydesk.ui.scenes.review import ReviewScene
from tests.rules.helpers import two_player
from tests.ui.helpers import at_table, frames_until, key, leave_for_menu


def collected(ref) -> bool:
    gc.collect()
    return ref() is None


def threads_named(prefix: str) -> list:
    return [t for t in threading.enumerate() if t.name.startswith(prefix)]


def played_a_little(app):
    """Ann plays a move against an easy bot, asks a hint, opens the compendium over the table
    and comes back; weak references to the table, its picture and its game, and the bots'
    thread."""
    scene = at_table(app, two_player(), ["human", "easy"])
    scene.hints.simulations = 20
    scene.apply(scene.legal()[0])
    frames_until(app, lambda: scene.session.me() == 0)  # the bot has answered on its thread
    key(app, pygame.K_h)
    frames_until(app, lambda: scene.hints.tips)
    key(app, pygame.K_F1)
    assert app.scene is not scene and app.scene.return_to is scene
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    return [weakref.ref(x) for x in (scene, scene.picture, scene.game)], scene.bots.runner._thread


def test_a_table_left_for_the_menu_is_collected_and_its_bot_thread_ends(app):
    refs, bots = played_a_little(app)
    leave_for_menu(app)  # Menu, and "Back to the menu" in the question it asks
    assert isinstance(app.scene, MenuScene)
    bots.join(10)
    assert not bots.is_alive()
    assert [collected(ref) for ref in refs] == [True, True, True]


def test_a_table_left_from_the_compendium_over_it_ends_its_bot_thread(app):
    """Going somewhere new from a scene opened over the table leaves the table too, not only
    the scene on top (its bot thread would wait for work for the rest of the evening)."""
    refs, bots = played_a_little(app)
    key(app, pygame.K_F1)
    assert app.scene.return_to is refs[0]()
    app.show("menu")
    bots.join(10)
    assert not bots.is_alive()
    assert [collected(ref) for ref in refs] == [True, True, True]


def test_a_review_left_while_it_judges_is_collected_and_its_job_stops(app):
    """Back from a review still judging: the review stops (its job is cancelled and ends
    between two decisions) and the scene, with its states and graph, is let go."""
    game = Game.new(players=2, seed=7)
    game.seats = ["human", "easy"]
    while not game.is_over:
        game.apply(game.legal_actions(game.to_move[0])[0])
    app.show("final_scores", game=game)
    app.show_over("review", game=game, player=0, simulations=4)
    review = app.scene
    assert isinstance(review, ReviewScene) and review.job is not None
    job = threads_named("keydesk-review")
    ref = weakref.ref(review)
    key(app, pygame.K_ESCAPE)
    assert app.scene is not review
    del review
    for thread in job:
        thread.join(60)
    assert not any(t.is_alive() for t in job)
    assert collected(ref)
