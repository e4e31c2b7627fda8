"""The nine five-card poker hand categories and their standard order.

Why a module of its own: a deck (harness.core.decks) states the order of the categories, since a
short deck puts the flush above the full house, and the ranking (harness.core.hands) reads that
order from the deck; both need the categories, so they live below both. `harness.core.hands`
re-exports `Category`, the name every game imports.
"""

from __future__ import annotations

import enum


class Category(enum.IntEnum):
    """A hand category; the values are the standard order, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        return _LABELS[self]


#: Each category's label ("full house"), read in every settled round's details.
_LABELS = {category: category.name.replace("_", " ").lower() for category in Category}


#: Weakest first, as poker ranks hands on a 52-card deck (and on Dilemma Hold'em's 40 cards).
STANDARD_CATEGORY_ORDER: tuple[Category, ...] = tuple(Category)
