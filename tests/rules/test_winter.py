"""Rulebook, Start of season (winter), End of season 5b, Summer boats 1a/1b/4a/4b, game end."""

from keydesk.rules import Game
from tests.rules.helpers import finish_season, put_tile, refused, screen, two_player


def to_winter(g):
    for _ in range(3):
        finish_season(g)
    assert g.season == "winter" and g.phase == "winter_select"
    return g


def test_winter_choice_is_simultaneous_and_needs_at_least_one_tile():
    g = to_winter(two_player(winter_hands={"P1": ["scribes", "jeweller", "key_guild"],
                                            "P2": ["windmill", "scholar", "apothecary"]}))
    assert g.to_move == [0, 1]
    refused(g, "P1 winter windmill", "not in your winter hand")
    refused(g, "P1 winter scribes scribes", "Name each winter tile once")
    g.play("P2 winter windmill scholar")
    assert g.to_move == [0]
    assert g.view(0).winter_chosen[1] == ()  # P1 cannot see what P2 chose
    g.play("P1 winter scribes")
    assert g.phase == "actions"
    assert g.state.auction == ["scribes", "windmill", "scholar"]  # two players: no shuffle
    assert sorted(g.state.winter_box)[:2] == ["apothecary", "craftsmans_guild"]


def test_no_production_on_winter_tiles_on_offer_and_boats_stay_empty():
    g = to_winter(two_player(winter_hands={"P1": ["scribes", "jeweller", "key_guild"],
                                            "P2": ["windmill", "scholar", "apothecary"]}))
    g.play("P1 winter scribes")
    g.play("P2 winter windmill")
    p = g.to_move[0]
    refused(g, f"P{p + 1} use scribes 1 red", "In winter the tiles on offer are only bid for")
    assert all(c is None for c in g.state.cargo.values())


def test_end_of_winter_turn_order_tiles_and_one_boat_each_then_game_over():
    g = to_winter(two_player())
    g.play(f"P1 winter {g.state.winter_hands[0][0]}")
    g.play(f"P2 winter {g.state.winter_hands[1][0]}")
    first = g.to_move[0]
    colour = next(c for c, k in g.state.screens[first].items() if k)
    g.play(f"P{first + 1} bid turn_order_1 1 {colour}")
    g.play(f"P{2 - first} pass")
    g.play(f"P{first + 1} pass")
    assert g.phase == "boats" and g.to_move == [first]
    assert "turn_order_1" in g.state.to_place[first]
    assert g.state.purple == first
    g.play(f"P{first + 1} boat boat_sea_bastion")
    refused(g, f"P{2 - first} boat boat_sea_bastion", "not a boat still on offer")
    g.play(f"P{2 - first} boat boat_keyflower")
    assert g.state.boat_of[first] == "boat_sea_bastion"
    assert g.phase == "place"
    while g.phase == "place":
        p = g.to_move[0]
        g.apply(g.legal_actions(p)[0])
    assert g.is_over and g.to_move == []
    sheets = g.scores()
    assert len(sheets) == 2
    refused(g, "P1 pass", "The game is over")


def test_boat_1a_gives_two_more_workers_and_1b_a_green():
    g = two_player()
    put_tile(g, 0, "summer_boat_1a", (1, 0), 0)
    put_tile(g, 1, "summer_boat_1b", (1, 0), 0)
    g.play("P1 pass")
    g.play("P2 pass")
    # Nobody bid on the start tile: P1 (old start player) chooses first.
    before0, before1 = sum(screen(g, 0).values()), sum(screen(g, 1).values())
    cargo0 = sum(g.state.cargo["boat_keyflower"][0])
    cargo1 = sum(g.state.cargo["boat_sea_bastion"][0])
    greens = g.state.greens
    g.play("P1 boat boat_keyflower")
    g.play("P2 boat boat_sea_bastion")
    assert sum(screen(g, 0).values()) == before0 + cargo0 + 2
    assert sum(screen(g, 1).values()) == before1 + cargo1 + 1
    assert g.state.greens == greens - 1


