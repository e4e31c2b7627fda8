"""Clause -> scenarios -> result: which rules the Gherkin suite proves, and which it misses."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.gherkin.feature_run import NOT_APPLICABLE_OUTCOME, ScenarioResult
from harness.spec.rules_spec import Clause


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseTrace:
    clause: Clause
    spec: str
    scenarios: tuple[ScenarioResult, ...]

    @property
    def result(self) -> str:
        """passed, failed, uncovered (no scenario), or not applicable (every scenario skipped as not
        applicable to the paytable in force: the clause is then proven by nothing in this run)."""
        if not self.scenarios:
            return "uncovered"
        applicable = [s for s in self.scenarios if s.outcome != NOT_APPLICABLE_OUTCOME]
        if not applicable:
            return NOT_APPLICABLE_OUTCOME
        return "passed" if all(s.outcome == "passed" for s in applicable) else "failed"

    def to_json(self) -> dict[str, object]:
        return {
            "clause": self.clause.id,
            "title": self.clause.title,
            "spec": self.spec,
            "result": self.result,
            "scenarios": [
                {"scenario": s.scenario, "feature": s.feature, "line": s.line, "outcome": s.outcome}
                for s in self.scenarios
            ],
        }


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
