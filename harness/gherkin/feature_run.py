"""Run a game's Gherkin suite through pytest and read its outcome per scenario and clause."""

from __future__ import annotations

import atexit
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

from harness.runtime.project import project_root
from harness.spec.errors import HarnessError

#: The outcome of a scenario that does not apply to the paytable in force: neither a pass nor a
#: failure; the report lists it with its reason (harness.families.lunar.paytable_in_force).
NOT_APPLICABLE_OUTCOME = "not applicable"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioResult:
    scenario: str
    feature: str
    line: int | None
    tags: tuple[str, ...]
    outcome: str
    message: str
    #: Amounts the paytable in force changes (harness.families.lunar.paytable_in_force), e.g. `the Raise wins 20 -> 40`.
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

    `extra_args` go on pytest's command line after ours, e.g. `-p harness.mutation.plugin` to run
    the suite against a deliberately broken engine.
    """
    root = project_root()
    with tempfile.TemporaryDirectory(prefix="tablecert-features-") as tmp:
        results_file = Path(tmp) / "results.json"
        args = [
            *test_files,
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "pytest_bdd.plugin",
            "-p",
            "harness.gherkin.pytest_results",
            f"--tablecert-results={results_file}",
            *extra_args,
        ]
        command = [sys.executable, "-m", "pytest", *args]
        # Only the plugins the suite needs (pytest-bdd, the results writer): whatever else is
        # installed (xdist, hypothesis, benchmark plugins) cannot change an outcome, and loading
        # it was an eighth of each run, which every rule mutant repeats.
        env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **(env_overrides or {})}
        stdout, stderr = _run_pytest(args, cwd=root, env=env, folder=Path(tmp))
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


_RUNNING: set[subprocess.Popen[str]] = set()  # pytest processes (or fork servers) of suites running in any thread
_RUNNING_LOCK = threading.Lock()
_IDLE_SERVERS: list[subprocess.Popen[str]] = []  # warm pytest processes (harness.gherkin.pytest_forks) free to serve


def _run_pytest(args: list[str], *, cwd: Path, env: dict[str, str], folder: Path) -> tuple[str, str]:
    """`python -m pytest ARGS`: forked from a warm server where the platform forks (the same clean
    process without the import time, harness.gherkin.pytest_forks), else a new interpreter."""
    if not hasattr(os, "fork"):
        return _run_subprocess([sys.executable, "-m", "pytest", *args], cwd=cwd, env=env)
    out, err = folder / "pytest.out", folder / "pytest.err"
    request = json.dumps({"args": args, "cwd": str(cwd), "env": env, "stdout": str(out), "stderr": str(err)})
    with _RUNNING_LOCK:
        server = _IDLE_SERVERS.pop() if _IDLE_SERVERS else None
    if server is None:
        server = subprocess.Popen(
            [sys.executable, "-m", "harness.gherkin.pytest_forks"],
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True, start_new_session=True,
        )  # fmt: skip
    with _RUNNING_LOCK:
        _RUNNING.add(server)
    reply = ""
    try:
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(request + "\n")
        server.stdin.flush()
        reply = server.stdout.readline()
    except BaseException:  # Ctrl-C, SIGTERM, a dead server: the suite dies with it
        _kill(server)
        raise
    finally:
        with _RUNNING_LOCK:
            _RUNNING.discard(server)
    if not reply:  # the server died (killed by a stop): no answer is trusted
        _kill(server)
        raise HarnessError("the Gherkin suite's pytest process was stopped before it answered")
    with _RUNNING_LOCK:
        _IDLE_SERVERS.append(server)
    return _text_of(out), _text_of(err)


def _text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


def _kill(process: subprocess.Popen[str]) -> None:
    """Kill a pytest process and whatever it forked (a server's child runs in its session)."""
    try:
        os.killpg(process.pid, 9)
    except (ProcessLookupError, PermissionError, AttributeError):
        process.kill()
    process.wait()


def _close_servers() -> None:
    with _RUNNING_LOCK:
        servers = list(_IDLE_SERVERS)
        _IDLE_SERVERS.clear()
    for server in servers:
        if server.stdin is not None:
            server.stdin.close()  # the server's loop ends with its input
        server.wait()


atexit.register(_close_servers)


def _run_subprocess(command: list[str], *, cwd: Path, env: dict[str, str]) -> tuple[str, str]:
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
            _kill(process)
        raise
    finally:
        pool.shutdown(wait=True)
