"""The vectorised evaluator agrees with the reference ranking (it is generated from it)."""

from __future__ import annotations

from itertools import permutations, product

import numpy as np

from harness.core.cards import DECK
from harness.core.fast_eval import score_hands, score_of, sort_five_columns
from harness.core.hands import rank_five


def test_scores_order_like_the_reference_on_random_hands() -> None:
    rng = np.random.default_rng(20261122)
    hands = rng.permuted(np.tile(np.arange(52, dtype=np.int8), (20_000, 1)), axis=1)[:, :5]
    scores = score_hands(hands)
    reference = [rank_five([DECK[i] for i in row]) for row in hands.tolist()]
    assert scores.tolist() == [score_of(rank) for rank in reference]
    # score order equals HandRank order on neighbouring pairs
    for a, b, sa, sb in zip(reference, reference[1:], scores, scores[1:], strict=False):
        assert (a < b) == (sa < sb) and (a == b) == (sa == sb)


def test_every_straight_flush_and_wheel() -> None:
    wheel_flush = np.array([[48, 0, 4, 8, 12]])  # As 2s 3s 4s 5s
    wheel = np.array([[48, 1, 4, 8, 12]])  # As 2h 3s 4s 5s
    assert score_hands(wheel_flush)[0] == score_of(rank_five([DECK[i] for i in wheel_flush[0]]))
    assert score_hands(wheel)[0] < score_hands(wheel_flush)[0]


def test_the_sorting_network_sorts_every_row_of_five() -> None:
    # Every tuple of five values from {0, 1, 2}, which includes every order of ties.
    rows = np.array(list(product(range(3), repeat=5)), dtype=np.int8)
    columns = sort_five_columns([rows[:, k] for k in range(5)])
    assert (np.stack(columns, axis=1) == np.sort(rows, axis=1)).all()
    for order in permutations(range(5)):  # and every order of five distinct values
        assert [int(c[0]) for c in sort_five_columns([np.array([v]) for v in order])] == [0, 1, 2, 3, 4]
