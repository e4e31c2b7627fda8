"""Exact Super and Instant analysis (issue 2, item 7) against hand-derived combinatorics."""

from __future__ import annotations

from fractions import Fraction
from math import comb
from pathlib import Path

from harness.core.paytable import load_paytable
from harness.core.predicates import PredicateContext
from harness.families.lunar.exact import TOTAL_HANDS, analyse_table, hand_classes
from harness.families.lunar.game import GAME, REQUIRED_TABLES, TABLE_KINDS, table_rules

POKER_CATEGORIES = """
game: lunar-poker
name: categories
version: 1
super:
  lines:
    - {name: quads, label: Quads, pays: 7, when: {n_of_a_kind: 4}}
    - {name: full_house, label: Full house, pays: 6, when: full_house}
    - {name: flush, label: Flush, pays: 5, when: flush}
    - {name: straight, label: Straight, pays: 4, when: straight}
    - {name: trips, label: Trips, pays: 3, when: {n_of_a_kind: 3}}
    - {name: two_pair, label: Two pair, pays: 2, when: two_pair}
    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}
raise:
  lines:
    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}
"""


def test_classes_cover_every_hand_once() -> None:
    assert sum(count for _, count in hand_classes()) == comb(52, 5) == TOTAL_HANDS


def test_poker_category_counts(tmp_path: Path) -> None:
    path = tmp_path / "categories.yaml"
    path.write_text(POKER_CATEGORIES)
    table = load_paytable(path, game=GAME, table_kinds=TABLE_KINDS, required=REQUIRED_TABLES).tables["super"]
    counts = {line.name: line.combinations for line in analyse_table(table).lines}
    # Standard five-card counts; a straight flush is counted as a flush here (inclusive reading).
    assert counts == {
        "quads": 13 * 48,
        "full_house": 13 * comb(4, 3) * 12 * comb(4, 2),
        "flush": 4 * comb(13, 5),
        "straight": 10 * 4**5 - 40,
        "trips": 13 * comb(4, 3) * comb(12, 2) * 4 * 4,
        "two_pair": comb(13, 2) * comb(4, 2) ** 2 * 11 * 4,
        "pair": 13 * comb(4, 2) * comb(12, 3) * 4**3,
    }


def test_standard_super_lines_by_hand_computation() -> None:
    rules = table_rules()
    analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
    counts = {line.name: line.combinations for line in analysis.lines}
    face_quads = 3 * 2 * 4  # four J/Q/K with a face kicker: paid as four of a kind
    face_full_houses = 3 * 4 * 2 * 6  # J/Q/K full houses: paid as five face cards (120 > 100)
    face_trips = 3 * 4 * 4 * 4  # trips of a face rank with one card of each other face rank
    assert counts["four_of_a_kind"] == 624
    assert counts["five_face_cards"] == comb(12, 5) - face_quads
    assert counts["full_house"] == 3744 - face_full_houses
    assert counts["flush"] == 5108 + 40  # straight flushes pay Flush by default (super_sf_counts_as)
    assert counts["straight"] == 10200
    assert counts["three_of_a_kind"] == 54912 - face_trips
    assert analysis.winning_combinations + analysis.losing_combinations == TOTAL_HANDS
    won = sum(line.combinations * line.pays for line in analysis.lines)
    assert analysis.expected_value == Fraction(won - analysis.losing_combinations, TOTAL_HANDS)


def test_super_straight_flush_under_own_category() -> None:
    rules = table_rules(interpretations={"super_sf_counts_as": "own_category"})
    assert rules.super_context == PredicateContext(straight_flush_is_flush_and_straight=False)
    counts = {
        line.name: line.combinations
        for line in analyse_table(rules.paytable.tables["super"], rules.super_context).lines
    }
    assert counts["flush"] == 5108 and counts["straight"] == 10200


def test_instant_lines() -> None:
    analysis = analyse_table(table_rules().paytable.tables["instant"])
    counts = {line.name: line.combinations for line in analysis.lines}
    assert counts == {"royal_flush": 4, "straight_flush": 36}
    assert analysis.expected_payout == Fraction(4 * 1000 + 36 * 200, TOTAL_HANDS)
