"""The player's record: finished games appended to history.yaml, the Statistics figures, CSV."""

import csv
import io
import random

from keydesk.history import (CATEGORIES, bot_results, forget_game, history_csv, keep_game, kept_games, load_history, record_game,
                            review_file, summary)
from keydesk.rules import Game


def finished(players: int, seed: int, seats) -> Game:
    game = Game.new(players=players, seed=seed)
    game.seats = list(seats)
    rng = random.Random(seed)
    while not game.is_over:
        p = game.to_move[0]
        options = game.legal_actions(p)
        game.apply(options[rng.randrange(len(options))])
    return game


def test_finished_games_are_appended_with_scores_by_category_and_summarised(tmp_path):
    a = finished(2, 1, ["human", "easy"])
    b = finished(3, 2, ["human", "medium", "hard"])
    record_game(tmp_path, a, when=0)
    entry = record_game(tmp_path, b, when=86400)
    history = load_history(tmp_path)
    assert len(history) == 2 and history[1] == entry
    for game, e in zip((a, b), history):
        sheets = game.scores()
        assert [s["score"] for s in e["seats"]] == [s.total for s in sheets]
        for seat, sheet in zip(e["seats"], sheets):
            assert sum(seat["by_category"].values()) == sheet.total
            assert set(seat["by_category"]) <= set(CATEGORIES)
        assert e["seed"] == game.state.seed and e["players"] == game.players
    stats = summary(history)
    mine = [a.scores()[0].total, b.scores()[0].total]
    assert stats["games"] == 2 and stats["scores"] == mine
    assert stats["by_level"] == {"easy": (1, float(mine[0])), "hard": (1, float(mine[1]))}
    assert stats["by_players"] == {2: (1, float(mine[0])), 3: (1, float(mine[1]))}
    assert stats["best"] == sorted(mine, reverse=True)
    wins = sum(e["seats"][0]["name"] in e["winners"] for e in history)
    assert stats["wins"] == wins
    rows = list(csv.reader(io.StringIO(history_csv(history))))
    assert rows[0][:7] == ["date", "seed", "players", "seat", "name", "level", "score"]
    assert len(rows) == 1 + 2 + 3 and rows[3][5] == "human" and int(rows[3][6]) == mine[1]


def test_a_missing_or_broken_history_is_empty(tmp_path):
    assert load_history(tmp_path) == []
    (tmp_path / "history.yaml").write_text("{not: [a list", encoding="utf-8")
    assert load_history(tmp_path) == [] and summary([])["games"] == 0


def test_a_damaged_history_is_set_aside_not_written_over(tmp_path):
    damaged = "- {date: 2026-11-01, seats: [{name: Ann, seat: human, score: 40}\n"  # cut off mid-entry
    (tmp_path / "history.yaml").write_text(damaged, encoding="utf-8")
    entry = record_game(tmp_path, finished(2, 1, ["human", "easy"]), when=0)
    assert load_history(tmp_path) == [entry]
    aside = sorted(tmp_path.glob("history-damaged-*.yaml"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == damaged


def test_a_history_far_larger_than_a_save_is_still_read(tmp_path):
    entry = record_game(tmp_path, finished(2, 1, ["human", "easy"]), when=0)
    text = (tmp_path / "history.yaml").read_text(encoding="utf-8")
    (tmp_path / "history.yaml").write_text(text * 300, encoding="utf-8")  # 300 games in all
    assert (tmp_path / "history.yaml").stat().st_size > 64 * 1024  # past a save's cap, within the record's
    assert load_history(tmp_path) == [entry] * 300


def test_challenges_are_kept_apart_from_full_games_in_the_figures_and_the_csv(tmp_path):
    full = finished(2, 1, ["human", "easy"])
    short = finished(2, 3, ["human", "medium"])
    record_game(tmp_path, full, when=0)
    record_game(tmp_path, short, when=60, kind="challenge")
    history = load_history(tmp_path)
    stats = summary(history)
    mine = full.scores()[0].total
    assert stats["games"] == 1 and stats["scores"] == [mine] and stats["by_players"] == {2: (1, float(mine))}
    assert stats["challenges"] == (1, float(short.scores()[0].total))
    rows = list(csv.reader(io.StringIO(history_csv(history))))
    assert rows[0][-1] == "kind" and [r[-1] for r in rows[1:]] == ["game", "game", "challenge", "challenge"]


def test_a_kept_game_is_listed_newest_first_and_forgotten_with_its_file_and_reviews(tmp_path):
    a, b = finished(2, 1, ["human", "easy"]), finished(2, 2, ["human", "easy"])
    first = record_game(tmp_path, a, when=0, file=keep_game(tmp_path, a, when=0))
    second = record_game(tmp_path, b, when=0, file=keep_game(tmp_path, b, when=0))
    assert first["file"] != second["file"]  # two games ended in the same second
    kept = kept_games(tmp_path, load_history(tmp_path))
    assert [e for e, _ in kept] == [second, first] and Game.load(kept[1][1]).log == a.log
    reviews = [review_file(tmp_path / e["file"], p) for e in (first, second) for p in (0, 1)]
    assert reviews[0].name == first["file"].split("/")[-1].replace(".yaml", ".review-P1.yaml")
    for path in reviews:
        path.write_text("kept review\n")
    assert kept_games(tmp_path, load_history(tmp_path)) == kept  # a review is no game
    forget_game(tmp_path, first)
    assert load_history(tmp_path) == [second] and not (tmp_path / first["file"]).exists()
    assert [path.exists() for path in reviews] == [False, False, True, True]
    assert (tmp_path / second["file"]).is_file()


def entry(seats, kind="game"):
    return {"players": len(seats), "kind": kind, "winners": [],
            "seats": [{"name": f"N{i}", "seat": level, "score": score} for i, (level, score) in enumerate(seats)]}


def test_every_bot_seat_is_a_result_for_the_first_person_at_the_table():
    entries = [
        entry([("human", 40), ("medium", 35), ("easy", 40), ("hard", 52)]),
        entry([("medium", 30), ("human", 20), ("human", 45)]),  # the first person is the one whose record it is
        entry([("human", 50), ("human", 30)]),  # hot-seat only: no bots
        entry([("human", 12), ("hard", 9)], kind="challenge"),  # a challenge is not a full game
        entry([("easy", 10), ("medium", 20)]),  # bots only
        {"kind": "game", "seats": [{"seat": "human", "score": "n/a"}, {"seat": "easy", "score": 3}]},
        entry([("human", 33), ("easy", None), ("medium", 33)]),  # a damaged seat is left out
    ]
    assert bot_results(entries) == [
        [("medium", 1.0), ("easy", 0.5), ("hard", 0.0)],
        [("medium", 0.0)],
        [("medium", 0.5)],
    ]


def test_a_recorded_game_gives_the_persons_results_against_its_bots(tmp_path):
    game = finished(3, 2, ["human", "medium", "easy"])
    record_game(tmp_path, game)
    mine, *theirs = [sheet.total for sheet in game.scores()]
    expect = [(level, 1.0 if mine > t else 0.0 if mine < t else 0.5) for level, t in zip(("medium", "easy"), theirs)]
    assert bot_results(load_history(tmp_path)) == [expect]
