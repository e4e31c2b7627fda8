"""pokerkit's answers for the slow suite's seeded random hands, recorded once, checked on every run.

pokerkit settles a whole hand 10 to 200 times slower than the engine it checks (measured on one
core: 2.3 ms a badugi hand, 19 ms an Omaha hand, 31 ms an Omaha hi-lo hand, against 0.2 to 0.6 ms
here), so replaying 20,000 hands of every game through it on each CI run was most of the suite's
time. Its answers are data: a record (tests/data/pokerkit/LABEL.jsonl.gz) holds, for every hand of
one comparison, the hand's digest and pokerkit's final stacks or the action it refused and why.

A record is never trusted blindly:
- a hand whose digest is not in the record (the generator, a game's rules or the readings
  changed) is played through pokerkit live and counted, so a stale record costs time, not truth;
- every comparison replays one hand in AUDIT_EVERY of its record through the installed pokerkit
  and fails when the record is not pokerkit's answer (`RecordedPokerkit.disagreements`).

`python3 scripts/record_pokerkit.py [LABEL...]` writes the records again (about half an hour on
two cores for all of them), each atomically, skipping those already up to date.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from harness.families.poker_room.agreement import random_whole_hands
from harness.families.poker_room.games import Structure, room_game
from harness.families.poker_room.random_hands import random_hand
from harness.families.poker_room.reference import PokerkitRefusal, pokerkit_final_stacks

RECORDS = Path(__file__).resolve().parents[1] / "data" / "pokerkit"
#: The readings of the first comparison (Hold'em and Omaha hi-lo mixed), fixed before the games'
#: own `pokerkit_readings` existed.
MIXED_READINGS = {"short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept"}


def mixed_hands(hands: int = 1500, seed: int = 20240611) -> Iterator[dict[str, Any]]:
    """Hold'em and fixed-limit Omaha hi-lo 8 by turns, from one seeded stream."""
    rng = random.Random(seed)
    for number in range(hands):
        game = room_game("omaha-hi-lo-8" if number % 2 else "holdem")
        yield random_hand(rng, game, players=rng.randint(2, 8), ante=rng.choice((0, 0, 5)),
                          interpretations=MIXED_READINGS)  # fmt: skip


@dataclass(frozen=True)
class Comparison:
    """One comparison of the slow suite: which game, how many hands, from which seeds."""

    label: str
    game: str
    hands: int
    seeds: tuple[int, ...]  # the hands are split evenly over these seeds, in this order
    structure: str | None = None  # all hands in this betting structure; None: drawn per hand

    @property
    def per_seed(self) -> int:
        return self.hands // len(self.seeds)

    def all_hands(self) -> Iterator[dict[str, Any]]:
        if self.game == "mixed":
            yield from mixed_hands(self.hands, self.seeds[0])
            return
        structure = None if self.structure is None else Structure(self.structure)
        for seed in self.seeds:
            yield from random_whole_hands(room_game(self.game), self.per_seed, seed, structure)


CHUNK_SEEDS = tuple(range(4400, 4408))
STRUCTURE_SEEDS = tuple(range(5500, 5508))
COMPARISONS = {c.label: c for c in (
    Comparison("holdem-and-omaha-hi-lo-8", "mixed", 1500, (20240611,)),
    *(Comparison(name, name, 20_000, (20261124,)) for name in (
        "seven-card-stud", "seven-card-stud-hi-lo-8", "razz", "deuce-to-seven-triple-draw",
        "deuce-to-seven-single-draw", "badugi")),
    Comparison("omaha", "omaha", 20_000, CHUNK_SEEDS),
    Comparison("short-deck", "short-deck", 20_000, CHUNK_SEEDS),
    Comparison("holdem-pot-limit", "holdem", 20_000, STRUCTURE_SEEDS, "pot-limit"),
    Comparison("omaha-no-limit", "omaha", 20_000, STRUCTURE_SEEDS, "no-limit"),
    Comparison("omaha-hi-lo-8-pot-limit", "omaha-hi-lo-8", 20_000, STRUCTURE_SEEDS, "pot-limit"),
    Comparison("omaha-hi-lo-8-no-limit", "omaha-hi-lo-8", 20_000, STRUCTURE_SEEDS, "no-limit"),
)}  # fmt: skip


def hand_digest(hand: dict[str, Any]) -> str:
    """What identifies a hand in a record: its canonical JSON's SHA-256 (80 bits)."""
    return hashlib.sha256(json.dumps(hand, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:20]


def pokerkit_answer(hand: dict[str, Any]) -> dict[str, Any]:
    """pokerkit's answer for one hand, as a record keeps it."""
    try:
        return {"stacks": pokerkit_final_stacks(hand)}
    except PokerkitRefusal as refusal:
        return {"refused": [refusal.index, refusal.reason]}


def record_path(label: str) -> Path:
    return RECORDS / f"{label}.jsonl.gz"


def record_header(comparison: Comparison) -> dict[str, Any]:
    from importlib.metadata import version

    import pokerkit  # noqa: F401 - the version is part of what a record states

    return {"record": "pokerkit answers", "label": comparison.label, "game": comparison.game,
            "hands": comparison.hands, "seeds": list(comparison.seeds), "structure": comparison.structure,
            "pokerkit": version("pokerkit")}  # fmt: skip


@cache
def read_record(label: str) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """A record's header and its answers by hand digest (empty when there is no record)."""
    path = record_path(label)
    if not path.exists():
        return {}, {}
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        header = json.loads(next(lines))
        answers = {}
        for line in lines:
            entry = json.loads(line)
            answers[entry.pop("hand")] = entry
    return header, answers


#: One recorded hand in this many is played through pokerkit again and must get the recorded answer.
AUDIT_EVERY = 500


@dataclass
class RecordedPokerkit:
    """An oracle for `compare_whole_hands`: pokerkit's recorded answer, or pokerkit live for a
    hand the record does not hold; every AUDIT_EVERY-th recorded hand is played live as well and
    any difference from the record is kept in `disagreements`."""

    label: str
    live: int = 0  # hands played through pokerkit because the record did not hold them
    recorded: int = 0  # hands answered from the record
    audited: int = 0  # recorded hands also played through pokerkit, to check the record
    disagreements: list[str] = field(default_factory=list)
    answers: dict[str, dict[str, Any]] = field(init=False)

    def __post_init__(self) -> None:
        self.answers = read_record(self.label)[1]

    def __call__(self, hand: dict[str, Any]) -> list[int]:
        digest = hand_digest(hand)
        answer = self.answers.get(digest)
        if answer is None:
            self.live += 1
            answer = pokerkit_answer(hand)
        else:
            self.recorded += 1
            if self.recorded % AUDIT_EVERY == 1:
                self.audited += 1
                now = pokerkit_answer(hand)
                if now != answer:
                    self.disagreements.append(f"{self.label}: hand {digest}: recorded {answer}, pokerkit now {now}")
        if "refused" in answer:
            index, reason = answer["refused"]
            raise PokerkitRefusal(index, reason)
        return list(answer["stacks"])

    def check(self, hands: int) -> None:
        """Every hand answered, the record agreeing with pokerkit on every hand played again."""
        assert self.live + self.recorded == hands, (self.live, self.recorded, hands)
        assert self.recorded == 0 or self.audited >= self.recorded // AUDIT_EVERY, self.audited
        assert not self.disagreements, f"the record is not pokerkit's answer: {self.disagreements[:3]}"
