"""Deuce-to-seven readings a draw-game mutant reads a hand by (through
stud_patches.showdown_value_over): the standard ranking upside down, and a hand with its flush
taken away. The draw's own rules (who draws first, whether all-in players draw, dead discards)
are values of the rules in force (games.TableRules), changed by room_patches.rules_made.
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.families.poker_room.lookups import high_value
from harness.families.poker_room.lowball import deuce_to_seven_value


def standard_reversed(cards: Sequence[int]) -> int:
    """The standard high ranking turned upside down, the wheel a five-high straight (a fault)."""
    return -high_value(tuple(cards))


def unsuited(cards: Sequence[int]) -> int:
    """The deuce-to-seven value of the same ranks read as if of more than one suit: no flush."""
    first = cards[0]
    moved = first - first % 4 + (first % 4 + 1) % 4  # the first card's rank in the next suit
    return deuce_to_seven_value((moved, *cards[1:]))
