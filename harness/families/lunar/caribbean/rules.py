"""Caribbean Stud's rules as the exact count and the fast simulator read them.

The rules themselves are the Lunar Poker family's: rules_spec/caribbean_stud.yaml's
`settlement:` switches, settled by the one reference engine (harness.families.lunar.settle.settle_round).
Here they are only looked up: the game's `TableRules` for a paytable file, and the pay schedule
the exact count reads (harness.families.lunar.pay_schedule, from those same switches).
"""

from __future__ import annotations

from pathlib import Path

from harness.families.lunar.analysis.pay_schedule import RaiseSchedule
from harness.families.lunar.game import TableRules, game_table_rules
from harness.families.lunar.pay_schedule import stud_schedule

GAME = "caribbean-stud"
PAYTABLE_FOLDER = "caribbean_stud"
DEFAULT_PAYTABLE = "standard"


def caribbean_rules(paytable: str | Path | None = None) -> TableRules:
    """The game's rules with a paytable of paytables/caribbean_stud/ (a name or a file)."""
    return game_table_rules(GAME, str(paytable) if paytable is not None else None)


def caribbean_schedule(paytable: str | Path | None = None) -> RaiseSchedule:
    """The Raise table and the showdown by hand value, validated (standard table when None)."""
    return stud_schedule(caribbean_rules(paytable))
