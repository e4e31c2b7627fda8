"""Suit symmetry: classes of player hands with the upcard's suit fixed."""

from __future__ import annotations

from itertools import permutations
from math import comb

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from harness.families.lunar.analysis.symmetry import (
    canonical_keys,
    pack_hands,
    player_classes,
    to_spade_upcard,
    unpack_hands,
)

hands = st.lists(st.integers(1, 51), min_size=5, max_size=5, unique=True)  # never the 2s (index 0)


def _relabel(cards: list[int], mapping: tuple[int, ...]) -> list[int]:
    return [(c // 4) * 4 + mapping[c % 4] for c in cards]


@given(hands, st.sampled_from(list(permutations((1, 2, 3)))))
def test_the_key_is_the_same_for_every_relabelling_of_the_other_suits(cards: list[int], rest: tuple[int, ...]) -> None:
    relabelled = _relabel(cards, (0, *rest))
    assert canonical_keys(np.array([cards]))[0] == canonical_keys(np.array([relabelled]))[0]


@given(hands, hands)
def test_hands_with_different_keys_are_not_relabellings(first: list[int], second: list[int]) -> None:
    same_class = any(sorted(_relabel(first, (0, *rest))) == sorted(second) for rest in permutations((1, 2, 3)))
    keys = canonical_keys(np.array([first, second]))
    assert (keys[0] == keys[1]) == same_class


@given(hands)
def test_pack_and_unpack_round_trip(cards: list[int]) -> None:
    assert unpack_hands(pack_hands(np.array([cards]))).tolist() == [sorted(cards)]


@given(hands, st.integers(0, 51))
def test_moving_the_upcard_to_spades_keeps_ranks_and_distinctness(cards: list[int], upcard: int) -> None:
    moved, spade = to_spade_upcard(np.array([cards]), upcard)
    assert spade % 4 == 0 and spade // 4 == upcard // 4
    assert sorted(moved[0] // 4) == sorted(c // 4 for c in cards)
    assert (upcard in cards) == (spade in moved[0].tolist())


def test_classes_cover_every_hand_without_the_upcard_once() -> None:
    classes = player_classes(4 * 12)  # the As
    assert int(classes.weights.sum()) == comb(51, 5)
    assert not (classes.cards == 48).any()
    assert set(classes.weights.tolist()) <= {1, 2, 3, 6}  # orbit sizes under a group of order 6
    assert (canonical_keys(classes.cards) == classes.keys).all()
