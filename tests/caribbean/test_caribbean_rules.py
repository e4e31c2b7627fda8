"""Caribbean Stud rules (GAMES.md §1, Caribbean Stud variant): paytable, qualifier, settlement.

The settlement is the family's one reference engine (`settle_round` under Caribbean Stud's
settings); the exact count's pay schedule is built from the same settings."""

from __future__ import annotations

from math import comb
from pathlib import Path

import numpy as np
import pytest

from harness.core.cards import Card, parse_cards
from harness.core.hands import Category
from harness.core.ledger import Ledger
from harness.core.paytable import PaytableSet
from harness.families.lunar.analysis.hand_values import VALUE_COUNT, all_five_card_hands, dense_values
from harness.families.lunar.analysis.pay_schedule import PayRules, PaytableRuleError, RaiseSchedule, RowUnits
from harness.families.lunar.caribbean.rules import caribbean_rules, caribbean_schedule
from harness.families.lunar.game import TableRules
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.settle import settle_round

# The Raise table as GAMES.md §1 states it (N to 1).
RAISE_TABLE_FROM_RULES = {
    "royal_flush": 100,
    "straight_flush": 50,
    "four_of_a_kind": 20,
    "full_house": 7,
    "flush": 5,
    "straight": 4,
    "three_of_a_kind": 3,
    "two_pair": 2,
    "pair": 1,
    "ace_king": 1,
}
# Standard five-card category counts (any poker reference).
KNOWN_CATEGORY_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108,
    Category.STRAIGHT: 10200,
    Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552,
    Category.PAIR: 1098240,
    Category.HIGH_CARD: 1302540,
}


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def value(text: str) -> int:
    return int(dense_values(np.array([[c.index for c in cards(text)]]))[0])


@pytest.fixture(scope="module")
def rules() -> TableRules:
    return caribbean_rules()


@pytest.fixture(scope="module")
def paytable(rules: TableRules) -> PaytableSet:
    return rules.paytable


@pytest.fixture(scope="module")
def schedule() -> RaiseSchedule:
    return caribbean_schedule()


def settle(rules: TableRules, player: str, dealer: str, *, raised: bool = True) -> Ledger:
    rnd = LunarRound(
        game="caribbean-stud",
        ante=1,
        super_bet=0,
        player=cards(player),
        dealer=cards(dealer),
        decision=Decision.PLAY if raised else Decision.FOLD,
    )
    return settle_round(rnd, rules)


def nets(ledger: Ledger) -> tuple[int, int]:
    """(Ante net, Raise net) of a ledger."""
    ante, raise_bet = ledger.wager("ante"), ledger.wager("raise")
    return (ante.net if ante else 0, raise_bet.net if raise_bet else 0)


def test_standard_paytable_is_the_raise_table_of_the_rules(paytable: PaytableSet) -> None:
    assert paytable.game == "caribbean-stud"
    assert set(paytable.tables) == {"raise"}
    assert {line.name: line.pays for line in paytable.tables["raise"].lines} == RAISE_TABLE_FROM_RULES


def test_hand_values_are_the_7462_poker_values() -> None:
    assert len(all_five_card_hands()) == comb(52, 5)
    assert value("2s 3h 4d 5c 7s") == 0
    assert value("As Ks Qs Js Ts") == VALUE_COUNT - 1


def test_dealer_qualifies_from_ace_king_four_three_two(schedule: RaiseSchedule) -> None:
    assert schedule.qualify_value == value("As Kd 4h 3c 2s")
    assert schedule.qualify_value - 1 == value("As Qd Jh Tc 9s")  # the best hand that does not qualify


def test_non_qualifying_hands_are_counted_independently(schedule: RaiseSchedule) -> None:
    # No pair, minus the Ace-King-high no-pair hands: A, K and 3 of the 11 other ranks, not the
    # straight A-K-Q-J-T, in any suits but the 4 flushes.
    ace_king_high = (comb(11, 3) - 1) * (4**5 - 4)
    expected = KNOWN_CATEGORY_COUNTS[Category.HIGH_CARD] - ace_king_high
    assert int(schedule.hands_per_value[: schedule.qualify_value].sum()) == expected


