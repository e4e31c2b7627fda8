"""The arcade betting rounds (AP-2 to AP-5.5): the owner, fixed amounts, forced all-ins.

Why not the poker room's BettingState: the arcade machine has no blinds outside its tournament,
lets only the owner check, sizes every bet from three fixed amounts and forces all-ins by rules
of its own (AP-5 to AP-5.3); the room's engine has none of these. Pots are the room's
(harness.families.poker_room.pots), so side pots are formed one way in the whole harness.

Each action is a trio as in pokerkit: `verify_x` (raises IllegalActionError naming the rule),
`can_x` (bool) and `x` (acts and returns the frozen Operation that is the hand's audit log).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from harness.families.arcade.rules import Level, Variant
from harness.spec.errors import HarnessError


class IllegalActionError(HarnessError):
    """An action the rules do not allow at this point (the settlement locates it)."""


class Kind(enum.StrEnum):
    CHECK = "check"
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    FOLD = "fold"
    ALL_IN = "all-in"
    BLIND = "blind"


@dataclass(frozen=True, slots=True, kw_only=True)
class Operation:
    """One action as it happened: the seat's round total after it and the chips it added."""

    round: int
    seat: int
    kind: Kind
    to: int
    added: int
    all_in: bool = False
    clauses: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class TableSettings:
    """What the betting reads besides the level: the game, the version's all-in in the
    tournament, and the readings of bet_amounts, all_in_levels and forced_all_in_chips."""

    variant: Variant
    level: Level
    rounds: int
    all_in_any_time: bool = False
    bet_amounts: str = "round_total"
    all_in_levels: str = "intermediate_and_advanced"
    forced_all_in_chips: str = "round_start"


#: The owner of a round: (round number, the state) -> seat.
OwnerRule = Callable[[int, "HandState"], int]


def floor_to_unit(chips: int, unit: int) -> int:
    """All-in puts in the chips less the odd chips below one unit (AP-5)."""
    return chips - chips % unit


def check_allowed(state: HandState, seat: int) -> bool:
    """Only the owner checks, only with no bet in the round, and in Hold'em only in round 1
    (AP-3.1, AP-3.3); a tournament big blind may check its own blind (AP-2.1)."""
    if state.max_total == 0:
        if seat != state.round_owner:
            return False
        return not (state.settings.variant is Variant.HOLDEM and state.round > 1)
    return state.round == 1 and seat == state.big_blind and state.max_total == state.round_total[seat]


def bet_targets(state: HandState) -> tuple[int, ...]:
    """The round totals a bet or raise may go to (AP-2, interpretation bet_amounts)."""
    amounts = state.settings.level.amounts
    if state.settings.bet_amounts == "per_action":
        return tuple(state.max_total + a for a in amounts)
    return tuple(a for a in amounts if a > state.max_total)


def level_has_all_in(settings: TableSettings) -> bool:
    """Whether the table has an ALL IN button at all (AP-5.5, interpretation all_in_levels)."""
    return settings.level.all_in or settings.all_in_levels == "every_level"


def forced_all_in_chips(state: HandState, seat: int) -> int:
    """The chips the forced all-in conditions read: at the round's start, or in hand when the
    player acts (AP-5.1, AP-5.2, interpretation forced_all_in_chips)."""
    if state.settings.forced_all_in_chips == "when_acting":
        return state.behind[seat]
    return state.round_start[seat]


def limit_button_is_all_in(state: HandState, seat: int) -> bool:
    """Before the last round, fewer chips than the limit plus one unit: the limit button is ALL
    IN (AP-5.2); a table without ALL IN keeps its limit button (AP-5.5)."""
    level = state.settings.level
    if not level_has_all_in(state.settings):
        return False
    return not state.last_round and forced_all_in_chips(state, seat) < level.limit + level.unit


def spends_every_chip(state: HandState, seat: int) -> bool:
    """After putting chips in, less than one unit is left: betting every chip less the odd chips
    is ALL IN, whichever button did it (AP-5, AP-5.1)."""
    return floor_to_unit(state.behind[seat], state.settings.level.unit) == 0


