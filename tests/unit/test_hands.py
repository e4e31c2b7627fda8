"""Five-card ranking with full tie-break, and best five of six (issue 2, item 1)."""

from __future__ import annotations

import pytest

from harness.core.cards import parse_cards
from harness.core.hands import Category, best_five, rank_five


def rank(text: str):  # type: ignore[no-untyped-def]
    return rank_five(parse_cards(text))


@pytest.mark.parametrize(
    ("hand", "category"),
    [
        ("As Ks Qs Js Ts", Category.STRAIGHT_FLUSH),
        ("5d 4d 3d 2d Ad", Category.STRAIGHT_FLUSH),
        ("9c 9d 9h 9s 2c", Category.FOUR_OF_A_KIND),
        ("9c 9d 9h 2s 2c", Category.FULL_HOUSE),
        ("Kh 9h 7h 4h 2h", Category.FLUSH),
        ("Ah 2c 3d 4s 5s", Category.STRAIGHT),
        ("Ts Jh Qd Kc Ac", Category.STRAIGHT),
        ("7c 7d 7h Ks 2c", Category.THREE_OF_A_KIND),
        ("7c 7d 2h 2s Ac", Category.TWO_PAIR),
        ("7c 7d 3h 2s Ac", Category.PAIR),
        ("Ac Kd 9h 4s 2c", Category.HIGH_CARD),
        ("Qs Ks As 2h 3d", Category.HIGH_CARD),  # no wrap-around straight
    ],
)
def test_categories(hand: str, category: Category) -> None:
    assert rank(hand).category is category


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("As Ks Qs Js Ts", "Ks Qs Js Ts 9s"),
        ("6d 5d 4d 3d 2d", "5h 4h 3h 2h Ah"),  # the wheel is the lowest straight flush
        ("2c 2d 2h 2s 3c", "Ac Ad Ah Kc Kd"),  # quads beat any full house
        ("3c 3d 3h 2s 2c", "2c 2d 2h As Ac"),  # full house ranked by the trips first
        ("Ah 9h 7h 4h 3h", "Kh Qh Jh 9h 7h"),
        ("Ah 9h 7h 4h 3h", "Ad 9d 7d 4d 2d"),  # flush: fifth card decides
        ("6c 5d 4h 3s 2c", "5c 4d 3h 2s Ac"),
        ("Kc Kd Kh 3s 2c", "Qc Qd Qh As Kc"),
        ("Ac Ad 3h 3s 2c", "Kc Kd Qh Qs Ac"),
        ("9c 9d 5h 5s Kc", "9h 9s 5c 5d Qc"),  # two pair: kicker decides
        ("Tc Td Ah 4s 3c", "Tc Td Kh Qs Jc"),
        ("Ac Kd 9h 4s 3c", "Ac Kd 9h 4s 2c"),  # high card down to the last card
    ],
)
def test_tie_breaks(better: str, worse: str) -> None:
    assert rank(better) > rank(worse)


def test_exact_tie_ignores_suits() -> None:
    assert rank("Ac Kd 9h 4s 3c") == rank("Ad Kc 9s 4h 3d")


def test_best_five_of_six_plays_the_best_hand() -> None:
    six = parse_cards("9h Th Jh Qh 2c Kh")  # a king-high straight flush hides in six cards
    best = best_five(six)
    assert best.rank.category is Category.STRAIGHT_FLUSH
    assert set(best.cards) == set(parse_cards("9h Th Jh Qh Kh"))


def test_ace_king_qualifier_boundary() -> None:
    assert rank("Ac Kd 4h 3s 2c").is_ace_king_high_or_better
    assert not rank("Ac Qd Jh 9s 8c").is_ace_king_high_or_better
    assert not rank("Kc Qd Jh 9s 8c").is_ace_king_high_or_better
    assert rank("2c 2d 4h 3s 7c").is_ace_king_high_or_better
