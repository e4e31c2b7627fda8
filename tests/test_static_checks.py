"""House style in CI: `ruff check` and `mypy --strict` (configured in pyproject.toml) are clean."""

from __future__ import annotations

import subprocess
import sys

from harness.runtime.project import project_root


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=project_root(), capture_output=True, text=True, check=False)


def test_ruff_is_clean() -> None:
    result = run(sys.executable, "-m", "ruff", "check", "harness", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = run(sys.executable, "-m", "mypy")
    assert result.returncode == 0, result.stdout + result.stderr
