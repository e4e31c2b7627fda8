"""Shared helpers for the Caribbean Stud tests: an independent brute-force dealer count on the
family's reference engine, and the full exact count made once per session for every (slow)
test that reads it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import pytest

from harness.core.cards import DECK, Card
from harness.core.hands import HandRank, rank_five
from harness.core.ledger import Ledger
from harness.families.lunar.analysis.stud_exact import StudExactResult
from harness.families.lunar.caribbean import analyse_caribbean_exact
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.settle import settle_round

#: How the reference engine says a raised Caribbean Stud hand ended: the showdown clause it cites.
EVENT_OF_CLAUSE = {
    "CS-5.4": "dealer_does_not_qualify",
    "CS-5.1": "player_wins",
    "CS-5.2": "push",
    "CS-5.3": "dealer_wins",
}


def showdown_event(ledger: Ledger) -> str:
    """The way a raised hand met the dealer, read from the Ante's clauses in the ledger."""
    ante = ledger.wager("ante")
    assert ante is not None
    (event,) = {EVENT_OF_CLAUSE[c] for c in ante.clauses if c in EVENT_OF_CLAUSE}
    return event


@dataclass(frozen=True)
class BruteForce:
    """Every one of the 163,185 hidden dealer hands settled by the reference engine."""

    events: Counter[str]
    raise_total: int


@pytest.fixture(scope="session")
def brute_force() -> Callable[[Sequence[Card], Card], BruteForce]:
    """Each hidden hand ranked by the reference evaluator (`rank_five`) and settled by the
    family's reference engine (`settle_round`, Caribbean Stud's rules). A raised round's ledger
    depends on the dealer's cards only through their poker rank, so one round is settled per
    distinct dealer rank and counted for every hidden hand of that rank."""
    rules = game_table_rules("caribbean-stud")

    def count(player: Sequence[Card], upcard: Card) -> BruteForce:
        rest = [c for c in DECK if c not in player and c != upcard]
        dealers: dict[HandRank, tuple[tuple[Card, ...], int]] = {}
        for hidden in combinations(rest, 4):
            dealer = (upcard, *hidden)
            rank = rank_five(dealer)
            found = dealers.get(rank)
            dealers[rank] = (dealer, 1) if found is None else (found[0], found[1] + 1)
        events: Counter[str] = Counter()
        total = 0
        for dealer, hands in dealers.values():
            rnd = LunarRound(
                game="caribbean-stud", ante=1, super_bet=0, player=tuple(player), dealer=dealer, decision=Decision.PLAY
            )
            ledger = settle_round(rnd, rules)
            events[showdown_event(ledger)] += hands
            total += ledger.net * hands
        return BruteForce(events=events, raise_total=total)

    return count


@pytest.fixture(scope="session")
def caribbean_exact() -> StudExactResult:
    """Every deal counted (about 15 s on 2 cores): made once, shared by the slow tests."""
    return analyse_caribbean_exact(workers=2)
