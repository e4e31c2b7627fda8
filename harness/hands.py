"""Five-card poker hand ranking with full tie-break, and the best five of six or more.

A `HandRank` compares as a tuple (category, tie-break ranks), so `max` and `==` give the
standard poker order directly. The wheel A-2-3-4-5 is a five-high straight.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from harness.cards import ACE, KING, Card, rank_text


class Category(enum.IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").lower()


@dataclass(frozen=True, slots=True, order=True)
class HandRank:
    """Category first, then the ranks that break ties, most significant first."""

    category: Category
    tiebreak: tuple[int, ...]

    @property
    def is_royal(self) -> bool:
        return self.category is Category.STRAIGHT_FLUSH and self.tiebreak[0] == ACE

    @property
    def is_ace_king_high_or_better(self) -> bool:
        """The Lunar/Caribbean dealer qualifier: any pair or better, or A-K high."""
        if self.category > Category.HIGH_CARD:
            return True
        return self.tiebreak[0] == ACE and self.tiebreak[1] == KING

    def describe(self) -> str:
        if self.is_royal:
            return "royal flush"
        top = ", ".join(rank_text(r) for r in self.tiebreak)
        return f"{self.category.label} ({top})"


def straight_top(distinct_ranks_desc: Sequence[int]) -> int:
    """Top rank of the straight formed by exactly five distinct ranks, or 0 if none."""
    if len(distinct_ranks_desc) != 5:
        return 0
    if distinct_ranks_desc[0] - distinct_ranks_desc[4] == 4:
        return distinct_ranks_desc[0]
    if tuple(distinct_ranks_desc) == (ACE, 5, 4, 3, 2):
        return 5
    return 0


_CATEGORY_BY_SHAPE = {
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.PAIR,
}


def rank_five(cards: Sequence[Card]) -> HandRank:
    """Rank exactly five distinct cards."""
    if len(cards) != 5:
        raise ValueError(f"rank_five needs 5 cards, got {len(cards)}")
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    # Groups ordered by (multiplicity, rank) descending give the tie-break order.
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    if len(groups) == 5:
        ranks = [rank for rank, _ in groups]
        flush = len({card.suit for card in cards}) == 1
        top = straight_top(ranks)
        if top and flush:
            return HandRank(category=Category.STRAIGHT_FLUSH, tiebreak=(top,))
        if flush:
            return HandRank(category=Category.FLUSH, tiebreak=tuple(ranks))
        if top:
            return HandRank(category=Category.STRAIGHT, tiebreak=(top,))
        return HandRank(category=Category.HIGH_CARD, tiebreak=tuple(ranks))
    shape = tuple(count for _, count in groups)
    return HandRank(category=_CATEGORY_BY_SHAPE[shape], tiebreak=tuple(rank for rank, _ in groups))


@dataclass(frozen=True, slots=True)
class BestHand:
    rank: HandRank
    cards: tuple[Card, ...]


def best_five(cards: Sequence[Card]) -> BestHand:
    """The best five-card hand among five or more cards (a 6-card Lunar hand plays its best 5)."""
    if len(cards) < 5:
        raise ValueError(f"a poker hand needs at least 5 cards, got {len(cards)}")
    best: BestHand | None = None
    for five in combinations(cards, 5):
        rank = rank_five(five)
        if best is None or rank > best.rank:
            best = BestHand(rank=rank, cards=tuple(five))
    assert best is not None
    return best