def all_in_offered(state: HandState, seat: int) -> bool:
    """When the ALL IN button is there (AP-5 to AP-5.5)."""
    settings = state.settings
    level = settings.level
    if not level_has_all_in(settings):
        return False
    if floor_to_unit(state.behind[seat], level.unit) == 0:
        return False
    if settings.all_in_any_time and level.tournament:
        return True
    if state.behind[seat] < state.max_total - state.round_total[seat]:
        return True  # cannot match the previous bet (AP-5)
    if limit_button_is_all_in(state, seat):
        return True  # AP-5.2
    return state.last_round and forced_all_in_chips(state, seat) < level.limit  # AP-5.1


def closes_into_showdown(state: HandState) -> bool:
    """The last round is closed and everyone not folded has put in the same (AP-5.3)."""
    live = state.live
    return state.last_round and not state.pending and len({state.round_total[s] for s in live}) == 1


@dataclass(slots=True)
class HandState:
    """A hand's betting, round by round. Mutable, but only through the action methods."""

    settings: TableSettings
    names: tuple[str, ...]
    behind: list[int]  # chips not yet put in (after the ante)
    owner_rule: OwnerRule
    committed: list[int] = field(default_factory=list)  # bets of the whole hand
    folded: list[bool] = field(default_factory=list)
    all_in: list[bool] = field(default_factory=list)
    round: int = 0
    round_owner: int = 0
    round_total: list[int] = field(default_factory=list)
    round_start: list[int] = field(default_factory=list)
    max_total: int = 0
    pending: set[int] = field(default_factory=set)
    next_seat: int = 0
    big_blind: int | None = None
    last_raiser: int | None = None
    log: list[Operation] = field(default_factory=list)
    betting_over: bool = False
    owners: list[int] = field(default_factory=list)  # the owner of each round played

    def __post_init__(self) -> None:
        n = len(self.names)
        self.committed = [0] * n
        self.folded = [False] * n
        self.all_in = [False] * n
        self.round_total = [0] * n

    # -- who is in ---------------------------------------------------------------------------
    @property
    def live(self) -> list[int]:
        return [s for s in range(len(self.names)) if not self.folded[s]]

    @property
    def active(self) -> list[int]:
        return [s for s in self.live if not self.all_in[s]]

    @property
    def last_round(self) -> bool:
        return self.round == self.settings.rounds

    @property
    def hand_over(self) -> bool:
        return len(self.live) <= 1

    def clockwise_from(self, seat: int) -> list[int]:
        n = len(self.names)
        return [(seat + k) % n for k in range(n)]

    # -- rounds ------------------------------------------------------------------------------
    def start_round(self, number: int, *, owner: int | None = None, blinds: tuple[int, int] | None = None) -> None:
        """Open round `number`: its owner (AP-3 to AP-3.5), the blinds of a tournament's first
        round (AP-2.1), and every player who can still bet owes an action (AP-4.1)."""
        self.round = number
        self.round_total = [0] * len(self.names)
        self.round_start = list(self.behind)
        self.max_total = 0
        self.last_raiser = None
        self.round_owner = owner if owner is not None else self.owner_rule(number, self)
        self.owners.append(self.round_owner)
        first = self.round_owner
        if blinds is not None:
            small_seat, big_seat = [s for s in self.clockwise_from(self.round_owner + 1) if s in self.live][:2]
            for seat, amount in ((small_seat, blinds[0]), (big_seat, blinds[1])):
                self._put(seat, Kind.BLIND, min(amount, self.behind[seat]), clauses=("AP-2.1",))
                if spends_every_chip(self, seat):  # a blind of every chip is all-in too (AP-5)
                    self.all_in[seat] = True
                    self.log[-1] = _replace_op(self.log[-1], all_in=True, clauses=("AP-2.1", "AP-5"))
            self.big_blind = big_seat
            first = (big_seat + 1) % len(self.names)
        self.pending = set(self.active)
        self.next_seat = first
        self._advance(from_seat=first, inclusive=True)
        if len(self.active) <= 1 and all(self.round_total[s] >= self.max_total for s in self.active):
            self.pending.clear()  # nobody left to bet against (AP-4.2)

    @property
    def round_closed(self) -> bool:
        return not self.pending or self.hand_over

    def _advance(self, *, from_seat: int, inclusive: bool) -> None:
        order = self.clockwise_from(from_seat)
        if not inclusive:
            order = order[1:] + order[:1]
        self.next_seat = next((s for s in order if s in self.pending), from_seat)

    def _put(self, seat: int, kind: Kind, to: int, *, all_in: bool = False, clauses: tuple[str, ...] = ()) -> Operation:
        added = to - self.round_total[seat]
        self.behind[seat] -= added
        self.committed[seat] += added
        self.round_total[seat] = to
        if all_in:
            self.all_in[seat] = True
        raised = to > self.max_total
        if raised:
            self.max_total = to
            if kind is not Kind.BLIND:
                self.last_raiser = seat
        operation = Operation(round=self.round, seat=seat, kind=kind, to=to, added=added, all_in=all_in,
                              clauses=clauses)  # fmt: skip
        self.log.append(operation)
        return operation

    def _acted(self, seat: int, *, raised: bool) -> None:
        if raised:
            self.pending = {s for s in self.active if s != seat}
        else:
            self.pending.discard(seat)
        self.pending &= set(self.active)
        if len(self.active) == 1 and self.pending and all(self.round_total[s] >= self.max_total for s in self.active):
            self.pending.clear()  # one player left to bet, already level with the all-ins (AP-4.1)
        self._advance(from_seat=seat, inclusive=False)

    # -- the trios ---------------------------------------------------------------------------
    def _verify_turn(self, seat: int) -> None:
        if self.hand_over or self.round_closed:
            raise IllegalActionError("the betting round is closed: no action is due")
        if seat != self.next_seat:
            raise IllegalActionError(f"it is {self.names[self.next_seat]}'s turn, not {self.names[seat]}'s (AP-3)")

    def verify_check(self, seat: int) -> None:
        self._verify_turn(seat)
        if not check_allowed(self, seat):
            if self.max_total:
                raise IllegalActionError(
                    f"{self.names[seat]} cannot check: a bet of {self.max_total} is to be met (AP-4)"
                )
            if seat == self.round_owner:
                raise IllegalActionError(f"nobody may check in Hold'em round {self.round} (AP-3.3)")
            raise IllegalActionError(f"{self.names[seat]} is not the owner: only the owner may check (AP-3.1, AP-4)")

    def can_check(self, seat: int) -> bool:
        return _can(self.verify_check, seat)

    def check(self, seat: int) -> Operation:
        self.verify_check(seat)
        operation = self._put(seat, Kind.CHECK, self.round_total[seat], clauses=("AP-3.1",))
        self._acted(seat, raised=False)
        return operation

    def verify_fold(self, seat: int) -> None:
        self._verify_turn(seat)

    def can_fold(self, seat: int) -> bool:
        return _can(self.verify_fold, seat)

    def fold(self, seat: int) -> Operation:
        self.verify_fold(seat)
        self.folded[seat] = True
        operation = Operation(round=self.round, seat=seat, kind=Kind.FOLD, to=self.round_total[seat], added=0)
        self.log.append(operation)
        self.pending.discard(seat)
        self._acted(seat, raised=False)
        return operation

    def verify_call(self, seat: int) -> None:
        self._verify_turn(seat)
        owed = self.max_total - self.round_total[seat]
        if owed <= 0:
            raise IllegalActionError(f"{self.names[seat]} has no bet to call")
        if owed > self.behind[seat]:
            raise IllegalActionError(f"{self.names[seat]} cannot match {self.max_total}: fold or all-in only (AP-5)")

    def can_call(self, seat: int) -> bool:
        return _can(self.verify_call, seat)

    def call(self, seat: int) -> Operation:
        self.verify_call(seat)
        operation = self._put(seat, Kind.CALL, self.max_total, clauses=("AP-4",))
        return self._finish(seat, operation, raised=False)

    def _finish(self, seat: int, operation: Operation, *, raised: bool) -> Operation:
        """After a seat put chips in: all-in if it spent every chip (AP-5), unless its bet closed
        the last round into the showdown (AP-5.3); then the turn passes."""
        if not operation.all_in and operation.added and spends_every_chip(self, seat):
            self.all_in[seat] = True
            operation = _replace_op(operation, all_in=True, clauses=(*operation.clauses, "AP-5"))
            self.log[-1] = operation
        self._acted(seat, raised=raised)
        if operation.all_in and closes_into_showdown(self):
            self.all_in[seat] = False  # AP-5.3: it closed the last round into the showdown
            operation = _replace_op(operation, all_in=False, clauses=(*operation.clauses, "AP-5.3"))
            self.log[-1] = operation
        return operation

    def verify_wager(self, seat: int, kind: Kind, to: int) -> None:
        """A bet (nobody has bet) or a raise (above the largest total) to one of the amounts."""
        self._verify_turn(seat)
        if kind is Kind.BET and self.max_total:
            raise IllegalActionError(f"a bet of {self.max_total} is already in: raise, call or fold")
        if kind is Kind.RAISE and not self.max_total:
            raise IllegalActionError("nobody has bet in this round: bet, not raise")
        targets = bet_targets(self)
        if to not in targets:
            shown = ", ".join(map(str, targets)) or "none"
            raise IllegalActionError(f"{kind} to {to} is not allowed: the amounts are {shown} (AP-2, AP-4)")
        if to - self.round_total[seat] > self.behind[seat]:
            raise IllegalActionError(
                f"{self.names[seat]} has {self.behind[seat]} chips, not {to - self.round_total[seat]} (AP-5.1)"
            )
        if to == self.settings.level.limit and limit_button_is_all_in(self, seat):
            raise IllegalActionError(f"{self.names[seat]}'s bet-limit button is ALL IN before the last round (AP-5.2)")
        if self.max_total >= to:  # pragma: no cover - the targets are above the largest total
            raise IllegalActionError("a raise must go above the largest total")

    def can_wager(self, seat: int, kind: Kind, to: int) -> bool:
        return _can(lambda s: self.verify_wager(s, kind, to), seat)

    def wager(self, seat: int, kind: Kind, to: int) -> Operation:
        self.verify_wager(seat, kind, to)
        operation = self._put(seat, kind, to, clauses=("AP-2", "AP-4"))
        return self._finish(seat, operation, raised=True)

    def all_in_total(self, seat: int) -> int:
        """The round total an all-in takes the seat to (AP-5)."""
        return self.round_total[seat] + floor_to_unit(self.behind[seat], self.settings.level.unit)

    def verify_all_in(self, seat: int) -> None:
        self._verify_turn(seat)
        if not all_in_offered(self, seat):
            raise IllegalActionError(
                f"{self.names[seat]} has no ALL IN here: it is offered only when the chips fall short (AP-5 to AP-5.5)"
            )

    def can_all_in(self, seat: int) -> bool:
        return _can(self.verify_all_in, seat)

    def go_all_in(self, seat: int) -> Operation:
        self.verify_all_in(seat)
        to = self.all_in_total(seat)
        raised = to > self.max_total
        operation = self._put(seat, Kind.ALL_IN, to, all_in=True, clauses=("AP-5",))
        return self._finish(seat, operation, raised=raised)


def _replace_op(operation: Operation, *, all_in: bool, clauses: tuple[str, ...]) -> Operation:
    return replace(operation, all_in=all_in, clauses=tuple(dict.fromkeys(clauses)))


def _can(verify: Callable[[int], None], seat: int) -> bool:
    try:
        verify(seat)
    except IllegalActionError:
        return False
    return True
