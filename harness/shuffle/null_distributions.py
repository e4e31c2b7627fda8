"""Exact null distributions and variance factors for a uniformly random deck.

Why exact: the battery's p-values are only as good as what it compares the counts with. These
are computed with Python integers and Fractions from first principles, and the tests check them
against brute force over every permutation of small decks and against published hand counts.

Variance factors (derivations in docs/shuffle.md, checked by enumeration in the tests):

* A deck is a permutation matrix P (card x position). Its covariance, restricted to tables
  with zero row and column sums, is 1/(n-1) times the identity, so Pearson's X^2 of a
  card-by-position table of N decks is n/(n-1) times a chi-square with (n-1)^2 degrees of
  freedom. The battery multiplies X^2 by (n-1)/n.
* The adjacency matrix M (card i directly followed by card j) splits into a symmetric and an
  antisymmetric part with zero margins; their covariances are 1/n and (n+1)/(n(n-1)) times
  the identity, of dimensions n(n-3)/2 and (n-1)(n-2)/2.
* The first m cards are drawn without replacement: rank or suit counts over them have the
  multinomial covariance times (n-m)/(n-1) (the finite-population correction).
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement

from harness.core.hands import Category
from harness.shuffle.decks import DeckSpec


@cache
def eulerian_row(n: int) -> tuple[int, ...]:
    """A(n, k) for k = 0..n-1: permutations of n with k descents (recurrence, exact integers)."""
    row = [1]
    for size in range(2, n + 1):
        previous = row + [0]
        row = [(k + 1) * previous[k] + (size - k) * (previous[k - 1] if k > 0 else 0) for k in range(size)]
    return tuple(row)


def rising_sequence_probabilities(n: int) -> tuple[Fraction, ...]:
    """P(r rising sequences) for r = 1..n: a deck has r rising sequences iff its inverse has r-1
    descents, and inversion is a bijection, so the count is the Eulerian number A(n, r-1)."""
    total = math.factorial(n)
    return tuple(Fraction(count, total) for count in eulerian_row(n))


def runs_moments(first: int, second: int) -> tuple[Fraction, Fraction]:
    """Mean and variance of the number of runs in a random arrangement of `first` + `second`
    two-kind items (Wald-Wolfowitz), exact."""
    n = first + second
    product = 2 * first * second
    mean = 1 + Fraction(product, n)
    variance = Fraction(product * (product - n), n * n * (n - 1))
    return mean, variance


def spearman_variance(n: int) -> Fraction:
    """Variance of Spearman's rho between two independent uniform decks: 1/(n-1)."""
    return Fraction(1, n - 1)


def position_table_scale(n: int) -> Fraction:
    """Multiply a card-by-position X^2 by this to get a chi-square with (n-1)^2 d.f."""
    return Fraction(n - 1, n)


def adjacency_degrees(n: int) -> tuple[int, int]:
    """Dimensions of the symmetric and antisymmetric zero-margin parts of the adjacency matrix."""
    return n * (n - 3) // 2, (n - 1) * (n - 2) // 2


def adjacency_antisymmetric_scale(n: int) -> Fraction:
    """Multiply the antisymmetric part's X^2 by this; the symmetric part needs no factor."""
    return Fraction(n - 1, n + 1)


def without_replacement_scale(n: int, drawn: int) -> Fraction:
    """Multiply X^2 of category counts over the first `drawn` cards by this: (n-1)/(n-drawn)."""
    return Fraction(n - 1, n - drawn)


#: Category of a five-card hand by its rank multiplicities, pairs and better.
_CATEGORY_BY_SHAPE: dict[tuple[int, ...], Category] = {
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.PAIR,
}


@cache
def hand_category_counts(spec: DeckSpec) -> dict[Category, int]:
    """Number of 5-card hands of each category in the deck, by combinatorics over rank multisets.

    For each multiset of five ranks the suits can be chosen in prod C(4, m) ways; five distinct
    ranks have 4 one-suit choices (flushes) and 4^5 - 4 others. Straights come from the deck's
    table, so the 40-card deck's 7-8-9-10-A counts as it should.
    """
    suits = 4
    counts: Counter[Category] = Counter()
    straights = set(spec.straights)
    for ranks in combinations_with_replacement(spec.ranks, 5):
        multiplicity = Counter(ranks)
        if max(multiplicity.values()) > suits:
            continue
        ways = math.prod(math.comb(suits, m) for m in multiplicity.values())
        if len(multiplicity) == 5:
            straight = frozenset(ranks) in straights
            flush_ways = suits
            counts[Category.STRAIGHT_FLUSH if straight else Category.FLUSH] += flush_ways
            counts[Category.STRAIGHT if straight else Category.HIGH_CARD] += ways - flush_ways
        else:
            shape = tuple(sorted(multiplicity.values(), reverse=True))
            counts[_CATEGORY_BY_SHAPE[shape]] += ways
    return {category: counts[category] for category in Category}


def hand_category_probabilities(spec: DeckSpec) -> dict[Category, Fraction]:
    total = math.comb(spec.size, 5)
    return {category: Fraction(count, total) for category, count in hand_category_counts(spec).items()}
