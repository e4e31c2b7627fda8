"""Run a game's Gherkin suite through pytest and read its outcome per scenario and clause."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from harness.errors import HarnessError
from harness.project import project_root


#: The outcome of a scenario that does not apply to the paytable in force: neither a pass nor a
#: failure; the report lists it with its reason (harness.bdd.paytable_in_force).
NOT_APPLICABLE_OUTCOME = "not applicable"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioResult:
    scenario: str
    feature: str
    line: int | None
    tags: tuple[str, ...]
    outcome: str
    message: str
    #: Amounts the paytable in force changes (harness.bdd.paytable_in_force), e.g. `the Raise wins 20 -> 40`.
    translations: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "scenario": self.scenario,
            "feature": self.feature,
            "line": self.line,
            "tags": list(self.tags),
            "outcome": self.outcome,
            "message": self.message,
        }
        if self.translations:
            data["translations"] = list(self.translations)
        return data


@dataclass(frozen=True, slots=True, kw_only=True)
class SuiteRun:
    exit_status: int
    scenarios: tuple[ScenarioResult, ...]
    command: str

    @property
    def passed(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome == "passed")

    @property
    def not_applicable(self) -> int:
        return sum(1 for s in self.scenarios if s.outcome == NOT_APPLICABLE_OUTCOME)

    @property
    def failed(self) -> int:
        """Scenarios that failed, or did not run for any reason but not applying to the paytable."""
        return len(self.scenarios) - self.passed - self.not_applicable


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
            "pytest_bdd.plugin",
            "-p",
            "harness.pytest_results",
            f"--tablecert-results={results_file}",
            *extra_args,
        ]
        # Only the plugins the suite needs (pytest-bdd, the results writer): whatever else is
        # installed (xdist, hypothesis, benchmark plugins) cannot change an outcome, and loading
        # it was an eighth of each run, which every rule mutant repeats.
        env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **(env_overrides or {})}
        stdout, stderr = _run_pytest(command, cwd=root, env=env)
        if not results_file.exists():
            raise HarnessError(
                "the Gherkin suite could not be run (pytest wrote no results):\n" + (stdout[-3000:] + stderr[-3000:])
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
            translations=tuple(t.get("translations", ())),
        )
        for t in data["tests"]
    )
    return SuiteRun(exit_status=data["exitstatus"], scenarios=scenarios, command=" ".join(command[1:4]))


_RUNNING: set[subprocess.Popen[str]] = set()  # pytest processes of suites running in any thread
_RUNNING_LOCK = threading.Lock()


def _run_pytest(command: list[str], *, cwd: Path, env: dict[str, str]) -> tuple[str, str]:
    """subprocess.run, but the process is known to `suite_threads` while it runs."""
    pipe = subprocess.PIPE
    with subprocess.Popen(command, cwd=cwd, env=env, stdout=pipe, stderr=pipe, text=True) as process:
        with _RUNNING_LOCK:
            _RUNNING.add(process)
        try:
            stdout, stderr = process.communicate()
        except BaseException:  # Ctrl-C, SIGTERM (harness.cli): the suite dies with the run
            process.kill()
            raise
        finally:
            with _RUNNING_LOCK:
                _RUNNING.discard(process)
    return stdout, stderr


@contextmanager
def suite_threads(workers: int) -> Iterator[ThreadPoolExecutor]:
    """A pool of threads that run suites side by side (they only wait on pytest processes).

    Why not a bare ThreadPoolExecutor: leaving one on an exception waits for every queued suite,
    so a stopped run (Ctrl-C, SIGTERM) went on for minutes. Here a stop cancels the queued
    suites and kills the running ones; their threads then remove their temporary folders.
    """
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        with _RUNNING_LOCK:
            running = list(_RUNNING)
        for process in running:
            process.kill()
        raise
    finally:
        pool.shutdown(wait=True)
