"""Lookup tables for fast five-card evaluation: high (standard) and ace-to-five eight-or-better low.

Why tables: auditing a day of hand histories evaluates tens of millions of five-card
combinations (an Omaha hand is 60 per player, high and low), so a five-card hand must cost a
multiplication and a dictionary lookup, not a sort.

The high table is *derived from* the reference ranking `harness.core.hands.rank_five` on a deck
(harness.core.decks; the standard 52 cards unless one is named, built once per deck): every distinct
five-card class of the deck (7,462 on 52 cards) is ranked there once and numbered densely, so
the two can never disagree on order (a slow test checks all 2,598,960 hands), and a 40-card
deck's 7-8-9-10-A tops its table. Cards are integers 0..51 (`Card.index`, rank-major:
`(rank - 2) * 4 + suit`) whatever the deck: a 40- or 36-card deck's cards are some of those 52.

The low value is a bit mask of the five ranks with the Ace as bit 0 and the eight as bit 7;
comparing masks of five distinct ranks as integers compares the ranks from the highest down,
which is exactly how an ace-to-five low is read, so a *smaller* mask is a *better* low.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement

from harness.core.cards import ACE, DECK, SUITS, Card, Suit, rank_text
from harness.core.decks import STANDARD_52, Deck
from harness.core.hands import HandRank, rank_five

#: One prime per rank 2..14: a product of primes identifies a multiset of ranks.
RANK_PRIMES: tuple[int, ...] = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
#: Per card index 0..51 (the standard deck's cards, in `Card.index` order): the prime of its
#: rank, its suit number 0..3, its rank, and its low bit (0 if above 8).
CARD_PRIME: tuple[int, ...] = tuple(RANK_PRIMES[card.rank - 2] for card in STANDARD_52.cards)
CARD_SUIT: tuple[int, ...] = tuple(SUITS.index(card.suit) for card in STANDARD_52.cards)
CARD_RANK: tuple[int, ...] = tuple(card.rank for card in STANDARD_52.cards)


def low_rank(rank: int) -> int:
    """Rank in ace-to-five order (Ace is 1), or 0 when the rank cannot play in an eight-or-better low."""
    value = 1 if rank == ACE else rank
    return value if value <= 8 else 0


CARD_LOW_BIT: tuple[int, ...] = tuple((1 << (low_rank(rank) - 1)) if low_rank(rank) else 0 for rank in CARD_RANK)
#: The number of distinct five-card high classes of the standard deck (1,277 + 10 + 156 + ... = 7,462).
HIGH_CLASS_COUNT = 7462


@dataclass(frozen=True, slots=True)
class HighTables:
    """Dense high values keyed by the product of the five rank primes, split by flush or not."""

    unsuited: dict[int, int]
    suited: dict[int, int]
    ranks: tuple[HandRank, ...]  # value -> the reference HandRank, for descriptions


def representative(ranks: Sequence[int], suits: Sequence[Suit], *, flush: bool) -> tuple[Card, ...]:
    """Five cards with the given ranks: all of the first suit for a flush, else suits that cannot make one."""
    if flush:
        return tuple(Card(rank=r, suit=suits[0]) for r in ranks)
    seen: dict[int, int] = {}
    suit_numbers: list[int] = []
    for rank in ranks:
        suit_numbers.append(seen.get(rank, 0))  # the n-th card of a rank gets suit n: repeats never share a suit
        seen[rank] = suit_numbers[-1] + 1
    if len(seen) == 5:
        suit_numbers[-1] = 1  # five distinct ranks: s s s s h
    return tuple(Card(rank=r, suit=suits[s]) for r, s in zip(ranks, suit_numbers, strict=True))


def _product(ranks: Sequence[int]) -> int:
    product = 1
    for rank in ranks:
        product *= RANK_PRIMES[rank - 2]
    return product


@cache
def high_tables(deck: Deck = STANDARD_52) -> HighTables:
    """The deck's high tables. `high_tables()` (the hot call) and `high_tables(deck)` are cached
    under different keys but share one build per deck."""
    return _built_high_tables(deck)


@cache
def _built_high_tables(deck: Deck) -> HighTables:
    """Rank every distinct five-card class of the deck with the reference ranking and number them densely."""
    classes: list[tuple[HandRank, bool, int]] = []
    for ranks in combinations_with_replacement(deck.ranks, 5):
        if any(ranks.count(r) > len(deck.suits) for r in set(ranks)):
            continue
        classes.append((rank_five(representative(ranks, deck.suits, flush=False), deck), False, _product(ranks)))
        if len(set(ranks)) == 5:
            classes.append((rank_five(representative(ranks, deck.suits, flush=True), deck), True, _product(ranks)))
    ordered = sorted({hand_rank for hand_rank, _, _ in classes})
    value_of = {hand_rank: value for value, hand_rank in enumerate(ordered)}
    unsuited: dict[int, int] = {}
    suited: dict[int, int] = {}
    for hand_rank, flush, product in classes:
        (suited if flush else unsuited)[product] = value_of[hand_rank]
    if deck == STANDARD_52 and len(ordered) != HIGH_CLASS_COUNT:  # pragma: no cover - a broken reference ranking
        raise AssertionError(f"expected {HIGH_CLASS_COUNT} high classes, the reference gives {len(ordered)}")
    return HighTables(unsuited=unsuited, suited=suited, ranks=tuple(ordered))


@dataclass(frozen=True, slots=True)
class SplitTables:
    """Unsuited high values by (two-card rank class, three-card rank class): Omaha's 2 + 3 split.

    `rows[pair_class][triple_class]` is the value of those five ranks read unsuited (-1 for the
    impossible five of a kind), so the 60 pairings of an Omaha hand are 6 C-level `map`s over a
    row instead of 60 multiplications and hash lookups.
    """

    pair_class: tuple[int, ...]  # card_a * 52 + card_b -> rank-pair class 0..90
    triple_class: dict[int, int]  # product of three rank primes -> rank-triple class 0..454
    rows: tuple[tuple[int, ...], ...]


@cache
def split_tables(deck: Deck = STANDARD_52) -> SplitTables:
    """The deck's split tables (one build per deck, as `high_tables`)."""
    return _built_split_tables(deck)


