"""Shared helpers for the poker-room tests: hands written as JSON, settled through the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from harness.poker_room.hand_history import parse_hand
from harness.poker_room.settle import HandResult, settle_hand


@pytest.fixture
def settle() -> Callable[[dict[str, Any]], HandResult]:
    def run(hand: dict[str, Any]) -> HandResult:
        return settle_hand(parse_hand(hand))

    return run


def _seed_hand(**changes: Any) -> dict[str, Any]:
    """Seed 003's worked example (board 3-6-8-J-Q) played as a three-way limit hand."""
    hand: dict[str, Any] = {
        "game": "omaha-hi-lo-8",
        "limits": {"small_bet": 20, "big_bet": 40},
        "blinds": [10, 20],
        "button": "C",
        "seats": [
            {"name": "A", "stack": 1000, "hole": ["Ah", "2h", "4c", "6d"]},
            {"name": "B", "stack": 500, "hole": ["Ad", "3c", "Tc", "Th"]},
            {"name": "C", "stack": 800, "hole": ["9s", "Td", "Jh", "Qd"]},
        ],
        "board": ["3s", "6h", "8d", "Jc", "Qs"],
        "actions": [
            ["C", "call"], ["A", "call"], ["B", "check"],
            ["A", "check"], ["B", "bet"], ["C", "call"], ["A", "call"],
            ["A", "check"], ["B", "check"], ["C", "bet"], ["A", "call"], ["B", "call"],
            ["A", "check"], ["B", "check"], ["C", "check"],
        ],
    }  # fmt: skip
    hand.update(changes)
    return hand


@pytest.fixture
def seed_hand() -> Callable[..., dict[str, Any]]:
    return _seed_hand
