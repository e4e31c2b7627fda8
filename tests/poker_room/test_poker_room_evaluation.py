"""Hand reading (OHL-4.*, HE-6.*): hand-written cases, and the ordering of every distinct
five-card class against the independent implementation (pokerkit).

The exhaustive comparison of all 2,598,960 hands and the 200,000 random deals are in
test_poker_room_evaluation_slow.py.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from harness.core.cards import DECK, parse_cards
from harness.core.hands import rank_five
from harness.families.poker_room.evaluation import (
    card_indices,
    holdem_high_value,
    omaha_board,
    omaha_high_value,
    omaha_low_value,
    show_omaha_hi_lo,
)
from harness.families.poker_room.lookups import (
    ALL_LOWS,
    HIGH_CLASS_COUNT,
    describe_high,
    describe_low,
    high_rank,
    high_tables,
    high_value,
    low_value,
)


def c(text: str) -> tuple[int, ...]:
    return card_indices(parse_cards(text))


def omaha(hole: str, board: str) -> tuple[int, int | None]:
    view = omaha_board(c(board))
    return omaha_high_value(c(hole), view), omaha_low_value(c(hole), view)


# -- the seed's worked example (seed 003 §Hand example) -----------------------------------------

SEED_BOARD = "3s 6h 8d Jc Qs"


def test_seed_player_a_makes_the_nut_low_8_6_3_2_a() -> None:
    _, low = omaha("Ah 2h 4c 6d", SEED_BOARD)
    assert describe_low(low) == "8-6-3-2-A"


def test_seed_player_b_has_no_low_with_only_a_and_3() -> None:
    # A-3 with the board's 8-6-3 pairs the three: 8-6-3-3-A is no low.
    _, low = omaha("Ad 3c Tc Th", SEED_BOARD)
    assert low is None


def test_seed_player_c_makes_the_best_high_a_straight() -> None:
    high, low = omaha("9s Td Jh Qd", SEED_BOARD)
    assert describe_high(high) == "straight (Q)"
    assert low is None
    assert high > omaha("Ah 2h 4c 6d", SEED_BOARD)[0]
    assert high > omaha("Ad 3c Tc Th", SEED_BOARD)[0]


def test_seed_player_a_may_use_other_hole_cards_for_high() -> None:
    # The seed: A's high is 6-6-A-Q-J, using A and 6, while the low uses A and 2.
    shown = show_omaha_hi_lo(c("Ah 2h 4c 6d"), c(SEED_BOARD))
    assert shown.high_text == "pair (6, A, Q, J)"
    assert {str(x) for x in shown.high_cards} & {"Ah", "2h", "4c", "6d"} == {"Ah", "6d"}
    assert {str(x) for x in shown.low_cards} & {"Ah", "2h", "4c", "6d"} == {"Ah", "2h"}


# -- exactly two hole cards and three board cards (OHL-4) -------------------------------------------


def test_omaha_four_flush_cards_in_hand_make_no_flush_with_two_on_board() -> None:
    high, _ = omaha("Ah Kh Qh Jh", "2h 3h 8c 9d Ts")
    # Only two hearts on the board: three board cards of a suit are needed.
    assert high_rank(high).category.label != "flush"


def test_omaha_four_flush_board_needs_two_hole_cards_of_the_suit() -> None:
    one_heart, _ = omaha("Ah Kc Qd Js", "2h 3h 8h 9h Ts")
    two_hearts, _ = omaha("Ah Kh Qd Js", "2h 3h 8h 9h Ts")
    assert high_rank(one_heart).category.label != "flush"
    assert describe_high(two_hearts) == "flush (A, K, 9, 8, 3)"


def test_omaha_board_straight_does_not_play_alone() -> None:
    high, _ = omaha("2c 2d 7h 7s", "8s 9d Tc Jh Qs")
    # 7-8-9-T-J would use one hole card; with two (7-7, 7-2 or 2-2) the best is a pair of sevens.
    assert describe_high(high) == "pair (7, Q, J, T)"


def test_omaha_trips_on_board_with_a_pair_in_hand_is_a_full_house() -> None:
    high, _ = omaha("Kc Kd 2s 3s", "7h 7d 7c As Qh")
    assert describe_high(high) == "full house (7, K)"


def test_omaha_quads_need_two_from_hand() -> None:
    one_ace, _ = omaha("Ac Kd 2s 3s", "Ah Ad As 5c 9h")
    assert describe_high(one_ace) == "four of a kind (A, K)"
    board_quads, _ = omaha("Kc Kd 2s 3s", "9h 9d 9s 9c 5h")
    # Three of the nines at most, with the pair of kings: a full house, never four nines.
    assert describe_high(board_quads) == "full house (9, K)"


# -- eight-or-better low (OHL-4.2, OHL-4.3) ------------------------------------------------------------


@pytest.mark.parametrize(
    ("five", "expected"),
    [
        ("As 2d 3c 4h 5s", "5-4-3-2-A"),
        ("As 2s 3s 4s 5s", "5-4-3-2-A"),  # a straight flush is still the best low
        ("8c 4d 3h 2s As", "8-4-3-2-A"),
        ("7h 6d 5c 4s 3h", "7-6-5-4-3"),
    ],
)
def test_five_card_lows(five: str, expected: str) -> None:
    assert describe_low(low_value(c(five))) == expected


@pytest.mark.parametrize("five", ["4s 3d 2c Ah Ad", "9s 8d 5c 3h 2s", "Kh 5d 4c 3s 2h"])
def test_five_cards_that_are_no_low(five: str) -> None:
    # The seed's own examples: 4-3-2-A-A (a pair) and 9-8-5-3-2 (a nine) are no low.
    assert low_value(c(five)) is None


def test_lows_compare_from_the_highest_card_down() -> None:
    # Seed 003: 8-4-3-2-A loses to 7-6-5-4-3 (smaller is better).
    eight = low_value(c("8c 4d 3h 2s As"))
    seven = low_value(c("7h 6d 5c 4s 3h"))
    assert eight is not None and seven is not None and seven < eight
    six_two, six_three = low_value(c("6h 5d 4c 2s As")), low_value(c("6h 5d 4c 3s As"))
    assert six_two is not None and six_three is not None and six_two < six_three


def test_no_low_without_three_low_board_ranks() -> None:
    view = omaha_board(c("Ah 2d 9c Ts Kh"))
    assert not view.allows_low
    assert omaha_low_value(c("3h 4d 5c 6s"), view) is None


def test_paired_low_board_ranks_count_once() -> None:
    view = omaha_board(c("Ah Ad 2c Ts Kh"))
    assert not view.allows_low  # A, A, 2: only two different low ranks


def test_counterfeited_low() -> None:
    # A-2 holds the best low on 4-5-8-K-Q; a deuce on the river counterfeits it: A-3 now makes
    # the wheel with the board's 2-4-5 while A-2 still has only 8-5-4-2-A.
    _, a2_before = omaha("Ac 2c Kd Kh", "4h 5d 8s Kc Qh")
    _, a3_before = omaha("Ad 3c Jd Jh", "4h 5d 8s Kc Qh")
    assert (describe_low(a2_before), describe_low(a3_before)) == ("8-5-4-2-A", "8-5-4-3-A")
    assert a2_before is not None and a3_before is not None and a2_before < a3_before
    _, a2_after = omaha("Ac 2c Kd Kh", "4h 5d 8s Kc 2h")
    _, a3_after = omaha("Ad 3c Jd Jh", "4h 5d 8s Kc 2h")
    assert (describe_low(a2_after), describe_low(a3_after)) == ("8-5-4-2-A", "5-4-3-2-A")
    assert a2_after is not None and a3_after is not None and a3_after < a2_after


def test_low_uses_exactly_two_hole_cards() -> None:
    # Four low cards in hand do not make a low with only two low board cards.
    _, low = omaha("Ac 2c 3d 4h", "5s 6d Kc Qh Jd")
    assert low is None


# -- Hold'em: best five of seven (HE-6) -------------------------------------------------------------------


def test_holdem_board_can_play() -> None:
    board_straight = holdem_high_value(c("2c 3d") + c("8s 9d Tc Jh Qs"))
    assert describe_high(board_straight) == "straight (Q)"


def test_holdem_one_hole_card_can_play() -> None:
    value = holdem_high_value(c("Ah 2c") + c("Kh Qh Jh 3s 4d"))
    assert describe_high(value) == "high card (A, K, Q, J, 4)"
    flush = holdem_high_value(c("Ah 2c") + c("Kh Qh Jh 3h 4d"))
    assert describe_high(flush) == "flush (A, K, Q, J, 3)"


def test_holdem_wheel_loses_to_six_high_straight() -> None:
    wheel = holdem_high_value(c("As 2d") + c("3c 4h 5s Kd Kc"))
    six = holdem_high_value(c("6s 2d") + c("3c 4h 5s Kd Qc"))
    assert describe_high(wheel) == "straight (5)"
    assert six > wheel


# -- the lookup tables themselves ---------------------------------------------------------------------------


def test_high_table_has_every_class_once() -> None:
    tables = high_tables()
    assert len(tables.ranks) == HIGH_CLASS_COUNT == 7462
    assert len(tables.unsuited) == 6175 and len(tables.suited) == 1287
    assert sorted(tables.ranks) == list(tables.ranks)


def test_fast_high_value_matches_the_reference_on_random_hands() -> None:
    rng = random.Random(3)
    for _ in range(5000):
        five = rng.sample(range(52), 5)
        assert high_rank(high_value(five)) == rank_five([DECK[i] for i in five])


def test_all_56_lows_are_distinct_and_ordered() -> None:
    assert len(ALL_LOWS) == 56
    assert describe_low(ALL_LOWS[0]) == "5-4-3-2-A"
    assert describe_low(ALL_LOWS[-1]) == "8-7-6-5-4"


# -- against pokerkit, one representative per class -----------------------------------------------------------


def test_every_high_class_orders_as_pokerkit_does() -> None:
    """All 7,462 distinct high classes: one representative each, ordered by our value and by pokerkit's."""
    pytest.importorskip("pokerkit")
    from harness.families.poker_room.reference import pokerkit_deck, pokerkit_high_entry

    pk = pokerkit_deck()
    seen: dict[int, int] = {}
    for five in combinations(range(52), 5):
        value = high_value(five)
        if value not in seen:
            seen[value] = pokerkit_high_entry(tuple(pk[i] for i in five))
        if len(seen) == HIGH_CLASS_COUNT:
            break
    assert len(seen) == HIGH_CLASS_COUNT
    ordered = [seen[v] for v in sorted(seen)]
    assert ordered == sorted(set(ordered)), "pokerkit orders some classes differently"


