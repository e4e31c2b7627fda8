"""Benchmark: Lunar Poker rounds per second, reference engine and fast engine in the same run.

Plain script, prints a table. Both engines play the basic strategy on seeded deals; the fast
engine's class tables are warmed first (a one-time cost per process, shown separately).
Usage: python benchmarks/lunar_engines.py [--reference-rounds N] [--fast-rounds N]
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction

import numpy as np

from harness.cards import DECK
from harness.executors import Placement
from harness.lunar.exact import analyse_table
from harness.lunar.exact_play import exact_branches
from harness.lunar.fast import FastTables, play_batch
from harness.lunar.game import table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import SimulationPlan, simulate, strategy_round
from harness.lunar.strategy import basic_strategy


def deals(rng: np.random.Generator, count: int) -> np.ndarray:
    return rng.permuted(np.tile(np.arange(52, dtype=np.int8), (count, 1)), axis=1)[:, :15]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reference-rounds", type=int, default=20_000)
    parser.add_argument("--fast-rounds", type=int, default=2_000_000)
    args = parser.parse_args()
    rng = np.random.default_rng(2026)
    rules, strategy = table_rules(), basic_strategy()
    rows: list[tuple[str, int, float]] = []

    reference_deals = deals(rng, args.reference_rounds).tolist()
    start = time.perf_counter()
    for row in reference_deals:
        settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
    reference = (args.reference_rounds, time.perf_counter() - start)
    rows.append(("reference engine, 1 process", *reference))

    tables = FastTables(rules=rules, strategy=strategy)
    start = time.perf_counter()
    for _ in range(10):  # warm the class tables (the reference is asked once per hand class)
        play_batch(deals(rng, 200_000), tables)
    rows.append(("fast engine: warming the class tables (one-time)", 2_000_000, time.perf_counter() - start))
    batches = [deals(rng, 500_000) for _ in range(args.fast_rounds // 500_000)]
    start = time.perf_counter()
    for batch in batches:
        play_batch(batch, tables)
    fast = (len(batches) * 500_000, time.perf_counter() - start)
    rows.append(("fast engine, 1 process (deals given)", *fast))

    plan = SimulationPlan(paytable="standard", interpretations=dict(rules.interpretations),
                          rounds=args.fast_rounds * 2, seed=1, batch_size=250_000)
    start = time.perf_counter()
    simulate(plan, Fraction(0), placement=Placement(processes=True))
    rows.append(("fast engine, simulation on all cores (deals drawn, warm-up incl.)", plan.rounds,
                 time.perf_counter() - start))

    start = time.perf_counter()
    analyse_table(rules.paytable.tables["super"], rules.super_context)
    rows.append(("exact Super analysis (2,598,960 hands)", 1, time.perf_counter() - start))
    start = time.perf_counter()
    exact_branches(rules, strategy)
    rows.append(("exact instant/fold/play branches (122M hand-upcard pairs x C(46,4))", 1,
                 time.perf_counter() - start))

    print(f"{'measure':<72} {'count':>11} {'seconds':>8} {'per second':>12}")
    for name, count, seconds in rows:
        print(f"{name:<72} {count:>11,} {seconds:>8.2f} {count / seconds:>12,.0f}")
    ratio = (fast[0] / fast[1]) / (reference[0] / reference[1])
    print(f"\nfast / reference rounds per second, one process each: {ratio:,.0f}x")


if __name__ == "__main__":
    main()