def test_category_counts_per_value_match_the_known_counts(schedule: RaiseSchedule) -> None:
    for category, count in KNOWN_CATEGORY_COUNTS.items():
        assert int(schedule.hands_per_value[schedule.category == int(category)].sum()) == count


def test_every_hand_that_can_beat_a_qualifier_has_a_line(schedule: RaiseSchedule) -> None:
    assert (schedule.pays[schedule.qualify_value + 1 :] >= 1).all()
    assert schedule.pays[value("As Kd 5h 3c 2s")] == RAISE_TABLE_FROM_RULES["ace_king"]
    assert schedule.pays[value("As Ks Qs Js Ts")] == RAISE_TABLE_FROM_RULES["royal_flush"]
    assert schedule.pays[value("9s Ts Js Qs Ks")] == RAISE_TABLE_FROM_RULES["straight_flush"]


def _paytable_file(tmp_path: Path, lines: str) -> Path:
    path = tmp_path / "table.yaml"
    path.write_text(f"game: caribbean-stud\nname: test\nversion: 1\nraise:\n  lines:\n{lines}", encoding="utf-8")
    return path


def test_the_pay_rules_are_the_settings_showdown_and_raise_multiple(schedule: RaiseSchedule) -> None:
    # rules_spec/caribbean_stud.yaml: CS-5.1 to CS-5.4 and CS-4.2 (Raise = 2 x Ante).
    assert schedule.rules == PayRules(
        game="caribbean-stud",
        raise_multiple=2,
        dealer_does_not_qualify=RowUnits(ante=1, raise_bet=0),
        player_wins=RowUnits(ante=1, raise_bet=None),
        tie=RowUnits(ante=0, raise_bet=0),
        dealer_wins=RowUnits(ante=-1, raise_bet=-1),
    )


def test_a_table_without_ace_king_is_refused(tmp_path: Path) -> None:
    path = _paytable_file(tmp_path, "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}\n")
    with pytest.raises(PaytableRuleError, match="ace_king"):
        caribbean_schedule(path)


def test_a_line_depending_on_colour_is_refused(tmp_path: Path) -> None:
    path = _paytable_file(
        tmp_path,
        "    - {name: one_colour, label: One colour, pays: 9, when: same_colour}\n"
        "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}\n"
        "    - {name: ace_king, label: Ace-King, pays: 1, when: {contains_ranks: [A, K]}}\n",
    )
    with pytest.raises(PaytableRuleError, match="colour"):
        caribbean_schedule(path)


def test_fold_loses_the_ante(rules: TableRules) -> None:
    ledger = settle(rules, "As Ad 2c 3c 4h", "Ks Kd 5c 6c 7h", raised=False)
    assert (nets(ledger), ledger.wager("raise")) == ((-1, 0), None)


def test_dealer_not_qualifying_pays_the_ante_and_pushes_the_raise(rules: TableRules) -> None:
    ledger = settle(rules, "2s 3d 5c 7c 9h", "As Qd Jc 9d 8h")
    assert nets(ledger) == (1, 0) and "CS-5.4" in ledger.wagers[0].clauses


def test_player_beating_a_qualifier_wins_ante_and_raise_by_the_table(rules: TableRules) -> None:
    full_house = settle(rules, "5s 5d 5c 9c 9h", "As Kd Jc 9d 8h")
    raise_bet = full_house.wager("raise")
    assert raise_bet is not None and raise_bet.line == "full_house"
    assert nets(full_house) == (1, 14)  # Raise 2 x 7 to 1
    ace_king = settle(rules, "As Kd 8c 4c 3h", "Ah Kc 7c 4d 3s")
    assert getattr(ace_king.wager("raise"), "line", None) == "ace_king"
    assert ace_king.net == 3


def test_tie_pushes_both_bets(rules: TableRules) -> None:
    assert nets(settle(rules, "As Kd 8c 4c 3h", "Ah Kc 8d 4d 3s")) == (0, 0)


def test_dealer_higher_hand_wins_both_bets(rules: TableRules) -> None:
    assert nets(settle(rules, "As Kd 8c 4c 3h", "2h 2c 8d 4d 3s")) == (-1, -2)
