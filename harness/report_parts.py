"""Pieces every certification report shares: the software that made it, the command, the
verdict of the Gherkin suite, and input hashes. One definition, so the reports agree."""

from __future__ import annotations

import hashlib
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from harness import __version__
from harness.feature_run import SuiteRun
from harness.project import project_root
from harness.traceability import ClauseTrace


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=project_root(), capture_output=True, text=True, check=False
        )
    except OSError:
        return None
    return out.stdout.strip() or None


def software_json(**extra: str | None) -> dict[str, Any]:
    """tablecert's version and commit, Python and the platform, plus any library versions given."""
    return {
        "tablecert": __version__,
        "git_commit": git_commit(),
        "python": platform.python_version(),
        **extra,
        "platform": platform.platform(),
    }


def command_text(default: str) -> str:
    """The command line that produced the report (`default` when not run as `tablecert`)."""
    return " ".join(["tablecert", *sys.argv[1:]]) if sys.argv and "tablecert" in sys.argv[0] else default


def suite_verdict(suite: SuiteRun, traces: Sequence[ClauseTrace]) -> dict[str, Any]:
    """The verdict of the rules part: every scenario passed and every clause has a passing
    scenario. Certifiers with more checks AND theirs into `certified`."""
    uncovered = [t.clause.id for t in traces if t.result == "uncovered"]
    failed_clauses = [t.clause.id for t in traces if t.result == "failed"]
    return {
        "certified": suite.exit_status == 0 and suite.failed == 0 and not uncovered and not failed_clauses,
        "scenarios_total": len(suite.scenarios),
        "scenarios_passed": suite.passed,
        "scenarios_failed": suite.failed,
        "clauses_total": len(traces),
        "uncovered_clauses": uncovered,
        "uncovered_count": len(uncovered),
        "failed_clauses": failed_clauses,
    }


def print_verdict(verdict: dict[str, Any], title: str, paytable_name: str, paytable_version: str) -> None:
    """The terminal summary's first lines: the verdict, the scenarios and the clause coverage."""
    word = "CERTIFIED" if verdict["certified"] else "NOT CERTIFIED"
    print(f"{word}: {title} / paytable {paytable_name} v{paytable_version}")
    print(
        f"scenarios: {verdict['scenarios_passed']}/{verdict['scenarios_total']} passed; "
        f"clauses: {verdict['clauses_total']}, uncovered: {verdict['uncovered_count']}"
    )


def print_elements_of_risk(figures: dict[str, Any]) -> None:
    """Both elements of risk of a report's figures, fees in and out of the total staked."""
    for key in ("element_of_risk", "element_of_risk_other"):
        fig = figures[key]
        fees = "with" if figures[f"{key}_fees_in_denominator"] else "without"
        value, half = fig["value"] * 100, fig["half_width"] * 100
        print(f"element of risk ({fees} fees in the total staked): {value:.3f}% ± {half:.3f}")
