"""The battery's tests: each one sees the fault it is for, counts add up over blocks, Holm is Holm."""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import ACE, Card, Suit
from harness.core.hands import Category, rank_five
from harness.shuffle.battery import (
    BATTERY,
    BatteryCounts,
    bonferroni_adjusted,
    evaluate,
    hand_categories,
    holm_adjusted,
    inverse_permutations,
    run_on_decks,
)
from harness.shuffle.decks import DECK_40, DECK_52, DeckSpec
from harness.shuffle.shufflers import harness_shuffle


def good_decks(count: int, spec: DeckSpec = DECK_52, seed: int = 7) -> np.ndarray:
    return harness_shuffle(np.random.default_rng(seed), count, spec.size)


def outcome(decks: np.ndarray, name: str, spec: DeckSpec = DECK_52):  # type: ignore[no-untyped-def]
    result = run_on_decks(decks, spec, 0.99)
    for test in result.tests:
        if test.result.name == name:
            return test
    raise AssertionError(f"{name} not applied")


def test_holm_and_bonferroni_on_a_worked_example() -> None:
    # Sorted: 0.005 x4 = 0.02; 0.01 x3 = 0.03; 0.03 x2 = 0.06; 0.04 x1 = 0.04 -> raised to 0.06.
    assert holm_adjusted([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert bonferroni_adjusted([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.04, 0.16, 0.12, 0.02])
    # Sorted: 0.5 x2 = 1.0 (capped); 0.9 x1 = 0.9 -> raised to 1.0 (step-down is monotone).
    assert holm_adjusted([0.5, 0.9]) == pytest.approx([1.0, 1.0])
    assert holm_adjusted([0.2, 0.001, 0.3]) == pytest.approx([0.4, 0.003, 0.4])


def test_good_decks_pass_every_test() -> None:
    result = run_on_decks(good_decks(20_000), DECK_52, 0.99)
    assert result.passed
    assert [t.result.name for t in result.tests] == [spec.name for spec in BATTERY]
    assert not result.not_applicable


def test_good_40_card_decks_pass_every_test() -> None:
    result = run_on_decks(good_decks(20_000, DECK_40), DECK_40, 0.99)
    assert result.passed
    assert len(result.tests) == len(BATTERY)


def test_a_card_stuck_at_the_bottom_fails_card_by_position() -> None:
    decks = good_decks(5_000)
    stuck = decks[:1_000]
    where = np.argwhere(stuck == 0)
    stuck[where[:, 0], where[:, 1]] = stuck[:, -1]
    stuck[:, -1] = 0
    test = outcome(decks, "position")
    assert test.rejected
    assert "2s at position 52" in test.result.detail


def test_a_favoured_first_card_fails_the_first_card_tests() -> None:
    decks = good_decks(5_000)
    aces = list(range(48, 52))  # As Ah Ad Ac
    for row in decks[:400]:
        ace = aces[int(row[0]) % 4]
        where = int(np.flatnonzero(row == ace)[0])
        row[0], row[where] = row[where], row[0]
    assert outcome(decks, "first_card_rank").rejected
    assert outcome(decks, "first_card").rejected


def test_card_pairs_that_stick_together_fail_adjacency() -> None:
    decks = good_decks(5_000)
    for row in decks[:600]:
        # Put the card after the Ace of spades right after the deuce of spades: a sticky pair.
        where = int(np.flatnonzero(row == 0)[0])
        if where < 51:
            partner = int(np.flatnonzero(row == 48)[0])
            row[[where + 1, partner]] = row[[partner, where + 1]]
    test = outcome(decks, "adjacency")
    assert test.rejected
    assert "2s followed by As" in test.result.detail


def test_alternating_colours_fail_the_colour_runs_test() -> None:
    decks = good_decks(2_000)
    red = DECK_52.is_red
    for row in decks[:300]:
        reds, blacks = row[red[row]], row[~red[row]]
        row[0::2], row[1::2] = reds, blacks
    assert outcome(decks, "runs_colour").rejected


def test_a_riffle_of_the_factory_order_fails_rising_sequences() -> None:
    rng = np.random.default_rng(3)
    decks = good_decks(3_000)
    for row in decks[:300]:
        # One riffle of the factory order: the two packets interleave, so two rising sequences.
        cut = int(rng.binomial(52, 0.5))
        labels = rng.permutation(np.array([0] * cut + [1] * (52 - cut)))
        row[labels == 0] = np.arange(cut)
        row[labels == 1] = np.arange(cut, 52)
    assert outcome(decks, "rising_sequences").rejected


def test_a_repeated_deck_fails_repeated_decks() -> None:
    decks = good_decks(1_000)
    decks[700] = decks[123]
    test = outcome(decks, "repeated_decks")
    assert test.rejected and test.result.statistic == 1
    assert outcome(good_decks(1_000), "repeated_decks").result.p_value == 1.0


def test_consecutive_decks_that_share_positions_fail_the_serial_tests() -> None:
    decks = good_decks(5_000)
    for k in range(1, 5_000, 10):
        # Deck k keeps deck k-1's first 20 cards in place.
        keep = decks[k - 1, :20]
        rest = [c for c in decks[k] if c not in set(keep.tolist())]
        decks[k] = np.concatenate((keep, rest))
    assert outcome(decks, "serial_correlation").rejected
    assert outcome(decks, "serial_position").rejected


def test_too_many_flushes_fail_the_hand_category_test() -> None:
    decks = good_decks(3_000)
    for row in decks[:150]:
        spades = [c for c in row if c % 4 == 0][:5]
        others = [c for c in row if c not in spades]
        row[:] = spades + others
    assert outcome(decks, "hand_category").rejected


def test_tests_without_enough_decks_are_not_applied_and_say_why() -> None:
    result = run_on_decks(good_decks(100), DECK_52, 0.99)
    skipped = {t.name: t.detail for t in result.not_applicable}
    assert "position" in skipped and "260" in skipped["position"]
    assert "adjacency" in skipped
    assert "runs_colour" not in skipped


def test_inverse_permutations() -> None:
    decks = good_decks(50)
    positions = inverse_permutations(decks)
    rows = np.arange(50)[:, None]
    assert (decks[rows, positions] == np.arange(52)).all()


def test_vectorised_hand_categories_match_the_reference_ranking() -> None:
    decks = good_decks(4_000)
    hands = decks[:, :5]
    expected = [int(rank_five([DECK_52.cards[c] for c in hand]).category) for hand in hands]
    assert hand_categories(hands, DECK_52).tolist() == expected


def test_forty_card_categories_match_the_reference_with_7_8_9_10_a_a_straight() -> None:
    """GAMES.md §3 makes 7-8-9-10-A the Dilemma royal straight: the audit and the reference
    ranking read it from the same deck (harness.core.decks.DILEMMA_40)."""
    decks = good_decks(4_000, DECK_40)
    hands = decks[:, :5]
    expected = [int(rank_five([DECK_40.cards[c] for c in hand], DECK_40.deck).category) for hand in hands]
    assert hand_categories(hands, DECK_40).tolist() == expected
    royal = [DECK_40.number_of(Card(rank=rank, suit=Suit.SPADES)) for rank in (7, 8, 9, 10, ACE)]
    assert hand_categories(np.array([royal], dtype=np.int8), DECK_40).tolist() == [Category.STRAIGHT_FLUSH]


def test_every_40_card_hand_enumerated_gives_the_hand_counts() -> None:
    hands = np.fromiter((c for hand in combinations(range(40), 5) for c in hand), dtype=np.int8).reshape(-1, 5)
    counts = np.bincount(hand_categories(hands, DECK_40), minlength=9)
    # By hand: see test_shuffle_null_distributions.HAND_COUNTED_40.
    assert counts.tolist() == [249_900, 322_560, 51_840, 23_040, 7_140, 980, 2_160, 360, 28]
    assert counts.sum() == math.comb(40, 5)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(1, 700), min_size=1, max_size=6), st.integers(0, 2**32 - 1))
def test_counts_add_up_the_same_however_the_log_is_split(pieces: list[int], seed: int) -> None:
    decks = good_decks(sum(pieces), seed=seed)
    whole = BatteryCounts(spec=DECK_52)
    whole.update(decks)
    parts = [BatteryCounts(spec=DECK_52)]
    start = 0
    for size in pieces:
        parts[-1].update(decks[start : start + size])
        start += size
        parts.append(parts[-1].continued())
    total = BatteryCounts.total(parts)
    assert total.decks == whole.decks and total.pairs == whole.pairs == len(decks) - 1
    for table in ("position", "adjacency", "serial_position", "rising", "rising_serial", "hand_category"):
        assert np.array_equal(getattr(total, table), getattr(whole, table)), table
    assert (total.serial_cross, total.runs_colour, total.runs_high_low) == (
        whole.serial_cross,
        whole.runs_colour,
        whole.runs_high_low,
    )
    assert evaluate(total, 0.99).to_json() == evaluate(whole, 0.99).to_json()
