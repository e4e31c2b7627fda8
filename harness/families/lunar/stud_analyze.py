"""`tablecert analyze caribbean-stud`: the exact count, and beside it a simulation.

Caribbean Stud (the family's raise-or-fold game) is counted exactly under the optimal
upcard-aware strategy (harness.families.lunar.analysis.stud_exact, with the pay schedule of the game's
settings); that count is the result. Unless only the count is asked for, the same strategy (its
decisions read from the count) is also played on the fast stud simulator for `rounds` games,
and the simulated figures are shown with their 95% intervals next to the exact ones: a check,
in the same run, that the fast engine and the count agree. The count and the simulation run in
local worker processes (`workers`, default every core); the simulation can also run on a Dask
cluster (`scheduler`), and with `checkpoint` an interrupted simulation resumes to the same result.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.families.lunar.analysis.stud_exact import count_stud_exact
from harness.families.lunar.analysis.stud_fast import optimal_decisions
from harness.families.lunar.analysis.stud_report_text import render_stud_text
from harness.families.lunar.analysis.stud_simulate import CaribbeanPlan, Checkpoint, simulate_caribbean
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.pay_schedule import stud_schedule, stud_settlement_tables
from harness.runtime.checkpoint import check_checkpoint_file
from harness.runtime.executors import Placement
from harness.runtime.progress import ProgressCallback, progress_bar

DEFAULT_STUD_ROUNDS = 10_000_000

__all__ = ["DEFAULT_STUD_ROUNDS", "analyze_stud", "render_stud_text"]


def analyze_stud(
    game: str,
    *,
    paytable: str | None = None,
    placement: Placement | None = None,
    progress: ProgressCallback | None = None,
    simulate: bool = False,
    rounds: int = DEFAULT_STUD_ROUNDS,
    seed: int = 1,
    checkpoint: Path | None = None,
) -> dict[str, Any]:
    """Count every deal for the named (or given) paytable and, with `simulate`, play `rounds`
    games of the same strategy on the fast engine. Progress on stderr unless given a callback."""
    rules = game_table_rules(game, paytable)
    from harness.families.lunar.paytable_reach import warn_unreachable

    warn_unreachable(rules.paytable)  # lines no hand is ever paid on, on stderr
    schedule = stud_schedule(rules)
    if simulate:
        check_checkpoint_file(checkpoint)  # before the count; the run's identity is checked after it
    workers = placement.workers if placement is not None else None
    if progress is not None:
        result = count_stud_exact(schedule, progress=progress, workers=workers)
    else:
        with progress_bar("counting Caribbean Stud deals (13 upcard ranks)") as bar:
            result = count_stud_exact(schedule, progress=bar, workers=workers)
    document: dict[str, Any] = result.to_json()
    if not simulate:
        return document
    tables = stud_settlement_tables(rules)
    if tables.paytable_sha256 != result.paytable.sha256:
        raise AssertionError("the simulation and the exact count read different paytable files")
    plan = CaribbeanPlan(tables=tables, decisions=optimal_decisions(result), rounds=rounds, seed=seed)
    Checkpoint.verify_file(checkpoint, plan)
    where = (
        placement
        if placement is not None and placement.scheduler
        else Placement(workers=workers, processes=True)  # forked workers inherit the tables
    )
    if progress is not None:
        simulation = simulate_caribbean(plan, placement=where, checkpoint=checkpoint, progress=progress)
    else:
        with progress_bar("simulating Caribbean Stud games (fast engine)") as bar:
            simulation = simulate_caribbean(plan, placement=where, checkpoint=checkpoint, progress=bar)
    simulated = simulation.to_json()
    for figure in ("house_edge", "element_of_risk", "raise_frequency"):
        exact, estimate = document[figure]["value"], simulated[figure]
        estimate["exact_value"] = exact
        estimate["exact_inside_ci95"] = estimate["ci95"][0] <= exact <= estimate["ci95"][1]
    document["simulated"] = simulated
    return document
