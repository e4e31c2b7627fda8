"""What Lunar Poker's basic strategy costs against the best play, on random deals counted exactly.

Usage: python scripts/basic_strategy_cost.py --deals N [--seed S] [--out FILE] [--workers W]

Each deal's hand is counted exactly (every option, every draw, every dealer completion): see
harness/families/lunar/basic_cost.py. Results go to --out as JSON lines (a rerun with the same seed
resumes where it stopped); the summary goes to stdout, progress to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.families.lunar.basic_cost import CostFileError, Mean, run, summary, table_loss, workers_default
from harness.families.lunar.game import table_rules
from harness.families.lunar.optimal_strategy import optimal_strategy
from harness.spec.errors import UsageError


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--seed", type=int, default=20261128)
    parser.add_argument("--out", type=Path, default=Path("basic_strategy_cost.jsonl"))
    parser.add_argument("--workers", type=int, default=workers_default())
    args = parser.parse_args()
    try:
        done = run(args.out, args.seed, args.deals, args.workers)
    except CostFileError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    rows = [done[i] for i in sorted(done) if i < args.deals]
    found = summary(rows)
    try:
        optimal = optimal_strategy(table_rules().settings)
    except UsageError:
        optimal = None  # not built: only the basic strategy is measured
    if optimal is not None:
        found["optimal_table"] = table_loss(rows, optimal)
    for part in (found, found.get("optimal_table", {})):
        for key, mean in part.items():  # type: ignore[union-attr]
            if isinstance(mean, Mean):
                part[key] = {"mean": mean.value, "half_width_95": mean.half_width, "n": mean.n}  # type: ignore[index]
    print(json.dumps(found, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
