"""Raise-paytable combinations and the second-combination rule (LP-10 to LP-10.3).

A combination is a Raise line with its defining cards (a predicate witness). The first
combination is the player's best hand: the first Raise line, in the table's best-hand-first
order, that has defining cards among the best five cards. The second is the best-paying other
combination with at least one card outside the first's defining cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.core.cards import Card, format_cards
from harness.core.paytable import Paytable, PaytableLine


@dataclass(frozen=True, slots=True)
class Combination:
    line: PaytableLine
    cards: frozenset[Card]

    def describe(self) -> str:
        ordered = sorted(self.cards, key=lambda c: (-c.rank, c.suit.value))
        return f"{self.line.label} [{format_cards(ordered)}]"


def _in_reading_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (-c.rank, c.index)))


#: Hands whose combinations a Raise table keeps: a round asks about its five cards for the first
#: and again for the second combination, and the witnesses cost more than the rest of the round.
KEPT_HANDS = 1024


def all_combinations(cards: Sequence[Card], raise_table: Paytable) -> list[Combination]:
    """Every (line, defining cards) the hand holds, in table order."""
    ordered = _in_reading_order(cards)
    kept = raise_table.worked_out("combinations")
    found: tuple[Combination, ...] | None = kept.get(ordered)
    if found is None:
        found = tuple(
            Combination(line, witness)
            for line in raise_table.lines
            for witness in dict.fromkeys(line.predicate.witnesses(ordered))
        )
        if len(kept) >= KEPT_HANDS:
            kept.clear()
        kept[ordered] = found
    return list(found)


def first_combination(best_five: Sequence[Card], raise_table: Paytable) -> Combination | None:
    """The combination that is the player's best hand (the one compared with the dealer's)."""
    combos = all_combinations(best_five, raise_table)
    return combos[0] if combos else None


@dataclass(frozen=True, slots=True)
class SecondCombination:
    paid: Combination | None
    eligible: tuple[Combination, ...]


def second_combination(cards: Sequence[Card], first: Combination, raise_table: Paytable) -> SecondCombination:
    """The best-paying combination other than the first holding a card outside the first's."""
    eligible = tuple(
        combo for combo in all_combinations(cards, raise_table) if combo != first and not combo.cards <= first.cards
    )
    best: Combination | None = None
    for combo in eligible:
        if best is None or combo.line.pays > best.line.pays:
            best = combo
    return SecondCombination(paid=best, eligible=eligible)
