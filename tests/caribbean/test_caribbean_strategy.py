"""The strategy summary: cells read back the decisions they were built from."""

from __future__ import annotations

from itertools import product

import numpy as np

from harness.families.lunar.analysis.stud_report_text import strategy_lines
from harness.families.lunar.analysis.stud_strategy import BY_HAND, FOLD, RAISE, SUITED, pattern_cells

ACE_KING_QUEEN_FIVE_TWO = (14, 13, 12, 5, 2)


def _all_suitings(ranks: tuple[int, ...]) -> np.ndarray:
    hands = [
        sorted((rank - 2) * 4 + suit for rank, suit in zip(ranks, suits, strict=True))
        for suits in product(range(4), repeat=5)
        if len(set(suits)) > 1  # not a flush: that is another pattern
    ]
    return np.array(hands, dtype=np.uint8)


def _suited(hand: np.ndarray) -> set[int]:
    return {int(c) // 4 + 2 for c in hand if c % 4 == 0}


def test_a_suit_count_rule_with_exceptions_is_found_and_replayed() -> None:
    hands = _all_suitings(ACE_KING_QUEEN_FIVE_TWO)
    raises = np.array([len(_suited(h)) >= 2 and _suited(h) != {5, 2} for h in hands])
    (cell,) = pattern_cells("ace_king_high", 4, hands, raises)
    assert (cell.hand, cell.decision, cell.min_suited, cell.code) == ("AKQ52", SUITED, 2, "2+*")
    assert [(e.suited, e.decision) for e in cell.exceptions] == [("52", FOLD)]
    for hand, expected in zip(hands, raises, strict=True):
        assert cell.decide(sorted(_suited(hand)), "") == expected


def test_uniform_cells_are_raise_or_fold() -> None:
    hands = _all_suitings(ACE_KING_QUEEN_FIVE_TWO)
    (always,) = pattern_cells("ace_king_high", 9, hands, np.ones(len(hands), dtype=bool))
    (never,) = pattern_cells("ace_king_high", 9, hands, np.zeros(len(hands), dtype=bool))
    assert (always.decision, never.decision) == (RAISE, FOLD)


def test_decisions_not_explained_by_the_upcard_suit_are_listed_hand_by_hand() -> None:
    hands = _all_suitings(ACE_KING_QUEEN_FIVE_TWO)
    hearts = np.array([sum(1 for c in h if c % 4 == 1) >= 2 for h in hands])  # depends on another suit
    (cell,) = pattern_cells("ace_king_high", 4, hands, hearts)
    assert cell.decision == BY_HAND and len(cell.hands) == len(hands)


def test_the_grid_shows_codes_by_upcard_and_lists_exceptions() -> None:
    strategy = {
        "upcard_ranks": ["2", "3"],
        "groups": [
            {
                "label": "no pair, Ace-King high",
                "decision": "mixed",
                "raised_hands_per_upcard_card": [3, 1],
                "hands_per_upcard_card": [4, 4],
            }
        ],
        "cells": [
            {"group": "g", "hand": "AKQ52", "upcard": "2", "code": "R"},
            {
                "group": "g",
                "hand": "AKQ52",
                "upcard": "3",
                "code": "2+*",
                "exceptions": [{"suited": "52", "decision": "fold"}],
            },
        ],
    }
    text = "\n".join(strategy_lines(strategy))
    assert "16 of 32 (hand, upcard) pairs raise" in text
    assert "AKQ52" in text and "2+*" in text
    assert "AKQ52 vs upcard 3 (2+*): 52 fold" in text
