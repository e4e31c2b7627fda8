"""One audited hand as the audit reports it, and the rake rule an audit is given.

Both audit paths (phh_audit's reference path and phh_fast's second engine) build the same
`HandAudit`; it lives here so that neither engine imports the other to build it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from harness.core.frozen_init import fast_init
from harness.families.poker_room.betting import BettingState
from harness.families.poker_room.phh import PhhHand, PhhSection
from harness.families.poker_room.pots import Pot

#: The rake a schedule takes from a hand: (pots, the betting, the hand) -> (chips per pot, clauses).
RakeRule = Callable[[tuple[Pot, ...], BettingState, PhhHand], tuple[tuple[int, ...], tuple[str, ...]]]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class HandAudit:
    """One hand's line of the audit (`--jsonl`), with what the summary counts."""

    source: str  # file:line of the hand
    hand: str | int  # the section name, or the hand's position in the file
    game: str
    status: str  # "ok", "discrepancy" or "refused"
    finishing_stacks: list[int | float | None] | None
    rake_expected: int | float | None
    rake_recorded: int | float | None
    messages: tuple[str, ...]
    # For the summary (not printed per hand):
    variant: str = ""
    stakes: str = ""  # e.g. "0.5/1"
    players: int = 0
    pot: Decimal = Decimal(0)  # in the file's units
    rake: Decimal = Decimal(0)  # recorded, in the file's units (expected when nothing is recorded)
    clauses: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "hand": self.hand,
            "game": self.game,
            "status": self.status,
            "finishing_stacks": self.finishing_stacks,
            "rake": {"expected": self.rake_expected, "recorded": self.rake_recorded},
            "messages": list(self.messages),
        }


def field_line(section: PhhSection, path: str) -> int:
    """The file line of a field of the hand (`actions[3]` -> the line of `actions =`)."""
    if path.startswith("line "):
        return int(path.split()[1])
    key = re.split(r"[\[.]", path, maxsplit=1)[0]
    if key:
        found = re.search(rf"^[ \t]*{re.escape(key)}[ \t]*=", section.text, flags=re.MULTILINE)
        if found is not None:
            return section.first_line + section.text.count("\n", 0, found.start())
    return section.line
