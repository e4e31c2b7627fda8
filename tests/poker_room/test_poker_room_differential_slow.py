"""Whole hands against the independent engine: random legal hands settled here and by pokerkit's
own state machine (betting, pots, showdown, odd chips) must end with the same stacks.

pokerkit plays some points its own way; the hands are played under our interpretations that
match it (a short big blind counts as posted, a short all-in counts toward the cap and the next
raise goes on top of it, the cap is kept heads-up), and two known differences are told apart
and counted rather than hidden:
- pokerkit merges pots whose surviving players are the same before splitting, so its odd chips
  can land one pot over (we award each pot on its own, OHL-5.1 / HE-7.1);
- pokerkit halves a side pot even when none of that pot's players has a low, if a player
  outside it does, giving the low half to players with no low (OHL-6.2 says the high takes it).
Every other difference fails the test.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from harness.poker_room.games import room_game
from harness.poker_room.hand_history import parse_hand
from harness.poker_room.random_hands import random_hand
from harness.poker_room.settle import settle_hand

pytestmark = pytest.mark.slow

HANDS = 1500
POKERKIT_READINGS = {"short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept"}


def test_random_hands_end_with_pokerkits_stacks() -> None:
    pytest.importorskip("pokerkit")
    from harness.poker_room.reference import pokerkit_final_stacks

    rng = random.Random(20240611)
    outcome: Counter[str] = Counter()
    unexplained = []
    for number in range(HANDS):
        game = room_game("omaha-hi-lo-8" if number % 2 else "holdem")
        hand = random_hand(rng, game, players=rng.randint(2, 8), ante=rng.choice((0, 0, 5)),
                           interpretations=POKERKIT_READINGS)  # fmt: skip
        result = settle_hand(parse_hand(hand), describe=False)
        ours, theirs = list(result.final_stacks), pokerkit_final_stacks(hand)
        if ours == theirs:
            outcome["same stacks"] += 1
            continue
        lows_at_showdown = any(v is not None for v in result.low.values())
        if lows_at_showdown and any("OHL-6.2" in award.clauses for award in result.awards):
            outcome["pokerkit halves a side pot without a low"] += 1
            continue
        moved = sum(abs(a - b) for a, b in zip(ours, theirs, strict=True))
        odd_chips = any({"OHL-6.4", "OHL-6.5", "HE-7.3"} & set(award.clauses) for award in result.awards)
        if len(result.awards) > 1 and odd_chips and moved <= 2 * len(result.awards):
            outcome["pokerkit merges pots before the odd chip"] += 1
            continue
        unexplained.append((hand, ours, theirs))
    assert not unexplained, f"{len(unexplained)} hands differ from pokerkit, first: {unexplained[0]}"
    assert outcome["same stacks"] >= 0.98 * HANDS, dict(outcome)
