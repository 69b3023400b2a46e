"""Rulebook, End of season and Expanding the villages, with exact counts."""

from keydesk.rules import Game
from keydesk.rules.components import COLOURS
from keydesk.rules.scoring.live import live_scores
from keydesk.rules.scoring.purple_marker import marker_declarer
from tests.rules.helpers import finish_season, refused, screen, two_player


def play_spring(g):
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid keywood 1 yellow")
    g.play("P1 use home_2 1 blue")  # P1's worker in P2's village
    g.play("P1 done")
    g.play("P2 use woodcutter 1 red")  # P2's worker on a tile P1 will win
    g.play("P1 bid turn_order_1 1 blue")
    g.play("P2 pass")
    g.play("P1 pass")


def test_end_of_season_steps_in_order():
    g = two_player()
    bag_before = sum(g.state.bag.values())
    play_spring(g)
    s = g.state
    assert s.phase == "boats" and g.to_move == [0]  # P1 won turn-order tile 1
    # P1: 4 red 4 blue, -1 red bid, -1 blue on home_2, -1 blue turn order, +1 red from the woodcutter.
    assert screen(g, 0) == {"red": 4, "blue": 2}
    # P2: 3 red 5 yellow, -1 yellow bid, -1 red use, +1 blue used on home_2 (her village).
    assert screen(g, 1) == {"red": 2, "yellow": 4, "blue": 1}
    # Winning bids (1 red, 1 yellow) and the turn-order bid (1 blue) went into the bag.
    assert sum(s.bag.values()) == bag_before + 3
    assert s.to_place == [["woodcutter"], ["keywood"]]
    assert s.auction == [] and not s.uses
    assert s.resources_on("home_2")["wood"] == 2
    assert s.start == 0


def test_boats_then_simultaneous_placement_then_summer():
    g = two_player()
    play_spring(g)
    boat = g.state.boats[0]
    cargo_workers, cargo_skills = g.state.cargo[boat]
    before = sum(g.state.screens[0].values())
    refused(g, "P2 boat boat_keyflower", "It is not P2's turn")
    g.play(f"P1 boat {boat}")
    assert sum(g.state.screens[0].values()) == before + sum(cargo_workers)
    assert sum(g.state.skills[0].values()) == sum(cargo_skills)
    refused(g, f"P2 boat {boat}", "not a boat still on offer")
    other = g.state.boats[1]
    g.play(f"P2 boat {other}")
    assert g.phase == "place" and g.to_move == [0, 1]
    options = g.legal_actions(1)
    assert options and all(a.tile == "keywood" for a in options)
    first = options[0]
    g.apply(first)
    assert g.to_move == [0]
    g.apply(g.legal_actions(0)[0])
    assert g.season == "summer" and g.phase == "actions"
    assert len(g.state.auction) == 6
    assert g.to_move == [g.state.start] == [0]
    # Boats carry their summer cargo.
    for b in g.state.boats:
        spec = g.comps.tiles[b].boat
        assert sum(g.state.cargo[b][0]) == spec.cargo[spec.season_face["summer"]][0]


def test_placement_must_match_edges_and_touch_the_village():
    g = two_player()
    play_spring(g)
    g.play(f"P1 boat {g.state.boats[0]}")
    g.play(f"P2 boat {g.state.boats[1]}")
    legal = {(a.q, a.r, a.rot) for a in g.legal_actions(0)}
    refused(g, "P1 place woodcutter 0 0 rot 0", "That space is taken")
    refused(g, "P1 place woodcutter 3 3 rot 0", "must touch your village")
    # The home's water edge is direction 5 (top-left, neighbour (0,-1)): a spring tile has no water.
    assert not any((q, r) == (0, -1) for q, r, _ in legal)
    refused(g, "P1 place woodcutter 0 -1 rot 0", "Every touching edge must match")
    assert len(legal) > 0


