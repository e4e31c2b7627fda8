"""The result of settling one round: every wager with its outcome, the fees, the net.

`net` is computed from chips handed back minus chips put down, a different path from the
per-wager nets, so the property test `net == sum(wager nets) - fees` checks something real.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any


class Outcome(enum.StrEnum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"


@dataclass(frozen=True, slots=True, kw_only=True)
class WagerResult:
    wager: str
    stake: int
    outcome: Outcome
    net: int
    clauses: tuple[str, ...]
    detail: str = ""
    line: str | None = None
    on: str | None = None

    @property
    def returned(self) -> int:
        """Chips handed back to the player for this wager (stake included)."""
        return 0 if self.outcome is Outcome.LOSE else self.stake + self.net

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "wager": self.wager,
            "stake": self.stake,
            "outcome": self.outcome.value,
            "net": self.net,
            "clauses": list(self.clauses),
        }
        if self.on is not None:
            data["on"] = self.on
        if self.line is not None:
            data["line"] = self.line
        if self.detail:
            data["detail"] = self.detail
        return data


@dataclass(frozen=True, slots=True, kw_only=True)
class FeeResult:
    fee: str
    amount: int
    clauses: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"fee": self.fee, "amount": self.amount, "clauses": list(self.clauses)}


def win(wager: str, stake: int, pays: int, clauses: tuple[str, ...], **extra: Any) -> WagerResult:
    """A winning wager paid `pays` to 1 (a 0 to 1 'win' is a push)."""
    if pays == 0:
        return push(wager, stake, clauses, **extra)
    return WagerResult(wager=wager, stake=stake, outcome=Outcome.WIN, net=stake * pays, clauses=clauses, **extra)


def lose(wager: str, stake: int, clauses: tuple[str, ...], **extra: Any) -> WagerResult:
    return WagerResult(wager=wager, stake=stake, outcome=Outcome.LOSE, net=-stake, clauses=clauses, **extra)


def push(wager: str, stake: int, clauses: tuple[str, ...], **extra: Any) -> WagerResult:
    return WagerResult(wager=wager, stake=stake, outcome=Outcome.PUSH, net=0, clauses=clauses, **extra)


@dataclass(frozen=True, slots=True, kw_only=True)
class Ledger:
    wagers: tuple[WagerResult, ...]
    fees: tuple[FeeResult, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)

    @property
    def staked(self) -> int:
        return sum(w.stake for w in self.wagers)

    @property
    def fees_paid(self) -> int:
        return sum(f.amount for f in self.fees)

    @property
    def net(self) -> int:
        """The player's whole change in chips: handed back minus put down."""
        return sum(w.returned for w in self.wagers) - self.staked - self.fees_paid

    def wager(self, name: str) -> WagerResult | None:
        for result in self.wagers:
            if result.wager == name:
                return result
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            **self.facts,
            "wagers": [w.to_json() for w in self.wagers],
            "fees": [f.to_json() for f in self.fees],
            "net": self.net,
        }
