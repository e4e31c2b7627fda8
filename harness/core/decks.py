"""The decks a game is dealt from, and the poker facts each one implies.

Why one definition: hand ranking (harness.core.hands), the poker room's lookup tables and the
shuffle audit all need to know which cards exist and which five ranks make a straight. They
read it from a `Deck`, so the 40-card Dilemma Hold'em deck (seed 001: A and 2-10, a royal
flush is 7-8-9-10-A) or a 36-card short deck is one entry below, not a branch in each.

A deck states its ranks, suits and category order; the rest is derived: its cards in dense
order, its straights (every five consecutive ranks of its order, plus the Ace-low straight
A-2-3-4-5, or A-6-7-8-9 on the short deck), and its top straight (the royal).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from harness.core.cards import ACE, RANKS, SUITS, Card, Suit, deck_cards, rank_text
from harness.core.hand_categories import STANDARD_CATEGORY_ORDER, Category
from harness.spec.errors import HarnessError, UsageError

STRAIGHT_LENGTH = 5


class DeckError(HarnessError):
    """A deck definition the ranking cannot use (ranks out of order, a category missing)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Deck:
    """One kind of deck. Equal decks have equal names, ranks, suits and category order."""

    name: str
    #: Ranks in ascending strength. Strength must follow the rank number (Ace 14 highest):
    #: tie-breaks compare rank numbers.
    ranks: tuple[int, ...]
    suits: tuple[Suit, ...] = SUITS
    #: Hand categories weakest first.
    category_order: tuple[Category, ...] = STANDARD_CATEGORY_ORDER

    # Derived in __post_init__ from the fields above.
    cards: tuple[Card, ...] = field(init=False, compare=False, repr=False)
    #: Each straight as its five ranks in playing order (`(ACE, 2, 3, 4, 5)` for the wheel),
    #: weakest straight first.
    straights: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)
    #: The five ranks (highest first) of each straight -> its top rank, the tie-break.
    straight_tops: Mapping[tuple[int, ...], int] = field(init=False, compare=False, repr=False)
    #: Category -> its place in `category_order`, set only when that order is not the standard
    #: one (empty otherwise: the category's own value orders it).
    category_places: Mapping[Category, int] = field(init=False, compare=False, repr=False)
    _number_by_card: Mapping[Card, int] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._check()
        cards = deck_cards(self.ranks, self.suits)
        straights = _straights(self.ranks)
        derived: dict[str, object] = {
            "cards": cards,
            "straights": straights,
            "straight_tops": {tuple(sorted(s, reverse=True)): s[-1] for s in straights},
            "category_places": (
                {}
                if self.category_order == STANDARD_CATEGORY_ORDER
                else {category: place for place, category in enumerate(self.category_order)}
            ),
            "_number_by_card": {card: i for i, card in enumerate(cards)},
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    def _check(self) -> None:
        if len(self.ranks) < STRAIGHT_LENGTH or any(r not in RANKS for r in self.ranks):
            raise DeckError(f"deck {self.name}: ranks={self.ranks}: need five or more ranks from 2 to 14")
        if list(self.ranks) != sorted(set(self.ranks)):
            raise DeckError(f"deck {self.name}: ranks={self.ranks}: list each rank once, weakest first")
        if not self.suits or len(set(self.suits)) != len(self.suits):
            raise DeckError(f"deck {self.name}: suits={self.suits}: list each suit once")
        if sorted(self.category_order) != sorted(Category):
            raise DeckError(f"deck {self.name}: category_order: list each of the {len(Category)} categories once")

    def __hash__(self) -> int:
        """By name alone (equal decks have equal names): cheap, for tables cached per deck."""
        return hash(self.name)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def royal(self) -> tuple[int, ...]:
        """The top straight: as a straight flush, the royal flush (7-8-9-10-A on 40 cards)."""
        return self.straights[-1]

    @property
    def reorders_categories(self) -> bool:
        """True when this deck ranks the categories other than in the standard order."""
        return bool(self.category_places)

    def number_of(self, card: Card) -> int | None:
        """The card's place in `cards`, or None when the deck has no such card."""
        return self._number_by_card.get(card)

    def describe_straights(self) -> list[str]:
        """Each straight as it is read aloud, weakest first: `A-2-3-4-5`, ..., `T-J-Q-K-A`."""
        return ["-".join(rank_text(rank) for rank in straight) for straight in self.straights]


def _straights(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every five consecutive ranks of the deck's order and, when the deck's top rank is the
    Ace, the Ace played low before its four lowest ranks (A-2-3-4-5; A-6-7-8-9 on 36 cards).
    Weakest first: the Ace-low straight tops at the fourth rank, below every window."""
    windows = tuple(ranks[i : i + STRAIGHT_LENGTH] for i in range(len(ranks) - STRAIGHT_LENGTH + 1))
    if ranks[-1] != ACE or len(ranks) == STRAIGHT_LENGTH:
        return windows
    return ((ACE, *ranks[: STRAIGHT_LENGTH - 1]), *windows)


#: The 52-card deck every game so far is dealt from.
STANDARD_52 = Deck(name="standard-52", ranks=RANKS)
#: Dilemma Hold'em (seed 001, brief §3): A and 2-10 in four suits. With J, Q and K missing the
#: Ace follows the 10, so 7-8-9-10-A is the top straight (the seed's royal flush) and A-2-3-4-5
#: stays the lowest; the categories rank as in any poker (seed 001, §10: "exactly as in ordinary poker").
DILEMMA_40 = Deck(name="dilemma-40", ranks=(*range(2, 11), ACE))
#: Short-deck Hold'em: 6 to A; A-6-7-8-9 is the lowest straight and, as in most rooms, a flush
#: beats a full house (five of one suit among nine ranks is the rarer hand).
SHORT_36 = Deck(
    name="short-36",
    ranks=tuple(range(6, 15)),
    category_order=(
        Category.HIGH_CARD,
        Category.PAIR,
        Category.TWO_PAIR,
        Category.THREE_OF_A_KIND,
        Category.STRAIGHT,
        Category.FULL_HOUSE,
        Category.FLUSH,
        Category.FOUR_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
    ),
)

#: The same 36 cards where three of a kind beats a straight, as some rooms play short deck (the
#: reading `straight_vs_three_of_a_kind=three_of_a_kind_wins` of rules_spec/short_deck.yaml): the
#: flush still beats the full house.
SHORT_36_TRIPS_OVER_STRAIGHT = Deck(
    name="short-36-trips-over-straight",
    ranks=SHORT_36.ranks,
    category_order=(
        Category.HIGH_CARD,
        Category.PAIR,
        Category.TWO_PAIR,
        Category.STRAIGHT,
        Category.THREE_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.FLUSH,
        Category.FOUR_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
    ),
)

#: Every named deck, by name (a game registry entry names one; a poker-room game's reading may
#: rank its hands on another deck of the same cards, rules_spec `table.ranking_decks`).
DECKS: Mapping[str, Deck] = {d.name: d for d in (STANDARD_52, DILEMMA_40, SHORT_36, SHORT_36_TRIPS_OVER_STRAIGHT)}


def deck(name: str) -> Deck:
    """The deck called `name`."""
    found = DECKS.get(name)
    if found is None:
        raise UsageError(f"deck {name!r} is not known: the decks are {', '.join(DECKS)}")
    return found