def test_boat_4a_counter_bids_in_another_colour_lying_down():
    g = two_player()
    put_tile(g, 1, "summer_boat_4a", (1, 0), 0)
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 yellow")
    entry = g.state.bid_of("woodcutter", 1)
    assert (entry.colour, entry.count, entry.flat) == ("yellow", 2, True)
    # Others still follow the standing colour.
    refused(g, "P1 bid woodcutter 2 blue", "Your bid on the Woodcutter is red: add red workers to it.")
    g.play("P1 bid woodcutter 2 red")  # P1 now has 3 red
    assert g.state.winner("woodcutter") == 0
    g.play("P2 pass")
    g.play("P1 pass")
    assert g.state.to_place[0] == ["woodcutter"]


def test_boat_4a_flat_bid_stands_up_when_the_others_leave():
    g = two_player(screens={"P1": {"workers": {"red": 8}}, "P2": {"workers": {"yellow": 8}}})
    put_tile(g, 1, "summer_boat_4a", (1, 0), 0)
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 bid woodcutter 2 yellow")
    g.play("P1 bid alehouse 2 red from woodcutter")
    entry = g.state.bid_of("woodcutter", 1)
    assert entry.flat is False
    refused(g, "P2 use woodcutter 1 red", "workers using it must be yellow")


def test_boat_4b_uses_in_any_colours():
    g = two_player()
    put_tile(g, 1, "summer_boat_4b", (1, 0), 0)
    g.play("P1 use woodcutter 1 red")
    g.play("P2 use woodcutter 1 red 1 yellow")
    usage = g.state.uses["woodcutter"]
    assert (usage.colour, usage.total, usage.workers) == ("red", 3, (0, 2, 1, 0))
    refused(g, "P1 use woodcutter 3 blue", "workers using it must be red")


def test_boat_4b_does_not_apply_to_a_fresh_tile():
    g = two_player()
    put_tile(g, 0, "summer_boat_4b", (1, 0), 0)
    refused(g, "P1 use woodcutter 1 red 1 blue", "must all be one colour")


def test_boat_2a_places_anywhere_next_to_the_village():
    g = two_player()
    put_tile(g, 0, "summer_boat_2a", (1, 0), 0)
    g.play("P1 bid woodcutter 1 red")
    g.play("P2 pass")
    g.play("P1 pass")
    g.play("P1 boat boat_keyflower")
    g.play("P2 boat boat_sea_bastion")
    g.play("P1 place woodcutter 0 -1 rot 0")  # beside the home's river: only 2a allows it
    assert g.state.placed["woodcutter"] == (0, (0, -1), 0)


def test_six_player_game_plays_to_the_end():
    g = Game.new(players=6, seed=3)
    for _ in range(3):
        finish_season(g)
    for p in range(6):
        g.play(f"P{p + 1} winter {g.state.winter_hands[p][0]}")
    assert len(g.state.auction) == 6
    finish_season(g)
    assert g.is_over
    assert sorted(b for b in g.state.boat_of) == sorted(g.comps.setups[6].boats)


def test_flipper_flips_one_tile_free_at_the_end():
    g = Game.from_scenario({"players": 4, "seed": 8, "homes": {"P1": "home_1", "P2": "home_2", "P3": "home_3", "P4": "home_4"}})
    put_tile(g, 0, "woodcutter", (1, -1), 0)
    for _ in range(3):
        finish_season(g)
    for p in range(4):
        g.play(f"P{p + 1} winter {g.state.winter_hands[p][0]}")
    while g.phase == "actions":
        p = g.to_move[0]
        g.play(f"P{p + 1} pass")
    # Nobody bid for a turn-order tile: boats go clockwise from the start player.
    while g.phase == "boats":
        p = g.to_move[0]
        others = [a.boat for a in g.legal_actions(p) if a.boat != "boat_flipper"]
        g.play(f"P{p + 1} boat {'boat_flipper' if p == 0 else others[0]}")
    while g.phase == "place":
        p = g.to_move[0]
        g.apply(g.legal_actions(p)[0])
    assert g.phase == "flipper" and g.to_move == [0]
    refused(g, "P1 upgrade woodcutter with saw", "The Flipper's flip is free")
    skills = dict(g.state.skills[0])
    g.play("P1 upgrade woodcutter")
    assert "woodcutter" in g.state.flipped and g.state.skills[0] == skills
    assert g.is_over
    sheet = g.scores()[0]
    assert any(line.source == "woodcutter" and line.points == 3 for line in sheet.lines)
