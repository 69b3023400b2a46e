"""Live score: what each village would score now, from one view only."""

from keydesk.rules.hexgrid import neighbours
from keydesk.rules.live_score import live_score, live_scores
from tests.rules.helpers import put_tile, two_player


def home_neighbour(game, p):
    home = next(iter(game.state.villages[p]))
    return sorted(pos for pos in neighbours(home) if pos not in game.state.villages[p])[0]


def test_hidden_workers_count_only_for_the_viewer_who_sees_them():
    game = two_player()
    put_tile(game, 1, "village_hall", home_neighbour(game, 1))  # Bob: 3 red, 5 yellow behind his screen
    base = live_score(game.view(None), game.comps, 1)
    own = live_score(game.view(1), game.comps, 1)
    assert own - base == 5  # the Village hall scores his 5 yellow workers, seen only by him
    assert live_score(game.view(0), game.comps, 1) == base  # Ann sees the public figure
    assert own == game.scores()[1].total  # his own view counts everything he owns


def test_a_won_tile_waiting_to_be_placed_scores_its_points_and_every_seat_is_scored():
    game = two_player()
    before = live_scores(game.view(None), game.comps)
    game.state.to_place[0].append("keythedral")  # 12 points on its front
    after = live_scores(game.view(None), game.comps)
    assert after[0] - before[0] == game.comps.tiles["keythedral"].front.points == 12
    assert after[1] == before[1] and len(after) == 2
