"""Whole hands of the games dealt round by round or by draws, against the independent engine:
20,000 random legal hands of each, settled here and by pokerkit's own state machine (antes, the
bring-in and completion, the order of action from the cards showing, fixed-limit betting, pots,
the showdown), must end with the same stacks.

They are played under the readings that match pokerkit (a short all-in counts toward the cap and
the next raise goes on top of it, the cap is kept heads-up, odd chips from the first seat left of
the dealer); the one pokerkit behaviour told apart is the one of
tests/poker_room/test_poker_room_differential_slow.py: pokerkit halves a side pot none of whose
players has a low when a player outside it has one (the hi-lo clause on a pot with no low gives
it to the high). Every other difference fails the test.

pokerkit's answers for these hands are recorded (tests/poker_room/pokerkit_record.py: checked
against pokerkit on a sample every run; a hand missing from its record is played live).
"""

from __future__ import annotations

import pytest

from harness.families.poker_room.games import room_game
from tests.poker_room.pokerkit_record import COMPARISONS, RecordedPokerkit

pytestmark = pytest.mark.slow

HANDS = 20_000
GAMES = (
    "seven-card-stud", "seven-card-stud-hi-lo-8", "razz", "deuce-to-seven-triple-draw", "deuce-to-seven-single-draw",
    "badugi",
)  # fmt: skip


@pytest.mark.parametrize("name", GAMES)
def test_random_hands_end_with_pokerkits_stacks(name: str) -> None:
    pytest.importorskip("pokerkit")
    from harness.families.poker_room.agreement import compare_whole_hands

    comparison = COMPARISONS[name]
    assert (comparison.hands, comparison.seeds) == (HANDS, (20261124,))
    pokerkit = RecordedPokerkit(name)  # pokerkit's answers, recorded; live for any hand not in the record
    result = compare_whole_hands(room_game(name), HANDS, seed=20261124, oracle=pokerkit)
    print(f"{name}: {pokerkit.live:,} hands played through pokerkit live, {pokerkit.recorded:,} from its record")
    pokerkit.check(HANDS)
    assert result.hands == HANDS
    assert not result.unexplained, f"{len(result.unexplained)} hands differ, first: {result.unexplained[0]}"
    assert result.outcomes.get("same final stacks", 0) >= 0.98 * HANDS, result.outcomes