@cache
def _built_split_tables(deck: Deck) -> SplitTables:
    unsuited = high_tables(deck).unsuited
    pair_products = sorted({RANK_PRIMES[a] * RANK_PRIMES[b] for a in range(13) for b in range(a, 13)})
    triple_products = sorted(
        {
            RANK_PRIMES[a] * RANK_PRIMES[b] * RANK_PRIMES[c]
            for a in range(13)
            for b in range(a, 13)
            for c in range(b, 13)
        }
    )
    pair_index = {product: i for i, product in enumerate(pair_products)}
    pair_class = tuple(pair_index[CARD_PRIME[a] * CARD_PRIME[b]] for a in range(52) for b in range(52))
    rows = tuple(tuple(unsuited.get(p * t, -1) for t in triple_products) for p in pair_products)
    return SplitTables(pair_class=pair_class, triple_class={t: i for i, t in enumerate(triple_products)}, rows=rows)


@cache
def board_triples() -> dict[int, tuple[int, int, int, int]]:
    """Every three-card set of the deck, keyed `(a * 52 + b) * 52 + c` with a < b < c, as
    (product of rank primes, suit or -1 if mixed, low mask of three different low ranks or 0,
    rank-triple class): an Omaha board is then ten lookups."""
    triple_class = split_tables().triple_class
    found: dict[int, tuple[int, int, int, int]] = {}
    for a, b, c in combinations(range(52), 3):
        product = CARD_PRIME[a] * CARD_PRIME[b] * CARD_PRIME[c]
        suit = CARD_SUIT[a] if CARD_SUIT[a] == CARD_SUIT[b] == CARD_SUIT[c] else -1
        la, lb, lc = CARD_LOW_BIT[a], CARD_LOW_BIT[b], CARD_LOW_BIT[c]
        low = la | lb | lc if la and lb and lc and la != lb and lb != lc and la != lc else 0
        found[(a * 52 + b) * 52 + c] = (product, suit, low, triple_class[product])
    return found


def high_value(cards: Sequence[int], deck: Deck = STANDARD_52) -> int:
    """Dense high value (0 worst .. 7461 royal flush on 52 cards) of five card indices; greater is better."""
    tables = high_tables() if deck is STANDARD_52 else high_tables(deck)
    a, b, c, d, e = cards
    product = CARD_PRIME[a] * CARD_PRIME[b] * CARD_PRIME[c] * CARD_PRIME[d] * CARD_PRIME[e]
    suit = CARD_SUIT[a]
    if suit == CARD_SUIT[b] == CARD_SUIT[c] == CARD_SUIT[d] == CARD_SUIT[e]:
        return tables.suited[product]
    return tables.unsuited[product]


def low_value(cards: Sequence[int]) -> int | None:
    """Eight-or-better low mask of five card indices (smaller is better), or None if no low."""
    mask = 0
    for card in cards:
        bit = CARD_LOW_BIT[card]
        if not bit or mask & bit:
            return None
        mask |= bit
    return mask


def describe_high(value: int, deck: Deck = STANDARD_52) -> str:
    return high_tables(deck).ranks[value].describe()


def high_rank(value: int, deck: Deck = STANDARD_52) -> HandRank:
    """The reference `HandRank` of a dense high value."""
    return high_tables(deck).ranks[value]


def low_ranks(mask: int) -> tuple[int, ...]:
    """The five ranks of a low mask, highest first, Ace as 1."""
    return tuple(bit + 1 for bit in range(7, -1, -1) if mask >> bit & 1)


def describe_low(mask: int | None) -> str:
    """`8-6-3-2-A`, the way a low is read aloud, or `no low`."""
    if mask is None:
        return "no low"
    return "-".join("A" if r == 1 else rank_text(r) for r in low_ranks(mask))


def all_lows(deck: Deck = STANDARD_52) -> tuple[int, ...]:
    """Every distinct eight-or-better low the deck can make, best first: the five-rank subsets of
    its ranks from A to 8 (56 on 52 or 40 cards; none on a 36-card deck, which has only A, 6, 7, 8)."""
    low = sorted({low_rank(rank) for rank in deck.ranks} - {0})
    return tuple(sorted(sum(1 << (r - 1) for r in ranks) for ranks in combinations(low, 5)))


#: Every distinct eight-or-better low of the standard deck, best first: the 56 five-rank subsets of A..8.
ALL_LOWS: tuple[int, ...] = all_lows()

__all__ = [
    "ALL_LOWS",
    "CARD_LOW_BIT",
    "CARD_PRIME",
    "CARD_RANK",
    "CARD_SUIT",
    "DECK",
    "HIGH_CLASS_COUNT",
    "HighTables",
    "all_lows",
    "describe_high",
    "describe_low",
    "high_rank",
    "high_tables",
    "high_value",
    "low_rank",
    "low_ranks",
    "low_value",
]
