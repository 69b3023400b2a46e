"""Practice: a review's biggest mistakes become exercises (keydesk.practice), each the moment
before the decision as that player saw it, graded against the judge's move.

The review and every grade use one small judge, SIMS simulated games a decision (the review's
check then plays `review.check_rounds(SIMS)` paired rounds, and so does each grade): the same
rules as the hint's judge at 500, quick enough for a test.  The review is run once for the module.
"""

import datetime

import pytest

from keydesk.ai.teaching.judge import NOISE
from keydesk.ai.teaching.review import review_game
from keydesk.cli import main
from keydesk.practice import THRESHOLD, exercises_from, open_practice, read_exercise, take_review
from keydesk.practice.folder import exercises_dir, schedule_path
from keydesk.history import entry_of, keep_game, load_history, record_game, summary
from keydesk.rules.formats.saves import game_digest
from keydesk.rules import Game, IllegalAction, format_action
from keydesk.rules.timeline import states_of
from tests.fixtures import FIXTURES

SAVE = FIXTURES / "finished-2p.yaml"
SIMS = 40
DAY = datetime.date(2026, 11, 27)


@pytest.fixture(scope="module")
def reviewed():
    game = Game.load(SAVE)
    return game, review_game(game, 0, simulations=SIMS)


@pytest.fixture(scope="module")
def exercises(reviewed):
    game, decisions = reviewed
    return exercises_from(game, 0, decisions, SIMS, DAY)


def test_the_exercises_are_exactly_the_decisions_above_the_threshold(reviewed, exercises):
    game, decisions = reviewed
    above = [d for d in decisions if d.loss > THRESHOLD]
    assert THRESHOLD > NOISE and len(above) >= 3  # the fixture's P1 (an Easy bot) made several
    assert [(e.move, e.season, e.stake, e.played, e.best, e.reason) for e in exercises] == \
        [(d.number, d.season, d.loss, d.played, d.best, d.reason) for d in above]
    assert all(e.player == 0 and e.names == ("Ann", "Bob") and e.simulations == SIMS for e in exercises)


def test_the_move_played_grades_not_yet_and_the_judges_move_solved_at_every_exercise(exercises):
    for e in exercises:
        played, best = e.grade(e.played), e.grade(e.best)
        assert not played.solved and played.loss == e.stake, e.id  # the review's own check, again
        assert played.best == e.best and played.reason == e.reason
        assert best.solved and best.loss == 0, e.id


def test_an_exercise_holds_nothing_the_player_could_not_see(reviewed, exercises):
    game, _ = reviewed
    states = states_of(game)
    for e in exercises:
        full = states[e.move - 1]
        secret = (set(full.winter_hands[1]) | set(full.winter_box) | set(full.pools.get("summer", []))
                  | set(full.pools.get("autumn", [])))
        text = e.text()
        assert not [tile for tile in secret if tile in text], e.id
        assert not {"rng_state", "seed", "bag", "skill_pile", "unused_tiles"} & set(e.position)
        assert all(set(screen) <= {"workers", "seen", "skills", "winter_hand"} and isinstance(screen["workers"], int)
                   for p, screen in e.position["screens"].items() if p != "P1")  # P2's screen: counts and
        # what the table saw go in and out of it (public)
        shared = e.start()
        seen, now = shared.view(0), full.masked(0)
        for part in ("villages", "auction", "bids", "boats", "placed", "res", "uses", "to_place", "screen_record"):
            assert getattr(seen, part) == getattr(now, part), (e.id, part)
        assert seen.screens[0] == now.screens[0] and seen.skills[0] == now.skills[0]
        assert seen.winter_hands[0] == now.winter_hands[0]
        assert seen.hidden["screens"] == now.hidden["screens"] and seen.hidden["hands"] == now.hidden["hands"]
        assert shared.season == full.season and 0 in shared.to_move


@pytest.fixture
def same_review(monkeypatch, reviewed):
    """The command's review is the module's (the same judge, run once): the command is what is tested."""
    import keydesk.practice

    monkeypatch.setattr(keydesk.practice, "decisions_of", lambda game, player, simulations, kept_at, workers: reviewed[1])


def test_the_list_from_the_command_line_is_the_review_above_the_threshold(capsys, exercises):
    assert main(["practice", str(SAVE), "--as", "P1", "--simulations", str(SIMS)]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line[:3].strip().isdigit()]
    assert len(rows) == len(exercises)
    for row, e in zip(rows, exercises):
        assert f"after {e.move - 1:3d} moves  {e.season:<7} {e.stake:5.1f} pts" in row


