"""Five-card poker hand ranking with full tie-break, and the best five of six or more.

A `HandRank` compares as a tuple (category, tie-break ranks), so `max` and `==` give the
poker order directly. Which five ranks make a straight comes from the deck (harness.core.decks,
default the standard 52 cards): the wheel A-2-3-4-5 is a five-high straight, and on the
40-card Dilemma Hold'em deck 7-8-9-10-A is the top one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from harness.core.cards import ACE, KING, Card, rank_text
from harness.core.decks import STANDARD_52, Deck
from harness.core.hand_categories import Category

__all__ = ["BestHand", "Category", "HandRank", "best_five", "rank_five", "straight_top"]

#: `HandRank.category_place` of every hand ranked on a deck with the standard category order.
STANDARD_ORDER = -1


@dataclass(frozen=True, slots=True, order=True, kw_only=True)
class HandRank:
    """Category first, then the ranks that break ties, most significant first.

    `category_place` comes first in the comparison but is `STANDARD_ORDER` (the same for every
    hand) unless the hand was ranked on a deck that reorders the categories (a short deck's
    flush above the full house): then it is the category's place in that deck's order.
    """

    category_place: int = field(default=STANDARD_ORDER, repr=False)
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
        top = ", ".join([rank_text(r) for r in self.tiebreak])
        return f"{self.category.label} ({top})"


def straight_top(distinct_ranks_desc: Sequence[int], deck: Deck = STANDARD_52) -> int:
    """Top rank of the straight formed by exactly five distinct ranks (highest first), or 0 if none.

    The deck's straights decide: A-2-3-4-5 tops at 5; on the 40-card deck 7-8-9-10-A at the Ace.
    """
    return deck.straight_tops.get(tuple(distinct_ranks_desc), 0)


_CATEGORY_BY_SHAPE = {
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.PAIR,
}


def rank_five(cards: Sequence[Card], deck: Deck = STANDARD_52) -> HandRank:
    """Rank exactly five distinct cards of `deck`."""
    if len(cards) != 5:
        raise ValueError(f"rank_five needs 5 cards, got {len(cards)}")
    ranks = sorted([card.rank for card in cards], reverse=True)
    flush = len({card.suit for card in cards}) == 1
    memo = _MEMO.answers if _MEMO.straight_top is straight_top else _MEMO.restart(straight_top)
    key = (flush, *ranks) if deck is STANDARD_52 else (deck, flush, *ranks)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _rank(tuple(ranks), flush, deck)
    return found


def _rank(ranks: tuple[int, ...], flush: bool, deck: Deck) -> HandRank:
    """The rank of five cards with these ranks (highest first), of one suit or not."""
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    tiebreak: tuple[int, ...]
    if len(counts) == 5:
        top = straight_top(ranks, deck)
        if top:
            category, tiebreak = (Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT), (top,)
        else:
            category, tiebreak = (Category.FLUSH if flush else Category.HIGH_CARD), ranks
    else:
        # Groups ordered by (multiplicity, rank) descending give the tie-break order.
        groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
        category = _CATEGORY_BY_SHAPE[tuple(count for _, count in groups)]
        tiebreak = tuple(rank for rank, _ in groups)
    if deck.category_places:
        return HandRank(category_place=deck.category_places[category], category=category, tiebreak=tiebreak)
    return HandRank(category=category, tiebreak=tiebreak)


class _Memo:
    """Answers of `rank_five` and `best_five`, kept with the `straight_top` they were computed by.

    Why: the reference engine ranks the same hands many times a round (the strategy, the
    checks, the showdown, the Raise), and a rank depends only on the ranks, one suit or not and
    the deck. A rule mutant that wraps `straight_top` (harness/mutation/) is a new function, so
    the answers of the real rule are dropped the first time it is looked up, and again when the
    real rule is put back: a mutant is never hidden by them, nor leaks into them.
    """

    __slots__ = ("answers", "best", "straight_top")

    def __init__(self) -> None:
        self.answers: dict[tuple[object, ...], HandRank] = {}
        self.best: dict[tuple[object, ...], BestHand] = {}
        self.straight_top: object = None

    def restart(self, rule: object) -> dict[tuple[object, ...], HandRank]:
        self.answers, self.best, self.straight_top = {}, {}, rule
        return self.answers


_MEMO = _Memo()
#: Hands of six or more cards whose best five are kept (the last ones asked: a round asks again
#: about the hands it has just asked about).
_BEST_KEPT = 4096


@dataclass(frozen=True, slots=True)
class BestHand:
    rank: HandRank
    cards: tuple[Card, ...]


def best_five(cards: Sequence[Card], deck: Deck = STANDARD_52) -> BestHand:
    """The best five-card hand among five or more cards (a 6-card Lunar hand plays its best 5)."""
    if len(cards) < 5:
        raise ValueError(f"a poker hand needs at least 5 cards, got {len(cards)}")
    if len(cards) == 5:  # the five themselves: no other five to compare
        hand = tuple(cards)
        return BestHand(rank=rank_five(hand, deck), cards=hand)
    if _MEMO.straight_top is not straight_top:
        _MEMO.restart(straight_top)
    key = (*cards,) if deck is STANDARD_52 else (deck, *cards)
    found = _MEMO.best.get(key)
    if found is None:
        found = _best_of(cards, deck)
        if len(_MEMO.best) >= _BEST_KEPT:
            _MEMO.best.clear()
        _MEMO.best[key] = found
    return found


def _best_of(cards: Sequence[Card], deck: Deck) -> BestHand:
    best: BestHand | None = None
    for five in combinations(cards, 5):
        rank = rank_five(five, deck)
        if best is None or rank > best.rank:
            best = BestHand(rank=rank, cards=tuple(five))
    assert best is not None
    return best
