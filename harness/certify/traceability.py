"""Clause -> scenarios -> result: which rules the Gherkin suite proves, and which it misses."""

from __future__ import annotations

from collections.abc import Sequence

from harness.gherkin.feature_run import ScenarioResult
from harness.reports.model import ClauseTrace
from harness.spec.rules_spec import Clause


def trace_clauses(
    specs: Sequence[tuple[str, Sequence[Clause]]], scenarios: Sequence[ScenarioResult]
) -> list[ClauseTrace]:
    traces = []
    for spec_path, clauses in specs:
        for clause in clauses:
            if clause.retired:
                continue
            covering = tuple(s for s in scenarios if clause.id in s.tags)
            traces.append(ClauseTrace(clause=clause, spec=spec_path, scenarios=covering))
    return traces