def test_every_low_orders_as_pokerkit_does() -> None:
    pytest.importorskip("pokerkit")
    from harness.families.poker_room.reference import pokerkit_deck, pokerkit_low_entry

    pk = pokerkit_deck()
    entries = []
    for mask in ALL_LOWS:  # best first
        ranks = [r for r in range(1, 9) if mask >> (r - 1) & 1]
        five = [((14 if r == 1 else r) - 2) * 4 + (i % 4) for i, r in enumerate(ranks)]
        assert low_value(five) == mask
        entries.append(pokerkit_low_entry(tuple(pk[i] for i in five)))
    assert entries == sorted(set(e for e in entries if e is not None))


@pytest.mark.parametrize("held", [2, 3, 4])
def test_two_hole_three_board_reads_any_number_of_hole_cards(held: int) -> None:
    """A rules_spec may deal 2 to 4 hole cards with two_hole_three_board hand making: the best
    high is the reference ranking's best of every hole pair with every board triple, and the best
    low the smallest eight-or-better low of the same hands (four cards also take the fast path)."""
    rng = random.Random(held)
    for _ in range(120):
        deal = rng.sample(range(52), held + 5)
        hole, board = deal[:held], deal[held:]
        fives = [
            (hole[i], hole[j], *triple) for i, j in combinations(range(held), 2) for triple in combinations(board, 3)
        ]
        best = max(rank_five([DECK[card] for card in five]) for five in fives)
        lows = [mask for five in fives if (mask := low_value(five)) is not None]
        view = omaha_board(board)
        assert high_rank(omaha_high_value(hole, view)) == best
        assert omaha_low_value(hole, view) == (min(lows) if lows else None)


@pytest.mark.parametrize("held", [2, 3, 4])
def test_best_five_any_reads_any_number_of_hole_cards(held: int) -> None:
    rng = random.Random(10 + held)
    for _ in range(120):
        cards = rng.sample(range(52), held + 5)
        best = max(rank_five([DECK[card] for card in five]) for five in combinations(cards, 5))
        assert high_rank(holdem_high_value(cards)) == best
