"""The decks a shuffle log may hold: the 52-card deck and the 40-card Dilemma Hold'em deck.

Why a table of deck specs: every test reads its card facts (rank, suit, colour, high/low,
which five ranks make a straight) from here, so a new deck is a new entry, not new branches.
Cards, ranks and straights come from the harness's one deck definition (harness.core.decks), so the
audit and the hand ranking agree on what a straight is.

Cards are numbered densely 0..n-1 in the harness's rank-major order (`harness.core.cards.DECK`,
suits s h d c). For 52 cards the number is `Card.index`; the 40-card deck keeps the same order
with J, Q, K removed, so its Aces are 36..39.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import numpy.typing as npt

from harness.core.cards import SUITS, Card
from harness.core.decks import DILEMMA_40, STANDARD_52, Deck
from harness.spec.errors import UsageError


@dataclass(frozen=True, kw_only=True)
class DeckSpec:
    """One kind of deck as the audit sees it: the harness deck's cards in dense order and the
    rank facts the tests need."""

    #: How a log's deck is named in the audit ("52", "40").
    name: str
    deck: Deck

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.deck.cards

    @property
    def ranks(self) -> tuple[int, ...]:
        """Ranks in ascending strength (Ace last); a card's rank index is its place here."""
        return self.deck.ranks

    @cached_property
    def straights(self) -> tuple[frozenset[int], ...]:
        """Each straight as its five ranks, weakest first; the wheel and, for 40 cards, 7-8-9-10-A included."""
        return tuple(frozenset(straight) for straight in self.deck.straights)

    @cached_property
    def low_ranks(self) -> frozenset[int]:
        """Ranks counted "low" by the high/low runs test: the lower half of the rank order."""
        return frozenset(self.ranks[: len(self.ranks) // 2])

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def rank_count(self) -> int:
        return len(self.ranks)

    @cached_property
    def rank_index(self) -> npt.NDArray[np.int8]:
        """Dense card number -> rank index 0..rank_count-1."""
        order = {rank: i for i, rank in enumerate(self.ranks)}
        return np.array([order[card.rank] for card in self.cards], dtype=np.int8)

    @cached_property
    def suit_index(self) -> npt.NDArray[np.int8]:
        """Dense card number -> suit index 0..3 (s h d c)."""
        return np.array([SUITS.index(card.suit) for card in self.cards], dtype=np.int8)

    @cached_property
    def is_red(self) -> npt.NDArray[np.bool_]:
        return np.array([card.colour == "red" for card in self.cards], dtype=np.bool_)

    @cached_property
    def is_low(self) -> npt.NDArray[np.bool_]:
        return np.array([card.rank in self.low_ranks for card in self.cards], dtype=np.bool_)

    @cached_property
    def straight_masks(self) -> npt.NDArray[np.int64]:
        """Each straight as a bit mask over rank indices, for a vectorised membership test."""
        order = {rank: i for i, rank in enumerate(self.ranks)}
        masks = [sum(1 << order[rank] for rank in straight) for straight in self.straights]
        return np.array(sorted(masks), dtype=np.int64)

    @cached_property
    def card_tokens(self) -> tuple[str, ...]:
        """How the harness writes each card in a log (`As`, `Td`)."""
        return tuple(str(card) for card in self.cards)

    def number_of(self, card: Card) -> int | None:
        """Dense number of a card, or None when the card is not in this deck."""
        return self.deck.number_of(card)

    def describe_straights(self) -> list[str]:
        return self.deck.describe_straights()


#: Ranks 2-7 are low.
DECK_52 = DeckSpec(name="52", deck=STANDARD_52)
#: Dilemma Hold'em (brief §3: A and 2-10; "a royal flush is 7-8-9-10-A"); ranks 2-6 are low.
DECK_40 = DeckSpec(name="40", deck=DILEMMA_40)

DECK_SPECS: dict[int, DeckSpec] = {52: DECK_52, 40: DECK_40}


def deck_spec(size: int) -> DeckSpec:
    spec = DECK_SPECS.get(size)
    if spec is None:
        raise UsageError(f"deck={size}: the shuffle battery knows decks of {' and '.join(map(str, DECK_SPECS))} cards")
    return spec
