"""`tablecert analyze caribbean-stud`: the exact analysis, and beside it a simulation.

Caribbean Stud is counted exactly under the optimal upcard-aware strategy; that count is the
result. Unless `--exact` is given, the same strategy (its decisions read from the count) is
also played on the fast engine for `--rounds` games, and the simulated figures are shown with
their 95% intervals next to the exact ones: a check, in the same run, that the fast engine and
the count agree. The count and the simulation run in local worker processes (`--workers N`,
default every core); the simulation can also run on a Dask cluster (`--scheduler`), and with
`--checkpoint` an interrupted simulation resumes to the same result.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.caribbean.exact import analyse_caribbean_exact
from harness.caribbean.fast import optimal_decisions, settlement_tables
from harness.caribbean.report_text import render_exact_text, render_simulated_lines
from harness.caribbean.rules import DEFAULT_PAYTABLE, GAME, PAYTABLE_FOLDER
from harness.caribbean.simulate import CaribbeanPlan, simulate_caribbean
from harness.executors import Placement
from harness.lunar.game import game_table_rules
from harness.paytable import paytable_path
from harness.progress import ProgressCallback, progress_bar

DEFAULT_ROUNDS = 10_000_000


def analyze_caribbean(
    *,
    paytable: str = DEFAULT_PAYTABLE,
    placement: Placement | None = None,
    progress: ProgressCallback | None = None,
    simulate: bool = False,
    rounds: int = DEFAULT_ROUNDS,
    seed: int = 1,
    checkpoint: Path | None = None,
) -> dict[str, Any]:
    """Count every deal for the named (or given) paytable and, with `simulate`, play `rounds`
    games of the same strategy on the fast engine. Progress on stderr unless given a callback."""
    path = paytable_path(PAYTABLE_FOLDER, paytable)
    workers = placement.workers if placement is not None else None
    if progress is not None:
        result = analyse_caribbean_exact(path, progress=progress, workers=workers)
    else:
        with progress_bar("counting Caribbean Stud deals (13 upcard ranks)") as bar:
            result = analyse_caribbean_exact(path, progress=bar, workers=workers)
    document: dict[str, Any] = result.to_json()
    if not simulate:
        return document
    tables = settlement_tables(game_table_rules(GAME, paytable))
    if tables.paytable_sha256 != result.paytable.sha256:
        raise AssertionError("the simulation and the exact count read different paytable files")
    plan = CaribbeanPlan(tables=tables, decisions=optimal_decisions(result), rounds=rounds, seed=seed)
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


def render_caribbean_text(result: Mapping[str, Any]) -> str:
    text = render_exact_text(result)
    if "simulated" not in result:
        return text
    return "\n".join([text, "", *render_simulated_lines(result["simulated"])])
