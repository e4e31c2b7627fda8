"""The battery's null distributions, checked against hand counts and brute force over every permutation.

Nothing here compares the harness with numbers it produced itself: expectations are published
poker counts, counts derived by hand (shown in the comments), or enumeration of all n! decks.
"""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import combinations, pairwise, permutations

import numpy as np
import pytest

from harness.core.hands import Category
from harness.shuffle.battery import adjacency_statistic, permutation_table_statistic
from harness.shuffle.decks import DECK_40, DECK_52
from harness.shuffle.null_distributions import (
    adjacency_degrees,
    eulerian_row,
    hand_category_counts,
    rising_sequence_probabilities,
    runs_moments,
    spearman_variance,
    without_replacement_scale,
)

# Published five-card counts for a 52-card deck (e.g. Wikipedia "Poker probability").
PUBLISHED_52 = {
    Category.HIGH_CARD: 1_302_540,
    Category.PAIR: 1_098_240,
    Category.TWO_PAIR: 123_552,
    Category.THREE_OF_A_KIND: 54_912,
    Category.STRAIGHT: 10_200,
    Category.FLUSH: 5_108,
    Category.FULL_HOUSE: 3_744,
    Category.FOUR_OF_A_KIND: 624,
    Category.STRAIGHT_FLUSH: 40,
}

# The 40-card Dilemma deck (A, 2-10, four suits; 7 straights: A-5 ... 6-10 and 7-8-9-10-A), by hand:
#   straight flush  7 * 4                         =      28
#   four of a kind  10 ranks * 36 kickers         =     360
#   full house      10 * C(4,3) * 9 * C(4,2)      =   2,160
#   flush           4 * (C(10,5) - 7)             =     980
#   straight        7 * (4^5 - 4)                 =   7,140
#   three of a kind 10 * 4 * C(9,2) * 4^2         =  23,040
#   two pair        C(10,2) * 6 * 6 * 8 * 4       =  51,840
#   pair            10 * 6 * C(9,3) * 4^3         = 322,560
#   high card       (C(10,5) - 7) * (4^5 - 4)     = 249,900
#   total                                         = 658,008 = C(40,5)
HAND_COUNTED_40 = {
    Category.HIGH_CARD: 249_900,
    Category.PAIR: 322_560,
    Category.TWO_PAIR: 51_840,
    Category.THREE_OF_A_KIND: 23_040,
    Category.STRAIGHT: 7_140,
    Category.FLUSH: 980,
    Category.FULL_HOUSE: 2_160,
    Category.FOUR_OF_A_KIND: 360,
    Category.STRAIGHT_FLUSH: 28,
}


def test_hand_categories_of_a_52_card_deck_are_the_published_counts() -> None:
    assert hand_category_counts(DECK_52) == PUBLISHED_52


def test_hand_categories_of_the_40_card_deck_are_the_hand_counts() -> None:
    assert sum(HAND_COUNTED_40.values()) == math.comb(40, 5)
    assert hand_category_counts(DECK_40) == HAND_COUNTED_40


def rising_sequences_by_definition(deck: tuple[int, ...]) -> int:
    """Trace rising sequences literally: follow card 0, 1, 2, ... while each lies after the last."""
    where = {card: position for position, card in enumerate(deck)}
    sequences = 1
    for card in range(1, len(deck)):
        if where[card] < where[card - 1]:
            sequences += 1
    return sequences


def rising_sequences_by_scanning(deck: tuple[int, ...]) -> int:
    """Independent count: repeatedly sweep the deck left to right picking up the next card in value."""
    remaining = list(deck)
    wanted = 0
    sweeps = 0
    while wanted < len(deck):
        sweeps += 1
        for card in remaining:
            if card == wanted:
                wanted += 1
    return sweeps


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7])
def test_rising_sequence_distribution_is_eulerian_by_brute_force(n: int) -> None:
    counts = [0] * (n + 1)
    for deck in permutations(range(n)):
        by_scan = rising_sequences_by_scanning(deck)
        assert by_scan == rising_sequences_by_definition(deck)
        counts[by_scan] += 1
    expected = [Fraction(c, math.factorial(n)) for c in counts[1:]]
    assert list(rising_sequence_probabilities(n)) == expected


def test_eulerian_numbers_known_rows() -> None:
    assert eulerian_row(4) == (1, 11, 11, 1)
    assert eulerian_row(5) == (1, 26, 66, 26, 1)
    assert sum(eulerian_row(52)) == math.factorial(52)


