"""Playing cards: parsing, printing, and the dense order every deck lists its cards in.

Ranks are integers 2..14 (Ace high, 14); suits are `s h d c`. Both `Td` and `10d` parse,
so hand histories from different systems can be read without conversion. Which ranks a deck
holds (52 cards, Dilemma Hold'em's 40, a 36-card short deck) is `harness.core.decks`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from harness.spec.errors import CardError


class Suit(enum.StrEnum):
    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def colour(self) -> str:
        return "red" if self in (Suit.HEARTS, Suit.DIAMONDS) else "black"


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
RANK_CHARS = "23456789TJQKA"
#: Every rank a card may have, weakest first.
RANKS: tuple[int, ...] = tuple(range(2, 15))
ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10
FACE_RANKS = frozenset({JACK, QUEEN, KING})
ROYAL_RANKS = frozenset({TEN, JACK, QUEEN, KING, ACE})

_RANK_BY_TEXT = {ch: i + 2 for i, ch in enumerate(RANK_CHARS)} | {"10": TEN}


def rank_from_text(text: str) -> int:
    """Parse a rank symbol (`A`, `K`, `T`, `10`, `9` ... `2`)."""
    rank = _RANK_BY_TEXT.get(text.upper())
    if rank is None:
        raise CardError(f"{text!r} is not a rank: use one of A K Q J T (or 10) 9 8 7 6 5 4 3 2")
    return rank


def rank_text(rank: int) -> str:
    return RANK_CHARS[rank - 2]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Ordered by rank, then suit index, so sorted hands print predictably."""

    rank: int
    suit: Suit

    @property
    def index(self) -> int:
        """0..51, rank-major: the position of this card in `DECK`."""
        return (self.rank - 2) * 4 + _SUIT_INDEX[self.suit]

    @property
    def colour(self) -> str:
        return self.suit.colour

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit  # a Suit is its letter (StrEnum)

    def __repr__(self) -> str:
        return f"Card({self})"


@cache
def deck_cards(ranks: tuple[int, ...], suits: tuple[Suit, ...]) -> tuple[Card, ...]:
    """A deck's cards in its dense order: rank-major, ranks as given (weakest first), then suits.

    Cached, so decks of the same ranks and suits share one tuple: the standard deck's cards *are* `DECK`.
    """
    return tuple(Card(rank=rank, suit=suit) for rank in ranks for suit in suits)


#: The standard 52-card deck's cards (`harness.core.decks.STANDARD_52.cards` is this tuple);
#: `DECK[card.index] == card`.
DECK: tuple[Card, ...] = deck_cards(RANKS, SUITS)


def parse_card(text: str) -> Card:
    """Parse `As`, `Td`, `10d`; suit letters `s h d c`."""
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card: expected text such as 'As' or '10d'")
    token = text.strip()
    if len(token) not in (2, 3):
        raise CardError(f"{text!r} is not a card: expected a rank and a suit, such as 'As', 'Td' or '10d'")
    rank_part, suit_part = token[:-1], token[-1].lower()
    try:
        suit = Suit(suit_part)
    except ValueError:
        raise CardError(f"{text!r} is not a card: the suit must be one of s h d c") from None
    try:
        rank = rank_from_text(rank_part)
    except CardError:
        raise CardError(f"{text!r} is not a card: the rank must be one of A K Q J T (or 10) 9 8 7 6 5 4 3 2") from None
    return Card(rank=rank, suit=suit)


def parse_cards(texts: Iterable[str] | str) -> tuple[Card, ...]:
    """Parse a list of cards, or one string of cards separated by spaces."""
    items = texts.split() if isinstance(texts, str) else list(texts)
    return tuple(parse_card(t) for t in items)


def format_cards(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)
