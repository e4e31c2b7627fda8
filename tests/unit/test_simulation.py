"""Monte Carlo: reproducible for any number of workers, and resumable from a checkpoint."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from harness.families.lunar.game import table_rules
from harness.families.lunar.simulate import Checkpoint, SimulationPlan, run_batch, simulate
from harness.runtime.checkpoint import CheckpointError, checkpoint_batches

PLAN = SimulationPlan(
    paytable="standard", interpretations=dict(table_rules().interpretations), rounds=3_000, seed=11, batch_size=1_000
)


def test_same_totals_for_one_or_two_workers() -> None:
    one = simulate(PLAN, Fraction(0), workers=1)
    two = simulate(PLAN, Fraction(0), workers=2)
    assert one.totals.to_json() == two.totals.to_json()
    assert one.totals.rounds == 3_000


def test_another_seed_gives_other_deals() -> None:
    other = replace(PLAN, seed=12)
    assert run_batch(PLAN, 0).to_json() != run_batch(other, 0).to_json()


def test_resume_from_checkpoint_equals_uninterrupted(tmp_path: Path) -> None:
    checkpoint = tmp_path / "run.json"
    uninterrupted = simulate(PLAN, Fraction(0), workers=1)
    # An interrupted run: only batch 1 finished before the stop.
    partial = replace(PLAN)
    store = Checkpoint(checkpoint, partial)
    store.record(1, run_batch(partial, 1))
    calls: list[int] = []
    resumed = simulate(
        PLAN, Fraction(0), workers=1, checkpoint=checkpoint, progress=lambda done, total: calls.append(done)
    )
    assert calls[0] == 1_000  # the resumed run starts from the finished batch
    assert resumed.totals.to_json() == uninterrupted.totals.to_json()


def test_a_batch_line_cut_short_by_a_kill_is_dropped(tmp_path: Path) -> None:
    checkpoint = tmp_path / "run.jsonl"
    uninterrupted = simulate(PLAN, Fraction(0), workers=1)
    store = Checkpoint(checkpoint, PLAN)
    store.record(0, run_batch(PLAN, 0))
    store.record(2, run_batch(PLAN, 2))
    whole = checkpoint.read_bytes()
    checkpoint.write_bytes(whole[: len(whole) - 40])  # the kill came while batch 2 was written
    assert checkpoint_batches(checkpoint) == 1
    calls: list[int] = []
    resumed = simulate(
        PLAN, Fraction(0), workers=1, checkpoint=checkpoint, progress=lambda done, total: calls.append(done)
    )
    assert calls[0] == 1_000  # batch 0 kept, the cut batch 2 played again
    assert resumed.totals.to_json() == uninterrupted.totals.to_json()
    assert checkpoint_batches(checkpoint) == 3


def test_a_checkpoint_of_another_plan_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    checkpoint = tmp_path / "run.jsonl"
    other = replace(PLAN, seed=99)
    Checkpoint(checkpoint, other).record(0, run_batch(other, 0))
    before = checkpoint.read_bytes()
    with pytest.raises(CheckpointError, match="checkpoint of another run: seed 99 in the checkpoint, 11 now"):
        simulate(PLAN, Fraction(0), workers=1, checkpoint=checkpoint)
    assert checkpoint.read_bytes() == before


def test_house_edge_uses_the_exact_super_value() -> None:
    result = simulate(PLAN, Fraction(-1, 10), workers=1)
    shifted = simulate(PLAN, Fraction(0), workers=1)
    # Loss per two units staked: adding an exact Super value of -0.1 adds 0.05 to the edge.
    assert abs((result.house_edge.value - shifted.house_edge.value) - 0.05) < 1e-12
