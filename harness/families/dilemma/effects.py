"""The card effects (DH-8.4), one hook per named kind.

Why hooks: the card data names an effect by kind and amount; what the kind does is a rule of the
settlement, written once here and looked up by name when a card resolves, so a lab's deck uses the
same vocabulary and a rule mutant patches one kind in one place (`EFFECTS`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from harness.families.dilemma.rules import Effect, EffectKind


class Settling(Protocol):
    """What an effect reads and moves in a hand being settled (harness.families.dilemma.settlement)."""

    winners: tuple[int, ...]
    payers: tuple[int, ...]
    penalty_factor: int
    bonus_factor: int
    entries: list[dict[str, Any]]

    def collect(self, seat: int, amount: int, step: str, clauses: tuple[str, ...], **detail: Any) -> int: ...

    def pay(self, seat: int, amount: int, step: str, clauses: tuple[str, ...], **detail: Any) -> int: ...


#: An effect acting on the settlement: (settling, effect, card text, holder seat or None for a board card).
Hook = Callable[[Settling, Effect, str, "int | None"], None]
_CLAUSES = ("DH-8.4",)


def _dividend(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """The holder collects the amount from the banks."""
    assert holder is not None
    s.collect(holder, effect.amount, "dividend", _CLAUSES, card=card)


def _tax(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """The holder pays the amount to the bank (at most what it holds)."""
    assert holder is not None
    s.pay(holder, effect.amount, "tax", _CLAUSES, card=card)


def _windfall(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """Each winner of the hand collects the amount from the banks."""
    for seat in s.winners:
        s.collect(seat, effect.amount, "windfall", _CLAUSES, card=card)


def _levy(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """Each player who pays the penalty also pays the amount to the bank."""
    for seat in s.payers:
        s.pay(seat, effect.amount, "levy", _CLAUSES, card=card)


def _crash(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """The penalty of the hand is doubled."""
    s.penalty_factor *= 2
    s.entries.append({"step": "crash", "card": card, "penalty_factor": s.penalty_factor, "clauses": list(_CLAUSES)})


def _boom(s: Settling, effect: Effect, card: str, holder: int | None) -> None:
    """The bonus of the hand is doubled."""
    s.bonus_factor *= 2
    s.entries.append({"step": "boom", "card": card, "bonus_factor": s.bonus_factor, "clauses": list(_CLAUSES)})


EFFECTS: dict[EffectKind, Hook] = {
    EffectKind.DIVIDEND: _dividend,
    EffectKind.TAX: _tax,
    EffectKind.WINDFALL: _windfall,
    EffectKind.LEVY: _levy,
    EffectKind.CRASH: _crash,
    EffectKind.BOOM: _boom,
}


def resolve(s: Settling, effect: Effect, *, card: str, holder: int | None) -> None:
    """Resolve one card's effect through its kind's hook."""
    EFFECTS[effect.kind](s, effect, card, holder)
