"""Caribbean Stud rules (GAMES.md §1, the Caribbean Stud variant): paytable and reference settlement.

One deck; the player posts an Ante and sees five cards and the dealer's upcard, then folds
(Ante lost) or raises 2 x Ante. The dealer qualifies with Ace-King high or better. Dealer does
not qualify: Ante paid 1 to 1, Raise pushes. Dealer qualifies: the higher hand wins both bets
(the player's Raise by the Raise paytable's best line, the Ante 1 to 1); a tie pushes both.

`settle_hand` reads like those rules and is the source of truth; the exact analysis counts
with per-value tables (`RaiseSchedule`) and is checked against it by brute force in tests.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from harness.cards import Card, format_cards
from harness.errors import HarnessError
from harness.fast_eval import score_of
from harness.hands import rank_five
from harness.caribbean.hand_values import TOTAL_HANDS, VALUE_COUNT, value_scores
from harness.lunar.exact import hand_classes
from harness.paytable import Paytable, PaytableSet, load_paytable, paytable_path

GAME = "caribbean-stud"
PAYTABLE_FOLDER = "caribbean_stud"
DEFAULT_PAYTABLE = "standard"
RAISE_MULTIPLE = 2  # Raise = 2 x Ante


class CaribbeanPaytableError(HarnessError):
    """A Caribbean Stud Raise table the rules cannot be settled with."""


def load_caribbean_paytable(path: Path | None = None) -> PaytableSet:
    """The Raise paytable from `paytables/caribbean_stud/` (standard unless a file is given)."""
    resolved = path if path is not None else paytable_path(PAYTABLE_FOLDER, DEFAULT_PAYTABLE)
    return load_paytable(resolved, game=GAME, table_kinds=("raise",), required=("raise",))


class Event(enum.StrEnum):
    """How one hand ends; with the Raise line it names a row of the return table."""

    FOLD = "fold"
    DEALER_DOES_NOT_QUALIFY = "dealer_does_not_qualify"
    PUSH = "push"
    DEALER_WINS = "dealer_wins"
    PLAYER_WINS = "player_wins"


@dataclass(frozen=True, slots=True, kw_only=True)
class HandSettlement:
    """The result of one hand, per the Ante staked: nets are units won (negative: lost)."""

    event: Event
    line: str | None
    ante_net: int
    raise_net: int
    raise_stake: int

    @property
    def net(self) -> int:
        return self.ante_net + self.raise_net


def settle_hand(
    player: Sequence[Card], dealer: Sequence[Card], *, raised: bool, raise_table: Paytable, ante: int = 1
) -> HandSettlement:
    """Settle one player hand against the dealer's five cards. Pure; money in integer units."""
    if not raised:
        return HandSettlement(event=Event.FOLD, line=None, ante_net=-ante, raise_net=0, raise_stake=0)
    raise_stake = RAISE_MULTIPLE * ante
    dealer_rank = rank_five(dealer)
    if not dealer_rank.is_ace_king_high_or_better:
        return HandSettlement(
            event=Event.DEALER_DOES_NOT_QUALIFY, line=None, ante_net=ante, raise_net=0, raise_stake=raise_stake
        )
    player_rank = rank_five(player)
    if player_rank == dealer_rank:
        return HandSettlement(event=Event.PUSH, line=None, ante_net=0, raise_net=0, raise_stake=raise_stake)
    if player_rank < dealer_rank:
        return HandSettlement(
            event=Event.DEALER_WINS, line=None, ante_net=-ante, raise_net=-raise_stake, raise_stake=raise_stake
        )
    line = raise_table.best_line(player)
    if line is None:
        raise CaribbeanPaytableError(
            f"the Raise table has no line for {format_cards(player)}, which beats a qualifying dealer: "
            "add a line (e.g. ace_king) so every hand of Ace-King high or better is paid"
        )
    return HandSettlement(
        event=Event.PLAYER_WINS,
        line=line.name,
        ante_net=ante,
        raise_net=raise_stake * line.pays,
        raise_stake=raise_stake,
    )


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RaiseSchedule:
    """The rules per dense hand value (0..7461): what the exact analysis reads instead of cards.

    Built from the reference evaluator and the paytable's own predicates on one representative
    hand of every (rank multiset, suitedness) class, and refused if a line would depend on more
    than the hand's poker value (a colour line, say), since the counting works by value.
    """

    paytable: PaytableSet
    qualify_value: int  # the dealer qualifies iff its value >= this
    line_index: npt.NDArray[np.int64]  # index into `lines`, -1 when no line
    pays: npt.NDArray[np.int64]  # N to 1, 0 when no line
    category: npt.NDArray[np.int64]  # harness.hands.Category of each value
    hands_per_value: npt.NDArray[np.int64]  # how many of the 2,598,960 hands have each value

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(line.name for line in self.paytable.tables["raise"].lines)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(line.label for line in self.paytable.tables["raise"].lines)


