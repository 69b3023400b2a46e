"""The compendium driven as a person would: from the menu, by typing a search, with the filters,
and by right-clicking a tile at the table."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from keydesk.rules.components import load_components  # noqa: E402
from keydesk.ui.compendium_text import catalogue, matches, page_html  # noqa: E402
from keydesk.ui.scenes.compendium import CompendiumScene  # noqa: E402
from keydesk.ui.scenes.menu import MenuScene  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402
from tests.rules.helpers import two_player  # noqa: E402
from tests.ui.helpers import at_table, centre, click, click_button, find, key, post  # noqa: E402

def open_from_menu(app) -> CompendiumScene:
    click_button(app, app.scene.buttons["learn"])
    click_button(app, app.scene.buttons["compendium"])
    assert isinstance(app.scene, CompendiumScene)
    return app.scene


def shown(scene) -> list:
    return [item["text"] for item in scene.list.item_list]


def pick(app, scene, name):
    """Click a name in the list on the left, turning the wheel over the list until it shows."""
    over = scene.list.rect.center
    pygame.mouse.set_pos(over)  # gui hovering follows the pointer itself, not posted motion events
    post(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(60):
        button = next(item["button_element"] for item in scene.list.item_list if item["text"] == name)
        if button is not None and scene.list.rect.contains(button.rect):
            break
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        app.run_frames(1)
    app.run_frames(30)  # the list glides to its new place: wait until it stops
    button = next(item["button_element"] for item in scene.list.item_list if item["text"] == name)
    pygame.mouse.set_pos(button.rect.center)
    app.run_frames(1)
    click(app, button.rect.center)
    app.run_frames(2)  # the button reports to the list, the list to the scene, a frame each


def type_text(app, text):
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    app.run_frames(2)


def test_the_compendium_lists_every_tile_from_the_menu(app):
    scene = open_from_menu(app)
    comps = load_components()
    assert len(shown(scene)) == len(comps.tiles) == 68
    assert shown(scene) == [s.name for s in catalogue(comps)]
    assert {s.id for s in scene.listed()} == set(comps.tiles)


def test_typing_part_of_a_name_finds_the_tile_and_shows_its_page(app):
    scene = open_from_menu(app)
    type_text(app, "cutt")  # the search box has the keyboard from the start
    assert shown(scene) == ["Woodcutter"]
    assert scene.tile == "woodcutter"
    assert "Woodcutter" in scene.page.html_text and "1 saw" in scene.page.html_text
    pick(app, scene, "Woodcutter")
    assert "Use: 2 wood" in scene.page.html_text  # the front; the upgraded side: 1 wood, 1 gold
    assert "1 wood, 1 gold" in scene.page.html_text


def test_picking_a_tile_in_the_list_shows_its_page(app):
    scene = open_from_menu(app)
    pick(app, scene, "Scribes")
    assert scene.tile == "scribes"
    assert "10 VP per set of anvil + pickaxe + saw" in scene.page.html_text
    assert "Winter" in scene.page.html_text


def choose_option(app, menu, text):
    """Open a drop-down with a click and click one of its options."""
    pygame.mouse.set_pos(menu.rect.center)
    click(app, menu.rect.center)
    app.run_frames(1)
    option = next(item["button_element"] for item in menu.current_state.options_selection_list.item_list
                  if item["text"] == text)
    pygame.mouse.set_pos(option.rect.center)
    post(pygame.MOUSEMOTION, pos=option.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(1)
    click(app, option.rect.center)
    app.run_frames(3)  # option -> list -> drop-down -> scene, a frame each


def test_the_filters_narrow_the_list_by_kind_and_season(app):
    scene = open_from_menu(app)
    choose_option(app, scene.kind_menu, "Boats")
    assert shown(scene) == ["Flipper", "Ianvincible", "Keyflower", "Sea Bastion", "Sea Breese", "White Wind"]
    choose_option(app, scene.kind_menu, "All kinds")
    choose_option(app, scene.season_menu, "Winter")
    comps = load_components()
    assert sorted(shown(scene)) == sorted(s.name for s in comps.tiles.values() if s.season == "winter")
    assert len(shown(scene)) == 12


def test_right_clicking_a_tile_at_the_table_opens_its_page_and_esc_goes_back(app):
    game = two_player()
    table = at_table(app, game, ["human", "easy"])
    log_before = list(game.log)
    pos = centre(app, find(app, "use", tile="keywood"))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
    app.run_frames(1)
    scene = app.scene
    assert isinstance(scene, CompendiumScene) and scene.tile == "keywood"
    assert "Keywood" in scene.page.html_text
    assert shown(scene)[scene.listed().index(load_components().tiles["keywood"])] == "Keywood"
    key(app, pygame.K_ESCAPE)
    assert app.scene is table and game.log == log_before  # the same game, untouched
    app.run_frames(1)
    assert find(app, "use", tile="keywood")  # the table is drawn again


def test_right_click_while_carrying_only_lets_go(app):
    game = two_player()
    table = at_table(app, game, ["human", "easy"])
    a = centre(app, find(app, "screen", player=0, colour="red"))
    click(app, a)  # picks up a red worker
    assert table.carry is not None
    post(pygame.MOUSEBUTTONDOWN, pos=centre(app, find(app, "use", tile="keywood")), button=3)
    app.run_frames(1)
    assert app.scene is table and table.carry is None


def test_f1_at_the_table_opens_the_rules_and_back_returns(app):
    game = two_player()
    table = at_table(app, game, ["human", "easy"])
    key(app, pygame.K_F1)
    scene = app.scene
    assert isinstance(scene, CompendiumScene)
    click_button(app, scene.buttons["rules"])
    assert scene.mode == "rules"
    pick(app, scene, "Bidding and being outbid")
    assert "R6. Outbid workers cannot return to the tile they left" in scene.page.html_text
    click_button(app, scene.buttons["back"])
    assert app.scene is table


def test_back_from_a_compendium_opened_in_the_menu_returns_to_learn(app):
    open_from_menu(app)
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, (CompendiumScene, MenuScene, TableScene))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_search_and_filters_on_the_catalogue():
    comps = load_components()
    tiles = catalogue(comps)
    assert [s.id for s in tiles if matches(s, "MINE")] == ["gold_mine", "key_mine", "miner"]
    assert len([s for s in tiles if matches(s, season="autumn")]) == 12
    assert len([s for s in tiles if matches(s, kind="summer_boat")]) == 8
    assert [s.id for s in tiles if matches(s, "boat 3", kind="summer_boat")] == ["summer_boat_3a", "summer_boat_3b"]


def test_a_page_gives_both_sides_the_cost_and_the_points():
    comps = load_components()
    page = page_html(comps, comps.tiles["key_mine"])
    assert "Use: 1 iron" in page and "Use: 3 iron; Worth 3 VP" in page
    assert "Upgrade cost:</b> 1 anvil" in page and "0 VP front · 3 VP upgraded" in page


def test_every_tile_reads_the_same_in_its_tooltip_and_on_its_page():
    """Both are written by tile_words, so each side's sentences and the cost appear in both."""
    import html

    from keydesk.ui.tile_words import cost_text, side_lines, tile_text

    comps = load_components()
    for spec in catalogue(comps):
        if spec.power:
            continue
        page, tip = page_html(comps, spec), tile_text(spec)
        sides = [spec.front] + ([spec.back] if spec.back is not None else [])
        for side in sides:
            for line in side_lines(side):
                assert line in tip and html.escape(line) in page, (spec.id, line)
        if spec.upgrade is not None:
            assert cost_text(spec.upgrade) in tip and html.escape(cost_text(spec.upgrade)) in page


def test_the_rules_tab_speaks_to_players_without_repository_paths():
    from keydesk.rules.reference import load_reference
    from keydesk.ui.compendium_text import topic_html

    topics = [t for t in load_reference() if t.rulings]
    assert topics
    for topic in topics:
        text = topic_html(topic)
        assert "keydesk's rulings</b>: how this table settles" in text and ".md" not in text
