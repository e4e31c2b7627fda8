"""Two optimal-strategy tables of one game compared on the same deals (the fast engine).

Why paired: most rounds are played alike by both tables, so the difference of the two nets is
zero there and its interval is far narrower than either house edge's. docs/lunar_optimal_strategy.md
uses it to measure what valuing the options in the build is worth:

    python scripts/paired_strategies.py lunar-poker-dealer-draw OLD.npz NEW.npz --batches 30

Prints, after each batch of 1,000,000 rounds (stderr: progress; stdout: the last line as JSON),
NEW - OLD in points of the house edge's denominator (Ante + Super, or Ante) with its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from pathlib import Path

from harness.core.stats import mean_estimate
from harness.families.lunar.fast import play_batch
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.optimal_strategy import OptimalStrategy
from harness.families.lunar.paired import same_deals
from harness.families.lunar.simulate import OPTIMAL


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("old", type=Path, help="an optimal strategy's data file (.npz)")
    parser.add_argument("new", type=Path, help="another one, for the same game")
    parser.add_argument("--batches", type=int, default=10)
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    rules = game_table_rules(args.game)
    old, new = OptimalStrategy.load(args.old), OptimalStrategy.load(args.new)
    points = Fraction(100, rules.settings.mandatory_units)
    n = total = squares = 0
    result: dict[str, float] = {}
    for deals, tables in same_deals(rules, batches=args.batches, seed=args.seed, strategy=OPTIMAL):
        difference = play_batch(deals, tables, optimal=new).rest - play_batch(deals, tables, optimal=old).rest
        n += len(difference)
        total += int(difference.sum())
        squares += int((difference * difference).sum())
        estimate = mean_estimate(n, total, squares, scale=points)
        result = {"rounds": n, "new_minus_old_points": estimate.value, "half_width_points": estimate.half_width}
        print(f"{n:,} rounds: new - old = {estimate.value:+.4f} ± {estimate.half_width:.4f} points", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
