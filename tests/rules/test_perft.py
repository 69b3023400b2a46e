"""Perft: replaying the seeded games of perft_golden.txt gives the same legal-action counts and
checksums, the same chosen actions and the same final scores (see perft.py; regenerate with
`python -m tests.rules.perft` only when a rules change is meant to alter them)."""

from tests.rules.perft import GAMES, GOLDEN, play


def test_golden_covers_30_games_over_2_to_6_players():
    headers = [line for line in GOLDEN.read_text().splitlines() if line.startswith("game ")]
    assert len(headers) >= 30
    assert {int(h.split()[1]) for h in headers} == {2, 3, 4, 5, 6}


def test_replay_matches_golden():
    golden = GOLDEN.read_text().splitlines()
    lines = [line for players, seed in GAMES for line in play(players, seed)]
    for i, (want, got) in enumerate(zip(golden, lines)):
        assert got == want, f"perft line {i + 1} differs"
    assert len(lines) == len(golden)
