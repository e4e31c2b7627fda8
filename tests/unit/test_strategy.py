"""Basic strategy as data (issue 2, item 8): definitions checked against independent versions."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.cards import DECK, SUITS, Card
from harness.hands import Category, rank_five
from harness.lunar.game import table_rules
from harness.lunar.round import Decision, is_instant
from harness.lunar.strategy import basic_strategy, has_flush_draw, has_straight_draw

hands = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)


def straight_draw_by_completion(cards: list[Card]) -> bool:
    """Independent reading of LPS-D2: four of the cards plus one more card make a straight."""
    for four in combinations(cards, 4):
        for rank in range(2, 15):
            for suit in SUITS:
                extra = Card(rank=rank, suit=suit)
                if extra in four:
                    continue
                if rank_five([*four, extra]).category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
                    return True
    return False


@given(cards=hands)
@settings(max_examples=400, deadline=None)
def test_straight_draw_matches_completion_reading(cards: list[Card]) -> None:
    assert has_straight_draw(cards) == straight_draw_by_completion(cards)


@given(cards=hands)
@settings(max_examples=400, deadline=None)
def test_flush_draw_is_four_of_one_suit(cards: list[Card]) -> None:
    assert has_flush_draw(cards) == any(len({c.suit for c in four}) == 1 for four in combinations(cards, 4))


@given(cards=hands, data=st.data())
@settings(max_examples=400, deadline=None)
def test_every_hand_gets_a_legal_decision(cards: list[Card], data: Any) -> None:
    upcard = data.draw(st.sampled_from([c for c in DECK if c not in cards]))
    if is_instant(tuple(cards), table_rules().paytable):
        return
    choice = basic_strategy().first_decision(cards, upcard)
    if choice.action is Decision.EXCHANGE:
        assert 2 <= len(choice.discard) <= 5 and set(choice.discard) <= set(cards)
    else:
        assert choice.discard == ()
    assert choice.rule.startswith("LPS-1.")


def test_second_decision_threshold_is_ace_king_queen_high() -> None:
    from harness.cards import parse_cards
    from harness.lunar.round import AfterDraw

    strategy = basic_strategy()
    assert strategy.second_decision(parse_cards("Ah Kc Qd 3s 2c")) is AfterDraw.PLAY
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c")) is AfterDraw.FOLD
    assert strategy.second_decision(parse_cards("2h 2c 5d 7s 9c")) is AfterDraw.PLAY
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c 3h")) is AfterDraw.FOLD
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c Qh")) is AfterDraw.PLAY  # A-K-Q-J-T straight
