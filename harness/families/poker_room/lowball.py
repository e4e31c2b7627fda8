"""Low hands of the games that are not read high: razz's ace-to-five low (and the eight-or-better
low of any five of seven cards, for stud high-low), the deuce-to-seven low of the draw games and
badugi's four-suit low.

Each ranking is stated once, as a reference function that reads like its clause (`ace_to_five_rank`:
aces low, straights and flushes ignored, a pair worse than any five different ranks), and the fast
table is *derived from* it as the high tables are derived from `harness.core.hands.rank_five`
(harness.families.poker_room.lookups): every distinct five-card class is ranked there once and numbered
densely, so the table can never disagree with the reference (a slow test checks every five-card
hand against pokerkit's lookup of the same game).

Values follow the room's convention for the hand that wins the pot (harness.families.poker_room.settle): a
*greater* value is a *better* hand, so the lowest hand has the greatest value; ties are equal values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement

from harness.core.cards import ACE, DECK, Card, rank_text
from harness.core.cards import SUITS as STANDARD_SUITS  # noqa: E402  (the four suits, in `Card.index` order)
from harness.core.hand_categories import Category
from harness.core.hands import HandRank, rank_five
from harness.families.poker_room.evaluation import ShownHand, cards_of, holdem_best_high
from harness.families.poker_room.lookups import (
    CARD_LOW_BIT,
    CARD_PRIME,
    CARD_RANK,
    CARD_SUIT,
    RANK_PRIMES,
    representative,
)

#: The category of five ranks by how they group (pairs and sets), most cards first; five
#: different ranks are no pair. Straights and flushes do not exist in an ace-to-five low.
_CATEGORY_BY_SHAPE = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
}


def ace_low(rank: int) -> int:
    """A rank in ace-to-five order: the Ace is 1, below the deuce."""
    return 1 if rank == ACE else rank


@dataclass(frozen=True, slots=True, order=True)
class LowRank:
    """An ace-to-five low with pairs (razz): the category first (no pair best, then one pair, two
    pair, three of a kind, full house, four of a kind), then the ranks that break ties, most
    significant first (the sets' ranks before the single cards', each highest first), aces as 1.
    Compared as a tuple, a *smaller* LowRank is the *better* low."""

    category: Category
    ranks: tuple[int, ...]

    def describe(self) -> str:
        """`8-6-4-2-A` (as a low is read aloud), or `pair (4, K, 8, 2)`."""
        text = [("A" if r == 1 else rank_text(r)) for r in self.ranks]
        if self.category is Category.HIGH_CARD:
            return "-".join(text)
        return f"{self.category.label} ({', '.join(text)})"


def ace_to_five_rank(cards: Sequence[Card]) -> LowRank:
    """The reference ace-to-five low of exactly five cards: the Ace is low, suits and straights do
    not count, and the ranks grouped by how many of each are held decide."""
    if len(cards) != 5:
        raise ValueError(f"an ace-to-five low is five cards, got {len(cards)}")
    counts: dict[int, int] = {}
    for card in cards:
        rank = ace_low(card.rank)
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    category = _CATEGORY_BY_SHAPE[tuple(count for _, count in groups)]
    return LowRank(category=category, ranks=tuple(rank for rank, _ in groups))


@dataclass(frozen=True, slots=True)
class LowTable:
    """Dense values of every distinct five-rank class, keyed by the product of the rank primes
    (suits never matter); `ranks[value]` is the reference rank, for descriptions."""

    values: dict[int, int]
    ranks: tuple[LowRank, ...]


@cache
def ace_to_five_table() -> LowTable:
    """Every multiset of five ranks ranked once by `ace_to_five_rank` (6,175 classes), the best
    low given the greatest value."""
    ranked: dict[int, LowRank] = {}
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if any(ranks.count(r) > 4 for r in set(ranks)):
            continue
        seen: dict[int, int] = {}
        cards = []
        for rank in ranks:  # the n-th card of a rank gets the n-th suit
            cards.append(DECK[(rank - 2) * 4 + seen.get(rank, 0)])
            seen[rank] = seen.get(rank, 0) + 1
        product = 1
        for rank in ranks:
            product *= RANK_PRIMES[rank - 2]
        ranked[product] = ace_to_five_rank(cards)
    ordered = sorted(set(ranked.values()), reverse=True)  # worst first: the best low gets the greatest value
    value_of = {rank: value for value, rank in enumerate(ordered)}
    return LowTable(values={product: value_of[rank] for product, rank in ranked.items()}, ranks=tuple(ordered))


#: Positions of every five of n cards (n = 5 to 7: a stud hand).
_FIVE_OF = {n: tuple(combinations(range(n), 5)) for n in range(5, 8)}


def ace_to_five_value(cards: Sequence[int]) -> int:
    """The best (greatest) ace-to-five value among every five of 5 to 7 card indices."""
    values = ace_to_five_table().values
    best = -1
    for a, b, c, d, e in _FIVE_OF[len(cards)]:
        value = values[CARD_PRIME[cards[a]] * CARD_PRIME[cards[b]] * CARD_PRIME[cards[c]] * CARD_PRIME[cards[d]]
                       * CARD_PRIME[cards[e]]]  # fmt: skip
        if value > best:
            best = value
    return best


def ace_to_five_best(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best ace-to-five value and the five cards that make it (for the settlement record)."""
    values = ace_to_five_table().values

    def value(five: tuple[int, ...]) -> int:
        product = 1
        for card in five:
            product *= CARD_PRIME[card]
        return values[product]

    return max(((value(five), five) for five in combinations(cards, 5)), key=lambda item: item[0])


