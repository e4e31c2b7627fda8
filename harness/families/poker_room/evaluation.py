"""Showdown hand values for the room's named ways of making a hand (harness.families.poker_room.games):
`best_five_any` (Hold'em's best five of hole and board cards together), `two_hole_three_board`
(Omaha's exactly two hole and three board cards), high and eight-or-better low, and
`best_five_any_deck_ranked` (the best five of hole and board cards ranked on the game's deck, such
as the 36-card short deck where a flush beats a full house).

The rule "exactly two hole cards and exactly three board cards" is enforced by construction:
the only five-card hands ever looked at are the pairings of a hole pair with a board triple
(6 x 10 with four hole cards), for high and for low independently (a player may use different
hole cards for each half, seed 003 last paragraph). The functions keep the names of the games
that made them familiar: the rule mutants (harness.families.poker_room.mutants.room_patches) patch them by name.

Values are plain ints so that comparing players is an integer comparison: a high value is
greater when better; a low value (`lookups.low_value`) is smaller when better and `None` when
the player has no qualifying low.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from harness.core.cards import DECK, Card
from harness.core.decks import STANDARD_52, Deck
from harness.families.poker_room.games import BOARD_CARDS, MAX_HOLE_CARDS
from harness.families.poker_room.lookups import (
    CARD_LOW_BIT,
    CARD_PRIME,
    CARD_SUIT,
    HighTables,
    board_triples,
    describe_high,
    describe_low,
    high_tables,
    high_value,
    low_value,
    split_tables,
)

#: Positions of every pair of hole cards, by the number of hole cards (4 for Omaha).
_PAIRS_OF = {n: tuple(combinations(range(n), 2)) for n in range(2, MAX_HOLE_CARDS + 1)}
_BOARD_TRIPLES = tuple(combinations(range(5), 3))
#: Positions of every five of n cards: hole and board together (n = hole cards + 3 to 5).
_FIVE_OF = {n: tuple(combinations(range(n), 5)) for n in range(5, MAX_HOLE_CARDS + BOARD_CARDS + 1)}


def card_indices(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(card.index for card in cards)


def cards_of(indices: Sequence[int]) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in indices)


# -- Hold'em: the best five of the hole and board cards -------------------------------------


def holdem_high_value(cards: Sequence[int]) -> int:
    """Best high value among every five of 5 to 7 card indices (hole and board together).

    Without five cards of one suit no five can be a flush, so the best is the best unsuited five of
    the same ranks, whatever the suits: it is kept by the product of the rank primes (which names
    the multiset of ranks) and a day's showdowns mostly find it there."""
    suits = [CARD_SUIT[card] for card in cards]
    if max(suits.count(0), suits.count(1), suits.count(2), suits.count(3)) < 5:
        product = 1
        for card in cards:
            product *= CARD_PRIME[card]
        found = _BEST_UNSUITED.get(product)
        if found is None:
            found = _BEST_UNSUITED[product] = _best_high_value(cards)
        return found
    return _best_high_value(cards)


#: The best unsuited high value of 5 to 7 cards, by the product of their rank primes (at most the
#: 50,000 or so multisets of seven ranks and the fewer of five and six).
_BEST_UNSUITED: dict[int, int] = {}


def _best_high_value(cards: Sequence[int]) -> int:
    """Every five of the cards looked up in the standard deck's tables."""
    return _best_in_tables(cards, high_tables())


def _best_in_tables(cards: Sequence[int], tables: HighTables) -> int:
    """Every five of the cards looked up (the table says which five-card hands are flushes)."""
    unsuited, suited = tables.unsuited, tables.suited
    best = -1
    for a, b, c, d, e in _FIVE_OF[len(cards)]:
        ca, cb, cc, cd, ce = cards[a], cards[b], cards[c], cards[d], cards[e]
        product = CARD_PRIME[ca] * CARD_PRIME[cb] * CARD_PRIME[cc] * CARD_PRIME[cd] * CARD_PRIME[ce]
        suit = CARD_SUIT[ca]
        if suit == CARD_SUIT[cb] == CARD_SUIT[cc] == CARD_SUIT[cd] == CARD_SUIT[ce]:
            value = suited[product]
        else:
            value = unsuited[product]
        if value > best:
            best = value
    return best


