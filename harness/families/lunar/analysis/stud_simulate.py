"""Monte Carlo of a raise-or-fold stud game (Caribbean Stud) on its fast engine, in seeded batches.

Each batch deals from its own stream, `SeedSequence(seed).spawn(batches)[index]`, so a result
is the same whichever process runs which batch and for any number of workers; a batch's
result is its outcome counts (exact integers), so batches add up in any order. Finished
batches can be kept in a checkpoint file so that an interrupted run resumes to the same result.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.core.fast_deal import batch_generator, deal_cards
from harness.families.lunar.analysis.stud_fast import (
    CARDS_PER_DEAL,
    DecisionTable,
    OutcomeCounts,
    SettlementTables,
    count_rows,
    play_rows,
    value_table,
)
from harness.runtime.checkpoint import BatchCheckpoint
from harness.runtime.executors import Placement, run_batches
from harness.runtime.fingerprint import code_fingerprint

DEFAULT_BATCH = 1_000_000
#: Rounds dealt at a time inside a batch: the dealing arrays stay in the CPU cache (dealing a
#: million rounds at once is three times slower a round).
DEAL_CHUNK = 65_536
#: How a batch's deals come from its seed; part of a checkpoint's identity.
DEALING = f"partial-fisher-yates, {DEAL_CHUNK}-round chunks"

ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CaribbeanPlan:
    """What to simulate: the game's tables, the strategy's decisions, how many rounds, the seed."""

    tables: SettlementTables
    decisions: DecisionTable
    rounds: int
    seed: int
    batch_size: int = DEFAULT_BATCH

    @property
    def batches(self) -> int:
        return -(-self.rounds // self.batch_size)

    def batch_rounds(self, index: int) -> int:
        return min(self.batch_size, self.rounds - index * self.batch_size)

    def identity(self) -> dict[str, Any]:
        """Everything a batch's counts depend on, the inputs by content, so a checkpoint of
        another run is refused rather than mixed in (harness.runtime.checkpoint). The strategy is its
        decisions' digest (the optimal one is read from the exact count, not from a file); the
        rules files and readings are the tables' (harness.families.lunar.pay_schedule.stud_settlement_tables)."""
        return {
            "game": self.tables.game,
            "rules_sha256": self.tables.rules_identity["rules_sha256"],
            "paytable_sha256": self.tables.paytable_sha256,
            "strategy": self.decisions.source,
            "decisions_sha256": self.decisions.fingerprint(),
            "interpretations": self.tables.rules_identity["interpretations"],
            "seed": self.seed,
            "rounds": self.rounds,
            "batch_size": self.batch_size,
            "engine": "fast (harness.families.lunar.caribbean.fast)",
            "dealing": DEALING,
            "code_sha256": code_fingerprint(),
        }


def batch_deals(plan: CaribbeanPlan, index: int) -> Iterator[npt.NDArray[np.int8]]:
    """The deals of one batch, chunk by chunk, from the batch's own stream of the seed tree."""
    rng = batch_generator(plan.seed, index)
    remaining = plan.batch_rounds(index)
    while remaining:
        count = min(DEAL_CHUNK, remaining)
        yield deal_cards(rng, count, CARDS_PER_DEAL)
        remaining -= count


def run_batch(plan: CaribbeanPlan, index: int) -> tuple[int, ...]:
    """One batch's outcome counts (a plain tuple: cheap to send back from a worker)."""
    totals = OutcomeCounts.empty(plan.tables.rows)
    for deals in batch_deals(plan, index):
        totals += count_rows(plan.tables, play_rows(deals, plan.tables, plan.decisions).row)
    return totals.counts


