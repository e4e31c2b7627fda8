"""`tablecert analyze caribbean-stud` as the command line calls it today; the analysis itself is
the family's (harness.families.lunar.stud_analyze), so the registry's one analyze function and this
name give the same result."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.core.paytable import paytable_path
from harness.families.lunar.analysis.stud_report_text import render_stud_text
from harness.families.lunar.caribbean.rules import DEFAULT_PAYTABLE, GAME, PAYTABLE_FOLDER
from harness.families.lunar.stud_analyze import DEFAULT_STUD_ROUNDS, analyze_stud
from harness.runtime.executors import Placement
from harness.runtime.progress import ProgressCallback

DEFAULT_ROUNDS = DEFAULT_STUD_ROUNDS


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
    games of the same strategy on the fast engine (harness.families.lunar.stud_analyze.analyze_stud)."""
    return analyze_stud(
        GAME,
        paytable=str(paytable_path(PAYTABLE_FOLDER, paytable)),
        placement=placement,
        progress=progress,
        simulate=simulate,
        rounds=rounds,
        seed=seed,
        checkpoint=checkpoint,
    )


def render_caribbean_text(result: Mapping[str, Any]) -> str:
    return render_stud_text(result)
