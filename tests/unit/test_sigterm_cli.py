"""SIGTERM (a scheduler's stop, `kill PID`) ends a tablecert command in order, as Ctrl-C does:
exit status 143, every temporary folder removed, the report folder's lock released, and soon
enough that the scheduler's SIGKILL never has to follow.

Each run gets a private TMPDIR, so a folder left behind is this run's and nobody else's.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from harness.project import project_root

CLI = [sys.executable, "-m", "harness.cli"]


def stop_when_suite_runs(command: list[str], tmp: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """Start `command`, send SIGTERM once a Gherkin suite's temporary folder exists; return the
    finished process and how many seconds it took to stop."""
    tmp.mkdir()
    process = subprocess.Popen(
        command, cwd=project_root(), env={**os.environ, "TMPDIR": str(tmp)},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    deadline = time.monotonic() + 120
    while not list(tmp.glob("tablecert-features-*")):
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the Gherkin suite never started"
        time.sleep(0.02)
    time.sleep(0.5)  # well inside the suite (its pytest process is running)
    stopped = time.monotonic()
    process.send_signal(signal.SIGTERM)
    stdout, stderr = process.communicate(timeout=120)
    seconds = time.monotonic() - stopped
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr), seconds


def test_sigterm_during_certify_leaves_no_temporary_folder_and_no_lock(tmp_path: Path) -> None:
    out = tmp_path / "reports" / "holdem"
    completed, seconds = stop_when_suite_runs(
        [*CLI, "certify", "holdem", "--out", str(out), "--rounds", "1000", "--no-mutants"], tmp_path / "tmp"
    )
    assert completed.returncode == 128 + signal.SIGTERM, completed.stderr
    assert list((tmp_path / "tmp").iterdir()) == []
    assert list(tmp_path.iterdir()) == [tmp_path / "tmp"]  # no lock, no report folder, no parents
    assert seconds < 10 and completed.stdout == ""


def test_sigterm_during_the_rule_mutants_stops_at_once(tmp_path: Path) -> None:
    """27 mutant suites are queued two at a time: a stop cancels the queue and kills the running
    ones (it used to run every queued suite first, minutes)."""
    completed, seconds = stop_when_suite_runs([*CLI, "mutants", "lunar-poker"], tmp_path / "tmp")
    assert completed.returncode == 128 + signal.SIGTERM, completed.stderr
    assert seconds < 10
    assert list((tmp_path / "tmp").iterdir()) == []