@pytest.mark.parametrize(("first", "second"), [(1, 1), (2, 3), (3, 4), (5, 5), (2, 6)])
def test_runs_mean_and_variance_by_brute_force(first: int, second: int) -> None:
    n = first + second
    values = []
    for reds in combinations(range(n), first):
        colours = [i in reds for i in range(n)]
        values.append(1 + sum(a != b for a, b in pairwise(colours)))
    mean = Fraction(sum(values), len(values))
    variance = Fraction(sum(v * v for v in values), len(values)) - mean * mean
    assert runs_moments(first, second) == (mean, variance)


@pytest.mark.parametrize("n", [3, 5, 6])
def test_spearman_variance_by_brute_force(n: int) -> None:
    centre = Fraction(n - 1, 2)
    spread = sum((v - centre) ** 2 for v in range(n))
    rhos = [sum((v - centre) * (p - centre) for v, p in enumerate(perm)) / spread for perm in permutations(range(n))]
    assert sum(rhos) == 0
    assert sum(r * r for r in rhos) / len(rhos) == spearman_variance(n)


def test_without_replacement_factor_by_brute_force() -> None:
    """Deck of 4 ranks x 3 suits, draw 4: the variance of one rank's count over all hands."""
    ranks, suits, drawn = 4, 3, 4
    n = ranks * suits
    hands = list(combinations(range(n), drawn))
    counts = [sum(1 for card in hand if card // suits == 0) for hand in hands]
    mean = Fraction(sum(counts), len(hands))
    variance = Fraction(sum(c * c for c in counts), len(hands)) - mean * mean
    p = Fraction(1, ranks)
    with_replacement = drawn * p * (1 - p)
    assert variance * without_replacement_scale(n, drawn) == with_replacement


def _exact_covariance(matrices: list[np.ndarray]) -> np.ndarray:
    flat = np.array([m.ravel() for m in matrices], dtype=float)
    centred = flat - flat.mean(axis=0)
    return centred.T @ centred / len(matrices)


def _quadratic_form(statistic, n: int, cells: list[tuple[int, int]], base: float) -> np.ndarray:  # type: ignore[no-untyped-def]
    """Matrix A with statistic(base + D) = D' A D, recovered by polarisation on basis tables."""

    def at(deviation: np.ndarray) -> float:
        return float(statistic(base + deviation))

    size = len(cells)
    form = np.zeros((size, size))
    units = []
    for i, j in cells:
        unit = np.zeros((n, n))
        unit[i, j] = 1.0
        units.append(unit)
    single = [at(u) for u in units]
    for a in range(size):
        form[a, a] = single[a]
        for b in range(a + 1, size):
            form[a, b] = form[b, a] = (at(units[a] + units[b]) - single[a] - single[b]) / 2
    return form


def _assert_chi_square_form(form: np.ndarray, covariance: np.ndarray, df: int) -> None:
    """D' A D is chi-square with df degrees of freedom for D ~ N(0, C) iff A C is idempotent of trace df."""
    product = form @ covariance
    assert np.allclose(product @ product, product, atol=1e-9)
    assert round(float(np.trace(product)), 9) == df


@pytest.mark.parametrize("n", [4, 5, 6])
def test_card_by_position_statistic_is_chi_square_with_n_minus_1_squared_df(n: int) -> None:
    decks = list(permutations(range(n)))
    matrices = []
    for deck in decks:
        table = np.zeros((n, n))
        table[list(deck), range(n)] = 1
        matrices.append(table)
    covariance = _exact_covariance(matrices)
    cells = [(i, j) for i in range(n) for j in range(n)]
    form = _quadratic_form(lambda t: permutation_table_statistic(t, 1), n, cells, 1 / n)
    _assert_chi_square_form(form, covariance, (n - 1) ** 2)


@pytest.mark.parametrize("n", [4, 5, 6])
def test_adjacency_statistic_is_chi_square_with_n2_minus_3n_plus_1_df(n: int) -> None:
    matrices = []
    for deck in permutations(range(n)):
        table = np.zeros((n, n))
        for a, b in pairwise(deck):
            table[a, b] += 1
        matrices.append(table)
    cells = [(i, j) for i in range(n) for j in range(n) if i != j]
    index = [i * n + j for i, j in cells]
    covariance = _exact_covariance(matrices)[np.ix_(index, index)]

    def statistic(table: np.ndarray) -> float:
        return adjacency_statistic(table, 1)

    form = _quadratic_form(statistic, n, cells, 1 / n)
    _assert_chi_square_form(form, covariance, n * n - 3 * n + 1)
    assert sum(adjacency_degrees(n)) == n * n - 3 * n + 1
