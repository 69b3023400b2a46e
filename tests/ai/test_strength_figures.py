"""The idle-worker figure of bench/strength.py: the workers winter leaves without work."""

import pytest

from tests.rules.helpers import finish_season, put_tile, two_player

from .helpers import load_bench


@pytest.fixture(scope="module")
def strength():
    """bench/strength.py, loaded once for the module's tests."""
    return load_bench("strength")


def _winter():
    """Winter actions of a 2-player game in which everyone passed until now: P1 holds 26
    workers and P2 23 (the boats brought the rest), P2 is to move, and Scribes and the
    Windmill are on offer."""
    g = two_player(winter_hands={"P1": ["scribes", "jeweller", "key_guild"],
                                 "P2": ["windmill", "scholar", "village_hall"]})
    for _ in range(3):
        finish_season(g)
    g.play("P1 winter scribes")
    g.play("P2 winter windmill")
    assert g.state.season == "winter" and g.state.phase == "actions"
    return g


def test_idle_counts_the_screen_and_the_losing_bids_not_the_winning_one(strength):
    g = _winter()
    assert [strength.winter_idle(g.state, p) for p in (0, 1)] == [26, 23]
    g.play("P2 bid scribes 1 red")
    g.play("P1 bid scribes 2 red")
    assert strength.winter_idle(g.state, 1) == 23  # 22 behind the screen and 1 in a lost bid
    assert strength.winter_idle(g.state, 0) == 24  # the 2 in the winning bid are spent on the tile


def test_seat_record_takes_off_the_workers_a_winter_tile_scores(strength):
    g = _winter()
    g.play("P2 use home_2 1 yellow")  # a worker used at home: the rules give it back at the end
    g.play("P2 done")
    winter_end = g.state
    put_tile(g, 0, "apothecary", (1, 0))  # 3 points for each group of 5 workers
    finish_season(g)
    assert g.is_over
    sheets = g.scores()
    plain = strength.seat_record(g, sheets[1], 1, winter_end)
    assert (plain["workers"], plain["idle_workers"]) == (23, 22)
    scored = strength.seat_record(g, sheets[0], 0, winter_end)
    # 26 idle in winter, but 25 of the 26 held at the end make five groups on the Apothecary.
    assert (scored["workers"], scored["idle_workers"]) == (26, 1)
    assert strength.seat_record(g, sheets[0], 0)["idle_workers"] == 1  # without a winter state: the end count, less the scored


def test_dead_tiles_are_tallied_by_name_per_level_whatever_the_seat(strength):
    """The names under the match table: each level's dead tiles over its seats, most first, how
    many nobody else bid on (a tile not won by a bid, (0, 0), is not among them), and how many
    lie beside their owner's turn-order tile."""
    def game(seats, dead, beside=((), ())):
        return 0, seats, [{"dead_names": tuple(n for n, _ in d), "dead_bids": tuple(b for _, b in d),
                           "dead_beside": b} for d, b in zip(dead, beside)], [[], []], []

    results = [game(["hard", "medium"], [[("well", (1, 0)), ("barn", (3, 2))], [("well", (2, 0))]], (("barn",), ())),
               game(["medium", "hard"], [[], [("well", (0, 0))]], ((), ("well",)))]
    assert strength.dead_tally("hard", results) == ("well 2, barn 1; 1 of 3 with no other bid, 1 of them by one worker;"
                                                    " 2 beside a turn-order tile")
    assert strength.dead_tally("medium", results) == ("well 1; 1 of 1 with no other bid, 0 of them by one worker;"
                                                      " 0 beside a turn-order tile")
    assert strength.dead_tally("easy", results) == ""
