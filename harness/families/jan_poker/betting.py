"""The poker room's betting state with one thing added: mahjong points move in and out mid-hand.

Why a subclass: Jan-Poker's points are both the mahjong score and the poker chips, so a mahjong
payment changes what a player has behind while a hand is bet. Everything else (blinds, no-limit
sizes, all-ins, uncalled bets, the rounds) is the room's engine unchanged (harness.families.poker_room.
betting). What a player cannot pay is owed (`owed`, <= 0): points go below 0 (JP-5.2).
"""

from __future__ import annotations

import enum

from harness.families.poker_room.betting import BettingState, OperationKind

#: The clauses of a mahjong payment's effect on the poker hand.
ALL_IN_BY_LOSS = "JP-5.2"
BACK_FROM_ALL_IN = "JP-5.3"


class PointsEffect(enum.StrEnum):
    NONE = ""
    ALL_IN = "all-in"  # JP-5.2: the last chip action became an all-in
    FOLDED = "folded"  # JP-5.2 with no chip action to turn (no_chips_in_when_bust: fold)
    BET_AGAIN = "bet again"  # JP-5.3: the all-in became a bet or raise of its size


class CoupledBetting(BettingState):
    """A hand's betting in which a seat's points behind may change between actions."""

    __slots__ = ("owed",)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.owed = [0] * self.count

    def points_behind(self, seat: int) -> int:
        return self.stacks[seat] + self.owed[seat]

    def mahjong_points(self, seat: int, change: int, *, fold_with_nothing_in: bool,
                       short_call_acts_again: bool) -> PointsEffect:  # fmt: skip
        """Move `change` points in (> 0) or out (< 0) of what `seat` has behind, now."""
        before = self.stacks[seat]
        total = before + self.owed[seat] + change
        after = max(total, 0)
        self.stacks[seat] = after
        self.owed[seat] = total - after
        if self.folded[seat] or self.over:
            return PointsEffect.NONE
        effect = PointsEffect.NONE
        if before > 0 and after == 0:
            self.able_count -= 1
            self.pending[seat] = False
            if self.committed[seat] == 0 and fold_with_nothing_in:
                self.folded[seat] = True
                self.live_count -= 1
                self._records.append((OperationKind.FOLD, self.names[seat], self.street, 0, 0, False, True,
                                      (ALL_IN_BY_LOSS,)))  # fmt: skip
                effect = PointsEffect.FOLDED
            else:
                effect = PointsEffect.ALL_IN
        elif before == 0 and after > 0:
            self.able_count += 1
            self.pending[seat] = short_call_acts_again and self.bets[seat] < self.max_bet
            effect = PointsEffect.BET_AGAIN
        if effect is not PointsEffect.NONE and self.actor is not None:
            # Who acts next may have changed: look again from the seat the action waits for.
            self.last_seat = (self.actor - 1) % self.count
            self._advance()
        return effect
