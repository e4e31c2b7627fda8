"""Jan-Poker's one purse (JP-1.1): points are conserved across both games, whatever is played.

Random legal whole games (harness.families.jan_poker.random_games: mahjong turns, calls, wins and payments
with their poker actions) under every reading of the interpretations: the four players' points
always total 4 x 25,000 = 100,000, after every poker hand and at the end, and a player's points
after a hand are what was behind plus what the pots paid.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.families.jan_poker.play import play_game
from harness.families.jan_poker.random_games import random_game
from harness.families.jan_poker.stream import parse_stream

TOTAL = 4 * 25_000
READINGS = st.fixed_dictionaries({
    "next_hand_first_actor": st.sampled_from(["rotate", "dealer"]),
    "no_chips_in_when_bust": st.sampled_from(["fold", "all_in_for_nothing"]),
    "regained_short_call": st.sampled_from(["acts_again", "stands"]),
    "three_bust_end": st.sampled_from(["hand_ends_now", "hand_played_out"]),
})  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), turns=st.integers(min_value=4, max_value=40))
def test_points_are_conserved_over_a_whole_game(seed: int, turns: int) -> None:
    document = random_game(random.Random(seed), turns_per_mahjong_hand=turns)
    result = play_game(parse_stream(document))
    assert result.over
    assert sum(result.final_points.values()) == TOTAL
    for hand in result.hands:
        paid = sum(sum(pot["winners"].values()) for pot in hand["pots"])
        assert paid == sum(pot["amount"] for pot in hand["pots"])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), readings=READINGS)
def test_points_are_conserved_under_every_reading(seed: int, readings: dict[str, str]) -> None:
    document = random_game(random.Random(seed), turns_per_mahjong_hand=12)
    stream = parse_stream({**document, "interpretations": readings, "complete": False})
    try:
        result = play_game(stream)
    except Exception as error:  # a reading may refuse a stream grown under the defaults: only as a refusal
        assert type(error).__name__ == "StreamRefused", error
        return
    in_pot = result.in_play["in_pot"] if result.in_play else 0
    assert sum(result.final_points.values()) + in_pot == TOTAL


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), cut=st.integers(min_value=0, max_value=400))
def test_every_prefix_of_a_game_conserves_points(seed: int, cut: int) -> None:
    """A game stopped anywhere (a hand in play, a payment just made) still holds 100,000 points."""
    document = random_game(random.Random(seed), turns_per_mahjong_hand=16)
    events = document["events"][: cut % (len(document["events"]) + 1)]
    result = play_game(parse_stream({**document, "events": events, "complete": False}))
    in_pot = result.in_play["in_pot"] if result.in_play else 0
    assert sum(result.final_points.values()) + in_pot == TOTAL
