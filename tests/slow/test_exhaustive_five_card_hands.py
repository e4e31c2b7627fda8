"""Every one of the 2,598,960 five-card hands, by brute force (slow).

Checks the evaluator's category counts against the standard combinatorial counts, and the
exact Super analysis (which counts hand classes) against a separately written, plain
classifier of the standard Super table applied to every hand.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from harness.core.cards import DECK
from harness.core.hands import Category, rank_five
from harness.families.lunar.exact import analyse_table
from harness.families.lunar.game import table_rules

KNOWN_CATEGORY_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108,
    Category.STRAIGHT: 10200,
    Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552,
    Category.PAIR: 1098240,
    Category.HIGH_CARD: 1302540,
}


def plain_super_line(ranks: list[int], suits: list[str]) -> str | None:
    """The standard Super table (GAMES.md §1) written directly, straight flush paying Flush."""
    counts = sorted(Counter(ranks).values(), reverse=True)
    distinct = sorted(set(ranks))
    flush = len(set(suits)) == 1
    straight = len(distinct) == 5 and (distinct[4] - distinct[0] == 4 or distinct == [2, 3, 4, 5, 14])
    if counts[0] == 4:
        return "four_of_a_kind"
    if all(r in (11, 12, 13) for r in ranks):
        return "five_face_cards"
    if counts[:2] == [3, 2]:
        return "full_house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if counts[0] == 3:
        return "three_of_a_kind"
    if {12, 13, 14} <= set(ranks):
        return "ace_king_queen"
    if set(suits) <= {"h", "d"} or set(suits) <= {"s", "c"}:
        return "one_colour"
    return None


@pytest.mark.slow
def test_every_hand() -> None:
    categories: Counter[Category] = Counter()
    super_lines: Counter[str | None] = Counter()
    ranks = [c.rank for c in DECK]
    suits = [c.suit.value for c in DECK]
    for hand in combinations(range(52), 5):
        categories[rank_five([DECK[i] for i in hand]).category] += 1
        super_lines[plain_super_line([ranks[i] for i in hand], [suits[i] for i in hand])] += 1
    assert dict(categories) == KNOWN_CATEGORY_COUNTS
    rules = table_rules()
    analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
    exact = {line.name: line.combinations for line in analysis.lines}
    exact[None] = analysis.losing_combinations  # type: ignore[index]
    assert dict(super_lines) == exact