def describe_ace_to_five(value: int) -> str:
    return ace_to_five_table().ranks[value].describe()


# -- the eight-or-better low of any five of a player's cards (stud high-low) ------------------------


def any_five_low_value(cards: Sequence[int]) -> int | None:
    """The best eight-or-better low mask (`lookups.low_value`: smaller is better) of any five of the
    cards, or None: the five lowest different ranks from A to 8, when there are five."""
    mask = 0
    for card in cards:
        mask |= CARD_LOW_BIT[card]
    if mask.bit_count() < 5:
        return None
    while mask.bit_count() > 5:
        mask &= ~(1 << (mask.bit_length() - 1))  # drop the highest rank
    return mask


def any_five_best_low(cards: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The best eight-or-better low of any five of the cards and the five that make it, or None."""
    mask = any_five_low_value(cards)
    if mask is None:
        return None
    five: list[int] = []
    used = 0
    for card in sorted(cards, key=lambda c: CARD_LOW_BIT[c] or 1 << 9):
        bit = CARD_LOW_BIT[card]
        if bit and bit & mask and not bit & used:
            five.append(card)
            used |= bit
    return mask, tuple(five)


# -- what a player shows ------------------------------------------------------------------------------


def show_any_five_hi_lo(cards: Sequence[int]) -> ShownHand:
    """The best high of any five of the cards and, apart, the best eight-or-better low."""
    value, five = holdem_best_high(cards)
    low = any_five_best_low(cards)
    return ShownHand(high=value, high_cards=cards_of(five), low=None if low is None else low[0],
                     low_cards=() if low is None else cards_of(low[1]))  # fmt: skip


def show_ace_to_five(cards: Sequence[int]) -> ShownHand:
    """The best ace-to-five low of any five of the cards, as the hand that wins the pot."""
    value, five = ace_to_five_best(cards)
    return ShownHand(high=value, high_cards=cards_of(five), text=describe_ace_to_five(value))



# -- deuce-to-seven: the standard ranking read upside down, aces only high --------------------------


def deuce_to_seven_rank(cards: Sequence[Card]) -> HandRank:
    """The reference deuce-to-seven reading of exactly five cards: the standard ranking
    (`harness.core.hands.rank_five`: pairs, straights and flushes all count) with the Ace only high, so
    A-2-3-4-5 is no straight but ace-high. The *lower* HandRank is the better low: 7-5-4-3-2
    unsuited is the best hand, and any pair is worse than any king-high."""
    rank = rank_five(cards)
    if rank.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and rank.tiebreak == (5,):
        flush = rank.category is Category.STRAIGHT_FLUSH
        return HandRank(category=Category.FLUSH if flush else Category.HIGH_CARD, tiebreak=(ACE, 5, 4, 3, 2))
    return rank


@dataclass(frozen=True, slots=True)
class DeuceToSevenTable:
    """Dense values keyed by the product of the five rank primes, split by flush or not (as
    `lookups.HighTables`); the best low has the greatest value."""

    unsuited: dict[int, int]
    suited: dict[int, int]
    ranks: tuple[HandRank, ...]


@cache
def deuce_to_seven_table() -> DeuceToSevenTable:
    """Every distinct five-card class of the 52 cards (7,462) ranked once by `deuce_to_seven_rank`."""
    suits = STANDARD_SUITS
    classes: list[tuple[HandRank, bool, int]] = []
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if any(ranks.count(r) > 4 for r in set(ranks)):
            continue
        product = 1
        for rank in ranks:
            product *= RANK_PRIMES[rank - 2]
        classes.append((deuce_to_seven_rank(representative(ranks, suits, flush=False)), False, product))
        if len(set(ranks)) == 5:
            classes.append((deuce_to_seven_rank(representative(ranks, suits, flush=True)), True, product))
    ordered = sorted({rank for rank, _, _ in classes}, reverse=True)  # worst first
    value_of = {rank: value for value, rank in enumerate(ordered)}
    unsuited: dict[int, int] = {}
    suited: dict[int, int] = {}
    for hand_rank, flush, product in classes:
        (suited if flush else unsuited)[product] = value_of[hand_rank]
    return DeuceToSevenTable(unsuited=unsuited, suited=suited, ranks=tuple(ordered))


def deuce_to_seven_value(cards: Sequence[int]) -> int:
    """The deuce-to-seven value of exactly five card indices (greater is better)."""
    table = deuce_to_seven_table()
    a, b, c, d, e = cards
    product = CARD_PRIME[a] * CARD_PRIME[b] * CARD_PRIME[c] * CARD_PRIME[d] * CARD_PRIME[e]
    if CARD_SUIT[a] == CARD_SUIT[b] == CARD_SUIT[c] == CARD_SUIT[d] == CARD_SUIT[e]:
        return table.suited[product]
    return table.unsuited[product]


def describe_deuce_to_seven(value: int) -> str:
    """`7-5-4-3-2` for five unsuited unpaired cards that make no straight, else as a high hand is called."""
    rank = deuce_to_seven_table().ranks[value]
    if rank.category is Category.HIGH_CARD:
        return "-".join(rank_text(r) for r in rank.tiebreak)
    return rank.describe()


def show_deuce_to_seven(cards: Sequence[int]) -> ShownHand:
    value = deuce_to_seven_value(cards)
    return ShownHand(high=value, high_cards=cards_of(cards), text=describe_deuce_to_seven(value))


# -- badugi: the most cards of four different suits and ranks, then the lowest -------------------------


@dataclass(frozen=True, slots=True, order=True)
class BadugiRank:
    """A badugi hand: the more cards of different suits and different ranks the better (`size`
    negated, so that a smaller BadugiRank is the better hand), then the lower ranks, compared
    from the highest down, aces low."""

    fewer: int  # -(cards that play)
    ranks: tuple[int, ...]

    @property
    def size(self) -> int:
        return -self.fewer

    def describe(self) -> str:
        text = "-".join("A" if r == 1 else rank_text(r) for r in self.ranks)
        return f"badugi ({text})" if self.size == 4 else f"{_COUNT_WORDS[self.size]}-card hand ({text})"


_COUNT_WORDS = {1: "one", 2: "two", 3: "three"}


def badugi_rank(cards: Sequence[Card]) -> BadugiRank:
    """The reference badugi reading of four cards: of every set of the cards with no two of one suit
    and no two of one rank, the largest, and of those the lowest (aces low)."""
    best: BadugiRank | None = None
    for size in range(len(cards), 0, -1):
        for subset in combinations(cards, size):
            if len({c.suit for c in subset}) == size and len({c.rank for c in subset}) == size:
                found = BadugiRank(fewer=-size, ranks=tuple(sorted((ace_low(c.rank) for c in subset), reverse=True)))
                if best is None or found < best:
                    best = found
        if best is not None:
            return best
    raise ValueError("a badugi hand needs at least one card")


@dataclass(frozen=True, slots=True)
class BadugiTable:
    """Dense values of every badugi class (1,092: the sets of one to four different ranks), keyed by
    the product of the ranks' primes; the best hand has the greatest value."""

    values: dict[int, int]
    ranks: tuple[BadugiRank, ...]


@cache
def badugi_table() -> BadugiTable:
    """Every set of one to four different ranks ranked once by `badugi_rank` (on cards of as many
    different suits)."""
    ranked: dict[int, BadugiRank] = {}
    for size in range(1, 5):
        for ranks in combinations(range(2, 15), size):
            cards = [DECK[(rank - 2) * 4 + suit] for suit, rank in enumerate(ranks)]
            product = 1
            for rank in ranks:
                product *= RANK_PRIMES[rank - 2]
            ranked[product] = badugi_rank(cards)
    ordered = sorted(set(ranked.values()), reverse=True)  # worst first
    value_of = {rank: value for value, rank in enumerate(ordered)}
    return BadugiTable(values={product: value_of[rank] for product, rank in ranked.items()}, ranks=tuple(ordered))


#: Positions of every subset of four cards, largest first.
_SUBSETS_OF_FOUR = tuple(subset for size in range(4, 0, -1) for subset in combinations(range(4), size))


def badugi_best(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best badugi value of four card indices (greater is better) and the cards that play."""
    values = badugi_table().values
    best, size = -1, 0
    played: tuple[int, ...] = ()
    for subset in _SUBSETS_OF_FOUR:
        if len(subset) < size:
            break
        chosen = tuple(cards[i] for i in subset)
        if len({CARD_SUIT[c] for c in chosen}) != len(chosen) or len({CARD_RANK[c] for c in chosen}) != len(chosen):
            continue
        product = 1
        for card in chosen:
            product *= CARD_PRIME[card]
        value = values[product]
        if value > best:
            best, played, size = value, chosen, len(chosen)
    return best, played


def badugi_value(cards: Sequence[int]) -> int:
    return badugi_best(cards)[0]


def describe_badugi(value: int) -> str:
    return badugi_table().ranks[value].describe()


def show_badugi(cards: Sequence[int]) -> ShownHand:
    value, played = badugi_best(cards)
    return ShownHand(high=value, high_cards=cards_of(played), text=describe_badugi(value))
