"""Benchmark: 5-card evaluations and Lunar Poker reference-engine rounds per second.

Plain script, prints a table. Usage: python benchmarks/lunar_reference.py [--rounds N]
Figures are per core (one process); the simulation uses every core.
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction

import numpy as np

from harness.cards import DECK
from harness.hands import rank_five
from harness.lunar.exact import analyse_table
from harness.lunar.game import table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import SimulationPlan, simulate, strategy_round
from harness.lunar.strategy import basic_strategy


def per_second(count: int, seconds: float) -> str:
    return f"{count / seconds:,.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=20_000)
    args = parser.parse_args()
    rng = np.random.default_rng(2026)
    rows = []

    def shuffled(count: int, cards: int) -> list[list[int]]:
        return rng.permuted(np.tile(np.arange(52), (count, 1)), axis=1)[:, :cards].tolist()  # type: ignore[no-any-return]

    hands = [[DECK[i] for i in row] for row in shuffled(100_000, 5)]
    start = time.perf_counter()
    for hand in hands:
        rank_five(hand)
    rows.append(("5-card evaluations (harness.hands.rank_five)", len(hands), time.perf_counter() - start))

    rules, strategy = table_rules(), basic_strategy()
    deals = [[DECK[i] for i in row] for row in shuffled(args.rounds, 15)]
    start = time.perf_counter()
    for deal in deals:
        settle_round(strategy_round(deal, strategy, rules)[0], rules)
    seconds = time.perf_counter() - start
    rows.append(("Lunar rounds, reference engine + basic strategy (1 process)", len(deals), seconds))

    start = time.perf_counter()
    analyse_table(rules.paytable.tables["super"], rules.super_context)
    rows.append(("exact Super analysis (all 2,598,960 hands)", 1, time.perf_counter() - start))

    plan = SimulationPlan(
        paytable="standard", interpretations=dict(rules.interpretations), rounds=args.rounds * 4, seed=1
    )
    start = time.perf_counter()
    simulate(plan, Fraction(0))
    rows.append(("Lunar rounds, simulation on all cores", plan.rounds, time.perf_counter() - start))

    print(f"{'measure':<62} {'count':>10} {'seconds':>9} {'per second':>12}")
    for name, count, seconds in rows:
        print(f"{name:<62} {count:>10,} {seconds:>9.2f} {per_second(count, seconds):>12}")


if __name__ == "__main__":
    main()
