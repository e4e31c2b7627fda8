"""What removing Lunar Poker's instant payout costs the player, counted properly.

The source says removing the instant payout (the Finnish rules) raises the house edge by 0.43
points. The instant table's return per Ante, 11,200 / 2,598,960 = 0.4309%, is only the first
order of that: without the instant payout a straight flush or royal flush is not lost, it is
played (bought to six cards, raised, paid on the Raise table when it beats a qualifying dealer).
The proper effect, per unit of Ante, is

    sum over the instant lines of  P(line) x (instant pays - E[net of the hand when played])

where P(line) and the pays are exact and E[net | line] is measured by playing the rest of the
round many times through the fast engine (proven equal to the reference engine on the same
deals) and the strategy, with the player's first five cards fixed to every hand of the line in
turn (all 40 straight flushes, each as often). The Super (and a Jackpot) on those five cards do
not change with the instant payout and are left out. A house edge per (Ante + Super) is half
the effect per Ante.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from harness.core.cards import SUITS, Card
from harness.core.paytable import Paytable
from harness.core.stats import Z95, Estimate
from harness.families.lunar.analysis.five_card import TOTAL_HANDS, analyse_table
from harness.families.lunar.fast import FastTables, play_batch
from harness.families.lunar.game import TableRules
from harness.families.lunar.settings import MOST_CARDS_A_ROUND
from harness.families.lunar.strategy import GameStrategy


def straight_flushes() -> list[tuple[Card, ...]]:
    """All 40 straight flushes (royal flushes included), wheel first."""
    hands = []
    for suit in SUITS:
        for top in range(5, 15):
            ranks = [14, 2, 3, 4, 5] if top == 5 else list(range(top - 4, top + 1))
            hands.append(tuple(Card(rank=r, suit=suit) for r in ranks))
    return hands


@dataclass(frozen=True, slots=True, kw_only=True)
class LineEffect:
    """One instant line: exact probability and pays, measured value of the hand when played."""

    line: str
    label: str
    pays: int
    combinations: int
    rounds: int
    mean_net: float  # per Ante, the round played without the instant payout
    sd_net: float

    @property
    def probability(self) -> Fraction:
        return Fraction(self.combinations, TOTAL_HANDS)


@dataclass(frozen=True, slots=True, kw_only=True)
class InstantRemovalEffect:
    """Per unit of Ante: the first-order figure (exact), the played hands' value, the effect."""

    first_order: Fraction
    played_value: Estimate
    effect: Estimate
    lines: tuple[LineEffect, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "first_order_per_ante": {
                "fraction": f"{self.first_order.numerator}/{self.first_order.denominator}",
                "value": float(self.first_order),
                "exact": True,
            },
            "played_value_per_ante": self.played_value.to_json(),
            "effect_per_ante": self.effect.to_json(),
            "effect_per_ante_and_super": {
                "value": self.effect.value / 2,
                "ci95": [self.effect.low / 2, self.effect.high / 2],
                "half_width": self.effect.half_width / 2,
                "n": self.effect.n,
                "exact": False,
            },
            "lines": [
                {
                    "line": line.line,
                    "label": line.label,
                    "pays": line.pays,
                    "combinations": line.combinations,
                    "rounds_played": line.rounds,
                    "mean_net_when_played": line.mean_net,
                    "sd_net_when_played": line.sd_net,
                }
                for line in self.lines
            ],
        }


def instant_removal_effect(
    instant: Paytable,
    rules: TableRules,
    strategy: GameStrategy,
    *,
    rounds: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> InstantRemovalEffect:
    """Play `rounds` rounds on the 40 straight flushes in turn under `rules` (a game without the
    instant payout) and compare with the instant table's exact payout. Pure given the seed."""
    hands = straight_flushes()
    exact = analyse_table(instant)
    by_line: dict[str, list[tuple[Card, ...]]] = {line.name: [] for line in instant.lines}
    for hand in hands:
        line = instant.best_line(hand)
        if line is None:
            raise AssertionError(f"{hand} pays no instant line")
        by_line[line.name].append(hand)
    for figure in exact.lines:
        if len(by_line[figure.name]) != figure.combinations:
            raise ValueError(
                f"the instant line {figure.name} pays {figure.combinations} hands, not only straight flushes: "
                "this count covers straight-flush lines only"
            )
    rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(seed)))
    deals = np.empty((rounds, MOST_CARDS_A_ROUND), dtype=np.int64)
    for index in range(rounds):
        hand = hands[index % len(hands)]
        used = {card.index for card in hand}
        rest = np.array([i for i in range(52) if i not in used])
        deals[index, :5] = [card.index for card in hand]
        deals[index, 5:] = rng.permutation(rest)[: MOST_CARDS_A_ROUND - 5]
    # The round's net without the bets on the first five cards (the Super; a Jackpot is never bet).
    net = play_batch(deals, FastTables(rules=rules, strategy=strategy)).rest
    if progress is not None:
        progress(rounds, rounds)
    line_of = [name for hand in hands for name, cards in by_line.items() if hand in cards]
    sums: dict[str, list[int]] = {name: [0, 0, 0] for name in by_line}  # rounds, sum, sum of squares
    for index, value in enumerate(net.tolist()):
        entry = sums[line_of[index % len(hands)]]
        entry[0], entry[1], entry[2] = entry[0] + 1, entry[1] + value, entry[2] + value * value
    lines = []
    value = Fraction(0)
    variance = 0.0
    for figure in exact.lines:
        n, total, total_sq = sums[figure.name]
        mean = Fraction(total, n)
        var = float(Fraction(total_sq, n) - mean * mean) * n / (n - 1)
        lines.append(
            LineEffect(
                line=figure.name,
                label=figure.label,
                pays=figure.pays,
                combinations=figure.combinations,
                rounds=n,
                mean_net=float(mean),
                sd_net=math.sqrt(max(var, 0.0)),
            )
        )
        value += figure.probability * mean
        variance += float(figure.probability) ** 2 * var / n
    half_width = Z95 * math.sqrt(variance)
    first_order = exact.expected_payout
    played = Estimate(value=float(value), half_width=half_width, n=rounds)
    effect = Estimate(value=float(first_order - value), half_width=half_width, n=rounds)
    return InstantRemovalEffect(first_order=first_order, played_value=played, effect=effect, lines=tuple(lines))
