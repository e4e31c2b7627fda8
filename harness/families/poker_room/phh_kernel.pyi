"""Types of the compiled PHH kernel (phh_kernel.pyx)."""

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

SOURCE_SHA256: str

def configure(card_of: Mapping[str, int | None], currency_chip: Callable[[str], tuple[int, Decimal | None]],
              chip_of_factor: Mapping[int, Decimal], max_chips: int, min_players: int) -> None: ...  # fmt: skip
def forget_seen_text() -> None: ...
def play(text: str, given_factor: int, given_chip: Decimal | None, most: int) -> tuple[Any, ...] | None: ...