def raise_schedule(paytable: PaytableSet) -> RaiseSchedule:
    """Validate the Raise table against the rules and tabulate it by hand value."""
    table = paytable.tables["raise"]
    names = [line.name for line in table.lines]
    scores = value_scores()
    line_index = np.full(VALUE_COUNT, -2, dtype=np.int64)  # -2: not seen yet
    qualifies = np.zeros(VALUE_COUNT, dtype=bool)
    category = np.zeros(VALUE_COUNT, dtype=np.int64)
    hands_per_value = np.zeros(VALUE_COUNT, dtype=np.int64)
    for hand, count in hand_classes():
        rank = rank_five(hand)
        value = int(np.searchsorted(scores, score_of(rank)))
        line = table.best_line(hand)
        index = names.index(line.name) if line is not None else -1
        if line_index[value] not in (-2, index):
            raise CaribbeanPaytableError(
                f"{paytable.path}: raise: the line paid on {rank.describe()} depends on more than the poker "
                f"value (e.g. on colour); the Caribbean Stud exact analysis needs lines decided by the hand value"
            )
        line_index[value] = index
        qualifies[value] = rank.is_ace_king_high_or_better
        category[value] = int(rank.category)
        hands_per_value[value] += count
    if (line_index == -2).any() or int(hands_per_value.sum()) != TOTAL_HANDS:
        raise AssertionError("the hand classes do not cover every hand value exactly once")
    qualify_value = int(np.argmax(qualifies))
    if not qualifies[qualify_value:].all() or qualifies[:qualify_value].any():
        raise AssertionError("the Ace-King qualifier is not a threshold on hand value")
    unpaid = np.flatnonzero(line_index[qualify_value + 1 :] < 0)
    if len(unpaid):
        raise CaribbeanPaytableError(
            f"{paytable.path}: raise: {len(unpaid)} hand values of Ace-King high or better have no line; "
            "every hand that can beat a qualifying dealer must be paid (add e.g. an ace_king line)"
        )
    pays_by_line = np.array([line.pays for line in table.lines] + [0], dtype=np.int64)
    return RaiseSchedule(
        paytable=paytable,
        qualify_value=qualify_value,
        line_index=line_index,
        pays=pays_by_line[line_index],  # index -1 picks the trailing 0
        category=category,
        hands_per_value=hands_per_value,
    )


def cached_raise_schedule(path: Path | None) -> RaiseSchedule:
    """`raise_schedule` of a paytable file (standard when None), rebuilt when the file changes."""
    resolved = (path if path is not None else paytable_path(PAYTABLE_FOLDER, DEFAULT_PAYTABLE)).resolve()
    return _schedule_of_file(resolved, resolved.stat().st_mtime_ns)


@lru_cache(maxsize=4)
def _schedule_of_file(path: Path, mtime_ns: int) -> RaiseSchedule:
    return raise_schedule(load_caribbean_paytable(path))
