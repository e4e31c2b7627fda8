"""Counting the dealer's hidden cards exactly: inclusion-exclusion over the player's cards.

For an upcard U and a player hand P, the dealer's hand is U plus 4 of the 46 cards outside
P and U. The number of those hands below a value t is

    sum over subsets S of P:  (-1)^|S| * #(five-card hands containing U and S, value < t)

(each hand containing U is counted once per subset of P it contains, and the alternating sum
over the subsets of a non-empty set is 0). The terms are prefix counts over hand values, one
table per size of S, built once per upcard from its 249,900 hands: |S| = 0..2 as dense prefix
tables, |S| = 3 (48 hands each) as one sorted key array, |S| = 4 as the single hand's value.

Cards other than U are renumbered 0..50 (index - (index > U)), which keeps their order, and
subsets are named by their combinatorial (colex) rank: a + C(b, 2) + C(c, 3) + C(d, 4).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.families.lunar.analysis.hand_values import VALUE_COUNT, IntArray, dense_values

HIDDEN_CARDS = 4
DEALER_COMPLETIONS = comb(46, HIDDEN_CARDS)  # 163,185 hidden hands for each player hand and upcard
_OTHERS = 51
_WIDTH = VALUE_COUNT + 1  # prefix tables: column t counts values < t
_BINOM = np.array([[comb(n, k) for n in range(_OTHERS + 1)] for k in range(7)], dtype=np.int64)


def colex_rank(sorted_cards: npt.NDArray[np.integer]) -> IntArray:
    """Colex rank of each row of ascending renumbered cards (rows of any width 0..6: the
    dealer's subsets here, the player's five- and six-card hands in harness.families.lunar.optimal_upcard)."""
    rank = np.zeros(sorted_cards.shape[0], dtype=np.int64)
    for position in range(sorted_cards.shape[1]):
        rank += _BINOM[position + 1][sorted_cards[:, position]]
    return rank


def _prefix_table(keys: IntArray, sets: int) -> npt.NDArray[np.int32]:
    """(sets, VALUE_COUNT + 1) table: [s, t] = how many keys s * VALUE_COUNT + v have v < t."""
    counts = np.bincount(keys, minlength=sets * VALUE_COUNT).reshape(sets, VALUE_COUNT)
    table = np.zeros((sets, _WIDTH), dtype=np.int32)
    np.cumsum(counts, axis=1, out=table[:, 1:])
    return table


@dataclass(frozen=True, slots=True, kw_only=True)
class DealerOutcomes:
    """Per player hand: how many of the 163,185 hidden hands end each way (if the player raises)."""

    does_not_qualify: IntArray
    push: IntArray
    dealer_wins: IntArray
    player_wins: IntArray


_SubsetTables = tuple[IntArray, npt.NDArray[np.int32], npt.NDArray[np.int32], npt.NDArray[np.int32], IntArray]


def _subset_tables(upcard: int, pool: IntArray) -> _SubsetTables:
    """The inclusion-exclusion terms over the dealer's hands made of the upcard and 4 cards of
    `pool` (cards named by their position in it): for a removed set S, the hands containing S
    with each value, as prefix counts. Returns, by |S|: 4, the one hand's value by the colex rank
    of S; 0, 1, 2, dense prefix tables; 3, the sorted keys rank * VALUE_COUNT + value (each triple
    lies in exactly n - 3 hands, so its keys start at (n - 3) * rank)."""
    n = len(pool)
    quads = np.array(list(combinations(range(n), HIDDEN_CARDS)), dtype=np.int64)
    hands = np.concatenate([np.full((len(quads), 1), upcard), pool[quads]], axis=1)
    values = dense_values(hands)
    hand_value = np.empty(len(quads), dtype=np.int64)
    hand_value[colex_rank(quads)] = values
    every = _prefix_table(values, 1)[0]
    singles = _prefix_table((quads * VALUE_COUNT + values[:, None]).ravel(), n)
    pair_keys = [colex_rank(quads[:, list(p)]) * VALUE_COUNT + values for p in combinations(range(4), 2)]
    pairs = _prefix_table(np.concatenate(pair_keys), comb(n, 2))
    triple_keys = [colex_rank(quads[:, list(t)]) * VALUE_COUNT + values for t in combinations(range(4), 3)]
    return hand_value, every, singles, pairs, np.sort(np.concatenate(triple_keys))


class UpcardTables:
    """Prefix counts of the 249,900 dealer hands that contain one upcard."""

    def __init__(self, upcard: int) -> None:
        self.upcard = upcard
        others = np.delete(np.arange(_OTHERS + 1, dtype=np.int64), upcard)
        self._hand_value, self._all, self._singles, self._pairs, self._triple_keys = _subset_tables(upcard, others)

    def count_below(self, players: npt.NDArray[np.integer], thresholds: IntArray) -> IntArray:
        """(N, K) counts of the dealer's hidden hands with value < thresholds[n, k].

        `players` is (N, 5) card indices, none equal to the upcard; `thresholds` is (N, K).
        """
        cards = np.sort(players.astype(np.int64), axis=1)
        if (cards == self.upcard).any():
            raise ValueError(f"a player hand contains the upcard (card index {self.upcard})")
        cards -= cards > self.upcard
        t = thresholds.astype(np.int64)
        total = self._all[t].astype(np.int64)
        for i in range(5):
            total -= self._singles[cards[:, i, None], t]
        for pair in combinations(range(5), 2):
            total += self._pairs[colex_rank(cards[:, list(pair)])[:, None], t]
        for triple in combinations(range(5), 3):
            base = colex_rank(cards[:, list(triple)])[:, None]
            total -= np.searchsorted(self._triple_keys, base * VALUE_COUNT + t) - base * (_OTHERS - 3)
        for quad in combinations(range(5), 4):
            total += self._hand_value[colex_rank(cards[:, list(quad)])][:, None] < t
        counts: IntArray = total
        return counts

    def outcomes(self, players: npt.NDArray[np.integer], player_values: IntArray, qualify_value: int) -> DealerOutcomes:
        """Split the hidden hands by how a raised hand ends, for each player hand."""
        n = len(player_values)
        thresholds = np.stack(
            [np.full(n, qualify_value), player_values, player_values + 1, np.full(n, VALUE_COUNT)], axis=1
        )
        below = self.count_below(players, thresholds)
        if not (below[:, 3] == DEALER_COMPLETIONS).all():
            raise AssertionError("inclusion-exclusion lost hands: a row does not total C(46, 4)")
        does_not_qualify = below[:, 0]
        qualifies = player_values >= qualify_value
        # A player below the qualifier loses to every qualifying dealer hand.
        below_player = np.where(qualifies, below[:, 1], does_not_qualify)
        up_to_player = np.where(qualifies, below[:, 2], does_not_qualify)
        return DealerOutcomes(
            does_not_qualify=does_not_qualify,
            player_wins=below_player - does_not_qualify,
            push=up_to_player - below_player,
            dealer_wins=DEALER_COMPLETIONS - up_to_player,
        )


class PoolTables:
    """Prefix counts of the dealer's hands made of one upcard and 4 cards of a fixed pool,
    counted with further pool cards removed.

    Why: a draw takes cards out of what the dealer can hold. With the pool being the cards
    unseen before the draw (52 less the player's five and the upcard), the dealer's hidden
    hands after a draw D are the pool's 4-card sets that avoid D, counted by the same
    inclusion-exclusion over the subsets S of D (|S| <= 4) as `UpcardTables`, with D of any
    size; the terms are prefix tables over the pool's own C(n, 4) hands.

    Removed cards are named by their position in `pool` (0..n-1), ascending in each row.
    """

    def __init__(self, upcard: int, pool: npt.NDArray[np.integer], fixed_threshold: int) -> None:
        self.upcard = upcard
        self.pool = np.asarray(pool, dtype=np.int64)
        n = len(self.pool)
        if n > _OTHERS or upcard in self.pool:
            raise ValueError(f"a pool of {n} cards without the upcard (card index {upcard}) is expected")
        self.size = n
        self._hand_value, self._all, self._singles, self._pairs, self._triple_keys = _subset_tables(upcard, self.pool)
        # One threshold asked of every draw (the dealer's qualifier) as plain counts per subset.
        t = fixed_threshold
        self.fixed_threshold = t
        self._fixed = (
            np.array([self._all[t]], dtype=np.int64),
            self._singles[:, t].astype(np.int64),
            self._pairs[:, t].astype(np.int64),
            np.bincount(
                (self._triple_keys // VALUE_COUNT)[self._triple_keys % VALUE_COUNT < t], minlength=comb(n, 3)
            ).astype(np.int64),
            (self._hand_value < t).astype(np.int64),
        )

    def hands_left(self, removed: int) -> int:
        """The dealer's hidden hands once `removed` pool cards are out."""
        return comb(self.size - removed, HIDDEN_CARDS)

    def _subsets(self, removed: IntArray) -> list[tuple[int, IntArray]]:
        """(size, colex rank of each row's subset) for every subset of 1..4 removed positions."""
        width = removed.shape[1]
        return [
            (size, colex_rank(removed[:, list(positions)]) if size > 1 else removed[:, positions[0]])
            for size in range(1, min(width, HIDDEN_CARDS) + 1)
            for positions in combinations(range(width), size)
        ]

    def count_below_fixed(self, removed: npt.NDArray[np.integer]) -> IntArray:
        """(N,) counts of the dealer's hands avoiding each row's removed cards with value below
        the fixed threshold."""
        rows = removed.astype(np.int64)
        total = np.full(len(rows), self._fixed[0][0], dtype=np.int64)
        for size, rank in self._subsets(rows):
            term = self._fixed[size][rank]
            total += -term if size % 2 else term
        return total

    def count_below(self, removed: npt.NDArray[np.integer], thresholds: IntArray) -> IntArray:
        """(N, K) counts of the dealer's hands avoiding each row's removed cards with value <
        thresholds[n, k]."""
        rows = removed.astype(np.int64)
        t = thresholds.astype(np.int64)
        total = self._all[t].astype(np.int64)
        for size, rank in self._subsets(rows):
            term: npt.NDArray[np.signedinteger[Any]]
            if size == 1:
                term = self._singles[rank[:, None], t]
            elif size == 2:
                term = self._pairs[rank[:, None], t]
            elif size == 3:
                base = rank[:, None]
                term = np.searchsorted(self._triple_keys, base * VALUE_COUNT + t) - base * (self.size - 3)
            else:
                term = (self._hand_value[rank][:, None] < t).astype(np.int64)
            total += -term if size % 2 else term
        counts: IntArray = total
        return counts
