"""Card parsing (issue 2, item 1): `As`, `Td`, `10d` and `Th` all accepted; suits s h d c."""

from __future__ import annotations

import pytest

from harness.core.cards import DECK, Card, Suit, parse_card, parse_cards
from harness.spec.errors import CardError


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", 14, Suit.SPADES),
        ("Td", 10, Suit.DIAMONDS),
        ("10d", 10, Suit.DIAMONDS),
        ("Th", 10, Suit.HEARTS),
        ("2c", 2, Suit.CLUBS),
        ("kh", 13, Suit.HEARTS),
        ("QS", 12, Suit.SPADES),
        ("Jd", 11, Suit.DIAMONDS),
    ],
)
def test_parse_card(text: str, rank: int, suit: Suit) -> None:
    assert parse_card(text) == Card(rank=rank, suit=suit)


def test_ten_spellings_are_the_same_card() -> None:
    assert parse_card("10d") == parse_card("Td")
    assert str(parse_card("10d")) == "Td"


@pytest.mark.parametrize("bad", ["", "A", "1s", "Ax", "11h", "Asd", "  ", "Zs"])
def test_bad_cards_are_refused_with_the_text(bad: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(bad)
    assert repr(bad) in str(info.value)


def test_parse_cards_accepts_a_string_or_a_list() -> None:
    assert parse_cards("As Kd 10c") == parse_cards(["As", "Kd", "Tc"])


def test_deck_has_52_distinct_cards_with_their_index() -> None:
    assert len(set(DECK)) == 52
    assert [card.index for card in DECK] == list(range(52))
