"""Benchmark: Caribbean Stud games per second, reference engine and fast simulator in one run.

Plain script, prints a table. The reference engine (the Lunar family engine settling Caribbean
Stud, with the rules_spec simple strategy) and the fast simulator play seeded deals drawn
inside each measurement (partial Fisher-Yates, as in a real run). The fast simulator runs
through `simulate_caribbean`, the code path of `tablecert analyze caribbean-stud`: in this
process, and on 2 forked processes (pool start-up included). Its one-time warm-up (tables
generated from the reference definitions; the optimal strategy's decisions need the exact
count) is shown separately. Fast rows are measured --repeat times: best and median, since
the machine may be shared. Issue 5 target: 1,900,000 games/s on the 2 cores.
Usage: python benchmarks/caribbean_engines.py [--reference-games N] [--fast-games N] [--repeat N]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time

import numpy as np

from harness.core.cards import DECK
from harness.core.fast_deal import deal_cards
from harness.families.lunar.analysis.stud_fast import DecisionTable, SettlementTables, optimal_decisions, value_table
from harness.families.lunar.analysis.stud_simulate import CaribbeanPlan, simulate_caribbean
from harness.families.lunar.caribbean.exact import analyse_caribbean_exact
from harness.families.lunar.caribbean.fast import settlement_tables, strategy_decisions
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.settings import MOST_CARDS_A_ROUND
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import strategy_round
from harness.families.lunar.strategy import strategy_for
from harness.runtime.executors import Placement

TARGET = 1_900_000


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def fast_rates(
    tables: SettlementTables, decisions: DecisionTable, games: int, placement: Placement, repeat: int
) -> tuple[list[float], list[float]]:
    """Games per wall second and per CPU second, one of each per repetition."""
    wall_rates, cpu_rates = [], []
    for seed in range(repeat):
        plan = CaribbeanPlan(tables=tables, decisions=decisions, rounds=games, seed=seed)
        cpu, start = cpu_seconds(), time.perf_counter()
        result = simulate_caribbean(plan, placement=placement)
        wall_rates.append(result.counts.rounds / (time.perf_counter() - start))
        cpu_rates.append(result.counts.rounds / (cpu_seconds() - cpu))
    return wall_rates, cpu_rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reference-games", type=int, default=20_000)
    parser.add_argument("--fast-games", type=int, default=20_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rules = game_table_rules("caribbean-stud")
    strategy = strategy_for(rules)

    cpu, start = cpu_seconds(), time.perf_counter()
    deals = deal_cards(np.random.default_rng(2026), args.reference_games, MOST_CARDS_A_ROUND).tolist()
    for row in deals:
        settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
    reference = args.reference_games / (time.perf_counter() - start)
    reference_cpu = args.reference_games / (cpu_seconds() - cpu)

    warm: list[tuple[str, float]] = []
    start = time.perf_counter()
    value_table()
    tables = settlement_tables(rules)
    warm.append(("hand values, qualification, Raise pays (from the reference)", time.perf_counter() - start))
    start = time.perf_counter()
    simple = strategy_decisions(strategy, "rules_spec/caribbean_stud_strategy.yaml")
    warm.append(("simple strategy table (asked per hand class x upcard rank)", time.perf_counter() - start))
    start = time.perf_counter()
    optimal = optimal_decisions(analyse_caribbean_exact(workers=2))
    warm.append(("optimal strategy table (the exact count, 2 processes)", time.perf_counter() - start))

    one, two = Placement(), Placement(workers=2, processes=True)
    rows = [
        ("fast, simple strategy, 1 process", fast_rates(tables, simple, args.fast_games, one, args.repeat)),
        ("fast, optimal strategy, 1 process", fast_rates(tables, optimal, args.fast_games, one, args.repeat)),
        ("fast, optimal strategy, 2 processes", fast_rates(tables, optimal, args.fast_games, two, args.repeat)),
    ]

    print(f"{'measure':<46} {'games':>11} {'best games/s':>13} {'median':>12} {'per CPU-s':>12}")
    print(
        f"{'reference engine, simple strategy, 1 process':<46} {args.reference_games:>11,} {reference:>13,.0f} "
        f"{reference:>12,.0f} {reference_cpu:>12,.0f}"
    )
    for name, (wall, cpu_rates) in rows:
        print(
            f"{name:<46} {args.fast_games:>11,} {max(wall):>13,.0f} {statistics.median(wall):>12,.0f} "
            f"{statistics.median(cpu_rates):>12,.0f}"
        )
    print(f"\n{'one-time warm-up':<62} {'seconds':>8}")
    for name, seconds in warm:
        print(f"{name:<62} {seconds:>8.2f}")
    ratio = statistics.median(rows[0][1][0]) / reference
    cpu_ratio = statistics.median(rows[0][1][1]) / reference_cpu
    print(f"\nfast / reference, simple strategy, one process each: {ratio:,.0f}x wall, {cpu_ratio:,.0f}x CPU")
    two, typical = rows[2][1][0], statistics.median(rows[2][1][0])
    verdict = "met" if typical >= TARGET else "NOT met"
    print(f"target {TARGET:,} games/s on 2 processes: {verdict} (best {max(two):,.0f}, median {typical:,.0f})")


if __name__ == "__main__":
    main()
