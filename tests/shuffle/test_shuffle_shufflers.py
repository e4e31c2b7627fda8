"""The shufflers: every deck a permutation, and each faulty one faulty in exactly its stated way."""

from __future__ import annotations

import math
from collections import Counter
from itertools import pairwise, permutations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from harness.shuffle.null_distributions import eulerian_row
from harness.shuffle.shufflers import (
    FAULTY_SHUFFLERS,
    SHUFFLERS,
    cut_only,
    generate_log,
    keep_bottom,
    modulo_biased_fisher_yates,
    off_by_one_fisher_yates,
    repeated_riffles,
    riffles,
    shuffler_named,
)
from harness.spec.errors import UsageError


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(sorted(SHUFFLERS)),
    st.sampled_from([52, 40]),
    st.integers(1, 300),
    st.integers(0, 2**32 - 1),
)
def test_every_shuffler_deals_each_card_exactly_once(name: str, size: int, count: int, seed: int) -> None:
    decks = SHUFFLERS[name].generate(np.random.default_rng(seed), count, size)
    assert decks.shape == (count, size) and decks.dtype == np.int8
    assert (np.sort(decks, axis=1) == np.arange(size)).all()


def rising_sequences(deck: tuple[int, ...]) -> int:
    where = {card: i for i, card in enumerate(deck)}
    return 1 + sum(where[c] < where[c - 1] for c in range(1, len(deck)))


def test_worpitzky_identity_so_the_a_shuffle_probabilities_sum_to_one() -> None:
    n, a = 6, 4
    assert sum(count * math.comb(a + n - (k + 1), n) for k, count in enumerate(eulerian_row(n))) == a**n


@pytest.mark.parametrize("times", [1, 2, 3])
def test_riffles_follow_bayer_diaconis_and_equal_repeated_gsr_riffles(times: int) -> None:
    """P(deck) after k GSR riffles of 5 cards = C(2^k + n - r, n) / 2^(kn), r its rising sequences."""
    n, a, draws = 5, 2**times, 40_000
    exact = {deck: math.comb(a + n - rising_sequences(deck), n) / a**n for deck in permutations(range(n))}
    possible = [deck for deck, p in exact.items() if p > 0]
    for draw in (riffles(times), repeated_riffles(times)):
        sample = draw(np.random.default_rng(11 + times), draws, n)
        seen = Counter(map(tuple, sample.tolist()))
        assert set(seen) <= set(possible), "a deck the riffle model cannot produce"
        observed = [seen[deck] for deck in possible]
        expected = [exact[deck] * draws for deck in possible]
        assert stats.chisquare(observed, expected).pvalue > 1e-4


def test_one_riffle_never_has_more_than_two_rising_sequences() -> None:
    decks = riffles(1)(np.random.default_rng(1), 2_000, 52)
    assert max(rising_sequences(tuple(row)) for row in decks.tolist()) <= 2


def test_off_by_one_fisher_yates_only_deals_single_cycles() -> None:
    for perm in off_by_one_fisher_yates(np.random.default_rng(2), 500, 52).tolist():
        seen, card = 0, 0
        while True:
            card = perm[card]
            seen += 1
            if card == 0:
                break
        assert seen == 52


def test_modulo_bias_starves_the_last_four_choices_for_the_bottom_card() -> None:
    """j = byte mod 52: 256 = 4 * 52 + 48, so j in 48..51 has 4/256, not 1/52."""
    draws = 200_000
    bottom = modulo_biased_fisher_yates(8)(np.random.default_rng(3), draws, 52)[:, 51]
    share = float(np.isin(bottom, [48, 49, 50, 51]).mean())
    expected = 16 / 256
    assert abs(share - expected) < 4 * math.sqrt(expected * (1 - expected) / draws)
    assert abs(share - 4 / 52) > 0.01


def test_cut_only_keeps_the_cyclic_order() -> None:
    for perm in cut_only(np.random.default_rng(4), 300, 52).tolist():
        assert all((b - a) % 52 == 1 for a, b in pairwise(perm))
        assert perm[0] != 0


def test_keep_bottom_never_moves_the_bottom_card() -> None:
    decks = shuffler_named("keep-bottom").generate(np.random.default_rng(5), 400, 52)
    assert (decks[:, -1] == 51).all()
    assert (keep_bottom(np.random.default_rng(6), 10, 40)[:, -1] == 39).all()


def test_repeat_1pct_repeats_about_one_deck_in_a_hundred() -> None:
    decks = shuffler_named("repeat-1pct").generate(np.random.default_rng(7), 20_000, 52)
    repeats = int((decks[1:] == decks[:-1]).all(axis=1).sum())
    assert 200 - 4 * 14 < repeats < 200 + 4 * 14


def test_a_log_replays_from_its_seed_and_differs_across_seeds() -> None:
    for model in (SHUFFLERS["harness"], *FAULTY_SHUFFLERS):
        first = np.concatenate(list(generate_log(model, count=300, size=52, seed=9, block=128)))
        again = np.concatenate(list(generate_log(model, count=300, size=52, seed=9, block=128)))
        other = np.concatenate(list(generate_log(model, count=300, size=52, seed=10, block=128)))
        assert np.array_equal(first, again), model.name
        assert not np.array_equal(first, other), model.name


def test_faulty_logs_continue_from_the_previous_block() -> None:
    decks = np.concatenate(list(generate_log(shuffler_named("cut-only"), count=300, size=52, seed=1, block=100)))
    for previous, current in pairwise(decks):
        start = int(np.flatnonzero(previous == current[0])[0])
        assert np.array_equal(np.roll(previous, -start), current)


def test_unknown_shuffler_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="riffle-1"):
        shuffler_named("riffle-99")
