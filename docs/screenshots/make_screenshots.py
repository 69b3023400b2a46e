"""Regenerate the table screenshots in this folder: python docs/screenshots/make_screenshots.py

Bots play seeded games up to a moment worth showing; the real table scene (toolbar, log,
the viewer's screen and winter hand) is then drawn at 1280x800 as the viewer sees it, on turn.
Each game is saved next to its PNG (a save is also a scenario, so `main.py screenshot` can
redraw any moment of it).  The 2-player game with a village of more than 12 tiles in winter
is a kept save (village-12.yaml, played by Medium bots at seed 1): the bots of today grow such
a village only by the game's last placing.  The 12-tile villages at four and six players are
positions (see docs/positions.md) built from its big village, since seeded games at four or
more players rarely grow a village that large; the tests read them too.  One more picture
shows the smallest window, 1024x600, with its scaled view, and one the offer row zoomed.
"""

import random
import tempfile

from headless import HERE

import pygame  # noqa: E402

from keydesk.ai import make_bot  # noqa: E402
from keydesk.rules import Game  # noqa: E402
from keydesk.rules.formats.position import position_text  # noqa: E402
from keydesk.ui.app import App  # noqa: E402
from keydesk.ui.scenes.table import TableScene  # noqa: E402

SIZE = (1280, 800)


def play_until(players: int, seed: int, done, viewer: int = 0, level: str = "easy") -> Game:
    """Bots play until `done(game)` holds with the viewer to move."""
    game = Game.new(players=players, seed=seed, names=["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:players])
    bot, rnd = make_bot(level), random.Random(seed)
    while not game.is_over and not (viewer in game.to_move and done(game)):
        p = game.to_move[0]
        game.apply(bot.choose(game.view(p), game.legal_actions(p), rnd))
    return game


def spring_actions(k: int):
    return lambda game: game.season == "spring" and game.phase == "actions" and len(game.log) >= k


def twelve_tile_village(players: int, big: Game) -> Game:
    """A spring position at `players` whose P1 (on turn) has the 12-tile village of `big`'s
    P2, made of tiles from the summer and autumn piles."""
    game = Game.new(players=players, seed=12, names=["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:players])
    s, home = game.state, big.state.homes[1]
    at = big.state.placed[home][1]
    layout = sorted(((q - at[0], r - at[1]), big.state.placed[t][2]) for (q, r), t in big.state.villages[1].items()
                    if t != home)[:11]
    pool = [t for season in ("summer", "autumn") for t in s.pools[season] if game.comps.tiles.get(t)
            and game.comps.tiles[t].kind == "village"]
    for (pos, rot), tile in zip(layout, pool):
        s.pools[game.comps.tiles[tile].season].remove(tile)
        s.villages[0][pos], s.placed[tile], s.res[tile] = tile, (0, pos, rot), (0, 0, 0, 0)
    s.start = s.purple = s.turn = 0
    path = HERE / f"village-12-{players}p.yaml"
    path.write_text(position_text(s), encoding="utf-8")
    return Game.load(path)  # as the tests load it


def shoot(app, name: str, game: Game, viewer: int = 0, zoom=None, window: bool = False, save: bool = True) -> None:
    """Draw the table scene (zoomed as asked) into NAME.png: the canvas, or with `window` the
    window as the person sees it; the game goes into NAME.yaml unless it is a position or
    `save` is off (the same moment as another picture)."""
    if save and not game.starts_at_position:
        game.save(HERE / f"{name}.yaml")
    game.seats = ["human" if p == viewer else "easy" for p in range(game.players)]
    app.switch(TableScene(app, game))
    app.run_frames(2)
    app.scene.zoom.on = zoom
    app.draw()
    pygame.image.save(app.window.surface if window else app.screen, str(HERE / f"{name}.png"))
    print(f"wrote {name}.png ({game.season}, {len(game.log)} actions)")


if __name__ == "__main__":
    app = App(SIZE, home=tempfile.mkdtemp(), bot_delay=60)  # the bots wait: the picture stays still
    shoot(app, "spring-2p", play_until(2, 21, spring_actions(4)))
    shoot(app, "spring-4p", play_until(4, 7, spring_actions(9)))
    shoot(app, "spring-6p", play_until(6, 3, spring_actions(13)))
    app.log_shown = False  # L folds the log away: the same moment with the whole width
    shoot(app, "spring-6p-no-log", play_until(6, 3, spring_actions(13)))
    app.log_shown = True
    shoot(app, "spring-6p-zoom-offer", play_until(6, 3, spring_actions(13)), zoom="offer", save=False)
    big = Game.load(HERE / "village-12.yaml")  # kept: today's bots grow 12 tiles only at the game's end
    shoot(app, "village-12", big, viewer=1, save=False)
    shoot(app, "village-12-4p", twelve_tile_village(4, big))
    shoot(app, "village-12-6p", twelve_tile_village(6, big))
    app.close()
    small = App((1024, 600), home=tempfile.mkdtemp(), bot_delay=60)
    shoot(small, "window-1024x600-6p", play_until(6, 3, spring_actions(13)), window=True, save=False)
    small.close()
