"""Where a strategy card loses against the optimal strategy: both played on the same deals (the
fast engine), the difference of each round's net charged to the card's rule that took the
round's first decision.

Why: a game owner who wants a short card within a tenth of a point of the optimal one needs to
know which of its rules give the points away, with an interval; the paired rounds make the
intervals far narrower than the two house edges'. Usage:

    python scripts/strategy_card_cost.py strategies/lunar_poker_simple_card.yaml --batches 10

Prints the card's loss in points of the house edge's denominator (Ante + Super, or Ante) with its
95% interval, then each rule's share of rounds and loss. Progress on stderr.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np

from harness.core.stats import mean_estimate
from harness.families.lunar.fast import play_batch
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.optimal_strategy import optimal_for
from harness.families.lunar.paired import same_deals
from harness.families.lunar.strategy import load_strategy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("card", type=Path, help="a strategy YAML file of the game")
    parser.add_argument("--batches", type=int, default=10, help="batches of 1,000,000 rounds")
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    rules = game_table_rules(load_strategy(args.card).spec.game)
    optimal = optimal_for(rules)
    points = Fraction(100, rules.settings.mandatory_units)
    by_rule: dict[str, list[int]] = {}  # rounds, loss, loss squared (chips)
    n = total = squares = 0
    card = str(args.card.resolve())
    for deals, tables in same_deals(rules, batches=args.batches, seed=args.seed, strategy=card):
        by_card = play_batch(deals, tables)
        loss = play_batch(deals, tables, optimal=optimal).rest - by_card.rest
        n += len(loss)
        total += int(loss.sum())
        squares += int((loss * loss).sum())
        for rule in np.unique(by_card.rule).tolist():
            taken = by_card.rule == rule
            name = tables.rule_ids[rule] if rule >= 0 else "paid at once"
            sums = by_rule.setdefault(name, [0, 0, 0])
            sums[0] += int(taken.sum())
            sums[1] += int(loss[taken].sum())
            sums[2] += int((loss[taken] ** 2).sum())
        print(f"{n:,} rounds", file=sys.stderr)
    overall = mean_estimate(n, total, squares, scale=points)
    print(f"{rules.settings.game}: {args.card} gives up {overall.value:.3f} ± {overall.half_width:.3f} points "
          f"against the optimal strategy ({n:,} rounds, seed {args.seed})")  # fmt: skip
    for name, (count, loss_sum, loss_squares) in sorted(by_rule.items(), key=lambda item: -item[1][1]):
        # The rule's share of the loss: the mean over all rounds of the loss where it decided.
        rule = mean_estimate(n, loss_sum, loss_squares, scale=points)
        print(f"  {name:<14} {count / n * 100:6.2f}% of rounds   {rule.value:+.3f} ± {rule.half_width:.3f} points")


if __name__ == "__main__":
    main()
