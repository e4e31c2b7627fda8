"""Shared helpers for the Caribbean Stud tests: an independent brute-force dealer count, and
the full exact count made once per session for every (slow) test that reads it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import pytest

from harness.cards import DECK, Card
from harness.caribbean import CaribbeanExactResult, analyse_caribbean_exact
from harness.caribbean.rules import Event, HandSettlement, load_caribbean_paytable, settle_hand


@dataclass(frozen=True)
class BruteForce:
    """Every one of the 163,185 hidden dealer hands settled by the reference engine."""

    events: Counter[str]
    raise_total: int


@pytest.fixture(scope="session")
def brute_force() -> Callable[[Sequence[Card], Card], BruteForce]:
    table = load_caribbean_paytable().tables["raise"]

    def count(player: Sequence[Card], upcard: Card) -> BruteForce:
        rest = [c for c in DECK if c not in player and c != upcard]
        events: Counter[str] = Counter()
        total = 0
        for hidden in combinations(rest, 4):
            result: HandSettlement = settle_hand(player, (upcard, *hidden), raised=True, raise_table=table)
            events[result.event if result.event is not Event.PLAYER_WINS else "player_wins"] += 1
            total += result.net
        return BruteForce(events=events, raise_total=total)

    return count


@pytest.fixture(scope="session")
def caribbean_exact() -> CaribbeanExactResult:
    """Every deal counted (about 15 s on 2 cores): made once, shared by the slow tests."""
    return analyse_caribbean_exact(workers=2)