class Checkpoint(BatchCheckpoint[tuple[int, ...]]):
    """Finished batches' outcome counts on disk (harness.runtime.checkpoint), to resume a run."""

    def __init__(self, path: Path | None, plan: CaribbeanPlan, *, open_file: bool = True) -> None:
        super().__init__(
            path,
            plan.identity(),
            batches=plan.batches,
            to_json=list,
            from_json=tuple,
            problems=lambda index, counts: counts_problems(counts, len(plan.tables.rows), plan.batch_rounds(index)),
            open_file=open_file,
        )

    @classmethod
    def verify_file(cls, path: Path | None, plan: CaribbeanPlan) -> None:
        """Refuse, before any batch runs, a --checkpoint file this plan could not resume or create."""
        cls(path, plan, open_file=False).verify()


def counts_problems(counts: tuple[int, ...], rows: int, rounds: int) -> list[str]:
    """What is impossible about a batch's outcome counts read back (empty: nothing): one whole,
    non-negative count per outcome row, adding up to the batch's rounds."""
    if len(counts) != rows:
        return [f"{len(counts)} outcome counts, the game has {rows} outcome rows"]
    if any(type(count) is not int or count < 0 for count in counts):
        return ["an outcome count is not a whole number of rounds"]
    if sum(counts) != rounds:
        return [f"the outcome counts add up to {sum(counts):,} rounds, the batch plays {rounds:,}"]
    return []


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CaribbeanSimulation:
    plan: CaribbeanPlan
    counts: OutcomeCounts
    rounds_run: int  # simulated in this run (the rest came from the checkpoint)
    seconds: float  # wall time of this run's batches
    placement: str

    @property
    def games_per_second(self) -> float:
        return self.rounds_run / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        counts = self.counts
        return {
            "exact": False,
            "engine": "fast (harness.families.lunar.caribbean.fast), "
            "proven equal to the reference engine on the same deals",
            "strategy": self.plan.decisions.source,
            "rounds": counts.rounds,
            "seed": self.plan.seed,
            "batch_size": self.plan.batch_size,
            "dealing": DEALING,
            "house_edge": counts.house_edge().to_json(),
            "element_of_risk": counts.element_of_risk().to_json(),
            "raise_frequency": counts.raise_frequency().to_json(),
            "return_table": [
                {
                    "event": row.event,
                    "label": row.label,
                    "units_per_ante": row.units,
                    "rounds": count,
                    "frequency": count / counts.rounds,
                }
                for row, count in zip(counts.rows, counts.counts, strict=True)
            ],
            "rounds_run": self.rounds_run,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second),
            "placement": self.placement,
        }


def simulate_caribbean(
    plan: CaribbeanPlan,
    *,
    placement: Placement | None = None,
    checkpoint: Path | None = None,
    progress: ProgressCallback | None = None,
) -> CaribbeanSimulation:
    """Run every batch of the plan not in the checkpoint (by default on every core, in forked
    processes that inherit the warmed tables) and add the counts up."""
    placement = placement or Placement(processes=True)
    value_table()  # built once here; forked workers inherit it
    store = Checkpoint(checkpoint, plan)
    pending = [i for i in range(plan.batches) if i not in store.done]
    rounds_done = sum(plan.batch_rounds(i) for i in store.done)
    if progress:
        progress(rounds_done, plan.rounds)
    started = time.perf_counter()
    for index, counts in run_batches(run_batch, plan, pending, placement):
        store.record(index, counts)
        rounds_done += plan.batch_rounds(index)
        if progress:
            progress(rounds_done, plan.rounds)
    seconds = time.perf_counter() - started
    # run_batches keeps a single batch in this process: say where the work really ran.
    in_process = placement.processes and (len(pending) <= 1 or placement.workers == 1)
    where = "this process" if in_process else placement.describe()
    totals = OutcomeCounts.empty(plan.tables.rows)
    for index in range(plan.batches):
        totals += OutcomeCounts(rows=plan.tables.rows, counts=store.done[index])
    return CaribbeanSimulation(
        plan=plan,
        counts=totals,
        rounds_run=sum(plan.batch_rounds(i) for i in pending),
        seconds=seconds,
        placement=where,
    )
