"""`tablecert analyze`: results on stdout, same result for any placement, resumable after a kill."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.runtime.checkpoint import checkpoint_batches

ANALYZE = [sys.executable, "-m", "harness.cli", "analyze", "lunar-poker", "--json", "--seed", "5"]


# 80 batches of 50,000: a few seconds of work after the first batch is on disk, so the stop
# reliably comes midway (a run that still finished first is tried again). Each of the four runs
# of this module costs the whole run's CPU, so it is no longer than that needs.
BATCHES = 80
ROUNDS = ["--rounds", str(BATCHES * 50_000)]


def run_analyze(*extra: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run([*ANALYZE, *extra], capture_output=True, text=True, timeout=timeout, check=False)
    assert completed.returncode == 0, completed.stderr
    return completed


@pytest.fixture(scope="module")
def uninterrupted() -> subprocess.CompletedProcess[str]:
    return run_analyze(*ROUNDS)


def test_exact_only_is_fast_and_exact() -> None:
    result = json.loads(run_analyze("--exact").stdout)
    assert "simulated" not in result
    assert result["exact"]["super"]["exact"] is True
    lines = {line["line"]: line["combinations"] for line in result["exact"]["super"]["lines"]}
    assert lines["four_of_a_kind"] == 624


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL], ids=["ctrl-c", "term", "kill"])
def test_interrupted_run_resumes_to_the_same_result(
    tmp_path: Path, stop: signal.Signals, uninterrupted: subprocess.CompletedProcess[str]
) -> None:
    # One attempt: a stop that arrives while the run is alive must stop it. (A retry when the run
    # "finished before the signal landed" once hid a stop lost while the workers were forked.)
    checkpoint = tmp_path / "run.checkpoint.json"
    process = subprocess.Popen(
        [*ANALYZE, *ROUNDS, "--checkpoint", str(checkpoint)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and process.poll() is None:
        if checkpoint.exists() and checkpoint_batches(checkpoint) >= 1:
            break
        time.sleep(0.05)
    assert process.poll() is None, "the run finished before it could be interrupted"
    process.send_signal(stop)
    process.communicate(timeout=120)
    # Stopped midway: never a success exit with part of the rounds.
    assert process.returncode != 0, f"exit 0 after {checkpoint_batches(checkpoint)} of {BATCHES} batches"
    assert _workers_left(checkpoint) == [], "the stopped run's worker processes did not end"
    finished_before = checkpoint_batches(checkpoint)
    assert 1 <= finished_before < BATCHES
    resumed = json.loads(run_analyze(*ROUNDS, "--checkpoint", str(checkpoint)).stdout)
    assert resumed["simulated"] == json.loads(uninterrupted.stdout)["simulated"]


def _workers_left(checkpoint: Path, wait: float = 10.0) -> list[int]:
    """Processes still running with this checkpoint on their command line (after `wait` s)."""
    deadline = time.monotonic() + wait
    while True:
        left = []
        for entry in Path("/proc").iterdir():
            try:
                if entry.name.isdigit() and str(checkpoint).encode() in (entry / "cmdline").read_bytes():
                    left.append(int(entry.name))
            except OSError:
                continue  # ended while we looked
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.2)


def test_unknown_game_exits_2() -> None:
    completed = subprocess.run([*ANALYZE[:3], "analyze", "blackjack"], capture_output=True, text=True, check=False)
    assert completed.returncode == 2 and completed.stdout == ""
    assert "lunar-poker" in completed.stderr


def test_progress_goes_to_stderr_as_log_lines_when_not_a_terminal(
    uninterrupted: subprocess.CompletedProcess[str],
) -> None:
    assert "simulating rounds: 4,000,000/4,000,000 (100%" in uninterrupted.stderr
    assert json.loads(uninterrupted.stdout)["simulated"]["rounds"] == 4_000_000  # stdout holds only the result
