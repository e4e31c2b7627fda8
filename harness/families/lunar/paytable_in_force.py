"""The paytable a scenario runs against, and how its chips read on a paytable it was not written for.

Why: a scenario is a worked example on the paytable its game ships as default (the seed's table),
and its chips are that table's. A lab certifies its own paytable (`certify --paytable X`) with the
same scenarios, so each scenario must either take its chips from the paytable in force or say
plainly that it does not apply to it. The rule, applied by the step library:

- **Applicable** when every hand the round settles on a table is paid, on the paytable in force,
  on the same lines (same names, same predicates) as on the table the scenario was written for:
  the same best line of a best-line table (Super, Instant, Jackpot, the Caribbean Raise), the same
  first and second combination of the Lunar Raise. The rules' choices are then the same on both
  tables and only the amounts differ.
- **Translated**: a win the scenario states for a wager paid on lines L becomes
  `stated + stake x (sum of L's pays in force - sum of L's pays written for)`, and the player's
  net result moves by the same amounts. The scenario names L itself (`the Raise is paid on ...`),
  so the expected chips come from the paytable's data and the scenario's own claims, never from
  the engine under test.
- **Not applicable** otherwise: the scenario is skipped with a reason that starts with
  `NOT_APPLICABLE`, and the certification report lists it as such (never as passed).

On the table a scenario was written for, applicability always holds and the translation is zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.core.cards import Card
from harness.core.hands import best_five
from harness.core.paytable import Paytable, PaytableLine, PaytableSet
from harness.core.predicates import INCLUSIVE, PredicateContext
from harness.families.lunar.combinations import first_combination, second_combination

#: The table that pays each line-paid wager of the Lunar Poker family.
WAGER_TABLES = {"super": "super", "side_super": "super", "raise": "raise", "instant": "instant", "jackpot": "jackpot"}


def paid_lines(
    table: Paytable | None, cards: Sequence[Card], context: PredicateContext, *, combinations: bool
) -> tuple[PaytableLine, ...]:
    """The lines a hand is paid on by a table: its best line (of the best five cards for a Raise
    paid on one line), or (`combinations`, the Lunar Raise) its first and second combination."""
    if table is None or len(cards) < 5:
        return ()  # a round with too few cards is refused on any paytable
    if table.kind == "raise" and not combinations:
        cards = best_five(cards).cards  # the Caribbean Raise pays the best line of the best five
    if not combinations:
        line = table.best_line(cards, context)
        return (line,) if line is not None else ()
    first = first_combination(best_five(cards).cards, table)
    if first is None:
        return ()
    second = second_combination(cards, first, table).paid
    return (first.line,) if second is None else (first.line, second.line)


@dataclass(frozen=True, slots=True, kw_only=True)
class PaytableInForce:
    """The table the scenarios were written for, and the one this run certifies."""

    written_for: PaytableSet
    in_force: PaytableSet

    @property
    def is_written_for(self) -> bool:
        return self.written_for.sha256 == self.in_force.sha256

    def difference(
        self,
        kind: str,
        cards: Sequence[Card],
        context: PredicateContext = INCLUSIVE,
        *,
        combinations: bool = False,
        same_pays: bool = False,
    ) -> str | None:
        """Why `cards` are not paid on the same lines by table `kind` of the paytable in force as of
        the table written for (None when they are). With `same_pays` those lines must also pay the
        same (for a rule whose limit depends on them, such as Finland's insurance)."""
        if self.is_written_for:
            return None
        written = paid_lines(self.written_for.table(kind), cards, context, combinations=combinations)
        now = paid_lines(self.in_force.table(kind), cards, context, combinations=combinations)
        shown = " ".join(str(c) for c in cards)
        names_written = "+".join(line.name for line in written) or "no line"
        names_now = "+".join(line.name for line in now) or "no line"
        if names_written != names_now:
            return f"{shown} is paid on {names_now} by its {kind} table, not on {names_written}"
        for a, b in zip(written, now, strict=True):
            if a.predicate != b.predicate:
                return f"its {kind} line {a.name} has another definition ({b.predicate.describe()})"
        if same_pays and [a.pays for a in written] != [b.pays for b in now]:
            return f"its {kind} line(s) {names_now} pay differently, and the rule reads their pays"
        return None

    def pays(self, kind: str, lines: Sequence[str]) -> tuple[int, int]:
        """The summed pays of these lines: (in the table written for, in the paytable in force)."""
        return _summed(self.written_for, kind, lines), _summed(self.in_force, kind, lines)

    def translation(self, wager: str, lines: Sequence[str], stake: int) -> int:
        """Chips to add to an amount stated on the table written for, for a wager paid on `lines`."""
        written, now = self.pays(WAGER_TABLES[wager], lines)
        return stake * (now - written)


def _summed(paytables: PaytableSet, kind: str, lines: Sequence[str]) -> int:
    table = paytables.table(kind)
    if table is None:
        raise AssertionError(f"paytable {paytables.name} has no {kind} table")
    total = 0
    for name in lines:
        try:
            total += table.line(name).pays
        except KeyError:
            raise AssertionError(f"the {kind} table of paytable {paytables.name} has no line {name!r}") from None
    return total
