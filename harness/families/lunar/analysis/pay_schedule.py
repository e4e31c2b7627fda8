"""A game's showdown as the exact counters read it: money per way a played hand ends, and the
Raise table and the dealer's qualification tabulated by dense hand value (0..7461).

Why here and as plain numbers: the counters (harness.families.lunar.analysis.upcard_analysis, stud_exact, and
the Lunar family's exact branches) count hands *by value*, so they need every rule that
settles a played hand as a number per value; the game's own settings (harness.families.lunar.settings:
the showdown table, the Raise multiple, how the Raise is paid) are turned into a `PayRules` by
the family's code (harness.families.lunar.pay_schedule), never written here as literals. The dealer's
qualification is the reference definition (`HandRank.is_ace_king_high_or_better`), asked once
per hand class.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from harness.core.fast_eval import score_of
from harness.core.hands import rank_five
from harness.core.paytable import PaytableSet
from harness.families.lunar.analysis.five_card import hand_classes
from harness.families.lunar.analysis.hand_values import TOTAL_HANDS, VALUE_COUNT, value_scores
from harness.spec.errors import HarnessError


class PaytableRuleError(HarnessError):
    """A Raise table the exact count cannot settle by hand value (exit 2: fix the table)."""


class Event(enum.StrEnum):
    """How one hand ends; with the Raise line it names a row of the return table."""

    FOLD = "fold"
    DEALER_DOES_NOT_QUALIFY = "dealer_does_not_qualify"
    PUSH = "push"
    DEALER_WINS = "dealer_wins"
    PLAYER_WINS = "player_wins"


@dataclass(frozen=True, slots=True, kw_only=True)
class RowUnits:
    """One row of a showdown table: the Ante's net per Ante (+1, 0, -1) and the Raise's net per
    unit of Raise, None when the Raise is paid by its paytable line."""

    ante: int
    raise_bet: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class PayRules:
    """What settles a played hand, as numbers: the game's showdown table and Raise multiple."""

    game: str
    raise_multiple: int  # Raise = this many Antes
    dealer_does_not_qualify: RowUnits
    player_wins: RowUnits
    tie: RowUnits
    dealer_wins: RowUnits

    def units(self, row: RowUnits, pays: int = 0) -> int:
        """A played hand's net in Antes when it ends on `row` (`pays`: its Raise line, N to 1)."""
        per_raise = pays if row.raise_bet is None else row.raise_bet
        return row.ante + self.raise_multiple * per_raise

    def units_array(self, row: RowUnits, pays: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        per_raise = pays if row.raise_bet is None else np.full_like(pays, row.raise_bet)
        units: npt.NDArray[np.int64] = row.ante + self.raise_multiple * per_raise
        return units

    @property
    def staked_when_raised(self) -> int:
        """Antes wagered by a raised hand: the Ante and the Raise."""
        return 1 + self.raise_multiple


@lru_cache(maxsize=1)
def qualify_value() -> int:
    """The dense value from which the dealer qualifies (the reference qualifier is a threshold
    on hand value; checked here over every value)."""
    scores = value_scores()
    qualifies = np.zeros(VALUE_COUNT, dtype=bool)
    for hand, _count in hand_classes():
        rank = rank_five(hand)
        qualifies[int(np.searchsorted(scores, score_of(rank)))] = rank.is_ace_king_high_or_better
    threshold = int(np.argmax(qualifies))
    if not qualifies[threshold:].all() or qualifies[:threshold].any():
        raise AssertionError("the Ace-King qualifier is not a threshold on hand value")
    return threshold


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RaiseSchedule:
    """The rules per dense hand value (0..7461): what the exact analysis reads instead of cards.

    Built from the reference evaluator and the paytable's own predicates on one representative
    hand of every (rank multiset, suitedness) class, and refused if a line would depend on more
    than the hand's poker value (a colour line, say), since the counting works by value.
    """

    paytable: PaytableSet
    rules: PayRules
    qualify_value: int  # the dealer qualifies iff its value >= this
    line_index: npt.NDArray[np.int64]  # index into `lines`, -1 when no line
    pays: npt.NDArray[np.int64]  # N to 1, 0 when no line
    category: npt.NDArray[np.int64]  # harness.core.hands.Category of each value
    hands_per_value: npt.NDArray[np.int64]  # how many of the 2,598,960 hands have each value

    @property
    def raise_multiple(self) -> int:
        return self.rules.raise_multiple

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(line.name for line in self.paytable.tables["raise"].lines)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(line.label for line in self.paytable.tables["raise"].lines)


def raise_schedule(paytable: PaytableSet, rules: PayRules) -> RaiseSchedule:
    """Validate the Raise table against the rules and tabulate it by hand value."""
    table = paytable.tables["raise"]
    names = [line.name for line in table.lines]
    scores = value_scores()
    line_index = np.full(VALUE_COUNT, -2, dtype=np.int64)  # -2: not seen yet
    category = np.zeros(VALUE_COUNT, dtype=np.int64)
    hands_per_value = np.zeros(VALUE_COUNT, dtype=np.int64)
    for hand, count in hand_classes():
        rank = rank_five(hand)
        value = int(np.searchsorted(scores, score_of(rank)))
        line = table.best_line(hand)
        index = names.index(line.name) if line is not None else -1
        if line_index[value] not in (-2, index):
            raise PaytableRuleError(
                f"{paytable.path}: raise: the line paid on {rank.describe()} depends on more than the poker "
                f"value (e.g. on colour); the exact analysis of {rules.game} needs lines decided by the hand value"
            )
        line_index[value] = index
        category[value] = int(rank.category)
        hands_per_value[value] += count
    if (line_index == -2).any() or int(hands_per_value.sum()) != TOTAL_HANDS:
        raise AssertionError("the hand classes do not cover every hand value exactly once")
    threshold = qualify_value()
    unpaid = np.flatnonzero(line_index[threshold + 1 :] < 0)
    if len(unpaid) and rules.player_wins.raise_bet is None:
        raise PaytableRuleError(
            f"{paytable.path}: raise: {len(unpaid)} hand values of Ace-King high or better have no line; "
            "every hand that can beat a qualifying dealer must be paid (add e.g. an ace_king line)"
        )
    pays_by_line = np.array([line.pays for line in table.lines] + [0], dtype=np.int64)
    return RaiseSchedule(
        paytable=paytable,
        rules=rules,
        qualify_value=threshold,
        line_index=line_index,
        pays=pays_by_line[line_index],  # index -1 picks the trailing 0
        category=category,
        hands_per_value=hands_per_value,
    )
