"""Agreement with the independent implementation (pokerkit), as measured by `certify`.

Three comparisons, from the smallest unit up:
1. every one of the 2,598,960 five-card hands: our high value and eight-or-better low against
   pokerkit's lookups, as orders (the same hands tie, the same hands win);
2. random deals: a player's best hand from hole and board cards (Hold'em any five of seven;
   Omaha exactly two and three, high and low) against pokerkit's `from_game`;
3. random whole hands: final stacks against pokerkit's state machine, under the readings that
   match pokerkit, with its two known differences counted apart (see
   tests/poker_room/test_poker_room_differential_slow.py).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from harness.cards import DECK
from harness.poker_room.evaluation import holdem_high_value, omaha_board, omaha_high_value, omaha_low_value
from harness.poker_room.games import HandMaking, LowRule, RoomGame
from harness.poker_room.hand_history import parse_hand
from harness.poker_room.lookups import HIGH_CLASS_COUNT, high_value, low_value
from harness.poker_room.random_hands import random_hand
from harness.poker_room.reference import (
    pokerkit_deck,
    pokerkit_final_stacks,
    pokerkit_high_entry,
    pokerkit_low_entry,
    require_pokerkit,
)
from harness.poker_room.settle import settle_hand

Progress = Callable[[int, int], None]
POKERKIT_READINGS = {"short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept"}


@dataclass(slots=True, kw_only=True)
class FiveCardAgreement:
    hands: int = 0
    high_classes: int = 0
    lows: int = 0
    high_order_equal: bool = False
    low_order_equal: bool = False
    mismatches: list[str] = field(default_factory=list)
    high_to_pk: dict[int, int] = field(default_factory=dict)
    low_to_pk: dict[int | None, int | None] = field(default_factory=dict)

    @property
    def agrees(self) -> bool:
        return self.high_order_equal and self.low_order_equal and not self.mismatches

    def to_json(self) -> dict[str, Any]:
        return {
            "compared": "every five-card hand: dense high value vs pokerkit StandardLookup entry; "
            "eight-or-better low mask vs pokerkit EightOrBetterLookup entry",
            "hands": self.hands,
            "high_classes": self.high_classes,
            "lows": self.lows,
            "high_order_equal": self.high_order_equal,
            "low_order_equal": self.low_order_equal,
            "mismatches": self.mismatches[:20],
            "agrees": self.agrees,
        }


def compare_five_card_hands(progress: Progress | None = None) -> FiveCardAgreement:
    require_pokerkit()
    pk = pokerkit_deck()
    result = FiveCardAgreement()
    pk_to_high: dict[int, int] = {}
    pk_to_low: dict[int | None, int | None] = {}
    for number, five in enumerate(combinations(range(52), 5), 1):
        pk_five = (pk[five[0]], pk[five[1]], pk[five[2]], pk[five[3]], pk[five[4]])
        mine, theirs = high_value(five), pokerkit_high_entry(pk_five)
        if result.high_to_pk.setdefault(mine, theirs) != theirs or pk_to_high.setdefault(theirs, mine) != mine:
            result.mismatches.append(f"high: {' '.join(str(DECK[i]) for i in five)}")
        mine_low, theirs_low = low_value(five), pokerkit_low_entry(pk_five)
        if (
            result.low_to_pk.setdefault(mine_low, theirs_low) != theirs_low
            or pk_to_low.setdefault(theirs_low, mine_low) != mine_low
        ):
            result.mismatches.append(f"low: {' '.join(str(DECK[i]) for i in five)}")
        if progress is not None and number % 100_000 == 0:
            progress(number, 2_598_960)
    result.hands = number
    high_order = [result.high_to_pk[v] for v in sorted(result.high_to_pk)]
    lows = sorted(m for m in result.low_to_pk if m is not None)
    low_order = [result.low_to_pk[m] for m in lows]
    result.high_classes, result.lows = len(high_order), len(lows)
    result.high_order_equal = high_order == sorted(set(high_order)) and len(high_order) == HIGH_CLASS_COUNT
    result.low_order_equal = low_order == sorted(set(x for x in low_order if x is not None)) and len(lows) == 56 \
        and result.low_to_pk.get(None, "absent") is None  # fmt: skip
    return result


@dataclass(frozen=True, slots=True, kw_only=True)
class DealAgreement:
    game: str
    deals: int
    hands_compared: int
    compared: str
    mismatches: tuple[str, ...]

    @property
    def agrees(self) -> bool:
        return not self.mismatches

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "deals": self.deals, "hands_compared": self.hands_compared,
                "compared": self.compared, "mismatches": list(self.mismatches[:20]), "agrees": self.agrees}  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class _DealCheck:
    """How one pair of named methods is compared on a random deal: how many players are dealt,
    what is compared (for the report) and the comparison, which returns the hands compared."""

    players: int
    compared: Callable[[RoomGame], str]
    check: Callable[[RoomGame, list[int], Any, FiveCardAgreement, list[str]], int]


_WORDS = {5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def _check_best_five_any(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement,
                         mismatches: list[str]) -> int:  # fmt: skip
    """Two players' best five of hole and board cards, and who wins, against pokerkit's standard high hand."""
    pk = pokerkit_deck()
    held = game.hole_cards
    board = deal[2 * held :]
    values = []
    for hole in (deal[0:held], deal[held : 2 * held]):
        mine = holdem_high_value(hole + board)
        theirs = pkmod.StandardHighHand.from_game([pk[i] for i in hole], [pk[i] for i in board])
        if five.high_to_pk.get(mine) != theirs.entry.index:
            mismatches.append(" ".join(str(DECK[i]) for i in hole + board))
        values.append((mine, theirs))
    (m0, t0), (m1, t1) = values
    if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):
        mismatches.append("winner: " + " ".join(str(DECK[i]) for i in deal))
    return 2


def _check_two_hole_three_board(low: bool) -> Callable[[RoomGame, list[int], Any, FiveCardAgreement, list[str]], int]:
    """One player's best high of exactly two hole and three board cards (and best eight-or-better
    low when `low`), against pokerkit's Omaha hands."""

    def check(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement, mismatches: list[str]) -> int:
        pk = pokerkit_deck()
        hole, board = deal[: game.hole_cards], deal[game.hole_cards :]
        view = omaha_board(board)
        pk_hole, pk_board = [pk[i] for i in hole], [pk[i] for i in board]
        high = pkmod.OmahaHoldemHand.from_game(pk_hole, pk_board).entry.index
        wrong = five.high_to_pk.get(omaha_high_value(hole, view)) != high
        if low:
            theirs = pkmod.OmahaEightOrBetterLowHand.from_game_or_none(pk_hole, pk_board)
            wrong = wrong or five.low_to_pk.get(omaha_low_value(hole, view)) != (
                None if theirs is None else theirs.entry.index
            )
        if wrong:
            mismatches.append(" ".join(str(DECK[i]) for i in deal))
        return 1

    return check


