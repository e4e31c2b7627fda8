"""The 7,462 distinct five-card hand values as dense integers 0..7461, weakest first.

Why: the exact counts (Caribbean Stud, the Lunar family's exact branches) count dealer hands
*below a value*; with dense values those counts are prefix sums over a short axis. The values come from
`harness.core.fast_eval.score_hands`, which is generated from the reference evaluator, so the
order is exactly `HandRank` order and no ranking rule lives here.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain, combinations
from math import comb

import numpy as np
import numpy.typing as npt

from harness.core.fast_eval import score_hands

TOTAL_HANDS = comb(52, 5)
VALUE_COUNT = 7462  # distinct five-card poker hand values; checked when the table is built

IntArray = npt.NDArray[np.int64]
CardArray = npt.NDArray[np.uint8]


@lru_cache(maxsize=1)
def all_five_card_hands() -> CardArray:
    """Every five-card hand as sorted card indices, lexicographic order, shape (2,598,960, 5)."""
    flat = np.fromiter(chain.from_iterable(combinations(range(52), 5)), dtype=np.uint8, count=5 * TOTAL_HANDS)
    flat.flags.writeable = False
    return flat.reshape(TOTAL_HANDS, 5)


@lru_cache(maxsize=1)
def value_scores() -> npt.NDArray[np.int32]:
    """The distinct `score_hands` scores in increasing order: index = dense value."""
    scores = np.unique(score_hands(all_five_card_hands()))
    if len(scores) != VALUE_COUNT:
        raise AssertionError(f"expected {VALUE_COUNT} distinct hand values, found {len(scores)}")
    scores.flags.writeable = False
    return scores


def dense_values(cards: npt.NDArray[np.integer]) -> IntArray:
    """Dense values 0..7461 of an (N, 5) array of card indices."""
    return np.searchsorted(value_scores(), score_hands(cards)).astype(np.int64)
