"""Vectorised five-card ranking: numpy lookup tables generated from `harness.hands.rank_five`.

Why: exact analysis and the fast engine rank millions of hands; the reference evaluator stays
the single definition of poker ranking, and these tables are built from it, so no ranking rule
lives in two places. A hand's *score* is an int32 that orders exactly like `HandRank`.

Cards are indices 0..51 as in `harness.cards` (index = (rank - 2) * 4 + suit).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

import numpy as np
import numpy.typing as npt

from harness.cards import Card, Suit
from harness.hands import HandRank, rank_five

_BASE = 13
_WEIGHTS = np.array([_BASE**4, _BASE**3, _BASE**2, _BASE, 1], dtype=np.int32)
_MIXED_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def score_of(rank: HandRank) -> int:
    """An integer that orders like the HandRank: category, then tie-break ranks in base 16."""
    value = int(rank.category)
    for position in range(5):
        value = value * 16 + (rank.tiebreak[position] if position < len(rank.tiebreak) else 0)
    return value


@lru_cache(maxsize=1)
def score_tables() -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """(plain, flush) score tables indexed by the sorted-rank key sum(r_i * 13^(4-i))."""
    plain = np.full(_BASE**5, -1, dtype=np.int32)
    flush = np.full(_BASE**5, -1, dtype=np.int32)
    for ranks in combinations_with_replacement(range(_BASE), 5):  # ascending rank indices 0..12
        counts = [ranks.count(r) for r in set(ranks)]
        if max(counts) > 4:
            continue
        key = sum(r * _BASE ** (4 - i) for i, r in enumerate(ranks))
        plain_hand = _non_flush_hand(ranks)
        plain[key] = score_of(rank_five(plain_hand))
        if len(set(ranks)) == 5:
            flush[key] = score_of(rank_five([Card(rank=r + 2, suit=Suit.SPADES) for r in ranks]))
    return plain, flush


def _non_flush_hand(rank_indices: tuple[int, ...]) -> list[Card]:
    """A hand with these ranks that is not a flush: repeated ranks take successive suits."""
    used: dict[int, int] = {}
    cards = []
    for position, r in enumerate(rank_indices):
        suit_index = used.get(r, 0) if len(set(rank_indices)) < 5 else position % 2
        used[r] = used.get(r, 0) + 1
        cards.append(Card(rank=r + 2, suit=_MIXED_SUITS[suit_index]))
    return cards


def score_hands(cards: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
    """Scores of many five-card hands given as an (N, 5) array of card indices."""
    plain, flush = score_tables()
    ranks = np.sort(cards // 4, axis=1).astype(np.int32)
    suits = cards % 4
    keys = ranks @ _WEIGHTS
    is_flush = (suits == suits[:, :1]).all(axis=1)
    scores: npt.NDArray[np.int32] = np.where(is_flush, flush[keys], plain[keys])
    return scores
