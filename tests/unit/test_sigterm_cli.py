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

import pytest

from harness.runtime.project import project_root

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


def test_a_stop_that_arrives_while_workers_are_forked_is_delivered_after_the_forks() -> None:
    """A stop raised inside the interpreter's at-fork callbacks is printed and dropped (a run
    killed while it forked its pool went on to exit 0); `stops_deferred` holds it until the
    block ends, then the handler in force stops the run."""
    from harness.runtime.executors import stops_deferred

    def stop(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    reached = []
    try:
        try:
            with stops_deferred():
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(0.05)  # without the deferral the stop is raised here
                reached.append("end of the block")
        except SystemExit as stopped:
            assert stopped.code == 143
        else:
            raise AssertionError("the deferred stop was never delivered")
        assert reached == ["end of the block"]
        assert signal.getsignal(signal.SIGTERM) is stop  # the run's own handler is back
    finally:
        signal.signal(signal.SIGTERM, previous)


def _twice(state: object, item: int) -> int:
    return 2 * item


def test_a_stop_whose_exception_was_lost_stops_the_run_at_the_next_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stop's exception raised inside a weakref callback or a `__del__` is printed and dropped;
    the stop itself was noted (`note_stop`, by the command line's handlers), so the run stops
    at the next batch instead of going on to exit 0 (seen once: `analyze` given Ctrl-C midway
    finished its 80 batches)."""
    from harness.runtime import executors
    from harness.runtime.executors import Placement, map_inheriting, run_batches

    monkeypatch.setattr(executors, "_RECEIVED", [])
    assert [r for _, r in map_inheriting(_twice, None, [1, 2, 3], 2)] != []  # no stop: every item
    monkeypatch.setattr(executors, "_RECEIVED", [signal.SIGINT])
    with pytest.raises(KeyboardInterrupt):
        list(map_inheriting(_twice, None, [1, 2, 3], 2))
    with pytest.raises(KeyboardInterrupt):
        list(run_batches(_twice, None, [1, 2], Placement(workers=None, scheduler=None, processes=False)))
    monkeypatch.setattr(executors, "_RECEIVED", [signal.SIGTERM])
    with pytest.raises(SystemExit) as stopped:
        list(map_inheriting(_twice, None, [1, 2, 3], 2))
    assert stopped.value.code == 143


#: A process that forks a would-be worker and ends at once; the worker runs the pool's initializer
#: only after its parent is gone (the moment a loaded machine's scheduler can pick), then waits.
_PARENT_GONE_FIRST = """
import os, time
from harness.runtime.executors import exit_with_parent
parent = os.getpid()
child = os.fork()
if child == 0:
    while os.getppid() == parent:
        time.sleep(0.01)
    exit_with_parent(parent)
    time.sleep(60)  # an idle worker waiting for work that never comes
    os._exit(0)
print(child, flush=True)
os._exit(0)
"""


def test_a_worker_whose_parent_died_before_the_worker_first_ran_ends() -> None:
    """A command killed with SIGKILL while it forks its workers leaves none behind to hold its
    output open."""
    started = subprocess.run(
        [sys.executable, "-c", _PARENT_GONE_FIRST], cwd=project_root(), capture_output=True, text=True, timeout=60
    )
    worker = int(started.stdout)
    deadline = time.monotonic() + 20
    while _running(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(worker), "the orphaned worker is still running"


def _running(pid: int) -> bool:
    """True while the process exists and is not a zombie (an ended child nobody has reaped)."""
    try:
        state = next(line for line in Path(f"/proc/{pid}/status").read_text().splitlines() if line.startswith("State:"))
    except (OSError, StopIteration):
        return False
    return "Z" not in state.split()[1]