def holdem_best_high(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best high value and the five cards that make it (for the settlement record)."""
    return max(((high_value(five), five) for five in combinations(cards, 5)), key=lambda item: item[0])


# -- any five, ranked on the game's deck ---------------------------------------------------


def deck_ranked_high_value(cards: Sequence[int], deck: Deck) -> int:
    """Best high value among every five of 5 to 7 card indices, in the deck's high table (which
    `lookups.high_tables` derives from the reference ranking on that deck: its straights, its
    category order). Values of different decks do not compare."""
    return _best_in_tables(cards, high_tables(deck))


def deck_ranked_best_high(cards: Sequence[int], deck: Deck) -> tuple[int, tuple[int, ...]]:
    """The best high value on the deck and the five cards that make it (for the settlement record)."""
    return max(((high_value(five, deck), five) for five in combinations(cards, 5)), key=lambda item: item[0])


# -- Omaha: exactly two hole cards with exactly three board cards ---------------------------


@dataclass(frozen=True, slots=True)
class OmahaBoard:
    """A five-card board pre-split into its ten triples, shared by every player at showdown."""

    cards: tuple[int, ...]
    triple_classes: tuple[int, ...]  # distinct rank-triple classes, for the unsuited pass
    suited_triples: tuple[tuple[int, int], ...]  # (product, suit) of one-suit triples: the only flushes
    low_triples: tuple[int, ...]  # distinct masks of triples of three different low ranks

    @property
    def allows_low(self) -> bool:
        """A low needs three different board ranks from A to 8 (seed 003, hand example)."""
        return bool(self.low_triples)


def omaha_board(board: Sequence[int]) -> OmahaBoard:
    if len(board) != 5:
        raise ValueError(f"two hole and three board cards need a board of 5 cards, got {len(board)}")
    info = board_triples()
    a, b, c, d, e = sorted(board)
    ab, ac, ad, bc, bd, cd = (a * 52 + b) * 52, (a * 52 + c) * 52, (a * 52 + d) * 52, (b * 52 + c) * 52, (
        b * 52 + d) * 52, (c * 52 + d) * 52  # fmt: skip
    triples = [info[ab + c], info[ab + d], info[ab + e], info[ac + d], info[ac + e], info[ad + e],
               info[bc + d], info[bc + e], info[bd + e], info[cd + e]]  # fmt: skip
    return OmahaBoard(
        cards=tuple(board),
        triple_classes=tuple({t[3] for t in triples}),
        suited_triples=tuple((t[0], t[1]) for t in triples if t[1] >= 0),
        low_triples=tuple(sorted({t[2] for t in triples if t[2]})),
    )


def omaha_high_value(hole: Sequence[int], board: OmahaBoard) -> int:
    """Best high value using exactly two of the four hole cards and three of the five board cards.

    Every pairing is first read as unsuited (a flush's ranks read unsuited are a lower hand, so
    this never overstates); only a suited pair meeting a board triple of its suit can be a flush.
    """
    if len(hole) != 4:
        return _two_hole_high_value(hole, board)
    split = split_tables()
    rows, pair_class, classes = split.rows, split.pair_class, board.triple_classes
    a, b, c, d = hole
    a52, b52, c52 = a * 52, b * 52, c * 52
    best = max(
        max(map(rows[pair_class[a52 + b]].__getitem__, classes)),
        max(map(rows[pair_class[a52 + c]].__getitem__, classes)),
        max(map(rows[pair_class[a52 + d]].__getitem__, classes)),
        max(map(rows[pair_class[b52 + c]].__getitem__, classes)),
        max(map(rows[pair_class[b52 + d]].__getitem__, classes)),
        max(map(rows[pair_class[c52 + d]].__getitem__, classes)),
    )
    if board.suited_triples:
        tables = high_tables()
        pa, pb, pc, pd = CARD_PRIME[a], CARD_PRIME[b], CARD_PRIME[c], CARD_PRIME[d]
        pairs = (pa * pb, pa * pc, pa * pd, pb * pc, pb * pd, pc * pd)
        sa, sb, sc, sd = CARD_SUIT[a], CARD_SUIT[b], CARD_SUIT[c], CARD_SUIT[d]
        suits = (
            sa if sa == sb else -2, sa if sa == sc else -2, sa if sa == sd else -2,
            sb if sb == sc else -2, sb if sb == sd else -2, sc if sc == sd else -2,
        )  # fmt: skip
        suited = tables.suited
        for pair, pair_suit in zip(pairs, suits, strict=True):
            for triple, triple_suit in board.suited_triples:
                if pair_suit == triple_suit:
                    value = suited[pair * triple]
                    if value > best:
                        best = value
    return best


def _two_hole_high_value(hole: Sequence[int], board: OmahaBoard) -> int:
    """`omaha_high_value` for other than four hole cards: every hole pair with every board triple."""
    return max(high_value((hole[i], hole[j], *triple)) for i, j in _PAIRS_OF[len(hole)]
               for triple in combinations(board.cards, 3))  # fmt: skip


def omaha_low_value(hole: Sequence[int], board: OmahaBoard) -> int | None:
    """Best eight-or-better low mask with exactly two hole and three board cards, or None."""
    if not board.low_triples:
        return None
    best: int | None = None
    for i, j in _PAIRS_OF[len(hole)]:
        la, lb = CARD_LOW_BIT[hole[i]], CARD_LOW_BIT[hole[j]]
        if not la or not lb or la == lb:
            continue
        pair = la | lb
        for triple in board.low_triples:
            if not pair & triple:
                mask = pair | triple
                if best is None or mask < best:
                    best = mask
    return best


def omaha_best_high(hole: Sequence[int], board: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best Omaha high value and its five cards (two hole, three board), for the record."""
    candidates = (
        (high_value((hole[i], hole[j], *triple)), (hole[i], hole[j], *triple))
        for i, j in _PAIRS_OF[len(hole)]
        for triple in combinations(board, 3)
    )
    return max(candidates, key=lambda item: item[0])


