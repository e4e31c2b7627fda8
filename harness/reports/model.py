"""The certification report as typed values: what every report has, and the sections a game adds.

Why typed: the certify pipeline (harness.certify.pipeline) builds one `CertificationReport` for
every game; a game contributes `ReportSection`s (its figures, paytables, decisions...). JSON is
made once, at the edge (`to_json`, the shape of report.json), and the one template
(reports/templates/certification.html.j2) renders that JSON with each section's own part.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from harness.gherkin.feature_run import NOT_APPLICABLE_OUTCOME, ScenarioResult, SuiteRun
from harness.spec.rules_spec import Clause, Interpretation

REPORT_KIND = "tablecert compliance report"


class ReportSection(Protocol):
    """A part of the report only some games have (figures, paytables, a worked example ...)."""

    @property
    def title(self) -> str:
        """The section's heading (and its line in the table of contents)."""
        ...

    @property
    def template(self) -> str:
        """The partial under reports/templates/sections/ that renders it."""
        ...

    @property
    def placement(self) -> str:
        """'headline': before the inputs (the figures a reader looks for first); 'detail': after."""
        ...

    def json_fields(self) -> dict[str, Any]:
        """The top-level fields of report.json the section writes."""
        ...


@dataclass(frozen=True, slots=True, kw_only=True)
class InputFile:
    role: str
    path: str
    sha256: str

    def to_json(self) -> dict[str, str]:
        return {"role": self.role, "path": self.path, "sha256": self.sha256}


@dataclass(frozen=True, slots=True, kw_only=True)
class InterpretationRow:
    """An interpretation of the rules and the option this run certifies under."""

    name: str
    value: str
    default: str
    meaning: str
    reason: str
    source: str
    clauses: tuple[str, ...]

    @classmethod
    def of(cls, interpretation: Interpretation, value: str) -> InterpretationRow:
        return cls(
            name=interpretation.name,
            value=value,
            default=interpretation.default,
            meaning=interpretation.options[value],
            reason=interpretation.reason,
            source=interpretation.source,
            clauses=interpretation.clauses,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "value": self.value,
            "default": self.default,
            "is_default": self.value == self.default,
            "meaning": self.meaning,
            "reason": self.reason,
            "source": self.source,
            "clauses": list(self.clauses),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class PaytableIdentity:
    name: str
    version: str
    title: str
    path: str
    sha256: str
    source: str

    def to_json(self) -> dict[str, str]:
        return {
            "name": self.name,
            "version": self.version,
            "title": self.title,
            "path": self.path,
            "sha256": self.sha256,
            "source": self.source,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseTrace:
    """One clause of a rules_spec and the scenarios tagged with it (built by harness.certify.traceability)."""

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


@dataclass(frozen=True, slots=True, kw_only=True)
class VerdictCheck:
    """A check besides the Gherkin suite that the verdict requires (e.g. the evaluator agrees
    with pokerkit); `key` is its field in report.json's verdict."""

    key: str
    passed: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class Verdict:
    """Certified: every scenario that applies passes, every clause has a passing scenario, and
    every further check of the game passes."""

    suite: SuiteRun
    traces: tuple[ClauseTrace, ...]
    checks: tuple[VerdictCheck, ...] = ()

    def _clauses(self, result: str) -> list[str]:
        return [t.clause.id for t in self.traces if t.result == result]

    @property
    def rules_certified(self) -> bool:
        return (
            self.suite.exit_status == 0
            and self.suite.failed == 0
            and not self._clauses("uncovered")
            and not self._clauses("failed")
            and not self._clauses(NOT_APPLICABLE_OUTCOME)
        )

    @property
    def certified(self) -> bool:
        return self.rules_certified and all(check.passed for check in self.checks)

    def to_json(self) -> dict[str, Any]:
        uncovered = self._clauses("uncovered")
        data: dict[str, Any] = {
            "certified": self.certified,
            "scenarios_total": len(self.suite.scenarios),
            "scenarios_passed": self.suite.passed,
            "scenarios_failed": self.suite.failed,
            "scenarios_not_applicable": self.suite.not_applicable,
            "clauses_total": len(self.traces),
            "uncovered_clauses": uncovered,
            "uncovered_count": len(uncovered),
            "failed_clauses": self._clauses("failed"),
            "not_applicable_clauses": self._clauses(NOT_APPLICABLE_OUTCOME),
        }
        for check in self.checks:
            data[check.key] = check.passed
        return data


@dataclass(frozen=True, slots=True, kw_only=True)
class CertificationReport:
    """One certification run, everything a report shows."""

    game: str
    title: str
    generated_at: str
    software: dict[str, str | None]
    command: str
    seed: int
    paytable: PaytableIdentity | None
    verdict: Verdict
    inputs: tuple[InputFile, ...]
    interpretations: tuple[InterpretationRow, ...]
    suite_command: str
    sections: tuple[ReportSection, ...]
    mutants: dict[str, Any] | None
    baseline: dict[str, Any] | None = None
    seconds: float = 0.0
    #: Fields of report.json outside every section (e.g. `rounds`), in their order.
    fields: dict[str, Any] = field(default_factory=dict)
    #: What a reader must know before any figure (GameMeasurement.notices); absent when none.
    notices: tuple[str, ...] = ()

    @property
    def document_id(self) -> str:
        """A short, stable name for this report: game, date and a digest of what was run, so a
        page printed on its own still says which report it belongs to."""
        digest = hashlib.sha256(
            "|".join(
                [self.game, self.generated_at, str(self.seed), self.paytable.sha256 if self.paytable else "", *[
                    f.sha256 for f in self.inputs
                ]]
            ).encode()
        ).hexdigest()[:8].upper()
        return f"TC-{self.game.upper()}-{self.generated_at[:10].replace('-', '')}-{digest}"

    @property
    def scenarios(self) -> tuple[ScenarioResult, ...]:
        return self.verdict.suite.scenarios

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "report": REPORT_KIND,
            "document_id": self.document_id,
            "game": self.game,
            "title": self.title,
            "generated_at": self.generated_at,
            "software": dict(self.software),
            "command": self.command,
            "seed": self.seed,
            **self.fields,
        }
        if self.notices:
            data["notices"] = list(self.notices)
        if self.paytable is not None:
            data["paytable"] = self.paytable.to_json()
        data["verdict"] = self.verdict.to_json()
        data["inputs"] = [f.to_json() for f in self.inputs]
        data["interpretations"] = [i.to_json() for i in self.interpretations]
        data["traceability"] = [t.to_json() for t in self.verdict.traces]
        data["scenarios"] = [s.to_json() for s in self.scenarios]
        data["suite_command"] = self.suite_command
        for section in self.sections:
            data.update(section.json_fields())
        data["mutants"] = self.mutants
        data["baseline"] = self.baseline
        data["timing"] = {"seconds": round(self.seconds, 1)}
        return data


def section_index(sections: Sequence[ReportSection]) -> list[dict[str, str]]:
    """The sections as the template walks them: title, partial, placement and an anchor."""
    return [
        {"title": s.title, "template": s.template, "placement": s.placement, "anchor": f"section-{i}"}
        for i, s in enumerate(sections)
    ]
