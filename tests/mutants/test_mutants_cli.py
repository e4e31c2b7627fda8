"""`tablecert mutants GAME`: every rule mutant is killed by the Gherkin suite.

The full run (the real engine plus every mutant, each a pytest process) happens once for the
module; it is the slow test here, so it is marked `slow` (it still fits a CI run).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.families.lunar.game import lunar_rules
from harness.gherkin.feature_run import SuiteRun, run_feature_suite
from harness.mutation import MUTANT_ENV, PLUGIN, BaselineFailedError, catalogue
from harness.mutation.runner import check_baseline
from harness.runtime.project import project_root
from harness.spec.errors import HarnessError

LUNAR = catalogue("lunar-poker")


@pytest.fixture(scope="module")
def mutation_run() -> tuple[int, dict[str, Any], str]:
    """One real `tablecert mutants lunar-poker --json`, in a subprocess like a lab would run it."""
    env = {k: v for k, v in os.environ.items() if k != MUTANT_ENV and not k.startswith("TABLECERT_PAYTABLE")}
    done = subprocess.run(
        [sys.executable, "-m", "harness.cli", "mutants", "lunar-poker", "--json"],
        cwd=project_root(),
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    return done.returncode, json.loads(done.stdout or "{}"), done.stderr


@pytest.mark.slow
def test_every_mutant_is_killed(mutation_run: tuple[int, dict[str, Any], str]) -> None:
    code, result, stderr = mutation_run
    assert result.get("survived") == [], f"surviving mutants: {result.get('survived')}\n{stderr[-2000:]}"
    assert result["kill_rate"] == 1.0
    assert code == 0, stderr[-2000:]


@pytest.mark.slow
def test_the_json_names_each_mutant_its_clauses_and_killing_scenarios(
    mutation_run: tuple[int, dict[str, Any], str],
) -> None:
    _, result, _ = mutation_run
    assert set(result) >= {"killed", "survived", "kill_rate", "catalogue_size"}
    assert result["catalogue_size"] == len(LUNAR.mutants) >= 15
    entries = result["killed"] + result["survived"]
    assert [e["mutant"] for e in entries] == [m.name for m in LUNAR.mutants]
    clauses = lunar_rules().clauses
    for entry in entries:
        assert set(entry) >= {"mutant", "description", "clauses", "scenarios"}
        assert entry["description"] and entry["clauses"] and set(entry["clauses"]) <= set(clauses)
    for entry in result["killed"]:
        assert entry["scenarios"] and all(isinstance(name, str) and name for name in entry["scenarios"])


@pytest.mark.slow
def test_progress_goes_to_stderr(mutation_run: tuple[int, dict[str, Any], str]) -> None:
    _, _, stderr = mutation_run
    assert "scenarios pass on the real engine" in stderr
    assert f"mutant {len(LUNAR.mutants)}/{len(LUNAR.mutants)}" in stderr


def test_an_unknown_game_exits_2() -> None:
    result = CliRunner().invoke(app, ["mutants", "blackjack"])
    assert result.exit_code == 2
    assert "unknown game 'blackjack'" in result.output and "lunar-poker" in result.output


def test_a_failing_real_engine_stops_the_run() -> None:
    broken = SuiteRun(exit_status=1, scenarios=(), command="pytest")
    with pytest.raises(BaselineFailedError, match="fails on the real engine") as raised:
        check_baseline("lunar-poker", broken)
    assert raised.value.exit_code == 2


def test_a_mistyped_mutant_stops_pytest_instead_of_killing_everything() -> None:
    with pytest.raises(HarnessError, match="names no mutant"):
        run_feature_suite(list(LUNAR.bindings), env_overrides={MUTANT_ENV: "no_such_fault"}, extra_args=("-p", PLUGIN))
