"""A review kept with its game: written as it is judged, read back whole, judged on where it
stopped, and judged again (saying why) when another judge made it or the file is damaged."""

from pathlib import Path

import pytest

from keydesk.ai.teaching import judge

from keydesk.ai.teaching import review
from keydesk.rules.formats.saves import game_digest
from keydesk.ai.teaching.kept_review import (KeptReview, KeptReviewError, judge_rest, read_kept_review,
                                    resume_review, write_kept_review)
from keydesk.ai.teaching.review import decision_indices, review_game
from keydesk.ai.teaching.workers import Cancelled
from keydesk.rules import Game
from tests.fixtures import FIXTURES

FINISHED = FIXTURES / "finished-2p.yaml"
ROOT = Path(__file__).resolve().parents[2]
SIMS = 12  # a small judge: the same rules, quick and repeatable


@pytest.fixture(scope="module")
def whole():
    """The game and P1's review judged in one go, for the others to be compared with."""
    game = Game.load(FINISHED)
    return game, review_game(game, 0, simulations=SIMS)


def test_a_review_kept_as_it_is_judged_reads_back_exactly(whole, tmp_path):
    game, decisions = whole
    path = tmp_path / "game.review-P1.yaml"
    kept, note = resume_review(path, game, 0, SIMS)
    assert note == "" and kept.reached == 0 and not kept.complete
    written = []
    judge_rest(kept, game, SIMS, keep=lambda k: (write_kept_review(path, k), written.append(k.reached)))
    assert kept.complete and kept.decisions == decisions
    assert written[:-1] == [i + 1 for i in decision_indices(game, 0)]  # after every move, then once complete
    again = read_kept_review(path, game, 0)
    assert again == kept and again.current(SIMS) and not again.current()  # another budget is another judge
    assert again.decisions[0].preferred is not None and again.judge == judge.identity(SIMS)
    assert resume_review(path, game, 0, SIMS) == (again, "")


def test_a_review_cut_short_goes_on_where_it_stopped(whole, tmp_path, monkeypatch):
    game, decisions = whole
    path = tmp_path / "game.review-P1.yaml"
    kept = KeptReview.start(game, 0, SIMS)
    calls = []
    with pytest.raises(Cancelled):  # a Cancel during the ninth of the player's moves
        judge_rest(kept, game, SIMS, stop=lambda: len(calls) >= 9,
                   keep=lambda k: (write_kept_review(path, k), calls.append(k.reached)))
    assert len(calls) == 9 and not read_kept_review(path, game, 0).complete
    real, judged = review.judge, []
    monkeypatch.setattr(review, "judge", lambda *args: judged.append(args[4]) or real(*args))
    resumed, note = resume_review(path, game, 0, SIMS)
    judge_rest(resumed, game, SIMS, keep=lambda k: write_kept_review(path, k))
    assert judged == decision_indices(game, 0)[9:]  # only what was missing
    assert resumed.decisions == decisions and read_kept_review(path, game, 0).complete


def test_a_review_by_another_judge_is_judged_again_saying_so(whole, tmp_path, monkeypatch):
    game, decisions = whole
    path = tmp_path / "game.review-P1.yaml"
    kept = KeptReview.start(game, 0, SIMS)
    kept.decisions, kept.reached, kept.complete = list(decisions), len(game.log), True
    write_kept_review(path, kept)
    monkeypatch.setattr(judge, "VERSION", judge.VERSION + 1)
    fresh, note = resume_review(path, game, 0, SIMS)
    assert fresh.reached == 0 and fresh.decisions == [] and fresh.current(SIMS)
    assert note == ("The kept review game.review-P1.yaml was judged by another version of the judge; "
                    "judging the game again.")


@pytest.mark.parametrize("change, field", [
    (lambda doc: doc.replace("loss: 0.0", "loss: -1", 1), "decisions[0].loss"),
    (lambda doc: doc.replace("player: P1", "player: P2"), "player"),
    (lambda doc: doc.replace("index: ", "index: 99", 1), "decisions[0].index"),
    (lambda doc: doc.replace("played: P1", "played: P1 fly", 1), "decisions[0].played"),
    (lambda doc: doc.replace("complete: true", "complete: maybe"), "complete"),
    (lambda doc: doc.replace("game: ", "game: 0", 1), "game"),
])
def test_a_damaged_kept_review_costs_only_itself_with_a_sentence(whole, tmp_path, change, field):
    game, decisions = whole
    path = tmp_path / "game.review-P1.yaml"
    kept = KeptReview.start(game, 0, SIMS)
    kept.decisions, kept.reached, kept.complete = list(decisions), len(game.log), True
    write_kept_review(path, kept)
    path.write_text(change(path.read_text()))
    with pytest.raises(KeptReviewError) as refused:
        read_kept_review(path, game, 0)
    assert str(refused.value).startswith(f"{path}: field '{field}': expected ")
    fresh, note = resume_review(path, game, 0, SIMS)
    assert fresh.reached == 0 and note == f"The kept review could not be used ({refused.value}); judging the game again."


def test_not_yaml_and_no_file_are_told_apart(whole, tmp_path):
    game, _ = whole
    path = tmp_path / "game.review-P1.yaml"
    assert resume_review(path, game, 0, SIMS) == (KeptReview.start(game, 0, SIMS), "")  # none kept yet: nothing to say
    path.write_text("decisions: [unclosed\n")
    fresh, note = resume_review(path, game, 0, SIMS)
    assert fresh.reached == 0 and "not valid YAML" in note and note.endswith("judging the game again.")


def test_the_digest_is_the_games_own_and_survives_a_save(tmp_path):
    game = Game.load(FINISHED)
    game.save(tmp_path / "again.yaml")
    assert game_digest(Game.load(tmp_path / "again.yaml")) == game_digest(game)
    game.hints_used = {0: 4}  # hints asked change no move
    assert game_digest(game) == game_digest(Game.load(FINISHED))
    game.undo()
    assert game_digest(game) != game_digest(Game.load(FINISHED))


def test_the_format_shown_in_the_docs_is_read_as_it_says(tmp_path):
    doc = (ROOT / "docs" / "judge.md").read_text(encoding="utf-8")
    example = doc.split("```yaml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "finished-2p.review-P1.yaml"
    path.write_text(example)
    kept = read_kept_review(path, Game.load(ROOT / "docs" / "saves" / "finished-2p.yaml"), 0)
    assert kept.current() and kept.complete and [d.index for d in kept.decisions] == [0, 2]
    first, second = kept.decisions
    assert first.agreed and first.preferred != first.played
    assert second.loss == 2.1 and second.best == second.preferred != second.played
