"""Run a game's Gherkin suite through pytest and read its outcome per scenario and clause."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from harness.errors import HarnessError
from harness.project import project_root


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioResult:
    scenario: str
    feature: str
    line: int | None
    tags: tuple[str, ...]
    outcome: str
    message: str

    def to_json(self) -> dict[str, object]:
        return {
            "scenario": self.scenario,
            "feature": self.feature,
            "line": self.line,
            "tags": list(self.tags),
            "outcome": self.outcome,
            "message": self.message,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class SuiteRun:
    exit_status: int
    scenarios: tuple[ScenarioResult, ...]
    command: str

    @property
    def passed(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome == "passed")

    @property
    def failed(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome != "passed")


def run_feature_suite(
    test_files: list[str], *, env_overrides: dict[str, str] | None = None, extra_args: Sequence[str] = ()
) -> SuiteRun:
    """Run pytest on the binding files in a subprocess (a clean interpreter, like CI).

    `extra_args` go on pytest's command line after ours, e.g. `-p harness.mutants.plugin` to run
    the suite against a deliberately broken engine.
    """
    root = project_root()
    with tempfile.TemporaryDirectory(prefix="tablecert-features-") as tmp:
        results_file = Path(tmp) / "results.json"
        command = [
            sys.executable,
            "-m",
            "pytest",
            *test_files,
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "harness.pytest_results",
            f"--tablecert-results={results_file}",
            *extra_args,
        ]
        env = {**os.environ, **(env_overrides or {})}
        completed = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, check=False)
        if not results_file.exists():
            raise HarnessError(
                "the Gherkin suite could not be run (pytest wrote no results):\n"
                + (completed.stdout[-3000:] + completed.stderr[-3000:])
            )
        data = json.loads(results_file.read_text())
    scenarios = tuple(
        ScenarioResult(
            scenario=t["scenario"],
            feature=t["feature"] or "",
            line=t["line"],
            tags=tuple(t["tags"]),
            outcome=t["outcome"],
            message=t["message"],
        )
        for t in data["tests"]
    )
    return SuiteRun(exit_status=data["exitstatus"], scenarios=scenarios, command=" ".join(command[1:4]))
