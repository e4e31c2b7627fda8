"""The deck as a parameter (issue 11, item 3): one deck definition, straights and rankings derived.

Expected values are written out by hand from the rules: seed 001 (Dilemma Hold'em: 40 cards,
A and 2-10, "a royal flush is 7-8-9-10-A", hand strength "exactly as in ordinary poker") and
the usual short-deck rules (6-A, A-6-7-8-9 a straight, a flush above a full house).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pytest

import harness.core.hands
from harness.core.cards import ACE, DECK, Card, Suit, parse_cards
from harness.core.decks import (
    DECKS,
    DILEMMA_40,
    SHORT_36,
    SHORT_36_TRIPS_OVER_STRAIGHT,
    STANDARD_52,
    Deck,
    DeckError,
    deck,
)
from harness.core.hands import Category, HandRank, best_five, rank_five, straight_top
from harness.families.poker_room.lookups import ALL_LOWS, all_lows, high_rank, high_tables, high_value
from harness.shuffle.decks import DECK_40, DECK_52
from harness.spec.errors import UsageError

A = ACE
T = 10


# -- the decks and what is derived from them -----------------------------------------------------


def test_named_decks_are_looked_up_by_name() -> None:
    assert list(DECKS) == ["standard-52", "dilemma-40", "short-36", "short-36-trips-over-straight"]
    assert deck("standard-52") is STANDARD_52
    assert deck("dilemma-40") is DILEMMA_40
    assert deck("short-36") is SHORT_36


def test_an_unknown_deck_name_is_a_usage_error_listing_the_known_ones() -> None:
    with pytest.raises(UsageError) as caught:
        deck("pinochle-48")
    assert caught.value.exit_code == 2
    message = str(caught.value)
    assert "'pinochle-48'" in message
    assert all(name in message for name in ("standard-52", "dilemma-40", "short-36"))


def test_the_standard_deck_is_today_s_deck_in_today_s_order() -> None:
    assert STANDARD_52.cards is DECK
    assert STANDARD_52.size == 52
    assert all(card.index == i and STANDARD_52.number_of(card) == i for i, card in enumerate(DECK))
    assert [str(c) for c in DECK[:5]] == ["2s", "2h", "2d", "2c", "3s"]
    assert [str(c) for c in DECK[-4:]] == ["As", "Ah", "Ad", "Ac"]


def test_the_40_card_deck_has_ace_and_two_to_ten_in_four_suits() -> None:
    assert DILEMMA_40.size == 40
    assert {c.rank for c in DILEMMA_40.cards} == {2, 3, 4, 5, 6, 7, 8, 9, 10, A}
    assert Counter(c.suit for c in DILEMMA_40.cards) == {s: 10 for s in Suit}
    # Same rank-major order as the 52-card deck with J, Q, K taken out: the Aces are 36..39.
    assert DILEMMA_40.cards == tuple(c for c in DECK if c.rank not in (11, 12, 13))
    assert [DILEMMA_40.number_of(c) for c in parse_cards("As Ah Ad Ac")] == [36, 37, 38, 39]
    assert DILEMMA_40.number_of(Card(rank=13, suit=Suit.SPADES)) is None


def test_the_36_card_deck_runs_from_six_to_ace() -> None:
    assert SHORT_36.size == 36
    assert SHORT_36.ranks == (6, 7, 8, 9, T, 11, 12, 13, A)
    assert SHORT_36.number_of(Card(rank=5, suit=Suit.HEARTS)) is None


@pytest.mark.parametrize(
    ("the_deck", "straights"),
    [
        (
            STANDARD_52,
            [
                (A, 2, 3, 4, 5), (2, 3, 4, 5, 6), (3, 4, 5, 6, 7), (4, 5, 6, 7, 8), (5, 6, 7, 8, 9),
                (6, 7, 8, 9, T), (7, 8, 9, T, 11), (8, 9, T, 11, 12), (9, T, 11, 12, 13), (T, 11, 12, 13, A),
            ],
        ),
        # Seed 001: no J, Q, K, so the Ace follows the 10: exactly 7 straights.
        (
            DILEMMA_40,
            [(A, 2, 3, 4, 5), (2, 3, 4, 5, 6), (3, 4, 5, 6, 7), (4, 5, 6, 7, 8), (5, 6, 7, 8, 9), (6, 7, 8, 9, T),
             (7, 8, 9, T, A)],
        ),
        (
            SHORT_36,
            [(A, 6, 7, 8, 9), (6, 7, 8, 9, T), (7, 8, 9, T, 11), (8, 9, T, 11, 12), (9, T, 11, 12, 13),
             (T, 11, 12, 13, A)],
        ),
    ],
    ids=lambda value: value.name if isinstance(value, Deck) else "",
)
def test_derived_straights_weakest_first(the_deck: Deck, straights: list[tuple[int, ...]]) -> None:
    assert list(the_deck.straights) == straights
    assert the_deck.royal == straights[-1]


def test_straights_read_aloud() -> None:
    assert DILEMMA_40.describe_straights() == [
        "A-2-3-4-5", "2-3-4-5-6", "3-4-5-6-7", "4-5-6-7-8", "5-6-7-8-9", "6-7-8-9-T", "7-8-9-T-A",
    ]  # fmt: skip
    assert SHORT_36.describe_straights()[0] == "A-6-7-8-9"


def test_category_order_is_a_deck_property() -> None:
    assert not STANDARD_52.reorders_categories and not DILEMMA_40.reorders_categories
    assert SHORT_36.reorders_categories
    order = SHORT_36.category_order
    assert order.index(Category.FLUSH) == order.index(Category.FULL_HOUSE) + 1


@pytest.mark.parametrize(
    ("ranks", "order"),
    [
        ((2, 3, 4, 5), tuple(Category)),  # fewer than five ranks
        ((3, 2, 4, 5, 6), tuple(Category)),  # not weakest first
        ((2, 3, 4, 5, 5, 6), tuple(Category)),  # a rank twice
        ((2, 3, 4, 5, 15), tuple(Category)),  # no such rank
        ((2, 3, 4, 5, 6), tuple(Category)[1:]),  # a category missing
    ],
)
def test_a_deck_definition_the_ranking_cannot_use_is_refused(
    ranks: tuple[int, ...], order: tuple[Category, ...]
) -> None:
    with pytest.raises(DeckError):
        Deck(name="broken", ranks=ranks, category_order=order)


# -- ranking on the standard deck: today's answers ------------------------------------------------


def _old_straight_top(desc: tuple[int, ...]) -> int:
    """The standard deck's rule as it was written before decks: five in a row, or the wheel."""
    if desc[0] - desc[4] == 4:
        return desc[0]
    return 5 if desc == (A, 5, 4, 3, 2) else 0


