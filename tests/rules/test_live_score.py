"""Live score: what each village would score now, from one view only."""

from keydesk.rules.hexgrid import neighbours
from keydesk.rules.scoring.live import live_score, live_scores
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


def _two_loops(game, with_bastion):
    """Ann's home closes a triangle with two tiles; a ring of four stands apart (3 and 4 tiles)."""
    from keydesk.rules.hexgrid import edge_at, neighbour, opposite

    def show_roads(tile, dirs):
        edges = game.comps.tiles[tile].edges
        return next(r for r in range(6) if all(edge_at(edges, r, d) == "road" for d in dirs))

    home = next(iter(game.state.villages[0]))
    a, b = neighbour(home, 0), neighbour(home, 1)
    put_tile(game, 0, "woodcutter", a, show_roads("woodcutter", [opposite(0), 2]))
    put_tile(game, 0, "keywood", b, show_roads("keywood", [opposite(1), 5]))
    q, r = home[0] + 5, home[1] + 5
    for tile, pos, dirs in (("alehouse", (q, r), [1, 2]), ("gold_mine", (q + 1, r), [4, 2]),
                            ("miner", (q + 1, r + 1), [5, 4]), ("quarryman", (q, r + 1), [5, 1])):
        put_tile(game, 0, tile, pos, show_roads(tile, dirs))
    if with_bastion:
        put_tile(game, 0, "boat_sea_bastion", (q + 8, r))


def test_the_live_score_counts_sea_bastion_s_one_route_as_the_final_score_does():
    without, with_ = two_player(), two_player()
    _two_loops(without, False)
    _two_loops(with_, True)
    gain = live_score(with_.view(None), with_.comps, 0) - live_score(without.view(None), without.comps, 0)
    assert gain == 4  # the ring of four, not 3 + 4
    assert live_score(with_.view(0), with_.comps, 0) == with_.scores()[0].total
