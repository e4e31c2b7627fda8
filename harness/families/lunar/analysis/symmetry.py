"""Suit symmetry: player hands that are the same up to renaming suits play the same.

Why: relabelling suits changes neither poker values nor the count of the dealer's hands in
each outcome. With the upcard's suit fixed to spades (the other three upcard suits are
relabellings of it), player hands fall into classes under the 6 permutations of hearts,
diamonds and clubs: 434,550 per upcard rank instead of 2,349,060, 5,649,150
(hand, upcard) pairs in all instead of 122 million.

A class is named by its canonical key: the smallest, over the 6 permutations, of the hand's
52-bit card mask (bit i set for card index i), which needs no sorting.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

import numpy as np
import numpy.typing as npt

from harness.families.lunar.analysis.hand_values import CardArray, IntArray, all_five_card_hands

UPCARD_SUIT = 0  # spades: the upcard of every computed pair
_SUIT_PERMUTATIONS = tuple((UPCARD_SUIT, *rest) for rest in permutations((1, 2, 3)))
_CARDS = np.arange(52, dtype=np.int64)
#: For each permutation, the mask bit of each card after relabelling its suit.
_PERMUTED_BITS = tuple(
    np.int64(1) << ((_CARDS // 4) * 4 + np.asarray(mapping, dtype=np.int64)[_CARDS % 4])
    for mapping in _SUIT_PERMUTATIONS
)

#: The same for every permutation of all four suits (no upcard fixed).
_ALL_PERMUTED_BITS = tuple(
    np.int64(1) << ((_CARDS // 4) * 4 + np.asarray(mapping, dtype=np.int64)[_CARDS % 4])
    for mapping in permutations(range(4))
)


def pack_hands(cards: npt.NDArray[np.integer]) -> IntArray:
    """The card mask of each (N, 5) row of distinct card indices."""
    masks: IntArray = (np.int64(1) << cards.astype(np.int64)).sum(axis=1)
    return masks


def unpack_hands(keys: IntArray, width: int = 5) -> CardArray:
    """Ascending card indices of each mask of `width` cards (lowest set bit first)."""
    remaining = keys.copy()
    cards = np.empty((len(keys), width), dtype=np.uint8)
    for position in range(width):
        lowest = remaining & -remaining
        if not lowest.all():
            raise ValueError(f"a key is not a mask of {width} cards")
        cards[:, position] = np.log2(lowest.astype(np.float64)).astype(np.uint8)  # exact: powers of two
        remaining ^= lowest
    if remaining.any():
        raise ValueError(f"a key is not a mask of {width} cards")
    return cards


def _smallest_mask(cards: npt.NDArray[np.integer], permuted_bits: tuple[IntArray, ...]) -> IntArray:
    """Per hand, the smallest card mask over the suit relabellings `permuted_bits` give."""
    best: IntArray | None = None
    for bit_of_card in permuted_bits:
        key = bit_of_card[cards].sum(axis=1)
        best = key if best is None else np.minimum(best, key)
    assert best is not None
    return best


def canonical_keys(cards: npt.NDArray[np.integer]) -> IntArray:
    """The class key of each hand under the permutations of the non-upcard suits."""
    return _smallest_mask(cards, _PERMUTED_BITS)


def suit_class_keys(cards: npt.NDArray[np.integer]) -> IntArray:
    """The class key of each hand under every permutation of the four suits: hands a strategy
    reading suits only through which cards share one (not which suit) decides alike."""
    return _smallest_mask(cards, _ALL_PERMUTED_BITS)


def canonical_images(cards: npt.NDArray[np.integer]) -> tuple[IntArray, IntArray]:
    """(class key, the hand's cards after the first permutation that gives it) per row: which
    card of the class's canonical hand each card of the hand becomes (same columns)."""
    keys = np.stack([bit_of_card[cards].sum(axis=1) for bit_of_card in _PERMUTED_BITS], axis=1)
    which = keys.argmin(axis=1)
    suit_maps = np.asarray(_SUIT_PERMUTATIONS, dtype=np.int64)[which]  # (N, 4): new suit of each suit
    c = cards.astype(np.int64)
    images: IntArray = (c // 4) * 4 + np.take_along_axis(suit_maps, c % 4, axis=1)
    return keys[np.arange(len(keys)), which], images


def to_spade_upcard(player: npt.NDArray[np.integer], upcard: int) -> tuple[IntArray, int]:
    """Relabel suits (swap the upcard's suit with spades) so the upcard is a spade."""
    suit = upcard % 4
    swap = np.arange(4)
    swap[[suit, UPCARD_SUIT]] = swap[[UPCARD_SUIT, suit]]
    cards = player.astype(np.int64)
    return (cards // 4) * 4 + swap[cards % 4], upcard - suit + UPCARD_SUIT


#: SPADE_FRAME_SUIT[u, s]: the suit s becomes when the suits u and spades swap places.
SPADE_FRAME_SUIT = np.array(
    [[UPCARD_SUIT if s == u else u if s == UPCARD_SUIT else s for s in range(4)] for u in range(4)], dtype=np.int64
)


def rows_to_spade_upcard(players: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]) -> IntArray:
    """`to_spade_upcard` for many hands, each with its own upcard: the players' cards relabelled
    so that their row's upcard is a spade (the frame the exact analysis counted in)."""
    cards = players.astype(np.int64)
    suits = SPADE_FRAME_SUIT[upcards.astype(np.int64)[:, None] % 4, cards % 4]
    relabelled: IntArray = (cards // 4) * 4 + suits
    return relabelled


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerClasses:
    """The player hands facing one spade upcard, one row per suit class."""

    upcard: int
    keys: IntArray  # canonical keys, ascending
    cards: CardArray  # the canonical hand of each class
    weights: IntArray  # how many hands each class stands for (1..6)


def player_classes(upcard: int) -> PlayerClasses:
    """Every player hand not containing `upcard` (a spade), grouped into suit classes."""
    if upcard % 4 != UPCARD_SUIT:
        raise ValueError(f"the upcard must be a spade (card index a multiple of 4), got {upcard}")
    hands = all_five_card_hands()
    hands = hands[~(hands == upcard).any(axis=1)]
    keys, weights = np.unique(canonical_keys(hands), return_counts=True)
    return PlayerClasses(upcard=upcard, keys=keys, cards=unpack_hands(keys), weights=weights.astype(np.int64))