_TWO_HOLE_HIGH = "one player's best high (exactly two hole and three board cards)"

#: The random-deal comparison of each pair of named methods (every pair of games.SHOWDOWNS).
DEAL_CHECKS: dict[tuple[HandMaking, LowRule], _DealCheck] = {
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE): _DealCheck(
        players=2,
        compared=lambda game: f"two players' best five of {_WORDS[game.hole_cards + 5]} and the winner",
        check=_check_best_five_any,
    ),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE): _DealCheck(
        players=1, compared=lambda game: _TWO_HOLE_HIGH, check=_check_two_hole_three_board(low=False)
    ),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER): _DealCheck(
        players=1, compared=lambda game: f"{_TWO_HOLE_HIGH} and best low", check=_check_two_hole_three_board(low=True)
    ),
}


def compare_random_deals(game: RoomGame, deals: int, seed: int, five: FiveCardAgreement,
                         progress: Progress | None = None) -> DealAgreement:  # fmt: skip
    pkmod = require_pokerkit()
    way = DEAL_CHECKS[game.showdown]
    dealt = way.players * game.hole_cards + 5
    rng = random.Random(seed)
    mismatches: list[str] = []
    compared = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for number in range(1, deals + 1):
            compared += way.check(game, rng.sample(range(52), dealt), pkmod, five, mismatches)
            if progress is not None and number % 1000 == 0:
                progress(number, deals)
    return DealAgreement(game=game.name, deals=deals, hands_compared=compared, compared=way.compared(game),
                         mismatches=tuple(mismatches))  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class HandAgreement:
    game: str
    hands: int
    outcomes: dict[str, int]
    unexplained: tuple[str, ...]

    @property
    def agrees(self) -> bool:
        return not self.unexplained

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "hands": self.hands, "readings": POKERKIT_READINGS, "outcomes": self.outcomes,
                "unexplained": list(self.unexplained[:10]), "agrees": self.agrees}  # fmt: skip


def compare_whole_hands(game: RoomGame, hands: int, seed: int, progress: Progress | None = None) -> HandAgreement:
    require_pokerkit()
    rng = random.Random(seed)
    outcome: Counter[str] = Counter()
    unexplained: list[str] = []
    clauses = game.clauses
    odd_chips = {clauses.odd_chip_half, clauses.odd_chip_order} - {""}
    for number in range(1, hands + 1):
        hand = random_hand(rng, game, players=rng.randint(2, 8), ante=rng.choice((0, 0, 5)),
                           interpretations=POKERKIT_READINGS)  # fmt: skip
        result = settle_hand(parse_hand(hand), describe=False)
        ours, theirs = list(result.final_stacks), pokerkit_final_stacks(hand)
        if ours == theirs:
            outcome["same final stacks"] += 1
        elif any(v is not None for v in result.low.values()) and any(
            clauses.no_low in a.clauses for a in result.awards
        ):
            outcome["pokerkit halves a side pot none of whose players has a low"] += 1
        elif (
            len(result.awards) > 1
            and sum(abs(a - b) for a, b in zip(ours, theirs, strict=True)) <= 2 * len(result.awards)
            and any(odd_chips & set(a.clauses) for a in result.awards)
        ):
            outcome["pokerkit merges pots before placing an odd chip"] += 1
        else:
            unexplained.append(str(hand))
        if progress is not None and number % 50 == 0:
            progress(number, hands)
    return HandAgreement(game=game.name, hands=hands, outcomes=dict(outcome), unexplained=tuple(unexplained))