def test_nobody_bids_for_start_tile_start_passes_left():
    g = two_player()
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 pass")
    g.play("P1 pass")
    # The old start player keeps the marker and chooses first (End of season 5a ii) ...
    assert g.state.start == 0 and g.state.purple == 0
    assert g.to_move == [0]
    g.play(f"P1 boat {g.state.boats[0]}")
    assert g.state.purple == 0
    # ... and "after all of the players have taken their workers" it passes to the left (5a iv).
    g.play(f"P2 boat {g.state.boats[1]}")
    assert g.state.start == 1 and g.state.purple == 1


def test_unbid_tile_workers_go_to_the_bag():
    g = two_player()
    bag = sum(g.state.bag.values())
    g.play("P1 use alehouse 1 red")
    drawn = 1
    g.play("P2 pass")
    g.play("P1 pass")
    assert sum(g.state.bag.values()) == bag - drawn + 1


def test_three_player_boat_order_follows_turn_order_tiles():
    g = Game.from_scenario({
        "players": 3, "seed": 5, "homes": {"P1": "home_1", "P2": "home_2", "P3": "home_3"},
        "screens": {p: {"workers": {"red": 8}} for p in ("P1", "P2", "P3")},
    })
    g.play("P1 bid turn_order_2 1 red")  # the 3-player start tile
    g.play("P2 bid turn_order_1 1 red")
    g.play("P3 pass")
    g.play("P1 pass")
    g.play("P2 pass")
    assert g.state.boat_queue == [1, 0, 2]
    assert g.state.start == 0


def test_conservation_after_a_season():
    g = two_player()
    play_spring(g)
    s = g.state
    assert s.workers_total() == 140
    assert s.resources_total() == 120
    assert s.skills_total() == 48
    assert set(COLOURS) == set(s.bag)


def test_short_bag_fills_the_boats_one_worker_at_a_time_in_boat_order():
    """Start of season: 'fill boats in order with one worker at a time' when the bag runs short."""
    g = two_player()
    s = g.state
    # Leave 4 workers in the bag (the rest go behind P2's screen, so all 140 are still counted);
    # the summer faces want 3 (Keyflower) + 4 (Sea Bastion).
    for colour in ("blue", "red", "yellow"):
        s.screens[1][colour] += s.bag[colour]
        s.bag[colour] = 0
    s.bag["red"] = 4
    s.screens[1]["red"] -= 4
    g.play("P1 pass")
    g.play("P2 pass")
    g.play("P1 boat boat_keyflower")  # nobody bid for the start tile: the old start player
    g.play("P2 boat boat_sea_bastion")  # chooses first (rulings R9); no tiles to place
    assert g.season == "summer"
    assert g.state.cargo["boat_keyflower"][0] == (0, 2, 0, 0)
    assert g.state.cargo["boat_sea_bastion"][0] == (0, 2, 0, 0)
    assert sum(g.state.bag.values()) == 0
    assert g.state.workers_total() == 140


def _to_winter(game):
    while game.season != "winter":
        finish_season(game)
    while game.phase != "actions":  # each player chooses winter tiles
        game.apply(game.legal_actions(game.to_move[0])[0])


def test_marker_scores_for_the_winner_of_the_winter_start_tile():
    g = two_player()
    _to_winter(g)
    bidder = g.state.turn
    colour = next(c for c, k in g.state.screens[bidder].items() if k)
    g.play(f"P{bidder + 1} bid turn_order_1 1 {colour}")
    finish_season(g)
    assert g.is_over and g.state.purple == bidder
    sheets = g.scores()
    # Game end scoring: "may be declared by the player who successfully bid for it".
    assert "purple" in sheets[bidder].choices
    assert "purple" not in sheets[1 - bidder].choices


def test_marker_passed_left_in_winter_scores_for_nobody():
    g = two_player()
    _to_winter(g)
    holder = (g.state.start + 1) % 2
    finish_season(g)  # nobody bids for the start-player tile: the marker passes left (5a iv)
    assert g.is_over and g.state.purple == holder
    assert marker_declarer(g.state, g.comps) is None
    assert all("purple" not in sheet.choices for sheet in g.scores())
    # The live score by each village agrees: the holder gets no marker point either.
    assert live_scores(g.state, g.comps) == [sheet.total for sheet in g.scores()]
