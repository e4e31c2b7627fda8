"""Amounts written in a stated unit (dollars with cents, euros) as exact integer chips, and back.

Why: a room's records write money as the table shows it (`0.5`, `12.25`), while every rule of the
engine counts whole chips. A hand states its chip (`"unit": "0.01"`: one chip is a cent), each
amount becomes amount / unit chips exactly or is refused at its field, and the audit writes its
figures back in the file's own units. Decimal arithmetic only: a binary float never decides money.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from harness.spec.errors import HarnessError
from harness.spec.limits import MAX_CHIPS
from harness.spec.yaml_source import describe_value

#: Units whose chips are a whole-number multiple of the written amount (1, 0.1, ... 0.000001).
UNIT_FACTORS: dict[Decimal, int] = {Decimal(1).scaleb(-places): 10**places for places in range(0, 7)}


class AmountRefused(HarnessError):
    """An amount or a unit that is not exact money; `path` names the field (`seats[1].stack`)."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")


def parse_unit(value: Any, path: str = "unit") -> Decimal:
    """The chip's value in the file's money: a positive number, written as text ("0.01") or as a
    JSON number (0.01, read by its shortest decimal spelling, which is what was written)."""
    wanted = f'expected the value of one chip, such as "0.01" for cents, got {describe_value(value)}'
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
        raise AmountRefused(path, wanted)
    try:
        unit = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:
        raise AmountRefused(path, wanted) from None
    if not unit.is_finite() or unit <= 0 or unit.normalize().as_tuple().exponent < -12:  # type: ignore[operator]
        raise AmountRefused(path, f"expected a positive chip of at most 12 decimal places, got {describe_value(value)}")
    return unit


def to_chips(value: Any, path: str, unit: Decimal) -> Any:
    """`value` (an amount in the file's money) as whole chips of `unit`; anything that is not a
    number is returned as it is, for the field's own check to name."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    if type(value) is int and unit == 1:
        return value
    amount = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    if not amount.is_finite():
        raise AmountRefused(path, f"expected a finite amount, got {describe_value(value)}")
    chips = amount / unit
    if chips != chips.to_integral_value():
        raise AmountRefused(path, f"{describe_value(value)} is not a whole number of chips of {unit} "
                                  f"(the hand's unit)")  # fmt: skip
    if abs(chips) > MAX_CHIPS:
        raise AmountRefused(path, f"{describe_value(value)} is {int(chips):,} chips of {unit}: more than {MAX_CHIPS:,}")
    return int(chips)


def in_units(chips: int, unit: Decimal) -> int | float:
    """Chips back in the file's own money, as a JSON number (exact for at most 15 digits)."""
    factor = UNIT_FACTORS.get(unit)
    if factor is not None:
        return scaled_units(chips, factor)
    value = chips * unit
    return int(value) if value == value.to_integral_value() else float(value)


def scaled_units(chips: int, factor: int) -> int | float:
    """Chips of a unit of 1/factor (a factor of UNIT_FACTORS) in the file's money: the same
    number, without decimal arithmetic (for a caller that looked the factor up once)."""
    whole, part = divmod(chips, factor)
    return whole if not part else chips / factor  # int / int is the float nearest the exact value