def test_standard_straight_tops_match_the_rule_on_every_five_ranks() -> None:
    for five in combinations(range(2, 15), 5):
        desc = tuple(sorted(five, reverse=True))
        assert straight_top(desc) == straight_top(list(desc), STANDARD_52) == _old_straight_top(desc), desc


def test_the_standard_deck_is_the_default_and_ranks_as_before() -> None:
    seven = parse_cards("As Ks Qs Js Ts 9h 2c")
    assert rank_five(seven[:5], STANDARD_52) == rank_five(seven[:5]) == HandRank(
        category=Category.STRAIGHT_FLUSH, tiebreak=(A,)
    )
    assert best_five(seven, STANDARD_52) == best_five(seven)
    assert rank_five(parse_cards("7h 8d 9c Ts As")).category is Category.HIGH_CARD  # J, Q, K exist here
    assert repr(rank_five(parse_cards("5h 4d 3c 2s As"))) == "HandRank(category=<Category.STRAIGHT: 4>, tiebreak=(5,))"


def test_a_rule_mutant_wrapping_straight_top_by_name_still_reaches_the_ranking(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Lunar straight mutant replaces `harness.core.hands.straight_top` by a wrapper taking the
    ranks and the deck; the ranking (and its memo of answers) reads the replacement."""
    monkeypatch.setattr(harness.core.hands, "straight_top", lambda ranks, deck=STANDARD_52: 0)
    assert rank_five(parse_cards("9h 8d 7c 6s 5s")).category is Category.HIGH_CARD


# -- ranking on the 40-card deck (seed 001) -------------------------------------------------------


def forty(text: str) -> HandRank:
    return rank_five(parse_cards(text), DILEMMA_40)


def test_seven_to_ace_of_one_suit_is_the_royal_flush() -> None:
    royal = forty("7h 8h 9h Th Ah")
    assert royal == HandRank(category=Category.STRAIGHT_FLUSH, tiebreak=(A,))
    assert royal.is_royal and royal.describe() == "royal flush"
    assert royal > forty("6d 7d 8d 9d Td") > forty("Ac Ad As Ah Tc")


def test_straights_on_the_40_card_deck() -> None:
    assert forty("7h 8d 9c Ts As") == HandRank(category=Category.STRAIGHT, tiebreak=(A,))
    assert forty("Ah 2d 3c 4s 5s") == HandRank(category=Category.STRAIGHT, tiebreak=(5,))  # the wheel
    assert forty("7h 8d 9c Ts As") > forty("6h 7d 8c 9s Ts") > forty("2h 3d 4c 5s 6s") > forty("Ah 2d 3c 4s 5s")
    assert forty("8h 9d Tc As 2s").category is Category.HIGH_CARD  # no wrap-around past the Ace


@pytest.mark.parametrize(
    ("player_1", "player_2", "winner"),
    [
        ("Ah As 3c 5d 7h", "Th Ts Ac 9d 8h", 1),  # seed 001 ex. 1: A,A,3,5,7 beats 10,10,A,9,8
        ("Ah As 7c 8d 9h", "Ac Ad 2h 3s Tc", 2),  # ex. 2: A,A,7,8,9 loses to A,A,2,3,10 (kicker 10)
        ("Ah As 7c 8d 9h", "Ac Ad 7h 8s 9c", 0),  # ex. 3: the same hand, both win (suits do not rank)
    ],
)
def test_seed_001_worked_comparisons(player_1: str, player_2: str, winner: int) -> None:
    first, second = forty(player_1), forty(player_2)
    assert (first > second, first == second, first < second) == (winner == 1, winner == 0, winner == 2)


def test_best_five_of_seven_on_the_40_card_deck() -> None:
    # Seed 001: the best five of two hole and five board cards, here a board straight 7-8-9-10-A.
    best = best_five(parse_cards("2c 2d 7h 8s 9d Tc As"), DILEMMA_40)
    assert best.rank == HandRank(category=Category.STRAIGHT, tiebreak=(A,))
    assert best_five(parse_cards("2c 2d 7h 8s 9d Tc As")).rank.category is Category.PAIR  # on 52 cards


def _closed_form_counts(ranks: int, straights: int) -> dict[Category, int]:
    """Five-card hands per category on a deck of `ranks` ranks x 4 suits, counted by hand."""
    straight_flushes = straights * 4
    return {
        Category.STRAIGHT_FLUSH: straight_flushes,
        Category.FOUR_OF_A_KIND: ranks * (ranks - 1) * 4,  # the rank of four, any fifth card
        Category.FULL_HOUSE: ranks * comb(4, 3) * (ranks - 1) * comb(4, 2),
        Category.FLUSH: 4 * comb(ranks, 5) - straight_flushes,
        Category.STRAIGHT: straights * 4**5 - straight_flushes,
        Category.THREE_OF_A_KIND: ranks * comb(4, 3) * comb(ranks - 1, 2) * 4**2,
        Category.TWO_PAIR: comb(ranks, 2) * comb(4, 2) ** 2 * (ranks - 2) * 4,
        Category.PAIR: ranks * comb(4, 2) * comb(ranks - 1, 3) * 4**3,
        Category.HIGH_CARD: (comb(ranks, 5) - straights) * (4**5 - 4),
    }


def test_closed_form_counts_of_the_40_card_deck_written_out() -> None:
    assert _closed_form_counts(10, 7) == {
        Category.STRAIGHT_FLUSH: 28,  # 7 straights x 4 suits, 4 of them royal
        Category.FOUR_OF_A_KIND: 360,
        Category.FULL_HOUSE: 2_160,
        Category.FLUSH: 980,  # 4 x C(10,5) - 28
        Category.STRAIGHT: 7_140,  # 7 x 4^5 - 28
        Category.THREE_OF_A_KIND: 23_040,
        Category.TWO_PAIR: 51_840,
        Category.PAIR: 322_560,
        Category.HIGH_CARD: 249_900,  # (252 - 7) x (1024 - 4)
    }
    assert sum(_closed_form_counts(10, 7).values()) == comb(40, 5)
    assert _closed_form_counts(13, 10)[Category.FLUSH] == 5_108  # the published 52-card figure


@pytest.mark.parametrize("the_deck", [DILEMMA_40, SHORT_36], ids=lambda d: d.name)
def test_every_five_card_hand_of_the_deck_counted_by_category(the_deck: Deck) -> None:
    counted = Counter(rank_five(five, the_deck).category for five in combinations(the_deck.cards, 5))
    assert counted == _closed_form_counts(len(the_deck.ranks), len(the_deck.straights))
    assert sum(counted.values()) == comb(the_deck.size, 5)


# -- the short deck's category order --------------------------------------------------------------


def test_on_the_short_deck_a_flush_beats_a_full_house() -> None:
    flush = rank_five(parse_cards("6h 8h 9h Jh Kh"), SHORT_36)
    full_house = rank_five(parse_cards("Ac Ad Ah Kc Kd"), SHORT_36)
    assert flush.category is Category.FLUSH and full_house.category is Category.FULL_HOUSE
    assert flush > full_house
    assert rank_five(parse_cards("6c 6d 6h 6s 7c"), SHORT_36) > flush  # four of a kind still above
    assert best_five(parse_cards("Ac Ad Ah Kc Kd 6s 9h Td"), SHORT_36).rank.category is Category.FULL_HOUSE
    # With three more clubs the same full house gives way to A-K-T-9-6 of clubs.
    assert best_five(parse_cards("Ac Ad Ah Kc Kd 6c 9c Tc"), SHORT_36).rank == HandRank(
        category_place=6, category=Category.FLUSH, tiebreak=(A, 13, T, 9, 6)
    )
    assert best_five(parse_cards("Ac Ad Ah Kc Kd 6c 9c Tc")).rank.category is Category.FULL_HOUSE  # on 52 cards


def test_the_short_deck_read_with_three_of_a_kind_over_the_straight() -> None:
    """The other short-deck ranking rooms use (rules_spec/short_deck.yaml, SD-5.3): the same 36
    cards and straights, three of a kind above the straight, the flush still above the full house."""
    other = SHORT_36_TRIPS_OVER_STRAIGHT
    assert other.cards == SHORT_36.cards and other.straights == SHORT_36.straights
    trips = parse_cards("Kd Ks Kh Qc 8s")
    straight = parse_cards("Ah 6c 7d 8d 9c")
    assert rank_five(straight, SHORT_36) > rank_five(trips, SHORT_36)
    assert rank_five(trips, other) > rank_five(straight, other)
    assert rank_five(parse_cards("6h 8h 9h Jh Kh"), other) > rank_five(parse_cards("Ac Ad Ah Kc Kd"), other)
    assert len(high_tables(other).ranks) == len(high_tables(SHORT_36).ranks) == 1_404


def test_short_deck_ace_six_straight() -> None:
    low = rank_five(parse_cards("Ah 6d 7c 8s 9s"), SHORT_36)
    assert low.category is Category.STRAIGHT and low.tiebreak == (9,)
    assert rank_five(parse_cards("6h 7d 8c 9s Ts"), SHORT_36) > low > rank_five(parse_cards("Ah Ad Kc Qs 9s"), SHORT_36)


# -- the poker room's tables, per deck ------------------------------------------------------------


def test_high_tables_of_the_standard_deck_are_one_build_however_asked() -> None:
    assert high_tables() is high_tables(STANDARD_52) is high_tables(deck=STANDARD_52)
    assert len(high_tables().ranks) == 7_462


def test_high_tables_of_the_40_card_deck() -> None:
    tables = high_tables(DILEMMA_40)
    # Distinct classes by hand: high card and flush 245 each (C(10,5) - 7), straight and straight
    # flush 7 each, pair 10 x C(9,3) = 840, two pair C(10,2) x 8 = 360, trips 10 x C(9,2) = 360,
    # full house and four of a kind 10 x 9 = 90 each.
    assert len(tables.ranks) == 245 + 245 + 7 + 7 + 840 + 360 + 360 + 90 + 90 == 2_244
    royal = [c.index for c in parse_cards("7s 8s 9s Ts As")]
    assert high_value(royal, DILEMMA_40) == 2_243 and high_rank(2_243, DILEMMA_40).is_royal
    wheel = [c.index for c in parse_cards("As 2h 3d 4c 5s")]
    assert high_rank(high_value(wheel, DILEMMA_40), DILEMMA_40) == HandRank(category=Category.STRAIGHT, tiebreak=(5,))


def test_40_card_table_values_order_like_the_ranking() -> None:
    fives = list(combinations(DILEMMA_40.cards, 5))[::97]
    by_value = sorted(fives, key=lambda five: high_value([c.index for c in five], DILEMMA_40))
    ranks = [rank_five(five, DILEMMA_40) for five in by_value]
    assert ranks == sorted(ranks)


def test_short_deck_table_puts_flushes_above_full_houses() -> None:
    ranks = high_tables(SHORT_36).ranks
    assert max(i for i, r in enumerate(ranks) if r.category is Category.FULL_HOUSE) < min(
        i for i, r in enumerate(ranks) if r.category is Category.FLUSH
    )


def test_ace_to_five_lows_per_deck() -> None:
    assert all_lows(DILEMMA_40) == all_lows(STANDARD_52) == ALL_LOWS
    assert len(ALL_LOWS) == comb(8, 5) == 56
    assert all_lows(SHORT_36) == ()  # only A, 6, 7, 8 are eight or lower


# -- the shuffle audit reads the same definition ------------------------------------------------


def test_shuffle_deck_specs_come_from_the_deck_definition() -> None:
    assert DECK_52.cards is STANDARD_52.cards and DECK_40.cards is DILEMMA_40.cards
    assert DECK_40.straights == tuple(frozenset(s) for s in DILEMMA_40.straights)
    assert len(DECK_40.straights) == 7 and len(DECK_52.straights) == 10
    assert DECK_52.low_ranks == frozenset(range(2, 8)) and DECK_40.low_ranks == frozenset(range(2, 7))
    assert DECK_40.describe_straights()[-1] == "7-8-9-T-A" and DECK_52.describe_straights()[0] == "A-2-3-4-5"
