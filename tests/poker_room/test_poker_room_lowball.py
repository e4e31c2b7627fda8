"""The low rankings of the games not read high (harness.families.poker_room.lowball): razz's ace-to-five
low, deuce-to-seven and badugi, each a table derived from one reference reading, ordered as
pokerkit (the independent implementation) orders them, class by class; and the hand examples
their clauses give (RZ-5.1, TD-5.1, BG-5.1)."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import pytest

from harness.core.cards import parse_card
from harness.families.poker_room.lookups import low_value
from harness.families.poker_room.lowball import (
    ace_to_five_table,
    ace_to_five_value,
    any_five_low_value,
    badugi_table,
    badugi_value,
    describe_ace_to_five,
    describe_badugi,
    describe_deuce_to_seven,
    deuce_to_seven_table,
    deuce_to_seven_value,
)


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word).index for word in text.split())


def _representatives(size: int, *, distinct: bool) -> list[tuple[int, ...]]:
    """One hand of every rank multiset of `size` cards (the n-th card of a rank in the n-th suit;
    five different ranks not all of one suit)."""
    found = []
    ranks_of = combinations(range(2, 15), size) if distinct else combinations_with_replacement(range(2, 15), size)
    for ranks in ranks_of:
        if any(ranks.count(r) > 4 for r in set(ranks)):
            continue
        seen: dict[int, int] = {}
        hand = []
        for position, rank in enumerate(ranks):
            suit = position % 4 if distinct else seen.get(rank, 0)
            seen[rank] = seen.get(rank, 0) + 1
            hand.append((rank - 2) * 4 + suit)
        found.append(tuple(hand))
    return found


def _same_order(mine: list[int], theirs: list[int]) -> bool:
    """Our values (greater is better) and pokerkit's entries (smaller is better) order the hands alike."""
    pairs = sorted(zip(mine, theirs, strict=True))
    return all((a < b) == (y > z) and (a == b) == (y == z) for (a, y), (b, z) in zip(pairs, pairs[1:], strict=False))


def test_ace_to_five_classes_are_ordered_as_pokerkit_orders_them() -> None:
    pk = pytest.importorskip("pokerkit")
    from harness.families.poker_room.reference import pokerkit_deck

    deck, lookup = pokerkit_deck(), pk.RegularLookup()
    hands = _representatives(5, distinct=False)
    assert len(ace_to_five_table().ranks) == len(hands) == 6175
    mine = [ace_to_five_value(h) for h in hands]
    theirs = [lookup.get_entry([deck[i] for i in h]).index for h in hands]
    assert _same_order(mine, theirs)


def test_deuce_to_seven_classes_are_ordered_as_pokerkit_orders_them() -> None:
    pk = pytest.importorskip("pokerkit")
    from harness.families.poker_room.reference import pokerkit_deck

    deck, lookup = pokerkit_deck(), pk.Standard2Lookup()
    flushes = ("2s 3s 4s 5s 7s", "As 2s 3s 4s 5s", "6h 7h 8h 9h Th")
    hands = _representatives(5, distinct=False) + [cards(text) for text in flushes]
    mine = [deuce_to_seven_value(h) for h in hands]
    theirs = [lookup.get_entry([deck[i] for i in h]).index for h in hands]
    assert len(deuce_to_seven_table().ranks) == 7462
    assert _same_order(mine, theirs)


def test_badugi_classes_are_ordered_as_pokerkit_orders_them() -> None:
    pk = pytest.importorskip("pokerkit")
    from harness.families.poker_room.reference import pokerkit_deck

    deck = pokerkit_deck()
    hands = [h for size in range(1, 5) for h in _representatives(size, distinct=True)]
    padded = hands
    assert len(badugi_table().ranks) == len(padded) == 1092
    mine = [badugi_table().values[_product(h)] for h in padded]
    theirs = [pk.BadugiHand([deck[i] for i in h]).entry.index for h in padded]
    assert _same_order(mine, theirs)


def _product(hand: tuple[int, ...]) -> int:
    from harness.families.poker_room.lookups import CARD_PRIME

    product = 1
    for card in hand:
        product *= CARD_PRIME[card]
    return product


