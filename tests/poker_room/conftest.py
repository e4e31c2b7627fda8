"""Shared helpers for the poker-room tests: hands written as JSON, settled through the engine."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from harness.families.poker_room.games import room_game, worked_example
from harness.families.poker_room.hand_history import parse_hand
from harness.families.poker_room.settle import HandResult, settle_hand


@pytest.fixture
def settle() -> Callable[[dict[str, Any]], HandResult]:
    def run(hand: dict[str, Any]) -> HandResult:
        return settle_hand(parse_hand(hand))

    return run


def _seed_hand(**changes: Any) -> dict[str, Any]:
    """Seed 003's worked example (board 3-6-8-J-Q) played as a three-way limit hand."""
    example = worked_example(room_game("omaha-hi-lo-8"))
    assert example is not None
    hand: dict[str, Any] = copy.deepcopy(example[0])
    hand.update(changes)
    return hand


@pytest.fixture
def seed_hand() -> Callable[..., dict[str, Any]]:
    return _seed_hand
