"""Two strategies of one game played on the same deals (the fast engine), for scripts that
compare them: most rounds are played alike, so the per-round difference has a far narrower
interval than either house edge (scripts/paired_strategies.py, scripts/strategy_card_cost.py)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import numpy.typing as npt

from harness.families.lunar.fast import FastTables
from harness.families.lunar.game import TableRules
from harness.families.lunar.simulate import SimulationPlan, deal_batch, fast_tables, rules_key_of

BATCH = 1_000_000


def same_deals(
    rules: TableRules, *, batches: int, seed: int, strategy: str
) -> Iterator[tuple[npt.NDArray[np.int8], FastTables]]:
    """`batches` batches of 1,000,000 seeded deals of the rules' game, each with the class tables
    of `strategy` (OPTIMAL, or a strategy file's path) that play it."""
    plan = SimulationPlan(
        paytable=rules.paytable.name,
        interpretations=dict(rules.interpretations),
        rounds=BATCH * batches,
        seed=seed,
        batch_size=BATCH,
        game=rules.settings.game,
        strategy=strategy,
    )
    tables = fast_tables(rules_key_of(plan), strategy_file=plan.strategy_file)
    for index in range(batches):
        yield deal_batch(plan, index), tables