def omaha_best_low(hole: Sequence[int], board: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The best Omaha low mask and its five cards, or None when the player has no low."""
    best: tuple[int, tuple[int, ...]] | None = None
    for i, j in _PAIRS_OF[len(hole)]:
        for triple in combinations(board, 3):
            five = (hole[i], hole[j], *triple)
            mask = low_value(five)
            if mask is not None and (best is None or mask < best[0]):
                best = (mask, five)
    return best


# -- descriptions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class ShownHand:
    """What a player shows down: best high (and low, in hi-lo) with the five cards of each."""

    high: int
    high_cards: tuple[Card, ...]
    low: int | None = None
    low_cards: tuple[Card, ...] = ()
    deck: Deck = STANDARD_52  # the deck whose high table `high` is a value of
    text: str = ""  # how a hand not read high (a razz low) is called; `high` is then its own table's value

    @property
    def high_text(self) -> str:
        return self.text or describe_high(self.high, self.deck)

    @property
    def low_text(self) -> str:
        return describe_low(self.low)


def show_holdem(hole: Sequence[int], board: Sequence[int]) -> ShownHand:
    value, five = holdem_best_high(tuple(hole) + tuple(board))
    return ShownHand(high=value, high_cards=cards_of(five))


def show_omaha_high(hole: Sequence[int], board: Sequence[int]) -> ShownHand:
    value, five = omaha_best_high(hole, board)
    return ShownHand(high=value, high_cards=cards_of(five))


def show_omaha_hi_lo(hole: Sequence[int], board: Sequence[int]) -> ShownHand:
    value, five = omaha_best_high(hole, board)
    low = omaha_best_low(hole, board)
    return ShownHand(
        high=value,
        high_cards=cards_of(five),
        low=None if low is None else low[0],
        low_cards=() if low is None else cards_of(low[1]),
    )


def show_deck_ranked(hole: Sequence[int], board: Sequence[int], deck: Deck) -> ShownHand:
    value, five = deck_ranked_best_high(tuple(hole) + tuple(board), deck)
    return ShownHand(high=value, high_cards=cards_of(five), deck=deck)
