"""Vectorised five-card ranking: numpy lookup tables generated from `harness.core.hands.rank_five`.

Why: exact analysis and the fast engine rank millions of hands; the reference evaluator stays
the single definition of poker ranking, and these tables are built from it, so no ranking rule
lives in two places. A hand's *score* is an int32 that orders exactly like `HandRank`.

Cards are indices 0..51 as in `harness.core.cards` (index = (rank - 2) * 4 + suit).
A five-card hand is reduced to two integers: its *rank key* (sorted ranks in base 13) and its
*suit pattern* (how many cards of each suit, packed three bits a suit).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from harness.core.cards import Card, Suit
from harness.core.hands import HandRank, rank_five

RANK_KEYS = 13**5
SUIT_PATTERNS = 1 << 12
_WEIGHTS = np.array([13**4, 13**3, 13**2, 13, 1], dtype=np.int32)
_MIXED_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_BITS = np.array([1, 1 << 3, 1 << 6, 1 << 9], dtype=np.int32)  # s h d c


def score_of(rank: HandRank) -> int:
    """An integer that orders like the HandRank: category, then tie-break ranks in base 16."""
    value = int(rank.category)
    for position in range(5):
        value = value * 16 + (rank.tiebreak[position] if position < len(rank.tiebreak) else 0)
    return value


def _suit_counts(pattern: int) -> tuple[int, int, int, int]:
    return pattern & 7, (pattern >> 3) & 7, (pattern >> 6) & 7, (pattern >> 9) & 7


@lru_cache(maxsize=1)
def suit_pattern_tables() -> dict[str, npt.NDArray[np.bool_]]:
    """Per suit pattern: one suit (flush), four of one suit, one colour."""
    counts = [_suit_counts(p) for p in range(SUIT_PATTERNS)]
    return {
        "flush": np.array([max(c) == 5 for c in counts]),
        "four_of_a_suit": np.array([max(c) == 4 for c in counts]),
        "one_colour": np.array([c[1] + c[2] in (0, sum(c)) for c in counts]),
    }


#: An optimal sorting network for five values (Knuth, TAOCP 5.3.4; nine compare-exchanges): on
#: (N, 5) arrays it is several times faster than `np.sort(axis=1)`, which pays a per-row overhead.
SORT5 = ((0, 1), (3, 4), (2, 4), (2, 3), (0, 3), (0, 2), (1, 4), (1, 3), (1, 2))

ColumnT = TypeVar("ColumnT", bound=npt.NDArray[np.integer])


def sort_five_columns(columns: Sequence[ColumnT]) -> list[ColumnT]:
    """Five equal-length columns sorted row-wise: the smallest of each row in the first."""
    ordered = list(columns)
    for low, high in SORT5:
        ordered[low], ordered[high] = np.minimum(ordered[low], ordered[high]), np.maximum(ordered[low], ordered[high])
    return ordered


def rank_keys(hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
    """Sorted ranks in base 13, one integer per row of an (N, 5) array of card indices."""
    ranks = sort_five_columns([np.right_shift(hands[:, column], 2).astype(np.int32) for column in range(5)])
    keys: npt.NDArray[np.int32] = ranks[0]
    for column in range(1, 5):
        keys *= 13
        keys += ranks[column]
    return keys


def hand_keys(hands: npt.NDArray[np.integer]) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """(rank key, suit pattern) of each row of an (N, 5) array of card indices."""
    rank_key = rank_keys(hands)
    suits = hands & 3
    suit_pattern = _SUIT_BITS[suits[:, 0]]
    for column in range(1, hands.shape[1]):  # column by column: far faster than a 2-D gather
        suit_pattern += _SUIT_BITS[suits[:, column]]
    return rank_key, suit_pattern


def _non_flush_hand(rank_indices: tuple[int, ...]) -> list[Card]:
    """A hand with these ranks that is not a flush: repeated ranks take successive suits."""
    used: dict[int, int] = {}
    cards = []
    for position, r in enumerate(rank_indices):
        suit_index = used.get(r, 0) if len(set(rank_indices)) < 5 else position % 2
        used[r] = used.get(r, 0) + 1
        cards.append(Card(rank=r + 2, suit=_MIXED_SUITS[suit_index]))
    return cards


def hand_rank_tables(
    value: Callable[[HandRank], int], dtype: type[np.integer] = np.int32
) -> tuple[npt.NDArray[np.integer], npt.NDArray[np.integer]]:
    """(plain, flush) tables over rank keys of any function of the hand's rank, computed by the
    reference evaluator once per rank pattern."""
    plain = np.full(RANK_KEYS, -1, dtype=dtype)
    flush = np.full(RANK_KEYS, -1, dtype=dtype)
    for ranks in combinations_with_replacement(range(13), 5):  # ascending rank indices 0..12
        if max(ranks.count(r) for r in set(ranks)) > 4:
            continue
        key = sum(r * 13 ** (4 - i) for i, r in enumerate(ranks))
        plain[key] = value(rank_five(_non_flush_hand(ranks)))
        if len(set(ranks)) == 5:
            flush[key] = value(rank_five([Card(rank=r + 2, suit=Suit.SPADES) for r in ranks]))
    return plain, flush


@lru_cache(maxsize=1)
def score_tables() -> tuple[npt.NDArray[np.integer], npt.NDArray[np.integer]]:
    return hand_rank_tables(score_of)


def lookup(
    tables: tuple[npt.NDArray[np.integer], npt.NDArray[np.integer]],
    rank_key: npt.NDArray[np.int32],
    suit_pattern: npt.NDArray[np.int32],
) -> npt.NDArray[np.integer]:
    plain, flush = tables
    is_flush = suit_pattern_tables()["flush"][suit_pattern]
    found: npt.NDArray[np.integer] = np.where(is_flush, flush[rank_key], plain[rank_key])
    return found


def score_hands(cards: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
    """Scores of many five-card hands given as an (N, 5) array of card indices."""
    plain, flush = score_tables()
    suits = cards % 4
    is_flush = (suits == suits[:, :1]).all(axis=1)
    keys = rank_keys(cards)
    scores: npt.NDArray[np.int32] = np.where(is_flush, flush[keys], plain[keys]).astype(np.int32, copy=False)
    return scores
