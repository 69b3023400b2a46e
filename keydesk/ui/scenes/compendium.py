"""The compendium: every tile with both sides drawn as on the table, and the rules by topic.

Opened from the menu (Learn → Compendium), with F1 at the table, or by right-clicking a tile at
the table (straight to its page).  It visits: the scene it was opened from stays as it was and
comes back with Back or Esc (see App.visit).

Tiles: a search box (any part of a name), a season filter and a kind filter narrow the list;
the page shows the faces (TileArt, the table's own drawing) and the text of compendium_text.
Rules: the topics of data/rules_reference.yaml, each with the rulings that decide it.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UISelectionList, UITextBox, UITextEntryLine

from keydesk.rules.components import DataError, SEASONS, load_components
from keydesk.rules.reference import load_reference
from keydesk.ui.compendium_text import ALL, KINDS, catalogue, matches, other_face, page_html, topic_html
from keydesk.ui.drawing.hexes import TileArt
from keydesk.ui.palette import get_palette

from keydesk.ui.scenes.base import Scene, dropdown_value, draw_backdrop, draw_text_centred

TOP = 58
LEFT_W = 300
GAP = 12
ALL_SEASONS, ALL_KINDS = "All seasons", "All kinds"


class CompendiumScene(Scene):
    def __init__(self, app, tile: str | None = None, topic: str | None = None):
        super().__init__(app)
        self.comps = load_components()
        self.tiles = catalogue(self.comps)
        try:
            self.topics = load_reference()
            self.problem = None
        except DataError as exc:  # the tiles still work; the rules tab says what is wrong
            self.topics, self.problem = (), str(exc)
        self.mode = "rules" if topic and not tile else "tiles"
        self.tile = tile if tile in self.comps.tiles else self.tiles[0].id
        self.topic = topic if any(t.id == topic for t in self.topics) else (self.topics[0].id if self.topics else None)
        self.query, self.season, self.kind = "", ALL, ALL
        self.art = TileArt(self.comps, get_palette(app.palette))

    # ---- what is listed ----

    def listed(self) -> list:
        """The tiles that pass the search and filters, in catalogue order."""
        return [s for s in self.tiles if matches(s, self.query, self.season, self.kind)]

    def listed_names(self) -> list:
        return [s.name for s in self.listed()] if self.mode == "tiles" else [t.title for t in self.topics]

    # ---- gui ----

    def build(self) -> None:
        self.ui.clear_and_reset()
        w, h = self.size
        ui = self.ui
        self.buttons = {
            "tiles": UIButton(pygame.Rect(GAP, 10, 110, 38), "Tiles", ui,
                              object_id="#primary" if self.mode == "tiles" else None),
            "rules": UIButton(pygame.Rect(GAP + 118, 10, 110, 38), "Rules", ui,
                              object_id="#primary" if self.mode == "rules" else None),
            "back": UIButton(pygame.Rect(w - GAP - 130, 10, 130, 38), "Back (Esc)", ui,
                             tool_tip_text="Back to where you were"),
        }
        page = self.page_rect()
        self.search = self.season_menu = self.kind_menu = None
        if self.mode == "tiles":
            self.search = UITextEntryLine(pygame.Rect(GAP, TOP + 8, LEFT_W, 36), ui, placeholder_text="Search by name…")
            self.search.set_text(self.query)
            seasons = [ALL_SEASONS] + [s.capitalize() for s in SEASONS]
            self.season_menu = UIDropDownMenu(seasons, self.season.capitalize() if self.season != ALL else ALL_SEASONS,
                                              pygame.Rect(GAP, TOP + 52, LEFT_W // 2 - 4, 34), ui)
            kinds = [ALL_KINDS] + list(KINDS.values())
            self.kind_menu = UIDropDownMenu(kinds, KINDS.get(self.kind, ALL_KINDS),
                                            pygame.Rect(GAP + LEFT_W // 2 + 4, TOP + 52, LEFT_W // 2 - 4, 34), ui)
            list_top = TOP + 94
            text_rect = pygame.Rect(page.x, self.art_rect().bottom + GAP, page.w, page.bottom - self.art_rect().bottom - GAP)
            body = page_html(self.comps, self.comps.tiles[self.tile])
        else:
            list_top = TOP + 8
            text_rect = page
            topic = next((t for t in self.topics if t.id == self.topic), None)
            body = topic_html(topic) if topic else (self.problem or "No rules topics.")
        names = self.listed_names()
        current = self.comps.tiles[self.tile].name if self.mode == "tiles" else self._topic_title()
        self.list = UISelectionList(pygame.Rect(GAP, list_top, LEFT_W, h - list_top - GAP), names, ui,
                                    default_selection=current if current in names else None)
        self.page = UITextBox(body, text_rect, ui)

    def _topic_title(self):
        return next((t.title for t in self.topics if t.id == self.topic), None)

    def page_rect(self) -> pygame.Rect:
        w, h = self.size
        x = GAP * 2 + LEFT_W
        return pygame.Rect(x, TOP + 8, w - x - GAP, h - TOP - 8 - GAP)

    def art_rect(self) -> pygame.Rect:
        page = self.page_rect()
        return pygame.Rect(page.x, page.y, page.w, min(260, page.h // 2))

    def refresh_list(self) -> None:
        """New search or filter: list what passes; the page follows the first match."""
        listed = self.listed()
        if listed and self.tile not in {s.id for s in listed}:
            self.tile = listed[0].id
            self.page.set_text(page_html(self.comps, self.comps.tiles[self.tile]))
        self.list.set_item_list([s.name for s in listed])

    # ---- input ----

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["back"]:
                self.app.back()
            elif event.ui_element is self.buttons["tiles"] and self.mode != "tiles":
                self.mode = "tiles"
                self.build()
            elif event.ui_element is self.buttons["rules"] and self.mode != "rules":
                self.mode = "rules"
                self.build()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.query = self.search.get_text()
            self.refresh_list()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.season_menu:
                value = dropdown_value(self.season_menu)
                self.season = ALL if value == ALL_SEASONS else value.lower()
            elif event.ui_element is self.kind_menu:
                value = dropdown_value(self.kind_menu)
                self.kind = next((k for k, label in KINDS.items() if label == value), ALL)
            self.refresh_list()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self.select(event.text)
        elif event.type == pygame.TEXTINPUT and self.search is not None and not self.search.is_focused:
            self.type_into_search(event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()

    def type_into_search(self, text: str) -> None:
        """Typing anywhere searches: the first key goes into the search box, which then keeps
        the keyboard (its placeholder shows what the box is for until then)."""
        self.search.set_text(self.search.get_text() + text)
        self.search.edit_position = len(self.search.get_text())
        self.ui.set_focus_set(self.search)
        self.query = self.search.get_text()
        self.refresh_list()

    def select(self, name: str) -> None:
        if self.mode == "tiles":
            spec = next((s for s in self.tiles if s.name == name), None)
            if spec is not None:
                self.tile = spec.id
                self.page.set_text(page_html(self.comps, spec))
        else:
            topic = next((t for t in self.topics if t.title == name), None)
            if topic is not None:
                self.topic = topic.id
                self.page.set_text(topic_html(topic))

    # ---- drawing ----

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        pal = self.art.pal
        w, _ = surface.get_size()
        draw_text_centred(surface, "Compendium — tiles and rules", 26, pal.light_text, (w // 2, 30), bold=True)
        if self.mode == "tiles":
            self.draw_faces(surface)

    def draw_faces(self, surface) -> None:
        """The tile's two sides as the table draws them: front, and the upgraded side (or a
        summer boat's other face) beside it."""
        pal = self.art.pal
        box = self.art_rect()
        pygame.draw.rect(surface, pal.table_dark, box, border_radius=10)
        pygame.draw.rect(surface, pal.panel_edge, box, 2, border_radius=10)
        spec = self.comps.tiles[self.tile]
        faces = [(spec.id, False, "This face" if spec.power else "Front")]
        other = other_face(self.comps, spec)
        if other is not None:
            faces.append((other.id, False, "Other face"))
        elif spec.back is not None:
            faces.append((spec.id, True, "Upgraded side"))
        R = min(96, (box.h - 44) / 2)
        step = box.w / (len(faces) + 1)
        for i, (tile, flipped, label) in enumerate(faces, start=1):
            centre = (box.x + step * i, box.y + 8 + R)
            self.art.blit(surface, tile, centre, R, 0, flipped)
            draw_text_centred(surface, label, 16, pal.light_text, (centre[0], box.bottom - 16), bold=True)
