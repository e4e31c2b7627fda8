"""`tablecert analyze caribbean-stud`: the exact analysis as a JSON document and its text.

Caribbean Stud is counted exactly (no simulation), so `--exact` and the simulation options
change nothing. The count runs in local worker processes: `--workers N` sets how many (default:
every core); a Dask scheduler is not used, since the whole count takes well under a minute.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from harness.caribbean.exact import analyse_caribbean_exact
from harness.caribbean.report_text import render_exact_text
from harness.caribbean.rules import DEFAULT_PAYTABLE, PAYTABLE_FOLDER
from harness.executors import Placement
from harness.paytable import paytable_path
from harness.progress import ProgressCallback, progress_bar


def analyze_caribbean(
    *, paytable: str = DEFAULT_PAYTABLE, placement: Placement | None = None, progress: ProgressCallback | None = None
) -> dict[str, Any]:
    """Count every deal for the named (or given) paytable; progress on stderr unless given a callback."""
    path = paytable_path(PAYTABLE_FOLDER, paytable)
    workers = placement.workers if placement is not None else None
    if progress is not None:
        return analyse_caribbean_exact(path, progress=progress, workers=workers).to_json()
    with progress_bar("counting Caribbean Stud deals (13 upcard ranks)") as bar:
        return analyse_caribbean_exact(path, progress=bar, workers=workers).to_json()


def render_caribbean_text(result: Mapping[str, Any]) -> str:
    return render_exact_text(result)
