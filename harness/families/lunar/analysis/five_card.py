"""Exact analysis of a bet settled on five cards alone (Lunar Poker's Super and Instant payout,
the Finnish Jackpot Bonus), and the five-card hand classes every exact count walks.

All 2,598,960 hands are counted, not sampled. Every paytable predicate depends only on the
rank multiset, on whether the five cards share a suit and on whether they share a colour
(harness.core.predicates), so the hands fall into classes: for each of the 6,175 rank multisets,
'one suit', 'one colour but not one suit' and 'two colours'. Each class is counted by
combinatorics and evaluated once on a representative hand with the reference predicates.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod

from harness.core.cards import Card, Suit
from harness.core.paytable import Paytable
from harness.core.predicates import INCLUSIVE, PredicateContext

TOTAL_HANDS = comb(52, 5)
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_ONE_COLOUR_ORDER = (Suit.SPADES, Suit.CLUBS)


def hand_classes() -> Iterator[tuple[tuple[Card, ...], int]]:
    """(representative hand, number of hands in its class) over all five-card hands."""
    for ranks in combinations_with_replacement(range(2, 15), 5):
        multiplicity = {rank: ranks.count(rank) for rank in set(ranks)}
        if max(multiplicity.values()) > 4:
            continue
        if len(multiplicity) == 5:
            yield tuple(Card(rank=r, suit=Suit.SPADES) for r in ranks), 4
            one_colour = (Card(rank=ranks[0], suit=Suit.CLUBS),) + tuple(
                Card(rank=r, suit=Suit.SPADES) for r in ranks[1:]
            )
            yield one_colour, 2 * (2**5 - 2)
            mixed = (Card(rank=ranks[0], suit=Suit.HEARTS),) + tuple(Card(rank=r, suit=Suit.SPADES) for r in ranks[1:])
            yield mixed, 4**5 - 4 - 2 * (2**5 - 2)
            continue
        total = prod(comb(4, m) for m in multiplicity.values())
        one_colour_count = 2 * prod(comb(2, m) for m in multiplicity.values())
        if one_colour_count:
            yield _spread(multiplicity, _ONE_COLOUR_ORDER), one_colour_count
        yield _spread(multiplicity, _SUIT_ORDER), total - one_colour_count


def _spread(multiplicity: dict[int, int], suits: tuple[Suit, ...]) -> tuple[Card, ...]:
    return tuple(Card(rank=rank, suit=suits[i]) for rank, m in sorted(multiplicity.items()) for i in range(m))


@dataclass(frozen=True, slots=True, kw_only=True)
class LineFigure:
    name: str
    label: str
    pays: int
    combinations: int

    @property
    def probability(self) -> Fraction:
        return Fraction(self.combinations, TOTAL_HANDS)

    @property
    def one_in(self) -> float | None:
        return TOTAL_HANDS / self.combinations if self.combinations else None

    @property
    def return_contribution(self) -> Fraction:
        return self.probability * self.pays


@dataclass(frozen=True, slots=True, kw_only=True)
class TableAnalysis:
    """Exact figures of one table on a random five-card hand, per unit staked."""

    kind: str
    lines: tuple[LineFigure, ...]
    losing_combinations: int

    @property
    def winning_combinations(self) -> int:
        return sum(line.combinations for line in self.lines)

    @property
    def hit_frequency(self) -> Fraction:
        return Fraction(self.winning_combinations, TOTAL_HANDS)

    @property
    def variance(self) -> Fraction:
        """Exact variance of the net per unit staked (a hand with no line loses the stake)."""
        second = sum(line.combinations * line.pays**2 for line in self.lines) + self.losing_combinations
        return Fraction(second, TOTAL_HANDS) - self.expected_value**2

    @property
    def expected_value(self) -> Fraction:
        """Expected net per unit staked, when a hand with no line loses the stake."""
        won = sum(line.combinations * line.pays for line in self.lines)
        return Fraction(won - self.losing_combinations, TOTAL_HANDS)

    @property
    def expected_payout(self) -> Fraction:
        """Expected profit per unit from winning lines only (the Instant payout's contribution)."""
        return sum((line.return_contribution for line in self.lines), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        return -self.expected_value


def analyse_table(table: Paytable, context: PredicateContext = INCLUSIVE) -> TableAnalysis:
    counts = {line.name: 0 for line in table.lines}
    losing = 0
    for hand, count in hand_classes():
        line = table.best_line(hand, context)
        if line is None:
            losing += count
        else:
            counts[line.name] += count
    figures = tuple(
        LineFigure(name=line.name, label=line.label, pays=line.pays, combinations=counts[line.name])
        for line in table.lines
    )
    analysis = TableAnalysis(kind=table.kind, lines=figures, losing_combinations=losing)
    assert analysis.winning_combinations + losing == TOTAL_HANDS
    return analysis


def fraction_json(value: Fraction) -> dict[str, object]:
    """An exact figure for JSON: numerator/denominator, plus a float for reading."""
    return {"fraction": f"{value.numerator}/{value.denominator}", "value": float(value), "exact": True}


def analysis_json(analysis: TableAnalysis) -> dict[str, object]:
    return {
        "kind": analysis.kind,
        "exact": True,
        "total_hands": TOTAL_HANDS,
        "lines": [
            {
                "line": line.name,
                "label": line.label,
                "pays": line.pays,
                "combinations": line.combinations,
                "probability": fraction_json(line.probability),
                "one_in": line.one_in,
                "return_contribution": fraction_json(line.return_contribution),
            }
            for line in analysis.lines
        ],
        "losing_combinations": analysis.losing_combinations,
        "hit_frequency": fraction_json(analysis.hit_frequency),
        "expected_value": fraction_json(analysis.expected_value),
        "house_edge": fraction_json(analysis.house_edge),
    }
