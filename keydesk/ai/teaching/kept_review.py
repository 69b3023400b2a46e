"""A review kept with its game: one player's decisions as the judge saw them, written as they are
judged, so the review opens at once the next time, or goes on where it stopped.

    kept, note = resume_review(path, game, player)         # the kept one if usable, else a new one and why
    judge_rest(kept, game, keep=lambda k: write_kept_review(path, k))   # judge what is missing, kept as it goes
    kept.decisions        # [review.Decision]: index, season, played, best, loss, reason, lead, preferred
    kept.reached          # moves of the log looked at: the review goes on from this index
    kept.complete, kept.current()                          # done; judged by this judge at its budget
    read_kept_review(path, game, player)                   # the file as it is, or KeptReviewError

The file (YAML; where it lives is the caller's choice: the record keeps one per player beside
each finished game, keydesk.history.review_file):

    keydesk_review: 1          # this format
    judge: {version: 2, evaluation: learned, simulations: 500}    # judge.identity()
    game: 3f9c0e1a52b7d864     # game_digest(game): the set-up and every move
    player: P1
    reached: 57                # moves of the log looked at (forced ones included)
    complete: true
    decisions:                 # the player's decisions before `reached`, in game order
    - {index: 3, season: spring, played: P1 bid woodcutter 1 red, best: P1 bid woodcutter 1 red,
       preferred: P1 bid woodcutter 1 red, loss: 0.0, lead: 4.25, reason: ...}

`index` is the move's place in the log (the position judged is the one after `index` moves);
`played` the move made, `preferred` the judge's first choice there (the hint's first move),
`best` the move the review holds up (the played one when it is within the judge's noise of the
preferred one, `loss` 0.0), `loss` the points given away against it, `lead` the judge's
estimate of the player's lead at the end after the move played, `reason` what `best` does.

A review from another judge (`judge` differs: another version, the hand-built evaluation in
place of the learned one, or another budget) is read but not current: the caller judges the
game again and says so.  A file that cannot be read, or holds a field that does not fit the game
(another game, another player, a move that is not in the log), raises KeptReviewError with one
sentence naming the file and the field: it costs only itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from keydesk.files import write_atomically
from keydesk.rules import format_action, parse_action
from keydesk.rules.errors import NotationError
from keydesk.documents import read_yaml
from keydesk.rules.formats.fields import FieldError, Fields
from keydesk.rules.formats.saves import game_digest

from keydesk.ai.teaching import judge
from keydesk.ai.teaching.review import Decision, decision_indices, judged_moves

FORMAT = 1
SEASONS = ("spring", "summer", "autumn", "winter")
KEYS = ("keydesk_review", "judge", "game", "player", "reached", "complete", "decisions")
DECISION_KEYS = ("index", "season", "played", "best", "preferred", "loss", "lead", "reason")


class KeptReviewError(FieldError):
    """A kept review that cannot be used; str() is one sentence naming the file and the field."""


@dataclass
class KeptReview:
    player: int
    game: str  # game_digest
    judge: dict  # judge.identity() of the judge that made it
    reached: int = 0
    complete: bool = False
    decisions: list = field(default_factory=list)

    @classmethod
    def start(cls, game, player: int, simulations: int | None = None) -> "KeptReview":
        """A review of `player` with nothing judged yet, by this judge at `simulations`."""
        return cls(player, game_digest(game), judge.identity(simulations))

    def current(self, simulations: int | None = None) -> bool:
        """Judged by this judge at `simulations` (None: the hint's budget)?"""
        return self.judge == judge.identity(simulations)

    def add(self, index: int, decision) -> None:
        """The move at log `index` judged (`decision` None: it was forced)."""
        if decision is not None:
            self.decisions.append(decision)
        self.reached = index + 1

    def document(self) -> dict:
        return {
            "keydesk_review": FORMAT, "judge": dict(self.judge), "game": self.game, "player": f"P{self.player + 1}",
            "reached": self.reached, "complete": self.complete,
            "decisions": [{"index": d.index, "season": d.season, "played": format_action(d.played),
                           "best": format_action(d.best), "preferred": format_action(d.preferred),
                           "loss": d.loss, "lead": d.lead, "reason": d.reason} for d in self.decisions],
        }


def write_kept_review(path, kept: KeptReview) -> None:
    """Write `kept` to `path` at once (keydesk.files); WriteError with a sentence if it cannot be."""
    text = "# keydesk: one player's review of a finished game, kept with it (see keydesk/ai/teaching/kept_review.py)\n"
    write_atomically(path, text + yaml.safe_dump(kept.document(), sort_keys=False, width=100, allow_unicode=True))


def read_kept_review(path, game, player: int) -> KeptReview:
    """The review of `player` kept at `path` for `game`; KeptReviewError says in one sentence
    why it cannot be used (a file that is not there included)."""
    c = Fields(str(path), KeptReviewError)
    doc = c.mapping(read_yaml(path, "review", KeptReviewError), "", KEYS)
    c.one_of(c.present(doc, "keydesk_review", "keydesk_review", f"the format {FORMAT}"), (FORMAT,), "keydesk_review")
    if c.present(doc, "game", "game", "the game's digest") != game_digest(game):
        c.fail("game", "the digest of this game (the review is of another game)", doc["game"])
    if c.player(c.present(doc, "player", "player", "a player"), game.players, "player") != player:
        c.fail("player", f"P{player + 1}", doc["player"])
    judged_by = c.mapping(c.present(doc, "judge", "judge", "the judge that made it"), "judge")
    reached = c.count(c.present(doc, "reached", "reached", "a move count"), "reached")
    if reached > len(game.log):
        c.fail("reached", f"at most the game's {len(game.log)} moves", reached)
    complete = c.present(doc, "complete", "complete", "true or false")
    if not isinstance(complete, bool):
        c.fail("complete", "true or false", complete)
    mine = [i for i in decision_indices(game, player) if i < reached]
    entries = c.listing(c.present(doc, "decisions", "decisions", "a list"), "decisions")
    decisions = [_decision(c, entry, f"decisions[{k}]", game, player, mine) for k, entry in enumerate(entries)]
    indices = [d.index for d in decisions]
    if indices != sorted(set(indices)):
        c.fail("decisions", "decisions in game order, each move once", indices)
    return KeptReview(player, doc["game"], judged_by, reached, complete, decisions)


def resume_review(path, game, player: int, simulations: int | None = None) -> tuple:
    """(the review of `player` kept at `path` if this judge made it at `simulations`, else a new
    one with nothing judged, the sentence saying why the kept one is not used or "")."""
    fresh = KeptReview.start(game, player, simulations)
    if path is None or not Path(path).exists():
        return fresh, ""
    try:
        kept = read_kept_review(path, game, player)
    except KeptReviewError as exc:
        reason = " ".join(str(exc).split())  # one line, as a YAML error's report is not
        return fresh, f"The kept review could not be used ({reason}); judging the game again."
    if not kept.current(simulations):
        return fresh, f"The kept review {Path(path).name} was judged by another version of the judge; judging the game again."
    return kept, ""


def judge_rest(kept: KeptReview, game, simulations: int | None = None, workers=None, stop=None, keep=None) -> None:
    """Judge the moves of `kept`'s player it has not reached, adding each to it and calling
    `keep(kept)` after each (to write it); complete at the end.  `workers` and `stop` as for
    review.judged_moves: a stop raises workers.Cancelled, and what was judged stays in `kept`."""
    for index, decision in judged_moves(game, kept.player, simulations, workers, stop, since=kept.reached):
        kept.add(index, decision)
        if keep is not None:
            keep(kept)
    kept.complete = True
    if keep is not None:
        keep(kept)


def _decision(c: Fields, entry, where: str, game, player: int, mine: list) -> Decision:
    entry = c.mapping(entry, where, DECISION_KEYS)
    index = c.count(c.present(entry, "index", f"{where}.index", "a move's place in the log"), f"{where}.index")
    if index not in mine:
        c.fail(f"{where}.index", "a move of this player before 'reached'", index)
    moves = {}
    for key in ("played", "best", "preferred"):
        line = c.text(c.present(entry, key, f"{where}.{key}", "a move in notation"), f"{where}.{key}")
        try:
            moves[key] = parse_action(line)
        except NotationError as exc:
            c.fail(f"{where}.{key}", f"a move in notation ({exc})", line)
        if moves[key].player != player:
            c.fail(f"{where}.{key}", f"a move of P{player + 1}", line)
    if format_action(moves["played"]) != game.log[index]:
        c.fail(f"{where}.played", f"the move of the log there ({game.log[index]})", entry["played"])
    return Decision(
        index=index,
        season=c.one_of(c.present(entry, "season", f"{where}.season", "a season"), SEASONS, f"{where}.season"),
        played=moves["played"], best=moves["best"], preferred=moves["preferred"],
        loss=c.number(c.present(entry, "loss", f"{where}.loss", "points"), f"{where}.loss", low=0),
        lead=c.number(c.present(entry, "lead", f"{where}.lead", "points"), f"{where}.lead"),
        reason=c.text(c.present(entry, "reason", f"{where}.reason", "a sentence"), f"{where}.reason"),
    )
