"""Benchmark: rounds per second of every game of the Lunar Poker family, the reference engine
and the fast engine in the same run.

Plain script, prints a table. Both engines play the game's strategy file on seeded deals (the
simulation's: 15 cards a deal for Lunar Poker, 16 for the other games). The fast engine's class
tables are prepared first (built on all cores and cached in .tablecert-cache/, or loaded from
there): a one-time cost per game, rules and strategy, shown separately. The fast engine's
figures include dealing and the totals each batch returns, as in `tablecert analyze` and
`certify`. Lunar Poker's exact analysis and a run of `simulate()` on every core are measured too.
Usage: python benchmarks/lunar_engines.py [--games G,G] [--reference-rounds N] [--fast-rounds N]
       [--cores-rounds N]
"""

from __future__ import annotations

import argparse
import os
import time
from fractions import Fraction

from harness.core.cards import DECK
from harness.core.fast_deal import batch_generator, deal_cards
from harness.families.lunar.analysis.five_card import analyse_table
from harness.families.lunar.exact_play import exact_branches
from harness.families.lunar.fast import play_batch
from harness.families.lunar.fast_warmup import prepared_tables
from harness.families.lunar.game import GAME, family_games, game_table_rules
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, batch_size_for, fast_totals, simulate, strategy_round
from harness.families.lunar.strategy import basic_strategy, strategy_for
from harness.runtime.executors import Placement

BATCH = 500_000


def per_second(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default=",".join(family_games()))
    parser.add_argument("--reference-rounds", type=int, default=10_000)
    parser.add_argument("--fast-rounds", type=int, default=5_000_000)
    parser.add_argument("--cores-rounds", type=int, default=100_000_000, help="Lunar Poker on every core (0: skip)")
    args = parser.parse_args()
    rows: list[tuple[str, int, float]] = []
    ratios: list[tuple[str, float, float, float]] = []
    for game in args.games.split(","):
        rules = game_table_rules(game)
        strategy = strategy_for(rules)
        cards = rules.settings.cards_per_deal
        deals = deal_cards(batch_generator(2026, 0), args.reference_rounds, cards).tolist()
        start = time.perf_counter()
        for row in deals:
            settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
        reference = per_second(args.reference_rounds, time.perf_counter() - start)
        rows.append((f"{game}: reference engine, 1 process", args.reference_rounds, time.perf_counter() - start))

        start = time.perf_counter()
        tables = prepared_tables(rules, strategy)
        rows.append((f"{game}: preparing the class tables (one-time; cached on disk)", 1, time.perf_counter() - start))

        start = time.perf_counter()
        batches = max(1, args.fast_rounds // BATCH)
        for index in range(batches):
            batch = play_batch(deal_cards(batch_generator(2026, index + 1), BATCH, cards), tables)
            fast_totals(batch, tables)
        seconds = time.perf_counter() - start
        rows.append((f"{game}: fast engine, 1 process (dealing + play + totals)", batches * BATCH, seconds))
        fast = per_second(batches * BATCH, seconds)
        ratios.append((game, reference, fast, fast / reference))

    if args.cores_rounds:
        rules = game_table_rules(GAME)
        plan = SimulationPlan(
            paytable="standard",
            interpretations=dict(rules.interpretations),
            rounds=args.cores_rounds,
            seed=1,
            batch_size=batch_size_for(args.cores_rounds),
        )
        start = time.perf_counter()
        simulate(plan, Fraction(0), placement=Placement(processes=True))
        where = f"lunar-poker: fast engine, simulate() on {os.cpu_count()} processes"
        rows.append((where, plan.rounds, time.perf_counter() - start))
        start = time.perf_counter()
        analyse_table(rules.paytable.tables["super"], rules.super_context)
        rows.append(("lunar-poker: exact Super analysis (2,598,960 hands)", 1, time.perf_counter() - start))
        start = time.perf_counter()
        exact_branches(rules, basic_strategy())
        rows.append(("lunar-poker: exact instant/fold/play branches", 1, time.perf_counter() - start))

    print(f"{'measure':<78} {'count':>11} {'seconds':>8} {'per second':>12}")
    for name, count, seconds in rows:
        print(f"{name:<78} {count:>11,} {seconds:>8.2f} {per_second(count, seconds):>12,.0f}")
    print(f"\n{'game':<26} {'reference/s':>12} {'fast/s':>12} {'fast/reference':>15}  (one process each)")
    for game, reference, fast, ratio in ratios:
        print(f"{game:<26} {reference:>12,.0f} {fast:>12,.0f} {ratio:>14,.0f}x")


if __name__ == "__main__":
    main()
