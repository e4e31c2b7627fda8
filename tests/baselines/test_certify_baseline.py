"""`certify --write-baseline` / `--baseline`: recorded, reproduced with the baseline's seed and
rounds, a moved figure named with exit 1, the sensitivity section in report.json.

The Gherkin suite and the PDF renderer are replaced by stubs here (both have their own tests):
the point is the wiring, and a stub suite that covers every clause leaves the baseline as the
only thing that decides the exit code.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Iterator
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import pytest

from harness.certify import pipeline as certify_pipeline
from harness.certify.options import CertifyOptions
from harness.families.lunar.game import lunar_rules
from harness.families.lunar.strategy import basic_strategy
from harness.games.registry import game
from harness.gherkin.feature_run import ScenarioResult, SuiteRun
from harness.reports import render as report_render

ROUNDS = 10_000
Run = Callable[..., tuple[int, dict[str, Any], str]]


@pytest.fixture(scope="module")
def run_certify(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Run]:
    tags = tuple(sorted([*lunar_rules().clauses, *basic_strategy().spec.clauses]))
    suite = SuiteRun(
        exit_status=0,
        scenarios=(ScenarioResult(scenario="stub", feature="", line=None, tags=tags, outcome="passed", message=""),),
        command="stub",
    )
    folder = tmp_path_factory.mktemp("certify")

    def run(**changes: Any) -> tuple[int, dict[str, Any], str]:
        out = folder / "report"
        fields: dict[str, Any] = {
            "game": "lunar-poker",
            "paytable": None,
            "rounds": None,
            "seed": 1,
            "seed_given": False,
            "out_dir": out,
            "mutants": False,  # the rule mutants have their own tests; here only the baseline decides
        }
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            code = certify_pipeline.certify(game("lunar-poker"), CertifyOptions(**{**fields, **changes}))
        return code, json.loads((out / "report.json").read_text()), printed.getvalue()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(certify_pipeline, "run_feature_suite", lambda *args, **kwargs: suite)
        patch.setattr(report_render, "html_to_pdf", lambda html: b"%PDF-stub")
        yield run


@pytest.fixture(scope="module")
def recorded(run_certify: Run, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], str]:
    path = tmp_path_factory.mktemp("baseline") / "baseline.json"
    code, report, out = run_certify(rounds=ROUNDS, seed=5, seed_given=True, write_baseline=path)
    assert code == 0
    return path, report, out


def test_write_baseline_records_the_report_figures(recorded: tuple[Path, dict[str, Any], str]) -> None:
    path, report, out = recorded
    assert f"wrote baseline {path}" in out and report["baseline"] is None
    baseline = json.loads(path.read_text())
    assert (baseline["seed"], baseline["rounds"], baseline["game"]) == (5, ROUNDS, "lunar-poker")
    assert baseline["paytable"]["sha256"] == report["paytable"]["sha256"]
    for name in ("super_house_edge", "super_hit_frequency", "instant_return_per_ante"):
        assert baseline["exact"][name] == report["figures"][name]["fraction"]
    for name in ("house_edge", "element_of_risk", "element_of_risk_other"):
        figure = report["figures"][name]
        # n counts the simulated rounds behind the figure: the draw rounds of the ROUNDS deals.
        assert baseline["simulated"][name] == {"value": figure["value"], "ci95": figure["ci95"], "n": figure["n"]}
        assert 0 < figure["n"] <= ROUNDS


def test_a_check_uses_the_baseline_seed_and_rounds_and_names_what_moved(
    run_certify: Run, recorded: tuple[Path, dict[str, Any], str], tmp_path: Path
) -> None:
    baseline = json.loads(recorded[0].read_text())
    # A baseline that disagrees on the exact Super figure and on the house edge's interval; the
    # other four figures must reproduce exactly, with the baseline's own seed and rounds.
    baseline["exact"]["super_house_edge"] = "1/20"
    he = baseline["simulated"]["house_edge"]
    he["ci95"] = [he["ci95"][1] + 0.001, he["ci95"][1] + 0.01]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(baseline))
    code, report, out = run_certify(baseline=tampered)
    assert code == 1 and (report["seed"], report["rounds"]) == (5, ROUNDS)
    assert {m["figure"] for m in report["baseline"]["moved"]} == {"super_house_edge", "house_edge"}
    assert report["baseline"]["notes"] == []
    assert "BASELINE MOVED: 2 of 6 figures moved" in out
    assert "super_house_edge: exact 1/20 changed to 783/15470" in out
    assert "house_edge: " in out and "is outside the baseline interval" in out


def test_the_report_says_how_much_each_interpretation_matters(recorded: tuple[Path, dict[str, Any], str]) -> None:
    report = recorded[1]
    rows = {(r["interpretation"], r["option"]): r for r in report["interpretation_sensitivity"]}
    assert set(rows) == {
        ("super_sf_counts_as", "flush"),
        ("super_sf_counts_as", "own_category"),
        ("fees_are_wagers", "false"),
        ("fees_are_wagers", "true"),
    }
    # The defaults' house edge is the report's plain simulation, on the same deals.
    assert rows[("fees_are_wagers", "false")]["house_edge"]["value"] == pytest.approx(
        report["figures"]["plain_simulation_house_edge"]["value"], abs=1e-15
    )
    assert all(r["rounds"] == ROUNDS for r in rows.values())
    # Fees as wagers changes statistics, not chips: the house edge does not move at all.
    fees = rows[("fees_are_wagers", "true")]
    assert fees["house_edge_delta"]["value"] == 0 and fees["house_edge_delta"]["half_width"] == 0
    assert not fees["house_edge_changes"] and fees["element_of_risk_fees_in_denominator"] is True
    assert fees["element_of_risk_delta"]["value"] < 0
    # Straight flush as its own category, by hand: 36 straight flushes paid Flush (60) and now pay
    # One colour (2); the 4 royals paid Flush and now pay A-K-Q (5). Super EV falls by 2,308 units
    # over 2,598,960 hands; the game's house edge (per Ante + Super) rises by half of it.
    own = rows[("super_sf_counts_as", "own_category")]
    super_edge_delta = -Fraction(36 * (2 - 60) + 4 * (5 - 60), comb(52, 5))
    assert Fraction(own["super_house_edge_delta"]["fraction"]) == super_edge_delta
    assert own["house_edge_delta"]["value"] == pytest.approx(float(super_edge_delta / 2), abs=1e-15)
    assert own["house_edge_delta"]["half_width"] == 0 and own["house_edge_changes"]
