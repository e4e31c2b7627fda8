"""Basic strategy as data (issue 2, item 8): definitions checked against independent versions."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import DECK, SUITS, Card
from harness.core.hands import Category, rank_five
from harness.families.lunar.game import table_rules
from harness.families.lunar.round import Decision, is_instant
from harness.families.lunar.strategy import basic_strategy, has_flush_draw, has_straight_draw

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
    from harness.core.cards import parse_cards
    from harness.families.lunar.round import AfterDraw

    strategy = basic_strategy()
    assert strategy.second_decision(parse_cards("Ah Kc Qd 3s 2c")) is AfterDraw.PLAY
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c")) is AfterDraw.FOLD
    assert strategy.second_decision(parse_cards("2h 2c 5d 7s 9c")) is AfterDraw.PLAY
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c 3h")) is AfterDraw.FOLD
    assert strategy.second_decision(parse_cards("Ah Kc Jd Ts 9c Qh")) is AfterDraw.PLAY  # A-K-Q-J-T straight


# -- the vocabulary of the simple card (strategies/lunar_poker_simple_card.yaml) -------------------


def test_straight_draw_shapes_read_off_the_cards() -> None:
    """Outs counted by hand: two ranks (open-ended or double inside), one rank, five in six ranks."""
    from harness.core.cards import parse_cards
    from harness.families.lunar.strategy import has_one_gap_straight, has_two_way_straight_draw, straight_ranks

    assert straight_ranks(parse_cards("9h 8d 7c 6s 2h")) == 2  # a Ten or a Five
    assert straight_ranks(parse_cards("9h 7d 6c 5s 3h")) == 2  # an Eight or a Four
    assert straight_ranks(parse_cards("Ah Kd Qc Js 9h")) == 1  # a Ten only
    assert straight_ranks(parse_cards("Ah 2d 3c 4s 9h")) == 1  # a Five only
    assert straight_ranks(parse_cards("Ah Kd 7c 4s 2h")) == 0
    assert has_two_way_straight_draw(parse_cards("9h 7d 6c 5s 3h"))
    assert not has_two_way_straight_draw(parse_cards("Ah Kd Qc Js 9h"))
    assert has_one_gap_straight(parse_cards("Jh Td 8c 7s 6h"))  # five ranks within 6..J
    assert has_one_gap_straight(parse_cards("Ah 2d 3c 4s 6h"))  # the Ace low
    assert has_one_gap_straight(parse_cards("Ah Kd Qc Js 9h"))
    assert not has_one_gap_straight(parse_cards("Jh Td 9c 8s 7h"))  # a straight: no gap
    assert not has_one_gap_straight(parse_cards("Jh Td 8c 7s 5h"))  # seven ranks
    assert not has_one_gap_straight(parse_cards("Jh Jd 8c 7s 6h"))  # a pair


def _card_file(tmp_path: Any, first: str, second: str = "") -> Any:
    from pathlib import Path

    path = Path(tmp_path) / "card.yaml"
    path.write_text(
        "game: lunar-poker\ntitle: t\nbrief: brief §1 Basic strategy\nsources: [ours]\nclauses:\n"
        "  - {id: LPC-1, title: t, text: t, source: ours}\n"
        f"first_decision:\n{first}\n{second}",
        encoding="utf-8",
    )
    return path


def test_suited_holdings_and_their_selections(tmp_path: Any) -> None:
    from harness.core.cards import parse_cards
    from harness.families.lunar.strategy import load_strategy

    card = load_strategy(
        _card_file(
            tmp_path,
            "  - {rule: LPC-1, when: {holds_suited: [K, Q], upcard_at_least: 9},\n"
            "     action: {exchange_keeping: {ranks: [K, Q]}}}\n"
            "  - {rule: LPC-1, when: {three_suited_at_least: 9}, action: {exchange_keeping: three_suited}}\n"
            "  - {rule: LPC-1, when: {pair_at_least: J}, action: play}\n"
            "  - {rule: LPC-1, when: {}, action: fold}",
            "second_decision: {rule: LPC-1, play_if_at_least: {category: pair}}\n",
        )
    )
    nine = parse_cards("9c")[0]

    def kept(hand: str, up: Card) -> list[Card]:
        cards = parse_cards(hand)
        return [c for c in cards if c not in card.first_decision(cards, up).discard]

    assert kept("Kh Qh 9c 5d 2s", nine) == list(parse_cards("Kh Qh"))
    assert card.first_decision(parse_cards("Kh Qd 9c 5d 2s"), nine).action is Decision.FOLD  # not suited
    assert card.first_decision(parse_cards("Kh Qh 9c 5d 2s"), parse_cards("8c")[0]).action is Decision.FOLD
    assert kept("Qs Js 9s 5d 2h", parse_cards("8c")[0]) == list(parse_cards("Qs Js 9s"))
    assert card.first_decision(parse_cards("Qs Js 8s 5d 2h"), nine).action is Decision.FOLD  # the 8: too low
    assert card.first_decision(parse_cards("Js Jd 8s 5d 2h"), nine).action is Decision.PLAY
    assert card.first_decision(parse_cards("Ts Td 8s 5d 2h"), nine).action is Decision.FOLD
    assert card.reads_suited_cards


def test_second_decision_exceptions_by_upcard(tmp_path: Any) -> None:
    from harness.core.cards import parse_cards
    from harness.families.lunar.round import AfterDraw
    from harness.families.lunar.strategy import load_strategy

    card = load_strategy(
        _card_file(
            tmp_path,
            "  - {rule: LPC-1, when: {}, action: buy}",
            "second_decision:\n  rule: LPC-1\n  play_if_at_least: {category: pair}\n  exceptions:\n"
            "    - {when: {upcard_matches: held, upcard_at_most: Q},\n"
            "       play_if_at_least: {category: high_card, ranks: [A, K]}}\n"
            "    - {when: {upcard_at_least: K}, play_if_at_least: {category: high_card, ranks: [A, K, Q]}}\n",
        )
    )
    up = lambda text: parse_cards(text)[0]  # noqa: E731
    assert card.second_decision(parse_cards("Ah Kc 7d 4s 2c"), up("7s")) is AfterDraw.PLAY  # holds a 7
    assert card.second_decision(parse_cards("Ah Kc 8d 4s 2c"), up("7s")) is AfterDraw.FOLD
    assert card.second_decision(parse_cards("2h 2c 8d 4s 5c"), up("7s")) is AfterDraw.PLAY  # any pair
    assert card.second_decision(parse_cards("Ah Kc 8d 4s 2c"), up("Ks")) is AfterDraw.FOLD  # holds a K, but upcard K
    assert card.second_decision(parse_cards("Ah Kc Qd 4s 2c"), up("As")) is AfterDraw.PLAY
    assert card.second_decision(parse_cards("Ah Kc Jd 4s 2c 3h"), up("3s")) is AfterDraw.PLAY  # six cards, a 3 held
