"""Sea Bastion's route: the most distinct positions on one closed trail, against every
connected even set of roads (a closed trail's roads are exactly such a set, by Euler)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from keydesk.rules.scoring.village_graph import best_closed_trail, component


def graph(*roads):
    adj = {}
    for a, b in roads:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    return adj


def cycle(*positions):
    return list(zip(positions, positions[1:] + positions[:1]))


def test_two_separate_loops_count_only_the_larger():
    assert best_closed_trail(graph(*cycle(1, 2, 3, 4), *cycle(5, 6, 7))) == 4


def test_two_loops_joined_by_a_road_still_count_one():
    # The joining road is a bridge: crossing it, the traveller could not come back another way.
    assert best_closed_trail(graph(*cycle(1, 2, 3, 4), *cycle(5, 6, 7), (4, 5))) == 4


def test_a_figure_eight_counts_its_shared_position_once():
    assert best_closed_trail(graph(*cycle(1, 2, 3), *cycle(3, 4, 5))) == 5


def test_a_spur_off_a_loop_does_not_count():
    assert best_closed_trail(graph(*cycle(1, 2, 3), (3, 4), (4, 5))) == 3


def test_three_routes_between_two_positions_give_only_two_of_them():
    # u=1 and v=2 joined directly, through 3, and through 4-5: a trail uses two of the three.
    assert best_closed_trail(graph((1, 2), (1, 3), (3, 2), (1, 4), (4, 5), (5, 2))) == 5


def test_no_loop_scores_nothing():
    assert best_closed_trail(graph((1, 2), (2, 3), (3, 4))) == 0
    assert best_closed_trail({}) == 0


def brute_force(adj) -> int:
    roads = sorted({(a, b) for a in adj for b in adj[a] if a < b})
    best = 0
    for mask in range(1, 1 << len(roads)):
        chosen = [r for i, r in enumerate(roads) if mask >> i & 1]
        sub = graph(*chosen)
        if all(len(n) % 2 == 0 for n in sub.values()) and len(component(sub, chosen[0][0])) == len(sub):
            best = max(best, len(sub))
    return best


@settings(max_examples=150, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)).filter(lambda r: r[0] < r[1]), max_size=12))
def test_the_search_agrees_with_every_even_set_of_roads(roads):
    adj = graph(*roads)
    assert best_closed_trail(adj) == brute_force(adj)
