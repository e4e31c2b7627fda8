"""Pieces every certification report shares: the software that made it, the command, the
verdict of the Gherkin suite, and input hashes. One definition, so the reports agree."""

from __future__ import annotations

import hashlib
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

from harness import __version__
from harness.runtime.project import project_root


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


def elements_of_risk_lines(figures: dict[str, Any]) -> list[str]:
    """Both elements of risk of a report's figures, fees in and out of the total staked."""
    lines = []
    for key in ("element_of_risk", "element_of_risk_other"):
        fig = figures[key]
        fees = "with" if figures[f"{key}_fees_in_denominator"] else "without"
        value, half = fig["value"] * 100, fig["half_width"] * 100
        lines.append(f"element of risk ({fees} fees in the total staked): {value:.3f}% ± {half:.3f}")
    return lines
