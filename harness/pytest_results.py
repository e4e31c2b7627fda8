"""A pytest plugin that writes each test's outcome and its clause tags as JSON.

Why: `tablecert certify` runs the game's Gherkin suite through pytest and must read the
result machine-readably, with the scenario name and the clause IDs it covers, to build the
clause -> scenarios -> result table. Enable with `-p harness.pytest_results --tablecert-results FILE`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.atomic import write_atomic

_IGNORED_MARKERS = {"parametrize", "usefixtures", "filterwarnings", "slow"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--tablecert-results", default=None, help="write per-test outcomes and tags to this JSON file")


def pytest_configure(config: pytest.Config) -> None:
    target = config.getoption("--tablecert-results")
    if target:
        config.pluginmanager.register(_Recorder(Path(target)), "tablecert-results-recorder")


def _scenario_of(item: pytest.Item) -> Any:
    """The pytest-bdd scenario behind a test item, or None for a plain test."""
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd 9 keeps the registry here
        return None
    try:
        return scenario_wrapper_template_registry.get(getattr(item, "obj", None))  # type: ignore[arg-type]
    except TypeError:
        return None


class _Recorder:
    def __init__(self, target: Path) -> None:
        self.target = target
        self.tests: dict[str, dict[str, Any]] = {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            scenario = _scenario_of(item)
            feature = getattr(scenario, "feature", None)
            name = getattr(scenario, "name", None) or item.name
            callspec = getattr(item, "callspec", None)
            if scenario is not None and callspec is not None:
                name = f"{name} [{callspec.id}]"  # one row of a Scenario Outline's examples
            self.tests[item.nodeid] = {
                "nodeid": item.nodeid,
                "scenario": name,
                "feature": getattr(feature, "rel_filename", None) or getattr(feature, "filename", None),
                "line": getattr(scenario, "line_number", None),
                "tags": sorted({m.name for m in item.iter_markers()} - _IGNORED_MARKERS),
                "outcome": "not run",
                "message": "",
            }

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        entry = self.tests.get(report.nodeid)
        if entry is None:
            return
        if report.failed:  # a failure in setup, call or teardown fails the scenario
            entry["outcome"] = "failed"
            entry["message"] = str(report.longrepr)[-2000:]
        elif report.skipped and entry["outcome"] != "failed":
            entry["outcome"] = "skipped"
        elif report.when == "call" and entry["outcome"] == "not run":
            entry["outcome"] = "passed"

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        payload = {"exitstatus": int(exitstatus), "tests": list(self.tests.values())}
        write_atomic(self.target, json.dumps(payload, indent=1).encode())