@pytest.mark.usefixtures("same_review")
def test_a_try_from_the_command_line(capsys, exercises):
    worst = max(range(len(exercises)), key=lambda i: exercises[i].stake)
    without_player = format_action(exercises[worst].played).split(" ", 1)[1]  # the player may be left out
    assert main(["practice", str(SAVE), "--simulations", str(SIMS), "--try", str(worst + 1), without_player]) == 0
    out = capsys.readouterr().out
    assert f"Not yet: it gives away about {exercises[worst].stake:.1f} points" in out


@pytest.mark.parametrize("args, says", [
    (["--try", "0", "pass"], "--try expects an exercise number 1 or more, then a move; got '0'"),
    (["--try", "1", "P2 pass"], "--try: 'P2 pass' is P2's move, and the exercises are P1's"),
    (["--try", "1", "bid"], "--try: 'P1 bid' is not a move in the game's notation"),
    (["--as", "P7"], "--as expects P1..P2 for this 2-player game, got 'P7'"),
])
def test_a_wrong_argument_is_one_sentence_before_any_review(capsys, args, says):
    assert main(["practice", str(SAVE), *args]) == 2  # at once: no review is run (it would take seconds)
    out = capsys.readouterr().out
    assert out.startswith(f"error: {says}") and out.count("\n") == 1


@pytest.mark.usefixtures("same_review")
def test_a_move_out_of_range_or_illegal_at_the_exercise_is_refused_with_the_reason(capsys, exercises):
    assert main(["practice", str(SAVE), "--simulations", str(SIMS), "--try", "99", "pass"]) == 2
    assert capsys.readouterr().out == (f"error: --try 99: this game gives P1 {len(exercises)} exercises, "
                                       f"numbered 1 to {len(exercises)}\n")
    number, start = next((i, e.start()) for i, e in enumerate(exercises, 1) if e.start().state.auction)
    line = f"P1 bid {start.state.auction[0]} 9 red"  # nine workers of a colour: never legal there
    with pytest.raises(IllegalAction) as refusal:
        start.play(line)
    assert main(["practice", str(SAVE), "--simulations", str(SIMS), "--try", str(number), line]) == 2
    assert capsys.readouterr().out == f"error: --try {number}: '{line}' cannot be played there: {refusal.value}\n"


def test_a_review_taken_keeps_its_exercises_once_and_the_accuracy_beside_the_score(tmp_path, reviewed, exercises):
    game, decisions = reviewed
    record_game(tmp_path, game, file=keep_game(tmp_path, game))
    added = take_review(tmp_path, game, 0, decisions, SIMS, today=DAY)
    assert [e.id for e in added] == [e.id for e in exercises]
    assert sorted(p.stem for p in exercises_dir(tmp_path).glob("*.yaml")) == sorted(e.id for e in exercises)
    assert take_review(tmp_path, game, 0, decisions, SIMS, today=DAY + datetime.timedelta(days=5)) == []
    assert [read_exercise(exercises_dir(tmp_path) / f"{e.id}.yaml") for e in exercises] == \
        [e.__class__(**{**e.__dict__, "date": load_history(tmp_path)[0]["date"][:10]}) for e in exercises]
    seat = load_history(tmp_path)[0]["seats"][0]
    within = sum(1 for d in decisions if d.agreed)
    assert seat["accuracy"] == {"decisions": len(decisions), "within": within,
                                "given_away": round(sum(d.loss for d in decisions), 1)}
    stats = summary(load_history(tmp_path))
    assert stats["accuracy"] == [(within / len(decisions), seat["accuracy"]["given_away"] / len(decisions))]


def test_a_line_written_before_keys_is_found_through_its_kept_game(tmp_path, reviewed):
    game, _ = reviewed
    entry = record_game(tmp_path, game, file=keep_game(tmp_path, game))
    assert entry["key"] == game_digest(Game.load(tmp_path / entry["file"])) == game_digest(game)
    import yaml

    old = [{k: v for k, v in entry.items() if k != "key"}]
    (tmp_path / "history.yaml").write_text(yaml.safe_dump(old), encoding="utf-8")
    assert entry_of(tmp_path, game)["file"] == entry["file"]
    assert entry_of(tmp_path, Game.load(FIXTURES / "spring-2p.yaml")) is None


