"""Benchmark: Lunar Poker rounds per second, reference engine and fast engine in the same run.

Plain script, prints a table. Both engines play the basic strategy on seeded deals. The fast
engine's class tables are prepared first (built on all cores and cached in .tablecert-cache/,
or loaded from there): a one-time cost per rules and strategy, shown separately. The fast
engine's figures include dealing and the totals each batch returns, as in `tablecert analyze`.
Usage: python benchmarks/lunar_engines.py [--reference-rounds N] [--fast-rounds N] [--cores-rounds N]
"""

from __future__ import annotations

import argparse
import os
import time
from fractions import Fraction

from harness.cards import DECK
from harness.executors import Placement
from harness.fast_deal import batch_generator, deal_cards
from harness.lunar.exact import analyse_table
from harness.lunar.exact_play import exact_branches
from harness.lunar.fast_warmup import prepared_tables
from harness.lunar.game import table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import SimulationPlan, batch_size_for, fast_totals, simulate, strategy_round
from harness.lunar.strategy import basic_strategy
from harness.lunar.fast import play_batch


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reference-rounds", type=int, default=20_000)
    parser.add_argument("--fast-rounds", type=int, default=10_000_000)
    parser.add_argument("--cores-rounds", type=int, default=100_000_000)
    args = parser.parse_args()
    rules, strategy = table_rules(), basic_strategy()
    rows: list[tuple[str, int, float]] = []

    reference_deals = deal_cards(batch_generator(2026, 0), args.reference_rounds, 15).tolist()
    start = time.perf_counter()
    for row in reference_deals:
        settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
    reference = (args.reference_rounds, time.perf_counter() - start)
    rows.append(("reference engine, 1 process", *reference))

    start = time.perf_counter()
    tables = prepared_tables(rules, strategy)
    rows.append(("fast engine: preparing its class tables (one-time; cached on disk)", 1, time.perf_counter() - start))

    batch = 500_000
    start = time.perf_counter()
    for index in range(args.fast_rounds // batch):
        deals = deal_cards(batch_generator(2026, index + 1), batch, 15)
        fast_totals(play_batch(deals, tables), tables)
    fast = (args.fast_rounds // batch * batch, time.perf_counter() - start)
    rows.append(("fast engine, 1 process (dealing + play + totals)", *fast))

    plan = SimulationPlan(
        paytable="standard",
        interpretations=dict(rules.interpretations),
        rounds=args.cores_rounds,
        seed=1,
        batch_size=batch_size_for(args.cores_rounds),
    )
    start = time.perf_counter()
    simulate(plan, Fraction(0), placement=Placement(processes=True))
    cores = f"fast engine, simulate() on {os.cpu_count()} local processes"
    rows.append((cores, plan.rounds, time.perf_counter() - start))

    start = time.perf_counter()
    analyse_table(rules.paytable.tables["super"], rules.super_context)
    rows.append(("exact Super analysis (2,598,960 hands)", 1, time.perf_counter() - start))
    start = time.perf_counter()
    exact_branches(rules, strategy)
    rows.append(("exact instant/fold/play branches (122M hand-upcard pairs x C(46,4))", 1, time.perf_counter() - start))

    print(f"{'measure':<72} {'count':>11} {'seconds':>8} {'per second':>12}")
    for name, count, seconds in rows:
        print(f"{name:<72} {count:>11,} {seconds:>8.2f} {count / seconds:>12,.0f}")
    ratio = (fast[0] / fast[1]) / (reference[0] / reference[1])
    print(f"\nfast / reference rounds per second, one process each: {ratio:,.0f}x")


if __name__ == "__main__":
    main()
