"""The post-game review of a shipped save, and `main.py review` printing it."""

import pytest

from keydesk.ai.teaching.judge import NOISE, SIMULATIONS
from keydesk.ai.teaching.kept_review import read_kept_review
from keydesk.ai.teaching.review import decision_indices, review_game, worst_first
from keydesk.cli import main
from keydesk.rules import Game, parse_action
from keydesk.rules.engine import legal_actions
from keydesk.rules.timeline import states_of
from tests.fixtures import FIXTURES

FINISHED = FIXTURES / "finished-2p.yaml"
SIMS = 40  # a small judge: the same rules, quick and repeatable


def test_every_real_decision_of_the_player_is_judged_against_a_legal_alternative():
    game = Game.load(FINISHED)
    states = states_of(game)
    decisions = review_game(game, 0, simulations=SIMS)
    forced = [i for i in decision_indices(game, 0) if len(legal_actions(states[i], game.comps, 0)) == 1]
    assert [d.index for d in decisions] == [i for i in decision_indices(game, 0) if i not in forced]
    for d in decisions:
        assert d.played == parse_action(game.log[d.index]) and d.played.player == 0
        assert d.best in legal_actions(states[d.index], game.comps, 0)
        assert d.loss >= 0 and (d.loss == 0) == d.agreed and d.reason
    mistakes = [d for d in decisions if not d.agreed]
    assert mistakes  # Ann was played by the Easy bot: the judge disagrees somewhere
    assert all(d.best != d.played and d.loss > NOISE for d in mistakes)  # never "prefers" the move played
    ranked = worst_first(decisions)
    assert [d.loss for d in ranked] == sorted((d.loss for d in decisions), reverse=True)


class Stopper:
    """Stands in for the UI's Job: cancels after three decisions."""

    def __init__(self):
        self.reports = []

    @property
    def cancelled(self):
        return len(self.reports) >= 3

    def report(self, fraction):
        self.reports.append(fraction)


def test_a_cancelled_review_returns_what_it_judged_so_far():
    game = Game.load(FINISHED)
    job = Stopper()
    partial = review_game(game, 0, simulations=SIMS, job=job)
    assert len(job.reports) == 3 and job.reports == sorted(job.reports) and job.reports[-1] < 1
    assert len(partial) <= 3 and partial == review_game(game, 0, simulations=SIMS)[:len(partial)]


def test_the_review_command_prints_the_mistakes_biggest_first(capsys):
    assert main(["review", str(FINISHED), "--as", "P1", "--top", "3", "--simulations", str(SIMS)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review of Ann (P1):")
    assert f"more than {NOISE:.1f} points, the judge's own noise" in out  # the threshold is in the header
    assert f"({SIMS} simulated games a decision, the hint's {SIMULATIONS})" in out.splitlines()[0]  # its budget
    agreed = int(out.splitlines()[2].split(": ")[1].split(";")[0])
    total = int(out.splitlines()[0].split(": ")[1].split(" decisions")[0])
    assert out.splitlines()[3].startswith(f"Accuracy {agreed / total:.0%} ({agreed} of {total} decisions as good "
                                          "as the judge's), ")  # and the player's accuracy
    moves = [line for line in out.splitlines() if line.startswith("move ")]
    assert len(moves) == 3
    losses = [float(line.split(", ")[1].split(":")[0]) for line in moves]
    assert losses == sorted(losses) and losses[0] < 0
    assert "    better: " in out


def test_the_review_command_refuses_bad_arguments_with_a_sentence(capsys, tmp_path):
    assert main(["review", str(FINISHED), "--as", "P5"]) == 2
    assert "--as expects P1..P2" in capsys.readouterr().out
    assert main(["review", str(tmp_path / "none.yaml")]) == 2
    assert "cannot load" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        main(["review", str(FINISHED), "--simulations", "0"])
    assert exit_.value.code == 2 and "must be 1 or more" in capsys.readouterr().err


def test_the_review_command_keeps_its_review_beside_the_save_and_reads_it_back(capsys, tmp_path):
    save = tmp_path / "mine.yaml"
    save.write_bytes(FINISHED.read_bytes())
    command = ["review", str(save), "--as", "P1", "--simulations", "4", "--keep"]  # a very small judge: quick
    assert main(command) == 0
    first = capsys.readouterr().out
    kept = tmp_path / "mine.review-P1.yaml"
    assert f"kept in {kept}" in first.splitlines()[-1]
    assert read_kept_review(kept, Game.load(save), 0).complete
    assert main(command) == 0
    again = capsys.readouterr().out
    assert f"read from {kept}" in again.splitlines()[-1]
    assert again.splitlines()[:-1] == first.splitlines()[:-1]  # the same review, read instead of judged
    kept.write_text("keydesk_review: 1\nplayer: P7\n")
    assert main(command) == 0  # a damaged kept review costs only itself
    out = capsys.readouterr().out
    assert out.startswith(f"The kept review could not be used ({kept}: ") and "judging the game again." in out
