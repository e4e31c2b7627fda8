"""Dealing by partial Fisher–Yates: distinct cards, every ordered selection equally likely,
and each batch's stream the one `SeedSequence.spawn` gives."""

from __future__ import annotations

from itertools import permutations
from math import perm

import numpy as np
import pytest
from scipy.stats import chisquare

from harness.core.fast_deal import batch_generator, deal_cards


def test_cards_in_a_row_are_distinct() -> None:
    dealt = deal_cards(np.random.default_rng(3), 50_000, 16)
    ordered = np.sort(dealt, axis=1)
    assert dealt.min() >= 0 and dealt.max() <= 51
    assert (ordered[:, 1:] != ordered[:, :-1]).all()


def test_every_ordered_selection_is_equally_likely() -> None:
    # 3 cards from a deck of 5: 60 ordered selections; 120,000 deals put ~2,000 in each.
    dealt = deal_cards(np.random.default_rng(4), 120_000, 3, deck_size=5)
    index = {p: i for i, p in enumerate(permutations(range(5), 3))}
    assert len(index) == perm(5, 3)
    counts = np.bincount([index[tuple(row)] for row in dealt.tolist()], minlength=len(index))
    assert chisquare(counts).pvalue > 1e-4


def test_each_position_is_uniform_over_the_deck() -> None:
    dealt = deal_cards(np.random.default_rng(5), 104_000, 15)
    for position in (0, 7, 14):
        assert chisquare(np.bincount(dealt[:, position], minlength=52)).pvalue > 1e-4


def test_batch_stream_is_the_spawned_child() -> None:
    spawned = np.random.SeedSequence(7).spawn(40)
    for index in (0, 1, 39):
        expected = np.random.Generator(np.random.PCG64(spawned[index])).integers(0, 2**32, 8)
        assert (batch_generator(7, index).integers(0, 2**32, 8) == expected).all()


def test_more_cards_than_the_deck_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot deal 53 cards"):
        deal_cards(np.random.default_rng(0), 1, 53)