def _day(n: int) -> datetime.date:
    return DAY + datetime.timedelta(days=n)


def test_the_schedule_over_simulated_days(tmp_path, exercises):
    from keydesk.practice import save_schedule

    take_review(tmp_path, Game.load(SAVE), 0, [], SIMS, today=DAY)  # a review with no decisions keeps nothing
    assert not exercises_dir(tmp_path).exists()
    for e in exercises[:2]:
        (exercises_dir(tmp_path)).mkdir(parents=True, exist_ok=True)
        (exercises_dir(tmp_path) / f"{e.id}.yaml").write_text(e.text(), encoding="utf-8")
    one, two = exercises[:2]

    def due_on(n):
        return [e.id for e in open_practice(tmp_path).due(_day(n))]

    def attempt(e, n, solved):
        practice = open_practice(tmp_path)
        entry = practice.record(next(x for x in practice.exercises if x.id == e.id), solved, _day(n))
        save_schedule(tmp_path, practice)
        return entry

    assert sorted(due_on(0)) == sorted([one.id, two.id]) and due_on(-1) == []  # new: due from the day made
    assert attempt(one, 0, True).due == _day(3)  # solved: back after 3 days
    assert attempt(one, 1, True) is None  # not due: a try does not count
    assert due_on(2) == [two.id] and one.id in due_on(3)
    assert attempt(one, 3, True).due == _day(13)  # solved again: after 10 more
    assert attempt(one, 13, False).due == _day(14)  # not yet: the next day, the run starts again
    assert attempt(two, 0, False).due == _day(1)
    assert attempt(one, 14, True).due == _day(17) and attempt(one, 17, True).due == _day(27)
    final = attempt(one, 27, True)
    assert final.retired and final.due is None and final.tries == 6  # three solves in a row
    practice = open_practice(tmp_path)
    assert practice.retired == 1 and [e.id for e in practice.exercises] == [two.id]
    assert [e.id for e in practice.due(_day(400))] == [two.id]


def test_a_damaged_schedule_costs_only_the_schedule_and_says_so(tmp_path, exercises):
    e = exercises[0]
    exercises_dir(tmp_path).mkdir(parents=True)
    (exercises_dir(tmp_path) / f"{e.id}.yaml").write_text(e.text(), encoding="utf-8")
    schedule_path(tmp_path).write_text(f"{e.id}: {{due: 2026-13-01, streak: 1, tries: 1}}\n", encoding="utf-8")
    practice = open_practice(tmp_path)
    assert practice.problems == [f"The practice schedule {schedule_path(tmp_path)} could not be read "
                                 "(a value cannot be read (month must be in 1..12)); it starts again, so every exercise is due now. "
                                 "The exercises themselves are kept."]
    assert [x.id for x in practice.due(DAY)] == [e.id]
    for text in ("[1, 2", "- a list\n", f"{e.id}: {{due: '2026-12-01', streak: 3, tries: 3}}\n"):
        schedule_path(tmp_path).write_text(text, encoding="utf-8")
        assert len(open_practice(tmp_path).problems) == 1 and open_practice(tmp_path).exercises


def test_a_damaged_exercise_file_is_left_out_naming_the_file_and_field(tmp_path, exercises):
    exercises_dir(tmp_path).mkdir(parents=True)
    for e in exercises[:3]:
        (exercises_dir(tmp_path) / f"{e.id}.yaml").write_text(e.text(), encoding="utf-8")
    bad = exercises_dir(tmp_path) / f"{exercises[1].id}.yaml"
    bad.write_text(bad.read_text(encoding="utf-8").replace("stake: ", "stake: -"), encoding="utf-8")
    practice = open_practice(tmp_path)
    assert [e.id for e in practice.exercises] == sorted([exercises[0].id, exercises[2].id])
    assert practice.problems == [f"An exercise is left out: {bad}: field 'stake': expected a number 0 or more, "
                                 f"got -{exercises[1].stake}"]
    bad.write_text(exercises[1].text().replace(format_action(exercises[1].best), "P1 bid keywood 9 red"), encoding="utf-8")
    assert "field 'best': expected a legal move of P1 at the position" in open_practice(tmp_path).problems[0]
    bad.write_text(exercises[1].text().replace("tile: home_2", "tile: home_9"), encoding="utf-8")
    assert open_practice(tmp_path).problems == [f"An exercise is left out: {bad}: position: field "
                                                "'villages.P1[0].tile': expected a known tile id, got 'home_9'"]