@pytest.mark.parametrize(("better", "worse"), [
    ("5h 4d 3c 2s Ah", "6c 4h 3d 2c As"),  # RZ-5.1: 5-4-3-2-A is the best hand
    ("8c 6d 4h 2s Ad", "8d 7c 3s 2h Ac"),  # 8-6-4-2-A beats 8-7-3-2-A
    ("Kc Qd Jh Ts 9c", "2c 2d 3h 4s 5c"),  # five different ranks beat any pair
    ("5h 4h 3h 2h Ah", "6c 4d 3s 2c Ad"),  # a straight flush to the five plays as 5-4-3-2-A
])  # fmt: skip
def test_razz_reads_hands_as_its_clause_says(better: str, worse: str) -> None:
    assert ace_to_five_value(cards(better)) > ace_to_five_value(cards(worse))


@pytest.mark.parametrize(("better", "worse"), [
    ("7c 5d 4h 3s 2c", "7d 6c 4s 3h 2h"),  # TD-5.1: 7-5-4-3-2 is the best hand
    ("8c 6d 5h 4s 3c", "8d 7c 4s 3h 2h"),  # 8-6-5-4-3 beats 8-7-4-3-2
    ("Kc 5d 4h 3s 2c", "Ac 5h 4d 3c 2d"),  # A-2-3-4-5 is ace-high, no straight
    ("Ac 5h 4d 3c 2d", "2c 2d 3h 4s 5c"),  # any hand without a pair beats a pair
    ("Kc Qd Jh 9s 8c", "7c 6d 5h 4s 3c"),  # 7-6-5-4-3 is a straight
    ("Kc Qd Jh 9s 8c", "2h 3h 4h 5h 7h"),  # five of one suit is a flush
])  # fmt: skip
def test_deuce_to_seven_reads_hands_as_its_clause_says(better: str, worse: str) -> None:
    assert deuce_to_seven_value(cards(better)) > deuce_to_seven_value(cards(worse))


@pytest.mark.parametrize(("better", "worse"), [
    ("4c 3d 2h As", "5c 3d 2h As"),  # BG-5.1: 4-3-2-A of four suits is the best hand
    ("Kc Qd Jh Ts", "Ac 2c 3d 4h"),  # a badugi beats any three-card hand
    ("8c 5d 4h 2s", "8d 6c 3s 2h"),  # 8-5-4-2 beats 8-6-3-2
    ("7c 6d 5h 5s", "8c 7d 6h 6s"),  # a paired card does not play: 7-6-5 beats 8-7-6
])  # fmt: skip
def test_badugi_reads_hands_as_its_clause_says(better: str, worse: str) -> None:
    assert badugi_value(cards(better)) > badugi_value(cards(worse))


def test_hands_are_called_as_the_table_calls_them() -> None:
    assert describe_ace_to_five(ace_to_five_value(cards("8c 6d 4h 2s Ad"))) == "8-6-4-2-A"
    assert describe_ace_to_five(ace_to_five_value(cards("2c 2d 3h 4s 5c"))) == "pair (2, 5, 4, 3)"
    assert describe_deuce_to_seven(deuce_to_seven_value(cards("7c 5d 4h 3s 2c"))) == "7-5-4-3-2"
    assert describe_badugi(badugi_value(cards("Kc Qd Jh Ts"))) == "badugi (K-Q-J-T)"
    assert describe_badugi(badugi_value(cards("Ac 2c 3d 4h"))) == "three-card hand (4-3-A)"


def test_the_eight_or_better_low_of_seven_cards_is_the_best_of_any_five() -> None:
    """Stud hi-lo's low (SHL-5.2): the five lowest different ranks from A to 8, as the minimum of
    `lookups.low_value` over every five of the seven cards."""
    import random

    rng = random.Random(7)
    for _ in range(2000):
        seven = tuple(rng.sample(range(52), 7))
        lows = [m for five in combinations(seven, 5) if (m := low_value(five)) is not None]
        assert any_five_low_value(seven) == (min(lows) if lows else None)
