"""The decks a shuffle log may hold: the 52-card deck and the 40-card Dilemma Hold'em deck.

Why a table of deck specs: every test reads its card facts (rank, suit, colour, high/low,
which five ranks make a straight) from here, so a new deck is a new entry, not new branches.

Cards are numbered densely 0..n-1 in the harness's rank-major order (`harness.cards.DECK`,
suits s h d c). For 52 cards the number is `Card.index`; the 40-card deck keeps the same order
with J, Q, K removed, so its Aces are 36..39.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import numpy.typing as npt

from harness.cards import ACE, DECK, JACK, KING, QUEEN, SUITS, Card, rank_text
from harness.errors import UsageError


@dataclass(frozen=True, kw_only=True)
class DeckSpec:
    """One kind of deck: its cards in dense order and the rank facts the tests need."""

    name: str
    cards: tuple[Card, ...]
    #: Ranks in ascending strength (Ace last); a card's rank index is its place here.
    ranks: tuple[int, ...]
    #: Each straight as its five ranks; the wheel and, for 40 cards, 7-8-9-10-A included.
    straights: tuple[frozenset[int], ...]
    #: Ranks counted "low" by the high/low runs test (the lower half of the rank order).
    low_ranks: frozenset[int]

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
        return self._number_by_card.get(card)

    @cached_property
    def _number_by_card(self) -> dict[Card, int]:
        return {card: i for i, card in enumerate(self.cards)}

    def describe_straights(self) -> list[str]:
        out = []
        for straight in self.straights:
            ordered = sorted(straight)
            if ordered == [2, 3, 4, 5, ACE]:
                ordered = [ACE, 2, 3, 4, 5]
            out.append("-".join(rank_text(rank) for rank in ordered))
        return out


def _consecutive_straights(ranks: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """Five consecutive ranks in the deck's order, plus the wheel A-2-3-4-5."""
    runs = [frozenset(ranks[i : i + 5]) for i in range(len(ranks) - 4)]
    wheel = frozenset({ACE, 2, 3, 4, 5})
    return (wheel, *runs)


_RANKS_52 = tuple(range(2, 15))
#: Dilemma Hold'em has A and 2-10 only; the Ace stays high, so 7-8-9-10-A is the top straight
#: (GAMES.md §3: "a royal flush is 7-8-9-10-A") and A-2-3-4-5 stays the wheel, as in any poker.
_RANKS_40 = (*range(2, 11), ACE)

DECK_52 = DeckSpec(
    name="52",
    cards=DECK,
    ranks=_RANKS_52,
    straights=_consecutive_straights(_RANKS_52),
    low_ranks=frozenset(range(2, 8)),
)

DECK_40 = DeckSpec(
    name="40",
    cards=tuple(card for card in DECK if card.rank not in (JACK, QUEEN, KING)),
    ranks=_RANKS_40,
    straights=_consecutive_straights(_RANKS_40),
    low_ranks=frozenset(range(2, 7)),
)

DECK_SPECS: dict[int, DeckSpec] = {52: DECK_52, 40: DECK_40}


def deck_spec(size: int) -> DeckSpec:
    spec = DECK_SPECS.get(size)
    if spec is None:
        raise UsageError(f"deck={size}: the shuffle battery knows decks of {' and '.join(map(str, DECK_SPECS))} cards")
    return spec
