"""Dilemma Hold'em: the players' chips and the banks always hold the starting total (DH-13.4),
over random whole games played by the simulation's player model and settled from one document."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.families.dilemma.play import play_game
from harness.families.dilemma.simulation import CallerModel, sample_game_document


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), players=st.integers(min_value=2, max_value=6),
       bet=st.floats(min_value=0.0, max_value=1.0), call=st.floats(min_value=0.0, max_value=1.0))  # fmt: skip
def test_chips_and_banks_are_conserved_through_a_game(seed: int, players: int, bet: float, call: float) -> None:
    document = sample_game_document(random.Random(seed), players=players, max_hands=25,
                                    model=CallerModel(bet=bet, call=call))  # fmt: skip
    result = play_game(document)
    start = 1000 * players + 1500  # the starting stacks and the banks 300 + 700 + 500
    assert sum(result.stacks.values()) + result.banks.total == start
    for hand in result.hands:  # every hand on its own: what its players and banks held before is what they hold after
        after = sum(hand["final_stacks"].values()) + sum(hand["settlement"]["banks"]["after"])
        prior = sum(hand["final_stacks"][n] - hand["net"][n] for n in hand["net"]) + sum(
            hand["settlement"]["banks"]["before"])
        assert after == prior
    assert all(chips >= 0 for chips in result.stacks.values())
    assert all(chips >= 0 for chips in result.banks.held)
    # The blinds never fall (DH-13.1): each hand's big blind is at least the one before.
    bigs = [hand["stakes"]["blinds"][1] for hand in result.hands]
    assert bigs == sorted(bigs)
