"""New-game setup: how many seats, who sits in each (a person or an Easy/Medium/Skilled/Hard bot, with
the level's rating beside it), their names, an optional seed, how long the table pauses on each
bot move, and the colour-blind palette."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel, UIPanel, UITextEntryLine

from keydesk.rules import Game
from keydesk.rules.limits import NAME_MAX, SEED_MAX, SEED_RULE, names_problem, seed_problem
from keydesk.rules.seat_kinds import SEAT_KINDS as SEAT_NAMES
from keydesk.ui.ratings import SCALE_NOTE, bot_ratings, level_words

from keydesk.ui.scenes.base import Scene, centred_rect, draw_backdrop, dropdown_value

SEAT_KINDS = tuple(kind.capitalize() for kind in SEAT_NAMES)  # as the seat menus show them
DEFAULT_NAMES = ("Ann", "Bob", "Cleo", "Dirk", "Edda", "Finn")
MAX_SEATS = 6
# Seconds the table waits after each bot move, so people can follow what the bots do.
BOT_SPEEDS = {"Fast 0.1 s": 0.1, "Normal 0.4 s": 0.4, "Slow 1 s": 1.0}


class NewGameScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.players = 4
        self.names = list(DEFAULT_NAMES)
        self.kinds = ["Human"] + ["Medium"] * (MAX_SEATS - 1)
        last = app.last_setup  # the form opens as it was last started, before a restart too
        if last:
            self.players, self.names = last[0], list(last[1])
            self.kinds = [kind.capitalize() for kind in last[2]]
        self.seed = ""
        self.bot_speed = next((name for name, delay in BOT_SPEEDS.items() if delay == app.bot_delay), "Normal 0.4 s")
        self.colourblind = app.palette == "colourblind"
        self.error = ""
        self.ratings = bot_ratings(app)  # {level: its rating}; {} if they cannot be read

    # ---- the form ----

    def build(self) -> None:
        # The top stays where a six-seat form starts: choosing the number of players must not
        # move the rows under the mouse that is about to pick a seat's kind.
        full = centred_rect(self.size, 860, 300 + 46 * MAX_SEATS)
        panel = pygame.Rect(full.x, full.y, full.w, 300 + 46 * self.players)
        self.panel = UIPanel(panel, manager=self.ui)
        ui, c = self.ui, self.panel
        UILabel(pygame.Rect(0, 14, panel.width - 4, 40), "New game", ui, container=c, object_id="#heading")
        UILabel(pygame.Rect(30, 62, 100, 34), "Players", ui, container=c)
        self.count_menu = UIDropDownMenu([str(n) for n in range(2, 7)], str(self.players),
                                         pygame.Rect(140, 62, 90, 34), ui, container=c)
        self.name_entries, self.kind_menus, self.rating_labels = [], [], []
        for i in range(self.players):
            y = 110 + i * 46
            UILabel(pygame.Rect(24, y, 50, 36), f"P{i + 1}", ui, container=c, object_id="#seat")
            entry = UITextEntryLine(pygame.Rect(80, y, 300, 36), ui, container=c)
            entry.set_text(self.names[i])
            entry.set_text_length_limit(NAME_MAX)
            self.name_entries.append(entry)
            self.kind_menus.append(UIDropDownMenu(list(SEAT_KINDS), self.kinds[i], pygame.Rect(394, y, 200, 36),
                                                  ui, container=c))
            self.rating_labels.append(UILabel(pygame.Rect(606, y, panel.width - 630, 36),
                                              level_words(self.kinds[i].lower(), self.ratings), ui, container=c))
        y = 110 + self.players * 46 + 10
        UILabel(pygame.Rect(30, y, 160, 34), "Seed (optional)", ui, container=c)
        self.seed_entry = UITextEntryLine(pygame.Rect(200, y, 130, 34), ui, container=c)
        self.seed_entry.set_text(self.seed)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(len(str(SEED_MAX)))
        UILabel(pygame.Rect(340, y, 100, 34), "Bot speed", ui, container=c)
        self.speed_menu = UIDropDownMenu(list(BOT_SPEEDS), self.bot_speed, pygame.Rect(444, y, 150, 34), ui,
                                         container=c)  # the pause after each bot move
        self.colourblind_box = UICheckBox(pygame.Rect(24, y + 46, 24, 24), "Colour-blind palette", ui, container=c,
                                          initial_state=self.colourblind,
                                          tool_tip_text="Okabe-Ito colours; every worker and resource also has a shape and letter")
        if self.ratings:  # what the figures beside the bot seats mean
            UILabel(pygame.Rect(240, y + 41, panel.width - 264, 34), SCALE_NOTE, ui, container=c)
        self.error_label = UILabel(pygame.Rect(24, y + 80, panel.width - 48, 28), self.error, ui, container=c,
                                   object_id="#error")
        self.back = UIButton(pygame.Rect(panel.width - 330, panel.height - 62, 140, 46), "Back", ui, container=c)
        self.start = UIButton(pygame.Rect(panel.width - 176, panel.height - 62, 150, 46), "Start game", ui,
                              container=c, object_id="#primary")

    def read_form(self) -> None:
        """Copy what is typed and chosen into the scene (before a rebuild throws the widgets away)."""
        for i, (entry, menu) in enumerate(zip(self.name_entries, self.kind_menus)):
            self.names[i] = entry.get_text()
            self.kinds[i] = dropdown_value(menu)
        self.seed = self.seed_entry.get_text()
        self.bot_speed = dropdown_value(self.speed_menu)
        self.colourblind = self.colourblind_box.is_checked

    def resize(self) -> None:
        self.read_form()
        self.build()

    # ---- events ----

    def handle(self, event, consumed) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.count_menu:
            self.read_form()
            self.players = int(dropdown_value(self.count_menu))
            self.ui.clear_and_reset()
            self.build()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kind_menus:
            i = self.kind_menus.index(event.ui_element)
            self.rating_labels[i].set_text(level_words(dropdown_value(event.ui_element).lower(), self.ratings))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.show("menu")
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.start:
            self.start_game()

    def start_game(self) -> None:
        self.read_form()
        names = [(self.names[i].strip() or f"Player {i + 1}") for i in range(self.players)]
        seed = int(self.seed) if self.seed.strip() else None
        problem = names_problem(names) or (seed is not None and seed_problem(seed) and f"a seed is {SEED_RULE}")
        if problem:  # the loader's own rules, so a game started here always loads again
            self.say(problem[0].upper() + problem[1:] + ".")
            return
        game = Game.new(players=self.players, seed=seed, names=names)
        game.seats = [kind.lower() for kind in self.kinds[: self.players]]
        self.app.last_setup = (self.players, list(self.names), [kind.lower() for kind in self.kinds])
        self.app.palette = "colourblind" if self.colourblind else "standard"
        self.app.bot_delay = BOT_SPEEDS[self.bot_speed]
        self.app.remember_preferences()
        self.app.show("table", game=game)

    def say(self, text: str) -> None:
        self.error = text
        self.error_label.set_text(text)

    def draw(self, surface) -> None:
        draw_backdrop(surface)
