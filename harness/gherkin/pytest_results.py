"""A pytest plugin that writes each test's outcome and its clause tags as JSON.

Why: `tablecert certify` runs the game's Gherkin suite through pytest and must read the
result machine-readably, with the scenario name and the clause IDs it covers, to build the
clause -> scenarios -> result table. Enable with `-p harness.gherkin.pytest_results --tablecert-results FILE`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.gherkin.feature_run import NOT_APPLICABLE_OUTCOME
from harness.runtime.atomic import write_atomic

#: Every skip reason of a scenario that does not apply to the paytable in force starts with this.
NOT_APPLICABLE = "not applicable to the paytable in force"

#: The name under which a scenario's translated amounts are recorded (pytest user properties; the
#: results plugin copies them into the suite's results, and `tablecert diff` lists them).
TRANSLATION_PROPERTY = "tablecert-translation"

_IGNORED_MARKERS = {"parametrize", "usefixtures", "filterwarnings", "slow"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--tablecert-results", default=None, help="write per-test outcomes and tags to this JSON file")


def pytest_configure(config: pytest.Config) -> None:
    target = config.getoption("--tablecert-results")
    if target:
        config.pluginmanager.register(_Recorder(Path(target)), "tablecert-results-recorder")


def _skip_reason(report: pytest.TestReport) -> str:
    """The reason a test was skipped (pytest keeps it as (file, line, "Skipped: reason"))."""
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


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


def _example_of(item: pytest.Item) -> dict[str, str]:
    """The Examples row a Scenario Outline's test runs (empty for a plain scenario)."""
    callspec = getattr(item, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec is not None else None
    return {str(k): str(v) for k, v in example.items()} if isinstance(example, dict) else {}


def _scenario_names(items: list[pytest.Item]) -> dict[str, str]:
    """Each test's scenario as a sentence: an outline's `<placeholders>` filled with its example
    row's values ("The exchange fee is lost when the player folds after the draw"), and the
    row's other values added in brackets where two rows would otherwise read the same."""
    rendered: dict[str, tuple[str, str]] = {}
    for item in items:
        scenario = _scenario_of(item)
        name = str(getattr(scenario, "name", None) or item.name)
        example = _example_of(item)
        filled = name
        for key, value in example.items():
            filled = filled.replace(f"<{key}>", value)
        unused = "; ".join(f"{k}: {v}" for k, v in example.items() if f"<{k}>" not in name)
        rendered[item.nodeid] = (filled, unused)
    counts: dict[str, int] = {}
    for filled, _ in rendered.values():
        counts[filled] = counts.get(filled, 0) + 1
    return {
        nodeid: f"{filled} ({unused})" if counts[filled] > 1 and unused else filled
        for nodeid, (filled, unused) in rendered.items()
    }


class _Recorder:
    def __init__(self, target: Path) -> None:
        self.target = target
        self.tests: dict[str, dict[str, Any]] = {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        names = _scenario_names(items)
        for item in items:
            scenario = _scenario_of(item)
            feature = getattr(scenario, "feature", None)
            name = names[item.nodeid]
            self.tests[item.nodeid] = {
                "nodeid": item.nodeid,
                "scenario": name,
                "feature": getattr(feature, "rel_filename", None) or getattr(feature, "filename", None),
                "line": getattr(scenario, "line_number", None),
                "tags": sorted({m.name for m in item.iter_markers()} - _IGNORED_MARKERS),
                "outcome": "not run",
                "message": "",
                "translations": [],
            }

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        entry = self.tests.get(report.nodeid)
        if entry is None:
            return
        for name, value in report.user_properties:
            if name == TRANSLATION_PROPERTY and value not in entry["translations"]:
                entry["translations"].append(value)
        if report.failed:  # a failure in setup, call or teardown fails the scenario
            entry["outcome"] = "failed"
            entry["message"] = str(report.longrepr)[-2000:]
        elif report.skipped and entry["outcome"] != "failed":
            reason = _skip_reason(report)
            applies = NOT_APPLICABLE not in reason
            entry["outcome"] = "skipped" if applies else NOT_APPLICABLE_OUTCOME
            entry["message"] = reason[-2000:]
        elif report.when == "call" and entry["outcome"] == "not run":
            entry["outcome"] = "passed"

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        payload = {"exitstatus": int(exitstatus), "tests": list(self.tests.values())}
        write_atomic(self.target, json.dumps(payload, indent=1).encode())
