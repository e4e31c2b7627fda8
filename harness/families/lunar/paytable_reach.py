"""Paytable lines that no hand can ever be paid on: shadowed by a better line, or impossible.

Why: a lab that lists "pair of aces, 2 to 1" below "pair, 3 to 1", or writes a line as
`{all_of: [{n_of_a_kind: 4}, flush]}`, has a table that validates and analyses without a
murmur, yet one of its lines is dead text. The certification must say so.

A line is reachable when some five-card hand is paid on it:
- a best-line table (Super, Instant, Jackpot, a Caribbean Stud Raise) pays the best-paying line
  a hand satisfies, the first listed on a tie (`Paytable.best_line`), under some reading of the
  rules (the Super table is read both ways of `super_sf_counts_as`);
- the Lunar Poker Raise (LP-10) pays the first combination and the best second combination
  (`harness.families.lunar.combinations`), so a line is reachable as either.
Every predicate depends only on a hand's class (`harness.families.lunar.exact.hand_classes`), so one
representative of each of the 12,467 classes answers for all 2,598,960 hands. The Raise is
judged on five-card hands; a line that only a six-card hand (after a buy) could be paid on is
reported as unreachable on five cards.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TextIO

from harness.core.cards import Card
from harness.core.paytable import Paytable, PaytableLine, PaytableSet
from harness.core.predicates import INCLUSIVE, PredicateContext
from harness.families.lunar.combinations import first_combination, second_combination
from harness.families.lunar.exact import hand_classes
from harness.families.lunar.settings import RaisePays

#: Both readings of a straight flush on the Super table (rules_spec interpretation super_sf_counts_as).
READINGS = (INCLUSIVE, PredicateContext(straight_flush_is_flush_and_straight=False))


@dataclass(frozen=True, slots=True, kw_only=True)
class UnreachableLine:
    """A line no hand is ever paid on, where it is written, and why."""

    table: str
    name: str
    label: str
    pays: int
    where: str  # file:line:column: field path of the line
    reason: str

    def describe(self) -> str:
        line = f"the {self.table} line {self.name!r} ({self.label}, {self.pays} to 1)"
        return f"{self.where}: {line} can never pay: {self.reason}"


@cache
def _classes() -> tuple[tuple[Card, ...], ...]:
    """One hand of each class, highest ranks first: the rare top lines (a royal flush) are then
    reached early, and a table whose lines are all reachable is done after a few classes."""
    return tuple(reversed([hand for hand, _ in hand_classes()]))


def default_raise_pays(paytables: PaytableSet) -> RaisePays:
    """How the Raise of the game the paytable is written for pays (Caribbean Stud: best line)."""
    from harness.families.lunar.game import FAMILY_RULES, game_settings

    if paytables.game in FAMILY_RULES:
        return game_settings(paytables.game).raise_pays
    return RaisePays.BEST_LINE


def unreachable_lines(paytables: PaytableSet, *, raise_pays: RaisePays | None = None) -> list[UnreachableLine]:
    """Every line of every table that no five-card hand is paid on, in table and line order.

    `raise_pays` says how the Raise table pays (a paytable may be played by a game other than
    its own: Oasis Poker pays Lunar Poker's Raise table by best line); by default, as the game
    the paytable is written for."""
    mode = raise_pays if raise_pays is not None else default_raise_pays(paytables)
    found: list[UnreachableLine] = []
    for kind, table in paytables.tables.items():
        if kind == "raise" and mode is RaisePays.COMBINATIONS:
            reached = _reached_as_combination(table)
            readings: Sequence[PredicateContext] = (INCLUSIVE,)
        else:
            readings = READINGS if kind == "super" else (INCLUSIVE,)
            reached = _reached_as_best_line(table, readings)
        for line in table.lines:
            if line.name not in reached:
                found.append(_unreachable(kind, table, line, readings, mode))
    return found


def _reached_as_best_line(table: Paytable, readings: Sequence[PredicateContext]) -> set[str]:
    reached: set[str] = set()
    for context in readings:
        for hand in _classes():
            line = table.best_line(hand, context)
            if line is not None:
                reached.add(line.name)
            if len(reached) == len(table.lines):
                return reached
    return reached


def _reached_as_combination(table: Paytable) -> set[str]:
    """Lines that are the first combination of some hand, or its paid second combination (LP-10)."""
    reached: set[str] = set()
    hands = _classes()
    firsts = []
    for hand in hands:
        first = first_combination(hand, table)
        firsts.append(first)
        if first is not None:
            reached.add(first.line.name)
            if len(reached) == len(table.lines):
                return reached
    for line in table.lines:
        if line.name in reached:
            continue
        for hand, first in zip(hands, firsts, strict=True):
            if first is None or not line.holds(hand):
                continue
            second = second_combination(hand, first, table).paid
            if second is not None:
                reached.add(second.line.name)
                if second.line.name == line.name:
                    break
    return reached


def _unreachable(
    kind: str, table: Paytable, line: PaytableLine, readings: Sequence[PredicateContext], mode: RaisePays
) -> UnreachableLine:
    """Why: no hand satisfies the line at all, or every hand that does is paid another line."""
    holders = [hand for hand in _classes() if any(line.holds(hand, context) for context in readings)]
    if not holders:
        reason = "no five-card hand satisfies it"
    else:
        paid: dict[str, None] = {}
        for hand in holders:
            for context in readings:
                if kind == "raise" and mode is RaisePays.COMBINATIONS:
                    first = first_combination(hand, table)
                    paid[first.line.name if first else "nothing"] = None
                else:
                    best = table.best_line(hand, context)
                    paid[best.name if best else "nothing"] = None
            if len(paid) > 3:
                break
        names = ", ".join(list(paid)[:3]) + (", ..." if len(paid) > 3 else "")
        if kind == "raise" and mode is RaisePays.COMBINATIONS:
            reason = (
                f"every hand that holds it has another line as its first combination ({names}) "
                "and never it as the second"
            )
        else:
            reason = f"every hand that satisfies it is paid a better or earlier line ({names})"
    return UnreachableLine(
        table=kind, name=line.name, label=line.label, pays=line.pays, where=line.where, reason=reason
    )


def warn_unreachable(
    paytables: PaytableSet, *, raise_pays: RaisePays | None = None, stream: TextIO | None = None
) -> list[UnreachableLine]:
    """Print a warning on stderr for each line that can never pay; return them (for a report)."""
    lines = unreachable_lines(paytables, raise_pays=raise_pays)
    out = sys.stderr if stream is None else stream
    for line in lines:
        print(f"tablecert: warning: {line.describe()}", file=out)
    return lines
