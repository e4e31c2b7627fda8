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
import math
import sys
from pathlib import Path

import numpy as np

from harness.lunar.fast import play_batch
from harness.lunar.game import game_table_rules
from harness.lunar.optimal_strategy import optimal_for
from harness.lunar.simulate import SimulationPlan, _rules_key, deal_batch, fast_tables
from harness.lunar.strategy import load_strategy

BATCH = 1_000_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("card", type=Path, help="a strategy YAML file of the game")
    parser.add_argument("--batches", type=int, default=10, help="batches of 1,000,000 rounds")
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    card = str(args.card.resolve())
    game = load_strategy(args.card).spec.game
    rules = game_table_rules(game)
    optimal = optimal_for(rules)
    units = rules.settings.mandatory_units
    plan = SimulationPlan(
        paytable=rules.paytable.name,
        interpretations=dict(rules.interpretations),
        rounds=BATCH * args.batches,
        seed=args.seed,
        batch_size=BATCH,
        game=game,
        strategy=card,
    )
    tables = fast_tables(_rules_key(plan), strategy_file=card)
    by_rule: dict[str, list[float]] = {}
    n = total = squares = 0.0
    for index in range(args.batches):
        deals = deal_batch(plan, index)
        by_card = play_batch(deals, tables)
        loss = (play_batch(deals, tables, optimal=optimal).rest - by_card.rest) / units
        n += len(loss)
        total += float(loss.sum())
        squares += float((loss * loss).sum())
        for rule in np.unique(by_card.rule).tolist():
            taken = by_card.rule == rule
            name = tables.rule_ids[rule] if rule >= 0 else "paid at once"
            sums = by_rule.setdefault(name, [0.0, 0.0, 0.0])
            sums[0] += float(taken.sum())
            sums[1] += float(loss[taken].sum())
            sums[2] += float((loss[taken] ** 2).sum())
        print(f"{n:,.0f} rounds", file=sys.stderr)
    mean = total / n
    half = 1.96 * math.sqrt(max(squares / n - mean * mean, 0.0) / n)
    print(f"{game}: {args.card} gives up {mean * 100:.3f} ± {half * 100:.3f} points against the optimal strategy "
          f"({n:,.0f} rounds, seed {args.seed})")  # fmt: skip
    for name, (count, loss_sum, loss_squares) in sorted(by_rule.items(), key=lambda item: -item[1][1]):
        rule_half = 1.96 * math.sqrt(max(loss_squares / n - (loss_sum / n) ** 2, 0.0) / n)
        share, cost = count / n * 100, loss_sum / n * 100
        print(f"  {name:<14} {share:6.2f}% of rounds   {cost:+.3f} ± {rule_half * 100:.3f} points")


if __name__ == "__main__":
    main()
